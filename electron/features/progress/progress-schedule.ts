// The spaced-repetition schedules per trainee and case, kept in case_schedules and brought up to date from the
// revealed answers (case_reviews) since the last time: one watermark for every trainee, so a page that asks finds at
// most the answers given since the previous page, and the trainer's dashboard reads stored schedules only.
import type { DatabaseSync } from 'node:sqlite';
import type { DrillKind } from '../../../core/drills/types.ts';
import { isRepeatedlyMissed, reviewCase, type CaseSchedule } from '../../../core/progress/schedule.ts';
import type { CaseStatus } from '../../../contract/progress-types.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { catchUpFacts } from './progress-facts.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

const WATERMARK = 'schedules_through';
const BATCH = 20_000;
/** Reviews between writes: a long catch-up keeps what it has done if it is interrupted. */
const FLUSH_EVERY = 500_000;

interface ReviewRow {
  id: number;
  trainee_id: string;
  kind: DrillKind;
  tag: string;
  correct: number;
  response_ms: number;
  late: number;
  answered_at: string;
}

function watermark(db: DatabaseSync): number {
  const row = db.prepare('SELECT value FROM progress_meta WHERE key = ?').get(WATERMARK) as
    { value: number } | undefined;
  return row?.value ?? 0;
}

/**
 * Applies every answer not yet scheduled (at most `most`: the rest the next call applies, the same in the end; the
 * practice answers not yet in the facts first); returns how many were applied. Each case is read and written once per call
 * (its schedule is kept in memory meanwhile: one entry per case, never per answer); the watermark moves with every
 * write, in the same transaction.
 */
export function catchUpSchedules(db: DatabaseSync, most = Infinity): number {
  catchUpFacts(db);
  const next = db.prepare(
    `SELECT id, trainee_id, kind, tag, correct, response_ms, late, answered_at FROM case_reviews
     WHERE id > ? ORDER BY id LIMIT ?`,
  );
  const load = db.prepare('SELECT json FROM case_schedules WHERE trainee_id = ? AND kind = ? AND tag = ?');
  const save = db.prepare(
    `INSERT INTO case_schedules (trainee_id, kind, tag, due, flagged, json) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (trainee_id, kind, tag) DO UPDATE SET due = excluded.due, flagged = excluded.flagged,
       json = excluded.json`,
  );
  const mark = db.prepare(
    `INSERT INTO progress_meta (key, value) VALUES ('${WATERMARK}', ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
  const cases = new Map<string, { trainee: string; schedule: CaseSchedule | null }>();
  const dirty = new Set<string>();
  const flush = (through: number) => {
    inTransaction(db, () => {
      for (const key of dirty) {
        const { trainee, schedule } = cases.get(key) as { trainee: string; schedule: CaseSchedule };
        const s = schedule;
        save.run(trainee, s.kind, s.tag, s.card.due, isRepeatedlyMissed(s) ? 1 : 0, JSON.stringify(s));
      }
      mark.run(through);
    });
    dirty.clear();
  };
  let from = watermark(db);
  let applied = 0;
  let unflushed = 0;
  while (applied < most) {
    const rows = allRows<ReviewRow>(next, from, Math.min(BATCH, most - applied));
    if (rows.length === 0) break;
    for (const r of rows) {
      const key = `${r.trainee_id}\u0000${r.kind}\u0000${r.tag}`;
      let entry = cases.get(key);
      if (!entry) {
        const stored = load.get(r.trainee_id, r.kind, r.tag) as { json: string } | undefined;
        entry = {
          trainee: r.trainee_id,
          schedule: stored ? (JSON.parse(stored.json) as CaseSchedule) : null,
        };
        cases.set(key, entry);
      }
      entry.schedule = reviewCase(entry.schedule, {
        kind: r.kind,
        tag: r.tag,
        correct: r.correct === 1,
        responseMs: r.response_ms,
        late: r.late === 1,
        at: Date.parse(r.answered_at),
      });
      dirty.add(key);
    }
    from = (rows[rows.length - 1] as ReviewRow).id;
    applied += rows.length;
    unflushed += rows.length;
    if (unflushed >= FLUSH_EVERY) {
      flush(from);
      unflushed = 0;
    }
  }
  if (unflushed > 0) flush(from);
  return applied;
}

export function caseStatus(s: CaseSchedule): CaseStatus {
  return {
    kind: s.kind,
    tag: s.tag,
    due: s.card.due,
    state: s.card.state,
    reviews: s.reviews,
    misses: s.misses,
    flagged: isRepeatedlyMissed(s),
  };
}
