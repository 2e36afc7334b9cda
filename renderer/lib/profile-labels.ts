// The profile form's fields in words (issue 12), for the list of fields that need fixing, in the interface language
// (issue 24): each label is read when it is shown, so it follows a change of language.
import { type DrillKind, DRILL_KINDS } from '../../core/drills/types.ts';
import { kindLabel } from '../../core/drills/kinds/index.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { languages } from './state/languages.svelte.ts';

const ODDS_LABELS: Record<string, () => string> = {
  'banker.odds': m.ui_profile_field_banker_odds,
  tie: m.ui_profile_field_tie_odds,
  'perfectPairs.mixed': m.ui_profile_field_pp_mixed,
  'perfectPairs.coloured': m.ui_profile_field_pp_coloured,
  'perfectPairs.perfect': m.ui_profile_field_pp_perfect,
  'pairs.odds': m.ui_profile_field_pairs_odds,
  'superSix.odds': m.ui_profile_field_super_six_odds,
  'dragonBonus.natural': m.ui_profile_field_dragon_natural,
};

const LABELS: Record<string, () => string> = {
  id: m.ui_profile_id,
  name: m.ui_profile_name,
  description: m.ui_profile_description,
  source: m.ui_profile_source,
  'currency.code': m.ui_profile_field_currency_code,
  'currency.symbol': m.ui_profile_currency_symbol,
  decks: m.ui_profile_decks,
  seats: m.ui_profile_seats,
  'banker.roundOn': m.ui_profile_field_round_on,
  pairs: m.ui_profile_pairs,
  chips: m.ui_profile_field_chips,
  betUnit: m.ui_profile_bet_unit,
  paceCoupsPerHour: m.ui_profile_pace,
  pushWord: m.ui_profile_push_word,
  'limits.maxCollectiveLiability': m.ui_profile_field_liability,
  'competition.secretWagers': m.ui_profile_secret_wagers,
  'competition.unit': m.ui_profile_competition_unit,
  'targets.minAnswered': m.ui_profile_field_min_answered,
};

const LIMIT_BETS: Record<'main' | 'tie' | 'side', () => string> = {
  main: m.ui_profile_main,
  tie: m.ui_profile_tie,
  side: m.ui_profile_side_bets,
};

const isKind = (k: string): k is DrillKind => (DRILL_KINDS as readonly string[]).includes(k);

/** A field key in words, for the list of fields that need fixing: "Dragon Bonus, win by 4 (for)". */
export function fieldLabel(key: string): string {
  const plain = LABELS[key];
  if (plain) return plain();
  const oddsMatch = /^(.*)\.(pays|per)$/.exec(key);
  if (oddsMatch) {
    const base = oddsMatch[1] as string;
    const margin = /^dragonBonus\.margins\.(\d)$/.exec(base);
    const label = margin
      ? m.ui_profile_field_dragon_margin({ n: margin[1] as string })
      : (ODDS_LABELS[base]?.() ?? base);
    return oddsMatch[2] === 'pays' ? m.ui_profile_field_pays({ label }) : m.ui_profile_field_for({ label });
  }
  const limit = /^limits\.(main|tie|side)\.(min|max)$/.exec(key);
  if (limit) {
    const bets = LIMIT_BETS[limit[1] as 'main']();
    return limit[2] === 'min' ? m.ui_profile_minimum({ bets }) : m.ui_profile_maximum({ bets });
  }
  const target = /^targets\.([a-z-]+)\.(accuracy|pace|on)$/.exec(key);
  if (target) {
    const code = target[1] as string;
    const skill = isKind(code) ? kindLabel(code, languages.interface) : code;
    if (target[2] === 'pace') return m.ui_profile_field_skill_pace({ skill });
    if (target[2] === 'accuracy') return m.ui_profile_field_skill_accuracy({ skill });
    return m.ui_profile_field_skill_target({ skill });
  }
  return key;
}
