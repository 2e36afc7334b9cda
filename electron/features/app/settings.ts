// The trainee's settings, one row per key; anything missing or no longer valid falls back to the default, and a key
// that is no longer a setting (the deck count, which is the table profile's) is left out. The installation's trainer
// settings (the xAPI IRI base) are rows of the same table, read and written only in trainer mode.
import {
  DEFAULT_SETTINGS,
  type RequestOf,
  type Result,
  type Settings,
  requestSchemas,
} from '../../../contract/index.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { fieldFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { findProfile } from '../profiles/profiles.ts';
import { parseStored } from '../../storage/stored-json.ts';
import { requireTrainer } from '../trainer/trainer.ts';
import type { TrainerSettings } from '../../../contract/trainer-settings.ts';
import { iriBase } from '../../../contract/trainer-settings.ts';
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
      return fieldFailure('profileId', ref('main_no_profile', { id: merged.profileId }));
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

/** The xAPI export's IRI base until the trainer sets the school's own: a placeholder that resolves nowhere. */
export const XAPI_PLACEHOLDER = 'https://baccarat-dealer-trainer.invalid/xapi';

/** The xAPI IRI base the trainer set, or the placeholder (also when the stored one no longer validates). */
export function xapiBase(db: DatabaseSync): string {
  const row = db.prepare("SELECT json FROM settings WHERE key = 'xapiBase'").get() as
    { json: string } | undefined;
  const stored = row ? parseStored<unknown>(row.json, 'xapiBase') : null;
  const base = stored?.ok ? iriBase.safeParse(stored.value) : null;
  return base?.success ? base.data : XAPI_PLACEHOLDER;
}

function trainerSettingsOf(db: DatabaseSync): TrainerSettings {
  const base = xapiBase(db);
  return { xapiBase: base, xapiBaseIsPlaceholder: base === XAPI_PLACEHOLDER };
}

export function getTrainerSettings(ctx: ServiceContext): Result<TrainerSettings> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    return gate.ok ? { ok: true, value: trainerSettingsOf(db) } : gate;
  });
}

export function setTrainerSettings(
  ctx: ServiceContext,
  patch: RequestOf<'trainerSettings.set'>,
): Promise<Result<TrainerSettings>> {
  return withDbWrite(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    if (patch.xapiBase !== undefined) {
      const value = JSON.stringify(patch.xapiBase);
      inTransaction(db, () =>
        db
          .prepare(
            "INSERT INTO settings (key, json) VALUES ('xapiBase', ?) ON CONFLICT (key) DO UPDATE SET json = excluded.json",
          )
          .run(value),
      );
    }
    return { ok: true, value: trainerSettingsOf(db) };
  });
}
