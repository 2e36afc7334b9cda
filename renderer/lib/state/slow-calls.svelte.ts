// Calls to main that take a while (dealing a rare set takes seconds): the newest one still running after
// PROGRESS_AFTER_MS is what the screen says is being done.

/** A call to main that takes longer than this shows what is being done. */
export const PROGRESS_AFTER_MS = 200;

export class SlowCalls {
  /** What a call still running after PROGRESS_AFTER_MS is doing ("Starting the session"); null otherwise. */
  working = $state<string | null>(null);
  /** Calls past PROGRESS_AFTER_MS, oldest first (not reactive: `working` is what the screen reads). */
  #slow: { id: number; doing: string }[] = [];
  #calls = 0;

  async track<T>(doing: string, run: () => Promise<T>): Promise<T> {
    const id = ++this.#calls;
    const timer = setTimeout(() => {
      this.#slow.push({ id, doing });
      this.working = doing;
    }, PROGRESS_AFTER_MS);
    try {
      return await run();
    } finally {
      clearTimeout(timer);
      this.#slow = this.#slow.filter((c) => c.id !== id);
      this.working = this.#slow.at(-1)?.doing ?? null;
    }
  }
}
