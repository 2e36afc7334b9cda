// A case tag in words for the progress screens ("banker-4-vs-2" → "Banker 4 v Player's third card 2").
import { BET_LABELS } from '../bets.ts';
import { payoutBet, tableOfPlayCell } from './heatmap.ts';

const SIDE: Record<string, string> = { player: 'Player', banker: 'Banker' };
const OUTCOME: Record<string, string> = { win: 'wins', lose: 'loses', push: 'pushes' };
const FIXED: Record<string, string> = {
  'three-cards': 'Hands of three cards',
  'ten-or-court': 'Hands with a ten or a court card',
  'over-ten': 'Hands adding to ten or more',
  'banker-six': 'Banker wins with six',
  'dragon-natural': 'Dragon Bonus: natural win',
  'result-tie': 'Tie',
  // Catch the dealer's mistake (core/drills/kinds/dealer-check.ts).
  'dealer-clean': "Dealer's coup: a clean coup accepted",
  'dealer-draw': "Dealer's coup: a wrong draw",
  'dealer-payment': "Dealer's coup: a wrong payment",
  'dealer-commission': "Dealer's coup: a missed commission",
  'dealer-order': "Dealer's coup: a wrong order",
  // The chip drills (core/drills/kinds/chips.ts).
  'read-bet': 'Chips: read the bet',
  'pay-in-chips': 'Chips: pay from the tray',
  'pay-fewest': 'Chips: pay in the fewest chips',
  'pay-wager-colours': "Chips: pay in the wager's colours",
  'pay-at-most': 'Chips: pay with at most N of a chip',
  'colour-up': 'Chips: colour up',
  'colour-up-call': 'Chips: announce a colour change',
  'colour-down': 'Chips: colour down (change)',
  'cut-stacks': 'Chips: size a column in stacks of 20',
  'cut-value': "Chips: a column's worth",
  'commission-change': 'Chips: change for the commission box',
  'chips-1-5': 'Chips: a bet of 1 to 5 chips',
  'chips-6-10': 'Chips: a bet of 6 to 10 chips',
  'chips-11-plus': 'Chips: a bet of 11 chips or more',
};

export function caseLabel(tag: string): string {
  if (FIXED[tag]) return FIXED[tag];
  const cell = tableOfPlayCell(tag);
  if (cell)
    return `Banker ${cell.banker} v ${cell.third === null ? 'no third card' : `Player's third card ${cell.third}`}`;
  let m: RegExpExecArray | null;
  if ((m = /^points-(\d)-(\d)$/.exec(tag))) return `Player ${m[1]}, Banker ${m[2]}`;
  if ((m = /^natural-(\d)$/.exec(tag))) return `A natural ${m[1]}`;
  if ((m = /^(player|banker)-(draws|stands)-(\d)$/.exec(tag))) return `${SIDE[m[1]!]} ${m[3]} ${m[2]}`;
  if ((m = /^result-(player|banker)$/.exec(tag))) return `${SIDE[m[1]!]} wins`;
  if ((m = /^(player|banker)-wins-(\d)$/.exec(tag))) return `${SIDE[m[1]!]} wins with ${m[2]}`;
  if ((m = /^tie-(\d)$/.exec(tag))) return `Tie at ${m[1]}`;
  if ((m = /^pp-(\w+)$/.exec(tag))) return `Perfect Pairs: ${m[1]} pair`;
  if ((m = /^dragon-(\d)$/.exec(tag))) return `Dragon Bonus: win by ${m[1]}`;
  const bet = payoutBet(tag);
  if (bet) return `${BET_LABELS[bet.bet]} ${OUTCOME[bet.outcome]}`;
  const words = tag.replace(/^irr-/, 'irregularity: ').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
