// The one store of running sessions kept in memory, practice and assessment alike: each session's state (so an answer
// is not replayed from its rows every time), a practice step's clock under a hard limit and, for an assessment
// attempt, the run of its clock. Entries are tagged
// with the database they belong to, so a change of training data folder leaves them behind. Operations on one session
// take turns (oneAtATime): an answer must not be replayed and recorded twice at once.
import type { DatabaseSync } from 'node:sqlite';
import type { SessionState } from '../../core/drills/session.ts';
import type { AttemptRun } from './attempt-clock.ts';

/** A practice step's clock under a hard limit (practice-step-clock.ts). */
export interface StepClock {
  readonly itemId: string;
  readonly step: number;
  /** Monotonic ms. */
  startsAt: number;
  shown: boolean;
}

interface LiveSession {
  state?: SessionState;
  run?: AttemptRun;
  step?: StepClock;
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
