// The CSV export (issues 13, 21): every response and every assessment attempt, a spreadsheet user's columns, rows
// streamed from the database to the file in constant memory.
import type { DatabaseSync } from 'node:sqlite';
import { formatStamp, localDay } from '../../../core/calendar.ts';
import { type DrillKind } from '../../../core/drills/types.ts';
import { KIND_LABELS } from '../../../core/drills/kinds/index.ts';
import type { ExportRequest } from '../../../contract/progress-types.ts';
import { BASE_LANGUAGE, type Language } from '../../../core/i18n/languages.ts';
import type { MessageId } from '../../../core/i18n/say.ts';
import { sayIn } from '../../reports/report-locale.ts';
import { attemptsPath, concat, csvField, csvLines, withHeader, writeLines } from './export-files.ts';
import { catchUpFacts } from './progress-facts.ts';
import { attemptRows, filter } from './progress-export-rows.ts';
import { oneRow } from '../../../node-shared/storage/rows.ts';

/**
 * Headers a spreadsheet user reads and one value per cell in words (issue 21); the ids a system joins on come last, in
 * columns of their own. The response itself is data (what was pressed, as JSON), labelled so.
 */
export const RESPONSE_COLUMNS = [
  'Trainee',
  'Staff number',
  'Set',
  'Practice or assessment',
  'Order answered',
  'Step',
  'Skill',
  'Cases',
  'Result',
  'Credit',
  'Time taken (s)',
  'Answered at',
  'Response (data)',
  'Station',
  'Trainee id',
  'Session id',
  'Set id',
  'Item id',
] as const;

export const ATTEMPT_COLUMNS = [
  'Trainee',
  'Staff number',
  'Set',
  'Started',
  'Ended',
  'Finished',
  'Passed',
  'Accuracy',
  'Red-line failures',
  'Station',
  'Trainee id',
  'Session id',
  'Set id',
] as const;
/**
 * Each column's header in the requesting user's interface language (issue 24). The names above are the columns'
 * identities (the tests and the room's rows use them); the values stay data in every language: ids as stored, times
 * as calendar.ts's sortable stamp (a spreadsheet sorts and filters them, and files from stations in different
 * languages line up), "right"/"wrong" and seconds with a dot.
 */
const COLUMN_MESSAGES: Record<(typeof RESPONSE_COLUMNS | typeof ATTEMPT_COLUMNS)[number], MessageId> = {
  Trainee: 'csv_trainee',
  'Staff number': 'csv_staff_number',
  Set: 'csv_set_name',
  'Practice or assessment': 'csv_practice_or_assessment',
  'Order answered': 'csv_order',
  Step: 'csv_step',
  Skill: 'csv_skill',
  Cases: 'csv_cases',
  Result: 'csv_result',
  Credit: 'csv_credit',
  'Time taken (s)': 'csv_time_taken',
  'Answered at': 'csv_answered_at',
  'Response (data)': 'csv_response_data',
  Station: 'csv_station',
  'Trainee id': 'csv_trainee_id',
  'Session id': 'csv_session_id',
  'Set id': 'csv_set_id',
  'Item id': 'csv_item_id',
  Started: 'csv_started',
  Ended: 'csv_ended',
  Finished: 'csv_finished',
  Passed: 'csv_passed',
  Accuracy: 'csv_accuracy',
  'Red-line failures': 'csv_red_line_failures',
};

/** The headers of a column list in a language. */
export function headersIn(
  columns: readonly (keyof typeof COLUMN_MESSAGES)[],
  language: Language = BASE_LANGUAGE,
): string[] {
  const t = sayIn(language);
  return columns.map((c) => csvField(t(COLUMN_MESSAGES[c], {})));
}

/**
 * Response rows per chunk: SQLite joins a chunk's lines into one string, so node handles a row only once per chunk.
 * A chunk stays under V8's large-object size (128 KB): short-lived strings are then freed by the young generation's
 * quick collections instead of piling up in the old one until a full collection (500 lines: 107 MB of heap growth).
 */
const LINES_PER_CHUNK = 250;
let exports = 0;

/** A skill's name as a CSV field: a literal per known kind, in SQL (a call into JS per row costs more). */
function kindField(kind: string): string {
  const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const known = Object.entries(KIND_LABELS).map(
    ([k, label]) => `WHEN ${literal(k)} THEN ${literal(csvField(label))}`,
  );
  return `(CASE ${kind} ${known.join(' ')} ELSE bdt_csv_field(bdt_kind(${kind})) END)`;
}

/**
 * A response's own fields as CSV, built in SQLite from its fact row, in words: the skill's name, right or wrong, the
 * time in seconds, answered_at here with the zone named as every screen writes it (UTC only in the signed JSON).
 */
const LINE_FROM_FACT = `f.seq || ',' || f.step || ',' || ${kindField('f.kind')} || ','
  || bdt_csv_field(replace(replace(replace(replace(f.cases, '[', ''), ']', ''), '"', ''), ',', '; ')) || ','
  || CASE WHEN f.correct THEN 'right' ELSE 'wrong' END || ',' || f.credit || ','
  || printf('%.1f', f.response_ms / 1000.0) || ',' || bdt_stamp(f.answered_at) || ','
  || '"' || replace(f.response_json, '"', '""') || '"'`;

/**
 * formatStamp for a million rows: the zone's name is looked up once per UTC offset (Intl is slow), the rest is
 * arithmetic. A stored time that is not a date is written as it is.
 */
export function localStamp(): (at: unknown) => string | null {
  const zones = new Map<number, string>();
  return (at) => {
    if (typeof at !== 'string') return null;
    const date = new Date(at);
    const offset = date.getTimezoneOffset();
    if (Number.isNaN(offset)) return at;
    let zone = zones.get(offset);
    if (zone === undefined) {
      zone = formatStamp(date).slice(DAY_AND_TIME.length);
      zones.set(offset, zone);
    }
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`;
  };
}
/** "2026-03-12 14:05:09": the part of formatStamp before the offset and the zone's name. */
const DAY_AND_TIME = 'YYYY-MM-DD HH:MM:SS';

/**
 * Every revealed response as CSV lines, a chunk at a time (a running assessment's answers are not exported until it
 * ends). A response's own fields were written as CSV when it was revealed (progress_facts.csv); the trainee's and the
 * session's fields are joined from a temporary table of one line prefix per session. `count` counts the rows.
 */
function* responseChunks(
  db: DatabaseSync,
  request: ExportRequest,
  count: { rows: number },
  station: string,
): Generator<string> {
  const table = `temp.export_prefix_${++exports}`;
  // One line prefix per session (its trainee's fields and its own), built in SQLite: nothing per session is kept here.
  db.function('bdt_csv_field', { deterministic: true }, (value) => csvField(value));
  db.function('bdt_stamp', { deterministic: true }, localStamp());
  db.function('bdt_kind', { deterministic: true }, (kind) => KIND_LABELS[kind as DrillKind] ?? String(kind));
  db.exec(`CREATE TABLE ${table} (session_id TEXT PRIMARY KEY, prefix TEXT NOT NULL, suffix TEXT NOT NULL)`);
  try {
    const sessionFilter = request.traineeId === undefined ? '' : 'WHERE s.trainee_id = ?';
    const fields = (columns: string[]) => columns.map((c) => `bdt_csv_field(${c})`).join(" || ',' || ");
    db.prepare(
      `INSERT INTO ${table} (session_id, prefix, suffix)
       SELECT s.id, ${fields(['t.name', 't.identifier', 's.title', 's.mode'])},
         ${fields(['?', 't.id', 's.id', 's.drill_set_id'])}
       FROM sessions s JOIN trainees t ON t.id = s.trainee_id ${sessionFilter}`,
    ).run(station, ...(request.traineeId === undefined ? [] : [request.traineeId]));
    const f = filter(request, 'f', 'answered_at');
    const chunk = db.prepare(
      `SELECT max(id), count(*), group_concat(line, char(13, 10)) FROM (
         SELECT f.id AS id, p.prefix || ',' || ${LINE_FROM_FACT} || ',' || p.suffix || ',' || bdt_csv_field(f.item_id)
           AS line FROM progress_facts f
         JOIN ${table} p ON p.session_id = f.session_id
         WHERE f.id > ? ${f.where ? `AND ${f.where.slice('WHERE '.length)}` : ''} ORDER BY f.id LIMIT ${LINES_PER_CHUNK})`,
    );
    chunk.setReturnArrays(true);
    let from = 0;
    for (;;) {
      // An aggregate always returns its one row (max and group_concat are null when no line is left).
      const [last, rows, text] = oneRow<[number | null, number, string | null]>(chunk, from, ...f.params) ?? [
        null,
        0,
        null,
      ];
      if (last === null || text === null) return;
      count.rows += rows;
      from = last;
      yield `${text}\r\n`;
    }
  } finally {
    db.exec(`DROP TABLE IF EXISTS ${table}`);
  }
}
/**
 * An attempt as a spreadsheet user reads it: times here with the zone named (xAPI keeps ISO UTC), yes and no, the
 * accuracy as a percentage, the ids last.
 */
function* attemptsInWords(rows: Iterable<unknown[]>, station: string): Generator<unknown[]> {
  // formatStamp builds an Intl formatter per call: 1.8 s over 8,000 attempts' two times; once per offset instead.
  const stamp = localStamp();
  const yesNo = (v: unknown) => (v === null || v === undefined ? '' : v ? 'yes' : 'no');
  for (const r of rows) {
    const [
      traineeId,
      name,
      identifier,
      sessionId,
      setId,
      title,
      started,
      ended,
      finished,
      passed,
      accuracy,
      red,
    ] = r;
    yield [
      name,
      identifier,
      title,
      stamp(started),
      stamp(ended),
      yesNo(finished),
      yesNo(passed),
      typeof accuracy === 'number' ? `${Math.round(accuracy * 1000) / 10}%` : accuracy,
      red,
      station,
      traineeId,
      sessionId,
      setId,
    ];
  }
}
/** What an export adds for a PC in a training room: this PC's name, and the room's other stations' rows. */
export interface ExportExtra {
  /** This PC's name in the Station column. */
  readonly station: string;
  /** CSV lines (each ending CRLF) of the room's other stations' responses. */
  readonly responses: readonly string[];
  /** Rows, in ATTEMPT_COLUMNS' order, of their attempts. */
  readonly attempts: readonly unknown[][];
}

export const NO_EXTRA: ExportExtra = { station: '', responses: [], attempts: [] };

/** Every response (to `path`) and every attempt (beside it, "-attempts"); rows counts exclude the headers. */
export async function exportCsvTo(
  db: DatabaseSync,
  request: ExportRequest,
  path: string,
  extra: ExportExtra = NO_EXTRA,
  language: Language = BASE_LANGUAGE,
): Promise<{ responses: number; attempts: number }> {
  catchUpFacts(db);
  const count = { rows: 0 };
  await writeLines(
    path,
    withHeader(
      headersIn(RESPONSE_COLUMNS, language),
      concat(responseChunks(db, request, count, extra.station), extra.responses),
    ),
  );
  const responses = count.rows + extra.responses.length;
  const attempts =
    (await writeLines(
      attemptsPath(path),
      csvLines(
        headersIn(ATTEMPT_COLUMNS, language),
        concat(attemptsInWords(attemptRows(db, request), extra.station), extra.attempts),
      ),
    )) - 1;
  return { responses, attempts };
}
