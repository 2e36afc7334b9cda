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
import { houseTargets } from '../../../core/progress/house-targets.ts';
import { floorReadiness, skillProgress } from '../../../core/progress/levels.ts';
import type { Result } from '../../../contract/index.ts';
import type { DueToday, ProgressRoom, TraineeProgress } from '../../../contract/progress-types.ts';
import type { RoomSessionRow } from '../../room/read.ts';
import type { RoomStation } from '../../room/station.ts';
import type { RoomProgressHistory } from '../../room/progress-read.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { houseProfile } from '../profiles/profiles.ts';
import { seriesOf, traineeProgress, type FactRow } from './progress.ts';
import { countedFactRows, recentOf, roomPageFrame } from './progress-room-local.ts';
import { lastAssessments } from './progress-queries.ts';
import { catchUpInTurns } from './progress-catch-up-turns.ts';
import { roomCaseFigures, type CaseFigures } from './progress-room-cases.ts';
import { openSql } from '../sessions/session-status.ts';
import { findTrainee } from '../trainees/trainees.ts';
import { thisStationName } from '../languages/station-language.ts';

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
  const all = [...countedFactRows(db, page.traineeId), ...elsewhere].sort((a, b) =>
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

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The page as this PC alone has it (its summaries brought up to date a slice per turn first). */
async function localPage(ctx: ServiceContext, traineeId: string): Promise<Result<TraineeProgress>> {
  await catchUpInTurns(ctx);
  return withDb(ctx, (db) => traineeProgress(db, traineeId, ctx.now()));
}

/** A trainee's progress page: this PC's, and on a PC in a training room, every station's. */
export async function progressWithRoom(
  ctx: ServiceContext,
  traineeId: string,
): Promise<Result<TraineeProgress>> {
  const room = ctx.room;
  if (!room?.view().configured) return withDb(ctx, (db) => traineeProgress(db, traineeId, ctx.now()));
  ctx.caseFigures.warm(); // loading while the room is read (started already when the PC joined the room)
  const history = await roomHistory(room, traineeId);
  const station = thisStationName(ctx, room.stationName());
  if (!history.ok) {
    const local = await localPage(ctx, traineeId);
    if (!local.ok) return local;
    return withDb(ctx, (db) => ({
      ok: true,
      value: offline(db, local.value, failurePhrase(history), station),
    }));
  }
  const elsewhere = withDb(ctx, (db) => ({
    ok: true,
    value: answeredElsewhere(db, traineeId, history.value),
  }));
  if (!elsewhere.ok) return elsewhere;
  if (!elsewhere.value) {
    // Every answer is this PC's: the page is this PC's own, with the room's list of sessions.
    const local = await localPage(ctx, traineeId);
    if (!local.ok) return local;
    return withDb(ctx, (db) => ({
      ok: true,
      value: mergeRoomHistory(db, local.value, history.value, station, null),
    }));
  }
  // Answers given elsewhere: every figure is counted over all the answers, none read from this PC's summaries, so
  // they are not caught up (progress-room-local.ts). The case figures are counted on their thread while the rest is
  // merged here, in a turn of its own (the room's rows were checked in the turns before).
  const { answers, answersKey } = history.value;
  const counting = roomCaseFigures(ctx, traineeId, answers, answersKey, ctx.now());
  await nextTurn();
  const merged = withDb(ctx, (db) => {
    const frame = roomPageFrame(db, traineeId);
    if (!frame.ok) return frame;
    return { ok: true, value: mergeRoomHistory(db, frame.value, history.value, station, null) };
  });
  const figures = await counting;
  if (!merged.ok) return merged;
  if (figures.ok) return { ok: true, value: { ...merged.value, ...figures.value } };
  const local = await localPage(ctx, traineeId);
  if (!local.ok) return local;
  return withDb(ctx, (db) => ({
    ok: true,
    value: offline(
      db,
      local.value,
      ref('main_rnote_count_failed', { detail: failurePhrase(figures) }),
      station,
    ),
  }));
}
