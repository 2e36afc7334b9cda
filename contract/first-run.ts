// The first run's channels (issue 21): each is one entry below; index.ts derives the types. The setup's state, and a
// staff list (CSV) read, shown and then imported whole.
import { z } from 'zod';
import { phraseSchema } from '../core/i18n/message-ref-schema.ts';
import { none, type AreaContract } from './channel.ts';

const line = z.number().int().min(1);
const name = z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');
const identifier = z.string().trim().max(40, 'must be at most 40 characters');

/** One trainee of a staff list, with the line of the file it came from (messages name it). */
export const staffRow = z.strictObject({ line, name, identifier }).readonly();
/** A wrong line: what is wrong, as main's words (a message, said in the reader's language). */
export const staffProblem = z.strictObject({ line, message: phraseSchema }).readonly();

export const setupStatus = z.strictObject({ done: z.boolean() }).readonly();

/** A staff list as read: the rows, and every line that is wrong (any problem and nothing can be imported). */
export const staffPreview = z
  .strictObject({
    file: z.string(),
    rows: z.array(staffRow).readonly(),
    problems: z.array(staffProblem).readonly(),
  })
  .readonly();

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const firstRunChannels = {
  /** Whether the trainer has set the app up (a passcode exists); the trainee side opens only then. */
  'setup.status': { request: none, response: setupStatus, access: ['setup'] },
  /**
   * Trainer: open dialog, then the list checked line by line; null if cancelled. Nothing is saved.
   * Trainer: a CSV staff list chosen in a dialog, read and checked; nothing is saved.
   */
  'trainees.previewCsv': {
    request: none,
    response: staffPreview.nullable(),
    access: ['trainer', 'not-during-attempt'],
  },
  /**
   * Trainer: every row added, or none (the error names each line that is wrong).
   * Trainer: the rows shown, all of them in one transaction or none.
   */
  'trainees.importList': {
    request: z
      .object({
        rows: z.array(staffRow).min(1, 'choose at least one trainee').max(2000, 'at most 2000 rows'),
      })
      .strict(),
    response: z.strictObject({ added: z.number().int().min(1) }).readonly(),
    access: ['trainer', 'not-during-attempt'],
  },
} as const satisfies AreaContract;

export type SetupStatus = z.output<typeof setupStatus>;
export type StaffRow = z.output<typeof staffRow>;
export type StaffProblem = z.output<typeof staffProblem>;
export type StaffPreview = z.output<typeof staffPreview>;

export type FirstRunChannel = keyof typeof firstRunChannels;
export type FirstRunRequest<C extends FirstRunChannel> = z.input<(typeof firstRunChannels)[C]['request']>;
