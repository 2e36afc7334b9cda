// The audit trail's head, authenticated (issue 20, guarantee 5): HMAC-SHA256 of the last row's number and hash under
// a key derived from the trainer's key store, so only the unlocked app can move it. A candidate who rewrites the
// chain consistently, or cuts rows off its end, leaves a head that no longer matches. Rows written while trainer mode
// is locked (a refused passcode) are chained but authenticated only at the next unlock (docs/SECURITY.md, item 5).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { checkAuditLinks } from '../../node-shared/integrity/audit-chain.ts';

export interface AuditHead {
  readonly seq: number;
  readonly hash: string;
  readonly mac: string;
}

function macOf(key: Buffer, seq: number, hash: string): string {
  return createHmac('sha256', key).update(`audit-head\n${seq}\n${hash}`).digest('hex');
}

export function readAuditHead(db: DatabaseSync): AuditHead | null {
  return (
    (db.prepare('SELECT seq, hash, mac FROM audit_head WHERE id = 1').get() as AuditHead | undefined) ?? null
  );
}

/** Authenticates the current last row as the head (nothing to do on an empty trail). */
export function sealAuditHead(db: DatabaseSync, key: Buffer): void {
  const last = db.prepare('SELECT seq, hash FROM trainer_events ORDER BY seq DESC LIMIT 1').get() as
    { seq: number; hash: string | null } | undefined;
  if (!last || last.hash === null) return;
  db.prepare(
    `INSERT INTO audit_head (id, seq, hash, mac) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash, mac = excluded.mac`,
  ).run(last.seq, last.hash, macOf(key, last.seq, last.hash));
}

export type TrailCheck =
  | { readonly ok: true; readonly rows: number; readonly sealedThrough: number | null }
  | { readonly ok: false; readonly rows: number; readonly row: number | null; readonly problem: string };

/**
 * The whole trail: every link from the first row, then the authenticated head (when `key` is given: trainer mode is
 * open). `expectHead`: a key store exists, so a head must have been written once anything was audited.
 */
export function checkAuditTrail(db: DatabaseSync, key: Buffer | null, expectHead: boolean): TrailCheck {
  const links = checkAuditLinks(db);
  if (!links.ok) return links;
  const head = readAuditHead(db);
  if (!head) {
    if (expectHead && links.rows > 0 && key)
      return {
        ok: false,
        rows: links.rows,
        row: null,
        problem: 'the trail’s authenticated head is missing (it was removed)',
      };
    return { ok: true, rows: links.rows, sealedThrough: null };
  }
  if (key) {
    const expected = Buffer.from(macOf(key, head.seq, head.hash), 'hex');
    const actual = Buffer.from(String(head.mac), 'hex');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
      return {
        ok: false,
        rows: links.rows,
        row: null,
        problem: 'the trail’s authenticated head does not check (the trail was rewritten)',
      };
  }
  if (links.rows < head.seq)
    return {
      ok: false,
      rows: links.rows,
      row: links.rows + 1,
      problem:
        links.rows + 1 === head.seq
          ? `row ${head.seq} is missing from the end`
          : `rows ${links.rows + 1} to ${head.seq} are missing from the end`,
    };
  const at = db.prepare('SELECT hash FROM trainer_events WHERE seq = ?').get(head.seq) as
    { hash: string } | undefined;
  if (at?.hash !== head.hash)
    return {
      ok: false,
      rows: links.rows,
      row: head.seq,
      problem: `row ${head.seq} is not the row that was authenticated (the trail was rewritten)`,
    };
  return { ok: true, rows: links.rows, sealedThrough: head.seq };
}
