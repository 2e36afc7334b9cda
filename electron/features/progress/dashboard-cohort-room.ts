// The Dashboard's cohort on a PC in a training room (issue 22): pass rates per set and per skill, the most missed
// cases and the active trainees over every station, each attempt and answer counted once (this PC's from its SQLite,
// pushed or not; the other stations' counted by PostgreSQL, room/cohort-read.ts) and each person once whichever ids
// the stations know them by. A room that cannot be read leaves the cohort as this PC has it and says why in words.
import type { RequestOf, Result } from '../../../contract/index.ts';
import type { CohortView } from '../../../contract/progress-types.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { cohort, cohortPeriod, localCohort, mergeCohort } from './dashboard.ts';

export async function cohortWithRoom(
  ctx: ServiceContext,
  request: RequestOf<'dashboard.cohort'>,
): Promise<Result<CohortView>> {
  const room = ctx.room;
  if (!room?.view().configured || request.from > request.to) return cohort(ctx, request);
  const period = cohortPeriod(request.from, request.to);
  const local = withDb(ctx, (db) => ({ ok: true, value: localCohort(db, period) }));
  if (!local.ok) return local;
  const mine = [
    ...new Set(
      [...local.value.bySet, ...local.value.bySkill].flatMap((r) => r.persons).concat(local.value.active),
    ),
  ];
  const read = await room.cohort(period, mine);
  if (!read.ok)
    return {
      ok: true,
      value: {
        ...mergeCohort(request.from, request.to, [local.value]),
        room: {
          reachable: false,
          message: `${read.error} The cohort is what this PC recorded; the other stations' work is missing until the room can be read.`,
        },
      },
    };
  const personOf = (id: string) => read.value.personOf.get(id) ?? id;
  const refused = read.value.refused > 0 ? ` ${read.value.refused} row(s) from the room were refused.` : '';
  return {
    ok: true,
    value: {
      ...mergeCohort(request.from, request.to, [local.value, read.value], personOf),
      room: {
        reachable: true,
        message: `The cohort covers every station of the training room, each attempt and answer once.${refused}`,
      },
    },
  };
}
