// The room's address, the pool settings every connection to it uses, and the check that a database is a room this
// app knows (issue 22): shared by the push thread (push-run.ts), the reads (read-pool.ts) and the settings form.
import { ref } from '../../core/i18n/say.ts';
import type pg from 'pg';
import { RoomError } from './problems.ts';
import { roomSchemaVersion } from './prepare.ts';
import { ROOM_SCHEMA_VERSION } from './room-schema.ts';

export interface RoomAddress {
  readonly host: string;
  readonly port: number;
  readonly database: string;
  readonly user: string;
  readonly password: string;
  /** Require an encrypted connection whose certificate the system trusts. */
  readonly tls: boolean;
}

export function poolConfig(address: RoomAddress, connectTimeoutMs = 5_000): pg.PoolConfig {
  return {
    host: address.host,
    port: address.port,
    database: address.database,
    user: address.user,
    password: address.password,
    ssl: address.tls ? { rejectUnauthorized: true } : false,
    max: 1,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: 60_000,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    application_name: 'baccarat-dealer-trainer',
  };
}

/** Refuses a room whose schema this app does not know (or a database that is not a room), in words. */
export async function checkRoomSchema(client: pg.ClientBase): Promise<number> {
  const version = await roomSchemaVersion(client);
  if (version === null || version === 0) {
    throw new RoomError('not-a-room', ref('main_room_not_a_room', {}));
  }
  if (version > ROOM_SCHEMA_VERSION) {
    throw new RoomError(
      'newer-schema',
      ref('main_room_newer_schema', { version, known: ROOM_SCHEMA_VERSION }),
    );
  }
  if (version < ROOM_SCHEMA_VERSION) {
    throw new RoomError('other', ref('main_room_older_schema', { version, known: ROOM_SCHEMA_VERSION }));
  }
  return version;
}
