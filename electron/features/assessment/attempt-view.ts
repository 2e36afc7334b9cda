// The attempt's screen as the candidate or the trainer sees it (session-visibility.ts says when it carries the result).
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import { type AttemptStatus } from '../../../core/assessment/record.ts';
import { currentPrompt } from '../../../core/drills/session.ts';
import type { AttemptView } from '../../../contract/assessment.ts';
import type { Result } from '../../../contract/index.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { sessionRow } from '../sessions/session-row.ts';
import { attemptResultShown, fullSummary } from '../sessions/session-visibility.ts';
import { liveRun } from '../sessions/live-sessions.ts';
import { stepElapsed } from './attempt-clock.ts';
import { attemptRow, type Loaded } from './attempt-store.ts';
import { promptForRenderer } from '../sessions/redact.ts';
import { sessionTable } from '../sessions/session-table.ts';
import { requireTrainer } from '../trainer/trainer.ts';
import { sittingId } from '../../../node-shared/reports/sitting-id.ts';
import { TRAINER_OPENS } from '../../integrity/attempt-seal.ts';
import { countsOnly, type CountsOnly } from './attempt-sealing.ts';

export const MESSAGES: Record<AttemptStatus, MessageRef> = {
  running: ref('main_attview_running', {}),
  abandoned: ref('main_attview_abandoned', {}),
  finished: ref('main_attview_finished', {}),
  closed: ref('main_attview_closed', {}),
};

/** `l.state` is counts only for a left attempt (countsOnly): neither running nor ended, it shows no prompt or summary. */
export function viewOf(
  ctx: ServiceContext,
  db: DatabaseSync,
  l: Omit<Loaded, 'state'> & { readonly state: Loaded['state'] | CountsOnly },
  timedOut: number,
): AttemptView {
  const state = 'answers' in l.state ? l.state : null;
  const trainee = db.prepare('SELECT name, identifier FROM trainees WHERE id = ?').get(l.row.trainee_id) as
    { name: string; identifier: string } | undefined;
  const running = l.row.status === 'running';
  const prompt = running && state ? currentPrompt(state) : null;
  const shown = promptForRenderer(prompt);
  const live = liveRun(db, l.row.session_id);
  const remainingMs =
    prompt && prompt.timeLimitMs !== null && live
      ? Math.max(0, prompt.timeLimitMs - stepElapsed(ctx, live))
      : null;
  const ended = l.row.status === 'finished' || l.row.status === 'closed';
  // An ended attempt's summary carries its seed, keys and marks: the trainer's, or the candidate's own in the reply
  // to the step that finished it (the finished screen), never to a later look without the trainer (issue 20).
  const showResult = attemptResultShown(ended, l.justEnded === true, () => requireTrainer(ctx, db).ok);
  return {
    attemptId: l.row.session_id,
    sittingId: sittingId(l.row.session_id),
    title: l.session.title,
    candidate: { name: trainee?.name ?? '', staffNumber: trainee?.identifier ?? '' },
    attempt: l.row.attempt,
    status: l.row.status,
    total: l.state.items.length,
    answered: l.state.item,
    prompt: shown,
    remainingMs,
    timedOut,
    message:
      timedOut > 0 && running
        ? timedOut === 1
          ? ref('main_attview_timed_out_one', {})
          : ref('main_attview_timed_out_many', { count: timedOut })
        : MESSAGES[l.row.status],
    summary: showResult && state ? fullSummary(l.session, state, true) : null,
    profile: running && state ? sessionTable(state.set) : null,
  };
}

/** A left sealed attempt that only the trainer can open: its screen from its counts (issue 20, guarantee 1). */
export function orLeftView(
  ctx: ServiceContext,
  attemptId: string,
  r: Result<AttemptView>,
): Result<AttemptView> {
  if (r.ok || r.error !== TRAINER_OPENS) return r;
  return withDb(ctx, (db) => {
    const row = attemptRow(db, attemptId);
    const session = sessionRow(db, attemptId);
    if (!row || !session || row.status !== 'abandoned') return r;
    const state = countsOnly(session.total, session.answered ?? 0);
    return { ok: true, value: viewOf(ctx, db, { row, session, state }, 0) };
  });
}
