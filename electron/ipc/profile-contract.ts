// The house-rules channels of the IPC contract (issue 12). Request and response types come from their zod schemas
// (profile-schemas.ts, imported as a type only, so the renderer bundle gets no zod from here).
import type { z } from 'zod';
import type { TableProfile } from '../../core/profiles.ts';
import type { houseSetting, profileUsage, ProfileRequestSchemas } from './profile-schemas.ts';

export type ProfileUsage = z.output<typeof profileUsage>;
export type HouseSetting = z.output<typeof houseSetting>;

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
