// Request and response schemas of the progress and dashboard channels (issue 13), spread into schemas.ts's tables.
import { z } from 'zod';
import { DRILL_KINDS } from '../core/drills/types.ts';
import { AMOUNT_BANDS } from '../core/progress/heatmap.ts';
import * as P from './progress-response-schemas.ts';
import { sessionView } from './response-schemas.ts';

const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const none = z.undefined({ message: 'takes no argument' });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real date');
const point = z.number().int('must be a whole number').min(0, 'must be 0 to 9').max(9, 'must be 0 to 9');

const target = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('table-of-play'),
      cell: z.object({ banker: point.max(7, 'must be 0 to 7'), third: point.nullable() }).strict(),
    })
    .strict(),
  z
    .object({
      type: z.literal('case'),
      kind: z.enum(DRILL_KINDS),
      tag: z.string().min(1).max(80),
      band: z.enum(AMOUNT_BANDS).optional(),
    })
    .strict(),
]);

const exportRequest = z
  .object({ traineeId: id.optional(), from: isoDate.optional(), to: isoDate.optional() })
  .strict();

export const progressSchemas = {
  'progress.page': z.object({ traineeId: id }).strict(),
  'progress.due': z.object({ traineeId: id }).strict(),
  'progress.drill': z
    .object({
      traineeId: id,
      targets: z.array(target).min(1, 'needs at least one case').max(50, 'at most 50 cases'),
      title: z.string().trim().min(1).max(120).optional(),
      count: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').optional(),
      profileId: id.optional(),
    })
    .strict(),
  'progress.practiseDue': z.object({ traineeId: id, profileId: id.optional() }).strict(),
  'dashboard.trainees': none,
  'dashboard.cohort': z.object({ from: isoDate, to: isoDate }).strict(),
  'dashboard.trainee': z.object({ traineeId: id }).strict(),
  'dashboard.assignWeakCases': z.object({ traineeId: id, profileId: id.optional() }).strict(),
  'dashboard.exportCsv': exportRequest,
  'dashboard.exportXapi': exportRequest,
};

export type ProgressSchemas = typeof progressSchemas;

// Responses (progress-response-schemas.ts; progress-types.ts derives their types).
export const progressResponseSchemas = {
  'progress.page': P.traineeProgress,
  'progress.due': P.dueToday,
  'progress.drill': sessionView,
  'progress.practiseDue': sessionView,
  'dashboard.trainees': z.array(P.dashboardRow).readonly(),
  'dashboard.cohort': P.cohortView,
  'dashboard.trainee': P.traineeProgress,
  'dashboard.assignWeakCases': P.assignmentRecord,
  'dashboard.exportCsv': P.exportResult.nullable(),
  'dashboard.exportXapi': P.exportResult.nullable(),
};
