// Zod schemas for the practical standard's channels (issue 21), written once: practical-contract.ts derives the types.
import { z } from 'zod';
import { practicalStandardSchema, savedStandardSchema } from '../../core/assessment/practical-standard.ts';

const none = z.undefined({ message: 'takes no argument' });
// Checked by the core schema (its errors name the field); its output is the core's readonly PracticalStandard.
const standard = practicalStandardSchema;

export const practicalRequestSchemas = {
  /** Trainer: the standard practical parts are graded against now (revision 0: the built-in default, never saved). */
  'practical.standard': none,
  /** Trainer: saves an edited standard as the next revision; `revision` is the one it was edited from. */
  'practical.saveStandard': z.strictObject({
    revision: z.number().int('must be a whole number').min(0, 'must not be negative'),
    standard,
  }),
};

export type PracticalRequestSchemas = typeof practicalRequestSchemas;

export const practicalResponseSchemas = {
  'practical.standard': savedStandardSchema,
  'practical.saveStandard': savedStandardSchema,
};

export type PracticalResponseSchemas = typeof practicalResponseSchemas;
