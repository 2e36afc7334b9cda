// An assessment attempt's chain of answers in an in-memory database: the few tables and columns the chain reads and
// writes (a subset of the store's schema), one attempt, its answers linked as main links them. Shared by the tests of
// the chain itself, so that a column the chain starts to use is added in one place.
import { DatabaseSync } from 'node:sqlite';
import {
  appendLink,
  chainGenesis,
  checkResponseChain,
  startChain,
  type ChainVerdict,
} from '../../electron/integrity/response-chain.ts';

export const CHAIN_ATTEMPT_ID = 'attempt-1';
/** Fixed keys: the chain's MAC key, the attempt's commitment and the bound the seal covers. */
export const CHAIN_KEYS = { macKey: Buffer.alloc(32, 7), commitment: 'c'.repeat(64), bound: 'b'.repeat(64) };

export interface ChainedAnswer {
  readonly ms: number;
  /** The response as stored (JSON text). */
  readonly response: string;
}

/** A database holding attempt CHAIN_ATTEMPT_ID with these answers (seq 0, 1, …), each linked into its chain. */
export function attemptChainOf(answers: readonly ChainedAnswer[]): DatabaseSync {
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
  db.prepare('INSERT INTO assessment_attempts (session_id) VALUES (?)').run(CHAIN_ATTEMPT_ID);
  db.prepare('INSERT INTO sessions (id) VALUES (?)').run(CHAIN_ATTEMPT_ID);
  const keys = {
    ...CHAIN_KEYS,
    head: { count: 0, hash: chainGenesis(CHAIN_ATTEMPT_ID, CHAIN_KEYS.commitment) },
  };
  startChain(db, CHAIN_ATTEMPT_ID, keys);
  const insert = db.prepare(
    `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, answered_at, timed_out)
     VALUES (?, ?, ?, 0, 'payout', ?, ?, '2026-01-01T00:00:00Z', 0)`,
  );
  for (const [seq, a] of answers.entries()) {
    insert.run(CHAIN_ATTEMPT_ID, seq, `item-${seq}`, a.response, a.ms);
    appendLink(db, CHAIN_ATTEMPT_ID, seq, keys);
  }
  return db;
}

/** The attempt's chain checked against its stored head, as main checks it. */
export function checkAttemptChain(db: DatabaseSync): ChainVerdict {
  const head = db
    .prepare(
      'SELECT chain_count AS count, chain_head AS hash, chain_mac AS mac, state_json AS state FROM assessment_attempts',
    )
    .get() as { count: number; hash: string; mac: string; state: string };
  return checkResponseChain(db, CHAIN_ATTEMPT_ID, CHAIN_KEYS, head);
}
