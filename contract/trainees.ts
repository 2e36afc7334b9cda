// The trainee-management and assignment channels (issue 12): each is one entry below; index.ts derives the types.
import { messageRefSchema } from '../core/i18n/message-ref-schema.ts';
import { z } from 'zod';
import { assignmentRecord } from './progress-response-schemas.ts';
import { id, none, type AreaContract } from './channel.ts';
import * as shell from './response-schemas.ts';

const name = z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');
const identifier = z.string().trim().max(40, 'must be at most 40 characters');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'must be a real date');

// Responses.
const text = z.string();
const count = z.number().int().min(0);
const iso = z.string().datetime({ offset: true, message: 'must be an ISO 8601 time' });

/** A trainee as the trainer manages them: archived ones too, with how much is stored for each. */
export const managedTrainee = shell.trainee
  .unwrap()
  .extend({
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
    blocked: messageRefSchema.nullable(),
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

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const traineesChannels = {
  'trainees.list': { request: none, response: shell.list(shell.trainee), access: ['open'] },
  'trainees.create': {
    request: z
      .object({
        name: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
        identifier: z.string().trim().max(40, 'must be at most 40 characters').optional(),
      })
      .strict(),
    response: shell.trainee,
    access: ['trainer-if-set', 'not-during-attempt'],
  },
  /** Trainer: every trainee with what is stored for them, archived ones included. */
  'trainees.manage': {
    request: z.undefined({ message: 'takes no argument' }),
    response: z.array(managedTrainee).readonly(),
    access: ['trainer', 'not-during-attempt'],
  },
  /** Trainer: a new name and staff number (the staff number must not be someone else's). */
  'trainees.update': {
    request: z.object({ traineeId: id, name, identifier }).strict(),
    response: managedTrainee,
    access: ['trainer', 'trainee-owned', 'not-during-attempt'],
  },
  /** Trainer: archived trainees leave the trainee picker; every result is kept. */
  'trainees.archive': {
    request: z.object({ traineeId: id, archived: z.boolean() }).strict(),
    response: managedTrainee,
    access: ['trainer', 'trainee-owned', 'not-during-attempt'],
  },
  /** Trainer: what deleting would remove (for the confirmation). */
  'trainees.deletePlan': {
    request: z.object({ traineeId: id }).strict(),
    response: traineeDeletion,
    access: ['trainer', 'trainee-owned', 'not-during-attempt'],
  },
  /** Trainer, with the passcode again and the trainee's name typed: the trainee and every result of theirs. */
  'trainees.delete': {
    request: z
      .object({
        traineeId: id,
        passcode: z.string().max(200, 'must be at most 200 characters'),
        confirm: z.string().max(200, 'must be at most 200 characters'),
      })
      .strict(),
    response: traineeDeletion,
    access: ['trainer', 'trainee-owned', 'not-during-attempt'],
  },
  /** The trainee's own name, from their home screen (never the staff number). */
  'trainees.renameSelf': {
    request: z.object({ traineeId: id, name }).strict(),
    response: managedTrainee,
    access: ['open', 'trainee-owned', 'not-during-attempt'],
  },
  /** Trainer: one set to one or more trainees, with an optional due date; an open assignment of it gets the date. */
  'assignments.assign': {
    request: z
      .object({
        drillSetId: id,
        traineeIds: z.array(id).min(1, 'choose at least one trainee').max(500, 'at most 500 trainees'),
        dueOn: isoDate.nullable().optional(),
      })
      .strict(),
    response: z.array(assignedWork).readonly(),
    access: ['trainer', 'not-during-attempt'],
  },
  'assignments.unassign': {
    request: z.object({ assignmentId: id }).strict(),
    response: assignedWork,
    access: ['trainer', 'not-during-attempt'],
  },
  /** Trainer: every assignment (or one trainee's), newest first. */
  'assignments.list': {
    request: z.object({ traineeId: id.optional() }).strict(),
    response: z.array(assignedWork).readonly(),
    access: ['trainer', 'trainee-owned', 'not-during-attempt'],
  },
  /** The trainee's home screen: their assigned work, not done first, then by due date. */
  'assignments.mine': {
    request: z.object({ traineeId: id }).strict(),
    response: z.array(assignedWork).readonly(),
    access: ['open', 'trainee-owned'],
  },
} as const satisfies AreaContract;

export type ManagedTrainee = z.output<typeof managedTrainee>;
export type TraineeDeletion = z.output<typeof traineeDeletion>;
export type AssignedWork = z.output<typeof assignedWork>;

export type TraineesChannel = keyof typeof traineesChannels;
export type TraineesRequest<C extends TraineesChannel> = z.input<(typeof traineesChannels)[C]['request']>;
