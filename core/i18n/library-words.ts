// A library's own English detail as a message parameter (JSON.parse's "Unexpected token ...", crypto's "error:1E08010C:
// DECODER routines::unsupported"): English keeps it word for word, as it always said it; another language says the
// project's own words for it instead (`otherwise`), so a Chinese line is never half English.
// Generic over the message (say.ts's MessageRef): say.ts imports this file, so this one does not import say.ts.
import { BASE_LANGUAGE, type Language } from './languages.ts';

export interface LibraryWords<Message = unknown> {
  readonly library: string;
  readonly otherwise: Message;
}

export function libraryWords<Message>(library: string, otherwise: Message): LibraryWords<Message> {
  return { library, otherwise };
}

export function isLibraryWords(value: unknown): value is LibraryWords {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as { library?: unknown }).library === 'string' &&
    typeof (value as { otherwise?: unknown }).otherwise === 'object'
  );
}

/** The library's words in English, the message said in any other language (say is passed in: say.ts imports this). */
export function sayLibraryWords<Message>(
  words: LibraryWords<Message>,
  language: Language,
  sayOther: (m: Message) => string,
): string {
  return language === BASE_LANGUAGE ? words.library : sayOther(words.otherwise);
}
