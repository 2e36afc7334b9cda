// Guarantee 1 (issue 20): nothing stored while an assessment attempt runs deals or answers its items. At its start a
// random attempt key K is made and held in memory only; what is stored is a commitment to the seed (sha256 of the
// seed and a secret nonce: the seed cannot be checked or guessed from it), the seed and nonce encrypted under K
// (AES-256-GCM, bound to the attempt), and K sealed to the trainer's X25519 key. The answers' keys and marks are
// withheld (written as placeholders) until the attempt ends, when they and the seed are written in clear for the
// record and replays. After a crash K is gone from memory: only the trainer, whose key store opens the sealed K, can
// bring the attempt back. Attempts stored before migration 16 have no seal and keep their clear seed.
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { AnsweredStep, SessionState } from '../../core/drills/session.ts';
import type { Result } from '../../contract/index.ts';
import { failure, failurePhrase } from '../../core/i18n/failure.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';
import { unwrap, wrap, type Wrapped } from '../../node-shared/keystore/key-wrap.ts';
import { sealTo, type SealedBox } from '../keystore/sealed-box.ts';
import type { ServiceContext } from '../features/context.ts';
import { openSealed, trainerPublicKey } from '../features/trainer/trainer-seal.ts';
import { attemptBinding } from './attempt-binding.ts';
import { chainGenesis, type ChainHead } from './response-chain.ts';

/** What a running attempt holds in memory: its key, the seed it was dealt from, and its chain's head. */
export interface AttemptKeys {
  readonly macKey: Buffer;
  readonly seed: string;
  readonly nonce: string;
  readonly commitment: string;
  /** The attempt's fixed fields as stored at its start (attempt-binding.ts), covered by its chain's MAC. */
  readonly bound: string;
  head: ChainHead;
}

/** The columns of assessment_attempts this file owns (migration 16); all null for an attempt stored before. */
export interface SealColumns {
  readonly seed_commitment: string | null;
  readonly seed_nonce: string | null;
  readonly seed_box: string | null;
  readonly key_box: string | null;
  readonly chain_count: number | null;
  readonly chain_head: string | null;
  readonly chain_mac: string | null;
  readonly bound_digest: string | null;
  /** The covered state as last sealed (attempt-state.ts, migration 17); null for an attempt sealed before. */
  readonly state_json: string | null;
  /** When the app, restarted after a crash, abandoned it without its key (wall ms), until the next seal. */
  readonly recovered_at: number | null;
}

export { WITHHELD_FEEDBACK } from './withheld.ts';

/** A step's stored feedback: its mark and key with the response (as the practice path stores it). */
export function feedbackJson(a: AnsweredStep, key: unknown): string {
  return JSON.stringify({ itemId: a.itemId, step: a.step, mark: a.mark, response: a.response, key });
}

export const TRAINER_OPENS_FAILURE = failure(ref('err_seal_trainer_opens', {}));
/** Its English, which orLeftView (attempt-view.ts) recognises. */
export const TRAINER_OPENS = TRAINER_OPENS_FAILURE.error;

const held = new WeakMap<DatabaseSync, Map<string, AttemptKeys>>();
function heldMap(db: DatabaseSync): Map<string, AttemptKeys> {
  let map = held.get(db);
  if (!map) held.set(db, (map = new Map()));
  return map;
}

export function seedCommitment(seed: string, nonce: string): string {
  return createHash('sha256')
    .update('attempt-seed/v1\n')
    .update(seed)
    .update('\n')
    .update(nonce)
    .digest('hex');
}

/** The chain's MAC key, derived from K: one sealed secret serves both guarantees. */
export function macKeyOf(k: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', k, Buffer.alloc(0), 'attempt/chain-mac/v1', 32));
}

const seedLabel = (attemptId: string) => `attempt/seed/v1:${attemptId}`;

export function sealColumns(db: DatabaseSync, attemptId: string): SealColumns | null {
  return (
    (db
      .prepare(
        `SELECT seed_commitment, seed_nonce, seed_box, key_box, chain_count, chain_head, chain_mac, bound_digest,
           state_json, recovered_at
         FROM assessment_attempts WHERE session_id = ?`,
      )
      .get(attemptId) as SealColumns | undefined) ?? null
  );
}

/** A sealed attempt whose seed is not yet written in clear (it is running or was left). */
export function isSealedOpen(seal: SealColumns | null): boolean {
  return seal !== null && seal.key_box !== null && seal.seed_nonce === null;
}

export interface NewSeal {
  readonly k: Buffer;
  readonly keyBox: SealedBox;
  readonly seed: string;
  readonly nonce: string;
  readonly commitment: string;
}

/** Before an attempt is stored: its key, sealed to the trainer (whose key is known from this run's unlock). */
export function newSeal(ctx: ServiceContext, seed: string): Result<NewSeal> {
  const trainer = trainerPublicKey(ctx);
  if (!trainer) return failure(ref('err_seal_unlock_first', {}));
  const k = randomBytes(32);
  const nonce = randomBytes(32).toString('hex');
  return {
    ok: true,
    value: { k, keyBox: sealTo(trainer, k), seed, nonce, commitment: seedCommitment(seed, nonce) },
  };
}

/** In the transaction that stores the attempt (after its rows): its seal, and its keys held in memory from now on. */
export function storeSeal(db: DatabaseSync, attemptId: string, seal: NewSeal): AttemptKeys {
  const box = wrap(seal.k, Buffer.from(JSON.stringify([seal.seed, seal.nonce])), seedLabel(attemptId));
  const keys: AttemptKeys = {
    macKey: macKeyOf(seal.k),
    seed: seal.seed,
    nonce: seal.nonce,
    commitment: seal.commitment,
    bound: attemptBinding(db, attemptId),
    head: { count: 0, hash: chainGenesis(attemptId, seal.commitment) },
  };
  db.prepare(
    `UPDATE assessment_attempts SET seed_commitment = ?, seed_box = ?, key_box = ?, bound_digest = ?
     WHERE session_id = ?`,
  ).run(seal.commitment, JSON.stringify(box), JSON.stringify(seal.keyBox), keys.bound, attemptId);
  // K is not wiped here: a write retried after a busy database stores the same seal again.
  heldMap(db).set(attemptId, keys);
  return keys;
}

/** The attempt's keys: held in memory, or opened with the trainer's key store (only while trainer mode is open). */
export function attemptKeys(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  seal: SealColumns,
): Result<AttemptKeys> {
  const inMemory = heldMap(db).get(attemptId);
  if (inMemory) return { ok: true, value: inMemory };
  const damaged = (problem: Phrase) => failure(ref('err_seal_tampered', { id: attemptId, problem }));
  let keyBox: SealedBox;
  try {
    keyBox = JSON.parse(seal.key_box ?? '') as SealedBox;
  } catch {
    return damaged(ref('err_seal_key_unreadable', {}));
  }
  if (!ctx.trainer.isOpen) return TRAINER_OPENS_FAILURE;
  const k = openSealed(ctx, keyBox);
  if (!k.ok) return damaged(failurePhrase(k));
  try {
    const seedAndNonce = seal.seed_box
      ? unwrap(k.value, JSON.parse(seal.seed_box) as Wrapped, seedLabel(attemptId))
      : null;
    const parsed = seedAndNonce ? (JSON.parse(seedAndNonce.toString('utf8')) as unknown) : null;
    if (!Array.isArray(parsed) || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string')
      return damaged(ref('err_seal_seed_changed', {}));
    const [seed, nonce] = parsed as [string, string];
    if (seedCommitment(seed, nonce) !== seal.seed_commitment)
      return damaged(ref('err_seal_seed_mismatch', {}));
    return {
      ok: true,
      value: {
        macKey: macKeyOf(k.value),
        seed,
        nonce,
        commitment: seal.seed_commitment,
        bound: seal.bound_digest ?? '',
        head: { count: seal.chain_count ?? 0, hash: seal.chain_head ?? '' },
      },
    };
  } catch {
    return damaged(ref('err_seal_seed_unreadable', {}));
  } finally {
    k.value.fill(0);
  }
}

/** Held in memory for a resumed attempt (its head as the chain check found it). */
export function holdKeys(db: DatabaseSync, attemptId: string, keys: AttemptKeys): void {
  heldMap(db).set(attemptId, keys);
}

export function heldKeys(db: DatabaseSync, attemptId: string): AttemptKeys | null {
  return heldMap(db).get(attemptId) ?? null;
}

/** The seed the attempt's items are dealt from: the clear column, or (sealed and open) from its keys. */
export function attemptSeed(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  storedSeed: string,
): Result<string> {
  const seal = sealColumns(db, attemptId);
  if (!isSealedOpen(seal) || !seal) return { ok: true, value: storedSeed };
  const keys = attemptKeys(ctx, db, attemptId, seal);
  return keys.ok ? { ok: true, value: keys.value.seed } : keys;
}

/**
 * How response `seq` of an attempt is stored: a sealed attempt's answers get a withheld key and mark and a link in
 * its chain; an attempt stored before migration 16 keeps them in clear (null). A sealed attempt whose keys are not
 * held cannot take an answer (it runs only after a start or a resume in this process).
 */
export function sealingFor(db: DatabaseSync, attemptId: string): AttemptKeys | null {
  const keys = heldMap(db).get(attemptId);
  if (keys) return keys;
  if (sealColumns(db, attemptId)?.key_box) throw new Error(TRAINER_OPENS);
  return null;
}

/** In the transaction that ends the attempt: every answer's key and mark, the seed and its nonce, in clear. */
export function revealSeal(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  state: SessionState,
): void {
  const seal = sealColumns(db, attemptId);
  if (!isSealedOpen(seal) || !seal) return;
  const keys = attemptKeys(ctx, db, attemptId, seal);
  if (!keys.ok) throw new Error(keys.error);
  const mark = db.prepare(
    'UPDATE responses SET correct = ?, credit = ?, feedback_json = ? WHERE session_id = ? AND seq = ?',
  );
  for (const [seq, a] of state.answers.entries()) {
    const key = state.items[a.item]?.steps[a.step]?.key;
    mark.run(a.mark.correct ? 1 : 0, a.mark.credit, feedbackJson(a, key), attemptId, seq);
  }
  db.prepare('UPDATE sessions SET seed = ? WHERE id = ?').run(keys.value.seed, attemptId);
  db.prepare('UPDATE assessment_attempts SET seed_nonce = ? WHERE session_id = ?').run(
    keys.value.nonce,
    attemptId,
  );
  heldMap(db).delete(attemptId);
}
