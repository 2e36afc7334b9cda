// Guarantee 2 (issue 20): an attempt's answers as a hash chain, h_i = sha256(h_{i-1} || canonical(row_i)), from a
// genesis bound to the attempt and its seed commitment. Each row stores its link (chain_prev, chain_hash) so a fault
// can be named; the head (count and last hash) is authenticated with an HMAC under the attempt's MAC key (derived from
// its key K, sealed to the trainer: attempt-seal.ts), because anyone who can write the table can recompute plain
// hashes. While the attempt runs, the head in memory is the truth: a row removed meanwhile is not chained over.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { coveredStateText } from './attempt-state.ts';
import { recoverySealed } from './step-clock.ts';
import { allRows } from '../../node-shared/storage/rows.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';

export interface ChainHead {
  count: number;
  hash: string;
}

/** A response row as the chain covers it: what was answered, when, in how long, and whether it timed out. */
export interface ChainedRow {
  readonly seq: number;
  readonly item_id: string;
  readonly step: number;
  readonly kind: string;
  readonly response_json: string;
  readonly response_ms: number;
  readonly answered_at: string;
  readonly timed_out: number;
  readonly chain_prev: string | null;
  readonly chain_hash: string | null;
}

type Covered = Omit<ChainedRow, 'seq' | 'chain_prev' | 'chain_hash'>;

export function chainGenesis(attemptId: string, commitment: string): string {
  return createHash('sha256')
    .update('attempt-chain/v1\n')
    .update(attemptId)
    .update('\n')
    .update(commitment)
    .digest('hex');
}

/** The bytes a row's link covers, in a fixed order. Its place is the chain's order, so seq itself is not covered. */
export function canonicalResponse(row: Covered): string {
  return JSON.stringify([
    row.item_id,
    row.step,
    row.kind,
    row.response_json,
    row.response_ms,
    row.answered_at,
    row.timed_out,
  ]);
}

export function linkHash(prev: string, row: Covered): string {
  return createHash('sha256').update(prev).update('\n').update(canonicalResponse(row)).digest('hex');
}

/** What a chain's MAC is made with: the attempt's MAC key, seed commitment and binding (attempt-binding.ts). */
export interface ChainKeys {
  readonly macKey: Buffer;
  readonly commitment: string;
  readonly bound: string;
}

/**
 * The head's MAC. With `state` (attempt-state.ts, migration 17) it also covers what changed during the attempt; an
 * attempt sealed before that has the older MAC (null state), which covers its answers only.
 */
export function headMac(keys: ChainKeys, attemptId: string, head: ChainHead, state: string | null): string {
  const fields: unknown[] = [attemptId, keys.commitment, keys.bound, head.count, head.hash];
  if (state !== null) fields.push('attempt-state/v1', state);
  return createHmac('sha256', keys.macKey).update(JSON.stringify(fields)).digest('hex');
}

const COLUMNS =
  'seq, item_id, step, kind, response_json, response_ms, answered_at, timed_out, chain_prev, chain_hash';

/** The head, with the attempt's covered state as stored now, under one MAC (a pending crash recovery is sealed in). */
export function storeHead(db: DatabaseSync, attemptId: string, keys: ChainKeys, head: ChainHead): void {
  const state = coveredStateText(db, attemptId);
  db.prepare(
    `UPDATE assessment_attempts SET chain_count = ?, chain_head = ?, chain_mac = ?, state_json = ?, recovered_at = NULL
     WHERE session_id = ?`,
  ).run(head.count, head.hash, headMac(keys, attemptId, head, state), state, attemptId);
  recoverySealed(db, attemptId);
}

/** The empty chain of a new attempt, authenticated. */
export function startChain(db: DatabaseSync, attemptId: string, keys: ChainKeys & { head: ChainHead }): void {
  storeHead(db, attemptId, keys, keys.head);
}

/** In the transaction that stores response `seq`: its link after `head` (moved on), and the head re-authenticated. */
export function appendLink(
  db: DatabaseSync,
  attemptId: string,
  seq: number,
  keys: ChainKeys & { head: ChainHead },
): void {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM responses WHERE session_id = ? AND seq = ?`)
    .get(attemptId, seq) as ChainedRow | undefined;
  if (!row) throw new Error(`response ${seq} of ${attemptId} was not stored`);
  const hash = linkHash(keys.head.hash, row);
  db.prepare('UPDATE responses SET chain_prev = ?, chain_hash = ? WHERE session_id = ? AND seq = ?').run(
    keys.head.hash,
    hash,
    attemptId,
    seq,
  );
  keys.head = { count: keys.head.count + 1, hash };
  storeHead(db, attemptId, keys, keys.head);
}

export type ChainVerdict =
  { readonly ok: true; readonly head: ChainHead } | { readonly ok: false; readonly problem: MessageRef };

function macMatches(expected: string, stored: string | null): boolean {
  if (stored === null || stored.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(stored));
}

/** Whether `mac` authenticates this head and covered state (no answer is read: the state check before a write). */
export function headChecks(
  keys: ChainKeys,
  attemptId: string,
  head: ChainHead,
  state: string | null,
  mac: string | null,
): boolean {
  return macMatches(headMac(keys, attemptId, head, state), mac);
}

/** The first fault of a row walked in seq order from the genesis, or null. Answers are numbered from 1. */
function rowFault(rows: readonly ChainedRow[], genesis: string): MessageRef | null {
  const hashes = new Set(rows.map((r) => r.chain_hash));
  let prev = genesis;
  for (const [i, row] of rows.entries()) {
    const n = i + 1;
    if (row.seq !== i)
      return row.seq === i + 1
        ? ref('main_chain_answer_missing', { n })
        : ref('main_chain_answers_missing', { from: n, to: row.seq });
    if (row.chain_prev === null || row.chain_hash !== linkHash(row.chain_prev, row))
      return ref('main_chain_answer_edited', { n });
    if (row.chain_prev !== prev) {
      return hashes.has(row.chain_prev)
        ? ref('main_chain_reordered', { n })
        : ref('main_chain_edited_or_removed', { before: n - 1, n });
    }
    prev = row.chain_hash;
  }
  return null;
}

/**
 * Checks an attempt's answers against its authenticated head: each row's link, their order, and the count and last
 * hash under the MAC. The problem names what failed (an answer edited, missing, reordered; rows rewritten).
 */
export function checkResponseChain(
  db: DatabaseSync,
  attemptId: string,
  keys: ChainKeys,
  stored: {
    readonly count: number | null;
    readonly hash: string | null;
    readonly mac: string | null;
    readonly state: string | null;
  },
): ChainVerdict {
  const rows = allRows<ChainedRow>(
    db.prepare(`SELECT ${COLUMNS} FROM responses WHERE session_id = ? ORDER BY seq`),
    attemptId,
  );
  const fault = rowFault(rows, chainGenesis(attemptId, keys.commitment));
  if (fault) return { ok: false, problem: fault };
  if (stored.count === null || stored.hash === null)
    return { ok: false, problem: ref('main_chain_seal_removed', {}) };
  const head = { count: stored.count, hash: stored.hash };
  if (!macMatches(headMac(keys, attemptId, head, stored.state), stored.mac))
    return { ok: false, problem: ref('main_chain_seal_fails', {}) };
  if (rows.length < head.count) {
    const lost = head.count - rows.length;
    return {
      ok: false,
      problem:
        lost === 1
          ? ref('main_chain_last_missing', { n: head.count })
          : ref('main_chain_last_n_missing', { count: lost }),
    };
  }
  if (rows.length > head.count)
    return {
      ok: false,
      problem: ref('main_chain_added', { count: rows.length - head.count, after: head.count }),
    };
  const last = rows.at(-1)?.chain_hash ?? chainGenesis(attemptId, keys.commitment);
  if (last !== head.hash) return { ok: false, problem: ref('main_chain_rewritten', {}) };
  return { ok: true, head };
}
