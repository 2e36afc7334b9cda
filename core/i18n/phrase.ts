// What the engine writes for a person to read (issue 24): a message with its parameters, said in the reader's
// language. A plain string is English, and is kept only where the words were written before messages: records and
// sessions stored before issue 24 (never rewritten, so a signed record keeps its bytes), and the drill kinds not yet
// converted (test/core/drills/phrases.test.ts lists them; a converted kind writing a string fails it).
import { BASE_LANGUAGE, type Language } from './languages.ts';
import { isMessageRef, say, type MessageRef } from './say.ts';

export type Phrase = string | MessageRef;

/** The phrase in the language given, its calls in `callLanguage` (say.ts); a stored English string as it is. */
export function sayPhrase(phrase: Phrase, language: Language, callLanguage: Language = language): string {
  return typeof phrase === 'string' ? phrase : say(phrase, language, callLanguage);
}

/** The phrase in English: for what stays English (the rule documents' wording in logs and errors, the CSV until it is
 *  translated) and for tests that compare with the words the engine wrote before. */
export function english(phrase: Phrase): string {
  return sayPhrase(phrase, BASE_LANGUAGE);
}

export { isMessageRef };

/** Plain data (a prompt, a key, a summary) with every message in it said in the language given: for output that is
 *  text, like the command line's JSON, where a reader expects words, not message ids. */
export function sayAll(value: unknown, language: Language): unknown {
  if (isMessageRef(value)) return say(value, language);
  if (Array.isArray(value)) return value.map((v) => sayAll(v, language));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sayAll(v, language)]));
  return value;
}
