// The revealed answers behind every progress summary (progress_facts and what its trigger keeps) are brought up to
// date when they are read, not in the answer's own commit: committing one answer stays a single row (issue 9: under
// 5 ms at p99), and a read applies the answers since the last one, in one transaction.
import type { DatabaseSync } from 'node:sqlite';
import { CATCH_UP_PRACTICE_FACTS } from '../../storage/migration-5-progress.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';

/** Applies the practice answers committed since the high-water mark (storage migration 5). */
export function catchUpFacts(db: DatabaseSync): void {
  // Nothing new (the usual read) takes no write lock.
  const row = db
    .prepare(
      `SELECT (SELECT COALESCE(MAX(rowid), 0) FROM responses) >
              (SELECT value FROM progress_meta WHERE key = 'facts_through') AS behind`,
    )
    .get() as { behind: number };
  if (!row.behind) return;
  if (db.isTransaction) db.exec(CATCH_UP_PRACTICE_FACTS);
  else inTransaction(db, () => db.exec(CATCH_UP_PRACTICE_FACTS));
}

const FACTS_FROM = `WHERE r.rowid > (SELECT value FROM progress_meta WHERE key = 'facts_through')`;
const FACTS_TO = `UPDATE progress_meta SET value = (SELECT COALESCE(MAX(rowid), 0) FROM responses)`;

/**
 * Applies the practice answers committed since the high-water mark, those of the next `most` rows only (the same
 * migration text bounded, so no second copy of it exists): a long catch-up done a slice per turn of the event loop
 * ends as one done at once. True while some are left; the whole catch-up at once if that text has changed.
 */
export function catchUpFactsSlice(db: DatabaseSync, most: number): boolean {
  const row = db
    .prepare(
      `SELECT (SELECT COALESCE(MAX(rowid), 0) FROM responses) AS last,
              (SELECT value FROM progress_meta WHERE key = 'facts_through') AS through`,
    )
    .get() as { last: number; through: number };
  if (row.last <= row.through) return false;
  const upTo = Math.min(row.last, row.through + most);
  if (
    !Number.isSafeInteger(upTo) ||
    !CATCH_UP_PRACTICE_FACTS.includes(FACTS_FROM) ||
    !CATCH_UP_PRACTICE_FACTS.includes(FACTS_TO)
  ) {
    catchUpFacts(db);
    return false;
  }
  const sql = CATCH_UP_PRACTICE_FACTS.replace(FACTS_FROM, `${FACTS_FROM} AND r.rowid <= ${upTo}`).replace(
    FACTS_TO,
    `UPDATE progress_meta SET value = ${upTo}`,
  );
  inTransaction(db, () => db.exec(sql));
  return upTo < row.last;
}
