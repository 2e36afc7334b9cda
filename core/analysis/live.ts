// The analysis of a profile as a trainer edits it (issue 12: updated within 50 ms of a change). The enumeration
// depends only on the deck count, so it is done once per deck count and kept; a change to a pay table, the Tie odds
// or the commission then only refigures the bets (betFigures), which takes well under a millisecond.
import { enumerateOutcomes, pairCounts, valueCounts, type Analysis } from '../analysis.ts';
import { checkDeckCount } from '../shoe.ts';
import type { TableProfile } from '../profiles.ts';
import type { Result } from '../result.ts';
import { betFigures, countOutcomes, type OutcomeCounts } from './outcomes.ts';

const byDecks = new Map<number, OutcomeCounts>();

/** Exact counts for a shoe of `decks` full decks, enumerated once per deck count. */
export function countsForDecks(decks: number): OutcomeCounts {
  let counts = byDecks.get(decks);
  if (!counts) {
    counts = countOutcomes(enumerateOutcomes(valueCounts(decks)), {
      player: pairCounts(decks),
      banker: pairCounts(decks),
    });
    byDecks.set(decks, counts);
  }
  return counts;
}

/** Whether the counts for this deck count are already kept (a change to it then costs no enumeration). */
export function countsKept(decks: number): boolean {
  return byDecks.has(decks);
}

/** The same figures as analyze(profile, profile.decks), from the kept counts. */
export function liveAnalysis(
  profile: TableProfile,
  bankerStake: number = profile.limits.main.min,
): Result<Analysis> {
  const deckError = checkDeckCount(profile.decks, profile.perfectPairs !== null);
  if (deckError) return { ok: false, error: deckError };
  if (!Number.isSafeInteger(bankerStake) || bankerStake <= 0)
    return {
      ok: false,
      error: `the Banker stake must be a positive whole number of cents, not ${bankerStake}`,
    };
  const counts = countsForDecks(profile.decks);
  return {
    ok: true,
    value: {
      ...counts,
      decks: profile.decks,
      profile: profile.id,
      bankerStake,
      bets: betFigures(profile, counts, bankerStake),
    },
  };
}
