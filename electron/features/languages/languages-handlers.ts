// The language channels (contract/languages.ts), spread into features/index.ts's table: the station's default and
// each trainee's interface and call languages.
import type { Handler } from '../../ipc/registry.ts';
import type { LanguagesChannel } from '../../../contract/languages.ts';
import type { ServiceContext } from '../context.ts';
import { getLanguages, setDefaultLanguages, setTraineeLanguages, traineeLanguages } from './languages.ts';

export function languagesHandlers(ctx: ServiceContext): { readonly [C in LanguagesChannel]: Handler<C> } {
  return {
    'languages.get': () => getLanguages(ctx),
    'languages.forTrainee': (r) => traineeLanguages(ctx, r),
    'languages.setDefault': (r) => setDefaultLanguages(ctx, r),
    'languages.setTrainee': (r) => setTraineeLanguages(ctx, r),
  };
}
