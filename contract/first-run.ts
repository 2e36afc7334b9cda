// Zod schemas for the first run's channels (issue 21), written once: first-run-contract.ts derives the types. The
// setup's state, and a staff list (CSV) read, shown and then imported whole.
import { z } from 'zod';

const none = z.undefined({ message: 'takes no argument' });
const line = z.number().int().min(1);
const name = z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');
const identifier = z.string().trim().max(40, 'must be at most 40 characters');

/** One trainee of a staff list, with the line of the file it came from (messages name it). */
export const staffRow = z.strictObject({ line, name, identifier }).readonly();
export const staffProblem = z.strictObject({ line, message: z.string() }).readonly();

export const firstRunRequestSchemas = {
  /** Whether the trainer has set the app up (a passcode exists); the trainee side opens only then. */
  'setup.status': none,
  /** Trainer: a CSV staff list chosen in a dialog, read and checked; nothing is saved. */
  'trainees.previewCsv': none,
  /** Trainer: the rows shown, all of them in one transaction or none. */
  'trainees.importList': z
    .object({ rows: z.array(staffRow).min(1, 'choose at least one trainee').max(2000, 'at most 2000 rows') })
    .strict(),
};

export type FirstRunRequestSchemas = typeof firstRunRequestSchemas;

export const setupStatus = z.strictObject({ done: z.boolean() }).readonly();

/** A staff list as read: the rows, and every line that is wrong (any problem and nothing can be imported). */
export const staffPreview = z
  .strictObject({
    file: z.string(),
    rows: z.array(staffRow).readonly(),
    problems: z.array(staffProblem).readonly(),
  })
  .readonly();

export const firstRunResponseSchemas = {
  'setup.status': setupStatus,
  'trainees.previewCsv': staffPreview.nullable(),
  'trainees.importList': z.strictObject({ added: z.number().int().min(1) }).readonly(),
};

export type FirstRunResponseSchemas = typeof firstRunResponseSchemas;
