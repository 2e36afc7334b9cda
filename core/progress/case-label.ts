// A case tag in words for the progress screens ("banker-4-vs-2" → "Banker 4 v Player's third card 2"), as a message
// (issue 24) the screen says in the interface language; `caseLabel` is its English.
import type { BetName } from '../bets.ts';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { isMessageId, ref, say, type MessageId, type MessageRef } from '../i18n/say.ts';
import { betNameRef } from '../bet-names.ts';
import { payoutBet, tableOfPlayCell } from './heatmap.ts';
import { IRREGULARITY_KINDS } from '../irregularities.ts';
import { irregularityLabelRef } from '../drills/kinds/irregularity.ts';

const FIXED: Record<string, MessageId> = {
  'three-cards': 'case_three_cards',
  'ten-or-court': 'case_ten_or_court',
  'over-ten': 'case_over_ten',
  'banker-six': 'case_banker_six',
  'dragon-natural': 'case_dragon_natural',
  'result-tie': 'case_result_tie',
  // Catch the dealer's mistake (core/drills/kinds/dealer-check.ts).
  'dealer-clean': 'case_dealer_clean',
  'dealer-draw': 'case_dealer_draw',
  'dealer-payment': 'case_dealer_payment',
  'dealer-commission': 'case_dealer_commission',
  'dealer-order': 'case_dealer_order',
  // The chip drills (core/drills/kinds/chips.ts).
  'read-bet': 'case_read_bet',
  'pay-in-chips': 'case_pay_in_chips',
  'pay-fewest': 'case_pay_fewest',
  'pay-wager-colours': 'case_pay_wager_colours',
  'pay-at-most': 'case_pay_at_most',
  'colour-up': 'case_colour_up',
  'colour-up-call': 'case_colour_up_call',
  'colour-down': 'case_colour_down',
  'cut-stacks': 'case_cut_stacks',
  'cut-value': 'case_cut_value',
  'commission-change': 'case_commission_change',
  'chips-1-5': 'case_chips_1_5',
  'chips-6-10': 'case_chips_6_10',
  'chips-11-plus': 'case_chips_11_plus',
};

const DRAW = {
  'player-draws': 'case_player_draws',
  'player-stands': 'case_player_stands',
  'banker-draws': 'case_banker_draws',
  'banker-stands': 'case_banker_stands',
} as const;
const PAIR = { mixed: 'case_pp_mixed', coloured: 'case_pp_coloured', perfect: 'case_pp_perfect' } as const;
const OUTCOME = { win: 'case_bet_win', lose: 'case_bet_lose', push: 'case_bet_push' } as const;

/** "Tag slugs-in-words", the last resort for a tag no rule above names (its words stay the engine's slug). */
function slugWords(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How an irregularity turned out ("Set aside"); "hands" is the tags' word for the hands being put right. */
function variantRef(variant: string): MessageRef {
  const id = `irreg_variant_${variant.replace(/-/g, '_')}`;
  return isMessageId(id) ? ref(id as 'irreg_variant_set_aside', {}) : ref('case24_variant_hands', {});
}

export function caseLabelRef(tag: string): MessageRef {
  const fixed = FIXED[tag];
  if (fixed) return ref(fixed as 'case_three_cards', {});
  const cell = tableOfPlayCell(tag);
  if (cell)
    return cell.third === null
      ? ref('case_cell_none', { banker: cell.banker })
      : ref('case_cell_third', { banker: cell.banker, third: cell.third });
  let m: RegExpExecArray | null;
  if ((m = /^points-(\d)-(\d)$/.exec(tag))) return ref('case_points', { player: m[1]!, banker: m[2]! });
  if ((m = /^natural-(\d)$/.exec(tag))) return ref('case_natural', { point: m[1]! });
  if ((m = /^(player|banker)-(draws|stands)-(\d)$/.exec(tag)))
    return ref(DRAW[`${m[1]}-${m[2]}` as keyof typeof DRAW], { point: m[3]! });
  if ((m = /^result-(player|banker)$/.exec(tag)))
    return ref(m[1] === 'player' ? 'case_result_player' : 'case_result_banker', {});
  if ((m = /^(player|banker)-wins-(\d)$/.exec(tag)))
    return ref(m[1] === 'player' ? 'case_player_wins_with' : 'case_banker_wins_with', { point: m[2]! });
  if ((m = /^tie-(\d)$/.exec(tag))) return ref('case_tie_at', { point: m[1]! });
  if ((m = /^pp-(mixed|coloured|perfect)$/.exec(tag))) return ref(PAIR[m[1] as keyof typeof PAIR], {});
  if ((m = /^dragon-(\d)$/.exec(tag))) return ref('case_dragon_by', { margin: m[1]! });
  const bet = payoutBet(tag);
  if (bet) return ref(OUTCOME[bet.outcome], { bet: betNameRef(bet.bet as BetName) });
  if (tag.startsWith('irr-')) {
    // The longest kind first: a variant's slug may begin like another kind's.
    const kind = [...IRREGULARITY_KINDS]
      .sort((a, b) => b.length - a.length)
      .find((k) => tag === `irr-${k}` || tag.startsWith(`irr-${k}-`));
    if (kind) {
      const variant = tag.slice(`irr-${kind}`.length + 1);
      return variant
        ? ref('case24_irr_variant', { label: irregularityLabelRef(kind), variant: variantRef(variant) })
        : irregularityLabelRef(kind);
    }
    return ref('case_irregularity', { words: tag.slice(4).replace(/-/g, ' ') });
  }
  // A procedure, commission or settlement tag has a message of its own (issue 24: no English slug in Chinese).
  const own = `case24_tag_${tag.replace(/-/g, '_')}`;
  if (isMessageId(own)) return ref(own as 'case24_tag_burn', {});
  return ref('case_other', { words: slugWords(tag) });
}

/** The case in English (the rule documents' language; tests and the command line). */
export function caseLabel(tag: string): string {
  return say(caseLabelRef(tag), BASE_LANGUAGE);
}
