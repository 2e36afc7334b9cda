// The attempt services' side of guarantees 1 and 2 (issue 20, electron/integrity/attempt-seal.ts): a sealed attempt
// resumed after a crash gets its keys back from the trainer, once its answers check; and an attempt that was left
// is still shown (its counts, no items) when nobody can open it.
import type { DatabaseSync } from 'node:sqlite';
import { failure, failurePhrase } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { Phrase } from '../../../core/i18n/phrase.ts';
import type { AttemptListItem } from '../../../contract/assessment.ts';
import type { Result } from '../../../contract/index.ts';
import { checkAttemptSeal } from '../../integrity/attempt-check.ts';
import { attemptKeys, heldKeys, holdKeys, isSealedOpen, sealColumns } from '../../integrity/attempt-seal.ts';
import type { ServiceContext } from '../context.ts';

/** Trainer, resuming: the attempt's keys held again (a sealed attempt's answers are checked first). */
export function resumeSealed(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  storedSeed: string,
): Result<null> {
  const seal = sealColumns(db, attemptId);
  if (!isSealedOpen(seal) || !seal || heldKeys(db, attemptId)) return { ok: true, value: null };
  const checked = checkAttemptSeal(ctx, db, attemptId, storedSeed);
  if (!checked.ok) return failure(ref('err_attempt_not_resumable', { problem: failurePhrase(checked) }));
  const keys = attemptKeys(ctx, db, attemptId, seal);
  if (!keys.ok) return keys;
  holdKeys(db, attemptId, keys.value);
  return { ok: true, value: null };
}

/**
 * A stand-in state for the screen of an attempt that was left and cannot be opened without the trainer: only its
 * counts (a view of a left attempt shows no prompt and no summary).
 */
export function countsOnly(total: number, answered: number): CountsOnly {
  return { items: { length: total }, item: answered };
}

/** What the screen of a left attempt reads of its state: how many items, and how many answered. */
export interface CountsOnly {
  readonly items: { readonly length: number };
  readonly item: number;
}

/** A sealed attempt's progress in items, for countsOnly: kept in sessions.answered with each answer. */
export function storeItemsDone(db: DatabaseSync, attemptId: string, itemsDone: number): void {
  db.prepare('UPDATE sessions SET answered = ? WHERE id = ?').run(itemsDone, attemptId);
}

/** A candidate's attempt whose record does not check, in their history: what was done to it, and no result. */
export function tamperedListItem(
  db: DatabaseSync,
  attemptId: string,
  problem: Phrase,
): Result<AttemptListItem> {
  const row = db
    .prepare(
      `SELECT s.title, a.attempt, a.status, s.started_at, a.ended_at FROM assessment_attempts a
       JOIN sessions s ON s.id = a.session_id WHERE a.session_id = ?`,
    )
    .get(attemptId) as
    | {
        title: string;
        attempt: number;
        status: AttemptListItem['status'];
        started_at: string;
        ended_at: string | null;
      }
    | undefined;
  if (!row) return failure(ref('main_no_attempt', { id: attemptId }));
  return {
    ok: true,
    value: {
      attemptId,
      set: row.title,
      attempt: row.attempt,
      status: row.status,
      startedAt: row.started_at,
      endedAt: row.ended_at,
      result: null,
      verificationId: '',
      tampered: problem,
    },
  };
}
