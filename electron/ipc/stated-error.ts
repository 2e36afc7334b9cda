// An error a service throws from deep inside a write (where it cannot return a Result) whose message is already
// written for the person at the screen: the registry passes it on as it is, not as "Something went wrong in …".
import { english } from '../../core/i18n/phrase.ts';
import type { MessageRef } from '../../core/i18n/say.ts';

export class StatedError extends Error {
  override name = 'StatedError';
  /** The message as data, when it was written as one: the screen says it in the reader's language. */
  readonly phrase: MessageRef | undefined;
  constructor(message: string | MessageRef) {
    super(typeof message === 'string' ? message : english(message));
    this.phrase = typeof message === 'string' ? undefined : message;
  }
}
