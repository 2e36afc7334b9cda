// Generation and replays run on a worker thread: a set whose constraint is rare takes seconds to deal, and the
// main process must keep answering the window meanwhile. Jobs run one at a time in order; a job past its time limit
// ends the worker (a new one starts for the next job) and is reported, so an undealable set cannot hang anything.
// The thread says how far it is (progress(), for the screen); a session's items come back packed, parsed when read.
import { Worker } from 'node:worker_threads';
import type { SessionResult } from '../../core/drills/session.ts';
import { lazyItems } from './packed-items.ts';
import {
  runDealJob,
  type DealJob,
  type DealProgress,
  type DealResult,
  type FromDealer,
  type ToDealer,
} from './deal-jobs.ts';
import type { Failure } from '../../core/result.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';

/** How long one job may take before it is given up: well past the rare-constraint set's 6-9 s on a slow machine. */
export const DEAL_LIMIT_MS = 60_000;

export interface Dealer {
  run(job: Extract<DealJob, { type: 'start' | 'replay' | 'start-replay' }>): Promise<SessionResult>;
  /** Whether the set can be dealt at all (an import's last check). */
  check(job: Extract<DealJob, { type: 'check' }>): Promise<{ ok: true } | Failure>;
  /** How far the job being run is, for the screen; null when nothing is being dealt (or it runs inline). */
  progress(): DealProgress | null;
  /** Starts the thread now, so the first session does not wait for it to load (seconds on a busy machine). */
  warm(): void;
  close(): Promise<void>;
}

// Sources run directly (.ts) in development and tests; the build emits .js beside dealer.js.
const WORKER_URL = new URL(
  `./deal-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

interface Pending {
  readonly id: number;
  readonly job: DealJob;
  readonly resolve: (result: DealResult) => void;
}

/** How long a thread asked to stop has to answer before it is ended from outside. */
const CANCEL_GRACE_MS = 10_000;

export function createDealer(
  options: {
    /** A job's time limit; a function is asked as each job starts (a test changes it between jobs). */
    limitMs?: number | (() => number);
    log?: (message: string) => void;
    /** Told every progress the thread sends, as it arrives (progress() is only the latest). */
    onProgress?: (progress: DealProgress) => void;
  } = {},
): Dealer {
  const limitOf = (): number =>
    typeof options.limitMs === 'function' ? options.limitMs() : (options.limitMs ?? DEAL_LIMIT_MS);
  const log = options.log ?? ((message: string) => console.warn(message));
  let worker: Worker | null = null;
  let inline = false;
  let nextId = 1;
  const queue: Pending[] = [];
  let current: (Pending & { timer: NodeJS.Timeout; progress: DealProgress | null }) | null = null;
  /** Shared with the thread: the id of the job it should stop (see deal-worker.ts). */
  const cancelBuffer = new SharedArrayBuffer(4);
  const cancel = new Int32Array(cancelBuffer);
  /** The job given up on whose thread has not answered yet (0: none). */
  let unanswered = 0;

  function finish(result: DealResult): void {
    if (!current) return;
    clearTimeout(current.timer);
    const done = current;
    current = null;
    done.resolve(result);
    pump();
  }

  function startWorker(): Worker | null {
    if (inline) return null;
    try {
      const w = new Worker(WORKER_URL, { workerData: { cancel: cancelBuffer } });
      w.unref();
      w.on('message', (reply: FromDealer) => {
        // A job given up on answers at last: the thread is free again (no need to end it).
        if ('result' in reply && reply.id === unanswered) unanswered = 0;
        if (!current || reply.id !== current.id) return;
        if ('progress' in reply) {
          current.progress = reply.progress;
          options.onProgress?.(reply.progress);
          return;
        }
        const { result, packed } = reply;
        const history = 'history' in current.job ? current.job.history : [];
        finish(
          result.ok && result.state !== null && packed
            ? { ok: true, state: { ...result.state, items: lazyItems(packed), history } }
            : result,
        );
      });
      w.on('error', (error) => {
        log(`dealer: the dealing thread failed (${error.message})`);
        if (worker === w) worker = null;
        // A thread that cannot even load (a packaging fault) must not take the app down: deal inline instead.
        if (current) {
          const job = current;
          clearTimeout(job.timer);
          current = null;
          inline = true;
          queue.unshift(job as Pending);
        }
        pump();
      });
      w.on('exit', () => {
        if (worker === w) worker = null;
      });
      return w;
    } catch (error) {
      log(`dealer: no dealing thread (${(error as Error).message}); dealing on the main thread`);
      inline = true;
      return null;
    }
  }

  function pump(): void {
    if (current || queue.length === 0) return;
    const next = queue.shift() as Pending;
    worker ??= startWorker();
    if (!worker) {
      next.resolve(runDealJob(next.job));
      pump();
      return;
    }
    const limitMs = limitOf();
    const timer = setTimeout(() => {
      // Asked to stop at its next item (deal-worker.ts); a thread that has not answered within the grace is ended.
      const busy = worker;
      const id = current?.id ?? 0;
      Atomics.store(cancel, 0, id);
      unanswered = id;
      const grace = setTimeout(() => {
        if (worker === busy && unanswered === id) {
          log('dealer: the dealing thread did not stop when asked; it was ended');
          worker = null;
          void busy?.terminate();
        }
      }, CANCEL_GRACE_MS);
      grace.unref();
      finish(failure(ref('err_engine_too_rare', { seconds: Math.round(limitMs / 1000) })));
    }, limitMs);
    current = { ...next, timer, progress: null };
    const message: ToDealer = { id: next.id, job: next.job };
    worker.postMessage(message);
  }

  function enqueue(job: DealJob): Promise<DealResult> {
    return new Promise((resolve) => {
      queue.push({ id: nextId++, job, resolve });
      pump();
    });
  }

  return {
    progress() {
      return current?.progress ?? null;
    },
    warm() {
      worker ??= startWorker();
    },
    async run(job) {
      const result = await enqueue(job);
      if (result.ok && result.state === null) throw new Error(`dealer: ${job.type} answered no state`);
      return result as SessionResult;
    },
    async check(job) {
      const result = await enqueue(job);
      return result.ok ? { ok: true } : result;
    },
    async close() {
      const w = worker;
      worker = null;
      // A job under way is asked to stop at its next item, then the thread to end by itself: terminate() while V8
      // compiles on the thread crashed the whole process (a V8 check failure, 'jit_page.has_value()').
      if (current) Atomics.store(cancel, 0, current.id);
      if (current) finish(failure(ref('err_engine_app_closing', {})));
      for (const p of queue.splice(0)) p.resolve(failure(ref('err_engine_app_closing', {})));
      if (!w) return;
      const ended = new Promise<void>((resolve) => w.once('exit', () => resolve()));
      w.postMessage({ close: true } satisfies ToDealer);
      const grace = setTimeout(() => {
        log('dealer: the dealing thread did not end when asked; it was ended');
        void w.terminate();
      }, CANCEL_GRACE_MS);
      await ended;
      clearTimeout(grace);
    },
  };
}
