// The house-rules channels (issue 12): each is one entry below; index.ts derives the types. A profile itself is
// checked with core/profiles.ts, so its error names the bad field.
import { z } from 'zod';
import { profileSchema } from '../core/profiles.ts';
import { anyProfile } from './typed-schemas.ts';
import { id, none, type AreaContract } from './channel.ts';
import * as shell from './response-schemas.ts';

// Responses.
export const profileUsage = z
  .strictObject({
    id: z.string(),
    /** Saved drill sets that carry a whole copy of the profile (they keep working after a delete). */
    drillSets: z.number().int().min(0),
    drillSetTitles: z.array(z.string()).readonly(),
    /** The practice table in the settings, or the house whose targets apply, is this profile. */
    practiceTable: z.boolean(),
    house: z.boolean(),
  })
  .readonly();

export const houseSetting = z
  .strictObject({
    /** The profile whose floor-ready targets apply to every trainee. */
    profileId: z.string(),
    /** That profile carries its own targets (else the app's defaults apply). */
    ownTargets: z.boolean(),
  })
  .readonly();

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const profileChannels = {
  'profiles.list': { request: none, response: shell.list(profileSchema), access: ['setup'] },
  // The profile itself is checked with core/profiles.ts, so the error names its bad field ("profile.decks: …").
  /** Validated with core/profiles.ts; never replaces a built-in profile or an existing id. */
  'profiles.save': {
    request: z.object({ profile: anyProfile }).strict(),
    response: profileSchema,
    access: ['trainer-if-set', 'not-during-attempt'],
  },
  /**
   * Trainer: replaces a saved profile (never a built-in one).
   * A saved profile keeps its id: `id` names the one replaced, and the profile must carry the same id.
   */
  'profiles.update': {
    request: z.object({ id, profile: anyProfile }).strict(),
    response: profileSchema,
    access: ['trainer', 'not-during-attempt'],
  },
  /**
   * Trainer: a copy saved under a new id.
   * A built-in or saved profile, saved again under a new id (chosen by the app when not given).
   */
  'profiles.duplicate': {
    request: z
      .object({
        id,
        newId: id.optional(),
        name: z
          .string()
          .trim()
          .min(1, 'must not be empty')
          .max(80, 'must be at most 80 characters')
          .optional(),
      })
      .strict(),
    response: profileSchema,
    access: ['trainer', 'not-during-attempt'],
  },
  /** Trainer: removes a saved profile; settings that named it fall back to the defaults. */
  'profiles.delete': {
    request: z.object({ id }).strict(),
    response: profileUsage,
    access: ['trainer', 'not-during-attempt'],
  },
  /** What deleting a profile touches: the drill sets that embed a copy of it, and the settings that name it. */
  'profiles.usage': {
    request: z.object({ id }).strict(),
    response: profileUsage,
    access: ['trainer', 'not-during-attempt'],
  },
  /** The house whose floor-ready targets apply (issue 13). */
  'profiles.house': { request: none, response: houseSetting, access: ['setup'] },
  /** Trainer: the house whose floor-ready targets apply. */
  'profiles.setHouse': {
    request: z.object({ profileId: id }).strict(),
    response: houseSetting,
    access: ['trainer', 'not-during-attempt'],
  },
} as const satisfies AreaContract;

export type ProfileUsage = z.output<typeof profileUsage>;
export type HouseSetting = z.output<typeof houseSetting>;

export type ProfileChannel = keyof typeof profileChannels;
