// What the trainer's Dashboard reads from the room (issue 22): each trainee's totals on the room's other stations, from
// the summary the room's triggers keep (read.ts, the Training room tab's read), never every response. Every row is
// checked here: a row that is not what it should be is refused and counted, never passed on; a station's name is only
// ever text, cut to a length a page can show.
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { checkedRows } from './checked-rows.ts';
import { roomText } from './progress-read.ts';
import { roomTotals } from './read.ts';

export interface RoomDashboardTotal {
  /** Every id the trainee is known by in the room (the room's and each PC's): this PC's trainee is one of them. */
  readonly ids: readonly string[];
  readonly sessions: number;
  readonly responses: number;
  readonly correct: number;
  readonly lastAt: string | null;
  /** The other stations that recorded the trainee's work, by name. */
  readonly stations: readonly string[];
}

export interface RoomDashboardTotals {
  readonly totals: readonly RoomDashboardTotal[];
  /** Rows the room gave that were refused (not what they should be). */
  readonly refused: number;
}

const ident = z.string().min(1).max(200);
const tally = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);
const totalsRow = z
  .object({
    ids: z.array(ident).min(1).max(1000),
    sessions: tally,
    responses: tally,
    correct: tally,
    last_at: z.date().nullable(),
    stations: z.array(z.string()).max(1000).nullable(),
  })
  .refine((r) => r.correct <= r.responses, { message: 'more right answers than answers' });

/** The trainees' totals on every station but `stationId` (this PC's), each row checked. */
export async function roomDashboardTotals(
  client: ClientBase,
  stationId: string,
): Promise<RoomDashboardTotals> {
  const checked = checkedRows(totalsRow, await roomTotals(client, stationId), (d): RoomDashboardTotal => ({
    ids: d.ids,
    sessions: d.sessions,
    responses: d.responses,
    correct: d.correct,
    lastAt: d.last_at?.toISOString() ?? null,
    stations: (d.stations ?? []).map((s) => roomText(s, 'unknown station')),
  }));
  return { totals: checked.rows, refused: checked.refused };
}
