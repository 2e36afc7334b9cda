// The storage channels: what state the store is in, and the two ways out of a broken database.
import { ref } from '../../../core/i18n/say.ts';
import type { RequestOf, Result, StartFreshResult, StorageStatus } from '../../../contract/index.ts';
import { findDamagedRows, findDamageOffThread } from '../../storage/damage.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { withDbWrite, type ServiceContext } from '../context.ts';

/**
 * The store's state; when it is open, with every damaged row named (each can be closed or removed). The checks that
 * read the whole database run on their own threads (the window keeps answering): the integrity check started when
 * the store opened is waited for, then the sessions' answers are searched.
 */
export async function storageStatus(ctx: ServiceContext): Promise<Result<StorageStatus>> {
  await ctx.store.checked();
  if (ctx.store.status.state !== 'ok') return { ok: true, value: ctx.store.status };
  const db = ctx.store.db();
  if (!db.ok) return db;
  try {
    const damaged = await findDamageOffThread(db.value, ctx.store.path);
    return { ok: true, value: damaged.length ? { state: 'ok', damaged } : { state: 'ok' } };
  } catch (error) {
    // The store stopped meanwhile (deleted, moved, another folder chosen): its own status says why.
    if (ctx.store.status.state !== 'ok') return { ok: true, value: ctx.store.status };
    throw error;
  }
}

const TABLES = {
  'drill-set': ['drill_sets', 'id'],
  profile: ['profiles', 'id'],
  setting: ['settings', 'key'],
} as const;

/** Removes one damaged row; a row that is not damaged is never removed this way. */
export async function removeDamaged(
  ctx: ServiceContext,
  request: RequestOf<'storage.removeDamaged'>,
): Promise<Result<StorageStatus>> {
  const removed = await withDbWrite(ctx, (db) => {
    const item = findDamagedRows(db).find((d) => d.kind === request.kind && d.id === request.id);
    if (!item) return failure(ref('err_storage_no_damaged', { kind: request.kind, id: request.id }));
    const [table, key] = TABLES[request.kind];
    inTransaction(db, () => db.prepare(`DELETE FROM ${table} WHERE ${key} = ?`).run(request.id));
    return { ok: true, value: null };
  });
  return removed.ok ? storageStatus(ctx) : removed;
}

export async function chooseStorageFolder(ctx: ServiceContext): Promise<Result<StorageStatus | null>> {
  const dir = await ctx.dialogs.chooseFolder({ title: ref('dialog_choose_data_folder', {}) });
  if (dir === null) return { ok: true, value: null };
  return { ok: true, value: ctx.store.useFolder(dir) };
}

/** Only for a database that cannot be opened: a working one is never moved aside by a stray click. */
export function startFresh(ctx: ServiceContext): Result<StartFreshResult> {
  if (ctx.store.status.state === 'ok') {
    return failure(ref('err_storage_working', {}));
  }
  return ctx.store.startFresh(ctx.now());
}
