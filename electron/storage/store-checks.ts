// The checks that read the whole database (issue 20: on a store of 2,360,000 responses each froze the window for
// seconds at every start and session close) run on a thread of their own, with their own read-only connection: the
// integrity check (PRAGMA quick_check) and the search for unclosed sessions with an answer that no longer parses.
import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { allRows } from '../../node-shared/storage/rows.ts';

export type StoreCheck = 'integrity' | 'damaged-sessions';

export interface DamagedSessionRow {
  readonly id: string;
  readonly title: string;
  /** Which part cannot be read: its drill set, its summary or an answer (said by damage.ts). */
  readonly problem: 'spec' | 'summary' | 'answer';
}

export type CheckResult =
  | { readonly check: 'integrity'; readonly problems: readonly string[] }
  | { readonly check: 'damaged-sessions'; readonly sessions: readonly DamagedSessionRow[] };

/**
 * An unclosed session whose drill set, summary or any answer no longer parses. A closed session is named no more:
 * closing is its way out (its answers stay stored and counted). A finished one is still named until it is closed.
 */
const DAMAGED_SESSIONS_SQL = `SELECT s.id, s.title, CASE
       WHEN NOT json_valid(s.spec_json) THEN 'spec'
       WHEN s.summary_json IS NOT NULL AND NOT json_valid(s.summary_json) THEN 'summary'
       ELSE 'answer' END AS problem
     FROM sessions s
     WHERE s.closed = 0
       AND (NOT json_valid(s.spec_json)
        OR (s.summary_json IS NOT NULL AND NOT json_valid(s.summary_json))
        OR EXISTS (SELECT 1 FROM responses r WHERE r.session_id = s.id
                   AND (NOT json_valid(r.response_json) OR NOT json_valid(r.feedback_json))))
     ORDER BY s.started_at, s.id`;

/** Runs one check on an open connection (the worker's; tests may call it directly). */
export function runCheck(db: DatabaseSync, check: StoreCheck): CheckResult {
  if (check === 'integrity') {
    let rows: { quick_check: string }[];
    try {
      rows = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
    } catch (error) {
      // A page so damaged that the check cannot walk past it (SQLITE_CORRUPT, SQLITE_NOTADB) is damage found.
      const code = (error as { errcode?: number }).errcode ?? 0;
      if ((code & 0xff) === 11 || (code & 0xff) === 26)
        return { check, problems: [(error as Error).message] };
      throw error;
    }
    const problems = rows.map((r) => r.quick_check).filter((p) => p !== 'ok');
    return { check, problems: rows.length === 0 ? ['the integrity check returned nothing'] : problems };
  }
  return { check, sessions: allRows<DamagedSessionRow>(db.prepare(DAMAGED_SESSIONS_SQL)) };
}

const WORKER_URL = new URL(
  `./store-checks-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/** Runs `check` on the database at `path` on a thread of its own; the main thread only waits. */
export function checkOffThread<C extends StoreCheck>(
  path: string,
  check: C,
): Promise<Extract<CheckResult, { check: C }>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { path, check } });
    let settled = false;
    worker.once('message', (message: { ok: true; result: CheckResult } | { ok: false; error: string }) => {
      settled = true;
      if (message.ok) resolve(message.result as Extract<CheckResult, { check: C }>);
      else
        reject(
          Object.assign(new Error(message.error), { errcode: (message as { errcode?: number }).errcode }),
        );
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the ${check} check stopped (exit code ${code})`));
    });
  });
}
