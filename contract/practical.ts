// The practical standard's channels (issue 21): each is one entry below; index.ts derives the types.
import { z } from 'zod';
import { practicalStandardSchema, savedStandardSchema } from '../core/assessment/practical-standard.ts';
import { none, type AreaContract } from './channel.ts';

// Checked by the core schema (its errors name the field); its output is the core's readonly PracticalStandard.
const standard = practicalStandardSchema;

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const practicalChannels = {
  /** Trainer: the standard practical parts are graded against now (revision 0: the built-in default, never saved). */
  'practical.standard': { request: none, response: savedStandardSchema, access: ['trainer'] },
  /**
   * Refused if another save came first (the revision it was edited from is no longer the latest).
   * Trainer: saves an edited standard as the next revision; `revision` is the one it was edited from.
   */
  'practical.saveStandard': {
    request: z.strictObject({
      revision: z.number().int('must be a whole number').min(0, 'must not be negative'),
      standard,
    }),
    response: savedStandardSchema,
    access: ['trainer'],
  },
} as const satisfies AreaContract;

export type {
  Outcome,
  PracticalStandard,
  SavedStandard,
  StandardArea,
  StandardRedLine,
} from '../core/assessment/practical-standard.ts';

export type PracticalChannel = keyof typeof practicalChannels;
