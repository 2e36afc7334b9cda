// The stakes the table drills deal (issue 23): what players bet at the house, round amounts in its chip units from
// core/chips/stakes.ts, a wider spread of sizes at harder difficulties, always within the bet's limits (Tasmania 7)
// and in steps the house's chips and commission can pay. A section about odd amounts says so with the constraint
// `oddStakes` (e.g. the 19:20 commission rounding on $113): then any amount the chips make, as players also bet.
import { houseName } from '../../house-name.ts';
import { z } from 'zod';
import type { BetName } from '../../bets.ts';
import { betNameRef } from '../../bet-names.ts';
import { fieldMessage } from '../../i18n/failure.ts';
import { money } from '../../i18n/money-param.ts';
import { ref, type MessageRef } from '../../i18n/say.ts';
import { realisticStake } from '../../chips/stakes.ts';
import { limitsFor, type TableProfile } from '../../profiles.ts';
import type { Rng } from '../../rng.ts';
import type { Difficulty } from '../types.ts';

/** A section constraint of every kind that deals bets: stakes of any amount the chips make, not round ones. */
export const oddStakesConstraint = z.boolean({ message: 'must be true or false' }).optional();

/** Whether a section's (validated) constraints ask for odd stakes. */
export function oddStakes(constraints: Readonly<Record<string, unknown>>): boolean {
  return constraints.oddStakes === true;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Bets are multiples of the profile's bet unit and of its smallest chip (so chips can make them). */
export function amountUnit(profile: TableProfile): number {
  const chip = profile.chips[0] as number;
  return (profile.betUnit / gcd(profile.betUnit, chip)) * chip;
}

/**
 * The step a stake on `on` moves in: the amount unit, and for the Banker also what keeps the dealer's payment in
 * chips (a 19:20 table that deducts exact commission: $5 steps with a $0.25 chip, as DEALING.md's $25 -> $1.25,
 * $35 -> $1.75; six pays half: even multiples of the chip). Commission rounded to the chip, or marked in the box,
 * needs nothing more.
 */
export function stakeUnit(profile: TableProfile, on: BetName): number {
  const unit = amountUnit(profile);
  const chip = profile.chips[0] as number;
  const b = profile.banker;
  let step = chip;
  if (on === 'banker' && b.kind === 'six-pays-half') step = 2 * chip;
  if (on === 'banker' && b.kind === 'commission' && b.collection === 'deducted' && b.rounding === 'exact') {
    const cut = b.odds.per - b.odds.pays;
    step = (chip * b.odds.per) / gcd(chip * b.odds.per, cut);
  }
  return (unit / gcd(unit, step)) * step;
}

/** How far above the minimum a difficulty's stakes reach: a wider spread of sizes the harder it is. */
const SPREAD: Record<Difficulty, number> = { basic: 10, standard: 25, hard: 100 };

/** A uniform multiple of `unit` in [lo, hi]: an odd stake ($113, $1,385). */
function oddAmount(rng: Rng, lo: number, hi: number, unit: number): number {
  const first = Math.ceil(lo / unit) * unit;
  const last = Math.floor(hi / unit) * unit;
  return first + unit * rng.between(0, (last - first) / unit);
}

/** A stake in [lo, hi] (which holds a multiple of the stake unit): round unless `odd`. */
function stakeBetween(p: TableProfile, on: BetName, lo: number, hi: number, rng: Rng, odd: boolean): number {
  const unit = stakeUnit(p, on);
  return odd ? oddAmount(rng, lo, hi, unit) : realisticStake(lo, hi, p.betUnit, rng, unit);
}

/**
 * A stake on `on` as players bet it at the house: from the minimum up to 10 (basic), 25 (standard) or 100 (hard)
 * times it, within the limits, in steps of stakeUnit so whatever the dealer pays can be made from the chips. Round
 * (core/chips/stakes.ts) unless `odd`.
 */
export function betAmount(
  p: TableProfile,
  on: BetName,
  difficulty: Difficulty,
  rng: Rng,
  odd = false,
): number {
  const { min, max } = limitsFor(p, on);
  return stakeBetween(p, on, min, Math.min(max, min * SPREAD[difficulty]), rng, odd);
}

/** A stake on `on` from `lo` to `hi` and within its limits (round unless `odd`); null when no stake fits. */
export function stakeWithin(
  p: TableProfile,
  on: BetName,
  lo: number,
  hi: number,
  rng: Rng,
  odd = false,
): number | null {
  const limits = limitsFor(p, on);
  const from = Math.max(Math.ceil(lo), limits.min);
  const to = Math.min(Math.floor(hi), limits.max);
  if (Math.ceil(from / stakeUnit(p, on)) * stakeUnit(p, on) > to) return null;
  return stakeBetween(p, on, from, to, rng, odd);
}

/**
 * A stake on `on` within [range.min, range.max] (a heat-map cell's stake band) and the profile's limits, in steps of
 * stakeUnit, round where a round amount fits the band; an error in words when no stake fits.
 */
export function stakeInRange(
  p: TableProfile,
  on: BetName,
  range: { min: number; max: number },
  rng: Rng,
  odd = false,
): { ok: true; amount: number } | { ok: false; error: MessageRef } {
  const amount = stakeWithin(p, on, range.min, range.max, rng, odd);
  if (amount === null) {
    const limits = limitsFor(p, on);
    const m = (cents: number) => money(cents, p.currency.symbol);
    return {
      ok: false,
      error: fieldMessage(
        'stake',
        ref('kindfail_stake', {
          bet: betNameRef(on),
          from: m(range.min),
          to: m(range.max),
          house: houseName(p),
          min: m(limits.min),
          max: m(limits.max),
          unit: m(stakeUnit(p, on)),
        }),
      ),
    };
  }
  return { ok: true, amount };
}

/**
 * A stake under the minimum on `on`, for the limits drills (Tasmania 7.4): a small round amount ($1, $2, $5 on a
 * $10 table); the stake unit itself when none is under the minimum (a house whose minimum is its unit).
 */
export function stakeUnder(p: TableProfile, on: BetName, rng: Rng): number {
  const unit = stakeUnit(p, on);
  const { min } = limitsFor(p, on);
  return min > unit ? realisticStake(unit, min - 1, p.betUnit, rng, unit) : unit;
}

/** A stake over the maximum on `on` (Tasmania 7.5): the maximum and a round amount more ($5,000 + $500). */
export function stakeOver(p: TableProfile, on: BetName, rng: Rng): number {
  const unit = stakeUnit(p, on);
  const { max } = limitsFor(p, on);
  return max + realisticStake(Math.max(unit, Math.ceil(max / 10 / unit) * unit), max, p.betUnit, rng, unit);
}
