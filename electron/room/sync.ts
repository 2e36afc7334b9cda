// The station's background push (issue 22): offline-first. An answer is committed to the local SQLite and its outbox
// row in the same transaction; the push sends the outbox to the room in order, in batches, whenever the room can be
// reached, and never stands in an answer's way: it runs on a thread of its own (sync-worker.ts, with its own SQLite
// connection and PostgreSQL pool), on timers, and a failure is a status for the Training room screen, never an error
// on the drill's screen. Only one push runs at a time. This side keeps the status, writes each batch's
// acknowledgement (a small write: on the store's connection, an answer's commit never finds the lock taken by it), and
// does what needs the main process's live objects (trusting a station's key, telling an editor its save was
// overtaken) as the thread says.
// A thread that dies is a fault shown like any other, and the next push starts a new one: what it had not
// acknowledged is sent again, and the room ignores what it already has (ON CONFLICT DO NOTHING).
import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Phrase } from '../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import { acknowledge, clearPushedRows, outboxCount } from './outbox.ts';
import type { RoomFault } from './problems.ts';
import type { Overtaken } from './documents.ts';
import type { StationKey } from './pull.ts';
import type { ReferenceSeen } from './reference-changes.ts';
import type { Station } from './push.ts';
import type { Acknowledge, PushOutcome } from './push-run.ts';
import type { FromPushThread, PushThreadData, ToPushThread } from './sync-worker.ts';
import type { RoomAddress } from './room-check.ts';

export { checkRoomSchema, poolConfig, type RoomAddress } from './room-check.ts';

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
  /** Tests only: the push thread's file, asked at each start (one that dies mid-push). */
  readonly workerUrl?: () => URL;
}

// Sources run directly (.ts) in development and tests; the build emits .js beside this file.
const WORKER_URL = new URL(
  `./sync-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);
/** How long a thread asked to end has before it is ended from outside. */
const END_GRACE_MS = 5_000;
/**
 * While the push thread writes to the store (a pull of reference data, the trainer's documents, the room made again),
 * a write here that finds the lock taken waits this long inside SQLite for the thread's transaction, a short local
 * one, as it did when the push ran on this thread; else an edit made then would fail as if another program held the
 * store. Outside those stretches the store's connection waits for no lock (storage/database.ts says why).
 */
const PUSH_THREAD_WRITE_WAIT_MS = 2_000;

export class RoomSync {
  readonly #options: RoomSyncOptions;
  #worker: Worker | null = null;
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
  #nextId = 1;
  /** The push under way on the thread, settled by its answer (or by the thread's end). */
  /** Each thread's end, listened for from its start: one that ends while stop() waits is not waited for again. */
  readonly #ended = new WeakMap<Worker, Promise<void>>();
  /** The store's connection whose lock wait is raised for the push thread's writes, or null. */
  #waitingForThread: DatabaseSync | null = null;
  #waiting: { id: number; worker: Worker; path: string; settle: (outcome: PushOutcome) => void } | null =
    null;

  constructor(options: RoomSyncOptions) {
    this.#options = options;
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
    const worker = this.#worker;
    this.#worker = null;
    if (!worker) return;
    this.#post(worker, { stop: true });
    // A push under way gets a moment to finish; past that the thread closes its connection under it (PostgreSQL rolls
    // its transaction back and the records stay queued), so quitting never waits on a network that does not answer.
    if (this.#running) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const moment = new Promise((resolve) => (timer = setTimeout(resolve, 1_000)));
      await Promise.race([this.#running.catch(() => undefined), moment]);
      clearTimeout(timer);
    }
    worker.ref(); // the process waits for it to end (stop() is awaited as the app closes)
    const ended = this.#ended.get(worker) ?? Promise.resolve();
    this.#post(worker, { close: true });
    const grace = setTimeout(() => void worker.terminate(), END_GRACE_MS);
    grace.unref?.();
    await ended;
    clearTimeout(grace);
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
      // Re-armed whatever the push did: a throw (a failing disk, say) must not end the background pushes.
      void this.pushNow()
        .catch((error: unknown) => {
          this.#failed({
            problem: 'other',
            message: ref('main_room_push_thread_failed', { error: (error as Error).message }),
          });
        })
        .then(() => {
          const idle = this.#options.idleMs ?? 5_000;
          this.#schedule(this.#fault ? this.#backoffMs : idle);
        });
    }, ms);
    this.#timer.unref?.();
  }

  #post(worker: Worker, message: ToPushThread): void {
    try {
      worker.postMessage(message);
    } catch {
      // Its port is closed already: it is ending.
    }
  }

  /** The thread ended or failed: a push waiting on it is a fault, and the next push starts a new thread. */
  #lost(worker: Worker, why: string): void {
    if (this.#worker === worker) this.#worker = null;
    this.#lockWait(false);
    const waiting = this.#waiting;
    if (!waiting || waiting.worker !== worker) return;
    this.#waiting = null;
    this.#options.log?.(`room: the push thread stopped (${why})`);
    const message = ref('main_room_push_thread_failed', { error: why });
    waiting.settle({
      fault: { problem: 'other', message },
      refusedFromRoom: null,
      notices: [],
      referenceSeen: null,
    });
  }

  #startWorker(): Worker {
    const data: PushThreadData = {
      address: this.#options.address,
      batchSize: this.#options.batchSize ?? 200,
      connectTimeoutMs: this.#options.connectTimeoutMs,
    };
    const worker = new Worker(this.#options.workerUrl?.() ?? WORKER_URL, { workerData: data });
    worker.unref();
    worker.on('message', (message: FromPushThread) => this.#heard(worker, message));
    worker.on('messageerror', () => {
      // Ended, so that no thread pushes on unseen beside the next one.
      void worker.terminate();
      this.#lost(worker, 'unreadable message');
    });
    worker.on('error', (error) => this.#lost(worker, error.message));
    this.#ended.set(worker, new Promise<void>((resolve) => worker.once('exit', () => resolve())));
    worker.on('exit', (code) => this.#lost(worker, `exit code ${code}`));
    return worker;
  }

  #heard(worker: Worker, message: FromPushThread): void {
    if ('done' in message) {
      const waiting = this.#waiting;
      if (waiting?.worker !== worker || waiting.id !== message.done) return;
      this.#waiting = null;
      waiting.settle(message.outcome);
    } else if ('acknowledge' in message) {
      this.#acknowledge(worker, message.acknowledge.id, message.acknowledge.pushed);
    } else if ('writeWindow' in message) {
      let error: string | undefined;
      try {
        if (this.#waiting?.worker !== worker) throw new Error('this push was given up');
        this.#lockWait(message.writeWindow.open);
      } catch (e) {
        error = (e as Error).message;
      }
      const id = message.writeWindow.id;
      this.#post(worker, error === undefined ? { acknowledged: id } : { acknowledged: id, error });
    } else if ('idleFault' in message) {
      this.#fault = message.idleFault;
    } else {
      const news = message.news;
      // In a thread's message listener, a throw would be the main process's uncaught error: noted instead.
      try {
        if ('log' in news) this.#options.log?.(news.log);
        else if ('trustedKeys' in news) this.#options.onTrustedKeys?.(news.trustedKeys);
        else this.#options.onOvertaken?.(news.overtaken);
      } catch (error) {
        this.#noted(`room: what the push thread told could not be taken in: ${(error as Error).message}`);
      }
    }
  }

  #noted(line: string): void {
    try {
      this.#options.log?.(line);
    } catch {
      // The log itself failed: nothing more to tell it.
    }
  }

  /** Raises (or restores) how long the store's connection waits for a lock: for the push thread's writes. */
  #lockWait(threadWrites: boolean): void {
    const before = this.#waitingForThread;
    this.#waitingForThread = null;
    if (before?.isOpen) before.exec('PRAGMA busy_timeout = 0');
    if (!threadWrites) return;
    const db = this.#options.db();
    if (!db) return;
    db.exec(`PRAGMA busy_timeout = ${PUSH_THREAD_WRITE_WAIT_MS}`);
    this.#waitingForThread = db;
  }

  /** A batch the room has, acknowledged on the store's connection (push-run.ts says why); the thread is told. */
  #acknowledge(worker: Worker, id: number, pushed: Parameters<Acknowledge>[0]): void {
    let error: string | undefined;
    try {
      const db = this.#options.db();
      // Only in the file the thread is pushing from (a store moved meanwhile gets no mark of another's).
      if (this.#waiting?.worker !== worker) throw new Error('this push was given up');
      if (!db || db.location() !== this.#waiting.path) throw new Error('the store is not open');
      if (pushed) {
        acknowledge(db, pushed.through, pushed.refused, pushed.at);
        this.#lastPushAt = pushed.at;
      } else clearPushedRows(db);
    } catch (e) {
      error = (e as Error).message;
    }
    this.#post(worker, error === undefined ? { acknowledged: id } : { acknowledged: id, error });
  }

  /** One push on the thread: the store's file, this station as it is now, and what the last pull saw. */
  async #pushAll(): Promise<void> {
    const db = this.#options.db();
    const path = db?.location();
    const file = path ? statSync(path, { throwIfNoEntry: false }) : undefined;
    if (!path || !file || this.#stopped) return;
    let worker: Worker;
    try {
      worker = this.#worker ??= this.#startWorker();
    } catch (error) {
      this.#failed({
        problem: 'other',
        message: ref('main_room_push_thread_failed', { error: (error as Error).message }),
      });
      return;
    }
    const { station } = this.#options;
    const id = this.#nextId++;
    const outcome = await new Promise<PushOutcome>((settle) => {
      this.#waiting = { id, worker, path, settle };
      worker.ref(); // a script's last await may be this push
      this.#post(worker, {
        push: {
          id,
          path,
          dev: file.dev,
          ino: file.ino,
          station: { id: station.id, name: station.name, publicKey: station.publicKey },
          referenceSeen: this.#referenceSeen,
          clockOffsetMs: this.#options.now ? this.#options.now().getTime() - Date.now() : 0,
        },
      });
    });
    worker.unref();
    if (outcome.refusedFromRoom) this.#refusedFromRoom = outcome.refusedFromRoom;
    if (outcome.notices.length > 0) this.#notices = [...this.#notices, ...outcome.notices].slice(-20);
    if (outcome.referenceSeen) this.#referenceSeen = outcome.referenceSeen;
    if (outcome.fault) this.#failed(outcome.fault);
    else {
      this.#fault = null;
      this.#backoffMs = 0;
    }
  }

  #failed(fault: RoomFault): void {
    this.#fault = fault;
    this.#backoffMs = Math.min(Math.max(this.#backoffMs * 2, 1_000), this.#options.maxBackoffMs ?? 60_000);
  }
}
