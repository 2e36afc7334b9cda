// This PC in a training room (issue 22): its room settings (kept in its SQLite; the password only sealed with
// Electron's safeStorage, never in clear), the background push, "Test the connection", joining and leaving, and the
// room's dashboard for the trainer. A PC with no room configured never gets here past `start()`.
import type { DatabaseSync } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Result } from '../../core/result.ts';
import { ensureOutboxTables, roomState, setRoomState, startOutbox, stopOutbox } from './outbox.ts';
import { describeRoomError, type RoomFault } from './problems.ts';
import { roomCohort, type CohortPeriod, type RoomCohort } from './cohort-read.ts';
import { roomDashboardReads, type DashboardReads } from './dashboard-reads.ts';
import { knownCaseWindows } from './case-window-read.ts';
import { roomDashboard, roomTraineeHistory, type RoomSessionRow, type RoomTraineeRow } from './read.ts';
import { roomProgressHistory, type KnownAnswers, type RoomProgressHistory } from './progress-read.ts';
import { roomAttempts, type RoomAttemptRow } from './attempts-read.ts';
import { roomExport, type Period, type RoomExport } from './export-read.ts';
import { checkRoomSchema, poolConfig, RoomSync, type RoomAddress, type SyncStatus } from './sync.ts';
import type { Overtaken } from './documents.ts';
import { MATCHES, MATCH_ORDER, type KEY_NOT_YET } from './push.ts';
import { RoomReadPool } from './read-pool.ts';

/** Electron's safeStorage, at the boundary (tests give a double). */
export interface SecretBox {
  /** False where the system has no keyring (Electron's "basic_text" on Linux counts as none). */
  isEncryptionAvailable(): boolean;
  encryptString(text: string): Buffer;
  decryptString(sealed: Buffer): string;
}

export interface RoomSettings {
  readonly host: string;
  readonly port: number;
  readonly database: string;
  readonly user: 'bdt_station' | 'bdt_trainer';
  readonly tls: boolean;
  readonly stationName: string;
}

interface StoredConfig extends RoomSettings {
  readonly stationId: string;
  /** base64 of safeStorage's sealed bytes; null when the system cannot seal (the password is then kept in memory). */
  readonly sealedPassword: string | null;
}

export interface RoomView {
  readonly configured: boolean;
  readonly settings: RoomSettings | null;
  readonly stationId: string | null;
  /** Where the password is: sealed by the system's keyring, only in memory until the app closes, or missing. */
  readonly password: 'sealed' | 'memory' | 'missing';
  readonly sync: SyncStatus | null;
}

export interface ConnectionCheck {
  readonly ok: boolean;
  readonly problem: RoomFault['problem'] | null;
  readonly message: string;
}

export interface JoinPreview {
  /** Each local trainee and whom they become in the room. */
  readonly trainees: readonly {
    readonly name: string;
    readonly staffNumber: string | null;
    readonly match: 'already in the room' | 'same staff number' | 'same name' | 'new';
    readonly roomName: string | null;
  }[];
  readonly sessions: number;
  readonly responses: number;
  readonly attempts: number;
  readonly grades: number;
  /** Of those sessions, how many the room has already (they are not sent twice). */
  readonly sessionsInRoom: number;
}

const CONFIG_KEY = 'config';

export interface RoomStationOptions {
  readonly db: () => DatabaseSync | null;
  readonly secrets: SecretBox | null;
  readonly publicKey: () => string | null | typeof KEY_NOT_YET;
  /** Trusts a station's public key for verifying reports (the key store's sealed list); what is wrong, or null. */
  readonly trustKey?: (publicKeyPem: string, label: string) => string | null;
  readonly log: (message: string) => void;
  readonly now?: () => Date;
  readonly idleMs?: number;
  /** A save of this PC's another trainer's overtook in the room, found by a push (once per such save). */
  readonly onOvertaken?: (overtaken: Overtaken) => void;
  /** Once in a room (starting, joining): the app readies the progress pages' counting thread (a second to load). */
  readonly onInRoom?: () => void;
}

function clientConfig(address: RoomAddress): pg.ClientConfig {
  const { max: _max, idleTimeoutMillis: _idle, ...config } = poolConfig(address);
  return config;
}

export class RoomStation {
  readonly #options: RoomStationOptions;
  #sync: RoomSync | null = null;
  #memoryPassword: string | null = null;
  /** The other stations' answers last read per trainee (progress pages), kept while the room is the same. */
  #knownAnswers: KnownAnswers = new Map();
  /** The room's case windows last read for the Dashboard (case-window-read.ts). */
  #knownCases = knownCaseWindows();
  readonly #reads = new RoomReadPool();

  constructor(options: RoomStationOptions) {
    this.#options = options;
  }

  #config(): StoredConfig | null {
    const db = this.#options.db();
    if (!db) return null;
    const raw = roomState(db, CONFIG_KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as StoredConfig;
    } catch {
      this.#options.log('room: the stored room settings are not JSON; the station works on its own');
      return null;
    }
  }

  #password(config: StoredConfig): string | null {
    if (this.#memoryPassword !== null) return this.#memoryPassword;
    if (!config.sealedPassword || !this.#options.secrets?.isEncryptionAvailable()) return null;
    try {
      return this.#options.secrets.decryptString(Buffer.from(config.sealedPassword, 'base64'));
    } catch {
      this.#options.log('room: the sealed password could not be opened (another user or computer?)');
      return null;
    }
  }

  /** Starts the push if this PC is in a room and its password can be had. */
  start(): void {
    const config = this.#config();
    if (!config) return;
    const password = this.#password(config);
    if (password === null) return;
    const db = this.#options.db();
    if (db) startOutbox(db);
    const publicKey = this.#options.publicKey;
    this.#sync = new RoomSync({
      address: { ...config, password },
      // Asked for at each push: a station started before any unlock registers once trainer mode is opened (push.ts).
      station: {
        id: config.stationId,
        name: config.stationName,
        get publicKey() {
          return publicKey();
        },
      },
      db: this.#options.db,
      log: this.#options.log,
      idleMs: this.#options.idleMs,
      onOvertaken: this.#options.onOvertaken,
      onTrustedKeys: (keys) => {
        for (const key of keys) {
          const problem = this.#options.trustKey?.(key.publicKey, `Training room station ${key.stationName}`);
          if (problem)
            this.#options.log(`room: the key of station ${key.stationName} was not trusted: ${problem}`);
        }
      },
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    this.#sync.start();
    this.#options.onInRoom?.();
  }

  view(): RoomView {
    const config = this.#config();
    if (!config)
      return { configured: false, settings: null, stationId: null, password: 'missing', sync: null };
    const { stationId, sealedPassword, ...settings } = config;
    const password = this.#memoryPassword !== null ? 'memory' : sealedPassword ? 'sealed' : 'missing';
    return { configured: true, settings, stationId, password, sync: this.#sync?.status() ?? null };
  }

  /** Connects once with these settings and says, in words, what is wrong (or that it is a room this app can use). */
  async test(settings: RoomSettings, password: string | undefined): Promise<ConnectionCheck> {
    const config = this.#config();
    const pass = password ?? (config ? this.#password(config) : null);
    if (pass === null || pass === '') {
      return {
        ok: false,
        problem: 'wrong-password',
        message: 'Enter the password IT gave you for this role.',
      };
    }
    const client = new pg.Client(clientConfig({ ...settings, password: pass }));
    client.on('error', () => undefined);
    try {
      await client.connect();
      const version = await checkRoomSchema(client);
      const right = await client.query<{ can: boolean }>(
        `SELECT has_table_privilege('room.responses', 'INSERT') AS can`,
      );
      if (!right.rows[0]?.can) {
        return {
          ok: false,
          problem: 'no-right',
          message: `The role ${settings.user} cannot record history in this room (its rights were revoked): ask IT to run the room's init again.`,
        };
      }
      const stations = await client.query<{ n: string }>('SELECT count(*) AS n FROM room.stations');
      return {
        ok: true,
        problem: null,
        message: `Connected: a training room (schema ${version}) with ${stations.rows[0]?.n ?? 0} station(s).`,
      };
    } catch (error) {
      const fault = describeRoomError(error);
      return { ok: false, problem: fault.problem, message: fault.message };
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** What joining would upload and how this PC's trainees match the room's (nothing is sent). */
  async preview(settings: RoomSettings, password: string | undefined): Promise<Result<JoinPreview>> {
    const db = this.#options.db();
    if (!db) return { ok: false, error: 'The training database is not open.' };
    const config = this.#config();
    const pass = password ?? (config ? this.#password(config) : null);
    if (!pass) return { ok: false, error: 'Enter the password IT gave you for this role.' };
    const local = db.prepare('SELECT id, name, identifier FROM trainees ORDER BY name, id').all() as {
      id: string;
      name: string;
      identifier: string;
    }[];
    const counted = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const sessionIds = (db.prepare('SELECT id FROM sessions').all() as { id: string }[]).map((r) => r.id);
    const client = new pg.Client(clientConfig({ ...settings, password: pass }));
    client.on('error', () => undefined);
    try {
      await client.connect();
      await checkRoomSchema(client);
      const people = JSON.stringify(
        local.map((t) => ({ id: t.id, name: t.name, staff_number: t.identifier.trim() || null })),
      );
      const matched = await client.query<{
        id: string;
        room_name: string;
        how: JoinPreview['trainees'][number]['match'];
      }>(
        `SELECT DISTINCT ON (x.id) x.id, t.name AS room_name,
           CASE WHEN EXISTS (SELECT 1 FROM room.trainee_aliases a WHERE a.alias_id = x.id) THEN 'already in the room'
                WHEN x.staff_number IS NOT NULL AND t.staff_number = x.staff_number THEN 'same staff number'
                WHEN t.id = x.id THEN 'already in the room'
                ELSE 'same name' END AS how
         FROM jsonb_to_recordset($1::jsonb) AS x (id text, name text, staff_number text)
         JOIN room.trainees t ON ${MATCHES}
         ORDER BY x.id, ${MATCH_ORDER}`,
        [people],
      );
      const byId = new Map(matched.rows.map((r) => [r.id, r]));
      const inRoom = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM room.sessions WHERE id = ANY($1)',
        [sessionIds],
      );
      return {
        ok: true,
        value: {
          trainees: local.map((t) => {
            const m = byId.get(t.id);
            return {
              name: t.name,
              staffNumber: t.identifier.trim() || null,
              match: m?.how ?? 'new',
              roomName: m?.room_name ?? null,
            };
          }),
          sessions: sessionIds.length,
          responses: counted('responses'),
          attempts: counted('assessment_attempts'),
          grades: counted('practical_grades'),
          sessionsInRoom: Number(inRoom.rows[0]?.n ?? 0),
        },
      };
    } catch (error) {
      return { ok: false, error: describeRoomError(error).message };
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /**
   * Joins (or changes) the room: the settings and the sealed password are saved, what this PC already recorded goes
   * into the outbox (the room ignores what it has), and the push starts. Works offline too: it waits for the room.
   */
  async join(settings: RoomSettings, password: string): Promise<Result<RoomView>> {
    this.#knownAnswers = new Map();
    this.#knownCases = knownCaseWindows();
    const db = this.#options.db();
    if (!db)
      return { ok: false, error: 'The training database is not open, so this PC cannot join a room now.' };
    const secrets = this.#options.secrets;
    const sealed = secrets?.isEncryptionAvailable()
      ? secrets.encryptString(password).toString('base64')
      : null;
    await this.#sync?.stop();
    this.#sync = null;
    ensureOutboxTables(db);
    const stationId = this.#config()?.stationId ?? randomUUID();
    const config: StoredConfig = { ...settings, stationId, sealedPassword: sealed };
    setRoomState(db, CONFIG_KEY, JSON.stringify(config));
    this.#memoryPassword = sealed === null ? password : null;
    this.start();
    return { ok: true, value: this.view() };
  }

  /** Leaves the room: the push stops and nothing more is queued; local records and the outbox are kept. */
  async leave(): Promise<RoomView> {
    this.#knownAnswers = new Map();
    this.#knownCases = knownCaseWindows();
    await this.#reads.end();
    await this.#sync?.stop();
    this.#sync = null;
    this.#memoryPassword = null;
    const db = this.#options.db();
    if (db) {
      stopOutbox(db);
      db.prepare('DELETE FROM room_state WHERE key = ?').run(CONFIG_KEY);
    }
    return this.view();
  }

  async pushNow(): Promise<RoomView> {
    await this.#sync?.pushNow();
    return this.view();
  }

  async #read<T>(work: (client: pg.ClientBase, config: StoredConfig) => Promise<T>): Promise<Result<T>> {
    const config = this.#config();
    const password = config ? this.#password(config) : null;
    if (!config || password === null) return { ok: false, error: 'This PC is not in a training room.' };
    try {
      return { ok: true, value: await this.#reads.read({ ...config, password }, (c) => work(c, config)) };
    } catch (error) {
      return { ok: false, error: describeRoomError(error).message };
    }
  }

  dashboard(): Promise<Result<RoomTraineeRow[]>> {
    return this.#read((client) => roomDashboard(client));
  }

  /** The cohort over a period on the room's other stations, and the room's person of each of `localTrainees`. */
  cohort(period: CohortPeriod, localTrainees: readonly string[]): Promise<Result<RoomCohort>> {
    return this.#read((client, config) => roomCohort(client, config.stationId, period, localTrainees));
  }

  /** The Dashboard's rows on one connection (dashboard-reads.ts); `limit`: the newest attempts kept per person. */
  dashboardRows(limit: number): Promise<Result<DashboardReads>> {
    return this.#read((client, config) =>
      roomDashboardReads(client, config.stationId, limit, this.#knownCases),
    );
  }

  traineeHistory(traineeId: string): Promise<Result<RoomSessionRow[]>> {
    return this.#read((client) => roomTraineeHistory(client, traineeId));
  }

  /** A trainee's history on every station, for their progress page (this PC's own answers it has already). */
  progressHistory(traineeId: string): Promise<Result<RoomProgressHistory>> {
    return this.#read((client, config) =>
      roomProgressHistory(client, traineeId, config.stationId, this.#knownAnswers),
    );
  }

  /** A candidate's assessment attempts recorded on the room's other stations. */
  attempts(traineeId: string): Promise<Result<{ attempts: RoomAttemptRow[]; refused: number }>> {
    return this.#read((client, config) => roomAttempts(client, traineeId, config.stationId));
  }

  /** The answers and attempts recorded on the room's other stations (a trainee's, or all: null), for an export. */
  exportRows(
    traineeId: string | null,
    period: Period,
    localIds: readonly string[] = [],
  ): Promise<Result<RoomExport>> {
    return this.#read((client, config) => roomExport(client, traineeId, config.stationId, period, localIds));
  }

  /** This PC's name in the room, or null when it is in none. */
  stationName(): string | null {
    return this.#config()?.stationName ?? null;
  }

  async close(): Promise<void> {
    await this.#reads.end();
    await this.#sync?.stop();
    this.#sync = null;
  }
}
