// Bet names as the command line, drill files and IPC spell them; odds as data (Tasmania 12, 15; Deltin; Dragon Bonus).
import { BASE_LANGUAGE } from './i18n/languages.ts';
import { ref, say, type MessageId } from './i18n/say.ts';

export const BET_NAMES = [
  'player',
  'banker',
  'tie',
  'player_pair',
  'banker_pair',
  'perfect_pair_player',
  'perfect_pair_banker',
  'super_six',
  'dragon_player',
  'dragon_banker',
] as const;

export type BetName = (typeof BET_NAMES)[number];

export const MAIN_BETS: readonly BetName[] = ['player', 'banker', 'tie'];

export function isMainBet(bet: BetName): boolean {
  return MAIN_BETS.includes(bet);
}

/** Each bet's name as a message (core/bet-names.ts makes the reference; issue 24). */
export const BET_NAME_IDS = {
  player: 'bet_name_player',
  banker: 'bet_name_banker',
  tie: 'bet_name_tie',
  player_pair: 'bet_name_player_pair',
  banker_pair: 'bet_name_banker_pair',
  perfect_pair_player: 'bet_name_perfect_pair_player',
  perfect_pair_banker: 'bet_name_perfect_pair_banker',
  super_six: 'bet_name_super_six',
  dragon_player: 'bet_name_dragon_player',
  dragon_banker: 'bet_name_dragon_banker',
} as const satisfies Record<BetName, MessageId>;

/** The bets' names in English, as the command line, drill files' errors and records name them ("Perfect Pairs
 *  (Player)"); a sentence for a person takes the message (betNameRef). */
export const BET_LABELS: Record<BetName, string> = Object.fromEntries(
  BET_NAMES.map((b) => [b, say(ref(BET_NAME_IDS[b], {}), BASE_LANGUAGE)]),
) as Record<BetName, string>;

/** "pays 19 for every 20 staked": 19:20. */
export interface Odds {
  readonly pays: number;
  readonly per: number;
}

export function oddsLabel(o: Odds): string {
  return `${o.pays}:${o.per}`;
}

/** A wager in integer cents. */
export interface Bet {
  readonly on: BetName;
  readonly amount: number;
}

export type Outcome = 'win' | 'lose' | 'push';

/** A profile's side-bet tables, each null when the house does not offer it (core/profiles.ts TableProfile). */
export interface SideBetTables {
  readonly pairs: object | null;
  readonly perfectPairs: object | null;
  readonly superSix: object | null;
  readonly dragonBonus: object | null;
}

/** The bets a profile offers, in the order they sit on the layout and are settled (main bets first). */
export function offeredBets(p: SideBetTables): BetName[] {
  const bets: BetName[] = ['player', 'banker', 'tie'];
  if (p.pairs) bets.push('player_pair', 'banker_pair');
  if (p.perfectPairs) bets.push('perfect_pair_player', 'perfect_pair_banker');
  if (p.superSix) bets.push('super_six');
  if (p.dragonBonus) bets.push('dragon_player', 'dragon_banker');
  return bets;
}
