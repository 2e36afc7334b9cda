// The practical standard's channels (issue 21; contract/practical.ts), spread into features/index.ts's table.
import type { Handler } from '../../ipc/registry.ts';
import type { PracticalChannel } from '../../../contract/practical.ts';
import type { ServiceContext } from '../context.ts';
import { getStandard, saveStandard } from './practical-standards.ts';

export function practicalHandlers(ctx: ServiceContext): { readonly [C in PracticalChannel]: Handler<C> } {
  return {
    'practical.standard': () => getStandard(ctx),
    'practical.saveStandard': (r) => saveStandard(ctx, r),
  };
}
