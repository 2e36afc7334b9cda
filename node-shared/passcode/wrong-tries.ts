// Wrong tries at a secret (the trainer passcode, each trainee's PIN), counted in the database so a restart of the app
// does not reset them (issue 20, guarantee 6). After MAX_TRIES wrong in a row, each further try waits: LOCKOUT_MS,
// then twice as long after every further wrong one, up to MAX_WAIT_MS. A right answer clears the count.
//
// The wait is measured from the last wrong try: on the monotonic clock while the app that counted it still runs (so
// changing the system clock does nothing), and on the wall clock after a restart, where a clock set back never
// shortens it (time before the last wrong try counts as none). A candidate who can write the database can still
// delete the row: docs/SECURITY.md item 6 says what then stands in the way (the hash's cost).
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../storage/transaction.ts';

/** Wrong tries in a row allowed before the first wait. */
export const MAX_TRIES = 5;
/** The first wait, after MAX_TRIES wrong in a row; it doubles with each further wrong try. */
export const LOCKOUT_MS = 30_000;
/** The longest wait: after 10 wrong in a row, one try per 15 minutes (96 a day). */
export const MAX_WAIT_MS = 15 * 60_000;

/** How long the next try waits after `failures` wrong tries in a row, counted from the last of them. */
export function waitAfter(failures: number): number {
  if (failures < MAX_TRIES) return 0;
  const doublings = Math.min(failures - MAX_TRIES, 30);
  return Math.min(LOCKOUT_MS * 2 ** doublings, MAX_WAIT_MS);
}

interface Row {
  failures: number;
  last_wall_ms: number;
}

export class WrongTries {
  readonly #db: () => DatabaseSync | null;
  readonly #wallMs: () => number;
  readonly #monotonicMs: () => number;
  /** The wrong tries this run of the app counted: the wall time written, and the monotonic time it was written. */
  readonly #seen = new Map<string, { wall: number; mono: number }>();

  constructor(db: () => DatabaseSync | null, wallMs: () => number, monotonicMs: () => number) {
    this.#db = db;
    this.#wallMs = wallMs;
    this.#monotonicMs = monotonicMs;
  }

  #row(db: DatabaseSync, subject: string): Row | undefined {
    return db.prepare('SELECT failures, last_wall_ms FROM wrong_tries WHERE subject = ?').get(subject) as
      Row | undefined;
  }

  /** Wrong tries in a row so far. */
  failures(subject: string): number {
    const db = this.#db();
    return db ? (this.#row(db, subject)?.failures ?? 0) : 0;
  }

  /** Milliseconds before another try is accepted (0: now). */
  retryInMs(subject: string): number {
    const db = this.#db();
    const row = db ? this.#row(db, subject) : undefined;
    if (!db || !row) return 0;
    const wait = waitAfter(row.failures);
    if (wait === 0) return 0;
    const seen = this.#seen.get(subject);
    if (seen && seen.wall === row.last_wall_ms)
      return Math.max(0, Math.ceil(wait - (this.#monotonicMs() - seen.mono)));
    const wall = this.#wallMs();
    if (wall < row.last_wall_ms) {
      // The clock was set back: the wait starts again from now (in full), so it is neither shortened nor, once the
      // clock is right again, stretched until the clock catches up with the future time stored.
      try {
        this.#write(db, subject, row.failures, wall);
      } catch {
        // A store that refuses writes: the full wait is still answered, and it starts again at the next read.
      }
      return wait;
    }
    return Math.max(0, wait - (wall - row.last_wall_ms));
  }

  /** Counts a wrong try, durably before the answer goes back. */
  failed(subject: string): void {
    const db = this.#db();
    if (!db) return;
    this.#write(db, subject, (this.#row(db, subject)?.failures ?? 0) + 1, this.#wallMs());
  }

  /** A right answer (or the trainer clearing a PIN): the count starts again. */
  cleared(subject: string): void {
    this.#seen.delete(subject);
    const db = this.#db();
    if (!db || this.#row(db, subject) === undefined) return;
    inTransaction(db, () => db.prepare('DELETE FROM wrong_tries WHERE subject = ?').run(subject));
  }

  #write(db: DatabaseSync, subject: string, failures: number, wall: number): void {
    inTransaction(db, () =>
      db
        .prepare(
          `INSERT INTO wrong_tries (subject, failures, last_wall_ms) VALUES (?, ?, ?)
           ON CONFLICT (subject) DO UPDATE SET failures = excluded.failures, last_wall_ms = excluded.last_wall_ms`,
        )
        .run(subject, failures, wall),
    );
    this.#seen.set(subject, { wall, mono: this.#monotonicMs() });
  }
}
