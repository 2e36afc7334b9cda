// Guarantee 2 (issue 20): before a record of a sealed attempt is built, shown, replayed or signed, its answers are
// checked against their authenticated chain and its seed against the commitment made at its start. A record that
// does not check is refused with what failed; nothing is built from it, so nothing is signed or exported.
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../contract/index.ts';
import type { ServiceContext } from '../features/context.ts';
import { attemptKeys, heldKeys, sealColumns, seedCommitment } from './attempt-seal.ts';
import { attemptBinding } from './attempt-binding.ts';
import { checkResponseChain } from './response-chain.ts';
import { coveredState, stateProblem } from './attempt-state.ts';
import { unsealedProblem } from './unsealed-attempts.ts';
import { heldDataKey } from '../keystore/key-vault.ts';
import { recoveryMovedBack } from './step-clock.ts';
import { failure } from '../../core/i18n/failure.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';

export const TAMPERED = 'has been tampered with';

/**
 * What a record that checks is checked for: everything (its answers, seed and what changed during it), its answers
 * and seed only (sealed before migration 17), or nothing (stored before sealing, migration 16).
 */
export type SealCoverage = 'full' | 'answers' | 'none';

/** How the record of an attempt sealed before migration 17 is labelled (assessment record's `seal`). */
export const OLDER_SEAL =
  'Sealed by an older version of the app: its answers and seed are checked, not its status, times, abandonments or practical grades.';

/** The attempt's record as it says it is tampered with (shown to the trainer; nothing is built from it). */
export function tamperedError(attemptId: string, problem: Phrase): MessageRef {
  return ref('left_attempt_tampered', { id: attemptId, problem });
}

/** ok for an attempt whose answers and seed check (or one stored before sealing); otherwise what failed. */
export function checkAttemptSeal(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  storedSeed: string,
): Result<SealCoverage> {
  const seal = sealColumns(db, attemptId);
  const tampered = (problem: Phrase): Result<SealCoverage> => failure(tamperedError(attemptId, problem));
  if (!seal) return { ok: true, value: 'none' };
  if (seal.key_box === null) {
    const problem = unsealedProblem(db, heldDataKey(ctx.trainer), attemptId);
    return problem ? tampered(problem) : { ok: true, value: 'none' };
  }
  if (seal.seed_commitment === null) return tampered(ref('left_attempt_seed_removed', {}));
  const keys = attemptKeys(ctx, db, attemptId, seal);
  if (!keys.ok) return keys;
  if (seal.seed_nonce !== null && seedCommitment(storedSeed, seal.seed_nonce) !== seal.seed_commitment)
    return tampered(ref('left_attempt_seed_mismatch', {}));
  if (seal.bound_digest !== attemptBinding(db, attemptId))
    return tampered(ref('left_attempt_binding_changed', {}));
  // While the attempt runs in this process, the head in memory is the truth; stored, it is checked by its MAC.
  const live = heldKeys(db, attemptId);
  const head = live
    ? { count: live.head.count, hash: live.head.hash }
    : { count: seal.chain_count, hash: seal.chain_head };
  const stored = { ...head, mac: seal.chain_mac, state: seal.state_json };
  const verdict = checkResponseChain(db, attemptId, keys.value, stored);
  if (!verdict.ok) return tampered(verdict.problem);
  // The covered state is authenticated with the head (its MAC just checked): each field is compared with it.
  if (seal.state_json === null) return { ok: true, value: 'answers' };
  const problem =
    recoveryMovedBack(db, attemptId, seal.recovered_at) ??
    stateProblem(seal.state_json, coveredState(db, attemptId), seal.recovered_at);
  return problem ? tampered(problem) : { ok: true, value: 'full' };
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
  const checked = session ? checkAttemptSeal(ctx, db, attemptId, session.seed) : null;
  return !checked || checked.ok ? { ok: true, value: null } : checked;
}
