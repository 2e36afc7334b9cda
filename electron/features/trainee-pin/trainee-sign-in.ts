// Who is signed in as a trainee on this computer, held in the main process like the trainer session: in memory only
// (a restart signs everyone out), and the renderer never holds a token it could replay. Wrong PINs are counted per
// trainee in the database with the trainer passcode's rule (node-shared/passcode/wrong-tries.ts), so a restart does
// not reset them.
import type { WrongTries } from '../../../node-shared/passcode/wrong-tries.ts';
import type { MessageRef } from '../../../core/i18n/say.ts';

/** A trainee's PIN's row in wrong_tries. */
export const traineeSubject = (traineeId: string) => `trainee:${traineeId}`;

export class TraineeSignIn {
  readonly #tries: WrongTries;
  #signedIn: string | null = null;
  /** Why the signed-in trainee's PIN, though right, should be changed (an older, shorter or common one), or null. */
  #pinToChange: MessageRef | null = null;

  constructor(tries: WrongTries) {
    this.#tries = tries;
  }

  get signedIn(): string | null {
    return this.#signedIn;
  }

  get pinToChange(): MessageRef | null {
    return this.#pinToChange;
  }

  /** Signs the trainee in (their PIN, if any, was right: its wrong-try count starts again). */
  signIn(traineeId: string, pinToChange: MessageRef | null = null): void {
    this.#signedIn = traineeId;
    this.#pinToChange = pinToChange;
    this.#tries.cleared(traineeSubject(traineeId));
  }

  signOut(): void {
    this.#signedIn = null;
    this.#pinToChange = null;
  }

  /** The signed-in trainee set a new PIN (which met the rules), or the trainer cleared it. */
  pinChanged(traineeId: string): void {
    if (this.#signedIn === traineeId) this.#pinToChange = null;
    this.#tries.cleared(traineeSubject(traineeId));
  }

  /** Milliseconds before another PIN try for this trainee is accepted (0: now). */
  retryInMs(traineeId: string): number {
    return this.#tries.retryInMs(traineeSubject(traineeId));
  }

  /** A try at the PIN, counted durably as wrong until it proves right (guess.ts). */
  failed(traineeId: string): void {
    this.#tries.failed(traineeSubject(traineeId));
  }

  /** A right PIN: the count starts again. */
  passed(traineeId: string): void {
    this.#tries.cleared(traineeSubject(traineeId));
  }
}
