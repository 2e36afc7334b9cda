// The response a trainee gives, as a schema: its runtime check (it arrives over IPC or from a file); check-response.ts
// checks it answers the form it was asked with.
import { z } from 'zod';

const cents = z.number().int('must be whole cents').min(0, 'must not be negative').max(1e12);

/** One bet settled: taken (lost), left (push) or paid (won, with the net amount paid in cents). */
export const settleActionSchema = z
  .object({
    betId: z.string().min(1).max(40),
    action: z.enum(['take', 'push', 'pay']),
    /** Cents paid for 'pay'; 0 otherwise. */
    amount: cents,
    /** Cents marked to the seat's commission box with a 'pay' action (a winning Banker bet at a table that collects
     *  commission in the box, Tasmania 12.2); absent or 0 otherwise. */
    commission: cents.optional(),
  })
  .strict()
  .readonly();

/** What the trainee answers a step with; the one definition of the Response type (types.ts re-exports it). */
export const responseSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('points'),
      player: z.number().int().min(0).max(9),
      banker: z.number().int().min(0).max(9),
      natural: z.boolean(),
    })
    .strict()
    .readonly(),
  z
    .object({ type: z.literal('draw'), draw: z.boolean() })
    .strict()
    .readonly(),
  z
    .object({ type: z.literal('result'), winner: z.enum(['player', 'banker', 'tie']) })
    .strict()
    .readonly(),
  z
    .object({ type: z.literal('amount'), amount: cents })
    .strict()
    .readonly(),
  z
    .object({ type: z.literal('choice'), choice: z.string().min(1).max(8) })
    .strict()
    .readonly(),
  z
    .object({ type: z.literal('settle-table'), actions: z.array(settleActionSchema).max(200).readonly() })
    .strict()
    .readonly(),
  z
    .object({
      type: z.literal('chips'),
      chips: z
        .array(
          z
            .object({
              value: cents.min(1, 'must be a chip worth at least a cent'),
              count: z.number().int().min(1).max(500),
            })
            .strict()
            .readonly(),
        )
        .max(12)
        .readonly(),
    })
    .strict()
    .readonly(),
]);

export type Response = z.infer<typeof responseSchema>;
export type SettleAction = z.infer<typeof settleActionSchema>;
