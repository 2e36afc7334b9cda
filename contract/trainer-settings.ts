// Zod schemas for the installation's trainer settings (issue 21: the xAPI IRI base), written once:
// trainer-settings-contract.ts derives the types.
import { z } from 'zod';

const none = z.undefined({ message: 'takes no argument' });

/** An absolute http(s) IRI with a host, no query or fragment: the statements' ids are built under it. */
export const iriBase = z
  .string()
  .trim()
  .max(300, 'must be at most 300 characters')
  .refine((s) => /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(s), {
    message:
      'must be an absolute http or https IRI with a host and no query or fragment ("https://school.example/xapi")',
  })
  .refine((s) => !/^https?:\/\/[^/]*\.invalid(:\d+)?(\/|$)/i.test(s), {
    message: "must be your school's own address: .invalid is the app's placeholder, which resolves nowhere",
  })
  .transform((s) => s.replace(/\/+$/, ''));

export const trainerSettingsRequestSchemas = {
  'trainerSettings.get': none,
  'trainerSettings.set': z.strictObject({ xapiBase: iriBase }).partial(),
};

export type TrainerSettingsRequestSchemas = typeof trainerSettingsRequestSchemas;

export const trainerSettings = z
  .strictObject({
    /** Where the xAPI export's activity and account ids live. */
    xapiBase: z.string(),
    /** The base is still the app's placeholder (…invalid): statements exported with it need it set first. */
    xapiBaseIsPlaceholder: z.boolean(),
  })
  .readonly();

export const trainerSettingsResponseSchemas = {
  'trainerSettings.get': trainerSettings,
  'trainerSettings.set': trainerSettings,
};

export type TrainerSettingsResponseSchemas = typeof trainerSettingsResponseSchemas;
