// How a service reaches an attempt: one operation at a time, with its state brought into the live store first
// (replayed from its seed, unsealed for the trainer) and, for a trainer action, the passcode session checked.
import type { DatabaseSync } from 'node:sqlite';
import { type SessionState } from '../../../core/drills/session.ts';
import type { Result } from '../../../contract/index.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { loadState } from '../sessions/session-store.ts';
import { sessionRow, type SessionRow } from '../sessions/session-row.ts';
import { liveState, oneAtATime } from '../sessions/live-sessions.ts';
import { attemptRow } from './attempt-store.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import { requireTrainer } from '../trainer/trainer.ts';
import { attemptSeed } from '../../integrity/attempt-seal.ts';

/** The attempt's state: from memory, or replayed from its seed (with its own seeding) on the dealing thread. */
export async function attemptState(ctx: ServiceContext, attemptId: string): Promise<Result<SessionState>> {
  const session = withDb(ctx, (db): Result<SessionRow> => {
    const row = attemptRow(db, attemptId) ? sessionRow(db, attemptId) : null;
    return row ? { ok: true, value: row } : failure(ref('main_no_attempt', { id: attemptId }));
  });
  if (!session.ok) return session;
  const seed = withDb(ctx, (db) => attemptSeed(ctx, db, attemptId, session.value.seed));
  if (!seed.ok) return seed;
  return loadState(ctx, { ...session.value, seed: seed.value });
}

/**
 * Runs `work` on one attempt, one operation at a time (an answer and a time-out must not both record a step), with
 * its state brought into memory first. `write` work goes through withDbWrite: a database locked by another program is
 * waited for, and a retry starts from what was committed (the live state, not the one read before).
 */
export function withAttempt<T>(
  ctx: ServiceContext,
  attemptId: string,
  write: boolean,
  work: (db: DatabaseSync, state: SessionState) => Result<T>,
): Promise<Result<T>> {
  return oneAtATime(attemptId, async () => {
    const state = await attemptState(ctx, attemptId);
    if (!state.ok) return state;
    const run = (db: DatabaseSync) => work(db, liveState(db, attemptId) ?? state.value);
    return write ? withDbWrite(ctx, run) : withDb(ctx, run);
  });
}

/**
 * A trainer action on an attempt: the passcode session is checked before anything is replayed for it, and again
 * inside the attempt's turn (the session may have locked while the attempt was replayed).
 */
export async function withTrainerAttempt<T>(
  ctx: ServiceContext,
  attemptId: string,
  write: boolean,
  work: (db: DatabaseSync, state: SessionState) => Result<T>,
): Promise<Result<T>> {
  const first = withDb(ctx, (db) => requireTrainer(ctx, db));
  if (!first.ok) return first;
  return withAttempt(ctx, attemptId, write, (db, state) => {
    const gate = requireTrainer(ctx, db);
    return gate.ok ? work(db, state) : gate;
  });
}
