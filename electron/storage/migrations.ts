// Schema migrations, numbered by PRAGMA user_version. Append only: a released migration never changes.
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './transaction.ts';
import type { Failure } from '../../core/result.ts';

export const MIGRATIONS: readonly string[] = [
  // 1: trainees, trainers' profiles and drill sets, sessions (spec JSON + seed + mode) and every response.
  `
  CREATE TABLE trainees (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    identifier TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
  );
  CREATE TABLE profiles (
    id TEXT PRIMARY KEY,
    json TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE drill_sets (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    json TEXT NOT NULL,
    source_file TEXT,
    imported_at TEXT NOT NULL
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    trainee_id TEXT NOT NULL REFERENCES trainees(id),
    drill_set_id TEXT,
    title TEXT NOT NULL,
    mode TEXT NOT NULL CHECK (mode IN ('practice', 'assessment')),
    spec_json TEXT NOT NULL,
    seed TEXT NOT NULL,
    total INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    closed INTEGER NOT NULL DEFAULT 0,
    summary_json TEXT
  );
  CREATE INDEX sessions_by_trainee ON sessions (trainee_id, started_at);
  CREATE TABLE responses (
    session_id TEXT NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    item_id TEXT NOT NULL,
    step INTEGER NOT NULL,
    kind TEXT NOT NULL,
    response_json TEXT NOT NULL,
    response_ms INTEGER NOT NULL,
    correct INTEGER NOT NULL,
    credit REAL NOT NULL,
    feedback_json TEXT NOT NULL,
    answered_at TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
  );
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    json TEXT NOT NULL
  );
  `,
  // 2: how each session's seed became its items (core/rng.ts SEEDINGS). Sessions stored before it were dealt with
  // seeding 1 and keep it, so they still replay; new sessions record the seeding they are dealt with.
  `
  ALTER TABLE sessions ADD COLUMN seeding INTEGER NOT NULL DEFAULT 1;
  `,
  // 3: how many items of a session are completely answered, so the unfinished list need not deal the session
  // again to show it (a rare-constraint set took seconds per session).
  `
  ALTER TABLE sessions ADD COLUMN answered INTEGER;
  `,
  // 4 (issue 11): the trainer passcode (a scrypt hash, never the passcode), its audit trail, assessment attempts
  // (candidate, assessor, policy, status) with their practical grades, and a timed-out flag on each response.
  `
  CREATE TABLE trainer_auth (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    params_json TEXT NOT NULL,
    set_at TEXT NOT NULL
  );
  CREATE TABLE trainer_events (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    event TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE assessment_attempts (
    session_id TEXT PRIMARY KEY REFERENCES sessions(id),
    trainee_id TEXT NOT NULL REFERENCES trainees(id),
    drill_set_id TEXT NOT NULL,
    set_version TEXT NOT NULL,
    attempt INTEGER NOT NULL,
    assessor TEXT NOT NULL,
    profile_json TEXT NOT NULL,
    policy_json TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('running', 'abandoned', 'finished', 'closed')),
    ended_at TEXT,
    active_ms INTEGER NOT NULL DEFAULT 0,
    abandoned_count INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX attempts_by_trainee ON assessment_attempts (trainee_id, drill_set_id);
  CREATE TABLE practical_grades (
    session_id TEXT PRIMARY KEY REFERENCES assessment_attempts(session_id),
    assessor TEXT NOT NULL,
    grades_json TEXT NOT NULL,
    graded_at TEXT NOT NULL
  );
  ALTER TABLE responses ADD COLUMN timed_out INTEGER NOT NULL DEFAULT 0;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
  return row?.user_version ?? 0;
}

/** Brings the database to SCHEMA_VERSION, one transaction per migration; a newer database is refused. */
export function migrate(db: DatabaseSync): { ok: true; from: number; to: number } | Failure {
  const from = schemaVersion(db);
  if (from > SCHEMA_VERSION) {
    return {
      ok: false,
      error: `the database was written by a newer version of the app (schema ${from}, this app knows ${SCHEMA_VERSION})`,
    };
  }
  for (let v = from; v < SCHEMA_VERSION; v++) {
    inTransaction(db, () => {
      db.exec(MIGRATIONS[v] as string);
      db.exec(`PRAGMA user_version = ${v + 1}`);
    });
  }
  return { ok: true, from, to: SCHEMA_VERSION };
}
