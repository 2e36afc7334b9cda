// The storage channels: what state the store is in, and the two ways out of a broken database.
import type { Result, StartFreshResult, StorageStatus } from '../ipc/contract.ts';
import type { ServiceContext } from './context.ts';

export function storageStatus(ctx: ServiceContext): Result<StorageStatus> {
  return { ok: true, value: ctx.store.status };
}

export async function chooseStorageFolder(ctx: ServiceContext): Promise<Result<StorageStatus | null>> {
  const dir = await ctx.dialogs.chooseFolder({ title: 'Choose a folder for the training data' });
  if (dir === null) return { ok: true, value: null };
  return { ok: true, value: ctx.store.useFolder(dir) };
}

/** Only for a database that cannot be opened: a working one is never moved aside by a stray click. */
export function startFresh(ctx: ServiceContext): Result<StartFreshResult> {
  if (ctx.store.status.state === 'ok') {
    return {
      ok: false,
      error:
        'The training database is working, so it was left as it is; start fresh is for a database that cannot be opened.',
    };
  }
  return ctx.store.startFresh(ctx.now());
}
