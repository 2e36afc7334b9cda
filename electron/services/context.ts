// What the services need from the outside world, passed in so main.ts, the e2e harness and the tests each supply
// their own (the real Electron dialogs, programmable doubles, a fixed clock).
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../ipc/contract.ts';
import { writeFailure } from '../storage/database.ts';
import type { Store } from '../storage/store.ts';
import type { BuiltInDrillSet } from './drill-library.ts';
import type { TrainerGate } from './trainer-gate.ts';

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
  /** A monotonic clock in milliseconds (performance.now): assessment timing and the trainer session use it. */
  readonly monotonicMs: () => number;
  /** The user-data folder: the signing key pair and the trusted keys live there, not in a chosen data folder. */
  readonly keyDir: string;
  readonly trainer: TrainerGate;
}

/** Runs `work` with the open database, or returns the store's error (or a write it refused) for the screen. */
export function withDb<T>(ctx: ServiceContext, work: (db: DatabaseSync) => Result<T>): Result<T> {
  const db = ctx.store.db();
  if (!db.ok) return db;
  try {
    return work(db.value);
  } catch (error) {
    const refused = writeFailure(error);
    if (refused === null) throw error;
    return { ok: false, error: refused };
  }
}
