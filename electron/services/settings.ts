// The trainee's settings, one row per key; anything missing or no longer valid falls back to the default, and a key
// that is no longer a setting (the deck count, which is the table profile's) is left out.
import { DEFAULT_SETTINGS, type RequestOf, type Result, type Settings } from '../ipc/contract.ts';
import { requestSchemas } from '../ipc/schemas.ts';
import { inTransaction } from '../storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from './context.ts';
import { findProfile } from './profiles.ts';
import { parseStored } from './stored-json.ts';
import type { DatabaseSync } from 'node:sqlite';

function readSettings(db: DatabaseSync): Settings {
  const rows = db.prepare('SELECT key, json FROM settings').all() as { key: string; json: string }[];
  const stored: Record<string, unknown> = {};
  for (const { key, json } of rows) {
    // A damaged value falls back to the default (storage.status names it).
    const value = parseStored(json, key);
    if (!value.ok) continue;
    const one = requestSchemas['settings.set'].safeParse({ [key]: value.value });
    if (one.success) Object.assign(stored, one.data);
  }
  return { ...DEFAULT_SETTINGS, ...stored };
}

export function getSettings(ctx: ServiceContext): Result<Settings> {
  return withDb(ctx, (db) => ({ ok: true, value: readSettings(db) }));
}

export function setSettings(
  ctx: ServiceContext,
  patch: RequestOf<'settings.set'>,
): Promise<Result<Settings>> {
  return withDbWrite(ctx, (db) => {
    const merged = { ...readSettings(db), ...patch };
    if (!findProfile(db, merged.profileId))
      return { ok: false, error: `profileId: there is no table profile "${merged.profileId}"` };
    inTransaction(db, () => {
      const upsert = db.prepare(
        'INSERT INTO settings (key, json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET json = excluded.json',
      );
      for (const [key, value] of Object.entries(patch)) {
        if (value !== undefined) upsert.run(key, JSON.stringify(value));
      }
    });
    return { ok: true, value: readSettings(db) };
  });
}
