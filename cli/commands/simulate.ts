// `engine simulate --profile ID [--decks N] [--shoes K] [--seed S] [--lang L]`: deals K real shoes (shoe i is
// newShoe with seed "S/i") and prints the observed frequencies, the observed return per unit staked on each bet,
// the number of coups and the time taken.
import { simulate } from '../../core/simulate.ts';
import { intFlag } from '../args.ts';
import { parseFlagsIn, saidIn } from '../lang-flag.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';
import type { Failure } from '../../core/result.ts';
import type { CommandResult } from '../main.ts';
import { profileAndDecks } from './analyze.ts';

export const DEFAULT_SHOES = 10_000;
/** Kept well below simulate's own limit so a typo cannot tie up the machine for long. */
export const CLI_MAX_SHOES = 1_000_000;

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const parsed = parseFlagsIn(argv, { profile: 'string', decks: 'string', shoes: 'string', seed: 'string' });
  if (!parsed.ok) return parsed;
  // Its output is numbers and ids; its refusals are said in the --lang language (English as before).
  const refused = (failed: Failure): Failure => saidIn(parsed.language, failed);
  const chosen = profileAndDecks(parsed.flags);
  if (!chosen.ok) return refused(chosen);
  const shoes = intFlag(parsed.flags, 'shoes', { min: 1, max: CLI_MAX_SHOES, fallback: DEFAULT_SHOES });
  if (!shoes.ok) return refused(shoes);
  const seed = parsed.flags['seed'] ?? '1';
  if (typeof seed !== 'string' || seed === '')
    return refused(failure(ref('cli24_needs_value', { name: 'seed' })));

  const started = performance.now();
  const result = simulate(chosen.profile, { decks: chosen.decks, shoes: shoes.value, seed });
  const elapsedMs = performance.now() - started;
  if (!result.ok) return refused(result);
  const s = result.value;
  const c = s.counts;
  return {
    ok: true,
    output: {
      decks: s.decks,
      profile: s.profile,
      shoes: s.shoes,
      seed: s.seed,
      coups: s.coups,
      elapsedMs: Math.round(elapsedMs),
      coupsPerSecond: Math.round(s.coups / (elapsedMs / 1000)),
      frequencies: s.frequencies,
      returns: s.returns,
      counts: {
        banker: Number(c.banker),
        player: Number(c.player),
        tie: Number(c.tie),
        naturals: Number(c.naturals),
        cards: { '4': Number(c.cards[4]), '5': Number(c.cards[5]), '6': Number(c.cards[6]) },
      },
    },
  };
}
