// The training room's tests run against a real PostgreSQL (scripts/with-postgres.sh starts one; .ci/run does it in
// CI). Each test file gets its own database, prepared by the real `room -- init` code; stations are real backends
// (the main process minus Electron) with their own data folders and random ids, as on separate PCs.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createBackend, type Backend, type BackendOptions } from '../../electron/backend.ts';
import type { Channel, RequestOf, ResponseOf } from '../../contract/index.ts';
import { startOutbox } from '../../electron/room/outbox.ts';
import { prepareRoom } from '../../electron/room/prepare.ts';
import { poolConfig, RoomSync, type RoomAddress } from '../../electron/room/sync.ts';
import { FakeDialogs } from '../support/doubles.ts';
import { playSession } from '../support/play.ts';

export const PG_URL = process.env['BDT_TEST_PG_URL'] ?? '';
/** Locally, without PostgreSQL, the room's tests are skipped and say why; under CI they fail. */
export const NO_PG_REASON = 'PostgreSQL is not running: run the room tests with scripts/with-postgres.sh';
if (!PG_URL && process.env['CI']) {
  throw new Error(`BDT_TEST_PG_URL is not set under CI: ${NO_PG_REASON}`);
}

export const PASSWORDS = { bdt_station: 'station-secret-1234', bdt_trainer: 'trainer-secret-1234' } as const;
export const APP_ROOT = join(import.meta.dirname, '..', 'electron', 'fixtures', 'app');

/** A practice drill set of the fixture app (call-hand-practice.json), as its file has it. */
export function fixtureSet(): { title: string } & Record<string, unknown> {
  return JSON.parse(
    readFileSync(join(APP_ROOT, 'assets', 'drill-sets', 'call-hand-practice.json'), 'utf8'),
  ) as { title: string } & Record<string, unknown>;
}
export const APP_PAGE = 'app://trainer/index.html';

export interface Room {
  readonly database: string;
  readonly admin: () => Promise<pg.Client>;
  readonly address: (role: 'bdt_station' | 'bdt_trainer', password?: string) => RoomAddress;
  drop(): Promise<void>;
}

function urlFor(database: string): URL {
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return url;
}

export async function connect(url: URL | string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: String(url) });
  await client.connect();
  return client;
}

/** A fresh, prepared room database (dropped first if a previous run left it). */
export async function freshRoom(name: string): Promise<Room> {
  const database = `bdt_test_${name}`;
  const server = await connect(PG_URL);
  try {
    await server.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${database}`);
  } finally {
    await server.end();
  }
  const admin = () => connect(urlFor(database));
  const setup = await admin();
  try {
    await prepareRoom(setup, PASSWORDS);
  } finally {
    await setup.end();
  }
  const url = urlFor(database);
  return {
    database,
    admin,
    address: (role, password) => ({
      host: url.hostname,
      port: Number(url.port),
      database,
      user: role,
      password: password ?? PASSWORDS[role],
      tls: false,
    }),
    async drop() {
      const s = await connect(PG_URL);
      try {
        await s.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      } finally {
        await s.end();
      }
    },
  };
}

export interface TestStation {
  readonly id: string;
  readonly dir: string;
  readonly backend: Backend;
  readonly sync: RoomSync;
  db(): DatabaseSync;
  value<C extends Channel>(channel: C, request?: RequestOf<C>): Promise<ResponseOf<C>>;
  /** Starts a practice session on the fixture set and answers it to the end (right on even steps). */
  practise(traineeId: string): Promise<string>;
  close(): Promise<void>;
}

/** A station's backend on `dir` as the app's page talks to it (the fixture app, set up, dialogs a double). */
export function stationOptions(dir: string, extra: Partial<BackendOptions> = {}): BackendOptions {
  return {
    dataDir: dir,
    appRoot: APP_ROOT,
    dialogs: new FakeDialogs(),
    isTrustedSender: (url) => url === APP_PAGE,
    version: '0.0.0-test',
    platform: 'test',
    newId: () => randomUUID(),
    log: () => {},
    assumeSetUp: true,
    ...extra,
  };
}

/** Starts a practice session on the fixture set and answers it to the end (right on even steps); its id. */
export async function practiseOn(backend: Backend, db: DatabaseSync, traineeId: string): Promise<string> {
  const start = await backend.registry.invoke(
    'sessions.start',
    { traineeId, drillSetId: 'call-hand-practice' },
    APP_PAGE,
  );
  if (!start.ok) throw new Error(`sessions.start failed: ${start.error}`);
  const view = start.value as ResponseOf<'sessions.start'>;
  await playSession(db, view, (r) => backend.registry.invoke('sessions.answer', r, APP_PAGE) as never, {
    right: (_key, n) => n % 2 === 0,
    responseMs: (_key, n) => 1000 + n,
  });
  return view.sessionId;
}

export function openStation(
  name: string,
  address: RoomAddress,
  options: {
    now?: () => Date;
    batchSize?: number;
    dir?: string;
    id?: string;
    log?: (line: string) => void;
    /** The push thread's file, asked at each start (one that dies mid-push). */
    workerUrl?: () => URL;
  } = {},
): TestStation {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), `bdt-station-${name}-`));
  const backend = createBackend(
    stationOptions(dir, { storage: { busyTimeoutMs: 0 }, ...(options.now ? { now: options.now } : {}) }),
  );
  const db = () => {
    const open = backend.store.db();
    if (!open.ok) throw new Error(open.error);
    return open.value;
  };
  startOutbox(db());
  const id = options.id ?? randomUUID();
  const sync = new RoomSync({
    address,
    station: { id, name, publicKey: null },
    db: () => {
      const open = backend.store.db();
      return open.ok ? open.value : null;
    },
    batchSize: options.batchSize ?? 500,
    connectTimeoutMs: 2_000,
    ...(options.log ? { log: options.log } : {}),
    ...(options.workerUrl ? { workerUrl: options.workerUrl } : {}),
  });
  const value = async <C extends Channel>(channel: C, request?: RequestOf<C>) => {
    const r = await backend.registry.invoke(channel, request, APP_PAGE);
    if (!r.ok) throw new Error(`${channel} failed: ${r.error}`);
    return r.value as ResponseOf<C>;
  };
  return {
    id,
    dir,
    backend,
    sync,
    db,
    value,
    practise: (traineeId) => practiseOn(backend, db(), traineeId),
    async close() {
      await sync.stop();
      await backend.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Stops and starts the test cluster (BDT_TEST_PG_CTL, from scripts/with-postgres.sh). */
export async function pgCtl(action: 'stop' | 'start'): Promise<void> {
  const ctl = process.env['BDT_TEST_PG_CTL'];
  if (!ctl) throw new Error('BDT_TEST_PG_CTL is not set: run the room tests with scripts/with-postgres.sh');
  const { execFileSync } = await import('node:child_process');
  const [cmd, ...args] = ctl.split(' ');
  execFileSync(cmd as string, [...args, ...(action === 'stop' ? ['-m', 'fast', 'stop'] : ['start'])], {
    stdio: 'ignore',
  });
}

/**
 * A trainee's answers as this PC and the room have them: stored here, rows in the room, the room's totals (counted by
 * its triggers, once per row inserted: a batch sent twice adds nothing), and sessions in the room. All three answer
 * counts are equal when nothing was lost or doubled.
 */
export async function answersHereAndInRoom(
  room: Room,
  db: DatabaseSync,
  traineeId: string,
): Promise<{ here: number; inRoom: number; totals: number; sessions: number }> {
  const where = [traineeId];
  return {
    here: (db.prepare('SELECT count(*) AS n FROM responses').get() as { n: number }).n,
    inRoom: await count(room, 'SELECT count(*) AS n FROM room.responses WHERE trainee_id = $1', where),
    totals: await count(room, 'SELECT responses AS n FROM room.trainee_totals WHERE trainee_id = $1', where),
    sessions: await count(room, 'SELECT count(*) AS n FROM room.sessions WHERE trainee_id = $1', where),
  };
}

export async function count(room: Room, sql: string, params: unknown[] = []): Promise<number> {
  const c = await room.admin();
  try {
    const r = await c.query<{ n: string }>(sql, params);
    return Number(r.rows[0]?.n ?? 0);
  } finally {
    await c.end();
  }
}

/** A connection as one of the room's roles, as a station makes it. */
export async function as(room: Room, role: 'bdt_station' | 'bdt_trainer'): Promise<pg.Client> {
  const { max: _max, idleTimeoutMillis: _idle, ...config } = poolConfig(room.address(role));
  const client = new pg.Client(config);
  await client.connect();
  return client;
}

/** PostgreSQL's error code for a statement, or 'accepted'. */
export async function refusal(client: pg.Client, sql: string, params: unknown[] = []): Promise<string> {
  try {
    await client.query(sql, params);
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'accepted';
}

/**
 * A test file's room, made before its tests and dropped after them, and the stations they open, closed after them
 * (call it inside the describe that needs PostgreSQL).
 */
export function useRoom(name: string): {
  readonly room: Room;
  station(...args: Parameters<typeof openStation>): TestStation;
} {
  let room: Room | undefined;
  const open: TestStation[] = [];
  beforeAll(async () => {
    room = await freshRoom(name);
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await room?.drop();
  });
  return {
    get room() {
      if (!room) throw new Error('the room is made before the tests: use it inside a test');
      return room;
    },
    station(...args) {
      const s = openStation(...args);
      open.push(s);
      return s;
    },
  };
}
