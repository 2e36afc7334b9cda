// Table profiles: the built-in ones plus trainers' own, validated with core/profiles.ts. A saved profile never
// replaces a built-in one or another saved profile: the id must be new.
import type { DatabaseSync } from 'node:sqlite';
import {
  BUILT_IN_PROFILES,
  builtInProfile,
  validateProfile,
  type TableProfile,
} from '../../core/profiles.ts';
import type { RequestOf, Result } from '../ipc/contract.ts';
import { inTransaction } from '../storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from './context.ts';
import { parseStored } from './stored-json.ts';

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
  if (!checked.ok) return { ok: false, error: checked.error };
  const profile = checked.profile;
  return withDbWrite(ctx, (db) => {
    if (builtInProfile(profile.id)) {
      return { ok: false, error: `id: "${profile.id}" is a built-in profile; give your profile a new id` };
    }
    const existing = db.prepare('SELECT 1 FROM profiles WHERE id = ?').get(profile.id);
    if (existing) {
      return {
        ok: false,
        error: `id: a profile with id "${profile.id}" is already saved; give this one a new id`,
      };
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
