// Guarantee 4 (issue 20): an attempt's end row in the attempts ledger is written when it ends, usually with trainer
// mode locked, so it is authenticated only at the next unlock and could be cut off the ledger's end before then. The
// attempt's own sealed state (attempt-state.ts) also says it ended, under its key, which the trainer's key store
// opens at the unlock: an attempt whose sealed state says finished or closed, and that has no end row, was cut.
import type { DatabaseSync } from 'node:sqlite';
import type { SealedBox } from '../keystore/sealed-box.ts';
import { openSealedWith } from '../features/trainer/trainer-seal.ts';
import { macKeyOf, sealColumns } from './attempt-seal.ts';
import { coveredState, SEAL_FAILS, stateProblem } from './attempt-state.ts';
import { headChecks } from './response-chain.ts';
import { recoveryMovedBack } from './step-clock.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';

export type SealedEnd =
  | { readonly kind: 'ended'; readonly status: string; readonly endedAt: string | null }
  | { readonly kind: 'tampered'; readonly problem: Phrase };

function openKey(db: DatabaseSync, dk: Buffer, keyBox: string): Buffer | null {
  try {
    return openSealedWith(db, dk, JSON.parse(keyBox) as SealedBox);
  } catch {
    return null;
  }
}

/**
 * What the attempt's sealed record says of its end, checked with DK (the unlock's key): ended (finished or closed),
 * or not checking (with what failed). Null when it is still open, or its state is not sealed (stored before
 * migration 17), or the trainer's sealing key does not exist yet.
 */
export function sealedEnd(db: DatabaseSync, dk: Buffer, attemptId: string): SealedEnd | null {
  const seal = sealColumns(db, attemptId);
  if (!seal || seal.key_box === null || seal.state_json === null) return null;
  const k = openKey(db, dk, seal.key_box);
  if (!k) return { kind: 'tampered', problem: ref('left_attempt_key_not_open', {}) };
  const keys = {
    macKey: macKeyOf(k),
    commitment: seal.seed_commitment ?? '',
    bound: seal.bound_digest ?? '',
  };
  k.fill(0);
  const head = { count: seal.chain_count ?? 0, hash: seal.chain_head ?? '' };
  if (!headChecks(keys, attemptId, head, seal.state_json, seal.chain_mac))
    return { kind: 'tampered', problem: SEAL_FAILS };
  const live = coveredState(db, attemptId);
  const problem =
    recoveryMovedBack(db, attemptId, seal.recovered_at) ??
    stateProblem(seal.state_json, live, seal.recovered_at);
  if (problem) return { kind: 'tampered', problem };
  return live && (live.status === 'finished' || live.status === 'closed')
    ? { kind: 'ended', status: live.status, endedAt: live.endedAt }
    : null;
}
