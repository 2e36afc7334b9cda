// What the trainer's Dashboard's trainee list reads from the room (issue 22), on one connection: every trainee's
// totals on the room's other stations (this PC counts its own), each person's attempts, skill windows and last
// outcomes, and case windows (flagged and due cases). Each read checks its own rows.
import type { ClientBase } from 'pg';
import { roomCaseWindows, type KnownCaseWindows, type RoomCaseWindows } from './case-window-read.ts';
import { roomPersonAttempts, type RoomPersonAttempts } from './cohort-read.ts';
import { roomDashboardTotals, type RoomDashboardTotals } from './dashboard-read.ts';
import { roomSkillWindows, type RoomSkillWindows } from './skill-window-read.ts';

export interface DashboardReads {
  readonly totals: RoomDashboardTotals;
  readonly attempts: { readonly persons: readonly RoomPersonAttempts[]; readonly refused: number };
  /** Each person's skill windows and last assessment outcomes on the other stations (room migration 6). */
  readonly skills: RoomSkillWindows;
  /** Each person's last answers per case on the other stations (room migration 8). */
  readonly cases: RoomCaseWindows;
}

/** The reads, one after another on `client`; `limit`: the newest attempts kept per person; `known`: the case
 * windows this station read before (only the changed ones are read again). */
export async function roomDashboardReads(
  client: ClientBase,
  stationId: string,
  limit: number,
  known?: KnownCaseWindows,
): Promise<DashboardReads> {
  return {
    totals: await roomDashboardTotals(client, stationId),
    attempts: await roomPersonAttempts(client, stationId, limit),
    skills: await roomSkillWindows(client, stationId),
    cases: await roomCaseWindows(client, stationId, known),
  };
}
