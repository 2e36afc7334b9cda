// Recovering the trainer passcode (issue 20; contract/recovery.ts), spread into features/index.ts's table. The
// passcode and trainer session's own channels (trainer.status, setPasscode, unlock, lock) are in contract/assessment.ts
// and served by assessment/assessment-handlers.ts.
import type { Handler } from '../../ipc/registry.ts';
import type { RecoveryChannel } from '../../../contract/recovery.ts';
import type { ServiceContext } from '../context.ts';
import {
  acknowledgeRecovery,
  recoverPasscode,
  recoveryNotice,
  takeRecoveryCode,
} from './trainer-recovery.ts';

export function recoveryHandlers(ctx: ServiceContext): { readonly [C in RecoveryChannel]: Handler<C> } {
  return {
    'trainer.recover': (r) => recoverPasscode(ctx, r),
    'trainer.recoveryCode': () => takeRecoveryCode(ctx),
    'trainer.recoveryNotice': () => recoveryNotice(ctx),
    'trainer.acknowledgeRecovery': () => acknowledgeRecovery(ctx),
  };
}
