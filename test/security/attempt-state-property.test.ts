// Guarantee 2 (issue 20), as an invariant of the sealed state: on an attempt sealed with its answers, any one edit of
// a covered column (the attempt's row, its session's row, its grades row) is found and named, and an untouched
// attempt checks, also after the app's own crash recovery.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coveredState, stateProblem } from '../../electron/integrity/attempt-state.ts';
import { abandonCutShort } from '../../electron/integrity/step-clock.ts';
import { chainGenesis, checkResponseChain, startChain } from '../../electron/integrity/response-chain.ts';
import { english } from '../../core/i18n/phrase.ts';

const ID = 'attempt-1';
const COMMITMENT = 'c'.repeat(64);
const KEYS = { macKey: Buffer.alloc(32, 7), commitment: COMMITMENT, bound: 'b'.repeat(64) };

/** A covered column, where it lives, how it is named, and a value of its type. */
const COLUMNS = [
  {
    table: 'assessment_attempts',
    column: 'status',
    named: /its status/,
    value: fc.constantFrom('running', 'abandoned', 'finished', 'closed'),
  },
  { table: 'assessment_attempts', column: 'ended_at', named: /its end time/, value: fc.option(fc.string()) },
  { table: 'assessment_attempts', column: 'active_ms', named: /its duration/, value: fc.nat() },
  { table: 'assessment_attempts', column: 'abandoned_count', named: /abandonments/, value: fc.nat(20) },
  { table: 'assessment_attempts', column: 'step_used_ms', named: /had used/, value: fc.nat() },
  {
    table: 'assessment_attempts',
    column: 'step_started_wall',
    named: /stored start/,
    value: fc.option(fc.nat()),
  },
  { table: 'sessions', column: 'finished_at', named: /its finish time/, value: fc.option(fc.string()) },
  { table: 'sessions', column: 'closed', named: /closed it/, value: fc.constantFrom(0, 1) },
  { table: 'sessions', column: 'summary_json', named: /its summary/, value: fc.option(fc.json()) },
  { table: 'practical_grades', column: 'grades_json', named: /practical grades/, value: fc.json() },
  { table: 'practical_grades', column: 'assessor', named: /practical grades/, value: fc.string() },
  { table: 'practical_grades', column: 'graded_at', named: /practical grades/, value: fc.string() },
] as const;

const state = fc.record({
  status: fc.constantFrom('running', 'abandoned', 'finished', 'closed'),
  ended_at: fc.option(fc.string()),
  active_ms: fc.nat(),
  abandoned_count: fc.nat(20),
  step_used_ms: fc.nat(),
  step_started_wall: fc.option(fc.nat()),
  finished_at: fc.option(fc.string()),
  closed: fc.constantFrom(0, 1),
  summary_json: fc.option(fc.json()),
  grades: fc.record({ assessor: fc.string(), grades_json: fc.json(), graded_at: fc.string() }),
});

type State = typeof state extends fc.Arbitrary<infer T> ? T : never;

/** An attempt in that state, sealed as the app seals it (no answers: the chain's own property is elsewhere). */
function sealed(s: State): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec(`
    CREATE TABLE responses (session_id TEXT, seq INTEGER, item_id TEXT, step INTEGER, kind TEXT, response_json TEXT,
      response_ms INTEGER, answered_at TEXT, timed_out INTEGER, chain_prev TEXT, chain_hash TEXT);
    CREATE TABLE assessment_attempts (session_id TEXT PRIMARY KEY, status TEXT, ended_at TEXT, active_ms INTEGER,
      abandoned_count INTEGER, step_used_ms INTEGER, step_started_wall INTEGER, chain_count INTEGER, chain_head TEXT,
      chain_mac TEXT, state_json TEXT, recovered_at INTEGER);
    CREATE TABLE sessions (id TEXT PRIMARY KEY, finished_at TEXT, closed INTEGER, summary_json TEXT);
    CREATE TABLE practical_grades (session_id TEXT PRIMARY KEY, assessor TEXT, grades_json TEXT, graded_at TEXT);`);
  db.prepare(
    `INSERT INTO assessment_attempts (session_id, status, ended_at, active_ms, abandoned_count, step_used_ms,
       step_started_wall) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(ID, s.status, s.ended_at, s.active_ms, s.abandoned_count, s.step_used_ms, s.step_started_wall);
  db.prepare('INSERT INTO sessions (id, finished_at, closed, summary_json) VALUES (?, ?, ?, ?)').run(
    ID,
    s.finished_at,
    s.closed,
    s.summary_json,
  );
  db.prepare(
    'INSERT INTO practical_grades (session_id, assessor, grades_json, graded_at) VALUES (?, ?, ?, ?)',
  ).run(ID, s.grades.assessor, s.grades.grades_json, s.grades.graded_at);
  startChain(db, ID, { ...KEYS, head: { count: 0, hash: chainGenesis(ID, COMMITMENT) } });
  return db;
}

/** The record check's verdict on the state: null, or what it names. */
function verdict(db: DatabaseSync): string | null {
  const seal = db
    .prepare(
      `SELECT chain_count AS count, chain_head AS hash, chain_mac AS mac, state_json AS state, recovered_at
       FROM assessment_attempts`,
    )
    .get() as { count: number; hash: string; mac: string; state: string; recovered_at: number | null };
  const chain = checkResponseChain(db, ID, KEYS, seal);
  if (!chain.ok) return english(chain.problem);
  const problem = stateProblem(seal.state, coveredState(db, ID), seal.recovered_at);
  return problem && english(problem);
}

const keyColumn = (table: string) => (table === 'sessions' ? 'id' : 'session_id');

describe('the sealed state of an attempt', () => {
  it('untouched, it checks; after the app abandons it at a restart (without the key), it still checks', () => {
    fc.assert(
      fc.property(state, fc.nat(), (s, later) => {
        const db = sealed(s);
        expect(verdict(db)).toBeNull();
        abandonCutShort(db, (s.step_started_wall ?? 0) + later);
        expect(verdict(db)).toBeNull();
      }),
    );
  });

  it('any one covered column changed to another value is found, and named', () => {
    fc.assert(
      fc.property(
        state,
        fc.nat(COLUMNS.length - 1).chain((i) => fc.tuple(fc.constant(i), COLUMNS[i]!.value)),
        fc.boolean(),
        (s, [i, value], recovered) => {
          const { table, column, named } = COLUMNS[i]!;
          const db = sealed(s);
          if (recovered) abandonCutShort(db, (s.step_started_wall ?? 0) + 1000);
          const before = db.prepare(`SELECT ${column} AS v FROM ${table}`).get() as { v: unknown };
          fc.pre(before.v !== value);
          db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${keyColumn(table)} = ?`).run(value, ID);
          const problem = verdict(db);
          expect(problem).not.toBeNull();
          // After a recovery, a changed status is named as a recovery that does not fit it, or as the status.
          if (!(recovered && column === 'status')) expect(problem).toMatch(named);
        },
      ),
    );
  });

  it('its grades row deleted, or the sealed state rewritten, is found', () => {
    fc.assert(
      fc.property(state, fc.boolean(), (s, deleteGrades) => {
        const db = sealed(s);
        if (deleteGrades) db.exec('DELETE FROM practical_grades');
        else
          db.exec(
            "UPDATE assessment_attempts SET state_json = json_set(state_json, '$.activeMs', active_ms + 1)",
          );
        expect(verdict(db)).toMatch(
          deleteGrades ? /practical grades or countersignature were removed/ : /seal does not check/,
        );
      }),
    );
  });
});
