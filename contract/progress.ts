// The progress and dashboard channels (issue 13): each is one entry below; index.ts derives the types (the responses'
// own types are in progress-types.ts).
import { z } from 'zod';
import { DRILL_KINDS } from '../core/drills/types.ts';
import { AMOUNT_BANDS } from '../core/progress/heatmap.ts';
import * as P from './progress-response-schemas.ts';
import * as shell from './response-schemas.ts';
import { sessionView } from './response-schemas.ts';
import { progressBySkillSchema } from '../core/progress/progress-schemas.ts';
import { id, none, type AreaContract } from './channel.ts';

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

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const progressChannels = {
  'progress.mastery': {
    request: z.object({ traineeId: id }).strict(),
    response: progressBySkillSchema,
    access: ['open', 'trainee-owned'],
  },
  /** Most recent first. */
  'progress.history': {
    request: z.object({ traineeId: id }).strict(),
    response: shell.list(shell.sessionRecord),
    access: ['open', 'trainee-owned'],
  },
  // Progress (issue 13): the trainee's page, what is due, drills on exactly the cases shown.
  'progress.page': {
    request: z.object({ traineeId: id }).strict(),
    response: P.traineeProgress,
    access: ['open', 'trainee-owned'],
  },
  'progress.due': {
    request: z.object({ traineeId: id }).strict(),
    response: P.dueToday,
    access: ['open', 'trainee-owned'],
  },
  'progress.drill': {
    request: z
      .object({
        traineeId: id,
        targets: z.array(target).min(1, 'needs at least one case').max(50, 'at most 50 cases'),
        title: z.string().trim().min(1).max(120).optional(),
        count: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').optional(),
        profileId: id.optional(),
      })
      .strict(),
    response: sessionView,
    access: ['open', 'trainee-owned'],
  },
  'progress.practiseDue': {
    request: z.object({ traineeId: id, profileId: id.optional() }).strict(),
    response: sessionView,
    access: ['open', 'trainee-owned'],
  },
  // The trainer's dashboard (issue 13), behind the trainer passcode (issue 11).
  'dashboard.trainees': { request: none, response: z.array(P.dashboardRow).readonly(), access: ['trainer'] },
  /** ISO dates, inclusive. */
  'dashboard.cohort': {
    request: z.object({ from: isoDate, to: isoDate }).strict(),
    response: P.cohortView,
    access: ['trainer'],
  },
  'dashboard.trainee': {
    request: z.object({ traineeId: id }).strict(),
    response: P.traineeProgress,
    access: ['trainer', 'trainee-owned'],
  },
  'dashboard.assignWeakCases': {
    request: z.object({ traineeId: id, profileId: id.optional() }).strict(),
    response: P.assignmentRecord,
    access: ['trainer', 'trainee-owned'],
  },
  /** Save dialog; null if cancelled. Responses to the chosen file, attempts beside it ("-attempts.csv"). */
  'dashboard.exportCsv': {
    request: exportRequest,
    response: P.exportResult.nullable(),
    access: ['trainer', 'trainee-owned'],
  },
  /** Save dialog; null if cancelled. A JSON array of xAPI statements. */
  'dashboard.exportXapi': {
    request: exportRequest,
    response: P.exportResult.nullable(),
    access: ['trainer', 'trainee-owned'],
  },
} as const satisfies AreaContract;
