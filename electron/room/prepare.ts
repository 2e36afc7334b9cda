// IT's one command (`room -- init`): the schema with its migrations, the two login roles and their rights, run as the
// database's administrator. Idempotent: run again, it changes nothing but the roles' passwords (and migrates an older
// room). One advisory lock, so two IT staff running it at once do not race.
import type { ClientBase } from 'pg';
import { appendOnlyTriggers, grants } from './room-grants.ts';
import { HISTORY_TABLES, REFERENCE_TABLES, ROOM_MIGRATIONS, ROOM_SCHEMA_VERSION } from './room-schema.ts';
import { scramVerifier } from './scram.ts';

export const ROOM_ROLES = ['bdt_station', 'bdt_trainer'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

const LOCK = 'SELECT pg_advisory_xact_lock(hashtext($1))';

export interface Prepared {
  readonly from: number;
  readonly to: number;
}

/** The room's schema version, or null when this database has no room (no `room.meta`). */
export async function roomSchemaVersion(client: ClientBase): Promise<number | null> {
  const found = await client.query<{ t: string | null }>(`SELECT to_regclass('room.meta')::text AS t`);
  if (!found.rows[0]?.t) return null;
  const row = await client.query<{ value: string }>(
    `SELECT value FROM room.meta WHERE key = 'schema_version'`,
  );
  const version = Number(row.rows[0]?.value);
  return Number.isInteger(version) && version >= 0 ? version : null;
}

/** PostgreSQL's report of two sessions changing one catalog row at once (here, the same role). */
function isConcurrentCatalogUpdate(error: unknown): boolean {
  return error instanceof Error && error.message === 'tuple concurrently updated';
}

export async function prepareRoom(
  client: ClientBase,
  passwords: Record<RoomRole, string>,
): Promise<Prepared> {
  // The login roles belong to the whole server, while the advisory lock covers only this database: two rooms on one
  // server prepared at the same moment can both ALTER a role, and PostgreSQL fails the later one. Its transaction is
  // rolled back whole, so it is simply run again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await prepareOnce(client, passwords);
    } catch (error) {
      if (attempt >= 5 || !isConcurrentCatalogUpdate(error)) throw error;
    }
  }
}

async function prepareOnce(client: ClientBase, passwords: Record<RoomRole, string>): Promise<Prepared> {
  await client.query('BEGIN');
  try {
    await client.query(LOCK, ['bdt room init']);
    await client.query('CREATE SCHEMA IF NOT EXISTS room');
    await client.query('CREATE TABLE IF NOT EXISTS room.meta (key text PRIMARY KEY, value text NOT NULL)');
    await client.query(`INSERT INTO room.meta VALUES ('schema_version', '0') ON CONFLICT DO NOTHING`);
    // Which room this is: a station that finds another id (the database made again) sends its history again.
    await client.query(
      `INSERT INTO room.meta VALUES ('room_id', gen_random_uuid()::text) ON CONFLICT DO NOTHING`,
    );
    const from = (await roomSchemaVersion(client)) ?? 0;
    if (from > ROOM_SCHEMA_VERSION) {
      throw new Error(
        `this room's schema is version ${from}, newer than this app knows (${ROOM_SCHEMA_VERSION}): update the app`,
      );
    }
    for (let v = from; v < ROOM_SCHEMA_VERSION; v++) {
      await client.query(ROOM_MIGRATIONS[v] as string);
      await client.query(`UPDATE room.meta SET value = $1 WHERE key = 'schema_version'`, [String(v + 1)]);
    }
    await client.query(appendOnlyTriggers());
    for (const role of ROOM_ROLES) {
      const verifier = client.escapeLiteral(scramVerifier(passwords[role]));
      const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
      const verb = exists.rowCount ? 'ALTER' : 'CREATE';
      await client.query(
        `${verb} ROLE ${role} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${verifier}`,
      );
    }
    const db = await client.query<{ d: string }>('SELECT current_database() AS d');
    await client.query(grants(db.rows[0]?.d ?? ''));
    await client.query('COMMIT');
    return { from, to: ROOM_SCHEMA_VERSION };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

export interface RoomStatus {
  readonly schemaVersion: number | null;
  readonly appSchemaVersion: number;
  readonly stations: readonly { id: string; name: string; joinedAt: string; hasKey: boolean }[];
  readonly rows: Record<string, number>;
}

export async function roomStatus(client: ClientBase): Promise<RoomStatus> {
  const schemaVersion = await roomSchemaVersion(client);
  if (schemaVersion === null || schemaVersion < 1) {
    return { schemaVersion, appSchemaVersion: ROOM_SCHEMA_VERSION, stations: [], rows: {} };
  }
  const stations = await client.query<{
    id: string;
    name: string;
    joined_at: Date;
    public_key: string | null;
  }>('SELECT id, name, joined_at, public_key FROM room.stations ORDER BY joined_at, id');
  const rows: Record<string, number> = {};
  for (const table of [...REFERENCE_TABLES, ...HISTORY_TABLES]) {
    const counted = await client.query<{ n: string }>(`SELECT count(*) AS n FROM room.${table}`);
    rows[table] = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    schemaVersion,
    appSchemaVersion: ROOM_SCHEMA_VERSION,
    stations: stations.rows.map((s) => ({
      id: s.id,
      name: s.name,
      joinedAt: s.joined_at.toISOString(),
      hasKey: s.public_key !== null,
    })),
    rows,
  };
}
