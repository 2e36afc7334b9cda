// The trainee-management and assignment channels of the IPC contract (issue 12). Request and response types come from
// their zod schemas (trainees-schemas.ts, imported as a type only, so the renderer bundle gets no zod from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { assignedWork, managedTrainee, traineeDeletion, TraineesRequestSchemas } from './trainees.ts';

export type ManagedTrainee = z.output<typeof managedTrainee>;
export type TraineeDeletion = z.output<typeof traineeDeletion>;
export type AssignedWork = z.output<typeof assignedWork>;

type In<C extends keyof TraineesRequestSchemas> = z.input<TraineesRequestSchemas[C]>;

export interface TraineesContract {
  'trainees.manage': { request: In<'trainees.manage'>; response: readonly ManagedTrainee[] };
  /** Trainer: a new name and staff number (the staff number must not be someone else's). */
  'trainees.update': { request: In<'trainees.update'>; response: ManagedTrainee };
  /** Trainer: archived trainees leave the trainee picker; every result is kept. */
  'trainees.archive': { request: In<'trainees.archive'>; response: ManagedTrainee };
  /** Trainer: what deleting would remove (for the confirmation). */
  'trainees.deletePlan': { request: In<'trainees.deletePlan'>; response: TraineeDeletion };
  /** Trainer, with the passcode again and the trainee's name typed: the trainee and every result of theirs. */
  'trainees.delete': { request: In<'trainees.delete'>; response: TraineeDeletion };
  /** The trainee's own name, from their home screen (never the staff number). */
  'trainees.renameSelf': { request: In<'trainees.renameSelf'>; response: ManagedTrainee };

  /** Trainer: one set to one or more trainees, with an optional due date; an open assignment of it gets the date. */
  'assignments.assign': { request: In<'assignments.assign'>; response: readonly AssignedWork[] };
  'assignments.unassign': { request: In<'assignments.unassign'>; response: AssignedWork };
  /** Trainer: every assignment (or one trainee's), newest first. */
  'assignments.list': { request: In<'assignments.list'>; response: readonly AssignedWork[] };
  /** The trainee's home screen: their assigned work, not done first, then by due date. */
  'assignments.mine': { request: In<'assignments.mine'>; response: readonly AssignedWork[] };
}

export type TraineesChannel = keyof TraineesContract;
export type TraineesRequest<C extends TraineesChannel> = TraineesContract[C]['request'];

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const TRAINEES_ACCESS = {
  'trainees.manage': ['trainer', 'not-during-attempt'],
  'trainees.update': ['trainer', 'trainee-owned', 'not-during-attempt'],
  'trainees.archive': ['trainer', 'trainee-owned', 'not-during-attempt'],
  'trainees.deletePlan': ['trainer', 'trainee-owned', 'not-during-attempt'],
  'trainees.delete': ['trainer', 'trainee-owned', 'not-during-attempt'],
  'trainees.renameSelf': ['open', 'trainee-owned', 'not-during-attempt'],
  'assignments.assign': ['trainer', 'not-during-attempt'],
  'assignments.unassign': ['trainer', 'not-during-attempt'],
  'assignments.list': ['trainer', 'trainee-owned', 'not-during-attempt'],
  'assignments.mine': ['open', 'trainee-owned'],
} as const satisfies { readonly [C in TraineesChannel]: Access };

export const TRAINEES_CHANNELS = Object.keys(TRAINEES_ACCESS) as TraineesChannel[];
