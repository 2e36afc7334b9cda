// Migration 6 of the room's schema (issue 22): what the trainer's Dashboard needs for each trainee's skill trends,
// floor readiness and "held back by the last failed assessment", kept by triggers as trainee_totals and case_weeks
// are, so the Dashboard reads a few thousand rows rather than every response.
// - skill_steps: per trainee id and skill, the last MASTERY_WINDOW (50) revealed steps (practice as it arrives, an
//   assessment's once it has ended, as a PC counts them), in the record's order: the session's start, then the
//   session's own sequence (seq), never when a step was answered, so a station whose clock runs wrong cannot shuffle a
//   session's steps (the order the progress page's thread uses, features/progress/progress-room-build.ts).
// - skill_outcomes: per trainee id, skill and station, the outcome of the last ended assessment of that skill (its
//   summary's per-skill pass mark, or the whole result where it has none). A summary that is not what the app writes
//   (not an object, skills not an array, a kind not short text) counts nothing.
// Neither is writable by a station's role: only the triggers (SECURITY DEFINER, the owner) change them.

/** Steps kept per trainee id and skill (core/drills/mastery.ts MASTERY_WINDOW). */
const WINDOW = 50;

/** SQL: the revealed steps `r` of `from` (joined to their sessions `s`) passing `where`, into the windows. */
const keep = (from: string, where: string) => `
    INSERT INTO room.skill_steps (trainee_id, kind, started_at, session_id, seq, step, correct, response_ms, station_id)
      SELECT trainee_id, kind, started_at, session_id, seq, step, correct, response_ms, station_id FROM (
        SELECT r.trainee_id, r.kind, s.started_at, r.session_id, r.seq, r.step, r.correct, r.response_ms,
          r.station_id, row_number() OVER (PARTITION BY r.trainee_id, r.kind
                                           ORDER BY s.started_at DESC, r.session_id DESC, r.seq DESC) AS n
        FROM ${from} r JOIN room.sessions s ON s.id = r.session_id
        WHERE ${where}) w
      WHERE n <= ${WINDOW}
    ON CONFLICT DO NOTHING`;

/** SQL: drop the steps of the windows named by `touched` (trainee_id, kind) beyond their newest WINDOW. */
const trim = (touched: string) => `
    DELETE FROM room.skill_steps d USING (${touched}) t
    WHERE d.trainee_id = t.trainee_id AND d.kind = t.kind
      AND (d.started_at, d.session_id, d.seq) < (
        SELECT w.started_at, w.session_id, w.seq FROM room.skill_steps w
        WHERE w.trainee_id = t.trainee_id AND w.kind = t.kind
        ORDER BY w.started_at DESC, w.session_id DESC, w.seq DESC OFFSET ${WINDOW - 1} LIMIT 1)`;

/** The revealed answers among `r`: practice, or an assessment that has ended. */
const REVEALED = `s.mode = 'practice' OR EXISTS (SELECT 1 FROM room.session_ends e WHERE e.session_id = r.session_id)`;

/** SQL: the ends in `from` (of assessments), each skill of a summary, into the last outcomes. */
const outcomes = (from: string) => `
    INSERT INTO room.skill_outcomes AS o (trainee_id, kind, station_id, ended_at, passed)
      SELECT DISTINCT ON (s.trainee_id, k ->> 'kind', e.station_id) s.trainee_id, k ->> 'kind', e.station_id, e.at,
        coalesce(CASE WHEN jsonb_typeof(k -> 'passed') = 'boolean' THEN (k ->> 'passed')::boolean END,
                 e.summary -> 'passed' = 'true', false)
      FROM ${from} e JOIN room.sessions s ON s.id = e.session_id AND s.mode = 'assessment'
      CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(e.summary) = 'object' AND jsonb_typeof(e.summary -> 'skills') = 'array'
          THEN e.summary -> 'skills' ELSE '[]' END) k
      WHERE jsonb_typeof(k -> 'kind') = 'string' AND length(k ->> 'kind') BETWEEN 1 AND 50
      ORDER BY s.trainee_id, k ->> 'kind', e.station_id, e.at DESC, (e.event = 'finished') DESC
    ON CONFLICT (trainee_id, kind, station_id) DO UPDATE SET ended_at = EXCLUDED.ended_at, passed = EXCLUDED.passed
      WHERE EXCLUDED.ended_at >= o.ended_at`;

export const SKILL_WINDOWS_MIGRATION = `
  -- Text in byte order ("C"): the windows are sorted on every read, and a station orders its own steps the same way.
  CREATE TABLE room.skill_steps (
    trainee_id text COLLATE "C" NOT NULL,
    kind text COLLATE "C" NOT NULL,
    started_at timestamptz NOT NULL,
    session_id text COLLATE "C" NOT NULL,
    seq integer NOT NULL,
    step integer NOT NULL,
    correct boolean NOT NULL,
    response_ms integer NOT NULL,
    station_id uuid NOT NULL,
    PRIMARY KEY (trainee_id, kind, started_at, session_id, seq)
  );
  CREATE TABLE room.skill_outcomes (
    trainee_id text NOT NULL,
    kind text NOT NULL,
    station_id uuid NOT NULL,
    ended_at timestamptz NOT NULL,
    passed boolean NOT NULL,
    PRIMARY KEY (trainee_id, kind, station_id)
  );

  -- Practice steps as they arrive, and an ended assessment's steps that reach the room after its end.
  CREATE FUNCTION room.keep_skill_steps() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    ${keep('new_rows', REVEALED)};
    ${trim('SELECT DISTINCT trainee_id, kind FROM new_rows')};
    RETURN NULL;
  END $f$;
  CREATE TRIGGER responses_skill_steps AFTER INSERT ON room.responses REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.keep_skill_steps();

  -- An assessment's steps when it first ends; every end's summary into the last outcomes.
  CREATE FUNCTION room.keep_skill_ends() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    ${keep(
      'room.responses',
      `s.mode = 'assessment' AND r.session_id IN (
        SELECT n.session_id FROM new_rows n GROUP BY n.session_id
        HAVING count(*) = (SELECT count(*) FROM room.session_ends e WHERE e.session_id = n.session_id))`,
    )};
    ${trim(`SELECT DISTINCT r.trainee_id, r.kind FROM room.responses r
      WHERE r.session_id IN (SELECT n.session_id FROM new_rows n)`)};
    ${outcomes('new_rows')};
    RETURN NULL;
  END $f$;
  CREATE TRIGGER session_ends_skill_steps AFTER INSERT ON room.session_ends REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.keep_skill_ends();

  -- What the room already holds.
  ${keep('room.responses', REVEALED)};
  ${outcomes('room.session_ends')};
`;

/** SQL: the windows and outcomes of everything the room holds (as this migration fills them), for a room loaded in
 * bulk with the triggers off (the room bench's). */
export const SKILL_WINDOWS_FILL = `${keep('room.responses', REVEALED)}; ${outcomes('room.session_ends')}`;
