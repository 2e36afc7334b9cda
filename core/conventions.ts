// The house conventions of a profile in words: where the rule documents leave a reading open (docs/PROFILES.md,
// "House conventions"), the table notice shows the house's choice and every question whose answer depends on it
// states it, so a trainee is never marked wrong for a defensible reading.
import { commissionConvention } from './commission.ts';
import { formatCents } from './money.ts';
import type { TableProfile } from './profiles.ts';
import { pushWord } from './push-word.ts';

/** "Seat 1 is at the dealer's right; the seats are numbered towards the dealer's left." */
export function seatNumberingWords(profile: TableProfile): string {
  return profile.seatOne === 'dealer-right'
    ? "Seat 1 is at the dealer's right; the seats are numbered towards the dealer's left."
    : "Seat 1 is at the dealer's left; the seats are numbered towards the dealer's right.";
}

/** Tasmania 5.3 "the first seated player", as this house reads it. */
export function cutOfferWords(profile: TableProfile): string {
  return profile.cutOfferFirst === 'sat-down-first'
    ? 'The cut is offered first to the player who sat down first (Tasmania 5.3), then clockwise.'
    : 'The cut is offered first to the player at the first place, the lowest-numbered occupied seat (Tasmania 5.3), then clockwise.';
}

export function settlementOrderWords(profile: TableProfile): string {
  const start = profile.seatOne === 'dealer-right' ? 'seat 1' : 'the highest seat';
  return profile.settlementOrder === 'losers-first'
    ? `Every losing bet is taken before any winner is paid: take the losing main bets, then the losing side bets; then pay the winning main bets, then the winning side bets; each round right to left from ${start}.`
    : `The main bets are settled (losers taken, then winners paid) before the side bets: take and pay the main bets, then take and pay the side bets; each round right to left from ${start}.`;
}

export function fractionalCentsWords(profile: TableProfile): string {
  return profile.fractionalCents === 'down'
    ? 'A payout is never a fraction of a cent: a fraction is rounded down.'
    : 'A payout that comes to a fraction of a cent is rounded to the nearest cent, a half cent up.';
}

/** Tasmania 7.3b as this house applies it: reduced in proportion, down to an amount its chips can make. */
export function proRataWords(profile: TableProfile): string {
  const chip = formatCents(profile.chips[0] as number, profile.currency.symbol);
  return `Wagers over the maximum collective liability are reduced pro rata (Tasmania 7.3b), each rounded down to the ${chip} chip.`;
}

/** The house's word for a push (core/push-word.ts), on the notice so every screen that names one is read the same. */
export function pushWordWords(profile: TableProfile): string {
  return `On a tie the Player and Banker bets are a ${pushWord(profile)}: they stay in their spots, neither won nor lost.`;
}

/** Every convention of the profile, one line each, as the table notice shows them. */
export function conventionLines(profile: TableProfile): string[] {
  const lines = [
    seatNumberingWords(profile),
    cutOfferWords(profile),
    settlementOrderWords(profile),
    pushWordWords(profile),
  ];
  if (profile.banker.kind === 'commission') lines.push(commissionConvention(profile));
  lines.push(fractionalCentsWords(profile), proRataWords(profile));
  lines.push(
    profile.competition
      ? 'Competition play (Tasmania 16) is offered at this table.'
      : 'No competition play at this table.',
  );
  return lines;
}
