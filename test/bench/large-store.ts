// The large data folder of issue 20 (500 trainees, 2,360,000 responses, 10,000 assessment attempts), built in seconds
// by SQL inserts (recursive CTEs) through the real migrations, and kept in the temp folder for later runs. Unlike
// progress-store.ts it does not go through the progress triggers (that takes many minutes at this size): the
// summaries are marked caught up, so what it measures is what the app does at start, status and close, not the
// progress pages (progress.bench.ts times those on a store built through the triggers).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../electron/storage/database.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';

export const LARGE = { trainees: 500, responses: 2_360_000, attempts: 10_000 } as const;
const STEPS = 25;

/** Fills an empty data folder with the LARGE store. */
export function buildLargeStore(dir: string): void {
  const opened = openDatabase(dir);
  if (!opened.ok) throw new Error(opened.status.message);
  const db = opened.db;
  const sessions = LARGE.responses / STEPS;
  try {
    inTransaction(db, () => {
      db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
         INSERT INTO trainees (id, name, identifier, created_at)
         SELECT printf('trainee-%04d', i), 'Trainee ' || (i + 1), printf('S-%04d', i), '2024-01-01T00:00:00.000Z' FROM n`,
      ).run(LARGE.trainees);
      // The first LARGE.attempts sessions are finished assessments, the rest practice; none closed (the worst case
      // for the damage check, which looks at every unclosed session's answers).
      db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
         INSERT INTO sessions (id, trainee_id, drill_set_id, title, mode, spec_json, seed, total, started_at,
           finished_at, summary_json)
         SELECT printf('session-%06d', i), printf('trainee-%04d', i % ?),
           CASE WHEN i < ? THEN 'tasmania-assessment' ELSE 'tasmania-call-hand' END,
           CASE WHEN i < ? THEN 'Assessment' ELSE 'Practice: call-hand' END,
           CASE WHEN i < ? THEN 'assessment' ELSE 'practice' END,
           '{}', 'seed-' || i, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 1704067200 + i * 600, 'unixepoch'),
           strftime('%Y-%m-%dT%H:%M:%fZ', 1704067200 + i * 600 + 300, 'unixepoch'),
           '{"title":"Session","finished":true,"answered":25,"steps":25,"accuracy":0.92,"skills":[],"redLineFailures":0,"passed":true}'
         FROM n`,
      ).run(sessions, LARGE.trainees, LARGE.attempts, LARGE.attempts, LARGE.attempts, STEPS);
      db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
         INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
           feedback_json, answered_at)
         SELECT printf('session-%06d', i / ?), i % ?, printf('item-%07d', i), 0, 'call-hand',
           '{"type":"call","call":"banker-wins"}', 1200 + i % 900, i % 11 != 0, i % 11 != 0,
           '{"itemId":"item-' || i || '","step":0,"mark":{"correct":' || iif(i % 11 != 0, 'true', 'false')
             || ',"credit":1,"late":false,"responseMs":1500,"errors":[],"redLine":false},'
             || '"key":{"cases":["natural-banker"],"answerText":"Banker wins, 8 to 6","redLine":false}}',
           strftime('%Y-%m-%dT%H:%M:%fZ', 1704067200 + (i / ?) * 600 + (i % ?) * 10, 'unixepoch')
         FROM n`,
      ).run(LARGE.responses, STEPS, STEPS, STEPS, STEPS);
      db.prepare(
        `UPDATE progress_meta SET value = (SELECT MAX(rowid) FROM responses) WHERE key = 'facts_through'`,
      ).run();
    });
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** The LARGE store in `root`, built once and kept (a marker file says it is complete); returns the data folder. */
export function cachedLargeStore(root: string, onBuild?: () => void): string {
  const dir = join(root, `large-store-${LARGE.trainees}-${LARGE.responses}-${LARGE.attempts}-v1`);
  const done = join(dir, 'complete');
  if (existsSync(done)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  onBuild?.();
  buildLargeStore(dir);
  writeFileSync(done, new Date().toISOString());
  return dir;
}
