// Migration 5 (issue 13): the progress summaries, so the dashboards read a few thousand rows, never every response.
// Only revealed answers count: practice from the next read on, an assessment when it ends (finished or closed). Kept
// apart from the list of migrations for its size; like them, released and never changed.

/**
 * Brings progress_facts up to date with the practice answers committed since the high-water mark facts_through
 * (responses' rowid, which grows in commit order: responses are never deleted), and moves the mark, in the
 * caller's transaction. A damaged answer (electron/storage/stored-json.ts) counts with no cases, as the mastery
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

/** Migration 5 itself: the summary tables, their triggers and the backfill of every answer stored before it. */
export const MIGRATION_5_PROGRESS = `
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
  -- (electron/features/progress/progress-facts.ts) and when an assessment ends, before its own answers.
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
  `;
