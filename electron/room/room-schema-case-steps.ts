// Migration 8 of the room's schema (issue 22): what the trainer's Dashboard needs for each trainee's flagged and due
// cases over every station, kept by triggers as skill_steps is (migration 6), so the Dashboard reads a window per
// trainee and case rather than every response.
// - case_steps: per trainee id, skill and case tag, the last CASE_WINDOW revealed answers to the case (practice as it
//   arrives, an assessment's once it has ended, as a PC counts them: each case tag of the answer's feedback, by
//   room.case_tags of migration 5, so a feedback whose cases are not an array of short text adds none), in the
//   record's order: the session's start, then the session's own sequence (seq), never when it was answered, so a
//   station whose clock runs wrong cannot shuffle a session's answers. With each, what its case's schedule needs: right
//   or not, the time taken, late or not (the mark's late flag, as a PC's case_reviews keep it), when answered.
// Not writable by a station's role: only the triggers (SECURITY DEFINER, the owner) change it.

/** Answers kept per trainee id, skill and case (features/progress/dashboard-cases-room.ts replays them). */
export const CASE_WINDOW = 20;

/** SQL: the revealed answers `r` of `from` (joined to their sessions `s`) passing `where`, per case tag, into the windows. */
const keep = (from: string, where: string) => `
    INSERT INTO room.case_steps (trainee_id, kind, tag, started_at, session_id, seq, correct, response_ms, late,
        answered_at, station_id)
      SELECT trainee_id, kind, tag, started_at, session_id, seq, correct, response_ms, late, answered_at, station_id
      FROM (
        SELECT r.trainee_id, r.kind, t AS tag, s.started_at, r.session_id, r.seq, r.correct, r.response_ms,
          coalesce(r.feedback #> '{mark,late}' = 'true'::jsonb, false) AS late, r.answered_at, r.station_id,
          row_number() OVER (PARTITION BY r.trainee_id, r.kind, t
                             ORDER BY s.started_at DESC, r.session_id DESC, r.seq DESC) AS n
        FROM ${from} r JOIN room.sessions s ON s.id = r.session_id CROSS JOIN LATERAL room.case_tags(r.feedback) t
        WHERE ${where}) w
      WHERE n <= ${CASE_WINDOW}
    ON CONFLICT DO NOTHING`;

/** SQL: drop the answers of the windows named by `touched` (trainee_id, kind, tag) beyond their newest CASE_WINDOW. */
const trim = (touched: string) => `
    DELETE FROM room.case_steps d USING (${touched}) t
    WHERE d.trainee_id = t.trainee_id AND d.kind = t.kind AND d.tag = t.tag
      AND (d.started_at, d.session_id, d.seq) < (
        SELECT w.started_at, w.session_id, w.seq FROM room.case_steps w
        WHERE w.trainee_id = t.trainee_id AND w.kind = t.kind AND w.tag = t.tag
        ORDER BY w.started_at DESC, w.session_id DESC, w.seq DESC OFFSET ${CASE_WINDOW - 1} LIMIT 1)`;

/** The revealed answers among `r`: practice, or an assessment that has ended. */
const REVEALED = `s.mode = 'practice' OR EXISTS (SELECT 1 FROM room.session_ends e WHERE e.session_id = r.session_id)`;

export const CASE_STEPS_MIGRATION = `
  -- Text in byte order ("C"), as skill_steps: a station orders its own answers the same way.
  CREATE TABLE room.case_steps (
    trainee_id text COLLATE "C" NOT NULL,
    kind text COLLATE "C" NOT NULL,
    tag text COLLATE "C" NOT NULL,
    started_at timestamptz NOT NULL,
    session_id text COLLATE "C" NOT NULL,
    seq integer NOT NULL,
    correct boolean NOT NULL,
    response_ms integer NOT NULL,
    late boolean NOT NULL,
    answered_at timestamptz NOT NULL,
    station_id uuid NOT NULL,
    -- The transaction that kept it: a station reads again only the windows changed since its last read, by the
    -- oldest transaction still running then (case-window-read.ts), so one that commits late is never missed.
    kept_by xid8 NOT NULL DEFAULT pg_current_xact_id(),
    PRIMARY KEY (trainee_id, kind, tag, started_at, session_id, seq)
  );
  CREATE INDEX case_steps_kept ON room.case_steps (kept_by);

  -- Practice answers as they arrive, and an ended assessment's answers that reach the room after its end.
  CREATE FUNCTION room.keep_case_steps() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    ${keep('new_rows', REVEALED)};
    ${trim('SELECT DISTINCT n.trainee_id, n.kind, c AS tag FROM new_rows n CROSS JOIN LATERAL room.case_tags(n.feedback) c')};
    RETURN NULL;
  END $f$;
  CREATE TRIGGER responses_case_steps AFTER INSERT ON room.responses REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.keep_case_steps();

  -- An assessment's answers when it first ends (a second end of the same session keeps nothing again).
  CREATE FUNCTION room.keep_case_ends() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    ${keep(
      'room.responses',
      `s.mode = 'assessment' AND r.session_id IN (
        SELECT n.session_id FROM new_rows n GROUP BY n.session_id
        HAVING count(*) = (SELECT count(*) FROM room.session_ends e WHERE e.session_id = n.session_id))`,
    )};
    ${trim(`SELECT DISTINCT r.trainee_id, r.kind, c AS tag FROM room.responses r
      CROSS JOIN LATERAL room.case_tags(r.feedback) c WHERE r.session_id IN (SELECT n.session_id FROM new_rows n)`)};
    RETURN NULL;
  END $f$;
  CREATE TRIGGER session_ends_case_steps AFTER INSERT ON room.session_ends REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.keep_case_ends();

  -- What the room already holds.
  ${keep('room.responses', REVEALED)};
`;

/** SQL: the windows of every answer the room holds (as this migration fills them), for a room loaded in bulk with
 * the triggers off (the room bench's). */
export const CASE_STEPS_FILL = keep('room.responses', REVEALED);
