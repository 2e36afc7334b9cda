// A skill's recent window (skill_recent: its last 50 steps) as items (issue 23: an item of several steps counts once,
// right only when every step is; core/drills/item-score.ts). The window's steps must be joined to their facts for
// each step's place in its item, which for every trainee at once costs several times the rest of the dashboard; so
// a window's items are kept per store and read again only when the skill has been answered since (its count and
// last answer, which the summary trigger moves with every step).
import type { DatabaseSync } from 'node:sqlite';
import { stepsAsItems } from '../../../core/drills/item-score.ts';
import type { DrillKind } from '../../../core/drills/types.ts';

export interface RecentItems {
  /** Oldest first: right or not. */
  readonly marks: readonly boolean[];
  /** Steps in the window. */
  readonly steps: number;
}

const kept = new WeakMap<DatabaseSync, Map<string, { version: string; items: RecentItems }>>();

/** The items of one trainee's window in one skill; `version` changes whenever the window does. */
export function recentItems(
  db: DatabaseSync,
  traineeId: string,
  kind: DrillKind,
  version: string,
): RecentItems {
  let store = kept.get(db);
  if (!store) kept.set(db, (store = new Map()));
  const key = `${traineeId}\u0000${kind}`;
  const hit = store.get(key);
  if (hit && hit.version === version) return hit.items;
  const stmt = db.prepare(
    `SELECT f.step, r.correct FROM skill_recent r JOIN progress_facts f ON f.id = r.fact_id
     WHERE r.trainee_id = ? AND r.kind = ? ORDER BY r.fact_id`,
  );
  const rows = stmt.all(traineeId, kind) as { step: number; correct: number }[];
  const items = {
    marks: stepsAsItems(rows.map((r) => ({ step: r.step, correct: r.correct === 1 }))),
    steps: rows.length,
  };
  store.set(key, { version, items });
  return items;
}
