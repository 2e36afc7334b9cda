// The trainer's audit trail (trainer_events) as a hash chain (issue 20, guarantee 5): each row stores the hash of the
// row before it and its own hash = sha256(prev_hash || canonical row), so an edited, deleted or reordered row breaks
// every link after it. The head (last sequence number and hash) is authenticated separately
// (electron/integrity/audit-head.ts), because anyone who can write the table can also recompute plain hashes.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { allRows } from '../storage/rows.ts';

/** The prev_hash of the first row. */
export const GENESIS = '0'.repeat(64);

export interface AuditRow {
  readonly seq: number;
  readonly at: string;
  readonly event: string;
  readonly detail: string;
  readonly prev_hash: string | null;
  readonly hash: string | null;
}

/** The bytes a row's hash covers: its sequence number, time, event and detail, in a fixed order. */
export function canonicalAuditRow(row: Pick<AuditRow, 'seq' | 'at' | 'event' | 'detail'>): string {
  return JSON.stringify([row.seq, row.at, row.event, row.detail]);
}

export function auditRowHash(
  prevHash: string,
  row: Pick<AuditRow, 'seq' | 'at' | 'event' | 'detail'>,
): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalAuditRow(row)).digest('hex');
}

function lastRow(db: DatabaseSync): { seq: number; hash: string | null } | undefined {
  return db.prepare('SELECT seq, hash FROM trainer_events ORDER BY seq DESC LIMIT 1').get() as
    { seq: number; hash: string | null } | undefined;
}

/** Appends one row, chained to the last; the caller's transaction makes it atomic with what it records. */
export function appendAuditRow(db: DatabaseSync, at: string, event: string, detail: string): number {
  let last = lastRow(db);
  if (last && last.hash === null) {
    chainUnchainedRows(db);
    last = lastRow(db);
  }
  const seq = (last?.seq ?? 0) + 1;
  const prev = last?.hash ?? GENESIS;
  const hash = auditRowHash(prev, { seq, at, event, detail });
  db.prepare(
    'INSERT INTO trainer_events (seq, at, event, detail, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(seq, at, event, detail, prev, hash);
  return seq;
}

/**
 * Rows written before the chain existed (or by an older app) get their links once, in order. The append-only trigger
 * lets a row's hash be set only while it has none.
 */
export function chainUnchainedRows(db: DatabaseSync): number {
  const first = db.prepare('SELECT seq FROM trainer_events WHERE hash IS NULL ORDER BY seq LIMIT 1').get() as
    { seq: number } | undefined;
  if (!first) return 0;
  const before = db
    .prepare('SELECT hash FROM trainer_events WHERE seq < ? ORDER BY seq DESC LIMIT 1')
    .get(first.seq) as { hash: string | null } | undefined;
  let prev = before?.hash ?? GENESIS;
  const rows = allRows<AuditRow>(
    db.prepare('SELECT seq, at, event, detail FROM trainer_events WHERE seq >= ? ORDER BY seq'),
    first.seq,
  );
  const update = db.prepare(
    'UPDATE trainer_events SET prev_hash = ?, hash = ? WHERE seq = ? AND hash IS NULL',
  );
  let changed = 0;
  for (const row of rows) {
    const hash = auditRowHash(prev, row);
    changed += Number(update.run(prev, hash, row.seq).changes);
    prev = hash;
  }
  return changed;
}

export type ChainCheck =
  | { readonly ok: true; readonly rows: number; readonly head: { seq: number; hash: string } | null }
  | { readonly ok: false; readonly rows: number; readonly row: number; readonly problem: string };

/** Walks the trail from the first row: the first row whose link or hash does not hold, or a gap in the numbers. */
export function checkAuditLinks(db: DatabaseSync): ChainCheck {
  const rows = allRows<AuditRow>(
    db.prepare('SELECT seq, at, event, detail, prev_hash, hash FROM trainer_events ORDER BY seq'),
  );
  let prev = GENESIS;
  let expectedSeq = 1;
  for (const row of rows) {
    if (row.seq !== expectedSeq) {
      const missing =
        row.seq === expectedSeq + 1
          ? `row ${expectedSeq} is missing`
          : `rows ${expectedSeq} to ${row.seq - 1} are missing`;
      return { ok: false, rows: rows.length, row: expectedSeq, problem: missing };
    }
    if (row.prev_hash !== prev)
      return {
        ok: false,
        rows: rows.length,
        row: row.seq,
        problem: `row ${row.seq} does not follow the row before it (a row was removed, reordered or changed)`,
      };
    if (row.hash !== auditRowHash(prev, row))
      return { ok: false, rows: rows.length, row: row.seq, problem: `row ${row.seq} has been changed` };
    prev = row.hash;
    expectedSeq++;
  }
  const last = rows.at(-1);
  return { ok: true, rows: rows.length, head: last ? { seq: last.seq, hash: prev } : null };
}
