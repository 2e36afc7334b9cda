// One try at a secret (the trainer passcode, a trainee's PIN), with the hash off the main thread. The try is counted
// as wrong before the hash starts and cleared once it proves right: tries sent together, while one is being hashed,
// cannot all pass the wait, and a kill during the hash leaves the try counted.
import { failure } from '../../../core/i18n/failure.ts';
import type { MessageRef } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../../contract/index.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { belowCost, hashSecret, secretMatches, type AuthRow } from './passcode.ts';

/** The wrong-try count of one secret (TrainerGate, or one trainee's in TraineeSignIn). */
export interface TryCount {
  retryInMs(): number;
  failed(): void;
  passed(): void;
}

/** Replaces a stored hash (`old`) with `fresh`, the same secret at the current cost, if it is still stored. */
export type Upgrade = (db: DatabaseSync, old: AuthRow, fresh: AuthRow) => void;

/**
 * Reads the stored hash and counts the try (in `before`, which may refuse first), then hashes the guess: ok(true) when
 * right (the count is cleared), ok(false) when wrong (it stays counted), or the refusal (the wait, the store's error).
 * With `upgrade`, a right secret whose hash was made at a lower cost (an older version's) is hashed again at the
 * current one, so an old passcode or PIN costs a guesser as much as a new one from its next use on.
 */
export async function guess(
  ctx: ServiceContext,
  count: TryCount,
  secret: string,
  waitMessage: (ms: number) => MessageRef,
  before: (db: DatabaseSync) => Result<AuthRow>,
  upgrade?: Upgrade,
): Promise<Result<boolean>> {
  const row = withDb(ctx, (db) => {
    const read = before(db);
    if (!read.ok) return read;
    const wait = count.retryInMs();
    if (wait > 0) return failure(waitMessage(wait));
    count.failed();
    return read;
  });
  if (!row.ok) return row;
  if (!(await secretMatches(row.value, secret))) return { ok: true, value: false };
  const passed = withDb(ctx, () => {
    count.passed();
    return { ok: true, value: true };
  });
  if (passed.ok && upgrade && belowCost(row.value)) {
    const fresh = await hashSecret(secret);
    // Not saved (a store refusing writes): the old hash still works, and the next right answer tries again.
    withDb(ctx, (db) => {
      inTransaction(db, () => upgrade(db, row.value, fresh));
      return { ok: true, value: true };
    });
  }
  return passed;
}

/** The trainer passcode's count (shared by unlocking, changing it and deleting a trainee). */
export function passcodeCount(ctx: ServiceContext): TryCount {
  return {
    retryInMs: () => ctx.trainer.retryInMs,
    failed: () => ctx.trainer.failed(),
    passed: () => ctx.trainer.passed(),
  };
}

/** One trainee's PIN's count. */
export function pinCount(ctx: ServiceContext, traineeId: string): TryCount {
  return {
    retryInMs: () => ctx.traineeSignIn.retryInMs(traineeId),
    failed: () => ctx.traineeSignIn.failed(traineeId),
    passed: () => ctx.traineeSignIn.passed(traineeId),
  };
}
