// Guarantee 2 (issue 20): before a record of a sealed attempt is built, shown, replayed or signed, its answers are
// checked against their authenticated chain and its seed against the commitment made at its start. A record that
// does not check is refused with what failed; nothing is built from it, so nothing is signed or exported.
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../ipc/contract.ts';
import type { ServiceContext } from '../services/context.ts';
import { attemptKeys, heldKeys, sealColumns, seedCommitment } from './attempt-seal.ts';
import { attemptBinding } from './attempt-binding.ts';
import { checkResponseChain } from './response-chain.ts';
import { unsealedProblem } from './unsealed-attempts.ts';
import { heldDataKey } from '../keystore/key-vault.ts';

export const TAMPERED = 'has been tampered with';

/** ok for an attempt whose answers and seed check (or one stored before sealing); otherwise what failed. */
export function checkAttemptSeal(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  storedSeed: string,
): Result<null> {
  const seal = sealColumns(db, attemptId);
  const tampered = (problem: string): Result<null> => ({
    ok: false,
    error: `The record of assessment attempt ${attemptId} ${TAMPERED}: ${problem}. It cannot be shown as a result, signed or exported.`,
  });
  if (!seal) return { ok: true, value: null };
  if (seal.key_box === null) {
    const problem = unsealedProblem(db, heldDataKey(ctx.trainer), attemptId);
    return problem ? tampered(problem) : { ok: true, value: null };
  }
  if (seal.seed_commitment === null) return tampered('its seed commitment was removed');
  const keys = attemptKeys(ctx, db, attemptId, seal);
  if (!keys.ok) return keys;
  if (seal.seed_nonce !== null && seedCommitment(storedSeed, seal.seed_nonce) !== seal.seed_commitment)
    return tampered('its seed does not match what was committed at its start');
  if (seal.bound_digest !== attemptBinding(db, attemptId))
    return tampered(
      'its set, table profile, policy, candidate or assessor is not what it was when it started (it was changed)',
    );
  // While the attempt runs in this process, the head in memory is the truth; stored, it is checked by its MAC.
  const live = heldKeys(db, attemptId);
  const stored = live
    ? { count: live.head.count, hash: live.head.hash, mac: seal.chain_mac }
    : { count: seal.chain_count, hash: seal.chain_head, mac: seal.chain_mac };
  const verdict = checkResponseChain(db, attemptId, keys.value, stored);
  return verdict.ok ? { ok: true, value: null } : tampered(verdict.problem);
}

/**
 * The same check before a record's answers are replayed: a reordered or removed answer may not replay at all, and the
 * trainer is then told what was done to the record rather than that it does not replay. Left to the trainer gate
 * when trainer mode is not open.
 */
export function checkBeforeReplay(ctx: ServiceContext, db: DatabaseSync, attemptId: string): Result<null> {
  if (!ctx.trainer.isOpen) return { ok: true, value: null };
  const session = db.prepare('SELECT seed FROM sessions WHERE id = ?').get(attemptId) as
    { seed: string } | undefined;
  return session ? checkAttemptSeal(ctx, db, attemptId, session.seed) : { ok: true, value: null };
}
