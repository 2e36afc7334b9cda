// What a session may reveal while it runs, decided here for every reader. A practice session shows each answer's
// feedback (its mark and key) as it is given. An assessment shows nothing of its marks, keys or result until it ends:
// not on the answer, not in its summary, not in the trainee's history (mastery, adaptive sets, the suggestion), not
// as a replay of its mistakes. Once it ended, the result goes to the candidate at the screen only in the reply that
// ended it, and otherwise to the trainer (issue 20). A sealed attempt's stored rows hold no key or mark at all while
// it runs (electron/integrity/attempt-seal.ts): this module is the rule for what main hands out.
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import { summarise, type SessionState } from '../../../core/drills/session.ts';
import type { Feedback } from '../../../core/drills/types.ts';
import type { SessionSummary } from '../../../contract/index.ts';
import type { SessionRow } from './session-row.ts';
import { isRunningAssessment, runningAssessmentSql } from './session-status.ts';

type Shown = Pick<SessionRow, 'mode' | 'finished_at' | 'closed'>;

/** The feedback on one answer as it is given: a practice session's only. */
export function feedbackOnAnswer(row: Pick<SessionRow, 'mode'>, feedback: Feedback): Feedback | null {
  return row.mode === 'practice' ? feedback : null;
}

/** Whether a summary may carry the keys (the feedback list and the mistakes): practice, or once ended. */
export function showsKeys(row: Pick<SessionRow, 'mode'>, ended: boolean): boolean {
  return row.mode === 'practice' || ended;
}

/** Whether the history sessions.summary and progress read from may include this session's marks. */
export function marksShown(row: Shown): boolean {
  return !isRunningAssessment(row);
}

/** marksShown in SQL, for the sessions table under `alias`. */
export function HISTORY_SHOWS_SQL(alias = ''): string {
  return `NOT ${runningAssessmentSql(alias)}`;
}

/** Why a running assessment's summary is refused: even without its keys it gives away marks and the suggestion. */
export function summaryRefused(row: Shown & Pick<SessionRow, 'title'>): MessageRef | null {
  return marksShown(row) ? null : ref('main_assessment_results_later', { title: row.title });
}

/** Why a replay of a running assessment's mistakes is refused: its mistakes are its marks. */
export function replayRefused(row: Shown & Pick<SessionRow, 'title'>): MessageRef | null {
  return marksShown(row) ? null : ref('main_assessment_still_running', { title: row.title });
}

/**
 * Whether an attempt's screen carries its result (summary with seed, keys and marks): only once it ended, and then
 * to the candidate only in the reply to the step that ended it, otherwise to the trainer (asked only when it
 * matters: asking touches the trainer session).
 */
export function attemptResultShown(ended: boolean, justEnded: boolean, trainerOpen: () => boolean): boolean {
  return ended && (justEnded || trainerOpen());
}

/** A record on the plain history: an attempt's summary belongs to the trainer's candidate history, behind the passcode. */
export function onPlainHistory<R extends { summary: unknown }>(
  record: R,
  trainerOpen: boolean,
  isAttempt: () => boolean,
): R {
  return !trainerOpen && isAttempt() ? { ...record, summary: null } : record;
}

/** Every step's feedback, in answer order, rebuilt from the state (keys included). */
function allFeedback(state: SessionState): Feedback[] {
  return state.answers.map((a) => ({
    itemId: a.itemId,
    step: a.step,
    mark: a.mark,
    response: a.response,
    key: state.items[a.item]?.steps[a.step]?.key as Feedback['key'],
  }));
}

/** The session's summary, with its keys only when showsKeys allows them. The seed stays in main (a practice
 * session could be dealt again with it). */
export function fullSummary(row: SessionRow, state: SessionState, ended: boolean): SessionSummary {
  const keys = showsKeys(row, ended);
  const { seed: _seed, ...core } = summarise(state);
  return {
    ...core,
    mistakes: keys ? core.mistakes : [],
    sessionId: row.id,
    feedback: keys ? allFeedback(state) : [],
  };
}
