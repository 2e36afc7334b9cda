// `--lang en|zh-Hant|zh-Hans` (issue 24): the language the calls, questions and feedback are printed in. English when
// absent; any other value is bad input (exit 2) with the list of languages, never a silent fallback to English.
import { BASE_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../core/i18n/languages.ts';
import type { Failure, Named } from '../core/result.ts';
import { isMessageRef, ref, say, type MessageRef } from '../core/i18n/say.ts';
import { parseFlags, type FlagSpec } from './args.ts';

export function languageFlag(value: string | boolean | undefined): Named<'language', Language> {
  if (value === undefined) return { ok: true, language: BASE_LANGUAGE };
  if (isLanguage(value)) return { ok: true, language: value };
  return { ok: false, error: `--lang must be one of ${LANGUAGES.join(', ')}, not "${String(value)}"` };
}

/**
 * A refusal said in the --lang language, the flag it is about before it ("--cards: card 2: ..."): a failure written as
 * a message is said from it, one that is English only stays English. English is the words as written before.
 */
export function saidIn(language: Language, failed: Failure | MessageRef, flag?: string): Failure {
  const words = isMessageRef(failed) ? failed : (failed.phrase ?? failed.error);
  const message = flag === undefined ? words : ref('main_field_problem', { field: flag, problem: words });
  return { ok: false, error: typeof message === 'string' ? message : say(message, language) };
}

/**
 * The command's flags and --lang (added to its spec), every refusal said in that language. A refusal of the flags
 * themselves (an unknown option, a missing value) comes before they are read, so it is said in the language --lang
 * names if it names one, English otherwise.
 */
export function parseFlagsIn(
  argv: readonly string[],
  spec: FlagSpec,
): { ok: true; flags: Record<string, string | boolean>; language: Language } | Failure {
  const parsed = parseFlags(argv, { ...spec, lang: 'string' });
  if (!parsed.ok) return saidIn(langInArgv(argv), parsed);
  const lang = languageFlag(parsed.flags['lang']);
  return lang.ok ? { ok: true, flags: parsed.flags, language: lang.language } : lang;
}

/** The language `--lang X` or `--lang=X` names among the arguments, English when none does. */
export function langInArgv(argv: readonly string[]): Language {
  for (const [i, arg] of argv.entries()) {
    const value = arg === '--lang' ? argv[i + 1] : arg.startsWith('--lang=') ? arg.slice(7) : undefined;
    if (value !== undefined && isLanguage(value)) return value;
  }
  return BASE_LANGUAGE;
}
