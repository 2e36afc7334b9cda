// What the services need from the outside world, passed in so main.ts, the e2e harness and the tests each supply
// their own (the real Electron dialogs, programmable doubles, a fixed clock).
import type { DatabaseSync } from 'node:sqlite';
import type { Dealer } from '../engine/dealer.ts';
import type { CaseFigureThread } from './progress/progress-room-thread.ts';
import type { Result } from '../../contract/index.ts';
import { writeFailure } from '../storage/database.ts';
import { failure, failurePhrase } from '../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import type { Store } from '../storage/store.ts';
import type { BuiltInDrillSet } from './sessions/drill-library.ts';
import type { TrainerGate } from '../../node-shared/passcode/trainer-gate.ts';
import type { TraineeSignIn } from './trainee-pin/trainee-sign-in.ts';
import type { RoomStation } from '../room/station.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';

export interface FileFilter {
  readonly name: Phrase;
  readonly extensions: readonly string[];
}

/** The system's file dialogs; each resolves to a path, or null when the trainer cancels. Titles and filter names are
 *  phrases (issue 24): main.ts says them in the station's interface language. */
export interface Dialogs {
  openFile(options: { title: Phrase; filters: readonly FileFilter[] }): Promise<string | null>;
  saveFile(options: {
    title: Phrase;
    defaultName: string;
    filters: readonly FileFilter[];
  }): Promise<string | null>;
  chooseFolder(options: { title: Phrase }): Promise<string | null>;
}

export interface ServiceContext {
  readonly store: Store;
  readonly dialogs: Dialogs;
  readonly app: { readonly version: string; readonly platform: string };
  /** The starter library (assets/drill-sets), read once at start. */
  readonly builtInDrillSets: readonly BuiltInDrillSet[];
  readonly now: () => Date;
  readonly newId: () => string;
  /** A fresh 32-bit seed for a session that was not given one. */
  readonly randomSeed: () => string | number;
  /** A monotonic clock in milliseconds (performance.now): assessment timing and the trainer session use it. */
  readonly monotonicMs: () => number;
  /** The user-data folder: the signing key pair and the trusted keys live there, not in a chosen data folder. */
  readonly keyDir: string;
  readonly trainer: TrainerGate;
  /** The trainee signed in on the home screen (issue 11: their PIN, if they set one). */
  readonly traineeSignIn: TraineeSignIn;
  /** Generation and replays, on the dealing thread. */
  readonly dealer: Dealer;
  /** A trainee's case figures in a training room, on a thread of their own (progress-room-cases.ts). */
  readonly caseFigures: CaseFigureThread;
  /** How long a write waits for another program's lock (WRITE_WAIT_MS unless a test says otherwise). */
  readonly writeWaitMs?: number;
  /** The training room (issue 22); idle on a PC that is not in one. */
  readonly room?: RoomStation;
  /**
   * Tests only: the installation counts as set up without a passcode (issue 21), as every one did before the first
   * run's setup existed, so tests of other features start on the trainee side.
   */
  readonly assumeSetUp?: boolean;
}

const BUSY = Symbol('busy');

/** Runs `work` with the open database, or returns the store's error (or a write it refused) for the screen. */
export function withDb<T>(ctx: ServiceContext, work: (db: DatabaseSync) => Result<T>): Result<T> {
  const result = attempt(ctx, work);
  return result === BUSY ? BUSY_FAILURE : result;
}

/** How long a write waits for another program's lock, in the background, before saying so. */
export const WRITE_WAIT_MS = 10_000;
const BUSY_FAILURE = failure(writeFailure({ errcode: 5 }) as MessageRef);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * As withDb, for work that writes: while another program holds the database's lock, the write is tried again
 * after a pause that leaves the event loop free (the window keeps answering), for up to WRITE_WAIT_MS; then the
 * screen is told, and nothing of it was stored (the answer can be sent again).
 */
export async function withDbWrite<T>(
  ctx: ServiceContext,
  work: (db: DatabaseSync) => Result<T>,
  waitMs = ctx.writeWaitMs ?? WRITE_WAIT_MS,
): Promise<Result<T>> {
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 200)) {
    const result = attempt(ctx, work);
    if (result !== BUSY) {
      // Acknowledged only once on disk, so a power cut cannot undo an answer the trainee was told is saved. The
      // fdatasync runs here, on the main thread (storage/durability.ts says why): measured in `npm run bench`
      // (store.bench.ts, room-push.ts).
      if (result.ok) await ctx.store.durable();
      return result;
    }
    if (Date.now() + pause > deadline) return BUSY_FAILURE;
    await sleep(pause);
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && ((code & 0xff) === 5 || (code & 0xff) === 6);
}

function attempt<T>(ctx: ServiceContext, work: (db: DatabaseSync) => Result<T>): Result<T> | typeof BUSY {
  const db = ctx.store.db();
  if (!db.ok) return db;
  let result: Result<T>;
  try {
    result = work(db.value);
  } catch (error) {
    if (isBusy(error)) return BUSY;
    const refused = writeFailure(error);
    if (refused === null) throw error;
    return failure(refused);
  }
  // Deleted or moved while this ran: what was just written went to a file nobody will see again, so it is not
  // acknowledged (the store has stopped, and its error says what happened).
  if (!ctx.store.stillThere()) {
    const stopped = ctx.store.db();
    return stopped.ok ? result : failure(ref('err_storage_not_saved', { problem: failurePhrase(stopped) }));
  }
  return result;
}
