// The trainer session, held in the main process: unlocked by the passcode, it ends after IDLE_MS without a trainer
// action (measured on the monotonic clock, so changing the system clock cannot stretch it), on lock, and when an
// assessment starts or resumes (the candidate then has the keyboard). The renderer never holds a token it could replay.
import { randomBytes } from 'node:crypto';

export const TRAINER_IDLE_MS = 10 * 60_000;
/** After this many wrong passcodes in a row, each further try waits LOCKOUT_MS. */
export const MAX_TRIES = 5;
export const LOCKOUT_MS = 30_000;

export class TrainerGate {
  readonly #monotonicMs: () => number;
  #token: string | null = null;
  #until = 0;
  #failures = 0;
  #retryAt = 0;

  constructor(monotonicMs: () => number) {
    this.#monotonicMs = monotonicMs;
  }

  open(): void {
    this.#token = randomBytes(32).toString('hex');
    this.#until = this.#monotonicMs() + TRAINER_IDLE_MS;
    this.#failures = 0;
  }

  close(): void {
    this.#token = null;
  }

  /** True while a trainer session is open; each use extends it. */
  use(): boolean {
    if (this.#token === null) return false;
    const now = this.#monotonicMs();
    if (now >= this.#until) {
      this.#token = null;
      return false;
    }
    this.#until = now + TRAINER_IDLE_MS;
    return true;
  }

  get isOpen(): boolean {
    return this.#token !== null && this.#monotonicMs() < this.#until;
  }

  get expiresInMs(): number {
    return this.isOpen ? this.#until - this.#monotonicMs() : 0;
  }

  /** Milliseconds to wait before another passcode try is accepted (0: now). */
  get retryInMs(): number {
    return Math.max(0, this.#retryAt - this.#monotonicMs());
  }

  failed(): void {
    this.#failures++;
    if (this.#failures >= MAX_TRIES) this.#retryAt = this.#monotonicMs() + LOCKOUT_MS;
  }
}
