// Runtime check of a Response (it arrives over IPC or from a file) and that it answers the form it was asked with.
import { z } from 'zod';
import { formatIssues } from '../profiles.ts';
import type { AnswerForm, Response } from './types.ts';
import type { Named } from '../result.ts';

const cents = z.number().int('must be whole cents').min(0, 'must not be negative').max(1e12);

export const responseSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('points'),
      player: z.number().int().min(0).max(9),
      banker: z.number().int().min(0).max(9),
      natural: z.boolean(),
    })
    .strict(),
  z.object({ type: z.literal('draw'), draw: z.boolean() }).strict(),
  z.object({ type: z.literal('result'), winner: z.enum(['player', 'banker', 'tie']) }).strict(),
  z.object({ type: z.literal('amount'), amount: cents }).strict(),
  z.object({ type: z.literal('choice'), choice: z.string().min(1).max(8) }).strict(),
  z
    .object({
      type: z.literal('settle-table'),
      actions: z
        .array(
          z
            .object({
              betId: z.string().min(1).max(40),
              action: z.enum(['take', 'push', 'pay']),
              amount: cents,
              commission: cents.optional(),
            })
            .strict(),
        )
        .max(200),
    })
    .strict(),
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
            .strict(),
        )
        .max(12),
    })
    .strict(),
]);

/** The response if it is well formed and answers `form`; otherwise an error naming what is wrong. */
export function checkResponse(form: AnswerForm, input: unknown): Named<'response', Response> {
  const parsed = responseSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: `invalid response: ${formatIssues(parsed.error.issues)}` };
  const response = parsed.data as Response;
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
