// Table profiles: the built-in ones plus trainers' own, validated with core/profiles.ts. A saved profile never
// replaces a built-in one or another saved profile: the id must be new.
import type { DatabaseSync } from 'node:sqlite';
import {
  BUILT_IN_PROFILES,
  builtInProfile,
  validateProfile,
  type TableProfile,
} from '../../../core/profiles.ts';
import { failure, fieldFailure, type StatedFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { HouseSetting, ProfileUsage, RequestOf, Result } from '../../../contract/index.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { parseStored } from '../../storage/stored-json.ts';

export function ownProfiles(db: DatabaseSync): TableProfile[] {
  const rows = db.prepare('SELECT json FROM profiles ORDER BY created_at, id').all() as { json: string }[];
  const out: TableProfile[] = [];
  for (const row of rows) {
    // A damaged row is left out here and named by storage.status (storage/damage.ts), where it can be removed.
    const stored = parseStored(row.json, 'profile');
    if (!stored.ok) continue;
    const checked = validateProfile(stored.value);
    if (checked.ok) out.push(checked.profile);
  }
  return out;
}

export function findProfile(db: DatabaseSync, id: string): TableProfile | null {
  return builtInProfile(id) ?? ownProfiles(db).find((p) => p.id === id) ?? null;
}

export function listProfiles(ctx: ServiceContext): Result<TableProfile[]> {
  return withDb(ctx, (db) => ({ ok: true, value: [...BUILT_IN_PROFILES, ...ownProfiles(db)] }));
}

export async function saveProfile(
  ctx: ServiceContext,
  request: RequestOf<'profiles.save'>,
): Promise<Result<TableProfile>> {
  const checked = validateProfile(request.profile);
  if (!checked.ok) return checked;
  const profile = checked.profile;
  return withDbWrite(ctx, (db) => {
    if (builtInProfile(profile.id)) {
      return fieldFailure('id', ref('err_profile_builtin_id', { id: profile.id }));
    }
    const existing = db.prepare('SELECT 1 FROM profiles WHERE id = ?').get(profile.id);
    if (existing) {
      return fieldFailure('id', ref('err_profile_id_saved', { id: profile.id }));
    }
    inTransaction(db, () => {
      db.prepare('INSERT INTO profiles (id, json, created_at) VALUES (?, ?, ?)').run(
        profile.id,
        JSON.stringify(profile),
        ctx.now().toISOString(),
      );
    });
    return { ok: true, value: profile };
  });
}

// ---- Issue 12: update, duplicate, delete; issue 13: the house whose floor-ready targets apply ----

/** The settings key naming the house profile whose targets apply (not one of the trainee's Settings). */
export const HOUSE_SETTING = 'houseProfileId';
/** The house used before a trainer names one: the app's default table. */
export const DEFAULT_HOUSE = 'tasmania';

function settingValue(db: DatabaseSync, key: string): unknown {
  const row = db.prepare('SELECT json FROM settings WHERE key = ?').get(key) as { json: string } | undefined;
  if (!row) return undefined;
  const stored = parseStored(row.json, key);
  return stored.ok ? stored.value : undefined;
}

/** The house profile whose targets apply: the one named in the settings if it still exists, else the default. */
export function houseProfile(db: DatabaseSync): TableProfile {
  const named = settingValue(db, HOUSE_SETTING);
  const found = typeof named === 'string' ? findProfile(db, named) : null;
  return found ?? (builtInProfile(DEFAULT_HOUSE) as TableProfile);
}

function houseSetting(db: DatabaseSync): HouseSetting {
  const p = houseProfile(db);
  return { profileId: p.id, ownTargets: p.targets !== undefined };
}

export function getHouse(ctx: ServiceContext): Result<HouseSetting> {
  return withDb(ctx, (db) => ({ ok: true, value: houseSetting(db) }));
}

export function setHouse(
  ctx: ServiceContext,
  request: RequestOf<'profiles.setHouse'>,
): Promise<Result<HouseSetting>> {
  return withDbWrite(ctx, (db) => {
    if (!findProfile(db, request.profileId))
      return fieldFailure('profileId', ref('main_no_profile', { id: request.profileId }));
    inTransaction(db, () => {
      db.prepare(
        'INSERT INTO settings (key, json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET json = excluded.json',
      ).run(HOUSE_SETTING, JSON.stringify(request.profileId));
    });
    return { ok: true, value: houseSetting(db) };
  });
}

function ownRow(db: DatabaseSync, id: string): boolean {
  return db.prepare('SELECT 1 FROM profiles WHERE id = ?').get(id) !== undefined;
}

function notOwn(db: DatabaseSync, id: string): StatedFailure | null {
  if (builtInProfile(id)) return failure(ref('err_profile_builtin_fixed', { id }));
  if (!ownRow(db, id)) return failure(ref('err_profile_no_saved', { id }));
  return null;
}

export async function updateProfile(
  ctx: ServiceContext,
  request: RequestOf<'profiles.update'>,
): Promise<Result<TableProfile>> {
  const checked = validateProfile(request.profile);
  if (!checked.ok) return checked;
  const profile = checked.profile;
  return withDbWrite(ctx, (db) => {
    const problem = notOwn(db, request.id);
    if (problem) return problem;
    if (profile.id !== request.id) return fieldFailure('id', ref('err_profile_keeps_id', { id: request.id }));
    inTransaction(db, () => {
      db.prepare('UPDATE profiles SET json = ? WHERE id = ?').run(JSON.stringify(profile), profile.id);
    });
    return { ok: true, value: profile };
  });
}

/** "tasmania-copy", then "tasmania-copy-2", … : the first id not taken (at most 48 characters, as the schema wants). */
function freeId(db: DatabaseSync, base: string): string {
  const stem = `${base.slice(0, 40)}-copy`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? stem : `${stem}-${n}`;
    if (!builtInProfile(candidate) && !ownRow(db, candidate)) return candidate;
  }
}

export function duplicateProfile(
  ctx: ServiceContext,
  request: RequestOf<'profiles.duplicate'>,
): Promise<Result<TableProfile>> {
  return withDbWrite(ctx, (db) => {
    const source = findProfile(db, request.id);
    if (!source) return failure(ref('main_no_profile', { id: request.id }));
    const id = request.newId ?? freeId(db, source.id);
    if (builtInProfile(id) || ownRow(db, id))
      return fieldFailure('id', ref('err_profile_copy_id_taken', { id }));
    const name = request.name ?? `${source.name} (copy)`.slice(0, 80);
    const checked = validateProfile({ ...source, id, name });
    if (!checked.ok) return checked;
    inTransaction(db, () => {
      db.prepare('INSERT INTO profiles (id, json, created_at) VALUES (?, ?, ?)').run(
        id,
        JSON.stringify(checked.profile),
        ctx.now().toISOString(),
      );
    });
    return { ok: true, value: checked.profile };
  });
}

function usage(db: DatabaseSync, id: string): ProfileUsage {
  const titles: string[] = [];
  const rows = db.prepare('SELECT title, json FROM drill_sets ORDER BY title').all() as {
    title: string;
    json: string;
  }[];
  for (const row of rows) {
    const stored = parseStored(row.json, 'drill set');
    if (!stored.ok || typeof stored.value !== 'object' || stored.value === null) continue;
    const profile = (stored.value as { profile?: unknown }).profile;
    if (typeof profile === 'object' && profile !== null && (profile as { id?: unknown }).id === id)
      titles.push(row.title);
  }
  return {
    id,
    drillSets: titles.length,
    drillSetTitles: titles,
    practiceTable: settingValue(db, 'profileId') === id,
    house: settingValue(db, HOUSE_SETTING) === id,
  };
}

export function profileUsage(
  ctx: ServiceContext,
  request: RequestOf<'profiles.usage'>,
): Result<ProfileUsage> {
  return withDb(ctx, (db) => ({ ok: true, value: usage(db, request.id) }));
}

/**
 * Removes a saved profile. Drill sets embed a whole copy of their profile, so they keep working; the settings that
 * named it (the practice table, the house) fall back to the defaults.
 */
export function deleteProfile(
  ctx: ServiceContext,
  request: RequestOf<'profiles.delete'>,
): Promise<Result<ProfileUsage>> {
  return withDbWrite(ctx, (db) => {
    const problem = notOwn(db, request.id);
    if (problem) return problem;
    const used = inTransaction(db, () => removeProfile(db, request.id));
    return { ok: true, value: used };
  });
}

/** Removes a saved profile here (deleted here, or removed in the training room); inside the caller's transaction. */
export function removeProfile(db: DatabaseSync, id: string): ProfileUsage {
  const used = usage(db, id);
  db.prepare('DELETE FROM profiles WHERE id = ?').run(id);
  if (used.practiceTable) db.prepare("DELETE FROM settings WHERE key = 'profileId'").run();
  if (used.house) db.prepare('DELETE FROM settings WHERE key = ?').run(HOUSE_SETTING);
  return used;
}
