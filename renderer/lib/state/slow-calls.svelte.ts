// Calls to main that take a while (dealing a rare set takes seconds): the newest one still running after
// PROGRESS_AFTER_MS is what the screen says is being done, and while one runs the screen asks main how far its
// dealing thread is (items dealt of the total), so the bar can show how much is left.
import type { DealProgress } from '../../../contract/index.ts';
import { m } from '../../../i18n/paraglide/messages.js';
import { countText, wholePercentText } from '../locale-format.ts';

/** A call to main that takes longer than this shows what is being done. */
export const PROGRESS_AFTER_MS = 200;
/** How often the screen asks how far the dealing is while a slow call runs. */
export const PROGRESS_POLL_MS = 150;

/** How far the dealing thread is, or null when main does not say (a slow call that deals nothing). */
export type AskProgress = () => Promise<DealProgress | null>;

const STAGE_WORDS: Record<DealProgress['stage'], () => string> = {
  checking: m.ui_stage_checking,
  dealing: m.ui_stage_dealing,
  rebuilding: m.ui_stage_rebuilding,
};

/** The whole percentage done, never 100 before the end. */
export function percentDone(p: DealProgress): number {
  if (p.total <= 0) return 0;
  return p.done >= p.total ? 100 : Math.min(99, Math.floor((p.done / p.total) * 100));
}

/** "Dealing: 1,234 of 5,000 items (24%)". */
export function progressInWords(p: DealProgress): string {
  const words = p.total === 1 ? m.ui_progress_words_one : m.ui_progress_words;
  return words({
    stage: STAGE_WORDS[p.stage](),
    done: countText(p.done),
    total: countText(p.total),
    percent: wholePercentText(percentDone(p) / 100),
  });
}

export class SlowCalls {
  /** What a call still running after PROGRESS_AFTER_MS is doing ("Starting the session"); null otherwise. */
  working = $state<string | null>(null);
  /** How far the dealing thread is while a slow call runs; null when not known (the bar is indeterminate). */
  dealing = $state.raw<DealProgress | null>(null);
  /** Calls past PROGRESS_AFTER_MS, oldest first (not reactive: `working` is what the screen reads). */
  #slow: { id: number; doing: string }[] = [];
  #calls = 0;
  readonly #ask: AskProgress | null;
  #asking = false;
  #round = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ask: AskProgress | null = null) {
    this.#ask = ask;
  }

  async track<T>(doing: string, run: () => Promise<T>): Promise<T> {
    const id = ++this.#calls;
    const timer = setTimeout(() => {
      this.#slow.push({ id, doing });
      this.working = doing;
      this.#poll();
    }, PROGRESS_AFTER_MS);
    try {
      return await run();
    } finally {
      clearTimeout(timer);
      this.#slow = this.#slow.filter((c) => c.id !== id);
      this.working = this.#slow.at(-1)?.doing ?? null;
      if (this.working === null) this.#stopPolling();
    }
  }

  /** Asks now, then every PROGRESS_POLL_MS, as long as a slow call runs. */
  #poll(): void {
    const ask = this.#ask;
    if (!ask || this.#asking) return;
    this.#asking = true;
    const round = ++this.#round;
    const tick = async () => {
      const progress = await ask().catch(() => null);
      // An answer that comes after the calls ended (or after a new round began) is dropped.
      if (round !== this.#round) return;
      this.dealing = progress;
      this.#timer = setTimeout(() => void tick(), PROGRESS_POLL_MS);
    };
    void tick();
  }

  #stopPolling(): void {
    this.#round++;
    this.#asking = false;
    clearTimeout(this.#timer);
    this.dealing = null;
  }
}
