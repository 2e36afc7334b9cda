// Bet names as the command line, drill files and IPC spell them; odds as data (Tasmania 12, 15; Deltin; Dragon Bonus).

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

export const BET_LABELS: Record<BetName, string> = {
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  player_pair: 'Player Pair',
  banker_pair: 'Banker Pair',
  perfect_pair_player: 'Perfect Pairs (Player)',
  perfect_pair_banker: 'Perfect Pairs (Banker)',
  super_six: 'Super Six',
  dragon_player: 'Dragon Bonus (Player)',
  dragon_banker: 'Dragon Bonus (Banker)',
};

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
