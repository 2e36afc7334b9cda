// The house-rules channels of the IPC contract (issue 12). Request and response types come from their zod schemas
// (profile-schemas.ts, imported as a type only, so the renderer bundle gets no zod from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { TableProfile } from '../core/profiles.ts';
import type { houseSetting, profileUsage, ProfileRequestSchemas } from './profiles.ts';

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

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const PROFILE_ACCESS = {
  'profiles.update': ['trainer', 'not-during-attempt'],
  'profiles.duplicate': ['trainer', 'not-during-attempt'],
  'profiles.delete': ['trainer', 'not-during-attempt'],
  'profiles.usage': ['trainer', 'not-during-attempt'],
  'profiles.house': ['setup'],
  'profiles.setHouse': ['trainer', 'not-during-attempt'],
} as const satisfies { readonly [C in ProfileChannel]: Access };

export const PROFILE_CHANNELS = Object.keys(PROFILE_ACCESS) as ProfileChannel[];
