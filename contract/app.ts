// The app itself: its version, where its data lives (and recovering a damaged store), and the trainee's settings.
// Each channel is one entry (request schema, response schema, access rule); index.ts derives the types.
import { z } from 'zod';
import * as shell from './response-schemas.ts';
import { id, none } from './channel.ts';
import type { AreaContract } from './channel.ts';

const settingsPatch = z
  .object({
    profileId: id,
    speed: z.number().min(0.5, 'must be from 0.5 to 3').max(3, 'must be from 0.5 to 3'),
    sound: z.boolean(),
    volume: z.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1'),
    reducedMotion: z.enum(['system', 'on', 'off']),
  })
  .partial()
  .strict();

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const appChannels = {
  'app.info': { request: none, response: shell.appInfo, access: ['setup'] },
  'storage.status': { request: none, response: shell.storageStatus, access: ['setup'] },
  /** Opens a folder dialog and reopens the store there; null if cancelled. */
  'storage.chooseFolder': { request: none, response: shell.storageStatus.nullable(), access: ['setup'] },
  /**
   * Only when the status is an error: moves the old database aside (renamed with a timestamp, never deleted) and
   * starts a new one.
   */
  'storage.startFresh': { request: none, response: shell.startFreshResult, access: ['setup'] },
  /** Removes a damaged drill set, profile or setting (only if it is damaged); the storage status after it. */
  'storage.removeDamaged': {
    request: z.object({ kind: z.enum(['drill-set', 'profile', 'setting']), id }).strict(),
    response: shell.storageStatus,
    access: ['trainer-if-set', 'not-during-attempt'],
  },
  'settings.get': { request: none, response: shell.settings, access: ['open'] },
  'settings.set': {
    request: settingsPatch,
    response: shell.settings,
    access: ['open', 'not-during-attempt'],
  },
} as const satisfies AreaContract;
