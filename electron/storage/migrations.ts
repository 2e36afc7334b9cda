// Schema migrations, numbered by PRAGMA user_version. Append only: a released migration never changes.
import type { DatabaseSync } from 'node:sqlite';
import { chainUnchainedRows } from '../../node-shared/integrity/audit-chain.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';
import type { Failure } from '../../core/result.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';
import { MIGRATION_5_PROGRESS } from './migration-5-progress.ts';

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
  // 5: progress (issue 13). Summaries, so the dashboards read a few thousand rows, never every response. Only
  // revealed answers count: practice from the next read on, an assessment when it ends (finished or closed).
  MIGRATION_5_PROGRESS,
  // 6 (issue 12, trainees): an archived trainee is hidden from the trainee picker (results kept); an assignment may
  // have a due date (YYYY-MM-DD, the end of that day on this computer).
  `
  ALTER TABLE trainees ADD COLUMN archived_at TEXT;
  ALTER TABLE assignments ADD COLUMN due_on TEXT;
  `,
  // 7 (issue 11): the time the step on screen had used when its attempt was left, so resuming keeps what remained
  // of its limit (electron/features/assessment/attempt-clock.ts, "Resuming").
  `
  ALTER TABLE assessment_attempts ADD COLUMN step_used_ms INTEGER NOT NULL DEFAULT 0;
  `,
  // 8 (issue 12, drill sets): each saved change to a trainer's set bumps its revision; a session records the revision
  // of the set it was dealt from (NULL: a built-in set, an adaptive session, or a session stored before this).
  `
  ALTER TABLE drill_sets ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE drill_sets ADD COLUMN updated_at TEXT;
  ALTER TABLE sessions ADD COLUMN set_revision INTEGER;
  `,
  // 9 (issue 11, trainee PIN): a trainee's optional personal PIN, as a salted scrypt hash (never the PIN); gone with
  // the trainee.
  `
  CREATE TABLE trainee_pins (
    trainee_id TEXT PRIMARY KEY REFERENCES trainees(id) ON DELETE CASCADE,
    hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    params_json TEXT NOT NULL,
    set_at TEXT NOT NULL
  );
  `,
  // 10 (issue 20, guarantee 7): the wall time at which the step on screen started using its time (its clock start
  // minus what it carried), stored with its prompt, so a crash or kill charges the step the time since
  // (electron/integrity/step-clock.ts). NULL for attempts stored before: they keep what was stored when last left.
  `
  ALTER TABLE assessment_attempts ADD COLUMN step_started_wall INTEGER;
  `,
  // 11 (issue 20, guarantee 6): wrong tries at the trainer passcode ('trainer') and at each trainee's PIN
  // ('trainee:<id>'), in a row, with the wall time of the last (ms since 1970), so a restart does not reset them
  // (node-shared/passcode/wrong-tries.ts).
  `
  CREATE TABLE wrong_tries (
    subject TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    last_wall_ms INTEGER NOT NULL
  );
  `,
  // 12 (issue 20, guarantees 3 and 5): the audit trail becomes a hash chain (each row's prev_hash and hash; rows
  // stored before are chained once, after the migrations: node-shared/integrity/audit-chain.ts) that can only grow,
  // its head authenticated with a key from the trainer's key store (DK, stored only wrapped by the passcode). The
  // report signing key is stored here wrapped by DK, and the trusted keys with their MAC
  // (node-shared/keystore/signing-store.ts); DK is also wrapped by the recovery code
  // (electron/features/trainer/trainer-recovery.ts), and wraps the trainer's X25519 key that secrets are sealed to
  // (electron/features/trainer/trainer-seal.ts).
  `
  ALTER TABLE trainer_events ADD COLUMN prev_hash TEXT;
  ALTER TABLE trainer_events ADD COLUMN hash TEXT;
  CREATE TRIGGER trainer_events_no_delete BEFORE DELETE ON trainer_events
  BEGIN SELECT RAISE(ABORT, 'the trainer audit trail is append-only'); END;
  CREATE TRIGGER trainer_events_no_update BEFORE UPDATE ON trainer_events WHEN OLD.hash IS NOT NULL
  BEGIN SELECT RAISE(ABORT, 'the trainer audit trail is append-only'); END;
  CREATE TABLE audit_head (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL,
    hash TEXT NOT NULL,
    mac TEXT NOT NULL
  );
  CREATE TABLE trainer_keys (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    dk_by_passcode TEXT NOT NULL,
    created_at TEXT NOT NULL,
    signing_key TEXT,
    trust_json TEXT,
    trust_mac TEXT,
    dk_by_recovery TEXT,
    recovered_at TEXT,
    seal_key TEXT
  );
  `,
  // 13 (issue 20, guarantee 4): the attempts ledger, one chained row when an attempt starts and one when it ends, that
  // can only grow, its head authenticated with a key from the trainer's key store (electron/integrity/attempt-ledger.ts),
  // so an attempt (and the retake wait it sets) deleted from the tables above is still known.
  `
  CREATE TABLE attempt_ledger (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    kind TEXT NOT NULL,
    attempt_id TEXT NOT NULL,
    detail TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  );
  CREATE TRIGGER attempt_ledger_no_delete BEFORE DELETE ON attempt_ledger
  BEGIN SELECT RAISE(ABORT, 'the attempts ledger is append-only'); END;
  CREATE TRIGGER attempt_ledger_no_update BEFORE UPDATE ON attempt_ledger
  BEGIN SELECT RAISE(ABORT, 'the attempts ledger is append-only'); END;
  CREATE TABLE ledger_head (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL,
    hash TEXT NOT NULL,
    mac TEXT NOT NULL
  );
  `,
  // 14 (issue 21): the school's practical standard, every revision the trainer saved (grades name the revision they
  // were given against); revision 0, the built-in default, is never stored.
  `
  CREATE TABLE practical_standards (
    revision INTEGER PRIMARY KEY CHECK (revision >= 1),
    standard_json TEXT NOT NULL,
    saved_at TEXT NOT NULL
  );
  `,
  // 15 (issue 23, pace that counts): an answer right but after its step's time limit ("too slow") is not
  // floor-ready: the spaced repetition rates it Hard and the heat maps count it slow. Each case review keeps the
  // mark's late flag, read from the stored feedback as the review is added (and for the reviews already kept).
  `
  ALTER TABLE case_reviews ADD COLUMN late INTEGER NOT NULL DEFAULT 0;
  CREATE TRIGGER case_review_late AFTER INSERT ON case_reviews BEGIN
    UPDATE case_reviews SET late = 1 WHERE id = NEW.id AND EXISTS (
      SELECT 1 FROM progress_facts f JOIN responses r ON r.session_id = f.session_id AND r.seq = f.seq
      WHERE f.id = NEW.fact_id AND json_valid(r.feedback_json) AND json_extract(r.feedback_json, '$.mark.late') = 1);
  END;
  UPDATE case_reviews SET late = 1 WHERE EXISTS (
    SELECT 1 FROM progress_facts f JOIN responses r ON r.session_id = f.session_id AND r.seq = f.seq
    WHERE f.id = case_reviews.fact_id AND json_valid(r.feedback_json)
      AND json_extract(r.feedback_json, '$.mark.late') = 1);
  `,
  // 16 (issue 20, guarantees 1 and 2): an attempt's seal (electron/integrity/attempt-seal.ts): a commitment to its
  // seed in place of the seed while it runs, the seed's nonce once it ends, the seed encrypted under its key K, K
  // sealed to the trainer; and its answers' chain (electron/integrity/response-chain.ts): each row's link, the head's
  // count, hash and MAC, which also covers a digest of the attempt's fixed fields (integrity/attempt-binding.ts). NULL
  // for attempts stored before: they keep their clear seed and marks, unchained, and are listed in attempts_before_seal, whose MAC is made at the next unlock (electron/integrity/unsealed-attempts.ts), so
  // a seal removed later does not pass for one of them.
  `
  ALTER TABLE assessment_attempts ADD COLUMN seed_commitment TEXT;
  ALTER TABLE assessment_attempts ADD COLUMN seed_nonce TEXT;
  ALTER TABLE assessment_attempts ADD COLUMN seed_box TEXT;
  ALTER TABLE assessment_attempts ADD COLUMN key_box TEXT;
  ALTER TABLE assessment_attempts ADD COLUMN chain_count INTEGER;
  ALTER TABLE assessment_attempts ADD COLUMN chain_head TEXT;
  ALTER TABLE assessment_attempts ADD COLUMN chain_mac TEXT;
  ALTER TABLE assessment_attempts ADD COLUMN bound_digest TEXT;
  ALTER TABLE responses ADD COLUMN chain_prev TEXT;
  ALTER TABLE responses ADD COLUMN chain_hash TEXT;
  CREATE TABLE attempts_before_seal (session_id TEXT PRIMARY KEY);
  INSERT INTO attempts_before_seal (session_id) SELECT session_id FROM assessment_attempts;
  CREATE TABLE attempts_before_seal_mac (id INTEGER PRIMARY KEY CHECK (id = 1), mac TEXT NOT NULL);
  `,
  // 17 (issue 20, guarantees 2 and 4): what changes during an attempt (its status, times, abandonments, step clock,
  // summary, practical grades) sealed with its answers: state_json is the covered state as the app last wrote it,
  // under the chain's MAC (electron/integrity/attempt-state.ts); recovered_at is when the app, restarted after a
  // crash, abandoned the attempt without its key (checked as exactly that change until the trainer's next action).
  // NULL for attempts sealed before: their answers are checked as before, labelled with the older seal.
  `
  ALTER TABLE assessment_attempts ADD COLUMN state_json TEXT;
  ALTER TABLE assessment_attempts ADD COLUMN recovered_at INTEGER;
  `,
  // 18 (issue 24): a trainee's own interface and call languages (electron/features/languages/languages.ts), NULL for one not
  // chosen (the station's applies); the row goes with the trainee.
  `
  CREATE TABLE trainee_languages (
    trainee_id TEXT PRIMARY KEY REFERENCES trainees(id) ON DELETE CASCADE,
    interface TEXT,
    call TEXT
  );
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
    return failure(ref('err_storage_newer_schema', { from, known: SCHEMA_VERSION }));
  }
  for (let v = from; v < SCHEMA_VERSION; v++) {
    inTransaction(db, () => {
      db.exec(MIGRATIONS[v] as string);
      db.exec(`PRAGMA user_version = ${v + 1}`);
    });
  }
  // Audit rows stored before the chain (or by an older app on this folder) are linked once.
  if (db.prepare('SELECT 1 FROM trainer_events WHERE hash IS NULL LIMIT 1').get())
    inTransaction(db, () => chainUnchainedRows(db));
  return { ok: true, from, to: SCHEMA_VERSION };
}
