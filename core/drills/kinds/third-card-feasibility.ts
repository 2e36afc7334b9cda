// Whether third-card constraints can be dealt at all, and if not, why in a dealer's words (issue 23: "an impossible
// constraint says which constraint makes it impossible", e.g. "Banker 7 always stands"). Every two-card point pair
// and Player's third card is walked through the table of play (Tasmania 11); the fewest constraints that cannot
// hold together are named.
import { bankerDraws, isNatural, playerDraws } from '../../table-of-play.ts';
import { inRange, type PointRange } from './coup-drills.ts';

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
function words(key: Key, k: ThirdCardFacts): string {
  switch (key) {
    case 'playerPoint':
      return `a Player two-card point of ${range(k.playerPoint as PointRange)}`;
    case 'bankerPoint':
      return `a Banker two-card point of ${range(k.bankerPoint as PointRange)}`;
    case 'natural':
      return k.natural ? 'a natural' : 'no natural';
    case 'playerThirdCard':
      return k.playerThirdCard ? 'the Player drawing' : 'the Player standing';
    case 'playerThirdValue':
      return `a Player's third card of ${range(k.playerThirdValue as PointRange)}`;
    case 'bankerDraws':
      return k.bankerDraws ? 'the Banker drawing' : 'the Banker standing';
  }
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
export function thirdCardImpossible(k: ThirdCardFacts, difficulty: string): string | null {
  const keys = (Object.keys(k) as Key[]).filter((key) => k[key] !== undefined);
  if (possible(k, keys, difficulty)) return null;
  const level =
    difficulty === 'hard'
      ? ' at hard difficulty (no naturals, Banker 3–6 only)'
      : difficulty === 'standard'
        ? ' at standard difficulty (no naturals)'
        : '';
  // The smallest clash: one constraint alone (against the difficulty), then pairs, then three.
  for (const size of [1, 2, 3]) {
    for (const subset of subsets(keys, size)) {
      if (possible(k, subset, difficulty)) continue;
      if (size === 1) return `${words(subset[0] as Key, k)} cannot be dealt${level} (Tasmania 11)`;
      const decision = subset.find((key) => key === 'bankerDraws' || key === 'playerThirdCard');
      if (size === 2 && decision) {
        const other = subset.find((key) => key !== decision) as Key;
        const hand = decision === 'bankerDraws' ? 'Banker' : 'Player';
        const wanted = decision === 'bankerDraws' ? k.bankerDraws : k.playerThirdCard;
        return `With ${words(other, k)}, the ${hand} always ${wanted ? 'stands' : 'draws'}${level} (Tasmania 11)`;
      }
      const said = subset.map((key) => words(key, k));
      return `${said.slice(0, -1).join(', ')} and ${said.at(-1)} cannot happen together${level} (Tasmania 11)`;
    }
  }
  return `these constraints cannot happen together${level} (Tasmania 11)`;
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}
