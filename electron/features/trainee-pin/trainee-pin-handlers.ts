// The trainee PIN channels (issue 11), spread into features/index.ts's table. The check on a trainee's own records
// is the trainee-owned access rule (contract/access.ts, applied by access-policy.ts).
import type { Handler } from '../../ipc/registry.ts';
import type { TraineePinChannel } from '../../../contract/trainee-pin.ts';
import type { ServiceContext } from '../context.ts';
import { clearPin, pinStatus, setPin, signIn, signOut } from './trainee-pin.ts';

export function traineePinHandlers(ctx: ServiceContext): { readonly [C in TraineePinChannel]: Handler<C> } {
  return {
    'traineePin.status': () => pinStatus(ctx),
    'traineePin.signIn': (r) => signIn(ctx, r),
    'traineePin.signOut': () => signOut(ctx),
    'traineePin.set': (r) => setPin(ctx, r),
    'traineePin.clear': (r) => clearPin(ctx, r),
  };
}
