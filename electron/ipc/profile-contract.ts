// The house-rules channels of the IPC contract (issue 12). Request types come from their zod schemas
// (profile-schemas.ts, imported as a type only, so the renderer bundle gets no zod from here).
import type { z } from 'zod';
import type { TableProfile } from '../../core/profiles.ts';
import type { ProfileRequestSchemas } from './profile-schemas.ts';

export interface ProfileUsage {
  readonly id: string;
  /** Saved drill sets that carry a whole copy of the profile (they keep working after a delete). */
  readonly drillSets: number;
  readonly drillSetTitles: readonly string[];
  /** The practice table in the settings, or the house whose targets apply, is this profile. */
  readonly practiceTable: boolean;
  readonly house: boolean;
}

export interface HouseSetting {
  /** The profile whose floor-ready targets apply to every trainee. */
  readonly profileId: string;
  /** That profile carries its own targets (else the app's defaults apply). */
  readonly ownTargets: boolean;
}

type In<C extends keyof ProfileRequestSchemas> = z.input<ProfileRequestSchemas[C]>;

export interface ProfileContract {
  /** Trainer: replaces a saved profile (never a built-in one). */
  'profiles.update': { request: In<'profiles.update'>; response: TableProfile };
  /** Trainer: a copy saved under a new id. */
  'profiles.duplicate': { request: In<'profiles.duplicate'>; response: TableProfile };
  /** Trainer: removes a saved profile; settings that named it fall back to the defaults. */
  'profiles.delete': { request: In<'profiles.delete'>; response: ProfileUsage };
  'profiles.usage': { request: In<'profiles.usage'>; response: ProfileUsage };
  'profiles.house': { request: In<'profiles.house'>; response: HouseSetting };
  /** Trainer: the house whose floor-ready targets apply. */
  'profiles.setHouse': { request: In<'profiles.setHouse'>; response: HouseSetting };
}

export type ProfileChannel = keyof ProfileContract;

export const PROFILE_CHANNELS = [
  'profiles.update',
  'profiles.duplicate',
  'profiles.delete',
  'profiles.usage',
  'profiles.house',
  'profiles.setHouse',
] as const satisfies readonly ProfileChannel[];
