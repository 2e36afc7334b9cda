// Progress a trainee and a trainer can see (issue 13): levels held back by a failed assessment, floor-readiness,
// accuracy and speed by session and by week, heat maps, what is due today, and drills on exactly the cases shown.
import { paceRuns } from './pace-runs.ts';
import type { DatabaseSync } from 'node:sqlite';
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import { median, type HistoryEntry } from '../../../core/drills/mastery.ts';
import type { DrillSet } from '../../../core/drills/spec.ts';
import { builtInProfile, type TableProfile } from '../../../core/profiles.ts';
import type { DrillKind } from '../../../core/drills/types.ts';
import { targetedSet, type DrillTarget } from '../../../core/progress/heatmap.ts';
import { floorReadiness, skillProgress } from '../../../core/progress/levels.ts';
import { houseTargets } from '../../../core/progress/house-targets.ts';
import { houseProfile } from '../profiles/profiles.ts';
import {
  DEFAULT_SETTINGS,
  type RequestOf,
  type ResponseOf,
  type Result,
  type SessionView,
} from '../../../contract/index.ts';
import type { DueToday, SkillPoint, TraineeProgress } from '../../../contract/progress-types.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { dueToday, endOfDay, flagged } from './progress-due.ts';
import { findProfile } from '../profiles/profiles.ts';
import { catchUpFacts } from './progress-facts.ts';
import { catchUpSchedules } from './progress-schedule.ts';
import {
  assignments,
  heatmaps,
  lastAssessments,
  recentAnswers,
  traineeAttempts,
} from './progress-queries.ts';
import { beginSession } from '../sessions/sessions.ts';
import { traineeHistory } from '../sessions/session-history.ts';
import { getSettings } from '../app/settings.ts';
import { findTrainee } from '../trainees/trainees.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

export { DUE_LIST_LIMIT, dueToday, endOfDay, flagged } from './progress-due.ts';

/** "Practise what's due": at most this many cases, a few items each. */
export const DUE_DRILL_CASES = 8;
export const DUE_DRILL_ITEMS_PER_CASE = 3;

/** The Monday (UTC) of the week of an ISO time, as "YYYY-MM-DD". */
export function weekOf(iso: string): string {
  const d = new Date(iso);
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}

/** An ISO time in UTC ("Z") with a four-digit year, before midnight: its first ten characters are its day. */
const UTC_ISO = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?Z$/;

/** weekOf, worked out once per day: a page's thousands of answers fall on far fewer days (counted in one turn). */
function weeksByDay(): (iso: string) => string {
  const byDay = new Map<string, string>();
  return (iso) => {
    if (!UTC_ISO.test(iso)) return weekOf(iso);
    const day = iso.slice(0, 10);
    let week = byDay.get(day);
    if (week === undefined) byDay.set(day, (week = weekOf(iso)));
    return week;
  };
}

function noTrainee(id: string): Result<never> {
  return failure(ref('main_no_trainee', { id }));
}

/** A revealed answer as the progress figures read it (this PC's progress_facts, or a row from the room). */
export interface FactRow {
  session_id: string;
  item_id: string;
  /** The step's place in its item (0 first): an item of several steps counts once. */
  step: number;
  started_at: string;
  kind: DrillKind;
  correct: number;
  response_ms: number;
  answered_at: string;
}

/** The trainee's revealed answers on this PC, sessions in the order they started. */
export function factRows(db: DatabaseSync, traineeId: string): FactRow[] {
  return allRows<FactRow>(
    db.prepare(
      `SELECT f.session_id, f.item_id, f.step, s.started_at, f.kind, f.correct, f.response_ms, f.answered_at
       FROM progress_facts f JOIN sessions s ON s.id = f.session_id
       WHERE f.trainee_id = ? ORDER BY s.started_at, f.session_id, f.seq`,
    ),
    traineeId,
  );
}

/**
 * Accuracy and median time per skill, by session and by week (rows in the order their sessions started). Accuracy is
 * in items (issue 23, as a session's summary counts them): an item of several steps is one, right when each of its
 * steps answered is; the median is per step, as the speed targets are.
 */
export function seriesOf(rows: readonly FactRow[]): { bySession: SkillPoint[]; byWeek: SkillPoint[] } {
  /** Each item's steps right so far, by session and item. */
  type Acc = {
    kind: DrillKind;
    at: string;
    key: string;
    items: Map<string, Map<string, boolean>>;
    ms: number[];
  };
  /**
   * The points of a series by key and skill, looked up through maps of maps (a string made per answer and key cost a
   * good part of a room trainee's page), listed in the order they were first met, as one map of joined keys lists them.
   */
  const series = () => ({ byKey: new Map<string, Map<DrillKind, Acc>>(), listed: [] as Acc[] });
  const sessions = series();
  const weeks = series();
  const add = (map: ReturnType<typeof series>, key: string, at: string, r: FactRow) => {
    let kinds = map.byKey.get(key);
    if (!kinds) map.byKey.set(key, (kinds = new Map()));
    let a = kinds.get(r.kind);
    if (!a) {
      kinds.set(r.kind, (a = { kind: r.kind, at, key, items: new Map(), ms: [] }));
      map.listed.push(a);
    }
    let items = a.items.get(r.session_id);
    if (!items) a.items.set(r.session_id, (items = new Map()));
    items.set(r.item_id, (items.get(r.item_id) ?? true) && r.correct === 1);
    a.ms.push(r.response_ms);
  };
  const weekOfDay = weeksByDay();
  for (const r of rows) {
    add(sessions, r.session_id, r.started_at, r);
    const week = weekOfDay(r.answered_at);
    add(weeks, week, `${week}T00:00:00.000Z`, r);
  }
  const points = (map: ReturnType<typeof series>): SkillPoint[] =>
    map.listed
      .map((a) => {
        let answered = 0;
        let right = 0;
        for (const items of a.items.values())
          for (const ok of items.values()) {
            answered += 1;
            right += ok ? 1 : 0;
          }
        return {
          kind: a.kind,
          at: a.at,
          key: a.key,
          answered,
          accuracy: right / answered,
          medianMs: median(a.ms) ?? 0,
        };
      })
      .sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : x.kind < y.kind ? -1 : 1));
  return { bySession: points(sessions), byWeek: points(weeks) };
}

/** The parts of a trainee's page that no progress summary holds. */
type PageFrame = Omit<TraineeProgress, 'bySession' | 'byWeek' | 'heatmaps' | 'due' | 'flagged'>;

/**
 * A trainee's page but for the charts and the case figures: their name, records and the house's targets, with the
 * skills given (measured against those targets). It reads none of the summaries (a room page counts those figures over
 * every station's answers: progress-room-local.ts).
 */
export function pageFrame(
  db: DatabaseSync,
  trainee: { id: string; name: string },
  recent: readonly HistoryEntry[],
): PageFrame {
  const skills = skillProgress(recent, lastAssessments(db, trainee.id).get(trainee.id) ?? {});
  // Issue 13: the targets of the house the trainees are trained for (the house setting; its profile's own targets).
  const targets = houseTargets(houseProfile(db));
  return {
    traineeId: trainee.id,
    name: trainee.name,
    skills,
    floor: floorReadiness(skills, targets),
    targets: {
      accuracy: targets.accuracy,
      accuracyBySkill: targets.accuracyBySkill ?? {},
      speedMs: targets.speedMs,
    },
    attempts: traineeAttempts(db, trainee.id),
    assignments: assignments(db, trainee.id),
    paceRuns: paceRuns(db, trainee.id),
    room: null,
  };
}

/** One trainee's progress page (the trainee's own, and the trainer's view of them). */
export function traineeProgress(db: DatabaseSync, traineeId: string, now: Date): Result<TraineeProgress> {
  const trainee = findTrainee(db, traineeId);
  if (!trainee) return noTrainee(traineeId);
  catchUpSchedules(db);
  const {
    traineeId: id,
    name,
    skills,
    floor,
    targets,
    ...records
  } = pageFrame(db, { id: traineeId, name: trainee.name }, recentAnswers(db, traineeId));
  return {
    ok: true,
    value: {
      traineeId: id,
      name,
      skills,
      floor,
      targets,
      ...seriesOf(factRows(db, traineeId)),
      heatmaps: heatmaps(db, traineeId),
      due: dueToday(db, traineeId, endOfDay(now)),
      flagged: flagged(db, traineeId),
      ...records,
    },
  };
}

export function progressDue(ctx: ServiceContext, request: RequestOf<'progress.due'>): Result<DueToday> {
  return withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId)) return noTrainee(request.traineeId);
    catchUpSchedules(db);
    return { ok: true, value: dueToday(db, request.traineeId, endOfDay(ctx.now())) };
  });
}

/** Mastery for the home screen: the same levels, never "mastered" while the skill's last assessment failed. */
export function gatedMastery(
  ctx: ServiceContext,
  request: RequestOf<'progress.mastery'>,
): Result<ResponseOf<'progress.mastery'>> {
  return withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId)) return noTrainee(request.traineeId);
    catchUpFacts(db);
    const skills = skillProgress(
      recentAnswers(db, request.traineeId),
      lastAssessments(db, request.traineeId).get(request.traineeId) ?? {},
    );
    return { ok: true, value: skills };
  });
}

/** The table profile the trainee practises on: the settings' choice (a trainer's own profile goes in whole). */
function practiceProfile(
  ctx: ServiceContext,
  db: DatabaseSync,
  profileId?: string,
): Result<string | TableProfile> {
  const settings = getSettings(ctx);
  const id = profileId ?? (settings.ok ? settings.value.profileId : DEFAULT_SETTINGS.profileId);
  const profile = findProfile(db, id);
  if (!profile) return fieldFailure('profileId', ref('main_no_profile', { id }));
  return { ok: true, value: builtInProfile(id) ? id : profile };
}

/** A targeted practice set on the trainee's practice profile, with what starting it needs. */
function targeted(
  ctx: ServiceContext,
  db: DatabaseSync,
  traineeId: string,
  targets: readonly DrillTarget[],
  title: string,
  count: number,
  profileId?: string,
): Result<Targeted> {
  const profile = practiceProfile(ctx, db, profileId);
  if (!profile.ok) return profile;
  const set = targetedSet(targets, profile.value, title, count);
  if (!set) return failure(ref('err_progress_none_drillable', {}));
  return { ok: true, value: { set, history: traineeHistory(db, traineeId) } };
}

interface Targeted {
  set: DrillSet;
  history: HistoryEntry[];
}

/** Deals the chosen set on the dealing thread and stores the session (sessions.ts beginSession). */
async function startTargeted(
  ctx: ServiceContext,
  traineeId: string,
  chosen: Result<Targeted>,
): Promise<Result<SessionView>> {
  if (!chosen.ok) return chosen;
  const { set, history } = chosen.value;
  return beginSession(ctx, traineeId, set, null, String(ctx.randomSeed()), history);
}

/** A short practice drill whose items are all the cases asked for (a heat-map cell, a flagged case). */
export async function drillCases(
  ctx: ServiceContext,
  request: RequestOf<'progress.drill'>,
): Promise<Result<SessionView>> {
  const chosen = withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId)) return noTrainee(request.traineeId);
    return targeted(
      ctx,
      db,
      request.traineeId,
      request.targets,
      request.title ?? 'Drill on chosen cases',
      request.count ?? 10,
      request.profileId,
    );
  });
  return startTargeted(ctx, request.traineeId, chosen);
}

/** How many due cases "Practise what's due" looks at (the most overdue: some cannot be drilled on their own). */
export const DUE_DRILL_LOOK_AT = DUE_DRILL_CASES * 4;

/** "Practise what's due": the most overdue cases, a few items each (`roomDue`: the list over a training room's stations). */
export async function practiseDue(
  ctx: ServiceContext,
  request: RequestOf<'progress.practiseDue'>,
  roomDue: DueToday | null = null,
): Promise<Result<SessionView>> {
  const chosen = withDb(ctx, (db): Result<Targeted> => {
    if (!findTrainee(db, request.traineeId)) return noTrainee(request.traineeId);
    catchUpSchedules(db);
    const due = roomDue ?? dueToday(db, request.traineeId, endOfDay(ctx.now()), DUE_DRILL_LOOK_AT);
    if (due.total === 0) return failure(ref('err_progress_nothing_due', {}));
    const targets: DrillTarget[] = due.cases.map((c) => ({ type: 'case', kind: c.kind, tag: c.tag }));
    const profile = practiceProfile(ctx, db, request.profileId);
    if (!profile.ok) return profile;
    // Only cases that can be targeted, the most overdue first.
    const usable = targets.filter((t) => targetedSet([t], profile.value, 'probe', 1) !== null);
    if (usable.length === 0) return failure(ref('err_progress_due_not_drillable', {}));
    return targeted(
      ctx,
      db,
      request.traineeId,
      usable.slice(0, DUE_DRILL_CASES),
      "Practise what's due",
      DUE_DRILL_ITEMS_PER_CASE,
      request.profileId,
    );
  });
  return startTargeted(ctx, request.traineeId, chosen);
}
