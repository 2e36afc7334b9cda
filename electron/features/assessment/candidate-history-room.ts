// The candidate history on a PC in a training room (issue 22): this PC's attempts, as candidateHistory lists them
// (each record checked against its seal), and the attempts recorded on the room's other stations, each with its
// station. Another station's attempt is shown, not opened or signed here: its sealed record and signing key are on the
// station that ran it. A room that cannot be read leaves the list as this PC has it, and its coverage says so in words
// (as the progress page's note does), so a trainer never takes a partial list for the whole record.
import { failurePhrase } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { CandidateAttempt, CandidateHistory, TrainerRequest } from '../../../contract/assessment.ts';
import type { Result } from '../../../contract/index.ts';
import { sittingId } from '../../../node-shared/reports/sitting-id.ts';
import { candidateHistory } from './attempt-record.ts';
import type { ServiceContext } from '../context.ts';
import { thisStationName } from '../languages/station-language.ts';

const newestFirst = (a: CandidateAttempt, b: CandidateAttempt) =>
  a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : b.attempt - a.attempt;

const NOT_CONFIGURED = ref('main_rnote_history_not_configured', {});

export async function candidateHistoryWithRoom(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.history'>,
): Promise<Result<CandidateHistory>> {
  const local = await candidateHistory(ctx, request);
  if (!local.ok) return local;
  const room = ctx.room;
  const inRoom = room?.view().configured === true;
  const station = inRoom ? thisStationName(ctx, room?.stationName() ?? null) : null;
  const mine: CandidateAttempt[] = local.value.map((a) => ({ ...a, station, here: true }));
  if (!room || !inRoom) {
    const coverage = { everyStation: false, reason: 'not-configured', message: NOT_CONFIGURED } as const;
    return { ok: true, value: { attempts: mine, coverage } };
  }
  const read = await room.attempts(request.traineeId);
  if (!read.ok) {
    const message = ref('main_rnote_history_offline', {
      problem: failurePhrase(read),
      station: station ?? '',
    });
    return {
      ok: true,
      value: { attempts: mine, coverage: { everyStation: false, reason: 'unreachable', message } },
    };
  }
  const known = new Set(mine.map((a) => a.attemptId));
  const others: CandidateAttempt[] = read.value.attempts
    .filter((a) => !known.has(a.attemptId))
    .map((a) => ({ ...a, verificationId: sittingId(a.attemptId), tampered: null, here: false }));
  const count = read.value.refused;
  const message =
    count > 0 ? ref('main_rnote_history_all_refused', { count }) : ref('main_rnote_history_all', {});
  return {
    ok: true,
    value: {
      attempts: [...mine, ...others].sort(newestFirst),
      coverage: { everyStation: true, reason: null, message },
    },
  };
}
