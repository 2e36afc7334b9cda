// A bet's name as a message (issue 24): BET_LABELS (core/bets.ts) is its English; a sentence that names a bet takes
// this as a parameter, so the bet is named in the sentence's language.
import { BET_NAME_IDS, type BetName } from './bets.ts';
import { ref, type MessageRef } from './i18n/say.ts';

export function betNameRef(bet: BetName): MessageRef {
  return ref(BET_NAME_IDS[bet], {});
}
