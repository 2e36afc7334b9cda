// The practical standard's channels (issue 21): each is one entry below; index.ts derives the types.
import { z } from 'zod';
import {
  practicalStandardSchema,
  type PracticalStandard,
  type SavedStandard,
} from '../core/assessment/practical-standard.ts';
import { owned } from './typed-schemas.ts';
import { none, type AreaContract } from './channel.ts';

// Checked by the core schema (its errors name the field), typed as the core's readonly PracticalStandard.
const standard = practicalStandardSchema as unknown as z.ZodType<PracticalStandard, PracticalStandard>;

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const practicalChannels = {
  /** Trainer: the standard practical parts are graded against now (revision 0: the built-in default, never saved). */
  'practical.standard': { request: none, response: owned<SavedStandard>(), access: ['trainer'] },
  /**
   * Refused if another save came first (the revision it was edited from is no longer the latest).
   * Trainer: saves an edited standard as the next revision; `revision` is the one it was edited from.
   */
  'practical.saveStandard': {
    request: z.strictObject({
      revision: z.number().int('must be a whole number').min(0, 'must not be negative'),
      standard,
    }),
    response: owned<SavedStandard>(),
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
