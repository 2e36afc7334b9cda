// The case figures of a trainee on a PC in a training room (issue 22), as the thread that counts them builds them
// (progress-room-worker.ts): every answer of the trainee from every station, counted in the records' order by the
// running totals of progress-room-tally.ts (the figures a PC alone gives for the same answers through its SQL). They are
// kept per trainee, keyed by what they were built from: a read that finds nothing new reads them as they are, and
// answers that come after every answer they hold (the usual case: the trainee answered more) are added to them rather
// than counting everything again.
import type { RoomAnswer } from '../../room/progress-read.ts';
import { endOfDay } from './progress-due.ts';
import { CaseTally, factOf, type CaseFigures } from './progress-room-tally.ts';

export type { CaseFigures } from './progress-room-tally.ts';

export interface CaseAnswer {
  readonly seq: number;
  readonly itemId: string;
  readonly step: number;
  readonly kind: string;
  readonly responseJson: string;
  readonly responseMs: number;
  readonly correct: number;
  readonly credit: number;
  readonly feedbackJson: string;
  readonly answeredAt: string;
}

export interface CaseSession {
  readonly id: string;
  readonly startedAt: string;
  readonly mode: 'practice' | 'assessment';
  readonly answers: CaseAnswer[];
}

/** Trainees whose built figures a PC keeps. */
export const KEPT_TRAINEES = 4;

/** How the figures were had: read from those kept, new answers added to them, or counted from nothing. */
export type BuildKind = 'kept' | 'added' | 'full';

/** One ask of the thread: the figures of a trainee, built from `key` (this PC's answers and the room's). */
export interface CaseAsk {
  /** Which of the store's databases `key` is of (the store may be reopened): figures of another are dropped. */
  readonly store: number;
  readonly traineeId: string;
  readonly key: string;
  readonly now: Date;
  readonly dueLimit: number;
  /** The answers the figures are built from; without them, figures are given only when the kept ones are of `key`. */
  readonly rows?: CaseRows;
}

/**
 * Every answer the figures count (this PC's and the room's), or, with `since`, only this PC's answers that came after
 * the figures kept, built from `since` (the key the thread said it holds): the room's are those it holds already.
 */
export type CaseRows =
  | { readonly local: readonly CaseSession[]; readonly room: readonly RoomAnswer[] }
  | { readonly local: readonly CaseSession[]; readonly since: string };

export type CaseAnswered =
  | { readonly figures: CaseFigures; readonly build: BuildKind }
  /**
   * The thread holds nothing built from `key`: ask again with the rows (only this PC's newer ones, when `held` says
   * what the figures kept were built from and nothing else changed); also the answer to newer rows it cannot add.
   */
  | { readonly need: 'rows'; readonly held?: string };

/** This PC's sessions and the room's others (a session this PC has is taken from this PC), in the records' order. */
function unionOf(local: readonly CaseSession[], room: readonly RoomAnswer[]): CaseSession[] {
  const all = new Map(local.map((s) => [s.id, { ...s, answers: [...s.answers] }]));
  const mine = new Set(all.keys());
  const seen = new AnswerSet();
  for (const a of room) {
    if (mine.has(a.sessionId) || !seen.add(a.sessionId, a.seq)) continue;
    let s = all.get(a.sessionId);
    if (!s)
      all.set(
        a.sessionId,
        (s = { id: a.sessionId, startedAt: a.sessionStartedAt, mode: a.mode, answers: [] }),
      );
    s.answers.push({
      seq: a.seq,
      itemId: a.itemId,
      step: a.step,
      kind: a.kind,
      responseJson: '{}',
      responseMs: a.responseMs,
      correct: a.correct ? 1 : 0,
      credit: a.credit,
      feedbackJson: a.feedbackJson,
      answeredAt: a.answeredAt,
    });
  }
  // Sessions in the order they started, each session's answers in its own order (seq), never by answer time: a
  // station whose clock is wrong cannot shuffle a session's answers.
  return [...all.values()]
    .map((s) => ({ ...s, answers: s.answers.sort((x, y) => x.seq - y.seq) }))
    .sort((x, y) => (x.startedAt < y.startedAt ? -1 : x.startedAt > y.startedAt ? 1 : x.id < y.id ? -1 : 1));
}

interface Built {
  readonly key: string;
  readonly tally: CaseTally;
  /** Its sessions and answers, to add only what is new. */
  readonly sessions: Set<string>;
  readonly answers: AnswerSet;
  /** The sessions taken from this PC (not from the room), which its newer answers may add to. */
  readonly local: Set<string>;
  /** Its last answer in the records' order (the session's start, its id, the answer's seq): what newer ones follow. */
  lastPlace?: AnswerPlace;
  /** The figures last read from it, for the day and list length they were read for: a read with nothing new reuses them. */
  last?: { readonly until: number; readonly dueLimit: number; readonly figures: CaseFigures };
}

/**
 * A set of answers (a session and a seq), kept per session: a string key per answer (`session\0seq`) cost a
 * concatenation and a hash of the whole id per answer, a good part of a first build over thousands of answers.
 */
export class AnswerSet {
  readonly #bySession = new Map<string, Set<number>>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  has(session: string, seq: number): boolean {
    return this.#bySession.get(session)?.has(seq) === true;
  }

  /** Adds the answer; false when it was there already. */
  add(session: string, seq: number): boolean {
    let seqs = this.#bySession.get(session);
    if (!seqs) this.#bySession.set(session, (seqs = new Set()));
    if (seqs.has(seq)) return false;
    seqs.add(seq);
    this.#size += 1;
    return true;
  }
}

interface AnswerPlace {
  readonly startedAt: string;
  readonly id: string;
  readonly seq: number;
}

/** Whether `a` comes after `b` in the records' order (unionOf's: sessions by start, then id; answers by seq). */
function after(a: AnswerPlace, b: AnswerPlace): boolean {
  if (a.startedAt !== b.startedAt) return a.startedAt > b.startedAt;
  if (a.id !== b.id) return a.id > b.id;
  return a.seq > b.seq;
}

/** Nothing counted yet. */
function empty(key: string): Built {
  return { key, tally: new CaseTally(), sessions: new Set(), answers: new AnswerSet(), local: new Set() };
}

/**
 * True when every answer `built` holds comes, in the records' order, before every answer it does not: adding the new
 * ones then gives exactly what building from nothing would (the schedules depend on the order answers are applied).
 */
function onlyAdded(built: Built, sessions: readonly CaseSession[]): boolean {
  let left = built.answers.size;
  for (const s of sessions)
    for (const a of s.answers) {
      if (left === 0) return true;
      if (!built.answers.has(s.id, a.seq)) return false;
      left -= 1;
    }
  return left === 0;
}

/**
 * True when `sessions` (this PC's newer answers only) may be added to `built` as they are: each answer is new, comes
 * after every answer it holds, and is of a session it does not hold or of a practice session it took from this PC
 * (an assessment it holds was counted whole when it ended).
 */
function follows(built: Built, sessions: readonly CaseSession[]): boolean {
  return sessions.every(
    (s) =>
      (!built.sessions.has(s.id) || (built.local.has(s.id) && s.mode === 'practice')) &&
      s.answers.every(
        (a) =>
          !built.answers.has(s.id, a.seq) &&
          (built.lastPlace === undefined ||
            after({ startedAt: s.startedAt, id: s.id, seq: a.seq }, built.lastPlace)),
      ),
  );
}

/**
 * Refuses, in words, a session the figures cannot count (the room's read refuses such rows; were one to reach the
 * thread, nothing of the ask is counted).
 */
function checkSession(s: CaseSession): void {
  if (s.mode !== 'practice' && s.mode !== 'assessment')
    throw new Error(`session ${JSON.stringify(s.id)}: its mode is not practice or assessment`);
  for (const a of s.answers)
    if (
      !Number.isSafeInteger(a.seq) ||
      !Number.isFinite(a.responseMs) ||
      Number.isNaN(Date.parse(a.answeredAt))
    )
      throw new Error(
        `session ${JSON.stringify(s.id)}: answer ${a.seq} has no number, time taken or time answered`,
      );
}

/**
 * Counts the answers `built` does not hold yet, in order. An assessment counts whole when it ends (a PC's migration 5:
 * the sessions sent are ended ones), so answers to one held already are held but not counted, as on a PC.
 */
function add(built: Built, sessions: readonly CaseSession[]): void {
  for (const s of sessions) checkSession(s);
  for (const s of sessions) {
    const fresh = s.answers.filter((a) => !built.answers.has(s.id, a.seq));
    if (fresh.length === 0) continue;
    const counted = s.mode === 'practice' || !built.sessions.has(s.id);
    built.sessions.add(s.id);
    for (const a of fresh) {
      if (counted) built.tally.add(factOf(a));
      built.answers.add(s.id, a.seq);
      // Sessions and answers come in the records' order, so the last one added is the last one held.
      built.lastPlace = { startedAt: s.startedAt, id: s.id, seq: a.seq };
    }
  }
}

/** The figures built so far, per trainee (at most KEPT_TRAINEES, the least recently read dropped first). */
export class CaseFigureCache {
  #store = -1;
  readonly #kept = new Map<string, Built>();

  answer(ask: CaseAsk): CaseAnswered {
    if (ask.store !== this.#store) {
      this.clear();
      this.#store = ask.store;
    }
    const { traineeId, key } = ask;
    let entry = this.#kept.get(traineeId);
    let build: BuildKind = 'kept';
    if (entry?.key !== key) {
      const rows = ask.rows;
      if (!rows) return { need: 'rows', ...(entry ? { held: entry.key } : {}) };
      const newer = 'since' in rows;
      // Only this PC's newer answers: added when they follow what is held, else every row is asked for.
      const sessions = unionOf(rows.local, newer ? [] : rows.room);
      if (newer && (entry?.key !== rows.since || !follows(entry, sessions))) return { need: 'rows' };
      this.#kept.delete(traineeId);
      if (entry && (newer || onlyAdded(entry, sessions))) {
        entry = { ...entry, key, last: undefined };
        build = 'added';
      } else {
        entry = empty(key);
        build = 'full';
      }
      for (const s of rows.local) entry.local.add(s.id);
      add(entry, sessions);
    }
    this.#kept.delete(traineeId);
    this.#kept.set(traineeId, entry);
    for (const id of this.#kept.keys()) {
      if (this.#kept.size <= KEPT_TRAINEES) break;
      this.#kept.delete(id);
    }
    const { tally, last } = entry;
    const until = endOfDay(ask.now);
    if (last?.until === until && last.dueLimit === ask.dueLimit) return { build, figures: last.figures };
    const figures = tally.figures(until, ask.dueLimit);
    entry.last = { until, dueLimit: ask.dueLimit, figures };
    return { build, figures };
  }

  clear(): void {
    this.#kept.clear();
  }
}

/** What the main process sends the thread (progress-room-thread.ts). */
export type ToCaseThread = { readonly id: number; readonly ask: CaseAsk } | { readonly close: true };
/** What the thread answers, by the ask's id. */
export type FromCaseThread =
  | { readonly id: number; readonly ok: true; readonly answered: CaseAnswered }
  | { readonly id: number; readonly ok: false; readonly error: string };
