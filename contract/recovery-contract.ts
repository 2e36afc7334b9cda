// The passcode recovery channels of the IPC contract (issue 20, guarantee 5). Types come from recovery-schemas.ts (a
// type import: no zod in the renderer bundle from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { RecoveryRequestSchemas, RecoveryResponseSchemas, recoveryNotice } from './recovery.ts';

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

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const RECOVERY_ACCESS = {
  'trainer.recover': ['setup'],
  'trainer.recoveryCode': ['trainer'],
  'trainer.recoveryNotice': ['trainer'],
  'trainer.acknowledgeRecovery': ['trainer'],
} as const satisfies { readonly [C in RecoveryChannel]: Access };

export const RECOVERY_CHANNELS = Object.keys(RECOVERY_ACCESS) as RecoveryChannel[];
