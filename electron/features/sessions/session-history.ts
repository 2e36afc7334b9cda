// A trainee's record across sessions: their marked responses (for mastery, adaptive sets and the suggestion), their
// mastery by skill, and their recent sessions with summaries.
import type { DatabaseSync } from 'node:sqlite';
import { mastery, type HistoryEntry } from '../../../core/drills/mastery.ts';
import type { Feedback } from '../../../core/drills/types.ts';
import type {
  MasteryBySkill,
  RequestOf,
  Result,
  SessionRecord,
  SessionSummary,
} from '../../../contract/index.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { withoutSeed } from './redact.ts';
import type { SessionRow } from './session-row.ts';
import { HISTORY_SHOWS_SQL, onPlainHistory } from './session-visibility.ts';
import { parseStored } from '../../storage/stored-json.ts';
import { findTrainee } from '../trainees/trainees.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';

/**
 * A trainee's marked responses, oldest first; `before` limits them to sessions started earlier. An assessment still
 * running is left out: its marks (and the cases of its keys) must not reach the renderer before it ends.
 */
export function traineeHistory(db: DatabaseSync, traineeId: string, before?: string): HistoryEntry[] {
  const rows = db
    .prepare(
      `SELECT r.step, r.kind, r.correct, r.response_ms, r.feedback_json FROM responses r
       JOIN sessions s ON s.id = r.session_id
       WHERE s.trainee_id = ? AND (? IS NULL OR s.started_at < ?)
         AND ${HISTORY_SHOWS_SQL('s')}
       ORDER BY s.started_at, s.id, r.seq`,
    )
    .all(traineeId, before ?? null, before ?? null) as {
    step: number;
    kind: HistoryEntry['kind'];
    correct: number;
    response_ms: number;
    feedback_json: string;
  }[];
  // A damaged feedback row loses only its cases (for the suggestion); its mark and time still count.
  return rows.map((r) => {
    const feedback = parseStored<Feedback>(r.feedback_json, 'a stored answer');
    const cases = feedback.ok && Array.isArray(feedback.value?.key?.cases) ? feedback.value.key.cases : [];
    const late = feedback.ok && feedback.value?.mark?.late === true;
    return {
      kind: r.kind,
      cases,
      correct: r.correct === 1,
      responseMs: r.response_ms,
      ...(late ? { late: true } : {}),
      step: r.step,
    };
  });
}

export function traineeMastery(
  ctx: ServiceContext,
  request: RequestOf<'progress.mastery'>,
): Result<MasteryBySkill> {
  return withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId))
      return failure(ref('main_no_trainee', { id: request.traineeId }));
    return { ok: true, value: mastery(traineeHistory(db, request.traineeId)) };
  });
}

export const HISTORY_LIMIT = 50;

function storedSummary(json: string | null): SessionSummary | null {
  if (json === null) return null;
  const stored = parseStored<SessionSummary>(json, 'a summary');
  return stored.ok ? withoutSeed(stored.value) : null;
}

export function traineeSessions(
  ctx: ServiceContext,
  request: RequestOf<'progress.history'>,
): Result<SessionRecord[]> {
  return withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId))
      return failure(ref('main_no_trainee', { id: request.traineeId }));
    const rows = allRows<SessionRow & { is_attempt: number }>(
      db.prepare(
        `SELECT s.*, a.session_id IS NOT NULL AS is_attempt
           FROM sessions s LEFT JOIN assessment_attempts a ON a.session_id = s.id
          WHERE s.trainee_id = ? ORDER BY s.started_at DESC, s.id LIMIT ?`,
      ),
      request.traineeId,
      HISTORY_LIMIT,
    );
    const trainerOpen = ctx.trainer.isOpen;
    const record = (r: SessionRow): SessionRecord => ({
      sessionId: r.id,
      title: r.title,
      mode: r.mode,
      drillSetId: r.drill_set_id,
      setRevision: r.set_revision ?? null,
      seeding: r.seeding,
      startedAt: r.started_at,
      finishedAt: r.finished_at,
      // A damaged summary leaves this one record without it; the rest of the history is listed.
      summary: storedSummary(r.summary_json),
    });
    return {
      ok: true,
      // An attempt's result belongs to the trainer's candidate history, behind the passcode.
      value: rows.map((r) => onPlainHistory(record(r), trainerOpen, () => r.is_attempt === 1)),
    };
  });
}
