// What the progress and trainer-dashboard channels answer (issue 13), as zod schemas; progress-types.ts derives the
// types from them (z.output, as types only, so the renderer gets no zod), so each is written once. The engine's own
// parts (a skill's level, the floor-ready verdict, a drill target) are core's schemas (core/progress/progress-schemas.ts).
import { z } from 'zod';
import { phraseSchema } from '../core/i18n/message-ref-schema.ts';
import { DRILL_KINDS } from '../core/drills/types.ts';
import { roomSessionRow } from './room.ts';
import {
  drillTargetSchema,
  floorReadinessSchema,
  skillProgressSchema,
} from '../core/progress/progress-schemas.ts';

const text = z.string();
const count = z.number().int().min(0);
const rate = z.number().min(0).max(1);
const iso = z.string().datetime({ offset: true, message: 'must be an ISO 8601 time' });
const kind = z.enum(DRILL_KINDS);
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const byKind = <T extends z.ZodType>(value: T) => z.record(kind, value).readonly();
const floor = floorReadinessSchema;

/** Accuracy and median time of one skill in one session or one week. */
export const skillPoint = z
  .strictObject({
    kind,
    /** The session's start or the week's Monday (ISO 8601, UTC). */
    at: iso,
    /** The session's id, or the week ("2026-01-05"). */
    key: text,
    /** Items answered (issue 23: an item of several steps counts once, right when every step is). */
    answered: count,
    accuracy: rate,
    medianMs: z.number().min(0),
  })
  .readonly();

const heatCell = {
  answered: count,
  wrong: count,
  /** Answers over the skill's target time. */
  slow: count,
  errorRate: rate,
  slowRate: rate,
  /** What clicking the cell drills; null when the case cannot be targeted. */
  target: drillTargetSchema.nullable(),
};
export const heatCellSchema = z.strictObject(heatCell).readonly();
export const tableOfPlayHeatCell = z
  .strictObject({ ...heatCell, banker: z.number().int(), third: z.number().int().nullable() })
  .readonly();
export const payoutHeatCell = z
  .strictObject({ ...heatCell, bet: text, betLabel: text, outcome: text, band: text })
  .readonly();
export const clauseHeatCell = z
  .strictObject({
    ...heatCell,
    /** The rule cited, e.g. "Tasmania 14.2". */
    clause: text,
  })
  .readonly();
export const heatmaps = z
  .strictObject({
    tableOfPlay: list(tableOfPlayHeatCell),
    payouts: list(payoutHeatCell),
    irregularities: list(clauseHeatCell),
  })
  .readonly();

export const caseStatus = z
  .strictObject({
    kind,
    tag: text,
    /** Epoch ms. */
    due: z.number(),
    state: z.enum(['new', 'learning', 'review', 'relearning']),
    reviews: count,
    misses: count,
    flagged: z.boolean(),
  })
  .readonly();

export const dueToday = z
  .strictObject({
    /** Cases due today, most overdue first (at most DUE_LIST_LIMIT, and at most `total`). */
    cases: list(caseStatus),
    /** Due today: at most DUE_PER_DAY (core/progress/due-per-day.ts). */
    total: count,
    /** Due by now but held back to the following days by the daily cap. */
    later: count,
    /** How many days after today the last of those held back comes (0: none held back). */
    laterDays: count,
  })
  .readonly();

export const attemptRecord = z
  .strictObject({
    sessionId: text,
    drillSetId: text.nullable(),
    title: text,
    startedAt: iso,
    endedAt: iso,
    finished: z.boolean(),
    passed: z.boolean(),
    accuracy: rate.nullable(),
    redLineFailures: count,
  })
  .readonly();

export const assignmentRecord = z
  .strictObject({
    id: text,
    traineeId: text,
    drillSetId: text,
    title: text,
    assignedAt: iso,
    /** YYYY-MM-DD, due by the end of that day; null when no date was given (issue 12). */
    dueOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    /** A session of the set was finished after it was assigned. */
    done: z.boolean(),
  })
  .readonly();

export const progressTargets = z
  .strictObject({
    accuracy: rate,
    /** The house's own accuracy target per skill where it sets one (else `accuracy` applies). */
    accuracyBySkill: z.partialRecord(kind, rate).readonly(),
    speedMs: byKind(z.number().min(0)),
  })
  .readonly();

/** On a PC in a training room: the trainee's sessions on every station, and whether the room could be read. */
export const progressRoom = z
  .strictObject({
    /** False: the room could not be read, and the figures are this PC's alone (`message` says why). */
    reachable: z.boolean(),
    message: phraseSchema,
    /** Newest first, each with the station that recorded it. */
    sessions: list(roomSessionRow),
    /** Rows from the room that were refused (not what they should be). */
    refused: count,
  })
  .readonly();

/** A pace-lab run as progress shows it (issue 23): coups an hour on main's clock, against the house's target. */
export const paceRun = z
  .strictObject({
    sessionId: text,
    title: text,
    finishedAt: iso,
    coups: count,
    coupsPerHour: z.number().min(0).nullable(),
    accuracy: rate,
    targetCoupsPerHour: z.number().int().positive(),
    onPace: z.boolean(),
    /** An audition set's readiness band and why; null for a pace lab without bands. */
    band: text.nullable(),
    /** A phrase (core/drills/audition.ts); English words in a summary stored before issue 24. */
    reason: phraseSchema.nullable(),
  })
  .readonly();

export const traineeProgress = z
  .strictObject({
    traineeId: text,
    name: text,
    skills: byKind(skillProgressSchema),
    floor,
    targets: progressTargets,
    bySession: list(skillPoint),
    byWeek: list(skillPoint),
    heatmaps,
    due: dueToday,
    flagged: list(caseStatus),
    attempts: list(attemptRecord),
    assignments: list(assignmentRecord),
    /** The trainee's pace-lab runs, most recent first (at most PACE_RUNS). */
    paceRuns: list(paceRun),
    /** Null on a PC that is not in a training room. */
    room: progressRoom.nullable(),
  })
  .readonly();

export const skillTrend = z
  .strictObject({
    kind,
    level: z.enum(['new', 'learning', 'practised', 'mastered']),
    accuracy: rate,
    /** Accuracy of the newer half of the recent answers less the older half; null with too few answers. */
    trend: z.number().min(-1).max(1).nullable(),
  })
  .readonly();

/** A trainee's answers on a PC in a training room (issue 22), and the note over the Dashboard (the same on each row). */
export const dashboardRoom = z
  .strictObject({
    /** False: the room could not be read, and the figures are this PC's alone (`message` says why). */
    reachable: z.boolean(),
    message: phraseSchema,
    /** Answers and sessions over every station (this PC's alone when the room could not be read), each once. */
    answered: count,
    accuracy: rate.nullable(),
    sessions: count,
    /** The stations that recorded them, by name. */
    stations: list(text),
  })
  .readonly();

export const dashboardRow = z
  .strictObject({
    traineeId: text,
    name: text,
    identifier: text,
    /** ISO 8601; null if the trainee never started a session. */
    lastActivity: iso.nullable(),
    assignments: list(assignmentRecord),
    /** Most recent first (at most DASHBOARD_ATTEMPTS). */
    attempts: list(attemptRecord),
    attemptsTotal: count,
    attemptsPassed: count,
    skills: list(skillTrend),
    floor,
    flagged: count,
    due: count,
    /** The latest pace-lab run (issue 23); null if none. */
    pace: paceRun.nullable(),
    /** On a PC in a training room only. */
    room: dashboardRoom.optional(),
  })
  .readonly();

export const cohortRate = z
  .strictObject({
    key: text,
    label: text,
    attempts: count,
    passed: count,
    passRate: rate,
    trainees: count,
  })
  .readonly();

export const cohortCase = z
  .strictObject({ kind, tag: text, answered: count, wrong: count, errorRate: rate })
  .readonly();

export const cohortView = z
  .strictObject({
    /** The period (ISO dates, inclusive). */
    from: text,
    to: text,
    bySet: list(cohortRate),
    bySkill: list(cohortRate),
    mostMissed: list(cohortCase),
    activeTrainees: count,
    /** On a PC in a training room only: whether the cohort covers every station, or why only this PC's. */
    room: z.strictObject({ reachable: z.boolean(), message: phraseSchema }).readonly().optional(),
  })
  .readonly();

export const exportResult = z
  .strictObject({
    path: text,
    rows: count,
    /** Something to fix before the file is used (the xAPI IRI base still the placeholder, a room not read). */
    warning: phraseSchema.optional(),
  })
  .readonly();
