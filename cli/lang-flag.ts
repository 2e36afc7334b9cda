// `--lang en|zh-Hant|zh-Hans` (issue 24): the language the calls, questions and feedback are printed in. English when
// absent; any other value is bad input (exit 2) with the list of languages, never a silent fallback to English.
import { BASE_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../core/i18n/languages.ts';
import type { Named } from '../core/result.ts';

export function languageFlag(value: string | boolean | undefined): Named<'language', Language> {
  if (value === undefined) return { ok: true, language: BASE_LANGUAGE };
  if (isLanguage(value)) return { ok: true, language: value };
  return { ok: false, error: `--lang must be one of ${LANGUAGES.join(', ')}, not "${String(value)}"` };
}
