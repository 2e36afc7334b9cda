// Progress exports on a PC in a training room (issue 22): the CSV and the xAPI statements hold the answers and attempts
// given on every station (one trainee's, or every trainee's), each with the station that recorded it. The room is read
// once the file is chosen (async, over the network); a room that cannot be read leaves the export as this PC has it,
// and the export says so. Signed assessment reports are not made here: each stays signed by the station that ran it.
import type { DatabaseSync } from 'node:sqlite';
import { formatStamp } from '../../../core/calendar.ts';
import { KIND_LABELS } from '../../../core/drills/kinds/index.ts';
import type { Result } from '../../../contract/index.ts';
import type { ExportRequest, ExportResult } from '../../../contract/progress-types.ts';
import type { Period, RoomExport, RoomExportTrainee } from '../../room/export-read.ts';
import type { ServiceContext } from '../context.ts';
import { csvField } from './export-files.ts';
import { csvSeconds } from '../../reports/report-locale.ts';
import { exportCsv, exportXapi } from './progress-export.ts';
import { localStamp, NO_EXTRA, type ExportExtra } from './progress-export-csv.ts';
import { NO_XAPI_EXTRA, type XapiExtra } from './progress-export-xapi.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';
import { failurePhrase } from '../../../core/i18n/failure.ts';
import type { Phrase } from '../../../core/i18n/phrase.ts';
import { ref } from '../../../core/i18n/say.ts';
import { thisStationName } from '../languages/station-language.ts';

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

interface Who {
  readonly id: string;
  readonly name: string;
  readonly identifier: string;
}

/**
 * A room row's trainee as this PC names them: this PC's own id, name and staff number where it knows the person (the
 * exported trainee's, on a trainee's export), the room's otherwise.
 */
function traineesOf(
  db: DatabaseSync,
  request: ExportRequest,
  room: RoomExport,
): (row: RoomExportTrainee) => Who {
  const local =
    request.traineeId === undefined
      ? allRows<Who>(db.prepare('SELECT id, name, identifier FROM trainees'))
      : allRows<Who>(db.prepare('SELECT id, name, identifier FROM trainees WHERE id = ?'), request.traineeId);
  const byPerson = new Map(local.map((t) => [room.personOf.get(t.id) ?? t.id, t]));
  const only = request.traineeId === undefined ? undefined : local[0];
  return (row) =>
    only ??
    byPerson.get(row.traineeId) ?? {
      id: request.traineeId ?? row.traineeId,
      name: row.traineeName,
      identifier: row.staffNumber ?? '',
    };
}

/** This PC's sessions in the export (their rows it writes itself, so the room's copies are left out). */
function localSessions(db: DatabaseSync, request: ExportRequest): Set<string> {
  const rows = (
    request.traineeId === undefined
      ? db.prepare('SELECT id FROM sessions').all()
      : db.prepare('SELECT id FROM sessions WHERE trainee_id = ?').all(request.traineeId)
  ) as { id: string }[];
  return new Set(rows.map((r) => r.id));
}

/** The room's rows as the CSV's, in RESPONSE_COLUMNS' and ATTEMPT_COLUMNS' order; sessions this PC has are left out. */
export function roomExtra(
  db: DatabaseSync,
  request: ExportRequest,
  station: string,
  room: RoomExport,
): ExportExtra {
  const who = traineesOf(db, request, room);
  const here = localSessions(db, request);
  const stamp = localStamp();
  const responses = room.responses
    .filter((r) => !here.has(r.sessionId))
    .map((r) => {
      const t = who(r);
      return `${[
        t.name,
        t.identifier,
        r.title,
        r.mode,
        r.seq,
        r.step,
        KIND_LABELS[r.kind],
        '',
        r.correct ? 'right' : 'wrong',
        r.credit,
        csvSeconds(r.responseMs),
        stamp(r.answeredAt),
        r.response,
        r.station,
        t.id,
        r.sessionId,
        r.drillSetId,
        r.itemId,
      ]
        .map(csvField)
        .join(',')}\r\n`;
    });
  const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'yes' : 'no');
  const attempts = room.attempts
    .filter((a) => !here.has(a.sessionId))
    .map((a) => {
      const t = who(a);
      return [
        t.name,
        t.identifier,
        a.title,
        formatStamp(a.startedAt),
        a.endedAt === null ? '' : formatStamp(a.endedAt),
        yesNo(a.finished),
        yesNo(a.passed),
        a.accuracy === null ? '' : `${Math.round(a.accuracy * 1000) / 10}%`,
        a.redLineFailures,
        a.station,
        t.id,
        a.sessionId,
        a.drillSetId,
      ];
    });
  return { station, responses, attempts };
}

/** The room's rows as xAPI statements' sources (the local rows' shapes); sessions this PC has are left out. */
export function roomXapiExtra(
  db: DatabaseSync,
  request: ExportRequest,
  station: string,
  room: RoomExport,
): XapiExtra {
  const who = traineesOf(db, request, room);
  const here = localSessions(db, request);
  const bit = (v: boolean | null) => (v === null ? null : v ? 1 : 0);
  return {
    station,
    responses: room.responses
      .filter((r) => !here.has(r.sessionId))
      .map((r) => {
        const t = who(r);
        return {
          station: r.station,
          fact: {
            traineeId: t.id,
            name: t.name,
            sessionId: r.sessionId,
            title: r.title,
            mode: r.mode,
            seq: r.seq,
            itemId: r.itemId,
            step: r.step,
            kind: r.kind,
            cases: '[]',
            correct: r.correct ? 1 : 0,
            credit: r.credit,
            ms: r.responseMs,
            at: r.answeredAt,
            response: r.response,
          },
        };
      }),
    attempts: room.attempts
      .filter((a) => !here.has(a.sessionId))
      .map((a) => {
        const t = who(a);
        const row = [t.id, t.name, t.identifier, a.sessionId, a.drillSetId, a.title, a.startedAt, a.endedAt];
        return {
          station: a.station,
          row: [...row, bit(a.finished), bit(a.passed), a.accuracy, a.redLineFailures],
        };
      }),
  };
}

type Exporter<E> = (
  ctx: ServiceContext,
  request: ExportRequest,
  extra?: (db: DatabaseSync) => Promise<E>,
  warning?: () => Phrase | null,
) => Promise<Result<ExportResult | null>>;

/**
 * An export on a PC in a room: `build` turns the room's rows into the export's extra; a room that cannot be read (or
 * refused rows) is said in the export's warning, and the export holds this PC's rows named with its station.
 */
async function exportWithRoom<E extends ExportExtra | XapiExtra>(
  ctx: ServiceContext,
  request: ExportRequest,
  exporter: Exporter<E>,
  build: (db: DatabaseSync, station: string, rows: RoomExport) => E,
  alone: (station: string) => E,
): Promise<Result<ExportResult | null>> {
  const room = ctx.room?.view().configured ? ctx.room : null;
  if (!room) return exporter(ctx, request);
  const station = thisStationName(ctx, room.stationName());
  let warning: Phrase | null = null;
  const extra = async (db: DatabaseSync): Promise<E> => {
    const localIds =
      request.traineeId === undefined
        ? (db.prepare('SELECT id FROM trainees').all() as { id: string }[]).map((t) => t.id)
        : [request.traineeId];
    const read = await room.exportRows(request.traineeId ?? null, periodOf(request), localIds);
    if (!read.ok) {
      warning = ref('left_export_room_unread', { why: failurePhrase(read) });
      return alone(station);
    }
    if (read.value.refused > 0) warning = ref('left_export_room_refused', { count: read.value.refused });
    return build(db, station, read.value);
  };
  return exporter(ctx, request, extra, () => warning);
}

/** The CSV export: on a PC in a room, this PC's rows named with its station, and the other stations' rows. */
export function exportCsvWithRoom(ctx: ServiceContext, request: ExportRequest) {
  return exportWithRoom(
    ctx,
    request,
    exportCsv,
    (db, station, rows) => roomExtra(db, request, station, rows),
    (station) => ({ ...NO_EXTRA, station }),
  );
}

/** The xAPI export: on a PC in a room, each statement's platform is the station that recorded it, every station's. */
export function exportXapiWithRoom(ctx: ServiceContext, request: ExportRequest) {
  return exportWithRoom(
    ctx,
    request,
    exportXapi,
    (db, station, rows) => roomXapiExtra(db, request, station, rows),
    (station) => ({ ...NO_XAPI_EXTRA, station }),
  );
}
