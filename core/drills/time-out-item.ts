// A hard time limit ran out on a step (issue 23; an assessment, or a practice set that chooses one): the item is
// over. The steps after it were never shown, and each is recorded as timed out, so the next item comes.
import { answer, currentPrompt, type SessionState } from './session.ts';
import { timedOutResponse } from './timed-out.ts';
import type { Feedback, Response } from './types.ts';

/** A step recorded as timed out: what is stored for it, and its feedback. */
export interface TimedOutStep {
  readonly response: Response;
  readonly responseMs: number;
  readonly feedback: Feedback;
}

/**
 * The rest of an item whose time ran out under a hard limit: its later steps were never shown, and each is recorded
 * as timed out (wrong) just past its own limit, so the next item comes. Returns the state and what was added, in order.
 */
export function timeOutRest(
  state: SessionState,
  item: number,
): { state: SessionState; added: TimedOutStep[] } {
  const added: TimedOutStep[] = [];
  let now = state;
  while (now.item === item) {
    const p = currentPrompt(now);
    if (!p) break;
    const response = timedOutResponse(p.form);
    const responseMs = (p.timeLimitMs ?? 0) + 1;
    const next = answer(now, response, responseMs);
    if (!next.ok) throw new Error(`timed-out step ${p.itemId}/${p.step}: ${next.error}`);
    added.push({ response, responseMs, feedback: next.feedback });
    now = next.state;
  }
  return { state: now, added };
}
