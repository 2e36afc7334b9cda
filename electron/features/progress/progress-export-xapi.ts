// The xAPI export (issue 13): every response and attempt as xAPI statements, the format learning record stores import.
import type { DatabaseSync } from 'node:sqlite';
import { createHash } from 'node:crypto';
import { KIND_LABELS } from '../../../core/drills/kinds/index.ts';
import type { ExportRequest } from '../../../contract/progress-types.ts';
import { writeLines } from './export-files.ts';
import { catchUpFacts } from './progress-facts.ts';
import { attemptRows, responseFacts, type ResponseFact } from './progress-export-rows.ts';
import { XAPI_PLACEHOLDER, xapiBase } from '../app/settings.ts';
import { ref } from '../../../core/i18n/say.ts';

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

/** The station that recorded a statement, as xAPI's context platform (only on a PC in a training room). */
const platform = (station: string) => (station === '' ? {} : { platform: station });

export function responseStatement(r: ResponseFact, base: string, station = ''): object {
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
      ...platform(station),
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

export function attemptStatement(row: readonly unknown[], base: string, station = ''): object {
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
    context: {
      ...platform(station),
      contextActivities: { grouping: [sessionActivity(sessionId, title, base)] },
    },
    timestamp: endedAt,
  };
}

/** What an xAPI export adds on a PC in a training room: this PC's name, and the room's other stations' records. */
export interface XapiExtra {
  readonly station: string;
  readonly responses: readonly { readonly fact: ResponseFact; readonly station: string }[];
  /** Rows in attemptRows' order. */
  readonly attempts: readonly { readonly row: readonly unknown[]; readonly station: string }[];
}

export const NO_XAPI_EXTRA: XapiExtra = { station: '', responses: [], attempts: [] };

function* xapiLines(
  db: DatabaseSync,
  request: ExportRequest,
  base: string,
  extra: XapiExtra,
): Generator<string> {
  let first = true;
  const sep = () => {
    const s = first ? '[\n' : ',\n';
    first = false;
    return s;
  };
  const json = JSON.stringify;
  for (const fact of responseFacts(db, request))
    yield sep() + json(responseStatement(fact, base, extra.station));
  for (const r of extra.responses) yield sep() + json(responseStatement(r.fact, base, r.station));
  for (const row of attemptRows(db, request)) yield sep() + json(attemptStatement(row, base, extra.station));
  for (const a of extra.attempts) yield sep() + json(attemptStatement(a.row, base, a.station));
  yield first ? '[]\n' : '\n]\n';
}

/** Every response and attempt as xAPI statements, ids under the trainer's IRI base; returns the number written. */
export async function exportXapiTo(
  db: DatabaseSync,
  request: ExportRequest,
  path: string,
  base = xapiBase(db),
  extra: XapiExtra = NO_XAPI_EXTRA,
): Promise<number> {
  catchUpFacts(db);
  return (await writeLines(path, xapiLines(db, request, base, extra))) - 1;
}
/** What the export says while the IRI base is still the placeholder (said in the trainer's language). */
export const XAPI_PLACEHOLDER_WARNING = ref('main_xapi_placeholder', { base: XAPI_PLACEHOLDER });
