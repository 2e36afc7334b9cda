// The one store of running sessions kept in memory, practice and assessment alike: each session's state (so an answer
// is not replayed from its rows every time), a practice step's clock under a hard limit and, for an assessment
// attempt, the run of its clock; and what never changes for a session (its owner, whether it is an attempt), read once
// for the access rules on every call. Entries are tagged
// with the database they belong to, so a change of training data folder leaves them behind. Operations on one session
// take turns (oneAtATime): an answer must not be replayed and recorded twice at once.
import type { DatabaseSync } from 'node:sqlite';
import type { SessionState } from '../../../core/drills/session.ts';
import type { AttemptRun } from '../assessment/attempt-clock.ts';

/** A practice step's clock under a hard limit (practice-step-clock.ts). */
export interface StepClock {
  readonly itemId: string;
  readonly step: number;
  /** Monotonic ms. */
  startsAt: number;
  shown: boolean;
}

/** What never changes for a session once stored: whose it is and whether it is an assessment attempt. */
export interface SessionFacts {
  readonly owner: string;
  readonly attempt: boolean;
}

interface LiveSession {
  state?: SessionState;
  run?: AttemptRun;
  step?: StepClock;
  /** A cache only (the access rules ask it on every call): it does not keep the entry alive. */
  facts?: SessionFacts;
}

const live = new WeakMap<DatabaseSync, Map<string, LiveSession>>();

function sessions(db: DatabaseSync): Map<string, LiveSession> {
  let map = live.get(db);
  if (!map) live.set(db, (map = new Map()));
  return map;
}

function entry(db: DatabaseSync, id: string): LiveSession {
  let e = sessions(db).get(id);
  if (!e) sessions(db).set(id, (e = {}));
  return e;
}

function dropIfEmpty(db: DatabaseSync, id: string): void {
  const e = sessions(db).get(id);
  if (e && e.state === undefined && e.run === undefined && e.step === undefined) sessions(db).delete(id);
}

/**
 * The session's owner and whether it is an attempt, read once (a session and its attempt row are stored in one
 * transaction, and neither changes after) and then known in memory; undefined when there is no such session.
 */
export function sessionFacts(db: DatabaseSync, id: string): SessionFacts | undefined {
  const known = sessions(db).get(id)?.facts;
  if (known) return known;
  const row = db
    .prepare(
      `SELECT s.trainee_id AS owner, a.session_id IS NOT NULL AS attempt
         FROM sessions s LEFT JOIN assessment_attempts a ON a.session_id = s.id WHERE s.id = ?`,
    )
    .get(id) as { owner: string; attempt: number } | undefined;
  if (!row) return undefined;
  const facts = { owner: row.owner, attempt: row.attempt === 1 };
  entry(db, id).facts = facts;
  return facts;
}

export function liveState(db: DatabaseSync, id: string): SessionState | undefined {
  return sessions(db).get(id)?.state;
}

export function keepState(db: DatabaseSync, id: string, state: SessionState): void {
  entry(db, id).state = state;
}

/** An attempt's clock for this run (a restart begins a new run). */
export function liveRun(db: DatabaseSync, id: string): AttemptRun | undefined {
  return sessions(db).get(id)?.run;
}

export function keepRun(db: DatabaseSync, id: string, run: AttemptRun): void {
  entry(db, id).run = run;
}

/** The attempt was left: its run is over, its state stays for the trainer. */
export function endRun(db: DatabaseSync, id: string): void {
  const e = sessions(db).get(id);
  if (e) delete e.run;
  dropIfEmpty(db, id);
}

export function liveStepClock(db: DatabaseSync, id: string): StepClock | undefined {
  return sessions(db).get(id)?.step;
}

export function keepStepClock(db: DatabaseSync, id: string, clock: StepClock): void {
  entry(db, id).step = clock;
}

/** The session has nothing more to ask: no step is timed. */
export function dropStepClock(db: DatabaseSync, id: string): void {
  const e = sessions(db).get(id);
  if (e) delete e.step;
  dropIfEmpty(db, id);
}

/** The session ended or was deleted: nothing of it stays in memory. */
export function forget(db: DatabaseSync, id: string): void {
  sessions(db).delete(id);
}

const busySessions = new Map<string, Promise<unknown>>();

export function oneAtATime<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
  const before = busySessions.get(sessionId) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  busySessions.set(sessionId, settled);
  void settled.then(() => {
    if (busySessions.get(sessionId) === settled) busySessions.delete(sessionId);
  });
  return run;
}
