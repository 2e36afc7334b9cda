// Exports for company systems (issue 13): every response and every assessment attempt as CSV, and the same as xAPI
// statements (the format learning record stores import). Rows are streamed from the database to the file in
// constant memory, written beside the target and renamed at the end, so a failed export never leaves half a file.
import { formatStamp, localDay } from '../../core/calendar.ts';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { createHash } from 'node:crypto';
import { dataFolderTarget } from '../files/data-folder-guard.ts';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { KIND_LABELS, type DrillKind } from '../../core/drills/types.ts';
import type { Result } from '../ipc/contract.ts';
import type { ExportRequest, ExportResult } from '../ipc/progress-types.ts';
import type { ServiceContext } from './context.ts';
import { catchUpFacts } from './progress-facts.ts';
import { XAPI_PLACEHOLDER, xapiBase } from './settings.ts';

const DAY = 86_400_000;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a formula start is defused. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // A spreadsheet would run "=..." as a formula (CSV injection): a leading quote mark keeps it text.
  if (/^[=+\-@\t\r]/.test(s) && typeof value === 'string') s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

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

interface Filter {
  where: string;
  params: SQLInputValue[];
}

/** The trainee and period of an export, as SQL on a table aliased `alias` with a trainee_id and a time column. */
function filter(request: ExportRequest, alias: string, time: string): Filter {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  if (request.traineeId !== undefined) {
    where.push(`${alias}.trainee_id = ?`);
    params.push(request.traineeId);
  }
  if (request.from !== undefined) {
    where.push(`${alias}.${time} >= ?`);
    params.push(`${request.from}T00:00:00.000Z`);
  }
  if (request.to !== undefined) {
    where.push(`${alias}.${time} < ?`);
    params.push(new Date(Date.parse(`${request.to}T00:00:00.000Z`) + DAY).toISOString());
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

interface SessionInfo {
  readonly title: string;
  readonly mode: string;
  readonly drillSetId: string | null;
}

/** The trainees and sessions an export names, looked up once instead of joined on every response row. */
function names(db: DatabaseSync, request: ExportRequest) {
  const trainees = new Map(
    (
      db.prepare('SELECT id, name, identifier FROM trainees').all() as {
        id: string;
        name: string;
        identifier: string;
      }[]
    ).map((t) => [t.id, t]),
  );
  const sessionRows = (
    request.traineeId === undefined
      ? db.prepare('SELECT id, title, mode, drill_set_id FROM sessions').all()
      : db
          .prepare('SELECT id, title, mode, drill_set_id FROM sessions WHERE trainee_id = ?')
          .all(request.traineeId)
  ) as { id: string; title: string; mode: string; drill_set_id: string | null }[];
  const sessions = new Map<string, SessionInfo>(
    sessionRows.map((r) => [r.id, { title: r.title, mode: r.mode, drillSetId: r.drill_set_id }]),
  );
  return { trainees, sessions };
}

/**
 * Response rows per chunk: SQLite joins a chunk's lines into one string, so node handles a row only once per chunk.
 * A chunk stays under V8's large-object size (128 KB): short-lived strings are then freed by the young generation's
 * quick collections instead of piling up in the old one until a full collection (500 lines: 107 MB of heap growth).
 */
const LINES_PER_CHUNK = 250;
let exports = 0;

/**
 * A response's own fields as CSV, built in SQLite from its fact row, in words: the skill's name, right or wrong, the
 * time in seconds, answered_at here with the zone named as every screen writes it (UTC only in the signed JSON).
 */
const LINE_FROM_FACT = `f.seq || ',' || f.step || ',' || bdt_csv_field(bdt_kind(f.kind)) || ','
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
      const [last, rows, text] = chunk.get(from, ...f.params) as unknown as [
        number | null,
        number,
        string | null,
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

/** The revealed responses, as the xAPI statements need them. */
function* responseFacts(db: DatabaseSync, request: ExportRequest): Generator<ResponseFact> {
  const { trainees, sessions } = names(db, request);
  const f = filter(request, 'f', 'answered_at');
  const stmt = db.prepare(
    `SELECT trainee_id, session_id, seq, item_id, step, kind, cases, correct, credit, response_ms, answered_at,
       response_json FROM progress_facts f ${f.where} ORDER BY f.id`,
  );
  stmt.setReturnArrays(true);
  for (const r of stmt.iterate(...f.params) as Iterable<unknown[]>) {
    const [traineeId, sessionId, seq, itemId, step, kind, cases, correct, credit, ms, at, response] = r as [
      string,
      string,
      number,
      string,
      number,
      DrillKind,
      string,
      number,
      number,
      number,
      string,
      string,
    ];
    const s = sessions.get(sessionId);
    yield {
      traineeId,
      name: trainees.get(traineeId)?.name ?? traineeId,
      sessionId,
      title: s?.title ?? sessionId,
      mode: s?.mode ?? '',
      seq,
      itemId,
      step,
      kind,
      cases,
      correct,
      credit,
      ms,
      at,
      response,
    };
  }
}

export interface ResponseFact {
  readonly traineeId: string;
  readonly name: string;
  readonly sessionId: string;
  readonly title: string;
  readonly mode: string;
  readonly seq: number;
  readonly itemId: string;
  readonly step: number;
  readonly kind: DrillKind;
  /** JSON array of case tags. */
  readonly cases: string;
  readonly correct: number;
  readonly credit: number;
  readonly ms: number;
  readonly at: string;
  /** The response as JSON. */
  readonly response: string;
}

function attemptRows(db: DatabaseSync, request: ExportRequest): Iterable<unknown[]> {
  const f = filter(request, 'a', 'ended_at');
  const stmt = db.prepare(
    `SELECT a.trainee_id, t.name, t.identifier, a.session_id, a.drill_set_id, a.title, a.started_at, a.ended_at,
       a.finished, a.passed, a.accuracy, a.red_line
     FROM attempts a JOIN trainees t ON t.id = a.trainee_id ${f.where} ORDER BY a.ended_at, a.session_id`,
  );
  stmt.setReturnArrays(true);
  return stmt.iterate(...f.params) as Iterable<unknown[]>;
}

/**
 * An attempt as a spreadsheet user reads it: times here with the zone named (xAPI keeps ISO UTC), yes and no, the
 * accuracy as a percentage, the ids last.
 */
function* attemptsInWords(rows: Iterable<unknown[]>, station: string): Generator<unknown[]> {
  const stamp = (at: unknown) => (typeof at === 'string' ? formatStamp(at) : at);
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

/** Bytes handed to the file stream at a time: under V8's large-object size too (see LINES_PER_CHUNK). */
const CHUNK = 64 * 1024;

/** Writes lines to `path` through a temporary file, in chunks, waiting whenever the disk falls behind. */
export async function writeLines(path: string, lines: Iterable<string>): Promise<number> {
  const partial = join(dirname(path), `.${basename(path)}.partial`);
  const out = createWriteStream(partial);
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => {});
  let count = 0;
  try {
    let buffer = '';
    for (const line of lines) {
      buffer += line;
      count++;
      if (buffer.length >= CHUNK) {
        const more = out.write(buffer);
        buffer = '';
        if (!more) await Promise.race([new Promise<void>((r) => out.once('drain', () => r())), failed]);
      }
    }
    out.end(buffer);
    await Promise.race([new Promise<void>((r) => out.once('finish', () => r())), failed]);
    renameSync(partial, path);
    return count;
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

function* concat<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}

function* withHeader(header: readonly string[], lines: Iterable<string>): Generator<string> {
  yield `${header.join(',')}\r\n`;
  yield* lines;
}

function* csvLines(header: readonly string[], rows: Iterable<unknown[]>): Generator<string> {
  yield `${header.join(',')}\r\n`;
  for (const row of rows) yield `${row.map(csvField).join(',')}\r\n`;
}

/** `responses.csv` → `responses-attempts.csv`, beside it. */
export function attemptsPath(path: string): string {
  const ext = extname(path);
  return join(dirname(path), `${basename(path, ext)}-attempts${ext || '.csv'}`);
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

const NO_EXTRA: ExportExtra = { station: '', responses: [], attempts: [] };

/** Every response (to `path`) and every attempt (beside it, "-attempts"); rows counts exclude the headers. */
export async function exportCsvTo(
  db: DatabaseSync,
  request: ExportRequest,
  path: string,
  extra: ExportExtra = NO_EXTRA,
): Promise<{ responses: number; attempts: number }> {
  catchUpFacts(db);
  const count = { rows: 0 };
  await writeLines(
    path,
    withHeader(RESPONSE_COLUMNS, concat(responseChunks(db, request, count, extra.station), extra.responses)),
  );
  const responses = count.rows + extra.responses.length;
  const attempts =
    (await writeLines(
      attemptsPath(path),
      csvLines(
        ATTEMPT_COLUMNS,
        concat(attemptsInWords(attemptRows(db, request), extra.station), extra.attempts),
      ),
    )) - 1;
  return { responses, attempts };
}

// ---------- xAPI ----------

const VERB = {
  answered: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
  passed: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { 'en-US': 'passed' } },
  failed: { id: 'http://adlnet.gov/expapi/verbs/failed', display: { 'en-US': 'failed' } },
};

/** A stable statement id (a name-based UUID, version 5 layout), so exporting twice gives the same statements. */
export function statementId(name: string): string {
  const h = createHash('sha1').update(`baccarat-dealer-trainer/${name}`).digest();
  h[6] = ((h[6] as number) & 0x0f) | 0x50;
  h[8] = ((h[8] as number) & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

function actor(id: string, name: string, base: string) {
  return { objectType: 'Agent', name, account: { homePage: base, name: id } };
}

/** ISO 8601 duration of whole milliseconds ("PT2.35S"). */
export function isoDuration(ms: number): string {
  return `PT${(Math.max(0, Math.round(ms)) / 1000).toString()}S`;
}

function sessionActivity(sessionId: string, title: string, base: string) {
  return {
    objectType: 'Activity',
    id: `${base}/sessions/${encodeURIComponent(sessionId)}`,
    definition: { name: { 'en-US': title } },
  };
}

export function responseStatement(r: ResponseFact, base: string): object {
  return {
    id: statementId(`response/${r.sessionId}/${r.seq}`),
    actor: actor(r.traineeId, r.name, base),
    verb: VERB.answered,
    object: {
      objectType: 'Activity',
      id: `${base}/skills/${r.kind}`,
      definition: {
        name: { 'en-US': KIND_LABELS[r.kind] ?? r.kind },
        type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
      },
    },
    result: {
      success: r.correct === 1,
      response: r.response,
      duration: isoDuration(r.ms),
      score: { scaled: Math.min(1, Math.max(0, r.credit)) },
    },
    context: {
      contextActivities: { parent: [sessionActivity(r.sessionId, r.title, base)] },
      extensions: {
        [`${base}/extensions/item`]: {
          itemId: r.itemId,
          step: r.step,
          mode: r.mode,
          cases: JSON.parse(r.cases) as unknown,
        },
      },
    },
    timestamp: r.at,
  };
}

export function attemptStatement(row: readonly unknown[], base: string): object {
  const [traineeId, name, , sessionId, drillSetId, title, , endedAt, finished, passed, accuracy, redLine] =
    row as [
      string,
      string,
      string,
      string,
      string | null,
      string,
      string,
      string,
      number,
      number,
      number | null,
      number,
    ];
  return {
    id: statementId(`attempt/${sessionId}`),
    actor: actor(traineeId, name, base),
    verb: passed === 1 ? VERB.passed : VERB.failed,
    object: {
      objectType: 'Activity',
      id: `${base}/drill-sets/${encodeURIComponent(drillSetId ?? sessionId)}`,
      definition: { name: { 'en-US': title }, type: 'http://adlnet.gov/expapi/activities/assessment' },
    },
    result: {
      success: passed === 1,
      completion: finished === 1,
      ...(accuracy === null ? {} : { score: { scaled: Math.min(1, Math.max(0, accuracy)) } }),
      extensions: { [`${base}/extensions/red-line-failures`]: redLine },
    },
    context: { contextActivities: { grouping: [sessionActivity(sessionId, title, base)] } },
    timestamp: endedAt,
  };
}

function* xapiLines(db: DatabaseSync, request: ExportRequest, base: string): Generator<string> {
  let first = true;
  const sep = () => {
    const s = first ? '[\n' : ',\n';
    first = false;
    return s;
  };
  for (const fact of responseFacts(db, request)) yield sep() + JSON.stringify(responseStatement(fact, base));
  for (const row of attemptRows(db, request)) yield sep() + JSON.stringify(attemptStatement(row, base));
  yield first ? '[]\n' : '\n]\n';
}

/** Every response and attempt as xAPI statements, ids under the trainer's IRI base; returns the number written. */
export async function exportXapiTo(
  db: DatabaseSync,
  request: ExportRequest,
  path: string,
  base = xapiBase(db),
): Promise<number> {
  catchUpFacts(db);
  return (await writeLines(path, xapiLines(db, request, base))) - 1;
}

/** What the export says while the IRI base is still the placeholder. */
export const XAPI_PLACEHOLDER_WARNING = `The statements' ids are under the placeholder ${XAPI_PLACEHOLDER}, which resolves nowhere: set your school's IRI base on the trainer dashboard (xAPI IRI base) before sending them to a learning record store.`;

export async function exportCsv(
  ctx: ServiceContext,
  request: ExportRequest,
  extra: (db: DatabaseSync) => Promise<ExportExtra> = () => Promise.resolve(NO_EXTRA),
  warning: () => string | null = () => null,
): Promise<Result<ExportResult | null>> {
  return exportWith(
    ctx,
    request,
    'Export responses and attempts (CSV)',
    'responses.csv',
    'CSV',
    'csv',
    async (db, p) => (await exportCsvTo(db, request, p, await extra(db))).responses,
    warning,
  );
}

export async function exportXapi(
  ctx: ServiceContext,
  request: ExportRequest,
): Promise<Result<ExportResult | null>> {
  return exportWith(
    ctx,
    request,
    'Export xAPI statements',
    'statements.json',
    'xAPI statements (JSON)',
    'json',
    (db, p) => exportXapiTo(db, request, p),
    (db) => (xapiBase(db) === XAPI_PLACEHOLDER ? XAPI_PLACEHOLDER_WARNING : null),
  );
}

async function exportWith(
  ctx: ServiceContext,
  request: ExportRequest,
  title: string,
  defaultName: string,
  filterName: string,
  ext: string,
  write: (db: DatabaseSync, path: string) => Promise<number>,
  warn: (db: DatabaseSync) => string | null = () => null,
): Promise<Result<ExportResult | null>> {
  const db = ctx.store.db();
  if (!db.ok) return db;
  if (request.from !== undefined && request.to !== undefined && request.from > request.to)
    return { ok: false, error: `from: ${request.from} is after to: ${request.to}` };
  const path = await ctx.dialogs.saveFile({
    title,
    defaultName,
    filters: [{ name: filterName, extensions: [ext] }],
  });
  if (path === null) return { ok: true, value: null };
  const refused = dataFolderTarget(path, [ctx.store.dir, ctx.store.homeDir, ctx.keyDir]);
  if (refused) return { ok: false, error: refused };
  try {
    const rows = await write(db.value, path);
    const warning = warn(db.value);
    return { ok: true, value: { path, rows, ...(warning === null ? {} : { warning }) } };
  } catch (error) {
    return {
      ok: false,
      error: `Could not write ${path} (${(error as Error).message}); nothing was written there.`,
    };
  }
}
