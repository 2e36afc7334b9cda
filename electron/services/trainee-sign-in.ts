// Who is signed in as a trainee on this computer, held in the main process like the trainer session: in memory only
// (a restart signs everyone out), and the renderer never holds a token it could replay. Wrong PINs are counted per
// trainee, with the trainer passcode's rule: after MAX_TRIES in a row, each further try waits LOCKOUT_MS.
import { LOCKOUT_MS, MAX_TRIES } from './trainer-gate.ts';

interface Tries {
  failures: number;
  retryAt: number;
}

export class TraineeSignIn {
  readonly #monotonicMs: () => number;
  #signedIn: string | null = null;
  readonly #tries = new Map<string, Tries>();

  constructor(monotonicMs: () => number) {
    this.#monotonicMs = monotonicMs;
  }

  get signedIn(): string | null {
    return this.#signedIn;
  }

  signIn(traineeId: string): void {
    this.#signedIn = traineeId;
    this.#tries.delete(traineeId);
  }

  signOut(): void {
    this.#signedIn = null;
  }

  /** Milliseconds before another PIN try for this trainee is accepted (0: now). */
  retryInMs(traineeId: string): number {
    const tries = this.#tries.get(traineeId);
    return tries ? Math.max(0, tries.retryAt - this.#monotonicMs()) : 0;
  }

  failed(traineeId: string): void {
    const tries = this.#tries.get(traineeId) ?? { failures: 0, retryAt: 0 };
    tries.failures++;
    if (tries.failures >= MAX_TRIES) tries.retryAt = this.#monotonicMs() + LOCKOUT_MS;
    this.#tries.set(traineeId, tries);
  }
}
