// Zod schemas for the trainee-management and assignment channels (issue 12), written once: trainees-contract.ts derives
// each channel's request type from its schema (z.input).
import { z } from 'zod';
import { assignmentRecord } from './progress-response-schemas.ts';

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

// Responses (their types are derived in trainees-contract.ts).
const text = z.string();
const count = z.number().int().min(0);
const iso = z.string().datetime({ offset: true, message: 'must be an ISO 8601 time' });

/** A trainee as the trainer manages them: archived ones too, with how much is stored for each. */
export const managedTrainee = z
  .strictObject({
    id: text,
    name: text,
    identifier: text,
    createdAt: iso,
    archived: z.boolean(),
    /** ISO 8601 of the last session started; null if none. */
    lastActivity: iso.nullable(),
    sessions: count,
    /** Assignments not done yet. */
    openAssignments: count,
  })
  .readonly();

/** What deleting a trainee removes, for the confirmation; `blocked` says why it cannot be done now. */
export const traineeDeletion = z
  .strictObject({
    traineeId: text,
    name: text,
    sessions: count,
    answers: count,
    attempts: count,
    assignments: count,
    /** Set while an assessment attempt of theirs is running or abandoned (open): deletion is refused until it ends. */
    blocked: text.nullable(),
  })
  .readonly();

/** An assignment as a trainee's home screen and the trainer's list show it. */
export const assignedWork = assignmentRecord
  .unwrap()
  .extend({
    /** Past its due date and not done. */
    overdue: z.boolean(),
    /** The set is still in the library (it can be started). */
    available: z.boolean(),
  })
  .readonly();

export const traineesResponseSchemas = {
  'trainees.manage': z.array(managedTrainee).readonly(),
  'trainees.update': managedTrainee,
  'trainees.archive': managedTrainee,
  'trainees.deletePlan': traineeDeletion,
  'trainees.delete': traineeDeletion,
  'trainees.renameSelf': managedTrainee,
  'assignments.assign': z.array(assignedWork).readonly(),
  'assignments.unassign': assignedWork,
  'assignments.list': z.array(assignedWork).readonly(),
  'assignments.mine': z.array(assignedWork).readonly(),
};

export type TraineesResponseSchemas = typeof traineesResponseSchemas;
