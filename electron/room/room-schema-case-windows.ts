// Migration 9 of the room's schema (issue 22): each window of case_steps (migration 8) kept ready as the JSON the
// trainer's Dashboard reads (case-window-read.ts), so a station's first read of a big room sends 5,000 stored values
// rather than building 100,000 answers' JSON on every read (4.3 s on the bench's room, now a plain scan).
// - case_windows: per trainee id, skill and case tag, the window's answers as one JSON array (each answer as
//   [session start ms, session, seq, right, time ms, late, answered ms], unsorted: the reader sorts them), the stations
//   that recorded them (a window with the reading station's own answers is built afresh without them), and the
//   transaction that last changed it (kept_by: a station reads again only what changed since its last read).
// - Kept by triggers after case_steps' own (PostgreSQL fires a table's triggers in name order: "case_steps" before
//   "case_windows"): each window an insert touched is built again from case_steps, trimmed as it now is.
// Not writable by a station's role: only the triggers (SECURITY DEFINER, the owner) change it.

/** SQL: one answer of case_steps `k` as the JSON array the reader checks (case-window-read.ts stepOf). */
export const CASE_STEP_JSON = `json_build_array((extract(epoch FROM k.started_at) * 1000)::float8, k.session_id,
    k.seq, k.correct, k.response_ms, k.late, (extract(epoch FROM k.answered_at) * 1000)::float8)`;

/**
 * SQL: the windows named by `touched` (trainee_id, kind, tag) built again from case_steps. Each window is locked
 * first (in one order, so two pushes never wait on each other in a circle), and built by the next statement, whose
 * snapshot holds what another push that held the lock committed: a window is never built from a stale view.
 */
const rebuild = (touched: string) => `
    PERFORM pg_advisory_xact_lock(hashtext('room.case_windows'), hashtext(t.trainee_id || '/' || t.kind || '/' || t.tag))
      FROM (SELECT DISTINCT * FROM (${touched}) u ORDER BY 1, 2, 3) t;
    INSERT INTO room.case_windows AS w (trainee_id, kind, tag, stations, steps, kept_by)
      SELECT k.trainee_id, k.kind, k.tag, array_agg(DISTINCT k.station_id), json_agg(${CASE_STEP_JSON}),
        pg_current_xact_id()
      FROM room.case_steps k JOIN (${touched}) t
        ON k.trainee_id = t.trainee_id AND k.kind = t.kind AND k.tag = t.tag
      GROUP BY k.trainee_id, k.kind, k.tag
    ON CONFLICT (trainee_id, kind, tag) DO UPDATE SET
      stations = EXCLUDED.stations, steps = EXCLUDED.steps, kept_by = EXCLUDED.kept_by`;

/** SQL: every window of case_steps built (the room's history when this migration runs, or a room loaded in bulk). */
export const CASE_WINDOWS_FILL = `
    INSERT INTO room.case_windows AS w (trainee_id, kind, tag, stations, steps, kept_by)
      SELECT k.trainee_id, k.kind, k.tag, array_agg(DISTINCT k.station_id), json_agg(${CASE_STEP_JSON}),
        pg_current_xact_id()
      FROM room.case_steps k GROUP BY k.trainee_id, k.kind, k.tag
    ON CONFLICT (trainee_id, kind, tag) DO UPDATE SET
      stations = EXCLUDED.stations, steps = EXCLUDED.steps, kept_by = EXCLUDED.kept_by`;

export const CASE_WINDOWS_MIGRATION = `
  CREATE TABLE room.case_windows (
    trainee_id text COLLATE "C" NOT NULL,
    kind text COLLATE "C" NOT NULL,
    tag text COLLATE "C" NOT NULL,
    stations uuid[] NOT NULL,
    steps json NOT NULL,
    kept_by xid8 NOT NULL,
    PRIMARY KEY (trainee_id, kind, tag)
  );
  CREATE INDEX case_windows_kept ON room.case_windows (kept_by);

  CREATE FUNCTION room.keep_case_windows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    ${rebuild('SELECT DISTINCT n.trainee_id, n.kind, c AS tag FROM new_rows n CROSS JOIN LATERAL room.case_tags(n.feedback) c')};
    RETURN NULL;
  END $f$;
  CREATE TRIGGER responses_case_windows AFTER INSERT ON room.responses REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.keep_case_windows();

  CREATE FUNCTION room.keep_case_window_ends() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    ${rebuild(`SELECT DISTINCT r.trainee_id, r.kind, c AS tag FROM room.responses r
      CROSS JOIN LATERAL room.case_tags(r.feedback) c WHERE r.session_id IN (SELECT n.session_id FROM new_rows n)`)};
    RETURN NULL;
  END $f$;
  CREATE TRIGGER session_ends_case_windows AFTER INSERT ON room.session_ends REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.keep_case_window_ends();

  -- What the room already holds.
  ${CASE_WINDOWS_FILL};
`;
