// Zod schemas for the trainee-management and assignment channels (issue 12), written once: trainees-contract.ts derives
// each channel's request type from its schema (z.input).
import { z } from 'zod';

const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const name = z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');
const identifier = z.string().trim().max(40, 'must be at most 40 characters');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'must be a real date');

export const traineesRequestSchemas = {
  /** Trainer: every trainee with what is stored for them, archived ones included. */
  'trainees.manage': z.undefined({ message: 'takes no argument' }),
  'trainees.update': z.object({ traineeId: id, name, identifier }).strict(),
  'trainees.archive': z.object({ traineeId: id, archived: z.boolean() }).strict(),
  'trainees.deletePlan': z.object({ traineeId: id }).strict(),
  'trainees.delete': z
    .object({
      traineeId: id,
      passcode: z.string().max(200, 'must be at most 200 characters'),
      confirm: z.string().max(200, 'must be at most 200 characters'),
    })
    .strict(),
  'trainees.renameSelf': z.object({ traineeId: id, name }).strict(),

  'assignments.assign': z
    .object({
      drillSetId: id,
      traineeIds: z.array(id).min(1, 'choose at least one trainee').max(500, 'at most 500 trainees'),
      dueOn: isoDate.nullable().optional(),
    })
    .strict(),
  'assignments.unassign': z.object({ assignmentId: id }).strict(),
  'assignments.list': z.object({ traineeId: id.optional() }).strict(),
  'assignments.mine': z.object({ traineeId: id }).strict(),
};

export type TraineesRequestSchemas = typeof traineesRequestSchemas;
