// Counts the SQL statements run on one node:sqlite handle: every get, all, run or iterate of a statement prepared on it
// while counting, and every exec. For tests that hold a channel to a number of reads (behaviour, not timing).
import type { DatabaseSync, StatementSync } from 'node:sqlite';

const RUNS = new Set(['get', 'all', 'run', 'iterate']);

export interface StatementCount {
  /** The SQL of each statement run, in order (whitespace folded). */
  readonly sql: readonly string[];
  /** Puts the handle back as it was. */
  stop(): void;
}

export function countStatements(db: DatabaseSync): StatementCount {
  const sql: string[] = [];
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
  const prepare = db.prepare.bind(db);
  const exec = db.exec.bind(db);
  db.prepare = (text: string) => {
    const statement = prepare(text);
    // The statement's own methods need the real statement as `this`: the proxy hands out bound, counting ones.
    return new Proxy(statement, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        const bound = (value as (...args: unknown[]) => unknown).bind(target);
        if (typeof key !== 'string' || !RUNS.has(key)) return bound;
        return (...args: unknown[]) => {
          sql.push(fold(text));
          return bound(...args);
        };
      },
    }) as StatementSync;
  };
  db.exec = (text: string) => {
    sql.push(fold(text));
    exec(text);
  };
  return {
    sql,
    stop() {
      // The instance's own properties shadowed the prototype's: removing them restores the handle.
      delete (db as { prepare?: unknown }).prepare;
      delete (db as { exec?: unknown }).exec;
    },
  };
}
