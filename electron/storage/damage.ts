// Finds rows damaged on disk (a sync tool, a crashed editor): JSON that no longer parses, or a drill set or profile
// that no longer validates. Each is named for the screen; the rest of the data keeps working, and the item can be
// closed (a session) or removed (a drill set, a profile, a setting). json_valid runs in SQLite, so the scan is cheap.
import type { DatabaseSync } from 'node:sqlite';
import { parseDrillSet } from '../../core/drills/spec.ts';
import { validateProfile } from '../../core/profiles.ts';
import type { DamagedItem } from '../ipc/contract.ts';

const all = (db: DatabaseSync, sql: string) => db.prepare(sql).all() as Record<string, string>[];

function parses(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

export function findDamage(db: DatabaseSync): DamagedItem[] {
  const out: Omit<DamagedItem, 'message'>[] = [];
  for (const r of all(db, 'SELECT id, title, json FROM drill_sets ORDER BY imported_at, id')) {
    const json = parses(r['json'] as string);
    const problem =
      json === undefined
        ? 'it cannot be read'
        : parseDrillSet(json).ok
          ? null
          : 'it is no longer a valid drill set';
    if (problem) out.push({ kind: 'drill-set', id: r['id'] as string, name: r['title'] as string, problem });
  }
  for (const r of all(db, 'SELECT id, json FROM profiles ORDER BY created_at, id')) {
    const json = parses(r['json'] as string);
    const problem =
      json === undefined
        ? 'it cannot be read'
        : validateProfile(json).ok
          ? null
          : 'it is no longer a valid profile';
    if (problem) out.push({ kind: 'profile', id: r['id'] as string, name: r['id'] as string, problem });
  }
  for (const r of all(db, 'SELECT key FROM settings WHERE NOT json_valid(json) ORDER BY key')) {
    out.push({
      kind: 'setting',
      id: r['key'] as string,
      name: r['key'] as string,
      problem: 'it cannot be read (the default is used)',
    });
  }
  // A closed session is named no more: closing is its way out (its answers stay stored and counted), so naming it
  // after would be a warning nobody can clear. A finished one whose summary or an answer is damaged is still named
  // until it is closed: its result cannot be shown as it was, and closing it is how the trainee acknowledges that.
  const sessions = all(
    db,
    `SELECT s.id, s.title, CASE
       WHEN NOT json_valid(s.spec_json) THEN 'its drill set cannot be read'
       WHEN s.summary_json IS NOT NULL AND NOT json_valid(s.summary_json) THEN 'its summary cannot be read'
       ELSE 'an answer cannot be read' END AS problem
     FROM sessions s
     WHERE s.closed = 0
       AND (NOT json_valid(s.spec_json)
        OR (s.summary_json IS NOT NULL AND NOT json_valid(s.summary_json))
        OR EXISTS (SELECT 1 FROM responses r WHERE r.session_id = s.id
                   AND (NOT json_valid(r.response_json) OR NOT json_valid(r.feedback_json))))
     ORDER BY s.started_at, s.id`,
  );
  for (const r of sessions) {
    out.push({
      kind: 'session',
      id: r['id'] as string,
      name: r['title'] as string,
      problem: r['problem'] as string,
    });
  }
  return out.map((item) => ({ ...item, message: describeDamage(item) }));
}

/** The words for one damaged item ("The drill set "Calls" is damaged: it cannot be read."). */
function describeDamage(item: Omit<DamagedItem, 'message'>): string {
  const what = { 'drill-set': 'drill set', profile: 'table profile', setting: 'setting', session: 'session' }[
    item.kind
  ];
  const way =
    item.kind === 'session'
      ? ' Close it to keep its answers and take it off the list.'
      : item.kind === 'setting'
        ? ''
        : ' It can be removed.';
  return `The ${what} "${item.name}" is damaged: ${item.problem}.${way}`;
}
