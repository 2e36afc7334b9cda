// The revealed answers behind every progress summary (progress_facts and what its trigger keeps) are brought up to
// date when they are read, not in the answer's own commit: committing one answer stays a single row (issue 9: under
// 5 ms at p99), and a read applies the answers since the last one, in one transaction.
import type { DatabaseSync } from 'node:sqlite';
import { CATCH_UP_PRACTICE_FACTS } from '../storage/migration-5-progress.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';

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
