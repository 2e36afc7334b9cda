// What the progress and trainer-dashboard channels return (issue 13). Types only, so the renderer can import them.
import type { DrillKind } from '../../core/drills/types.ts';
import type { DrillTarget } from '../../core/progress/heatmap.ts';
import type { FloorReadiness, SkillProgress } from '../../core/progress/levels.ts';
import type { CardState } from '../../core/progress/schedule.ts';

export type { DrillTarget, FloorReadiness, SkillProgress };

/** Accuracy and median time of one skill in one session or one week. */
export interface SkillPoint {
  readonly kind: DrillKind;
  /** The session's start or the week's Monday (ISO 8601, UTC). */
  readonly at: string;
  /** The session's id, or the week ("2026-01-05"). */
  readonly key: string;
  readonly answered: number;
  readonly accuracy: number;
  readonly medianMs: number;
}

export interface HeatCell {
  readonly answered: number;
  readonly wrong: number;
  /** Answers over the skill's target time. */
  readonly slow: number;
  readonly errorRate: number;
  readonly slowRate: number;
  /** What clicking the cell drills; null when the case cannot be targeted. */
  readonly target: DrillTarget | null;
}

export interface TableOfPlayHeatCell extends HeatCell {
  readonly banker: number;
  readonly third: number | null;
}

export interface PayoutHeatCell extends HeatCell {
  readonly bet: string;
  readonly betLabel: string;
  readonly outcome: string;
  readonly band: string;
}

export interface ClauseHeatCell extends HeatCell {
  /** The rule cited, e.g. "Tasmania 14.2". */
  readonly clause: string;
}

export interface Heatmaps {
  readonly tableOfPlay: readonly TableOfPlayHeatCell[];
  readonly payouts: readonly PayoutHeatCell[];
  readonly irregularities: readonly ClauseHeatCell[];
}

export interface CaseStatus {
  readonly kind: DrillKind;
  readonly tag: string;
  /** Epoch ms. */
  readonly due: number;
  readonly state: CardState;
  readonly reviews: number;
  readonly misses: number;
  readonly flagged: boolean;
}

export interface DueToday {
  /** Cases due by the end of today, most overdue first (at most DUE_LIST_LIMIT). */
  readonly cases: readonly CaseStatus[];
  readonly total: number;
}

export interface AttemptRecord {
  readonly sessionId: string;
  readonly drillSetId: string | null;
  readonly title: string;
  readonly startedAt: string;
  readonly endedAt: string;
  readonly finished: boolean;
  readonly passed: boolean;
  readonly accuracy: number | null;
  readonly redLineFailures: number;
}

export interface AssignmentRecord {
  readonly id: string;
  readonly traineeId: string;
  readonly drillSetId: string;
  readonly title: string;
  readonly assignedAt: string;
  /** YYYY-MM-DD, due by the end of that day; null when no date was given (issue 12). */
  readonly dueOn: string | null;
  /** A session of the set was finished after it was assigned. */
  readonly done: boolean;
}

export interface ProgressTargets {
  readonly accuracy: number;
  readonly speedMs: Readonly<Record<DrillKind, number>>;
}

export interface TraineeProgress {
  readonly traineeId: string;
  readonly name: string;
  readonly skills: Readonly<Record<DrillKind, SkillProgress>>;
  readonly floor: FloorReadiness;
  readonly targets: ProgressTargets;
  readonly bySession: readonly SkillPoint[];
  readonly byWeek: readonly SkillPoint[];
  readonly heatmaps: Heatmaps;
  readonly due: DueToday;
  readonly flagged: readonly CaseStatus[];
  readonly attempts: readonly AttemptRecord[];
  readonly assignments: readonly AssignmentRecord[];
}

export interface SkillTrend {
  readonly kind: DrillKind;
  readonly level: SkillProgress['level'];
  readonly accuracy: number;
  /** Accuracy of the newer half of the recent answers less the older half; null with too few answers. */
  readonly trend: number | null;
}

export interface DashboardRow {
  readonly traineeId: string;
  readonly name: string;
  readonly identifier: string;
  /** ISO 8601; null if the trainee never started a session. */
  readonly lastActivity: string | null;
  readonly assignments: readonly AssignmentRecord[];
  /** Most recent first (at most DASHBOARD_ATTEMPTS). */
  readonly attempts: readonly AttemptRecord[];
  readonly attemptsTotal: number;
  readonly attemptsPassed: number;
  readonly skills: readonly SkillTrend[];
  readonly floor: FloorReadiness;
  readonly flagged: number;
  readonly due: number;
}

export interface CohortRate {
  readonly key: string;
  readonly label: string;
  readonly attempts: number;
  readonly passed: number;
  readonly passRate: number;
  readonly trainees: number;
}

export interface CohortCase {
  readonly kind: DrillKind;
  readonly tag: string;
  readonly answered: number;
  readonly wrong: number;
  readonly errorRate: number;
}

export interface CohortView {
  /** The period (ISO dates, inclusive). */
  readonly from: string;
  readonly to: string;
  readonly bySet: readonly CohortRate[];
  readonly bySkill: readonly CohortRate[];
  readonly mostMissed: readonly CohortCase[];
  readonly activeTrainees: number;
}

export interface ExportRequest {
  readonly traineeId?: string;
  /** ISO dates, inclusive. */
  readonly from?: string;
  readonly to?: string;
}

export interface ExportResult {
  readonly path: string;
  readonly rows: number;
}
