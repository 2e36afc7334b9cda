// The attempts ledger (issue 20, guarantee 4): one row when an assessment attempt starts and one when it ends, in a
// table that can only grow (migration 13's triggers), each row chained to the one before it as the audit trail is
// (node-shared/integrity/audit-chain.ts), and the head authenticated with an HMAC under a key from the trainer's key
// store. The attempt tables themselves stay editable (resuming, grading); the ledger is what says which attempts
// there were, so one deleted from those tables, and the retake wait it set, is still known
// (features/audit/attempt-ledger.ts).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { GENESIS } from '../../node-shared/integrity/audit-chain.ts';
import { allRows } from '../../node-shared/storage/rows.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';

/** What the ledger knows of an attempt when it starts. */
export interface LedgerStart {
  readonly candidateId: string;
  readonly name: string;
  readonly staffNumber: string;
  readonly setId: string;
  readonly setTitle: string;
  readonly attempt: number;
  readonly startedAt: string;
}

/** ... and when it ends (finished, or closed by the trainer), with its result. */
export interface LedgerEnd {
  readonly status: 'finished' | 'closed';
  readonly endedAt: string;
  readonly responses: number;
  /** The knowledge part passed (every pass mark met); the practical part is graded later. */
  readonly passed: boolean;
}

/** ... and when the app itself deletes it (the trainer deleting the trainee, with the passcode). */
export interface LedgerRemoved {
  readonly reason: string;
}

export type LedgerEntry =
  | { readonly kind: 'start'; readonly detail: LedgerStart }
  | { readonly kind: 'end'; readonly detail: LedgerEnd }
  | { readonly kind: 'removed'; readonly detail: LedgerRemoved };

interface StoredRow {
  readonly seq: number;
  readonly at: string;
  readonly kind: string;
  readonly attempt_id: string;
  readonly detail: string;
  readonly prev_hash: string;
  readonly hash: string;
}

export type LedgerRow = LedgerEntry & {
  readonly seq: number;
  readonly at: string;
  readonly attemptId: string;
};

function rowHash(prev: string, r: Pick<StoredRow, 'seq' | 'at' | 'kind' | 'attempt_id' | 'detail'>): string {
  const canonical = JSON.stringify([r.seq, r.at, r.kind, r.attempt_id, r.detail]);
  return createHash('sha256').update(prev).update('\n').update(canonical).digest('hex');
}

/** The detail's fields in a fixed order, so the same entry always hashes the same. */
function detailText(entry: LedgerEntry): string {
  if (entry.kind === 'start') {
    const d = entry.detail;
    return JSON.stringify({
      candidateId: d.candidateId,
      name: d.name,
      staffNumber: d.staffNumber,
      setId: d.setId,
      setTitle: d.setTitle,
      attempt: d.attempt,
      startedAt: d.startedAt,
    });
  }
  if (entry.kind === 'removed') return JSON.stringify({ reason: entry.detail.reason });
  const d = entry.detail;
  return JSON.stringify({ status: d.status, endedAt: d.endedAt, responses: d.responses, passed: d.passed });
}

function lastRow(db: DatabaseSync): { seq: number; hash: string } | undefined {
  return db.prepare('SELECT seq, hash FROM attempt_ledger ORDER BY seq DESC LIMIT 1').get() as
    { seq: number; hash: string } | undefined;
}

/** Appends one row chained to the last; the caller's transaction makes it atomic with the attempt it records. */
export function appendLedgerRow(db: DatabaseSync, at: string, attemptId: string, entry: LedgerEntry): void {
  const last = lastRow(db);
  const seq = (last?.seq ?? 0) + 1;
  const prev = last?.hash ?? GENESIS;
  const detail = detailText(entry);
  const hash = rowHash(prev, { seq, at, kind: entry.kind, attempt_id: attemptId, detail });
  db.prepare(
    'INSERT INTO attempt_ledger (seq, at, kind, attempt_id, detail, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(seq, at, entry.kind, attemptId, detail, prev, hash);
}

function storedRows(db: DatabaseSync): StoredRow[] {
  return allRows<StoredRow>(
    db.prepare('SELECT seq, at, kind, attempt_id, detail, prev_hash, hash FROM attempt_ledger ORDER BY seq'),
  );
}

/** A row as an entry; null when its detail is not what the app writes (only a row whose hash was recomputed). */
function entryOf(row: StoredRow): LedgerRow | null {
  let detail: unknown;
  try {
    detail = JSON.parse(row.detail);
  } catch {
    return null;
  }
  if (typeof detail !== 'object' || detail === null) return null;
  const base = { seq: row.seq, at: row.at, attemptId: row.attempt_id };
  if (row.kind === 'start' && typeof (detail as LedgerStart).candidateId === 'string')
    return { ...base, kind: 'start', detail: detail as LedgerStart };
  if (row.kind === 'end' && typeof (detail as LedgerEnd).endedAt === 'string')
    return { ...base, kind: 'end', detail: detail as LedgerEnd };
  if (row.kind === 'removed' && typeof (detail as LedgerRemoved).reason === 'string')
    return { ...base, kind: 'removed', detail: detail as LedgerRemoved };
  return null;
}

/** Every row the app can read, in order (a row it cannot read is left out; checkLedger names it). */
export function readLedger(db: DatabaseSync): LedgerRow[] {
  return storedRows(db).flatMap((row) => entryOf(row) ?? []);
}

function macOf(key: Buffer, seq: number, hash: string): string {
  return createHmac('sha256', key).update(`attempt-ledger-head\n${seq}\n${hash}`).digest('hex');
}

/** Authenticates the current last row as the head (nothing to do on an empty ledger). */
export function sealLedgerHead(db: DatabaseSync, key: Buffer): void {
  const last = lastRow(db);
  if (!last) return;
  db.prepare(
    `INSERT INTO ledger_head (id, seq, hash, mac) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash, mac = excluded.mac`,
  ).run(last.seq, last.hash, macOf(key, last.seq, last.hash));
}

export type LedgerCheck =
  | { readonly ok: true; readonly rows: number }
  | { readonly ok: false; readonly rows: number; readonly row: number | null; readonly problem: MessageRef };

function fault(rows: number, row: number | null, problem: MessageRef): LedgerCheck {
  return { ok: false, rows, row, problem };
}

function macMatches(key: Buffer, head: { seq: number; hash: string; mac: string }): boolean {
  const expected = Buffer.from(macOf(key, head.seq, head.hash), 'hex');
  const actual = Buffer.from(String(head.mac), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Every link from the first row, then the authenticated head when `key` is given (trainer mode is open): a row
 * changed, removed or reordered, rows cut off the end below the head, or a whole ledger rewritten is a fault.
 */
export function checkLedger(db: DatabaseSync, key: Buffer | null): LedgerCheck {
  const rows = storedRows(db);
  let prev = GENESIS;
  for (const [i, row] of rows.entries()) {
    const expected = i + 1;
    if (row.seq !== expected)
      return fault(rows.length, expected, ref('left_ledger_row_missing', { row: expected }));
    if (row.prev_hash !== prev || row.hash !== rowHash(prev, row) || !entryOf(row))
      return fault(rows.length, row.seq, ref('left_ledger_row_changed', { row: row.seq }));
    prev = row.hash;
  }
  const head = db.prepare('SELECT seq, hash, mac FROM ledger_head WHERE id = 1').get() as
    { seq: number; hash: string; mac: string } | undefined;
  if (!head) {
    return key && rows.length > 0
      ? fault(rows.length, null, ref('left_ledger_head_missing', {}))
      : { ok: true, rows: rows.length };
  }
  if (key && !macMatches(key, head)) return fault(rows.length, null, ref('left_ledger_head_fails', {}));
  if (rows.length < head.seq)
    return fault(
      rows.length,
      rows.length + 1,
      rows.length + 1 === head.seq
        ? ref('left_ledger_row_cut', { row: head.seq })
        : ref('left_ledger_rows_cut', { from: rows.length + 1, to: head.seq }),
    );
  if (rows[head.seq - 1]?.hash !== head.hash)
    return fault(rows.length, head.seq, ref('left_ledger_row_not_head', { row: head.seq }));
  return { ok: true, rows: rows.length };
}
