// `engine profiles [--lang L]`: the built-in table profiles as data (ids, English names as stored, decks, bets); --lang
// says its refusal in that language.
import { BUILT_IN_PROFILES, offeredBets } from '../../core/profiles.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';
import { langInArgv, parseFlagsIn, saidIn } from '../lang-flag.ts';
import type { CommandResult } from '../main.ts';

export async function run(argv: readonly string[]): Promise<CommandResult> {
  // Any argument but --lang is refused as ever, in the language --lang names if it names one.
  const onlyLang = argv.every(
    (a, i) =>
      a.startsWith('--lang=') || (a === '--lang' && i === argv.length - 2) || argv[i - 1] === '--lang',
  );
  if (!onlyLang) return saidIn(langInArgv(argv), failure(ref('cli24_no_options', { args: argv.join(' ') })));
  const parsed = parseFlagsIn(argv, {});
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    output: BUILT_IN_PROFILES.map((p) => ({ id: p.id, name: p.name, decks: p.decks, bets: offeredBets(p) })),
  };
}
