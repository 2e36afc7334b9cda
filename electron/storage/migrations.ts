// Schema migrations, numbered by PRAGMA user_version. Append only: a released migration never changes.
import type { DatabaseSync } from 'node:sqlite';
import { chainUnchainedRows } from '../../node-shared/integrity/audit-chain.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';
import type { Failure } from '../../core/result.ts';

/**
 * Brings progress_facts up to date with the practice answers committed since the high-water mark facts_through
 * (responses' rowid, which grows in commit order: responses are never deleted), and moves the mark, in the
 * caller's transaction. A damaged answer (electron/services/stored-json.ts) counts with no cases, as the mastery
 * figures count it, rather than stopping every read. Part of migration 5 (its backfill and its assessment trigger): never change it; a new
 * reading needs a new migration and a new statement.
 */
export const CATCH_UP_PRACTICE_FACTS = `
    INSERT INTO progress_facts (trainee_id, session_id, seq, item_id, step, kind, correct, credit, response_ms,
      answered_at, response_json, cases, amount, rule, csv)
      SELECT s.trainee_id, r.session_id, r.seq, r.item_id, r.step, r.kind, r.correct, r.credit, r.response_ms,
        r.answered_at, r.response_json,
        COALESCE(json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.cases'), '[]'),
        CASE WHEN r.kind = 'payout' AND json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.expected.type') = 'amount'
          THEN json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.expected.amount') END,
        CASE WHEN r.kind = 'irregularity' THEN json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.rule') END,
        r.seq || ',' || '"' || replace(r.item_id, '"', '""') || '"' || ',' || r.step || ',' || r.kind || ','
          || '"' || replace(COALESCE(json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.cases'), '[]'), '"', '""') || '"' || ','
          || r.correct || ',' || r.credit || ',' || r.response_ms || ',' || r.answered_at || ','
          || '"' || replace(r.response_json, '"', '""') || '"'
      FROM responses r JOIN sessions s ON s.id = r.session_id
      WHERE r.rowid > (SELECT value FROM progress_meta WHERE key = 'facts_through') AND s.mode = 'practice'
      ORDER BY r.rowid;
    UPDATE progress_meta SET value = (SELECT COALESCE(MAX(rowid), 0) FROM responses)
      WHERE key = 'facts_through';
`;

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
  `
  CREATE TABLE progress_facts (
    id INTEGER PRIMARY KEY,
    trainee_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    item_id TEXT NOT NULL,
    step INTEGER NOT NULL,
    kind TEXT NOT NULL,
    correct INTEGER NOT NULL,
    credit REAL NOT NULL,
    response_ms INTEGER NOT NULL,
    answered_at TEXT NOT NULL,
    response_json TEXT NOT NULL,
    cases TEXT NOT NULL,
    amount INTEGER,
    rule TEXT,
    -- The response's own CSV fields (seq to response), written once here so an export of a million rows only
    -- streams text (measured: building them at export time was twice as slow).
    csv TEXT NOT NULL,
    UNIQUE (session_id, seq)
  );
  CREATE INDEX progress_facts_by_trainee ON progress_facts (trainee_id, id);
  CREATE TABLE case_reviews (
    id INTEGER PRIMARY KEY,
    fact_id INTEGER NOT NULL,
    trainee_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    tag TEXT NOT NULL,
    correct INTEGER NOT NULL,
    response_ms INTEGER NOT NULL,
    answered_at TEXT NOT NULL,
    amount INTEGER,
    rule TEXT
  );
  CREATE INDEX case_reviews_by_trainee ON case_reviews (trainee_id, kind, tag);
  CREATE TABLE skill_totals (
    trainee_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    answered INTEGER NOT NULL,
    correct INTEGER NOT NULL,
    last_at TEXT NOT NULL,
    -- The recent window (skill_recent) in figures, for the dashboard: count, right, median time, and right in its
    -- newer half (the trend).
    recent_answered INTEGER NOT NULL DEFAULT 0,
    recent_right INTEGER NOT NULL DEFAULT 0,
    recent_median_ms REAL,
    recent_newer_right INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (trainee_id, kind)
  );
  CREATE TABLE skill_recent (
    trainee_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    slot INTEGER NOT NULL,
    fact_id INTEGER NOT NULL,
    correct INTEGER NOT NULL,
    response_ms INTEGER NOT NULL,
    PRIMARY KEY (trainee_id, kind, slot)
  );
  CREATE TABLE case_weeks (
    week TEXT NOT NULL,
    kind TEXT NOT NULL,
    tag TEXT NOT NULL,
    answered INTEGER NOT NULL,
    wrong INTEGER NOT NULL,
    PRIMARY KEY (week, kind, tag)
  );
  CREATE TABLE case_schedules (
    trainee_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    tag TEXT NOT NULL,
    due INTEGER NOT NULL,
    flagged INTEGER NOT NULL,
    json TEXT NOT NULL,
    PRIMARY KEY (trainee_id, kind, tag)
  );
  CREATE INDEX case_schedules_due ON case_schedules (trainee_id, due, flagged);
  CREATE TABLE progress_meta (
    key TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  );
  CREATE TABLE attempts (
    session_id TEXT PRIMARY KEY,
    trainee_id TEXT NOT NULL,
    drill_set_id TEXT,
    title TEXT NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT NOT NULL,
    finished INTEGER NOT NULL,
    passed INTEGER NOT NULL,
    accuracy REAL,
    red_line INTEGER NOT NULL
  );
  CREATE INDEX attempt_summaries_by_trainee ON attempts (trainee_id, ended_at);
  CREATE INDEX attempt_summaries_by_time ON attempts (ended_at);
  CREATE TABLE attempt_skills (
    session_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    passed INTEGER NOT NULL,
    accuracy REAL,
    PRIMARY KEY (session_id, kind)
  );
  CREATE TABLE last_assessments (
    trainee_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    ended_at TEXT NOT NULL,
    passed INTEGER NOT NULL,
    PRIMARY KEY (trainee_id, kind)
  );
  CREATE TABLE assignments (
    id TEXT PRIMARY KEY,
    trainee_id TEXT NOT NULL REFERENCES trainees(id),
    drill_set_id TEXT NOT NULL,
    title TEXT NOT NULL,
    assigned_at TEXT NOT NULL
  );
  CREATE INDEX assignments_by_trainee ON assignments (trainee_id, assigned_at);
  CREATE INDEX sessions_by_set ON sessions (trainee_id, drill_set_id, started_at);

  CREATE TRIGGER progress_fact_summaries AFTER INSERT ON progress_facts BEGIN
    INSERT INTO case_reviews (fact_id, trainee_id, kind, tag, correct, response_ms, answered_at, amount, rule)
      SELECT NEW.id, NEW.trainee_id, NEW.kind, value, NEW.correct, NEW.response_ms, NEW.answered_at, NEW.amount,
             NEW.rule
      FROM json_each(NEW.cases);
    INSERT INTO case_weeks (week, kind, tag, answered, wrong)
      SELECT date(NEW.answered_at, 'weekday 0', '-6 days'), NEW.kind, value, 1, 1 - NEW.correct
      FROM json_each(NEW.cases) WHERE true
      ON CONFLICT (week, kind, tag) DO UPDATE SET answered = answered + 1, wrong = wrong + excluded.wrong;
    INSERT INTO skill_totals (trainee_id, kind, answered, correct, last_at)
      VALUES (NEW.trainee_id, NEW.kind, 1, NEW.correct, NEW.answered_at)
      ON CONFLICT (trainee_id, kind) DO UPDATE SET answered = answered + 1, correct = correct + excluded.correct,
        last_at = max(last_at, excluded.last_at);
    INSERT OR REPLACE INTO skill_recent (trainee_id, kind, slot, fact_id, correct, response_ms)
      VALUES (NEW.trainee_id, NEW.kind,
        (SELECT (answered - 1) % 50 FROM skill_totals WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind),
        NEW.id, NEW.correct, NEW.response_ms);
    UPDATE skill_totals SET
      recent_answered = (SELECT COUNT(*) FROM skill_recent WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind),
      recent_right = (SELECT SUM(correct) FROM skill_recent WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind)
      WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind;
    UPDATE skill_totals SET
      recent_median_ms = (SELECT AVG(response_ms) FROM (SELECT response_ms FROM skill_recent WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind
        ORDER BY response_ms LIMIT 2 - (SELECT recent_answered FROM skill_totals WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind) % 2 OFFSET ((SELECT recent_answered FROM skill_totals WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind) - 1) / 2)),
      recent_newer_right = (SELECT SUM(correct) FROM (SELECT correct FROM skill_recent WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind
        ORDER BY fact_id DESC LIMIT (SELECT recent_answered FROM skill_totals WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind) - (SELECT recent_answered FROM skill_totals WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind) / 2))
      WHERE trainee_id = NEW.trainee_id AND kind = NEW.kind;
  END;

  CREATE TRIGGER progress_attempt_skill AFTER INSERT ON attempt_skills BEGIN
    INSERT INTO last_assessments (trainee_id, kind, ended_at, passed)
      SELECT trainee_id, NEW.kind, ended_at, NEW.passed FROM attempts WHERE session_id = NEW.session_id
      ON CONFLICT (trainee_id, kind) DO UPDATE SET ended_at = excluded.ended_at, passed = excluded.passed
        WHERE excluded.ended_at >= last_assessments.ended_at;
  END;

  -- Practice answers reach the summaries in batches, not in the answer's own commit (issue 9: one answer commits in
  -- under 5 ms): every response after the high-water mark facts_through, in rowid (commit) order. The same
  -- statements run when a progress page, due list, dashboard, cohort or export is read
  -- (electron/services/progress-facts.ts) and when an assessment ends, before its own answers.
  INSERT INTO progress_meta (key, value) VALUES ('facts_through', 0);

  CREATE TRIGGER progress_assessment_ends AFTER UPDATE OF finished_at, closed ON sessions
  WHEN NEW.mode = 'assessment' AND OLD.finished_at IS NULL AND OLD.closed = 0
    AND (NEW.finished_at IS NOT NULL OR NEW.closed = 1) BEGIN
    -- The practice answers before it first, so the facts keep the order they were given in.
${CATCH_UP_PRACTICE_FACTS}    INSERT INTO progress_facts (trainee_id, session_id, seq, item_id, step, kind, correct, credit, response_ms,
      answered_at, response_json, cases, amount, rule, csv)
      SELECT NEW.trainee_id, r.session_id, r.seq, r.item_id, r.step, r.kind, r.correct, r.credit, r.response_ms,
        r.answered_at, r.response_json,
        COALESCE(json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.cases'), '[]'),
        CASE WHEN r.kind = 'payout' AND json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.expected.type') = 'amount'
          THEN json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.expected.amount') END,
        CASE WHEN r.kind = 'irregularity' THEN json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.rule') END,
        r.seq || ',' || '"' || replace(r.item_id, '"', '""') || '"' || ',' || r.step || ',' || r.kind || ','
          || '"' || replace(COALESCE(json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.cases'), '[]'), '"', '""') || '"' || ','
          || r.correct || ',' || r.credit || ',' || r.response_ms || ',' || r.answered_at || ','
          || '"' || replace(r.response_json, '"', '""') || '"'
      FROM responses r WHERE r.session_id = NEW.id
      ORDER BY r.seq;
    INSERT INTO attempts (session_id, trainee_id, drill_set_id, title, started_at, ended_at, finished, passed,
                          accuracy, red_line)
      VALUES (NEW.id, NEW.trainee_id, NEW.drill_set_id, NEW.title, NEW.started_at,
        COALESCE(NEW.finished_at, NEW.started_at),
        COALESCE(json_extract(NEW.summary_json, '$.finished'), 0),
        COALESCE(json_extract(NEW.summary_json, '$.passed'), 0),
        json_extract(NEW.summary_json, '$.accuracy'),
        COALESCE(json_extract(NEW.summary_json, '$.redLineFailures'), 0));
    INSERT INTO attempt_skills (session_id, kind, passed, accuracy)
      SELECT NEW.id, json_extract(value, '$.kind'),
        COALESCE(json_extract(value, '$.passed'), json_extract(NEW.summary_json, '$.passed'), 0),
        json_extract(value, '$.accuracy')
      FROM json_each(COALESCE(json_extract(NEW.summary_json, '$.skills'), '[]'));
  END;

  INSERT INTO progress_facts (trainee_id, session_id, seq, item_id, step, kind, correct, credit, response_ms,
      answered_at, response_json, cases, amount, rule, csv)
    SELECT s.trainee_id, r.session_id, r.seq, r.item_id, r.step, r.kind, r.correct, r.credit, r.response_ms,
      r.answered_at, r.response_json,
      COALESCE(json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.cases'), '[]'),
      CASE WHEN r.kind = 'payout' AND json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.expected.type') = 'amount'
        THEN json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.expected.amount') END,
      CASE WHEN r.kind = 'irregularity' THEN json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.rule') END,
      r.seq || ',' || '"' || replace(r.item_id, '"', '""') || '"' || ',' || r.step || ',' || r.kind || ','
        || '"' || replace(COALESCE(json_extract(iif(json_valid(r.feedback_json), r.feedback_json, NULL), '$.key.cases'), '[]'), '"', '""') || '"' || ','
        || r.correct || ',' || r.credit || ',' || r.response_ms || ',' || r.answered_at || ','
        || '"' || replace(r.response_json, '"', '""') || '"'
    FROM responses r JOIN sessions s ON s.id = r.session_id
    WHERE s.mode = 'assessment' AND (s.finished_at IS NOT NULL OR s.closed = 1)
    ORDER BY s.started_at, s.id, r.seq;
${CATCH_UP_PRACTICE_FACTS}
  INSERT INTO attempts (session_id, trainee_id, drill_set_id, title, started_at, ended_at, finished, passed,
                        accuracy, red_line)
    SELECT id, trainee_id, drill_set_id, title, started_at, COALESCE(finished_at, started_at),
      COALESCE(json_extract(summary_json, '$.finished'), 0), COALESCE(json_extract(summary_json, '$.passed'), 0),
      json_extract(summary_json, '$.accuracy'), COALESCE(json_extract(summary_json, '$.redLineFailures'), 0)
    FROM sessions WHERE mode = 'assessment' AND (finished_at IS NOT NULL OR closed = 1)
      AND json_valid(COALESCE(summary_json, 'null'));
  INSERT INTO attempt_skills (session_id, kind, passed, accuracy)
    SELECT s.id, json_extract(j.value, '$.kind'),
      COALESCE(json_extract(j.value, '$.passed'), json_extract(s.summary_json, '$.passed'), 0),
      json_extract(j.value, '$.accuracy')
    FROM sessions s, json_each(CASE WHEN json_valid(s.summary_json)
      THEN COALESCE(json_extract(s.summary_json, '$.skills'), '[]') ELSE '[]' END) j
    WHERE s.mode = 'assessment' AND (s.finished_at IS NOT NULL OR s.closed = 1)
      AND json_valid(COALESCE(s.summary_json, 'null'));
  `,
  // 6 (issue 12, trainees): an archived trainee is hidden from the trainee picker (results kept); an assignment may
  // have a due date (YYYY-MM-DD, the end of that day on this computer).
  `
  ALTER TABLE trainees ADD COLUMN archived_at TEXT;
  ALTER TABLE assignments ADD COLUMN due_on TEXT;
  `,
  // 7 (issue 11): the time the step on screen had used when its attempt was left, so resuming keeps what remained
  // of its limit (electron/services/attempt-clock.ts, "Resuming").
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
  // (electron/services/trainer-recovery.ts), and wraps the trainer's X25519 key that secrets are sealed to
  // (electron/services/trainer-seal.ts).
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
  // Audit rows stored before the chain (or by an older app on this folder) are linked once.
  if (db.prepare('SELECT 1 FROM trainer_events WHERE hash IS NULL LIMIT 1').get())
    inTransaction(db, () => chainUnchainedRows(db));
  return { ok: true, from, to: SCHEMA_VERSION };
}
