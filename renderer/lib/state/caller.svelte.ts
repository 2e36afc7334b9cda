// The one way a screen's state class calls main: it says whether a call is running (busy), the last failure in words
// (error, cleared by the next success) and a short confirmation (notice). A screen whose buttons must not start a
// second call while one runs makes its caller `exclusive`: a call asked for meanwhile is not made.
import { untrack } from 'svelte';
import type { TrainerApi } from '../../../contract/index.ts';
import { call, type Result } from '../bridge.ts';

export interface CallOptions<T> {
  /** The notice a success leaves (null for none); the old notice is cleared when the call starts. */
  readonly notice?: (value: T) => string | null;
  /** Where a failure is shown instead of error (next to what it is about); error is left as it was. */
  readonly failed?: (message: string) => void;
  /** This call only: false lets it run beside another (reading a screen's data again), true refuses to. */
  readonly exclusive?: boolean;
}

export class Caller {
  /** Calls running now; busy while any runs. */
  #running = $state(0);
  error = $state<string | null>(null);
  notice = $state<string | null>(null);
  readonly #exclusive: boolean;

  constructor({ exclusive = true }: { exclusive?: boolean } = {}) {
    this.#exclusive = exclusive;
  }

  get busy(): boolean {
    return this.#running > 0;
  }

  /** The call's value, or undefined when it failed (error says why) or was not made (another one was running). */
  async run<T>(
    request: (api: TrainerApi) => Promise<Result<T>>,
    options: CallOptions<T> = {},
  ): Promise<T | undefined> {
    // Untracked: a call made from an $effect must not make the effect depend on busy (it would run again on its end).
    if (untrack(() => (options.exclusive ?? this.#exclusive) && this.busy)) return undefined;
    untrack(() => this.#running++);
    if (options.notice) this.notice = null;
    try {
      const result = await call(request);
      if (!result.ok) {
        if (options.failed) options.failed(result.error);
        else this.error = result.error;
        return undefined;
      }
      if (!options.failed) this.error = null;
      if (options.notice) this.notice = options.notice(result.value);
      return result.value;
    } finally {
      untrack(() => this.#running--);
    }
  }

  /** Clears what the screen says (an "Undo all changes" starts afresh). */
  clear(): void {
    this.error = null;
    this.notice = null;
  }
}
