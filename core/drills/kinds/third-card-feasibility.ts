// Whether third-card constraints can be dealt at all, and if not, why in a dealer's words (issue 23: "an impossible
// constraint says which constraint makes it impossible", e.g. "Banker 7 always stands"). Every two-card point pair
// and Player's third card is walked through the table of play (Tasmania 11); the fewest constraints that cannot
// hold together are named.
import { bankerDraws, isNatural, playerDraws } from '../../table-of-play.ts';
import { inRange, type PointRange } from './coup-drills.ts';
import { ref, type MessageRef } from '../../i18n/say.ts';

export interface ThirdCardFacts {
  readonly playerPoint?: PointRange;
  readonly bankerPoint?: PointRange;
  readonly natural?: boolean;
  readonly playerThirdCard?: boolean;
  readonly playerThirdValue?: PointRange;
  readonly bankerDraws?: boolean;
}

type Key = keyof ThirdCardFacts;

const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

function range(r: PointRange): string {
  return typeof r === 'number' ? String(r) : r[0] === r[1] ? String(r[0]) : `${r[0]}–${r[1]}`;
}

/** Each constraint as a dealer says it. */
function words(key: Key, k: ThirdCardFacts): MessageRef {
  switch (key) {
    case 'playerPoint':
      return ref('thirdcard_fact_player_point', { range: range(k.playerPoint as PointRange) });
    case 'bankerPoint':
      return ref('thirdcard_fact_banker_point', { range: range(k.bankerPoint as PointRange) });
    case 'natural':
      return ref(k.natural ? 'thirdcard_fact_natural' : 'thirdcard_fact_no_natural', {});
    case 'playerThirdCard':
      return ref(k.playerThirdCard ? 'thirdcard_fact_player_draws' : 'thirdcard_fact_player_stands', {});
    case 'playerThirdValue':
      return ref('thirdcard_fact_third_value', { range: range(k.playerThirdValue as PointRange) });
    case 'bankerDraws':
      return ref(k.bankerDraws ? 'thirdcard_fact_banker_draws' : 'thirdcard_fact_banker_stands', {});
  }
}

/** "a, b, c": the facts before the last, run together as the language lists them. */
function listed(facts: readonly MessageRef[]): MessageRef {
  const [first, ...rest] = facts as [MessageRef, ...MessageRef[]];
  return rest.length === 0 ? first : ref('thirdcard_list', { first, rest: listed(rest) });
}

/** Some coup of the table of play meets every constraint in `keys` (and the difficulty's own rule). */
function possible(k: ThirdCardFacts, keys: readonly Key[], difficulty: string): boolean {
  const has = (key: Key) => keys.includes(key);
  for (const p of digits) {
    if (has('playerPoint') && !inRange(p, k.playerPoint)) continue;
    for (const b of digits) {
      if (has('bankerPoint') && !inRange(b, k.bankerPoint)) continue;
      const natural = isNatural(p) || isNatural(b);
      if (has('natural') && natural !== k.natural) continue;
      if (difficulty === 'standard' && natural) continue;
      if (difficulty === 'hard' && (natural || b < 3 || b > 6)) continue;
      const drew = playerDraws(p, b);
      if (has('playerThirdCard') && drew !== k.playerThirdCard) continue;
      for (const third of drew ? digits : [null]) {
        if (has('playerThirdValue') && (third === null || !inRange(third, k.playerThirdValue))) continue;
        if (has('bankerDraws') && bankerDraws(b, third, p) !== k.bankerDraws) continue;
        return true;
      }
    }
  }
  return false;
}

/** null when the constraints can be dealt; otherwise why not, naming the fewest constraints that clash. */
export function thirdCardImpossible(k: ThirdCardFacts, difficulty: string): MessageRef | null {
  const keys = (Object.keys(k) as Key[]).filter((key) => k[key] !== undefined);
  if (possible(k, keys, difficulty)) return null;
  // Basic difficulty adds no rule of its own: nothing is said for it.
  const level =
    difficulty === 'hard'
      ? ref('thirdcard_level_hard', {})
      : difficulty === 'standard'
        ? ref('thirdcard_level_standard', {})
        : '';
  // The smallest clash: one constraint alone (against the difficulty), then pairs, then three.
  for (const size of [1, 2, 3]) {
    for (const subset of subsets(keys, size)) {
      if (possible(k, subset, difficulty)) continue;
      if (size === 1) return ref('thirdcard_cannot_deal', { fact: words(subset[0] as Key, k), level });
      const decision = subset.find((key) => key === 'bankerDraws' || key === 'playerThirdCard');
      if (size === 2 && decision) {
        const other = subset.find((key) => key !== decision) as Key;
        const wanted = decision === 'bankerDraws' ? k.bankerDraws : k.playerThirdCard;
        const always =
          decision === 'bankerDraws'
            ? wanted
              ? 'thirdcard_always_banker_stands'
              : 'thirdcard_always_banker_draws'
            : wanted
              ? 'thirdcard_always_player_stands'
              : 'thirdcard_always_player_draws';
        return ref(always, { fact: words(other, k), level });
      }
      const said = subset.map((key) => words(key, k));
      return ref('thirdcard_cannot_together', {
        facts: listed(said.slice(0, -1)),
        last: said.at(-1) as MessageRef,
        level,
      });
    }
  }
  return ref('thirdcard_none_together', { level });
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}
