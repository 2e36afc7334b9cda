// The house conventions of a profile in words: where the rule documents leave a reading open (docs/PROFILES.md,
// "House conventions"), the table notice shows the house's choice and every question whose answer depends on it
// states it, so a trainee is never marked wrong for a defensible reading. Each is a message (issue 24), said in the
// interface language; the `...Words` functions are their English.
import { commissionConventionRef } from './commission.ts';
import { BASE_LANGUAGE } from './i18n/languages.ts';
import { money } from './i18n/money-param.ts';
import { ref, say, type MessageRef } from './i18n/say.ts';
import type { TableProfile } from './profiles.ts';
import { pushWord, pushWordParam } from './push-word.ts';

/** "Seat 1 is at the dealer's right; the seats are numbered towards the dealer's left." */
export function seatNumberingRef(profile: TableProfile): MessageRef {
  return ref(profile.seatOne === 'dealer-right' ? 'conv_seat_one_right' : 'conv_seat_one_left', {});
}

/** Tasmania 5.3 "the first seated player", as this house reads it. */
export function cutOfferRef(profile: TableProfile): MessageRef {
  return ref(profile.cutOfferFirst === 'sat-down-first' ? 'conv_cut_sat_first' : 'conv_cut_first_place', {});
}

export function settlementOrderRef(profile: TableProfile): MessageRef {
  const start = ref(profile.seatOne === 'dealer-right' ? 'conv_from_seat_one' : 'conv_from_highest_seat', {});
  return ref(profile.settlementOrder === 'losers-first' ? 'conv_losers_first' : 'conv_main_first', { start });
}

export function fractionalCentsRef(profile: TableProfile): MessageRef {
  return ref(profile.fractionalCents === 'down' ? 'conv_fraction_down' : 'conv_fraction_nearest', {});
}

/** Tasmania 7.3b as this house applies it: reduced in proportion, down to an amount its chips can make. */
export function proRataRef(profile: TableProfile): MessageRef {
  return ref('conv_pro_rata', { chip: money(profile.chips[0] as number, profile.currency.symbol) });
}

/** The house's word for a push (core/push-word.ts), on the notice so every screen that names one is read the same.
 *  The built-in word is said in the reader's language; a word the trainer typed is shown as typed in every language. */
export function pushWordRef(profile: TableProfile): MessageRef {
  return ref('conv_push_word', { word: pushWordParam(pushWord(profile)) });
}

/** Every convention of the profile, one message each, as the table notice shows them. */
export function conventionRefs(profile: TableProfile): MessageRef[] {
  const lines = [
    seatNumberingRef(profile),
    cutOfferRef(profile),
    settlementOrderRef(profile),
    pushWordRef(profile),
  ];
  if (profile.banker.kind === 'commission') lines.push(commissionConventionRef(profile));
  lines.push(fractionalCentsRef(profile), proRataRef(profile));
  lines.push(ref(profile.competition ? 'conv_competition_yes' : 'conv_competition_no', {}));
  return lines;
}

const english = (r: MessageRef): string => say(r, BASE_LANGUAGE);

export const seatNumberingWords = (p: TableProfile): string => english(seatNumberingRef(p));
export const cutOfferWords = (p: TableProfile): string => english(cutOfferRef(p));
export const settlementOrderWords = (p: TableProfile): string => english(settlementOrderRef(p));
export const fractionalCentsWords = (p: TableProfile): string => english(fractionalCentsRef(p));
export const proRataWords = (p: TableProfile): string => english(proRataRef(p));
export const pushWordWords = (p: TableProfile): string => english(pushWordRef(p));

/** Every convention in English, one line each. */
export function conventionLines(profile: TableProfile): string[] {
  return conventionRefs(profile).map(english);
}
