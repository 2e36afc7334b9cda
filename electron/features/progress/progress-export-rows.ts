// The rows an export reads from this PC's store (issue 13): the period and trainee as SQL, the attempts, and the
// revealed responses as the xAPI statements need them.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { DrillKind } from '../../../core/drills/types.ts';
import type { ExportRequest } from '../../../contract/progress-types.ts';

const DAY = 86_400_000;
interface Filter {
  where: string;
  params: SQLInputValue[];
}

/** The trainee and period of an export, as SQL on a table aliased `alias` with a trainee_id and a time column. */
export function filter(request: ExportRequest, alias: string, time: string): Filter {
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
export function names(db: DatabaseSync, request: ExportRequest) {
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
/** The revealed responses, as the xAPI statements need them. */
export function* responseFacts(db: DatabaseSync, request: ExportRequest): Generator<ResponseFact> {
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

export function attemptRows(db: DatabaseSync, request: ExportRequest): Iterable<unknown[]> {
  const f = filter(request, 'a', 'ended_at');
  const stmt = db.prepare(
    `SELECT a.trainee_id, t.name, t.identifier, a.session_id, a.drill_set_id, a.title, a.started_at, a.ended_at,
       a.finished, a.passed, a.accuracy, a.red_line
     FROM attempts a JOIN trainees t ON t.id = a.trainee_id ${f.where} ORDER BY a.ended_at, a.session_id`,
  );
  stmt.setReturnArrays(true);
  return stmt.iterate(...f.params) as Iterable<unknown[]>;
}
