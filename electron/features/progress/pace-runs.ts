// Pace-lab runs as the trainee's progress and the trainer's dashboard show them (issue 23). A run's result is part
// of its session's stored summary (core/drills/session.ts `pace`, `audition`), written when the session ends, so
// nothing new is stored: these read it back (no migration). A damaged summary is skipped, not an error.
import type { DatabaseSync } from 'node:sqlite';
import type { SessionSummary } from '../../../contract/index.ts';
import type { PaceRun } from '../../../contract/progress-types.ts';
import { parseStored } from '../../storage/stored-json.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

/** Runs listed on a trainee's progress. */
export const PACE_RUNS = 20;

interface Row {
  id: string;
  trainee_id: string;
  title: string;
  finished_at: string;
  summary_json: string;
}

// json_valid first: json_extract on a damaged row would fail the whole query.
const HAS_PACE = `finished_at IS NOT NULL AND summary_json IS NOT NULL
  AND CASE WHEN json_valid(summary_json) THEN json_extract(summary_json, '$.pace.coups') > 0 ELSE 0 END`;

function toRun(r: Row): PaceRun | null {
  const summary = parseStored<SessionSummary>(r.summary_json, 'a summary');
  const pace = summary.ok ? summary.value.pace : undefined;
  if (!summary.ok || !pace) return null;
  return {
    sessionId: r.id,
    title: r.title,
    finishedAt: r.finished_at,
    coups: pace.coups,
    coupsPerHour: pace.coupsPerHour,
    accuracy: pace.accuracy,
    targetCoupsPerHour: pace.target.coupsPerHour,
    onPace: pace.onPace,
    band: summary.value.audition?.band ?? null,
    reason: summary.value.audition?.reason ?? null,
  };
}

/** A trainee's pace-lab runs, most recent first. */
export function paceRuns(db: DatabaseSync, traineeId: string, limit = PACE_RUNS): PaceRun[] {
  const rows = allRows<Row>(
    db.prepare(
      `SELECT id, trainee_id, title, finished_at, summary_json FROM sessions
       WHERE trainee_id = ? AND ${HAS_PACE} ORDER BY finished_at DESC, id LIMIT ?`,
    ),
    traineeId,
    limit,
  );
  return rows.flatMap((r) => toRun(r) ?? []);
}

/** Every trainee's latest pace-lab run, by trainee id. */
export function latestPaceRuns(db: DatabaseSync): Map<string, PaceRun> {
  const rows = allRows<Row>(
    db.prepare(
      `SELECT id, trainee_id, title, finished_at, summary_json FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY trainee_id ORDER BY finished_at DESC, id) AS n
         FROM sessions WHERE ${HAS_PACE}) WHERE n = 1`,
    ),
  );
  const out = new Map<string, PaceRun>();
  for (const r of rows) {
    const run = toRun(r);
    if (run) out.set(r.trainee_id, run);
  }
  return out;
}
