// The passcode recovery channels of the IPC contract (issue 20, guarantee 5). Types come from recovery-schemas.ts (a
// type import: no zod in the renderer bundle from here).
import type { z } from 'zod';
import type { RecoveryRequestSchemas, RecoveryResponseSchemas, recoveryNotice } from './recovery-schemas.ts';

export type RecoveryNotice = z.output<typeof recoveryNotice>;

type In<C extends keyof RecoveryRequestSchemas> = z.input<RecoveryRequestSchemas[C]>;
type Out<C extends keyof RecoveryResponseSchemas> = z.output<RecoveryResponseSchemas[C]>;

export type RecoveryRequest = In<'trainer.recover'>;

export interface RecoveryContract {
  /** With the recovery code: a new passcode, a new signing key and a new recovery code; opens trainer mode. */
  'trainer.recover': { request: In<'trainer.recover'>; response: Out<'trainer.recover'> };
  'trainer.recoveryCode': { request: In<'trainer.recoveryCode'>; response: Out<'trainer.recoveryCode'> };
  'trainer.recoveryNotice': {
    request: In<'trainer.recoveryNotice'>;
    response: Out<'trainer.recoveryNotice'>;
  };
  'trainer.acknowledgeRecovery': {
    request: In<'trainer.acknowledgeRecovery'>;
    response: Out<'trainer.acknowledgeRecovery'>;
  };
}

export type RecoveryChannel = keyof RecoveryContract;

export const RECOVERY_CHANNELS = [
  'trainer.recover',
  'trainer.recoveryCode',
  'trainer.recoveryNotice',
  'trainer.acknowledgeRecovery',
] as const satisfies readonly RecoveryChannel[];
