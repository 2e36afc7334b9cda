// One way for the state classes to reach the main process: a failure is shown in the error list (never swallowed)
// and the caller gets undefined; a call still running after PROGRESS_AFTER_MS says what it is doing.
import type { TrainerApi } from '../../../contract/index.ts';
import { call, type Result } from '../bridge.ts';
import type { ErrorList } from '../errors.svelte.ts';
import type { SlowCalls } from './slow-calls.svelte.ts';

export type Get = <T>(doing: string, run: (api: TrainerApi) => Promise<Result<T>>) => Promise<T | undefined>;

export function reportingTo(errors: ErrorList, slow: SlowCalls): Get {
  return async (doing, run) => {
    const result = await slow.track(doing, () => call(run));
    if (!result.ok) {
      errors.add(doing, result.error);
      return undefined;
    }
    return result.value;
  };
}
