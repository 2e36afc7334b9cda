// A trainee's progress export on a PC in a training room (issue 22): the CSV holds the answers and attempts the
// trainee gave on every station, each row with the station that recorded it. The room is read once the file is
// chosen (async, over the network); a room that cannot be read leaves the export as this PC has it, and the export
// says so. Signed assessment reports are not made here: each stays signed by the station that ran the attempt.
import type { DatabaseSync } from 'node:sqlite';
import { formatStamp } from '../../core/calendar.ts';
import { KIND_LABELS } from '../../core/drills/types.ts';
import type { Result } from '../ipc/contract.ts';
import type { ExportRequest, ExportResult } from '../ipc/progress-types.ts';
import type { Period, RoomExport } from '../room/export-read.ts';
import type { ServiceContext } from './context.ts';
import { csvField, exportCsv, localStamp, type ExportExtra } from './progress-export.ts';

const DAY = 86_400_000;

/** The export's period as the room reads it (the same days as the PC's own rows). */
export function periodOf(request: ExportRequest): Period {
  return {
    from: request.from === undefined ? null : `${request.from}T00:00:00.000Z`,
    until:
      request.to === undefined
        ? null
        : new Date(Date.parse(`${request.to}T00:00:00.000Z`) + DAY).toISOString(),
  };
}

/** The room's rows as the CSV's, in RESPONSE_COLUMNS' and ATTEMPT_COLUMNS' order; sessions this PC has are left out. */
export function roomExtra(
  db: DatabaseSync,
  traineeId: string,
  station: string,
  room: RoomExport,
): ExportExtra {
  const trainee = db.prepare('SELECT name, identifier FROM trainees WHERE id = ?').get(traineeId) as
    { name: string; identifier: string } | undefined;
  const here = new Set(
    (db.prepare('SELECT id FROM sessions WHERE trainee_id = ?').all(traineeId) as { id: string }[]).map(
      (r) => r.id,
    ),
  );
  const stamp = localStamp();
  const who = [trainee?.name ?? traineeId, trainee?.identifier ?? ''];
  const responses = room.responses
    .filter((r) => !here.has(r.sessionId))
    .map(
      (r) =>
        `${[
          ...who,
          r.title,
          r.mode,
          r.seq,
          r.step,
          KIND_LABELS[r.kind],
          '',
          r.correct ? 'right' : 'wrong',
          r.credit,
          (r.responseMs / 1000).toFixed(1),
          stamp(r.answeredAt),
          r.response,
          r.station,
          traineeId,
          r.sessionId,
          r.drillSetId,
          r.itemId,
        ]
          .map(csvField)
          .join(',')}\r\n`,
    );
  const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'yes' : 'no');
  const attempts = room.attempts
    .filter((a) => !here.has(a.sessionId))
    .map((a) => [
      ...who,
      a.title,
      formatStamp(a.startedAt),
      a.endedAt === null ? '' : formatStamp(a.endedAt),
      yesNo(a.finished),
      yesNo(a.passed),
      a.accuracy === null ? '' : `${Math.round(a.accuracy * 1000) / 10}%`,
      a.redLineFailures,
      a.station,
      traineeId,
      a.sessionId,
      a.drillSetId,
    ]);
  return { station, responses, attempts };
}

/** The CSV export: on a PC in a room, this PC's rows named with its station, and a trainee's rows from the others. */
export async function exportCsvWithRoom(
  ctx: ServiceContext,
  request: ExportRequest,
): Promise<Result<ExportResult | null>> {
  const room = ctx.room;
  if (!room || !room.view().configured) return exportCsv(ctx, request);
  const station = room.stationName() ?? 'this PC';
  const traineeId = request.traineeId;
  let warning: string | null = null;
  return exportCsv(
    ctx,
    request,
    async (db) => {
      if (traineeId === undefined) return { station, responses: [], attempts: [] };
      const read = await room.exportRows(traineeId, periodOf(request));
      if (!read.ok) {
        warning = `${read.error} This export holds what this PC recorded; the other stations' rows are missing.`;
        return { station, responses: [], attempts: [] };
      }
      if (read.value.refused > 0)
        warning = `${read.value.refused} record(s) from the training room were not what they should be and were left out.`;
      return roomExtra(db, traineeId, station, read.value);
    },
    () => warning,
  );
}
