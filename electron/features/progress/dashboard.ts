// The trainer's views (issue 13): every trainee on one screen, the cohort over a period, and "assign a set built from
// these weak cases" in one action. Behind the trainer passcode once it lands (issue 11): the channels are 'dashboard.*'.
import { planDue } from '../../../core/progress/due-per-day.ts';
import type { DatabaseSync } from 'node:sqlite';
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import { ref as message } from '../../../core/i18n/say.ts';
import type { CohortPart, CohortPeriod, CohortRatePart } from '../../room/cohort-read.ts';
import { DRILL_KINDS, type DrillKind } from '../../../core/drills/types.ts';
import { KIND_LABELS } from '../../../core/drills/kinds/index.ts';
import { targetedSet, type DrillTarget } from '../../../core/progress/heatmap.ts';
import { weakTargets } from '../../../core/progress/weak-targets.ts';
import { floorReadiness, skillProgressFromStats } from '../../../core/progress/levels.ts';
import { houseTargets } from '../../../core/progress/house-targets.ts';
import { houseProfile } from '../profiles/profiles.ts';
import { builtInProfile } from '../../../core/profiles.ts';
import { DEFAULT_SETTINGS, type RequestOf, type Result } from '../../../contract/index.ts';
import type {
  AssignmentRecord,
  CohortRate,
  CohortView,
  DashboardRow,
  SkillTrend,
} from '../../../contract/progress-types.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { findProfile } from '../profiles/profiles.ts';
import { endOfDay, traineeProgress, weekOf } from './progress.ts';
import { catchUpFacts } from './progress-facts.ts';
import { catchUpSchedules } from './progress-schedule.ts';
import {
  allRecentStats,
  assignments,
  lastAssessments,
  toAttempt,
  type AttemptRow,
  type RecentStats,
} from './progress-queries.ts';
import { getSettings } from '../app/settings.ts';
import { latestPaceRuns } from './pace-runs.ts';
import { findTrainee } from '../trainees/trainees.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

export const DASHBOARD_ATTEMPTS = 5;
/** Fewer recent answers than this in a skill: no trend shown. */
export const TREND_MIN = 10;
export const MOST_MISSED = 20;
export const WEAK_SET_CASES = 10;

/** Each answered skill's level, accuracy and trend, in the Dashboard's order. */
export function skillTrends(
  stats: readonly RecentStats[],
  levels: ReturnType<typeof skillProgressFromStats>,
): SkillTrend[] {
  return DRILL_KINDS.flatMap((kind) => {
    const s = stats.find((x) => x.kind === kind);
    if (!s || s.answered === 0) return [];
    return [{ kind, level: levels[kind].level, accuracy: levels[kind].accuracy, trend: s.trend }];
  });
}

/** Every trainee: last activity, assigned work, attempts, trend per skill, floor-readiness, flagged and due cases. */
export function dashboardRows(db: DatabaseSync, now: Date): DashboardRow[] {
  catchUpSchedules(db);
  const trainees = db
    .prepare('SELECT id, name, identifier FROM trainees ORDER BY name COLLATE NOCASE, created_at')
    .all() as { id: string; name: string; identifier: string }[];
  const last = new Map(
    (
      db.prepare('SELECT trainee_id, MAX(started_at) AS at FROM sessions GROUP BY trainee_id').all() as {
        trainee_id: string;
        at: string;
      }[]
    ).map((r) => [r.trainee_id, r.at]),
  );
  const recent = allRecentStats(db, TREND_MIN);
  const outcomes = lastAssessments(db, null);
  const attempts = new Map<string, AttemptRow[]>();
  for (const r of allRows<AttemptRow>(
    db.prepare(
      `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY trainee_id ORDER BY ended_at DESC, session_id) AS n
       FROM attempts) WHERE n <= ${DASHBOARD_ATTEMPTS} ORDER BY trainee_id, n`,
    ),
  )) {
    const list = attempts.get(r.trainee_id) ?? [];
    list.push(r);
    attempts.set(r.trainee_id, list);
  }
  const counts = new Map(
    (
      db
        .prepare(
          'SELECT trainee_id, COUNT(*) AS total, SUM(passed) AS passed FROM attempts GROUP BY trainee_id',
        )
        .all() as { trainee_id: string; total: number; passed: number }[]
    ).map((r) => [r.trainee_id, r]),
  );
  const cases = new Map(
    (
      db
        .prepare(
          `SELECT trainee_id, SUM(flagged) AS flagged, SUM(due <= ?) AS due FROM case_schedules GROUP BY trainee_id`,
        )
        .all(endOfDay(now)) as { trainee_id: string; flagged: number; due: number }[]
    ).map((r) => [r.trainee_id, r]),
  );
  const assigned = new Map<string, AssignmentRecord[]>();
  for (const a of assignments(db, null)) {
    const list = assigned.get(a.traineeId) ?? [];
    list.push(a);
    assigned.set(a.traineeId, list);
  }
  const targets = houseTargets(houseProfile(db));
  const pace = latestPaceRuns(db);
  return trainees.map((t) => {
    const stats = recent.get(t.id) ?? [];
    const levels = skillProgressFromStats(stats, outcomes.get(t.id) ?? {});
    return {
      traineeId: t.id,
      name: t.name,
      identifier: t.identifier,
      lastActivity: last.get(t.id) ?? null,
      assignments: assigned.get(t.id) ?? [],
      attempts: (attempts.get(t.id) ?? []).map(toAttempt),
      attemptsTotal: counts.get(t.id)?.total ?? 0,
      attemptsPassed: counts.get(t.id)?.passed ?? 0,
      skills: skillTrends(stats, levels),
      floor: floorReadiness(levels, targets),
      flagged: cases.get(t.id)?.flagged ?? 0,
      // What the trainee is asked today: at most a day's worth (core/progress/due-per-day.ts).
      due: planDue(cases.get(t.id)?.due ?? 0).today,
      pace: pace.get(t.id) ?? null,
    };
  });
}

export function dashboard(ctx: ServiceContext): Result<DashboardRow[]> {
  return withDb(ctx, (db) => ({ ok: true, value: dashboardRows(db, ctx.now()) }));
}

const DAY = 86_400_000;

/** The period [from, to] (ISO dates, inclusive) as instants and weeks. */
export function cohortPeriod(from: string, to: string): CohortPeriod {
  const start = `${from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY).toISOString();
  return { start, end, fromWeek: weekOf(start), toWeek: to };
}

const persons = (json: string): string[] => JSON.parse(json) as string[];

/** This PC's cohort over the period. */
export function localCohort(db: DatabaseSync, period: CohortPeriod): CohortPart {
  catchUpFacts(db);
  const { start, end } = period;
  type RateRow = { key: string; label: string; attempts: number; passed: number; persons: string };
  const bySet = allRows<RateRow>(
    db.prepare(
      `SELECT COALESCE(drill_set_id, title) AS key, MAX(title) AS label, COUNT(*) AS attempts, SUM(passed) AS passed,
           json_group_array(DISTINCT trainee_id) AS persons
         FROM attempts WHERE ended_at >= ? AND ended_at < ? GROUP BY key`,
    ),
    start,
    end,
  ).map((r) => ({ ...r, persons: persons(r.persons) }));
  const bySkill = allRows<RateRow>(
    db.prepare(
      `SELECT k.kind AS key, k.kind AS label, COUNT(*) AS attempts, SUM(k.passed) AS passed,
           json_group_array(DISTINCT a.trainee_id) AS persons
         FROM attempt_skills k JOIN attempts a ON a.session_id = k.session_id
         WHERE a.ended_at >= ? AND a.ended_at < ? GROUP BY k.kind`,
    ),
    start,
    end,
  ).map((r) => ({ ...r, persons: persons(r.persons) }));
  const cases = db
    .prepare(
      `SELECT kind, tag, SUM(answered) AS answered, SUM(wrong) AS wrong FROM case_weeks
       WHERE week >= ? AND week <= ? GROUP BY kind, tag`,
    )
    .all(period.fromWeek, period.toWeek) as { kind: string; tag: string; answered: number; wrong: number }[];
  const active = (
    db
      .prepare('SELECT DISTINCT trainee_id FROM sessions WHERE started_at >= ? AND started_at < ?')
      .all(start, end) as { trainee_id: string }[]
  ).map((r) => r.trainee_id);
  return { bySet, bySkill, cases, active };
}

/**
 * The cohort from its parts, each attempt and answer counted once (the parts hold different records: this PC's, and
 * the room's other stations'); a person counted once over the parts, by `personOf` (the ids a person is known by).
 */
export function mergeCohort(
  from: string,
  to: string,
  parts: readonly CohortPart[],
  personOf: (id: string) => string = (id) => id,
): CohortView {
  const rates = (pick: (p: CohortPart) => readonly CohortRatePart[]) => {
    const merged = new Map<
      string,
      { label: string; attempts: number; passed: number; persons: Set<string> }
    >();
    for (const r of parts.flatMap(pick)) {
      const m = merged.get(r.key) ?? { label: r.label, attempts: 0, passed: 0, persons: new Set<string>() };
      m.label = r.label > m.label ? r.label : m.label;
      m.attempts += r.attempts;
      m.passed += r.passed;
      for (const p of r.persons) m.persons.add(personOf(p));
      merged.set(r.key, m);
    }
    return [...merged].map(([key, m]): CohortRate => ({
      key,
      label: m.label,
      attempts: m.attempts,
      passed: m.passed,
      trainees: m.persons.size,
      passRate: m.attempts ? m.passed / m.attempts : 0,
    }));
  };
  const bySet = rates((p) => p.bySet).sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const bySkill = rates((p) => p.bySkill)
    .filter((r) => DRILL_KINDS.includes(r.key as DrillKind))
    .map((r) => ({ ...r, label: KIND_LABELS[r.key as DrillKind] }))
    .sort((a, b) => DRILL_KINDS.indexOf(a.key as DrillKind) - DRILL_KINDS.indexOf(b.key as DrillKind));
  const cases = new Map<string, { kind: DrillKind; tag: string; answered: number; wrong: number }>();
  // A kind this app does not know (a hostile room row) names no case it could show.
  for (const c of parts.flatMap((p) => p.cases).filter((c) => DRILL_KINDS.includes(c.kind as DrillKind))) {
    const id = JSON.stringify([c.kind, c.tag]);
    const m = cases.get(id) ?? { kind: c.kind as DrillKind, tag: c.tag, answered: 0, wrong: 0 };
    m.answered += c.answered;
    m.wrong += c.wrong;
    cases.set(id, m);
  }
  const mostMissed = [...cases.values()]
    .filter((c) => c.wrong > 0)
    .sort((a, b) => b.wrong - a.wrong || cmp(a.kind, b.kind) || cmp(a.tag, b.tag))
    .slice(0, MOST_MISSED)
    .map((c) => ({ ...c, errorRate: c.answered ? c.wrong / c.answered : 0 }));
  const active = new Set(parts.flatMap((p) => p.active).map(personOf)).size;
  return { from, to, bySet, bySkill, mostMissed, activeTrainees: active };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The cohort over [from, to] (ISO dates, inclusive): pass rates per set and per skill, the most missed cases. */
export function cohortView(db: DatabaseSync, from: string, to: string): CohortView {
  return mergeCohort(from, to, [localCohort(db, cohortPeriod(from, to))]);
}

export function cohort(ctx: ServiceContext, request: RequestOf<'dashboard.cohort'>): Result<CohortView> {
  if (request.from > request.to)
    return fieldFailure(
      'from',
      message('err_progress_from_after_to', { from: request.from, to: request.to }),
    );
  return withDb(ctx, (db) => ({ ok: true, value: cohortView(db, request.from, request.to) }));
}

/**
 * Builds a practice set from the trainee's flagged cases (or, with none flagged, their worst heat-map cells), stores it
 * in the library and assigns it: one action for the trainer.
 */
export function assignWeakCases(
  ctx: ServiceContext,
  request: RequestOf<'dashboard.assignWeakCases'>,
): Result<AssignmentRecord> {
  return withDb(ctx, (db) => {
    const trainee = findTrainee(db, request.traineeId);
    if (!trainee) return failure(message('main_no_trainee', { id: request.traineeId }));
    const page = traineeProgress(db, request.traineeId, ctx.now());
    if (!page.ok) return page;
    const flagged: DrillTarget[] = page.value.flagged.map((c) => ({
      type: 'case',
      kind: c.kind,
      tag: c.tag,
    }));
    const cells = [
      ...page.value.heatmaps.tableOfPlay,
      ...page.value.heatmaps.payouts,
      ...page.value.heatmaps.irregularities,
    ]
      .filter((c) => c.wrong > 0 && c.target !== null)
      .sort((a, b) => b.errorRate - a.errorRate || b.wrong - a.wrong)
      .map((c) => c.target as DrillTarget);
    const settings = getSettings(ctx);
    const profileId =
      request.profileId ?? (settings.ok ? settings.value.profileId : DEFAULT_SETTINGS.profileId);
    const profile = findProfile(db, profileId);
    if (!profile) return fieldFailure('profileId', message('main_no_profile', { id: profileId }));
    const ref = builtInProfile(profileId) ? profileId : profile;
    const title = `Weak cases: ${trainee.name}, ${ctx.now().toISOString().slice(0, 10)}`;
    const targets = weakTargets(flagged, cells, (t) => targetedSet([t], ref, 'probe', 1) !== null);
    const set = targetedSet(targets.slice(0, WEAK_SET_CASES), ref, title, 4);
    if (!set) return failure(message('err_progress_no_weak_cases', { name: trainee.name }));
    const assignment: AssignmentRecord = {
      id: ctx.newId(),
      traineeId: trainee.id,
      drillSetId: ctx.newId(),
      title,
      assignedAt: ctx.now().toISOString(),
      dueOn: null,
      done: false,
    };
    inTransaction(db, () => {
      db.prepare(
        'INSERT INTO drill_sets (id, title, json, source_file, imported_at) VALUES (?, ?, ?, NULL, ?)',
      ).run(assignment.drillSetId, title, JSON.stringify(set), assignment.assignedAt);
      db.prepare(
        'INSERT INTO assignments (id, trainee_id, drill_set_id, title, assigned_at) VALUES (?, ?, ?, ?, ?)',
      ).run(assignment.id, trainee.id, assignment.drillSetId, title, assignment.assignedAt);
    });
    return { ok: true, value: assignment };
  });
}
