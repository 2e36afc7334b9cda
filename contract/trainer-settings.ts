// The installation's trainer settings (issue 21: the xAPI IRI base): each channel is one entry below; index.ts
// derives the types.
import { z } from 'zod';
import { none, type AreaContract } from './channel.ts';

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

export const trainerSettings = z
  .strictObject({
    /** Where the xAPI export's activity and account ids live. */
    xapiBase: z.string(),
    /** The base is still the app's placeholder (…invalid): statements exported with it need it set first. */
    xapiBaseIsPlaceholder: z.boolean(),
  })
  .readonly();

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const trainerSettingsChannels = {
  'trainerSettings.get': { request: none, response: trainerSettings, access: ['trainer'] },
  'trainerSettings.set': {
    request: z.strictObject({ xapiBase: iriBase }).partial(),
    response: trainerSettings,
    access: ['trainer'],
  },
} as const satisfies AreaContract;

export type TrainerSettings = z.output<typeof trainerSettings>;

export type TrainerSettingsChannel = keyof typeof trainerSettingsChannels;
