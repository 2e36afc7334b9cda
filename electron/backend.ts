// The main process minus Electron: the store, the services and the handler registry. main.ts wires it to ipcMain; the
// e2e harness wires the very same thing to a Chromium page; tests call it directly.
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createDealer } from './engine/dealer.ts';
import { createCaseFigureThread } from './features/progress/progress-room-thread.ts';
import { createRegistry, type Registry } from './ipc/registry.ts';
import type { Dialogs, ServiceContext } from './features/context.ts';
import { loadDrillLibrary } from './features/sessions/drill-library.ts';
import { createHandlers } from './features/index.ts';
import { accessPolicy } from './ipc/access-policy.ts';
import { TraineeSignIn } from './features/trainee-pin/trainee-sign-in.ts';
import { TrainerGate } from '../node-shared/passcode/trainer-gate.ts';
import { RoomWrongTries } from './room/wrong-tries-log.ts';
import { recoverAssessments } from './features/assessment/assessments.ts';
import { addAuthenticatedKey, appTrust, trustList } from './features/trainer/report-trust.ts';
import { fingerprintOf, publicKeyFromPem } from '../node-shared/reports/signing-key.ts';
import { applyTrainerRecovery } from './features/trainer/trainer.ts';
import { Store } from './storage/store.ts';
import type { OpenOptions } from './storage/database.ts';
import { RoomStation, type SecretBox } from './room/station.ts';
import { AppEvents } from './app-events.ts';
import { KEY_NOT_YET } from './room/push.ts';
import { hasKeyStore } from '../node-shared/keystore/key-store.ts';

export interface BackendOptions {
  /** The default data folder (TRAINER_DATA_DIR, or Electron's userData). */
  readonly dataDir: string;
  /** The app's own files: assets/drill-sets is read from here. */
  readonly appRoot: string;
  readonly dialogs: Dialogs;
  readonly isTrustedSender: (url: string | null) => boolean;
  readonly version: string;
  readonly platform?: string;
  readonly now?: () => Date;
  readonly newId?: () => string;
  readonly randomSeed?: () => string | number;
  /** Monotonic milliseconds (tests move it by hand); performance.now by default. */
  readonly monotonicMs?: () => number;
  readonly log?: (message: string) => void;
  readonly storage?: OpenOptions;
  /** How long one generation or replay may take on the dealing thread. */
  readonly dealLimitMs?: number;
  /** How long a write waits for another program's lock before saying so. */
  readonly writeWaitMs?: number;
  /** Electron's safeStorage, to seal the training room's password (none: it is kept in memory only). */
  readonly secrets?: SecretBox | null;
  /** Tests only: set up without a passcode (ServiceContext.assumeSetUp); main.ts never sets it. */
  readonly assumeSetUp?: boolean;
  /** Start the dealing thread at once (the default), so the first deal does not wait for it to load. The tests' backends
   *  turn it off (test/electron/helpers.ts): most of them never deal, and loading the thread (about 0.4 s of CPU) was
   *  most of such a test's cost. A deal starts the thread when it is not running, as after the thread ended. */
  readonly warmDealer?: boolean;
  /** Tests only: the thread that counts a trainee's case figures in a room (one that fails, say). */
  readonly caseFigureWorker?: { readonly url: URL; readonly workerData?: unknown };
  /** Tests only: the training room's background push between two pushes (5 s unless given). */
  readonly roomIdleMs?: number;
}

export interface Backend {
  readonly store: Store;
  readonly registry: Registry;
  readonly context: ServiceContext;
  /** Starter drill sets that failed to load (logged; the app runs without them). */
  readonly libraryErrors: readonly string[];
  /** What main tells the window without being asked (contract/events.ts): main.ts sends each to the window. */
  readonly events: AppEvents;
  /** Closes the store and ends the dealing thread and the counting thread. */
  close(): Promise<void>;
}

export function createBackend(options: BackendOptions): Backend {
  const log = options.log ?? ((message: string) => console.warn(message));
  const store = new Store(options.dataDir, options.storage, log);
  const events = new AppEvents(log);
  const library = loadDrillLibrary(join(options.appRoot, 'assets', 'drill-sets'));
  for (const error of library.errors) log(`drill library: ${error}`);
  const monotonicMs = options.monotonicMs ?? (() => performance.now());
  const now = options.now ?? (() => new Date());
  // The local count, and the room's when this PC is in one (room/wrong-tries-log.ts).
  const tries = new RoomWrongTries(
    () => {
      const db = store.db();
      return db.ok ? db.value : null;
    },
    () => now().getTime(),
    monotonicMs,
  );
  const context: ServiceContext = {
    store,
    dialogs: options.dialogs,
    app: { version: options.version, platform: options.platform ?? process.platform },
    builtInDrillSets: library.sets,
    now,
    newId: options.newId ?? (() => randomUUID()),
    // 128 bits: a candidate cannot search the seeds for the one that deals the cards on the screen.
    randomSeed: options.randomSeed ?? (() => randomBytes(16).toString('hex')),
    monotonicMs,
    keyDir: options.dataDir,
    trainer: new TrainerGate(monotonicMs, tries),
    traineeSignIn: new TraineeSignIn(tries),
    dealer: createDealer({ limitMs: options.dealLimitMs, log }),
    caseFigures: createCaseFigureThread({
      log,
      ...(options.caseFigureWorker
        ? { workerUrl: options.caseFigureWorker.url, workerData: options.caseFigureWorker.workerData }
        : {}),
    }),
    writeWaitMs: options.writeWaitMs,
    ...(options.assumeSetUp ? { assumeSetUp: true } : {}),
    room: new RoomStation({
      db: () => {
        const db = store.db();
        return db.ok ? db.value : null;
      },
      secrets: options.secrets ?? null,
      ...(options.roomIdleMs === undefined ? {} : { idleMs: options.roomIdleMs }),
      // The key this station advertises to the room: only the authenticated one, known once trainer mode has been
      // opened in this run (issue 20, guarantee 3). Its public copy on disk is never taken on its word: a candidate
      // could put their own there before a station first registers.
      // A PC with no key store at all (no passcode ever set) has no key to give: it registers without one, which no
      // station ever trusts. One whose key store is shut waits (KEY_NOT_YET) until trainer mode is opened.
      publicKey: () => {
        const own = trustList(appTrust(context)).own;
        if (own) return own.export({ type: 'spki', format: 'pem' }).toString();
        const db = store.db();
        return db.ok && hasKeyStore(db.value) ? KEY_NOT_YET : null;
      },
      // Another station's key is trusted only through the key store, so only while trainer mode is open.
      trustKey: (pem, label) => {
        const key = publicKeyFromPem(pem);
        if (!key.ok) return key.error;
        const fingerprint = fingerprintOf(key.key);
        if (trustList(appTrust(context)).registered.some((k) => k.fingerprint === fingerprint)) return null;
        const added = addAuthenticatedKey(context, {
          fingerprint,
          label,
          publicKey: key.key.export({ type: 'spki', format: 'pem' }).toString(),
          addedAt: context.now().toISOString(),
        });
        return added.ok ? null : added.error;
      },
      // A save of this PC's overtaken in the room, found by a push: an editor open on it says so at once.
      onOvertaken: (overtaken) => events.emit('room.documentOvertaken', overtaken),
      log,
      ...(options.now ? { now: options.now } : {}),
      onInRoom: () => context.caseFigures.warm(),
    }),
  };
  if (options.warmDealer !== false) context.dealer.warm();
  // A crash or kill left any running assessment as it was: it is recorded abandoned now, so the app reopens on it.
  recoverAssessments(context);
  applyTrainerRecovery(context);
  // No signing key is made or read here: it lives in the trainer's key store, opened by the passcode (issue 20, 3).
  // A PC in a training room starts pushing in the background; one that is not does nothing here.
  if (store.status.state === 'ok') context.room?.start();
  const registry = createRegistry(createHandlers(context), {
    isTrustedSender: options.isTrustedSender,
    log,
    access: accessPolicy(context),
  });
  return {
    store,
    registry,
    context,
    libraryErrors: library.errors,
    events,
    close: async () => {
      await context.room?.close();
      store.close();
      await context.dealer.close();
      await context.caseFigures.close();
    },
  };
}

/** TRAINER_DATA_DIR overrides the data folder (tests give every run its own). */
export function dataDirFromEnv(fallback: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = env['TRAINER_DATA_DIR'];
  return dir && dir.trim() !== '' ? dir : fallback;
}
