// The station's push thread (issue 22: the push never holds up an answer). Reading the outbox, building the rows,
// pg's protocol work and the acknowledgements ran on the main thread in stretches of some 4 ms, and an answer that
// came meanwhile waited behind them. Here they run on a connection of this thread's own to the same SQLite file (WAL:
// its reads never wait for the answers' commits) and a PostgreSQL pool of its own. Its writes are rare (the room made
// again, a pull of changed reference data, a trainer's documents); each batch's acknowledgement, a small write, is
// made by the main thread on the store's connection, so an answer's commit never finds the write lock taken by it.
// The room's password comes in workerData, from memory: it is never written anywhere by this thread.
import { statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { describeRoomError } from './problems.ts';
import { hasRoomTables } from './outbox.ts';
import { REQUEUE_PAUSE_MS } from './requeue.ts';
import { poolConfig, type RoomAddress } from './room-check.ts';
import { runPush, type Acknowledge, type PushNews, type PushOutcome } from './push-run.ts';
import type { ReferenceSeen } from './reference-changes.ts';
import type { Station } from './push.ts';
import { SAFETY_NET_PAGES } from '../storage/wal-checkpoint.ts';

export interface PushThreadData {
  readonly address: RoomAddress;
  readonly batchSize: number;
  readonly connectTimeoutMs: number | undefined;
}

export interface PushAsk {
  readonly id: number;
  /** The store's database file, and which file it is (one moved or deleted meanwhile is not made again here). */
  readonly path: string;
  readonly dev: number;
  readonly ino: number;
  readonly station: Station;
  readonly referenceSeen: ReferenceSeen | null;
  /** The main process's clock less this thread's (a test's clock is the main process's). */
  readonly clockOffsetMs: number;
}

export type ToPushThread =
  | { readonly push: PushAsk }
  | { readonly acknowledged: number; readonly error?: string }
  | { readonly stop: true }
  | { readonly close: true };

export type FromPushThread =
  | { readonly news: PushNews }
  | { readonly acknowledge: { readonly id: number; readonly pushed: Parameters<Acknowledge>[0] } }
  | { readonly writeWindow: { readonly id: number; readonly open: boolean } }
  | { readonly idleFault: ReturnType<typeof describeRoomError> }
  | { readonly done: number; readonly outcome: PushOutcome };

/** The push thread's nice value on Linux (0 is the app's; 19 the lowest priority). */
const BACKGROUND_NICE = 10;
/** How long this thread waits for the store's write lock (the main thread never waits for this one's). */
const WRITE_WAIT_MS = 10_000;

const port = parentPort;
if (!port) throw new Error('sync-worker.ts runs as a worker thread');
// Background work yields the processor to the answers: on a busy PC the push thread, the main thread and the disk's
// flushes want the same cores. On Linux a nice value is a thread's own (0: the calling thread); elsewhere it would
// lower the whole app, so it is left as it is.
if (process.platform === 'linux') {
  try {
    setPriority(0, BACKGROUND_NICE);
  } catch {
    // Not allowed here: the push runs at the app's priority.
  }
}
const { address, batchSize, connectTimeoutMs } = workerData as PushThreadData;
const pool = new pg.Pool(poolConfig(address, connectTimeoutMs));
const send = (message: FromPushThread) => port.postMessage(message);
// A server that goes away while the connection is idle: noted, never a crash (the next push reconnects).
pool.on('error', (error) => send({ idleFault: describeRoomError(error) }));

let stopped = false;
let running: Promise<void> | null = null;
let inUse: pg.PoolClient | null = null;
let nextAck = 1;
const acks = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

/** The main thread writes the acknowledgement (push-run.ts says why); the next batch is read once it is written. */
const acknowledge: Acknowledge = (pushed) =>
  new Promise((resolve, reject) => {
    const id = nextAck++;
    acks.set(id, { resolve, reject });
    send({ acknowledge: { id, pushed } });
  });

/** Writes here only once the main thread knows to wait for them (push-run.ts's writeWindow). */
const writeWindow = (open: boolean) =>
  new Promise<void>((resolve, reject) => {
    const id = nextAck++;
    acks.set(id, { resolve, reject });
    send({ writeWindow: { id, open } });
  });

function openStore(ask: PushAsk): DatabaseSync | null {
  const now = statSync(ask.path, { throwIfNoEntry: false });
  if (!now || now.dev !== ask.dev || now.ino !== ask.ino) return null;
  const db = new DatabaseSync(ask.path);
  try {
    db.exec(`PRAGMA busy_timeout = ${WRITE_WAIT_MS}`);
    db.exec('PRAGMA foreign_keys = ON');
    // As the store's own connection (storage/database.ts): the WAL is synced and copied back off this connection.
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec(`PRAGMA wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
    if (!hasRoomTables(db)) {
      db.close();
      return null;
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

async function push(ask: PushAsk): Promise<PushOutcome> {
  let db: DatabaseSync | null;
  try {
    db = openStore(ask);
  } catch (error) {
    return {
      fault: describeRoomError(error, 'database'),
      refusedFromRoom: null,
      notices: [],
      referenceSeen: null,
    };
  }
  if (!db) return { fault: null, refusedFromRoom: null, notices: [], referenceSeen: ask.referenceSeen };
  try {
    return await runPush({
      pool,
      db,
      station: ask.station,
      user: address.user,
      batchSize,
      now: () => new Date(Date.now() + ask.clockOffsetMs),
      stopped: () => stopped,
      referenceSeen: ask.referenceSeen,
      tell: (news) => send({ news }),
      acknowledge,
      writeWindow,
      betweenSteps: () => new Promise((resolve) => setTimeout(resolve, REQUEUE_PAUSE_MS)),
      using: (client) => (inUse = client),
    });
  } finally {
    // Held only while pushing: between pushes this thread keeps no file of the store open.
    db.close();
  }
}

port.on('message', (message: ToPushThread) => {
  if ('push' in message) {
    const ask = message.push;
    running = push(ask).then((outcome) => send({ done: ask.id, outcome }));
    void running.finally(() => (running = null));
  } else if ('acknowledged' in message) {
    const ack = acks.get(message.acknowledged);
    acks.delete(message.acknowledged);
    if (message.error === undefined) ack?.resolve();
    else ack?.reject(new Error(message.error));
  } else if ('stop' in message) {
    stopped = true;
  } else {
    stopped = true;
    // A push that did not end in its moment: its connection is closed under it (PostgreSQL rolls its transaction
    // back and the records stay queued), then the pool, and the thread ends by itself.
    void inUse?.end().catch(() => undefined);
    void (running ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => pool.end())
      .catch(() => undefined)
      .finally(() => port.close());
  }
});
