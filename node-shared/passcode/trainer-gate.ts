// The trainer session, held in the main process: unlocked by the passcode, it ends after IDLE_MS without a trainer
// action (measured on the monotonic clock, so changing the system clock cannot stretch it), on lock, and when an
// assessment starts or resumes (the candidate then has the keyboard). The renderer never holds a token it could replay.
// Wrong passcodes are counted in the database (wrong-tries.ts), so a restart does not reset them.
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import { randomBytes } from 'node:crypto';
import type { WrongTries } from './wrong-tries.ts';

export { LOCKOUT_MS, MAX_TRIES } from './wrong-tries.ts';
export const TRAINER_IDLE_MS = 10 * 60_000;
/** The trainer passcode's row in wrong_tries. */
export const TRAINER_SUBJECT = 'trainer';

/** A passcode try refused because of the wait (in the app and on the command line alike). */
export const passcodeWait = (ms: number): MessageRef =>
  ref('main_passcode_wait', { seconds: Math.ceil(ms / 1000) });

export class TrainerGate {
  readonly #monotonicMs: () => number;
  readonly #tries: WrongTries;
  #token: string | null = null;
  #until = 0;
  /** Why the passcode that opened this session falls short of today's rules (an older one), or null. */
  #passcodeProblem: MessageRef | null = null;

  constructor(monotonicMs: () => number, tries: WrongTries) {
    this.#monotonicMs = monotonicMs;
    this.#tries = tries;
  }

  /** Opens the trainer session (the passcode was right: the wrong-try count starts again). */
  open(): void {
    this.#token = randomBytes(32).toString('hex');
    this.#until = this.#monotonicMs() + TRAINER_IDLE_MS;
    this.#tries.cleared(TRAINER_SUBJECT);
  }

  close(): void {
    this.#token = null;
  }

  /**
   * What is wrong with the passcode just used (electron/features/trainer/passcode.ts passcodeProblem), known only at the
   * moment it is typed: the store keeps its hash. An older passcode (shorter, or now refused as too common) still
   * opens trainer mode, and the screen asks for a new one until it is changed.
   */
  notePasscode(problem: MessageRef | null): void {
    this.#passcodeProblem = problem;
  }

  get passcodeProblem(): MessageRef | null {
    return this.isOpen ? this.#passcodeProblem : null;
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
    return this.#tries.retryInMs(TRAINER_SUBJECT);
  }

  /** A try at the passcode, counted durably as wrong until it proves right (electron/features/trainer/guess.ts). */
  failed(): void {
    this.#tries.failed(TRAINER_SUBJECT);
  }

  /** A right passcode: the count starts again. */
  passed(): void {
    this.#tries.cleared(TRAINER_SUBJECT);
  }
}
