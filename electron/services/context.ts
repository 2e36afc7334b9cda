// What the services need from the outside world, passed in so main.ts, the e2e harness and the tests each supply
// their own (the real Electron dialogs, programmable doubles, a fixed clock).
import type { DatabaseSync } from 'node:sqlite';
import type { Dealer } from '../engine/dealer.ts';
import type { Result } from '../ipc/contract.ts';
import { writeFailure } from '../storage/database.ts';
import type { Store } from '../storage/store.ts';
import type { BuiltInDrillSet } from './drill-library.ts';

export interface FileFilter {
  readonly name: string;
  readonly extensions: readonly string[];
}

/** The system's file dialogs; each resolves to a path, or null when the trainer cancels. */
export interface Dialogs {
  openFile(options: { title: string; filters: readonly FileFilter[] }): Promise<string | null>;
  saveFile(options: {
    title: string;
    defaultName: string;
    filters: readonly FileFilter[];
  }): Promise<string | null>;
  chooseFolder(options: { title: string }): Promise<string | null>;
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
  /** Generation and replays, on the dealing thread. */
  readonly dealer: Dealer;
}

/** Runs `work` with the open database, or returns the store's error (or a write it refused) for the screen. */
export function withDb<T>(ctx: ServiceContext, work: (db: DatabaseSync) => Result<T>): Result<T> {
  const db = ctx.store.db();
  if (!db.ok) return db;
  let result: Result<T>;
  try {
    result = work(db.value);
  } catch (error) {
    const refused = writeFailure(error);
    if (refused === null) throw error;
    return { ok: false, error: refused };
  }
  // Deleted or moved while this ran: what was just written went to a file nobody will see again, so it is not
  // acknowledged (the store has stopped, and its error says what happened).
  if (!ctx.store.stillThere()) {
    const stopped = ctx.store.db();
    return stopped.ok ? result : { ok: false, error: `This was not saved. ${stopped.error}` };
  }
  return result;
}
