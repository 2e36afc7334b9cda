// What each role of the room may do, in PostgreSQL itself (issue 22): the append-only triggers on every history table,
// and the grants of the station's and the trainer's roles, applied afresh on every init after the migrations.
import {
  HISTORY_TABLES,
  REFERENCE_TABLES,
  REVISION_TABLES,
  STATION_INSERTS_REFERENCE,
  SUMMARY_TABLES,
  TRAINER_HISTORY_TABLES,
} from './room-schema.ts';

/** Every history table refuses UPDATE, DELETE and TRUNCATE, for every role (an owner must drop the trigger first). */
export function appendOnlyTriggers(tables: readonly string[] = HISTORY_TABLES): string {
  return tables
    .map(
      (t) => `
    CREATE OR REPLACE TRIGGER ${t}_append_only BEFORE UPDATE OR DELETE ON room.${t}
      FOR EACH ROW EXECUTE FUNCTION room.refuse_change();
    CREATE OR REPLACE TRIGGER ${t}_no_truncate BEFORE TRUNCATE ON room.${t}
      FOR EACH STATEMENT EXECUTE FUNCTION room.refuse_change();`,
    )
    .join('\n');
}

const SAVE_ASSIGNMENT =
  'room.save_assignment(text, integer, text, text, text, timestamptz, date, boolean, text)';

const REMOVE_DOCUMENT = 'room.remove_document(text, text, integer, text)';

/** The two roles' rights, granted afresh on every init (so a table added by a migration is covered). */
export function grants(database: string): string {
  const all = [...HISTORY_TABLES, ...REFERENCE_TABLES, ...SUMMARY_TABLES, 'meta']
    .map((t) => `room.${t}`)
    .join(', ');
  const history = HISTORY_TABLES.map((t) => `room.${t}`).join(', ');
  const revisioned = new Set<string>(REVISION_TABLES);
  const edited = REFERENCE_TABLES.filter((t) => !revisioned.has(t))
    .map((t) => `room.${t}`)
    .join(', ');
  const revisions = REVISION_TABLES.map((t) => `room.${t}`).join(', ');
  const stationReference = STATION_INSERTS_REFERENCE.map((t) => `room.${t}`).join(', ');
  const db = `"${database.replaceAll('"', '""')}"`;
  return `
    REVOKE ALL ON ${all} FROM PUBLIC, bdt_station, bdt_trainer;
    REVOKE ALL ON FUNCTION room.save_document(text, text, integer, text, jsonb, text) FROM PUBLIC;
    REVOKE ALL ON FUNCTION ${SAVE_ASSIGNMENT} FROM PUBLIC;
    GRANT CONNECT ON DATABASE ${db} TO bdt_station, bdt_trainer;
    GRANT USAGE ON SCHEMA room TO bdt_station, bdt_trainer;
    GRANT SELECT ON ${all} TO bdt_station, bdt_trainer;
    -- A trainer's PC is a station too: it records history with the trainer's role.
    GRANT INSERT ON ${history} TO bdt_station, bdt_trainer;
    REVOKE INSERT ON ${TRAINER_HISTORY_TABLES.map((t) => `room.${t}`).join(', ')} FROM bdt_station;
    GRANT INSERT ON ${stationReference} TO bdt_station;
    -- A station registers itself and its key, but cannot mark any key trusted (only these columns).
    GRANT INSERT (id, name, public_key) ON room.stations TO bdt_station;
    GRANT INSERT, UPDATE, DELETE ON ${edited} TO bdt_trainer;
    GRANT INSERT ON ${revisions} TO bdt_trainer;
    GRANT EXECUTE ON FUNCTION room.save_document(text, text, integer, text, jsonb, text) TO bdt_trainer;
    GRANT EXECUTE ON FUNCTION ${SAVE_ASSIGNMENT} TO bdt_trainer;
    REVOKE ALL ON FUNCTION ${REMOVE_DOCUMENT} FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION ${REMOVE_DOCUMENT} TO bdt_trainer;
  `;
}
