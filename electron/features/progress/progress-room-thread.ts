// The main process's side of the thread that counts a trainee's case figures in a training room
// (progress-room-worker.ts): the first build over a big room blocked the window's process for most of a second. Asks
// go to the thread and come back as Results: a thread that crashes, cannot load, answers something it should not or
// takes too long gives the ask a failure in words (the page then shows this PC's figures, as when the room cannot be
// read), never an exception; the next ask starts a new thread.
import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { Result } from '../../../core/result.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import { caseStatus, dueToday, heatmaps } from '../../../contract/progress-response-schemas.ts';
import {
  CaseFigureCache,
  type CaseAnswered,
  type CaseAsk,
  type FromCaseThread,
  type ToCaseThread,
} from './progress-room-build.ts';
import { madeUpAnswers } from './progress-room-warm.ts';

export interface CaseFigureThread {
  /** A number for `db`, the same while it is the store's open database (the thread drops figures of another). */
  storeOf(db: DatabaseSync): number;
  /** Starts the thread now, so it has loaded by the time the room's answers have been read (seconds when busy). */
  warm(): void;
  /** The thread's answer, or what went wrong, in words (the page says it after "could not be counted"). */
  ask(ask: CaseAsk): Promise<Result<CaseAnswered>>;
  /** Ends the thread (the app is closing); an ask under way is answered with a failure. */
  close(): Promise<void>;
}

/** How long an ask may take: far past the 1 s a first build over 6,000 answers takes on a loaded machine. */
export const CASE_LIMIT_MS = 60_000;
/** How long a thread asked to end has before it is ended from outside. */
const END_GRACE_MS = 10_000;

// Sources run directly (.ts) in development and tests; the build emits .js beside this file.
const WORKER_URL = new URL(
  `./progress-room-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

const figures = z.strictObject({ heatmaps, due: dueToday, flagged: z.array(caseStatus) });
/** Every answer is checked before it is used: a thread in a bad state must not put a bad page on the screen. */
const fromThread = z.union([
  z.strictObject({
    id: z.number().int(),
    ok: z.literal(true),
    answered: z.union([
      z.strictObject({ need: z.literal('rows'), held: z.string().max(2000).optional() }),
      z.strictObject({ build: z.enum(['kept', 'added', 'full']), figures }),
    ]),
  }),
  z.strictObject({ id: z.number().int(), ok: z.literal(false), error: z.string().max(2000) }),
]);

/** Made-up answers whose figures check the reply's schema once before any real reply (see checkWarmedUp). */
const CHECK_WARM_UP_ANSWERS = 120;

/**
 * Checks a made-up reply (a few made-up answers' figures, counted here) as a real one is checked: the first check of
 * a reply compiles the schema and its code (measured: 40 ms and more, against 4 ms after), which the trainer's first
 * read of a trainee waited for after the thread's build. Done once, when the thread is started ahead of any page.
 */
function checkWarmedUp(): void {
  const answered = new CaseFigureCache().answer({
    store: 0,
    traineeId: 'warm-up',
    key: 'warm-up',
    now: new Date(Date.UTC(2020, 6, 1)),
    dueLimit: 50,
    rows: { local: [], room: madeUpAnswers(CHECK_WARM_UP_ANSWERS) },
  });
  fromThread.safeParse({ id: 0, ok: true, answered } satisfies FromCaseThread);
}

interface Waiting {
  readonly worker: Worker;
  readonly resolve: (result: Result<CaseAnswered>) => void;
  readonly timer: NodeJS.Timeout;
}

export function createCaseFigureThread(
  options: {
    log?: (message: string) => void;
    /** Tests only: a thread of their own (one that crashes, or answers nonsense). */
    workerUrl?: URL;
    /** Tests only: what that thread is given (its fault). */
    workerData?: unknown;
    limitMs?: number;
  } = {},
): CaseFigureThread {
  const log = options.log ?? ((message: string) => console.warn(message));
  const limitMs = options.limitMs ?? CASE_LIMIT_MS;
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();
  const stores = new WeakMap<DatabaseSync, number>();
  let nextStore = 1;
  let checkWarmed = false;

  function settle(id: number, result: Result<CaseAnswered>): void {
    const w = waiting.get(id);
    if (!w) return; // given up on already (its time ran out, or its thread failed)
    waiting.delete(id);
    clearTimeout(w.timer);
    // An idle thread does not keep the process alive; one counting does (a script's last await is on it).
    if (![...waiting.values()].some((other) => other.worker === w.worker)) w.worker.unref();
    w.resolve(result);
  }

  /** Every ask waiting on `w` fails with `problem`; `w` takes no more. */
  function fail(w: Worker, problem: MessageRef): void {
    if (worker === w) worker = null;
    for (const [id, entry] of waiting) if (entry.worker === w) settle(id, failure(problem));
  }

  /** Asks `w` to end by itself once its current ask is done (terminate() mid-job crashed V8: see dealer.ts). */
  function retire(w: Worker): Promise<void> {
    w.ref(); // the process waits for it to end (close() is awaited as the app closes)
    const ended = new Promise<void>((resolve) => w.once('exit', () => resolve()));
    try {
      w.postMessage({ close: true } satisfies ToCaseThread);
    } catch {
      // Its port is closed already: it is ending.
    }
    const grace = setTimeout(() => void w.terminate(), END_GRACE_MS);
    grace.unref();
    return ended.then(() => clearTimeout(grace));
  }

  function start(): Worker {
    const w = new Worker(options.workerUrl ?? WORKER_URL, { workerData: options.workerData });
    w.unref();
    w.on('message', (raw: unknown) => {
      if (!fromThread.safeParse(raw).success) {
        log('room progress: the counting thread answered something it should not have; it was ended');
        fail(w, ref('err_progress_thread_odd', {}));
        void retire(w);
        return;
      }
      const reply = raw as FromCaseThread;
      settle(reply.id, reply.ok ? { ok: true, value: reply.answered } : { ok: false, error: reply.error });
    });
    w.on('messageerror', () => {
      fail(w, ref('err_progress_thread_unreadable', {}));
      void retire(w);
    });
    w.on('error', (error) => {
      log(`room progress: the counting thread failed (${error.message})`);
      fail(w, ref('err_progress_thread_failed', { error: error.message }));
    });
    w.on('exit', (code) => fail(w, ref('err_progress_thread_stopped', { code })));
    return w;
  }

  return {
    storeOf(db) {
      let n = stores.get(db);
      if (n === undefined) stores.set(db, (n = nextStore++));
      return n;
    },
    warm() {
      try {
        worker ??= start();
      } catch (error) {
        log(`room progress: no counting thread (${(error as Error).message})`);
      }
      if (checkWarmed) return;
      checkWarmed = true;
      // In a turn of its own: the caller (joining the room, a page being read) goes on first.
      setImmediate(() => {
        try {
          checkWarmedUp();
        } catch {
          // Nothing is lost: the first real reply is checked as it comes, only slower.
        }
      }).unref();
    },
    ask(ask) {
      let w: Worker;
      try {
        w = worker ??= start();
      } catch (error) {
        return Promise.resolve(failure(ref('err_progress_no_thread', { error: (error as Error).message })));
      }
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          log(
            `room progress: counting took longer than ${Math.round(limitMs / 1000)} s; the thread was ended`,
          );
          fail(w, ref('err_progress_thread_slow', { seconds: Math.round(limitMs / 1000) }));
          void retire(w);
        }, limitMs);
        timer.unref();
        waiting.set(id, { worker: w, resolve, timer });
        w.ref();
        try {
          w.postMessage({ id, ask } satisfies ToCaseThread);
        } catch (error) {
          fail(w, ref('err_progress_thread_send', { error: (error as Error).message }));
        }
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (!w) return;
      fail(w, ref('err_engine_app_closing', {}));
      await retire(w);
    },
  };
}
