// The app's languages (issue 24): the list is project.inlang/settings.json's "locales", compiled into the Paraglide
// runtime, so adding a language is its messages file and one line there (docs/ARCHITECTURE.md, "Languages").
import { baseLocale, locales } from '../../i18n/paraglide/runtime.js';

export type Language = (typeof locales)[number];

/** Every language, the base (English) first. */
export const LANGUAGES: readonly Language[] = locales;

/** English: the rule documents' language and the default of every language setting. */
export const BASE_LANGUAGE: Language = baseLocale;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
