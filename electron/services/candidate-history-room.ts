// The candidate history on a PC in a training room (issue 22): this PC's attempts, as candidateHistory lists them
// (each record checked against its seal), and the attempts recorded on the room's other stations, each with its
// station. Another station's attempt is shown, not opened or signed here: its sealed record and signing key are on the
// station that ran it. A room that cannot be read leaves the list as this PC has it (the log says why).
import type { CandidateAttempt, TrainerRequest } from '../ipc/assessment-contract.ts';
import type { Result } from '../ipc/contract.ts';
import { sittingId } from '../../node-shared/reports/sitting-id.ts';
import { candidateHistory } from './attempt-record.ts';
import type { ServiceContext } from './context.ts';

const newestFirst = (a: CandidateAttempt, b: CandidateAttempt) =>
  a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : b.attempt - a.attempt;

export async function candidateHistoryWithRoom(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.history'>,
): Promise<Result<CandidateAttempt[]>> {
  const local = await candidateHistory(ctx, request);
  if (!local.ok) return local;
  const room = ctx.room;
  const inRoom = room?.view().configured === true;
  const station = inRoom ? (room?.stationName() ?? 'this PC') : null;
  const mine: CandidateAttempt[] = local.value.map((a) => ({ ...a, station, here: true }));
  if (!room || !inRoom) return { ok: true, value: mine };
  const read = await room.attempts(request.traineeId);
  if (!read.ok) return { ok: true, value: mine };
  const known = new Set(mine.map((a) => a.attemptId));
  const others: CandidateAttempt[] = read.value.attempts
    .filter((a) => !known.has(a.attemptId))
    .map((a) => ({ ...a, verificationId: sittingId(a.attemptId), tampered: null, here: false }));
  return { ok: true, value: [...mine, ...others].sort(newestFirst) };
}
