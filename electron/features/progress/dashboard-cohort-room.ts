// The Dashboard's cohort on a PC in a training room (issue 22): pass rates per set and per skill, the most missed
// cases and the active trainees over every station, each attempt and answer counted once (this PC's from its SQLite,
// pushed or not; the other stations' counted by PostgreSQL, room/cohort-read.ts) and each person once whichever ids
// the stations know them by. A room that cannot be read leaves the cohort as this PC has it and says why in words.
import { failurePhrase } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
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
          message: ref('main_rnote_cohort_offline', { problem: failurePhrase(read) }),
        },
      },
    };
  const personOf = (id: string) => read.value.personOf.get(id) ?? id;
  const count = read.value.refused;
  return {
    ok: true,
    value: {
      ...mergeCohort(request.from, request.to, [local.value, read.value], personOf),
      room: {
        reachable: true,
        message:
          count > 0 ? ref('main_rnote_cohort_all_refused', { count }) : ref('main_rnote_cohort_all', {}),
      },
    },
  };
}
