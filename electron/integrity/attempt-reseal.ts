// Guarantee 2 (issue 20): every write of what changes during a sealed attempt (attempt-state.ts) goes through
// changeAttempt, in the caller's transaction: the state stored now is first checked against the sealed one (so a
// field a candidate edited is never sealed in by the app's next write), then written, then sealed again with the
// chain's head under the attempt's key. The key is the one held for a run in this process, or opened by the trainer.
import type { DatabaseSync } from 'node:sqlite';
import type { ServiceContext } from '../features/context.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';
import { attemptKeys, heldKeys, sealColumns, type AttemptKeys } from './attempt-seal.ts';
import { coveredState, SEAL_FAILS, stateProblem } from './attempt-state.ts';
import { TAMPERED, tamperedError } from './attempt-check.ts';
import { headChecks, storeHead, type ChainHead } from './response-chain.ts';
import { recoveryMovedBack } from './step-clock.ts';
import { StatedError } from '../ipc/stated-error.ts';

/** Attempts whose change is under way (per database): a nested change is sealed by the outer one. */
const changing = new WeakMap<DatabaseSync, Set<string>>();

function changingSet(db: DatabaseSync): Set<string> {
  let set = changing.get(db);
  if (!set) changing.set(db, (set = new Set()));
  return set;
}

/**
 * Runs `write` (which changes the attempt's covered state, or appends answers) and seals the result. An attempt stored
 * before sealing is written as before; one sealed before migration 17 is moved to the new seal only while it runs in
 * this process (its state as of its resume), never by a trainer action on a record that was never covered.
 */
export function changeAttempt<T>(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  write: () => T,
): T {
  const inside = changingSet(db);
  if (inside.has(attemptId)) return write();
  const seal = sealColumns(db, attemptId);
  const held = heldKeys(db, attemptId);
  if (!seal || seal.key_box === null || (!held && seal.state_json === null)) return write();
  let keys: AttemptKeys;
  if (held) keys = held;
  else {
    const opened = attemptKeys(ctx, db, attemptId, seal);
    if (!opened.ok) throw new Error(opened.error);
    keys = opened.value;
  }
  const head: ChainHead = held ? held.head : { count: seal.chain_count ?? 0, hash: seal.chain_head ?? '' };
  if (seal.state_json !== null) {
    const problem = !headChecks(keys, attemptId, head, seal.state_json, seal.chain_mac)
      ? SEAL_FAILS
      : (recoveryMovedBack(db, attemptId, seal.recovered_at) ??
        stateProblem(seal.state_json, coveredState(db, attemptId), seal.recovered_at));
    if (problem) throw new StatedError(tamperedError(attemptId, problem));
  }
  inside.add(attemptId);
  try {
    const out = write();
    storeHead(db, attemptId, keys, held ? held.head : head);
    return out;
  } finally {
    inside.delete(attemptId);
  }
}

/** changeAttempt in a transaction of its own. */
export function sealedWrite<T>(ctx: ServiceContext, db: DatabaseSync, attemptId: string, write: () => T): T {
  return inTransaction(db, () => changeAttempt(ctx, db, attemptId, write));
}

/** Runs `work`; a change refused because the record was tampered with is left undone (the record check says so). */
export function tamperedStays(work: () => void): void {
  try {
    work();
  } catch (error) {
    if (!(error instanceof Error && error.message.includes(TAMPERED))) throw error;
  }
}
