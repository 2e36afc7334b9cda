// The installation's trainer settings (issue 21: the xAPI IRI base), behind the trainer session. Types come from
// trainer-settings-schemas.ts (a type import: no zod in the renderer bundle from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type {
  trainerSettings,
  TrainerSettingsRequestSchemas,
  TrainerSettingsResponseSchemas,
} from './trainer-settings.ts';

export type TrainerSettings = z.output<typeof trainerSettings>;

type In<C extends keyof TrainerSettingsRequestSchemas> = z.input<TrainerSettingsRequestSchemas[C]>;
type Out<C extends keyof TrainerSettingsResponseSchemas> = z.output<TrainerSettingsResponseSchemas[C]>;

export interface TrainerSettingsContract {
  'trainerSettings.get': { request: In<'trainerSettings.get'>; response: Out<'trainerSettings.get'> };
  'trainerSettings.set': { request: In<'trainerSettings.set'>; response: Out<'trainerSettings.set'> };
}

export type TrainerSettingsChannel = keyof TrainerSettingsContract;

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const TRAINER_SETTINGS_ACCESS = {
  'trainerSettings.get': ['trainer'],
  'trainerSettings.set': ['trainer'],
} as const satisfies { readonly [C in TrainerSettingsChannel]: Access };

export const TRAINER_SETTINGS_CHANNELS = Object.keys(TRAINER_SETTINGS_ACCESS) as TrainerSettingsChannel[];
