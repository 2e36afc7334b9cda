// Migration 10 of the room's schema (issue 22): which transactions changed what a station pulls (pull.ts: trainees and
// their aliases, stations and their keys, drill sets, house profiles, assignments, PINs, languages, the trainer
// passcode, wrong tries; whether an assignment is done), so a station reads all of that only when some of it changed
// since its last pull (reference-changes.ts), not at every sync.
// - reference_changes: one row per transaction that inserted, updated or deleted a row of those tables (a statement
//   that changed nothing, such as a station registering itself again, notes nothing). No lock is shared: each
//   transaction notes its own id, so two stations pushing at once never wait on each other here.
// Not writable by a station's role: only the triggers (SECURITY DEFINER, the owner) write it.

/** The tables whose changes make a station pull again, and which changes they can have. */
const WATCHED: readonly (readonly [string, readonly ('INSERT' | 'UPDATE' | 'DELETE')[]])[] = [
  ['stations', ['INSERT', 'UPDATE', 'DELETE']],
  ['trainees', ['INSERT', 'UPDATE', 'DELETE']],
  ['trainee_aliases', ['INSERT', 'UPDATE', 'DELETE']],
  ['documents', ['INSERT']],
  ['assignments', ['INSERT']],
  ['trainee_pins', ['INSERT']],
  ['trainee_languages', ['INSERT']],
  ['trainer_passcodes', ['INSERT']],
  ['wrong_tries', ['INSERT']],
];

const triggers = WATCHED.flatMap(([table, events]) =>
  events.map(
    (event) => `
  CREATE TRIGGER ${table}_noted_${event.toLowerCase()} AFTER ${event} ON room.${table}
    REFERENCING ${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION room.note_reference_change();`,
  ),
).join('');

export const REFERENCE_CHANGES_MIGRATION = `
  CREATE TABLE room.reference_changes (changed_by xid8 PRIMARY KEY);
  CREATE FUNCTION room.note_reference_change() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    IF EXISTS (SELECT 1 FROM changed) THEN
      INSERT INTO room.reference_changes VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END $f$;
  ${triggers}

  -- An assignment is done on every station once a session of its set is finished (assignment-done.ts): a finished
  -- session of an assigned set is a change to what a station pulls.
  CREATE FUNCTION room.note_assignment_done() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    IF EXISTS (SELECT 1 FROM changed c JOIN room.sessions s ON s.id = c.session_id
               WHERE c.event = 'finished'
                 AND EXISTS (SELECT 1 FROM room.assignments a WHERE a.drill_set_id = s.drill_set_id)) THEN
      INSERT INTO room.reference_changes VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END $f$;
  CREATE TRIGGER session_ends_noted_insert AFTER INSERT ON room.session_ends REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION room.note_assignment_done();
`;
