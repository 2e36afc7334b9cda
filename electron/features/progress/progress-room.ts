// A trainee's progress page on a PC in a training room (issue 22): this PC's figures, with the answers the trainee
// gave on the room's other stations counted in (skills, floor-readiness, the by-session and by-week charts, the heat
// maps, what is due today and the cases missed again and again: progress-room-cases.ts), and
// every session on every station with the station that recorded it. The room is read over the network (async, off
// the main thread's critical path, as the room's other reads); a room that cannot be read leaves the page as this PC
// has it and says so in words, never an error.
import { failurePhrase } from '../../../core/i18n/failure.ts';
import type { Phrase } from '../../../core/i18n/phrase.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import { MASTERY_WINDOW, type HistoryEntry } from '../../../core/drills/mastery.ts';
import { houseTargets } from '../../../core/progress/house-targets.ts';
import { floorReadiness, skillProgress } from '../../../core/progress/levels.ts';
import type { Result } from '../../../contract/index.ts';
import type { DueToday, ProgressRoom, TraineeProgress } from '../../../contract/progress-types.ts';
import type { RoomSessionRow } from '../../room/read.ts';
import type { RoomStation } from '../../room/station.ts';
import type { RoomProgressHistory } from '../../room/progress-read.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { houseProfile } from '../profiles/profiles.ts';
import { factRows, seriesOf, traineeProgress, type FactRow } from './progress.ts';
import { lastAssessments } from './progress-queries.ts';
import { catchUpInTurns } from './progress-catch-up-turns.ts';
import { roomCaseFigures, type CaseFigures } from './progress-room-cases.ts';
import { openSql } from '../sessions/session-status.ts';
import { findTrainee } from '../trainees/trainees.ts';

/** This PC's sessions of the trainee, as the room lists them (for those not in the room yet, and offline). */
function localSessions(db: DatabaseSync, traineeId: string, station: string): RoomSessionRow[] {
  const rows = db
    .prepare(
      `SELECT s.id, s.title, s.mode, s.started_at, NOT ${openSql('s')} AS ended,
         (SELECT count(*) FROM responses r WHERE r.session_id = s.id) AS answered,
         (SELECT count(*) FROM responses r WHERE r.session_id = s.id AND r.correct = 1) AS correct
       FROM sessions s WHERE s.trainee_id = ? ORDER BY s.started_at DESC`,
    )
    .all(traineeId) as {
    id: string;
    title: string;
    mode: 'practice' | 'assessment';
    started_at: string;
    ended: number;
    answered: number;
    correct: number;
  }[];
  return rows.map((r) => ({
    sessionId: r.id,
    title: r.title,
    mode: r.mode,
    startedAt: r.started_at,
    station,
    answered: r.answered,
    correct: r.correct,
    ended: r.ended === 1,
  }));
}

/** Reads of a trainee's room history shared with one under way (for the tests). */
export const sharedReads = { count: 0 };
/** Reads of a trainee's room history under way, per room. */
const underWay = new WeakMap<RoomStation, Map<string, Promise<Result<RoomProgressHistory>>>>();

/**
 * The trainee's history in the room: a read already under way for them (the home screen's due count, asked as they
 * sign in) is shared rather than made again, so a page opened meanwhile does not read every answer a second time.
 */
function roomHistory(room: RoomStation, traineeId: string): Promise<Result<RoomProgressHistory>> {
  let reads = underWay.get(room);
  if (!reads) underWay.set(room, (reads = new Map()));
  const going = reads.get(traineeId);
  if (going) {
    sharedReads.count += 1;
    return going;
  }
  const done = reads;
  const read = room.progressHistory(traineeId).finally(() => done.delete(traineeId));
  reads.set(traineeId, read);
  return read;
}

const newestFirst = (a: RoomSessionRow, b: RoomSessionRow) =>
  a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : 0;

const byAnswered = (a: FactRow, b: FactRow) =>
  a.answered_at < b.answered_at ? -1 : a.answered_at > b.answered_at ? 1 : 0;

/** The last MASTERY_WINDOW answers of each skill, oldest first, over every station (ordered by when answered). */
function recentOf(rows: readonly FactRow[]): HistoryEntry[] {
  const sorted = [...rows].sort(byAnswered);
  const taken = new Map<string, number>();
  const recent: FactRow[] = [];
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const r = sorted[i] as FactRow;
    const n = taken.get(r.kind) ?? 0;
    if (n >= MASTERY_WINDOW) continue;
    taken.set(r.kind, n + 1);
    recent.push(r);
  }
  return recent.reverse().map((r) => ({
    kind: r.kind,
    cases: [],
    correct: r.correct === 1,
    responseMs: r.response_ms,
    step: r.step,
  }));
}

/** Whether the room holds answers of the trainee in sessions this PC does not have (their case figures need counting). */
function answeredElsewhere(db: DatabaseSync, traineeId: string, history: RoomProgressHistory): boolean {
  if (history.answers.length === 0) return false;
  const rows = db.prepare('SELECT id FROM sessions WHERE trainee_id = ?').all(traineeId) as { id: string }[];
  const here = new Set(rows.map((r) => r.id));
  return history.answers.some((a) => !here.has(a.sessionId));
}

/**
 * The page with the room's history merged in (pure but for reading this PC's own rows), with the case figures the
 * thread counted (roomCaseFigures) when the room holds answers recorded elsewhere.
 */
export function mergeRoomHistory(
  db: DatabaseSync,
  page: TraineeProgress,
  history: RoomProgressHistory,
  station: string,
  figures: CaseFigures | null,
): TraineeProgress {
  const here = localSessions(db, page.traineeId, station);
  const hereIds = new Set(here.map((s) => s.sessionId));
  const elsewhere: FactRow[] = history.answers
    .filter((a) => !hereIds.has(a.sessionId))
    .map((a) => ({
      session_id: a.sessionId,
      item_id: a.itemId,
      step: a.step,
      started_at: a.sessionStartedAt,
      kind: a.kind,
      correct: a.correct ? 1 : 0,
      response_ms: a.responseMs,
      answered_at: a.answeredAt,
    }));
  const inRoom = new Set(history.sessions.map((s) => s.sessionId));
  const sessions = [...history.sessions, ...here.filter((s) => !inRoom.has(s.sessionId))].sort(newestFirst);
  const others = new Set(elsewhere.map((a) => a.session_id)).size;
  const room: ProgressRoom = {
    reachable: true,
    message:
      others > 0 ? ref('main_rnote_progress_others', { count: others }) : ref('main_rnote_progress_here', {}),
    sessions,
    refused: history.refused,
  };
  if (elsewhere.length === 0) return { ...page, room };
  const all = [...factRows(db, page.traineeId), ...elsewhere].sort((a, b) =>
    a.started_at < b.started_at ? -1 : a.started_at > b.started_at ? 1 : 0,
  );
  const skills = skillProgress(recentOf(all), lastAssessments(db, page.traineeId).get(page.traineeId) ?? {});
  return {
    ...page,
    skills,
    floor: floorReadiness(skills, houseTargets(houseProfile(db))),
    ...seriesOf(all),
    ...figures,
    room,
  };
}

/** The page offline: this PC's figures, its own sessions, and why the room's are missing. */
function offline(db: DatabaseSync, page: TraineeProgress, problem: Phrase, station: string): TraineeProgress {
  return {
    ...page,
    room: {
      reachable: false,
      message: ref('main_rnote_progress_offline', { problem }),
      sessions: localSessions(db, page.traineeId, station),
      refused: 0,
    },
  };
}

/**
 * What is due today for the trainee over every station of the room (at most `limit` cases listed), for the home
 * screen's count and "Practise what's due"; null when this PC's own list is the answer (no room, a room that cannot be
 * read, no answers elsewhere, or no such trainee).
 */
export async function roomDueToday(
  ctx: ServiceContext,
  traineeId: string,
  limit: number,
): Promise<DueToday | null> {
  const room = ctx.room;
  if (!room?.view().configured) return null;
  ctx.caseFigures.warm(); // loading while the room is read
  const history = await roomHistory(room, traineeId);
  if (!history.ok || history.value.answers.length === 0) return null;
  const { answers, answersKey } = history.value;
  const known = withDb(ctx, (db) => ({ ok: true, value: findTrainee(db, traineeId) !== null }));
  if (!known.ok || !known.value) return null;
  const figures = await roomCaseFigures(ctx, traineeId, answers, answersKey, ctx.now(), limit);
  return figures.ok ? figures.value.due : null;
}

/** Whether the room holds answers recorded elsewhere and, when it does, their case figures counted on the thread. */
interface Counted {
  readonly elsewhere: Result<boolean>;
  readonly figures: Result<CaseFigures> | null;
}

async function countCases(
  ctx: ServiceContext,
  traineeId: string,
  history: RoomProgressHistory,
): Promise<Counted> {
  const elsewhere = withDb(ctx, (db) => ({ ok: true, value: answeredElsewhere(db, traineeId, history) }));
  if (!elsewhere.ok || !elsewhere.value) return { elsewhere, figures: null };
  const { answers, answersKey } = history;
  return { elsewhere, figures: await roomCaseFigures(ctx, traineeId, answers, answersKey, ctx.now()) };
}

/** A trainee's progress page: this PC's, and on a PC in a training room, every station's. */
export async function progressWithRoom(
  ctx: ServiceContext,
  traineeId: string,
): Promise<Result<TraineeProgress>> {
  const room = ctx.room;
  if (!room?.view().configured) return withDb(ctx, (db) => traineeProgress(db, traineeId, ctx.now()));
  ctx.caseFigures.warm(); // loading while the room is read (started already when the PC joined the room)
  // The room is read over the network while this PC's summaries catch up here (its first read after many answers:
  // the longest part of it), a slice per turn; the case figures are counted on their thread as soon as the room's
  // answers are in (they read this PC's answers, not its summaries), meanwhile: none of it one after the other.
  const reading = roomHistory(room, traineeId);
  const counting = reading.then((history) => (history.ok ? countCases(ctx, traineeId, history.value) : null));
  counting.catch(() => undefined); // awaited below; a page that returns before it must not leave it unhandled
  await catchUpInTurns(ctx);
  const local = withDb(ctx, (db) => traineeProgress(db, traineeId, ctx.now()));
  const history = await reading;
  if (!local.ok) return local;
  const station = room.stationName() ?? 'this PC';
  if (!history.ok)
    return withDb(ctx, (db) => ({
      ok: true,
      value: offline(db, local.value, failurePhrase(history), station),
    }));
  // The merge (skills, charts, sessions) needs none of the case figures: it is done while the thread counts them,
  // in a turn of its own (the room's rows were checked in the turns before).
  await new Promise((resolve) => setImmediate(resolve));
  const merged = withDb(ctx, (db) => ({
    ok: true,
    value: mergeRoomHistory(db, local.value, history.value, station, null),
  }));
  const counted = await counting;
  if (!counted) return merged; // not reached: the room was read
  if (!counted.elsewhere.ok) return counted.elsewhere;
  if (!merged.ok) return merged;
  const figures = counted.figures;
  if (!figures) return merged;
  if (!figures.ok)
    return withDb(ctx, (db) => ({
      ok: true,
      value: offline(
        db,
        local.value,
        ref('main_rnote_count_failed', { detail: failurePhrase(figures) }),
        station,
      ),
    }));
  return { ok: true, value: { ...merged.value, ...figures.value } };
}
