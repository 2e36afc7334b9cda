// The training room's schema on PostgreSQL (issue 22), numbered by room.meta's schema_version. Append only: a
// released migration never changes. History is append-only in PostgreSQL itself: the station role is granted
// INSERT and SELECT only, and a trigger refuses every UPDATE, DELETE and TRUNCATE of history whoever asks.

import { CASE_WEEKS_MIGRATION } from './room-schema-case-weeks.ts';
import { SKILL_WINDOWS_MIGRATION } from './room-schema-skill-windows.ts';
import { TRAINEE_LANGUAGES_MIGRATION } from './room-schema-trainee-languages.ts';
import { CASE_STEPS_MIGRATION } from './room-schema-case-steps.ts';
import { CASE_WINDOWS_MIGRATION } from './room-schema-case-windows.ts';
import { REFERENCE_CHANGES_MIGRATION } from './room-schema-reference-changes.ts';
import { ID, NAME, STAMP } from './room-schema-columns.ts';
import { PINS_MIGRATION, WRONG_TRIES_MIGRATION } from './room-schema-secrets.ts';
import { WINDOW_LOCKS_MIGRATION } from './room-schema-window-locks.ts';

/** Tables a station appends to and nobody changes. */
export const HISTORY_TABLES = [
  'sessions',
  'responses',
  'session_ends',
  'assessment_attempts',
  'practical_grades',
  'trainer_events',
  'trainee_pins',
  'trainer_passcodes',
  'wrong_tries',
  'trainee_languages',
] as const;

/** History only a trainer's role appends to (a station's role reads it). */
export const TRAINER_HISTORY_TABLES = ['trainer_passcodes'] as const;

/** Tables trainers edit (a station may add a trainee, its own station row and its trainees' aliases). */
export const REFERENCE_TABLES = [
  'stations',
  'trainees',
  'trainee_aliases',
  'documents',
  'assignments',
] as const;

/** Reference tables that keep every revision: a trainer inserts a new one, nobody updates or deletes (migration 2). */
export const REVISION_TABLES = ['documents', 'assignments'] as const;

/** What a station may insert among the reference tables (never update or delete); its own station row: below. */
export const STATION_INSERTS_REFERENCE = ['trainees', 'trainee_aliases'] as const;

/** Summaries kept by triggers, read by the dashboards and the stations' pulls (nobody writes them directly). */
export const SUMMARY_TABLES = [
  'trainee_totals',
  'case_weeks',
  'skill_steps',
  'skill_outcomes',
  'case_steps',
  'case_windows',
  'reference_changes',
] as const;

export const ROOM_MIGRATIONS: readonly string[] = [
  // 1: stations and their public signing keys; trainees keyed by staff number (a local trainee's id is an alias of
  // the room's trainee with the same staff number, so two stations adding one person make one trainee); versioned
  // documents (drill sets and house profiles, a new revision per save); assignments; the history; the totals.
  `
  CREATE TABLE room.stations (
    id uuid PRIMARY KEY,
    ${NAME('name')},
    public_key text CHECK (public_key IS NULL OR length(public_key) <= 4000),
    joined_at timestamptz NOT NULL DEFAULT now(),
    -- A station's key is trusted on every station only once a trainer has said so (a station's role can register a
    -- key, and a candidate could learn that role's password: registering must not be enough to sign as the room).
    trusted_at timestamptz,
    trusted_by text CHECK (length(trusted_by) <= 200)
  );
  CREATE TABLE room.trainees (
    ${ID('id')} PRIMARY KEY,
    ${NAME('name')},
    staff_number text CHECK (staff_number IS NULL OR length(staff_number) BETWEEN 1 AND 100),
    created_at timestamptz NOT NULL,
    archived_at timestamptz,
    revision integer NOT NULL DEFAULT 1,
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE UNIQUE INDEX trainees_by_staff_number ON room.trainees (staff_number);
  CREATE TABLE room.trainee_aliases (
    ${ID('alias_id')} PRIMARY KEY,
    trainee_id text NOT NULL REFERENCES room.trainees (id)
  );
  CREATE INDEX trainee_aliases_by_trainee ON room.trainee_aliases (trainee_id);
  CREATE TABLE room.documents (
    kind text NOT NULL CHECK (kind IN ('drill_set', 'house_profile')),
    ${ID('id')},
    revision integer NOT NULL CHECK (revision >= 1),
    ${NAME('title')},
    body jsonb NOT NULL CHECK (octet_length(body::text) <= 2000000),
    base_revision integer,
    saved_by text NOT NULL CHECK (length(saved_by) <= 200),
    saved_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, id, revision)
  );
  CREATE TABLE room.assignments (
    ${ID('id')} PRIMARY KEY,
    trainee_id text NOT NULL REFERENCES room.trainees (id),
    ${ID('drill_set_id')},
    ${NAME('title')},
    assigned_at timestamptz NOT NULL DEFAULT now(),
    due_on date,
    revision integer NOT NULL DEFAULT 1
  );

  CREATE TABLE room.sessions (
    ${ID('id')} PRIMARY KEY,
    ${ID('trainee_id')},
    drill_set_id text CHECK (length(drill_set_id) <= 100),
    set_revision integer,
    ${NAME('title')},
    mode text NOT NULL CHECK (mode IN ('practice', 'assessment')),
    spec jsonb NOT NULL,
    seed text NOT NULL CHECK (length(seed) <= 200),
    seeding integer NOT NULL,
    total integer NOT NULL,
    started_at timestamptz NOT NULL,
    ${STAMP}
  );
  CREATE INDEX sessions_by_trainee ON room.sessions (trainee_id, started_at);
  CREATE TABLE room.responses (
    session_id text NOT NULL REFERENCES room.sessions (id),
    seq integer NOT NULL,
    ${ID('trainee_id')},
    item_id text NOT NULL CHECK (length(item_id) <= 200),
    step integer NOT NULL,
    kind text NOT NULL CHECK (length(kind) <= 50),
    response jsonb NOT NULL,
    response_ms integer NOT NULL,
    correct boolean NOT NULL,
    credit real NOT NULL,
    feedback jsonb NOT NULL,
    timed_out boolean NOT NULL,
    answered_at timestamptz NOT NULL,
    ${STAMP},
    PRIMARY KEY (session_id, seq)
  );
  CREATE INDEX responses_by_station ON room.responses (station_id, station_seq);
  CREATE TABLE room.session_ends (
    session_id text NOT NULL REFERENCES room.sessions (id),
    event text NOT NULL CHECK (event IN ('finished', 'closed')),
    at timestamptz NOT NULL,
    answered integer,
    summary jsonb,
    ${STAMP},
    PRIMARY KEY (session_id, event)
  );
  CREATE TABLE room.assessment_attempts (
    session_id text PRIMARY KEY REFERENCES room.sessions (id),
    ${ID('trainee_id')},
    ${ID('drill_set_id')},
    set_version text NOT NULL CHECK (length(set_version) <= 100),
    attempt integer NOT NULL,
    assessor text NOT NULL CHECK (length(assessor) <= 200),
    profile jsonb NOT NULL,
    policy jsonb NOT NULL,
    ${STAMP}
  );
  -- A regrade is a new record (the latest is the grade), never an edit.
  CREATE TABLE room.practical_grades (
    session_id text NOT NULL REFERENCES room.assessment_attempts (session_id),
    assessor text NOT NULL CHECK (length(assessor) <= 200),
    grades jsonb NOT NULL,
    graded_at timestamptz NOT NULL,
    ${STAMP},
    PRIMARY KEY (session_id, graded_at)
  );
  CREATE TABLE room.trainer_events (
    seq bigint NOT NULL,
    at timestamptz NOT NULL,
    event text NOT NULL CHECK (length(event) <= 100),
    detail text NOT NULL CHECK (length(detail) <= 2000),
    ${STAMP},
    PRIMARY KEY (station_id, seq)
  );

  CREATE TABLE room.trainee_totals (
    trainee_id text NOT NULL,
    station_id uuid NOT NULL,
    sessions bigint NOT NULL DEFAULT 0,
    responses bigint NOT NULL DEFAULT 0,
    correct bigint NOT NULL DEFAULT 0,
    response_ms bigint NOT NULL DEFAULT 0,
    last_at timestamptz,
    PRIMARY KEY (trainee_id, station_id)
  );

  CREATE FUNCTION room.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    RAISE EXCEPTION 'room history is append-only: % on room.% is refused', TG_OP, TG_TABLE_NAME
      USING ERRCODE = 'insufficient_privilege';
  END $f$;

  -- Only the rows really inserted (a record pushed twice is not in the transition table the second time).
  CREATE FUNCTION room.count_responses() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    INSERT INTO room.trainee_totals AS t (trainee_id, station_id, responses, correct, response_ms, last_at)
      SELECT trainee_id, station_id, count(*), count(*) FILTER (WHERE correct), sum(response_ms), max(answered_at)
      FROM new_rows GROUP BY trainee_id, station_id
    ON CONFLICT (trainee_id, station_id) DO UPDATE SET
      responses = t.responses + EXCLUDED.responses, correct = t.correct + EXCLUDED.correct,
      response_ms = t.response_ms + EXCLUDED.response_ms, last_at = greatest(t.last_at, EXCLUDED.last_at);
    RETURN NULL;
  END $f$;
  CREATE TRIGGER responses_totals AFTER INSERT ON room.responses REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.count_responses();

  CREATE FUNCTION room.count_sessions() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    INSERT INTO room.trainee_totals AS t (trainee_id, station_id, sessions, last_at)
      SELECT trainee_id, station_id, count(*), max(started_at) FROM new_rows GROUP BY trainee_id, station_id
    ON CONFLICT (trainee_id, station_id) DO UPDATE SET
      sessions = t.sessions + EXCLUDED.sessions, last_at = greatest(t.last_at, EXCLUDED.last_at);
    RETURN NULL;
  END $f$;
  CREATE TRIGGER sessions_totals AFTER INSERT ON room.sessions REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION room.count_sessions();

  -- A trainee edited by a trainer moves to its next revision.
  CREATE FUNCTION room.next_revision() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    NEW.revision := OLD.revision + 1;
    IF TG_TABLE_NAME = 'trainees' THEN NEW.updated_at := now(); END IF;
    RETURN NEW;
  END $f$;
  CREATE TRIGGER trainees_revision BEFORE UPDATE ON room.trainees FOR EACH ROW EXECUTE FUNCTION room.next_revision();
  CREATE TRIGGER assignments_revision BEFORE UPDATE ON room.assignments FOR EACH ROW
    EXECUTE FUNCTION room.next_revision();

  -- Saving a document always makes a new revision; a save based on an older revision than the latest is stale (two
  -- trainers edited the same set): it is kept as the newest revision, never a silent overwrite, and the caller says so.
  CREATE FUNCTION room.save_document(p_kind text, p_id text, p_base integer, p_title text, p_body jsonb, p_by text)
    RETURNS TABLE (revision integer, stale boolean) LANGUAGE plpgsql SECURITY INVOKER AS $f$
  DECLARE latest integer;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('room.documents'), hashtext(p_kind || ':' || p_id));
    SELECT max(d.revision) INTO latest FROM room.documents d WHERE d.kind = p_kind AND d.id = p_id;
    INSERT INTO room.documents (kind, id, revision, title, body, base_revision, saved_by)
      VALUES (p_kind, p_id, coalesce(latest, 0) + 1, p_title, p_body, p_base, p_by);
    revision := coalesce(latest, 0) + 1;
    stale := latest IS NOT NULL AND p_base IS DISTINCT FROM latest;
    RETURN NEXT;
  END $f$;
  `,
  // 2: house profiles and assignments are shared (issue 22). An assignment becomes revisions, as documents are: a
  // change of due date, or its removal, is a new revision saying so (a removed assignment has to reach the stations
  // that took it, which a deleted row never would), so trainers' edits are never overwritten or lost. Documents and
  // assignments keep every revision: nobody updates or deletes one.
  `
  DROP TRIGGER assignments_revision ON room.assignments;
  ALTER TABLE room.assignments DROP CONSTRAINT assignments_pkey;
  ALTER TABLE room.assignments ALTER COLUMN revision DROP DEFAULT;
  ALTER TABLE room.assignments
    ADD PRIMARY KEY (id, revision),
    ADD CHECK (revision >= 1),
    ADD COLUMN removed boolean NOT NULL DEFAULT false,
    ADD COLUMN base_revision integer,
    ADD COLUMN saved_by text NOT NULL DEFAULT '' CHECK (length(saved_by) <= 200),
    ADD COLUMN saved_at timestamptz NOT NULL DEFAULT now();

  CREATE FUNCTION room.refuse_revision_change() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    RAISE EXCEPTION 'room.% keeps every revision: % is refused (save a new revision)', TG_TABLE_NAME, TG_OP
      USING ERRCODE = 'insufficient_privilege';
  END $f$;
  CREATE TRIGGER documents_revisions_kept BEFORE UPDATE OR DELETE ON room.documents
    FOR EACH ROW EXECUTE FUNCTION room.refuse_revision_change();
  CREATE TRIGGER documents_no_truncate BEFORE TRUNCATE ON room.documents
    FOR EACH STATEMENT EXECUTE FUNCTION room.refuse_revision_change();
  CREATE TRIGGER assignments_revisions_kept BEFORE UPDATE OR DELETE ON room.assignments
    FOR EACH ROW EXECUTE FUNCTION room.refuse_revision_change();
  CREATE TRIGGER assignments_no_truncate BEFORE TRUNCATE ON room.assignments
    FOR EACH STATEMENT EXECUTE FUNCTION room.refuse_revision_change();

  -- As save_document: always a new revision; one made from an older revision than the latest is kept and is stale.
  CREATE FUNCTION room.save_assignment(p_id text, p_base integer, p_trainee text, p_set text, p_title text,
      p_assigned_at timestamptz, p_due date, p_removed boolean, p_by text)
    RETURNS TABLE (revision integer, stale boolean) LANGUAGE plpgsql SECURITY INVOKER AS $f$
  DECLARE latest integer;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('room.assignments'), hashtext(p_id));
    SELECT max(a.revision) INTO latest FROM room.assignments a WHERE a.id = p_id;
    INSERT INTO room.assignments (id, revision, trainee_id, drill_set_id, title, assigned_at, due_on, removed,
        base_revision, saved_by)
      VALUES (p_id, coalesce(latest, 0) + 1, p_trainee, p_set, p_title, p_assigned_at, p_due, p_removed, p_base, p_by);
    revision := coalesce(latest, 0) + 1;
    stale := latest IS NOT NULL AND p_base IS DISTINCT FROM latest;
    RETURN NEXT;
  END $f$;
  `,
  // 3: trainees' PINs, the trainer passcode and documents' removal (room-schema-secrets.ts).
  PINS_MIGRATION,
  // 4: wrong tries at the trainer passcode and at PINs, counted across the room (room-schema-secrets.ts).
  WRONG_TRIES_MIGRATION,
  // 5: the cohort's missed cases per week and station, for the trainer's Dashboard (room-schema-case-weeks.ts).
  CASE_WEEKS_MIGRATION,
  // 6: each trainee's last steps per skill and last assessment outcome per skill, for the trainer's Dashboard's skill
  // trends, floor readiness and held-back skills (room-schema-skill-windows.ts).
  SKILL_WINDOWS_MIGRATION,
  // 7: each trainee's interface and call languages (issue 24), so they follow the trainee to every station
  // (room/trainee-languages.ts). A change is a row, append-only like a PIN's; the latest to reach the room (room_seq)
  // is what every station takes; NULL is "the station's default".
  TRAINEE_LANGUAGES_MIGRATION,
  // 8: each trainee's last answers per case, for the trainer's
  // Dashboard's flagged and due cases over every station (room-schema-case-steps.ts).
  CASE_STEPS_MIGRATION,
  // 9: each of those windows kept ready as the JSON the Dashboard reads (room-schema-case-windows.ts).
  CASE_WINDOWS_MIGRATION,
  // 10: which transactions changed what a station pulls, so it pulls only then (room-schema-reference-changes.ts).
  REFERENCE_CHANGES_MIGRATION,
  // 11: two pushes of one trainee's answers take turns over the trainee's windows (room-schema-window-locks.ts).
  WINDOW_LOCKS_MIGRATION,
];

export const ROOM_SCHEMA_VERSION = ROOM_MIGRATIONS.length;
