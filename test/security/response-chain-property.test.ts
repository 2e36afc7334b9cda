// Guarantee 2 (issue 20), as an invariant of the chain itself: on any chain of answers, any one edit, deletion or
// swap of two different answers is found, and an untouched chain checks.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendLink,
  chainGenesis,
  checkResponseChain,
  startChain,
} from '../../electron/integrity/response-chain.ts';

const ID = 'attempt-1';
const COMMITMENT = 'c'.repeat(64);
const KEYS = { macKey: Buffer.alloc(32, 7), commitment: COMMITMENT, bound: 'b'.repeat(64) };

function chainOf(answers: readonly { ms: number; response: string }[]): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec(`
    CREATE TABLE responses (session_id TEXT, seq INTEGER, item_id TEXT, step INTEGER, kind TEXT, response_json TEXT,
      response_ms INTEGER, answered_at TEXT, timed_out INTEGER, chain_prev TEXT, chain_hash TEXT,
      PRIMARY KEY (session_id, seq));
    CREATE TABLE assessment_attempts (session_id TEXT PRIMARY KEY, status TEXT DEFAULT 'running', ended_at TEXT,
      active_ms INTEGER DEFAULT 0, abandoned_count INTEGER DEFAULT 0, step_used_ms INTEGER DEFAULT 0,
      step_started_wall INTEGER, chain_count INTEGER, chain_head TEXT, chain_mac TEXT, state_json TEXT,
      recovered_at INTEGER);
    CREATE TABLE sessions (id TEXT PRIMARY KEY, finished_at TEXT, closed INTEGER DEFAULT 0, summary_json TEXT);
    CREATE TABLE practical_grades (session_id TEXT PRIMARY KEY, assessor TEXT, grades_json TEXT, graded_at TEXT);`);
  db.prepare('INSERT INTO assessment_attempts (session_id) VALUES (?)').run(ID);
  db.prepare('INSERT INTO sessions (id) VALUES (?)').run(ID);
  const keys = { ...KEYS, head: { count: 0, hash: chainGenesis(ID, COMMITMENT) } };
  startChain(db, ID, keys);
  const insert = db.prepare(
    `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, answered_at, timed_out)
     VALUES (?, ?, ?, 0, 'payout', ?, ?, '2026-01-01T00:00:00Z', 0)`,
  );
  for (const [seq, a] of answers.entries()) {
    insert.run(ID, seq, `item-${seq}`, a.response, a.ms);
    appendLink(db, ID, seq, keys);
  }
  return db;
}

function verdict(db: DatabaseSync): boolean {
  const head = db
    .prepare(
      'SELECT chain_count AS count, chain_head AS hash, chain_mac AS mac, state_json AS state FROM assessment_attempts',
    )
    .get() as { count: number; hash: string; mac: string; state: string };
  return checkResponseChain(db, ID, KEYS, head).ok;
}

const answers = fc.array(fc.record({ ms: fc.nat(60_000), response: fc.json() }), {
  minLength: 2,
  maxLength: 12,
});

describe('the chain of an attempt answers', () => {
  it('an untouched chain checks', () => {
    fc.assert(
      fc.property(answers, (a) => {
        expect(verdict(chainOf(a))).toBe(true);
      }),
    );
  });

  it('any one answer edited, deleted, or two different answers swapped, is found', () => {
    fc.assert(
      fc.property(
        answers,
        fc.nat(),
        fc.nat(),
        fc.constantFrom('edit', 'delete', 'swap'),
        (a, i0, j0, how) => {
          const db = chainOf(a);
          const i = i0 % a.length;
          const j = j0 % a.length;
          if (how === 'edit')
            db.prepare('UPDATE responses SET response_ms = response_ms + 1 WHERE seq = ?').run(i);
          if (how === 'delete') db.prepare('DELETE FROM responses WHERE seq = ?').run(i);
          if (how === 'swap') {
            fc.pre(i !== j);
            db.prepare('UPDATE responses SET seq = -1 WHERE seq = ?').run(i);
            db.prepare('UPDATE responses SET seq = ? WHERE seq = ?').run(i, j);
            db.prepare('UPDATE responses SET seq = ? WHERE seq = -1').run(j);
          }
          expect(verdict(db)).toBe(false);
        },
      ),
    );
  });
});
