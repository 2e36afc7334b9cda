// Zod schemas for the house-rules channels (issue 12), written once: profile-contract.ts derives each channel's
// request and response types from its schemas. A profile itself is checked with core/profiles.ts, so its error names the
// bad field.
import { z } from 'zod';
import { profileSchema } from '../core/profiles.ts';
import { anyProfile } from './typed-schemas.ts';

const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const none = z.undefined({ message: 'takes no argument' });

export const profileRequestSchemas = {
  /** A saved profile keeps its id: `id` names the one replaced, and the profile must carry the same id. */
  'profiles.update': z.object({ id, profile: anyProfile }).strict(),
  /** A built-in or saved profile, saved again under a new id (chosen by the app when not given). */
  'profiles.duplicate': z
    .object({
      id,
      newId: id.optional(),
      name: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters').optional(),
    })
    .strict(),
  'profiles.delete': z.object({ id }).strict(),
  /** What deleting a profile touches: the drill sets that embed a copy of it, and the settings that name it. */
  'profiles.usage': z.object({ id }).strict(),
  /** The house whose floor-ready targets apply (issue 13). */
  'profiles.house': none,
  'profiles.setHouse': z.object({ profileId: id }).strict(),
};

export type ProfileRequestSchemas = typeof profileRequestSchemas;

// Responses (their types are derived in profile-contract.ts).
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

export const profileResponseSchemas = {
  'profiles.update': profileSchema,
  'profiles.duplicate': profileSchema,
  'profiles.delete': profileUsage,
  'profiles.usage': profileUsage,
  'profiles.house': houseSetting,
  'profiles.setHouse': houseSetting,
};

export type ProfileResponseSchemas = typeof profileResponseSchemas;
