// The trainer's Dashboard on a PC in a training room (issue 22): each trainee's answers, sessions, assessment attempts,
// skill trends, floor readiness and held-back skills (dashboard-skills-room.ts), flagged and due cases
// (dashboard-cases-room.ts) over every station, each counted once: this PC's from its own SQLite (pushed or not yet),
// the other stations' from the room (room/dashboard-reads.ts, whose reads leave this station's rows out); the cohort
// below it the same way (dashboard-cohort-room.ts). A room that cannot be read leaves the figures as this PC has them
// and says so in words, never an error. A PC with no room: the Dashboard as before.
import { failurePhrase } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../../contract/index.ts';
import type { DashboardRow } from '../../../contract/progress-types.ts';
import type { RoomPersonAttempts } from '../../room/cohort-read.ts';
import type { RoomDashboardTotal, RoomDashboardTotals } from '../../room/dashboard-read.ts';
import type { RoomSkillWindows } from '../../room/skill-window-read.ts';
import { mergeRoomCases, roomCaseOutcomes, type RoomCaseOutcomes } from './dashboard-cases-room.ts';
import { mergeRoomSkills } from './dashboard-skills-room.ts';
import { DASHBOARD_ATTEMPTS, dashboard } from './dashboard.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { thisStationName } from '../languages/station-language.ts';

interface Here {
  sessions: number;
  answered: number;
  correct: number;
}

/** This PC's sessions and answers per trainee. */
function hereTotals(db: DatabaseSync): Map<string, Here> {
  const rows = db
    .prepare(
      `SELECT s.trainee_id, count(DISTINCT s.id) AS sessions, count(r.session_id) AS answered,
         coalesce(sum(r.correct), 0) AS correct
       FROM sessions s LEFT JOIN responses r ON r.session_id = s.id GROUP BY s.trainee_id`,
    )
    .all() as { trainee_id: string; sessions: number; answered: number; correct: number }[];
  return new Map(rows.map((r) => [r.trainee_id, r]));
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b);

/** The rows with every station's answers counted in (pure but for reading this PC's own totals). */
export function mergeRoomTotals(
  db: DatabaseSync,
  rows: readonly DashboardRow[],
  room: Result<RoomDashboardTotals>,
  station: string,
  attempts: Result<{ persons: readonly RoomPersonAttempts[]; refused: number }> = {
    ok: true,
    value: { persons: [], refused: 0 },
  },
  skills: Result<RoomSkillWindows> = { ok: true, value: { windows: [], outcomes: [], refused: 0 } },
  cases: Result<RoomCaseOutcomes> = { ok: true, value: { byTrainee: new Map(), refused: 0 } },
  now: Date = new Date(),
): DashboardRow[] {
  const here = hereTotals(db);
  const byId = new Map<string, RoomDashboardTotal>();
  for (const t of room.ok ? room.value.totals : []) for (const id of t.ids) byId.set(id, t);
  const attemptsOf = new Map<string, RoomPersonAttempts>();
  for (const p of attempts.ok ? attempts.value.persons : []) for (const id of p.ids) attemptsOf.set(id, p);
  const others = new Set((room.ok ? room.value.totals : []).flatMap((t) => t.stations));
  const refusedRows =
    (room.ok ? room.value.refused : 0) +
    (attempts.ok ? attempts.value.refused : 0) +
    (skills.ok ? skills.value.refused : 0) +
    (cases.ok ? cases.value.refused : 0);
  const reachable = room.ok && attempts.ok && skills.ok && cases.ok;
  const fault = [room, attempts, skills, cases].find((r) => !r.ok);
  const why = fault && !fault.ok ? failurePhrase(fault) : '';
  const count = others.size;
  const message = !reachable
    ? ref('main_rnote_dash_offline', { problem: why })
    : refusedRows > 0
      ? ref('main_rnote_dash_all_refused', { count, refused: refusedRows })
      : ref('main_rnote_dash_all', { count });
  const withSkills = reachable && skills.ok ? mergeRoomSkills(db, rows, skills.value) : rows;
  const merged = reachable && cases.ok ? mergeRoomCases(db, withSkills, cases.value, now) : withSkills;
  return merged.map((row) => {
    const mine = here.get(row.traineeId) ?? { sessions: 0, answered: 0, correct: 0 };
    const theirs = byId.get(row.traineeId);
    const tried = reachable ? attemptsOf.get(row.traineeId) : undefined;
    const answered = mine.answered + (theirs?.responses ?? 0);
    const correct = mine.correct + (theirs?.correct ?? 0);
    const stations = [
      ...new Set([...(mine.sessions > 0 ? [station] : []), ...(theirs?.stations ?? [])]),
    ].sort();
    return {
      ...row,
      lastActivity: later(row.lastActivity, theirs?.lastAt ?? null),
      ...(tried && {
        attempts: [...row.attempts, ...tried.latest]
          .sort((a, b) => (a.endedAt < b.endedAt ? 1 : a.endedAt > b.endedAt ? -1 : 0))
          .slice(0, DASHBOARD_ATTEMPTS),
        attemptsTotal: row.attemptsTotal + tried.total,
        attemptsPassed: row.attemptsPassed + tried.passed,
      }),
      room: {
        reachable,
        message,
        answered,
        accuracy: answered > 0 ? correct / answered : null,
        sessions: mine.sessions + (theirs?.sessions ?? 0),
        stations,
      },
    };
  });
}

/** The Dashboard's trainee list: this PC's, and on a PC in a training room, every station's answers counted in. */
export async function dashboardWithRoom(ctx: ServiceContext): Promise<Result<DashboardRow[]>> {
  const local = dashboard(ctx);
  const room = ctx.room;
  if (!local.ok || !room?.view().configured) return local;
  const read = await room.dashboardRows(DASHBOARD_ATTEMPTS);
  const station = thisStationName(ctx, room.stationName());
  const totals = read.ok ? { ok: true as const, value: read.value.totals } : read;
  const attempts = read.ok ? { ok: true as const, value: read.value.attempts } : read;
  const skills = read.ok ? { ok: true as const, value: read.value.skills } : read;
  // Worked out a few milliseconds at a time (dashboard-cases-room.ts), before the rows are put together.
  const cases = read.ok ? await roomCaseOutcomes(ctx, local.value, read.value.cases) : read;
  return withDb(ctx, (db) => ({
    ok: true,
    value: mergeRoomTotals(db, local.value, totals, station, attempts, skills, cases, ctx.now()),
  }));
}
