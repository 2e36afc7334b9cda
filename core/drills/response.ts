// Runtime check of a Response (it arrives over IPC or from a file) and that it answers the form it was asked with.
import { z } from 'zod';
import { formatIssues } from '../profiles.ts';
import type { AnswerForm } from './types.ts';
import type { Named } from '../result.ts';

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

/** The response if it is well formed and answers `form`; otherwise an error naming what is wrong. */
export function checkResponse(form: AnswerForm, input: unknown): Named<'response', Response> {
  const parsed = responseSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: `invalid response: ${formatIssues(parsed.error.issues)}` };
  const response = parsed.data;
  if (response.type !== form.type) {
    return { ok: false, error: `this step asks for a "${form.type}" response, not "${response.type}"` };
  }
  if (
    response.type === 'choice' &&
    form.type === 'choice' &&
    !form.options.some((o) => o.key === response.choice)
  ) {
    return {
      ok: false,
      error: `choice "${response.choice}" is not one of the options (${form.options.map((o) => o.key).join(', ')})`,
    };
  }
  return { ok: true, response };
}
