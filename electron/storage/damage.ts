// Finds rows damaged on disk (a sync tool, a crashed editor): JSON that no longer parses, or a drill set or profile
// that no longer validates. Each is named for the screen; the rest of the data keeps working, and the item can be
// closed (a session) or removed (a drill set, a profile, a setting). json_valid runs in SQLite, and the sessions' answers
// are read on a thread of their own (store-checks.ts).
import type { DatabaseSync } from 'node:sqlite';
import { parseDrillSet } from '../../core/drills/spec.ts';
import { validateProfile } from '../../core/profiles.ts';
import type { DamagedItem } from '../../contract/index.ts';
import { checkOffThread, type DamagedSessionRow } from './store-checks.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';

const UNREADABLE = ref('err_storage_dmg_unreadable', {});
const SESSION_PROBLEMS = {
  spec: ref('err_storage_dmg_session_spec', {}),
  summary: ref('err_storage_dmg_session_summary', {}),
  answer: ref('err_storage_dmg_session_answer', {}),
} as const satisfies Record<DamagedSessionRow['problem'], MessageRef>;

const all = (db: DatabaseSync, sql: string) => db.prepare(sql).all() as Record<string, string>[];

function parses(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** Damaged drill sets, profiles and settings: small tables, read on the main thread. */
export function findDamagedRows(db: DatabaseSync): DamagedItem[] {
  const out: Omit<DamagedItem, 'message'>[] = [];
  for (const r of all(db, 'SELECT id, title, json FROM drill_sets ORDER BY imported_at, id')) {
    const json = parses(r['json'] as string);
    const problem =
      json === undefined
        ? UNREADABLE
        : parseDrillSet(json).ok
          ? null
          : ref('err_storage_dmg_invalid_set', {});
    if (problem) out.push({ kind: 'drill-set', id: r['id'] as string, name: r['title'] as string, problem });
  }
  for (const r of all(db, 'SELECT id, json FROM profiles ORDER BY created_at, id')) {
    const json = parses(r['json'] as string);
    const problem =
      json === undefined
        ? UNREADABLE
        : validateProfile(json).ok
          ? null
          : ref('err_storage_dmg_invalid_profile', {});
    if (problem) out.push({ kind: 'profile', id: r['id'] as string, name: r['id'] as string, problem });
  }
  for (const r of all(db, 'SELECT key FROM settings WHERE NOT json_valid(json) ORDER BY key')) {
    out.push({
      kind: 'setting',
      id: r['key'] as string,
      name: r['key'] as string,
      problem: ref('err_storage_dmg_setting_default', {}),
    });
  }
  return out.map((item) => ({ ...item, message: describeDamage(item) }));
}

function sessionItems(rows: readonly DamagedSessionRow[]): DamagedItem[] {
  return rows.map((r) => {
    const item = { kind: 'session' as const, id: r.id, name: r.title, problem: SESSION_PROBLEMS[r.problem] };
    return { ...item, message: describeDamage(item) };
  });
}

/**
 * Every damaged row; the sessions' answers (millions of rows in a large store) are read on a thread of their own
 * from the database at `path`, so the window keeps answering.
 */
export async function findDamageOffThread(db: DatabaseSync, path: string): Promise<DamagedItem[]> {
  const sessions = checkOffThread(path, 'damaged-sessions');
  const rows = findDamagedRows(db);
  return [...rows, ...sessionItems((await sessions).sessions)];
}

/** The words for one damaged item ("The drill set "Calls" is damaged: it cannot be read. It can be removed."). */
function describeDamage(item: Omit<DamagedItem, 'message'>): MessageRef {
  const params = { name: item.name, problem: item.problem };
  switch (item.kind) {
    case 'drill-set':
      return ref('err_storage_dmg_drill_set', params);
    case 'profile':
      return ref('err_storage_dmg_profile', params);
    case 'setting':
      return ref('err_storage_dmg_setting', params);
    case 'session':
      return ref('err_storage_dmg_session', params);
  }
}
