// This PC in a training room (issue 22): its room settings (kept in its SQLite; the password only sealed with
// Electron's safeStorage, never in clear), the background push, "Test the connection", joining and leaving, and the
// room's dashboard for the trainer. The connection test and the join preview are connection-check.ts and
// join-preview.ts. A PC with no room configured never gets here past `start()`.
import { failure } from '../../core/i18n/failure.ts';
import type { DatabaseSync } from 'node:sqlite';
import { ref } from '../../core/i18n/say.ts';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ConnectionCheck, JoinPreview, Result, RoomSettings, RoomView } from '../../contract/index.ts';
import { ensureOutboxTables, roomState, setRoomState, startOutbox, stopOutbox } from './outbox.ts';
import { describeRoomError } from './problems.ts';
import { checkConnection } from './connection-check.ts';
import { joinPreview } from './join-preview.ts';
import { roomCohort, type CohortPeriod, type RoomCohort } from './cohort-read.ts';
import { roomDashboardReads, type DashboardReads } from './dashboard-reads.ts';
import { knownCaseWindows } from './case-window-read.ts';
import { roomDashboard, roomTraineeHistory, type RoomSessionRow, type RoomTraineeRow } from './read.ts';
import { roomProgressHistory, type KnownAnswers, type RoomProgressHistory } from './progress-read.ts';
import { roomAttempts, type RoomAttemptRow } from './attempts-read.ts';
import { roomExport, type Period, type RoomExport } from './export-read.ts';
import { RoomSync } from './sync.ts';
import type { Overtaken } from './documents.ts';
import type { KEY_NOT_YET } from './push.ts';
import { RoomReadPool } from './read-pool.ts';

/** Electron's safeStorage, at the boundary (tests give a double). */
export interface SecretBox {
  /** False where the system has no keyring (Electron's "basic_text" on Linux counts as none). */
  isEncryptionAvailable(): boolean;
  encryptString(text: string): Buffer;
  decryptString(sealed: Buffer): string;
}

interface StoredConfig extends RoomSettings {
  readonly stationId: string;
  /** base64 of safeStorage's sealed bytes; null when the system cannot seal (the password is then kept in memory). */
  readonly sealedPassword: string | null;
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

  /** The password this PC keeps for its room (sealed, or in memory), or null. */
  #keptPassword(): string | null {
    const config = this.#config();
    return config ? this.#password(config) : null;
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

  /**
   * Joins (or changes) the room: the settings and the sealed password are saved, what this PC already recorded goes
   * into the outbox (the room ignores what it has), and the push starts. Works offline too: it waits for the room.
   */
  async join(settings: RoomSettings, password: string): Promise<Result<RoomView>> {
    this.#knownAnswers = new Map();
    this.#knownCases = knownCaseWindows();
    const db = this.#options.db();
    if (!db) return failure(ref('err_room_db_not_open_join', {}));
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

  /** Connects once with these settings and says, in words, what is wrong (or that it is a room this app can use). */
  test(settings: RoomSettings, password: string | undefined): Promise<ConnectionCheck> {
    return checkConnection(settings, password ?? this.#keptPassword());
  }

  /** What joining would upload and how this PC's trainees match the room's (nothing is sent). */
  async preview(settings: RoomSettings, password: string | undefined): Promise<Result<JoinPreview>> {
    const db = this.#options.db();
    if (!db) return failure(ref('err_room_db_not_open', {}));
    const pass = password ?? this.#keptPassword();
    if (!pass) return failure(ref('err_room_enter_password', {}));
    return joinPreview(db, settings, pass);
  }

  async pushNow(): Promise<RoomView> {
    await this.#sync?.pushNow();
    return this.view();
  }

  async #read<T>(work: (client: pg.ClientBase, config: StoredConfig) => Promise<T>): Promise<Result<T>> {
    const config = this.#config();
    const password = config ? this.#password(config) : null;
    if (!config || password === null) return failure(ref('err_room_not_in_room', {}));
    try {
      return { ok: true, value: await this.#reads.read({ ...config, password }, (c) => work(c, config)) };
    } catch (error) {
      return failure(describeRoomError(error).message);
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
