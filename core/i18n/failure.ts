// A failure written as a message (issue 24): English in `error` for logs, the command line and tests, and the message
// itself in `phrase`, which the renderer's bridge says in the reader's language (renderer/lib/bridge.ts).
import type { Failure } from '../result.ts';
import { english, type Phrase } from './phrase.ts';
import { ref, type MessageRef } from './say.ts';

export type StatedFailure = Failure & { readonly phrase: MessageRef };

export function failure(message: MessageRef): StatedFailure {
  return { ok: false, error: english(message), phrase: message };
}

/** A failure about one field of the request ("pin: that is not the PIN."): the field's name stays as it is in every
 *  language, because the screen reads it to put the words beside that field (trainee-admin.svelte.ts). */
export function fieldFailure(field: string, message: MessageRef): StatedFailure {
  return failure(fieldMessage(field, message));
}

export function fieldMessage(field: string, message: Phrase): MessageRef {
  return ref('main_field_problem', { field, problem: message });
}

/** What a failure says, as a phrase: its message where it has one, else its English words. */
export function failurePhrase(failed: Failure): Phrase {
  return failed.phrase ?? failed.error;
}

/** Problems one after another, as the language joins them ("a; b", "a；b"). */
export function joinedProblems(problems: readonly Phrase[]): Phrase {
  return (
    problems.reduceRight<Phrase | null>(
      (rest, first) => (rest === null ? first : ref('main_join_semicolon', { first, rest })),
      null,
    ) ?? ''
  );
}
