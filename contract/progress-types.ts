// What the progress and trainer-dashboard channels return (issue 13): types derived from their zod schemas in
// progress-response-schemas.ts (imported as types only, so the renderer can import this file and get no zod).
import type { z } from 'zod';
import type { DrillTarget } from '../core/progress/heatmap.ts';
import type { FloorReadiness, SkillProgress } from '../core/progress/levels.ts';
import type * as S from './progress-response-schemas.ts';
import type { progressChannels } from './progress.ts';

export type { DrillTarget, FloorReadiness, SkillProgress };

/** Accuracy and median time of one skill in one session or one week. */
export type SkillPoint = z.output<typeof S.skillPoint>;
export type HeatCell = z.output<typeof S.heatCellSchema>;
export type TableOfPlayHeatCell = z.output<typeof S.tableOfPlayHeatCell>;
export type PayoutHeatCell = z.output<typeof S.payoutHeatCell>;
export type ClauseHeatCell = z.output<typeof S.clauseHeatCell>;
export type Heatmaps = z.output<typeof S.heatmaps>;
export type CaseStatus = z.output<typeof S.caseStatus>;
export type DueToday = z.output<typeof S.dueToday>;
export type AttemptRecord = z.output<typeof S.attemptRecord>;
export type AssignmentRecord = z.output<typeof S.assignmentRecord>;
export type ProgressTargets = z.output<typeof S.progressTargets>;
export type TraineeProgress = z.output<typeof S.traineeProgress>;
export type ProgressRoom = z.output<typeof S.progressRoom>;
export type SkillTrend = z.output<typeof S.skillTrend>;
export type DashboardRow = z.output<typeof S.dashboardRow>;
export type PaceRun = z.output<typeof S.paceRun>;
export type CohortRate = z.output<typeof S.cohortRate>;
export type CohortCase = z.output<typeof S.cohortCase>;
export type CohortView = z.output<typeof S.cohortView>;
export type ExportResult = z.output<typeof S.exportResult>;
/** The export channels' request (ISO dates, inclusive), from its schema in progress.ts. */
export type ExportRequest = z.input<(typeof progressChannels)['dashboard.exportCsv']['request']>;
