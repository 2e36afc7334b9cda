// A bet's name as a message (issue 24): BET_LABELS (core/bets.ts) is its English; a sentence that names a bet takes
// this as a parameter, so the bet is named in the sentence's language.
import type { BetName } from './bets.ts';
import { ref, type MessageRef } from './i18n/say.ts';

const BET_NAME_IDS = {
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
} as const satisfies Record<BetName, string>;

export function betNameRef(bet: BetName): MessageRef {
  return ref(BET_NAME_IDS[bet], {});
}
