// The trainer's Dashboard on a PC in a training room (issue 22): each trainee's answers and sessions over every
// station, each counted once: this PC's from its own SQLite (pushed or not yet), the other stations' from the room's
// summary (room/dashboard-read.ts, which leaves this station's rows out). A room that cannot be read leaves the figures
// as this PC has them and says so in words, never an error. A PC with no room: the Dashboard as before.
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../contract/index.ts';
import type { DashboardRow } from '../../contract/progress-types.ts';
import type { RoomDashboardTotal, RoomDashboardTotals } from '../room/dashboard-read.ts';
import { dashboard } from './dashboard.ts';
import { withDb, type ServiceContext } from './context.ts';

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
): DashboardRow[] {
  const here = hereTotals(db);
  const byId = new Map<string, RoomDashboardTotal>();
  for (const t of room.ok ? room.value.totals : []) for (const id of t.ids) byId.set(id, t);
  const others = new Set((room.ok ? room.value.totals : []).flatMap((t) => t.stations));
  const refused =
    room.ok && room.value.refused > 0 ? ` ${room.value.refused} row(s) from the room were refused.` : '';
  const message = room.ok
    ? `Answers, sessions and last activity over every station of the training room (${others.size} other station(s) besides this PC); attempts, skills, flagged and due cases, and the cohort below are this PC's.${refused}`
    : `${room.error} The figures are what this PC recorded; the other stations' answers are missing until the room can be read.`;
  return rows.map((row) => {
    const mine = here.get(row.traineeId) ?? { sessions: 0, answered: 0, correct: 0 };
    const theirs = byId.get(row.traineeId);
    const answered = mine.answered + (theirs?.responses ?? 0);
    const correct = mine.correct + (theirs?.correct ?? 0);
    const stations = [
      ...new Set([...(mine.sessions > 0 ? [station] : []), ...(theirs?.stations ?? [])]),
    ].sort();
    return {
      ...row,
      lastActivity: later(row.lastActivity, theirs?.lastAt ?? null),
      room: {
        reachable: room.ok,
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
  const totals = await room.dashboardTotals();
  const station = room.stationName() ?? 'this PC';
  return withDb(ctx, (db) => ({ ok: true, value: mergeRoomTotals(db, local.value, totals, station) }));
}
