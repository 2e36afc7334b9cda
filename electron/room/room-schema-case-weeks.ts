// Migration 5 of the room's schema (issue 22): the cohort's missed cases per week and station, kept by triggers as
// trainee_totals is, so the trainer's Dashboard reads a few hundred rows rather than every response. An answer counts
// as a PC counts it (storage migration 5's case_weeks): a practice answer when it arrives, an assessment's answers
// once the assessment has ended (its first end), each case tag of the answer's feedback once. A feedback whose
// `key.cases` is not an array of text counts no case (a hostile row adds nothing). Weeks start on Monday (UTC).
/** SQL: the answers `r` of `from` (joined to their sessions `s`) that pass `where`, added to the weeks' tallies. */
const tally = (
  from: string,
  where: string,
) => `INSERT INTO room.case_weeks AS w (week, kind, tag, station_id, answered, wrong)
      SELECT date_trunc('week', r.answered_at AT TIME ZONE 'UTC')::date, r.kind, t, r.station_id, count(*),
        count(*) FILTER (WHERE NOT r.correct)
      FROM ${from} r JOIN room.sessions s ON s.id = r.session_id CROSS JOIN LATERAL room.case_tags(r.feedback) t
      WHERE ${where}
      GROUP BY 1, 2, 3, 4
    ON CONFLICT (week, kind, tag, station_id) DO UPDATE SET
      answered = w.answered + EXCLUDED.answered, wrong = w.wrong + EXCLUDED.wrong`;

export const CASE_WEEKS_MIGRATION = `
  CREATE TABLE room.case_weeks (
    week date NOT NULL,
    kind text NOT NULL,
    tag text NOT NULL,
    station_id uuid NOT NULL,
    answered bigint NOT NULL DEFAULT 0,
    wrong bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (week, kind, tag, station_id)
  );

  -- The case tags of an answer's feedback, none when they are not an array of short text.
  CREATE FUNCTION room.case_tags(feedback jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $f$
    SELECT t FROM jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(feedback -> 'key' -> 'cases') = 'array' THEN feedback -> 'key' -> 'cases' ELSE '[]' END
    ) AS t WHERE length(t) BETWEEN 1 AND 200
  $f$;

  -- Practice answers, and an ended assessment's answers that reach the room after its end.
  CREATE FUNCTION room.count_case_answers() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    ${tally('new_rows', `s.mode = 'practice' OR EXISTS (SELECT 1 FROM room.session_ends e WHERE e.session_id = r.session_id)`)};
    RETURN NULL;
  END $f$;
  CREATE TRIGGER responses_case_weeks AFTER INSERT ON room.responses REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.count_case_answers();

  -- An assessment's answers when it first ends (a second end of the same session counts nothing again).
  CREATE FUNCTION room.count_case_ends() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    ${tally(
      'room.responses',
      `s.mode = 'assessment' AND r.session_id IN (
        SELECT n.session_id FROM new_rows n GROUP BY n.session_id
        HAVING count(*) = (SELECT count(*) FROM room.session_ends e WHERE e.session_id = n.session_id))`,
    )};
    RETURN NULL;
  END $f$;
  CREATE TRIGGER session_ends_case_weeks AFTER INSERT ON room.session_ends REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.count_case_ends();

  -- What the room already holds.
  ${tally('room.responses', `s.mode = 'practice' OR EXISTS (SELECT 1 FROM room.session_ends e WHERE e.session_id = r.session_id)`)};
`;

/** SQL: the tallies of every answer the room holds (as this migration fills them), for a room loaded in bulk with
 * the triggers off (the room bench's). */
export const CASE_WEEKS_FILL = tally(
  'room.responses',
  `s.mode = 'practice' OR EXISTS (SELECT 1 FROM room.session_ends e WHERE e.session_id = r.session_id)`,
);
