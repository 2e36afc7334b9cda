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
