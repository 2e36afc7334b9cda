// The profile form's fields in words (issue 12): for the list of fields that need fixing, and the pace target's hint.
import { DEFAULT_COUPS_PER_HOUR } from '../../core/pace-target.ts';
import { type DrillKind } from '../../core/drills/types.ts';
import { KIND_LABELS } from '../../core/drills/kinds/index.ts';

const ODDS_LABELS: Record<string, string> = {
  'banker.odds': 'Banker commission odds',
  tie: 'Tie odds',
  'perfectPairs.mixed': 'Perfect Pairs, mixed pair',
  'perfectPairs.coloured': 'Perfect Pairs, coloured pair',
  'perfectPairs.perfect': 'Perfect Pairs, perfect pair',
  'pairs.odds': 'Player/Banker Pair odds',
  'superSix.odds': 'Super Six odds',
  'dragonBonus.natural': 'Dragon Bonus, natural win',
};

const LABELS: Record<string, string> = {
  id: 'Id',
  name: 'Name',
  description: 'Description',
  source: 'Rule source',
  'currency.code': 'Currency code',
  'currency.symbol': 'Currency symbol',
  decks: 'Decks',
  seats: 'Seats',
  'banker.roundOn': 'Commission rounded on',
  pairs: 'Player/Banker Pair',
  chips: 'Chip denominations',
  betUnit: 'Bet unit',
  paceCoupsPerHour: 'Pace target',
  pushWord: 'Word for a push',
  'limits.maxCollectiveLiability': 'Maximum collective liability',
  'competition.secretWagers': 'Secret wagers',
  'competition.unit': 'Competition unit',
  'targets.minAnswered': 'Answers needed before judging',
};

/** A field key in words, for the list of fields that need fixing: "Dragon Bonus, win by 4 (for)". */
export function fieldLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const oddsMatch = /^(.*)\.(pays|per)$/.exec(key);
  if (oddsMatch) {
    const base = oddsMatch[1] as string;
    const part = oddsMatch[2] === 'pays' ? 'pays' : 'for';
    const margin = /^dragonBonus\.margins\.(\d)$/.exec(base);
    const label = margin ? `Dragon Bonus, win by ${margin[1]}` : (ODDS_LABELS[base] ?? base);
    return `${label} (${part})`;
  }
  const limit = /^limits\.(main|tie|side)\.(min|max)$/.exec(key);
  if (limit) {
    const which = { main: 'Player/Banker', tie: 'Tie', side: 'Side bets' }[limit[1] as 'main'];
    return `${which} ${limit[2] === 'min' ? 'minimum' : 'maximum'}`;
  }
  const target = /^targets\.([a-z-]+)\.(accuracy|pace|on)$/.exec(key);
  if (target) {
    const kind = KIND_LABELS[target[1] as DrillKind] ?? target[1];
    return `${kind} ${target[2] === 'pace' ? 'pace' : target[2] === 'accuracy' ? 'accuracy' : 'target'}`;
  }
  return key;
}

/** The pace target's hint: the app's defaults, stated as what they are (no rule document gives a pace). */
export const PACE_TARGET_HINT = `coups an hour; a house convention (default ${DEFAULT_COUPS_PER_HOUR.mini} mini, ${DEFAULT_COUPS_PER_HOUR.midi} midi with the squeeze)`;
