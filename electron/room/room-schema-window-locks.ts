// Migration 11 of the room's schema (issue 22): two stations pushing the same trainee's answers at once take turns
// over that trainee's windows. The triggers of migrations 6, 8 and 9 trim and rebuild a trainee's windows
// (skill_steps, case_steps, case_windows): two pushes doing it at once each trimmed from a snapshot without the
// other's answers (a window kept more than its size) and could delete the same old rows in a different order, each
// then waiting on the other (a deadlock: one push refused). Now, before any of them, each push locks the trainees its
// rows touch, in one order (by the lock's own key, so two ids that hash alike are still taken in one order): the
// second push waits for the first to commit, then its triggers see every answer the first kept.
// - The lock fires first: a table's triggers of one event fire in name order, and "a_" sorts before every other.
// - A trainee's lock is held to the end of the push's transaction (pg_advisory_xact_lock); pushes of other trainees
//   never wait on it. The case windows' own locks (migration 9) are then never contended.

/** SQL: the key of the lock of the trainee ids in `ids` (a query of one text column), each once, in lock order. */
const lockAll = (ids: string) => `
  DECLARE k integer;
  BEGIN
    FOR k IN SELECT DISTINCT hashtext(i.id) FROM (${ids}) i (id) ORDER BY 1 LOOP
      PERFORM pg_advisory_xact_lock(hashtext('room.trainee_windows'), k);
    END LOOP;
    RETURN NULL;
  END`;

export const WINDOW_LOCKS_MIGRATION = `
  CREATE FUNCTION room.lock_response_windows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  ${lockAll('SELECT n.trainee_id FROM new_rows n')}
  $f$;
  CREATE TRIGGER responses_a_lock_windows AFTER INSERT ON room.responses REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.lock_response_windows();

  -- An end's windows are those of its session's answers (migrations 6, 8, 9 take the trainee from the answers).
  CREATE FUNCTION room.lock_end_windows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  ${lockAll(`SELECT r.trainee_id FROM room.responses r WHERE r.session_id IN (SELECT n.session_id FROM new_rows n)
      UNION SELECT s.trainee_id FROM room.sessions s WHERE s.id IN (SELECT n.session_id FROM new_rows n)`)}
  $f$;
  CREATE TRIGGER session_ends_a_lock_windows AFTER INSERT ON room.session_ends REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.lock_end_windows();
`;
