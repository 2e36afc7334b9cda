// Migrations 3 and 4 of the room's schema (issue 22): the secrets the room's stations share, and what is counted of
// them. Append only: a released migration never changes (moved here from room-schema.ts as they were).
import { ID, STAMP } from './room-schema-columns.ts';

// 3: trainees' PINs are shared (a PIN set on one station opens that trainee on every other), and drill sets and
// house profiles can be removed from the room. A PIN's history is append-only like the rest of the history: each
// change is a row (its scrypt hash, salt and cost, never the PIN), ordered by the room (room_seq, the order rows
// reached it), never by a station's clock; the role that inserted it is stamped by PostgreSQL, and only the
// trainer's role may clear a PIN (a candidate who learned the station's password must not open another's records
// on every PC by clearing their PIN). A document's removal is a revision that says so, as an assignment's is.
export const PINS_MIGRATION = `
  CREATE TABLE room.trainee_pins (
    id uuid PRIMARY KEY,
    ${ID('trainee_id')},
    hash text CHECK (hash IS NULL OR length(hash) BETWEEN 1 AND 200),
    salt text CHECK (salt IS NULL OR length(salt) BETWEEN 1 AND 200),
    params jsonb CHECK (params IS NULL OR octet_length(params::text) <= 500),
    cleared boolean NOT NULL,
    set_at timestamptz NOT NULL,
    set_by text NOT NULL DEFAULT current_user,
    room_seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    ${STAMP},
    CHECK (cleared = (hash IS NULL)), CHECK (cleared = (salt IS NULL)), CHECK (cleared = (params IS NULL))
  );
  CREATE INDEX trainee_pins_by_trainee ON room.trainee_pins (trainee_id, room_seq);
  CREATE FUNCTION room.stamp_sender() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    NEW.set_by := current_user;
    IF TG_TABLE_NAME = 'trainee_pins' THEN
      IF NEW.cleared AND NOT pg_has_role(current_user, 'bdt_trainer', 'MEMBER') THEN
        RAISE EXCEPTION 'a trainee''s PIN is cleared only with the trainer''s role (%)', current_user
          USING ERRCODE = 'check_violation';
      END IF;
    END IF;
    RETURN NEW;
  END $f$;
  CREATE TRIGGER trainee_pins_stamp BEFORE INSERT ON room.trainee_pins FOR EACH ROW EXECUTE FUNCTION room.stamp_sender();

  -- The trainer passcode of the room: each change a row with its verifier (scrypt hash, salt, cost) and the room key
  -- wrapped under a key derived from the passcode (electron/room/trainer-passcode.ts); rk_id names the room key, so
  -- a station adopts a new passcode only if it opens the room key that station's own keys are sealed to; mac (an HMAC
  -- under a key from the room key) shows a station that knows the room key whether the row was made by one that does.
  CREATE TABLE room.trainer_passcodes (
    id uuid PRIMARY KEY,
    hash text NOT NULL CHECK (length(hash) BETWEEN 1 AND 200),
    salt text NOT NULL CHECK (length(salt) BETWEEN 1 AND 200),
    params jsonb NOT NULL CHECK (octet_length(params::text) <= 500),
    rk_wrap jsonb NOT NULL CHECK (octet_length(rk_wrap::text) <= 2000),
    rk_id text NOT NULL CHECK (length(rk_id) BETWEEN 1 AND 100),
    mac text NOT NULL CHECK (length(mac) BETWEEN 1 AND 200),
    set_at timestamptz NOT NULL,
    set_by text NOT NULL DEFAULT current_user,
    room_seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    ${STAMP}
  );
  CREATE TRIGGER trainer_passcodes_stamp BEFORE INSERT ON room.trainer_passcodes FOR EACH ROW
    EXECUTE FUNCTION room.stamp_sender();

  ALTER TABLE room.documents ADD COLUMN removed boolean NOT NULL DEFAULT false;
  CREATE FUNCTION room.remove_document(p_kind text, p_id text, p_base integer, p_by text)
    RETURNS TABLE (revision integer, stale boolean) LANGUAGE plpgsql SECURITY INVOKER AS $f$
  DECLARE latest room.documents;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('room.documents'), hashtext(p_kind || ':' || p_id));
    SELECT * INTO latest FROM room.documents d WHERE d.kind = p_kind AND d.id = p_id
      ORDER BY d.revision DESC LIMIT 1;
    IF NOT FOUND THEN RETURN; END IF;
    INSERT INTO room.documents (kind, id, revision, title, body, base_revision, saved_by, removed)
      VALUES (p_kind, p_id, latest.revision + 1, latest.title, latest.body, p_base, p_by, true);
    revision := latest.revision + 1;
    stale := p_base IS DISTINCT FROM latest.revision;
    RETURN NEXT;
  END $f$;
  `;

// 4: wrong tries at the trainer passcode and at trainees' PINs, counted across the room (electron/room/
// wrong-tries-room.ts): one row per wrong try, and a 'reset' row when the secret proved right. Their order and
// time are the room's: a trigger sets room_seq and received_at whatever a station sends, so a station's clock (or
// a hostile row) cannot place a try in the future or after every other. `at` is the station's clock, only shown.
export const WRONG_TRIES_MIGRATION = `
  CREATE TABLE room.wrong_tries (
    id uuid PRIMARY KEY,
    secret text NOT NULL CHECK (secret IN ('trainer', 'pin')),
    trainee_id text CHECK (length(trainee_id) BETWEEN 1 AND 100),
    outcome text NOT NULL CHECK (outcome IN ('wrong', 'reset')),
    at timestamptz NOT NULL,
    room_seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    ${STAMP},
    CHECK ((secret = 'pin') = (trainee_id IS NOT NULL))
  );
  CREATE INDEX wrong_tries_received ON room.wrong_tries (received_at);
  CREATE FUNCTION room.stamp_wrong_try() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, room AS $f$
  BEGIN
    NEW.room_seq := nextval(pg_get_serial_sequence('room.wrong_tries', 'room_seq'));
    NEW.received_at := now();
    RETURN NEW;
  END $f$;
  CREATE TRIGGER wrong_tries_stamp BEFORE INSERT ON room.wrong_tries FOR EACH ROW
    EXECUTE FUNCTION room.stamp_wrong_try();
  `;
