// The station's background push (issue 22): offline-first. An answer is committed to the local SQLite and its outbox
// row in the same transaction; this loop sends the outbox to the room in order, in batches, whenever the room can be
// reached, and never stands in an answer's way (it runs on timers, its network waits are asynchronous, and a failure
// is a status for the Training room screen, never an error on the drill's screen). Only one push runs at a time.
import { english, type Phrase } from '../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import {
  acknowledge,
  clearPushedRows,
  nextBatch,
  outboxCount,
  requeueHistory,
  roomState,
  setRoomState,
} from './outbox.ts';
import { describeRoomError, RoomError, type RoomFault } from './problems.ts';
import { roomSchemaVersion } from './prepare.ts';
import { pushAssignments } from './assignments.ts';
import { pushDocuments, type Overtaken } from './documents.ts';
import { pullReference, type StationKey } from './pull.ts';
import { referenceChanged, type ReferenceSeen } from './reference-changes.ts';
import { pushBatch, registerStation, type Station } from './push.ts';
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

export interface SyncStatus {
  readonly state: 'idle' | 'pushing' | 'waiting' | 'stopped';
  /** Records not yet in the room. */
  readonly pending: number;
  /** Records the room refused (kept locally with the reason). */
  readonly refused: number;
  readonly fault: RoomFault | null;
  readonly lastPushAt: string | null;
  /** Rows of the room's reference data this station refused at the last pull, each with what is wrong. */
  readonly refusedFromRoom: readonly Phrase[];
  /** What the trainer should know about sets, profiles and assignments sent to the room (a stale save). */
  readonly notices: readonly MessageRef[];
}

export interface RoomSyncOptions {
  readonly address: RoomAddress;
  readonly station: Station;
  /** The local database, or null while the store is not open. */
  readonly db: () => DatabaseSync | null;
  readonly batchSize?: number;
  readonly idleMs?: number;
  readonly maxBackoffMs?: number;
  readonly connectTimeoutMs?: number;
  readonly now?: () => Date;
  readonly log?: (message: string) => void;
  /** The keys of the stations a trainer marked trusted, at each pull (verifying a report trusts them). */
  readonly onTrustedKeys?: (keys: readonly StationKey[]) => void;
  /** A set or house profile saved here that another trainer's save overtook in the room, as each is found. */
  readonly onOvertaken?: (overtaken: Overtaken) => void;
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

export class RoomSync {
  readonly #options: RoomSyncOptions;
  readonly #pool: pg.Pool;
  #running: Promise<void> | null = null;
  /** The push asked for while one was running: it starts when that one ends. */
  #queued: Promise<SyncStatus> | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #stopped = false;
  #fault: RoomFault | null = null;
  #lastPushAt: string | null = null;
  #backoffMs = 0;
  #refusedFromRoom: readonly Phrase[] = [];
  #notices: MessageRef[] = [];
  /** What the room's reference data was at this run's last pull: pulled again only when it changed since. */
  #referenceSeen: ReferenceSeen | null = null;

  constructor(options: RoomSyncOptions) {
    this.#options = options;
    this.#pool = new pg.Pool(poolConfig(options.address, options.connectTimeoutMs));
    // A server that goes away while the connection is idle: noted, never a crash (the next push reconnects).
    this.#pool.on('error', (error) => {
      this.#fault = describeRoomError(error);
    });
  }

  /** Pushes now and then every idleMs (sooner while the outbox is not empty; later, up to maxBackoffMs, while failing). */
  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    // A push under way gets a moment to finish; past that the connection is closed under it (PostgreSQL rolls its
    // transaction back and the records stay queued), so quitting never waits on a network that does not answer.
    if (this.#running) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const moment = new Promise((resolve) => (timer = setTimeout(resolve, 1_000)));
      await Promise.race([this.#running.catch(() => undefined), moment]);
      clearTimeout(timer);
    }
    await this.#pool.end().catch(() => undefined);
  }

  status(): SyncStatus {
    const db = this.#options.db();
    const pending = db ? outboxCount(db) : 0;
    const refused = db ? (db.prepare('SELECT count(*) AS n FROM room_refused').get() as { n: number }).n : 0;
    const state = this.#stopped ? 'stopped' : this.#running ? 'pushing' : this.#fault ? 'waiting' : 'idle';
    return {
      state,
      pending,
      refused,
      fault: this.#fault,
      lastPushAt: this.#lastPushAt,
      refusedFromRoom: this.#refusedFromRoom,
      notices: this.#notices,
    };
  }

  /** Sends everything in the outbox (or until the room fails); the same promise if a push is already running. */
  pushNow(): Promise<SyncStatus> {
    // A push already under way may have read the outbox before what the caller has just stored (the background push
    // runs every few seconds): the caller's push runs after it, one more at most, shared by all who ask meanwhile.
    // Returning the running push alone left an attempt finished just before it in the room as still running.
    if (this.#running) {
      this.#queued ??= this.#running
        .catch(() => undefined)
        .then(() => {
          this.#queued = null;
          return this.pushNow();
        });
      return this.#queued;
    }
    this.#running = this.#pushAll().finally(() => {
      this.#running = null;
    });
    return this.#running.then(() => this.status());
  }

  #schedule(ms: number): void {
    if (this.#stopped) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.pushNow().then(() => {
        const idle = this.#options.idleMs ?? 5_000;
        this.#schedule(this.#fault ? this.#backoffMs : idle);
      });
    }, ms);
    this.#timer.unref?.();
  }

  /** A room made again (dropped, recreated, prepared) gets this PC's whole history again; nothing is doubled. */
  async #sameRoom(client: pg.ClientBase): Promise<void> {
    const db = this.#options.db();
    if (!db) return;
    const row = await client.query<{ value: string }>(`SELECT value FROM room.meta WHERE key = 'room_id'`);
    const roomId = row.rows[0]?.value;
    if (!roomId) return;
    const known = roomState(db, 'room_id');
    if (known === roomId) return;
    if (known !== null) {
      const queued = requeueHistory(db);
      this.#options.log?.(
        `room: this is not the room this PC pushed to before (made again?): ${queued} records queued again`,
      );
    }
    setRoomState(db, 'room_id', roomId);
  }

  async #pushAll(): Promise<void> {
    const batchSize = this.#options.batchSize ?? 200;
    try {
      const client = await this.#pool.connect();
      let broken: Error | undefined;
      // The server going away between two queries is reported on the client itself: noted, never a crash.
      const onError = (error: Error) => {
        broken = error;
        this.#fault = describeRoomError(error);
      };
      client.on('error', onError);
      try {
        await checkRoomSchema(client);
        await this.#sameRoom(client);
        await registerStation(client, this.#options.station);
        for (;;) {
          if (this.#stopped) break;
          const db = this.#options.db();
          if (!db) break;
          const batch = nextBatch(db, batchSize);
          if (batch.length === 0) {
            clearPushedRows(db);
            break;
          }
          const pushed = await pushBatch(client, this.#options.station, batch);
          const local = this.#options.db();
          if (!local) break;
          const now = (this.#options.now ?? (() => new Date()))().toISOString();
          acknowledge(local, pushed.through, pushed.refused, now);
          for (const r of pushed.refused)
            this.#options.log?.(`room refused record ${r.row.seq} (${r.row.kind}): ${r.reason}`);
          this.#lastPushAt = now;
          // Between batches the event loop takes the answers waiting, before the next batch is read.
          await new Promise((resolve) => setImmediate(resolve));
        }
        const db = this.#options.db();
        if (db && !this.#stopped && this.#options.address.user === 'bdt_trainer') {
          // Sets and profiles before assignments, and after the trainees the outbox sent: what they name is there.
          const by = this.#options.station.name;
          const notices = [
            ...(await pushDocuments(
              client,
              db,
              'drill_set',
              by,
              this.#options.onOvertaken,
              this.#options.log,
            )),
            ...(await pushDocuments(
              client,
              db,
              'house_profile',
              by,
              this.#options.onOvertaken,
              this.#options.log,
            )),
            ...(await pushAssignments(client, db, by, this.#options.log)),
          ];
          if (notices.length > 0) this.#notices = [...this.#notices, ...notices].slice(-20);
        }
        const check = db && !this.#stopped ? await referenceChanged(client, this.#referenceSeen) : null;
        if (db && check?.changed) {
          const now = (this.#options.now ?? (() => new Date()))().toISOString();
          const pulled = await pullReference(client, db, now);
          this.#refusedFromRoom = pulled.refused;
          this.#options.onTrustedKeys?.(pulled.trustedKeys);
          this.#referenceSeen = check.seen;
        }
        this.#fault = null;
        this.#backoffMs = 0;
      } catch (error) {
        broken = error as Error;
        throw error;
      } finally {
        // A connection that failed mid-push is discarded, not reused.
        client.off('error', onError);
        client.release(broken);
      }
    } catch (error) {
      this.#fault = describeRoomError(error);
      this.#backoffMs = Math.min(Math.max(this.#backoffMs * 2, 1_000), this.#options.maxBackoffMs ?? 60_000);
      this.#options.log?.(`room: ${english(this.#fault.message)}`);
    }
  }
}
