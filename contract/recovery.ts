// Zod schemas for the passcode recovery channels (issue 20, guarantee 5), written once: recovery-contract.ts derives
// the types. A recovery code and a passcode go one way only, except the new code shown once after it is issued.
import { z } from 'zod';

const none = z.undefined({ message: 'takes no argument' });
const typed = z.string().max(200, 'must be at most 200 characters');

export const recoveryRequestSchemas = {
  /** The trainer forgot the passcode: the recovery code and a new passcode. */
  'trainer.recover': z.object({ recoveryCode: typed, passcode: typed }).strict(),
  /** Trainer: the recovery code just issued, once. */
  'trainer.recoveryCode': none,
  /** Trainer: when the passcode was recovered, until acknowledged. */
  'trainer.recoveryNotice': none,
  'trainer.acknowledgeRecovery': none,
};

export type RecoveryRequestSchemas = typeof recoveryRequestSchemas;

export const recoveryNotice = z.strictObject({ recoveredAt: z.string().nullable() }).readonly();

export const recoveryResponseSchemas = {
  'trainer.recover': z.strictObject({ recovered: z.literal(true) }).readonly(),
  'trainer.recoveryCode': z.strictObject({ code: z.string().nullable() }).readonly(),
  'trainer.recoveryNotice': recoveryNotice,
  'trainer.acknowledgeRecovery': recoveryNotice,
};

export type RecoveryResponseSchemas = typeof recoveryResponseSchemas;
