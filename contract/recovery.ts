// The passcode recovery channels (issue 20, guarantee 5): each is one entry below; index.ts derives the types. A
// recovery code and a passcode go one way only, except the new code shown once after it is issued.
import { z } from 'zod';
import { none, type AreaContract } from './channel.ts';

const typed = z.string().max(200, 'must be at most 200 characters');

export const recoveryNotice = z.strictObject({ recoveredAt: z.string().nullable() }).readonly();

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const recoveryChannels = {
  /**
   * With the recovery code: a new passcode, a new signing key and a new recovery code; opens trainer mode.
   * The trainer forgot the passcode: the recovery code and a new passcode.
   */
  'trainer.recover': {
    request: z.object({ recoveryCode: typed, passcode: typed }).strict(),
    response: z.strictObject({ recovered: z.literal(true) }).readonly(),
    access: ['setup'],
  },
  /** Trainer: the recovery code just issued, once. */
  'trainer.recoveryCode': {
    request: none,
    response: z.strictObject({ code: z.string().nullable() }).readonly(),
    access: ['trainer'],
  },
  /** Trainer: when the passcode was recovered, until acknowledged. */
  'trainer.recoveryNotice': { request: none, response: recoveryNotice, access: ['trainer'] },
  'trainer.acknowledgeRecovery': { request: none, response: recoveryNotice, access: ['trainer'] },
} as const satisfies AreaContract;

export type RecoveryNotice = z.output<typeof recoveryNotice>;

export type RecoveryRequest = z.input<(typeof recoveryChannels)['trainer.recover']['request']>;

export type RecoveryChannel = keyof typeof recoveryChannels;
