// The languages (issue 24): the interface language (screens, buttons, feedback) and the call language (the dealer's
// calls, results and payouts as said at the house's table), a station default and each trainee's own. Each channel
// is one entry below; index.ts derives the types.
import { z } from 'zod';
import { LANGUAGES, type Language } from '../core/i18n/languages.ts';
import { id, none, type AreaContract } from './channel.ts';

export const language = z.enum(LANGUAGES as [Language, ...Language[]], {
  message: `must be one of ${LANGUAGES.join(', ')}`,
});

/** Both languages, as they apply. */
export const languagePair = z.strictObject({ interface: language, call: language }).readonly();

/** What a screen needs to show and change the languages. */
export const languagesView = z
  .strictObject({
    /** The station's default: chosen in the first-run setup, changed in trainer mode. The call language is the
     *  house profile's `callLanguage` (else English) until one is chosen. */
    station: languagePair,
    /** The trainee's own choices; null for one they have not made (the station's applies). Null with no trainee. */
    trainee: z
      .strictObject({ interface: language.nullable(), call: language.nullable() })
      .readonly()
      .nullable(),
    /** What applies: the trainee's choice, else the station's. */
    effective: languagePair,
  })
  .readonly();

const traineeId = z.strictObject({ traineeId: id });

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const languagesChannels = {
  /** The station's languages: the first-run screen shows them before anything is set up. */
  'languages.get': { request: none, response: languagesView, access: ['setup'] },
  /** A trainee's languages (and the station's they fall back to). */
  'languages.forTrainee': { request: traineeId, response: languagesView, access: ['open', 'trainee-owned'] },
  /** The station's default (the first-run setup saves it once the passcode is set). */
  'languages.setDefault': {
    request: z.strictObject({ interface: language, call: language }).partial(),
    response: languagesView,
    access: ['trainer-if-set', 'not-during-attempt'],
  },
  /** A trainee's own languages; null goes back to the station's. */
  'languages.setTrainee': {
    request: traineeId.extend({ interface: language.nullable(), call: language.nullable() }).partial({
      interface: true,
      call: true,
    }),
    response: languagesView,
    access: ['open', 'trainee-owned', 'not-during-attempt'],
  },
} as const satisfies AreaContract;

export type LanguagesView = z.output<typeof languagesView>;
export type LanguagesChannel = keyof typeof languagesChannels;
