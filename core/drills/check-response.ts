// A response checked against the step it answers: well formed (the response schema), of the form the step asks
// for, and, for a choice, one of its options. Apart from the schema, which the step's own schemas import.
import { formatIssues } from '../format-issues.ts';
import type { Named } from '../result.ts';
import { responseSchema, type Response } from './response.ts';
import type { AnswerForm } from './types.ts';

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
