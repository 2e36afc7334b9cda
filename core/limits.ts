// Table limits after a result (Tasmania 7): a wager under the minimum is settled and its owner warned (7.4, 7.5),
// and once warned, further under-minimum wagers are returned whatever the result (7.5); a wager over the maximum
// is paid or collected up to the maximum only (7.4); above the posted maximum collective liability all wagers on a
// hand may be reduced pro rata (7.3b).
import type { Bet, BetName } from './bets.ts';
import { betNameRef } from './bet-names.ts';
import { ref, type MessageRef } from './i18n/say.ts';
import type { Coup } from './coup.ts';
import { money, type MoneyParam } from './i18n/money-param.ts';
import { limitsFor, type TableProfile } from './profiles.ts';
import { settleBet, type BetSettlement, type SettleResult } from './settlement.ts';

/** ok: within limits; warn: under the minimum, settled and the owner advised; return: under the minimum after a
 *  warning, handed back unsettled; cap: over the maximum, settled on the maximum only (the excess is returned). */
export type LimitAction = 'ok' | 'warn' | 'return' | 'cap';

export interface LimitDecision {
  readonly on: BetName;
  readonly amount: number;
  readonly action: LimitAction;
  /** The cents that are paid or collected on the result; 0 for a returned bet. */
  readonly settledOn: number;
  /** Cents handed back untouched (a returned bet, or the excess over the maximum). */
  readonly returned: number;
  /** Why, as a message (issue 24): "Player $5.00 is under the $10.00 minimum: ...". */
  readonly explanation: MessageRef;
  readonly rule: string;
}

export interface LimitsCheck {
  readonly decisions: readonly LimitDecision[];
  /** The seat has been advised (now or before) that under-minimum wagers will be returned (7.5). */
  readonly warned: boolean;
}

/**
 * Decides each of one seat's bets against the profile's limits. `alreadyWarned`: the seat was advised after an
 * earlier under-minimum wager. Several under-minimum wagers in the same coup are all settled: the advice is given
 * after the result (7.4, 7.5), so it only applies to later coups.
 */
export function checkLimits(
  profile: TableProfile,
  bets: readonly Bet[],
  alreadyWarned: boolean,
): LimitsCheck {
  const sym = profile.currency.symbol;
  const m = (c: number): MoneyParam => money(c, sym);
  let warned = alreadyWarned;
  const decisions = bets.map((bet): LimitDecision => {
    const { min, max } = limitsFor(profile, bet.on);
    const label = betNameRef(bet.on);
    const amount = m(bet.amount);
    const base = { on: bet.on, amount: bet.amount };
    if (bet.amount < min) {
      if (alreadyWarned) {
        return {
          ...base,
          action: 'return',
          settledOn: 0,
          returned: bet.amount,
          explanation: ref('proc_limits_return', { label, amount, min: m(min) }),
          rule: 'Tasmania 7.5',
        };
      }
      warned = true;
      return {
        ...base,
        action: 'warn',
        settledOn: bet.amount,
        returned: 0,
        explanation: ref('proc_limits_warn', { label, amount, min: m(min) }),
        rule: 'Tasmania 7.4, 7.5',
      };
    }
    if (bet.amount > max) {
      return {
        ...base,
        action: 'cap',
        settledOn: max,
        returned: bet.amount - max,
        explanation: ref('proc_limits_cap', { label, amount, max: m(max), excess: m(bet.amount - max) }),
        rule: 'Tasmania 7.4',
      };
    }
    return {
      ...base,
      action: 'ok',
      settledOn: bet.amount,
      returned: 0,
      explanation: ref('proc_limits_ok', { label, amount, min: m(min), max: m(max) }),
      rule: 'Tasmania 7.1',
    };
  });
  return { decisions, warned };
}

export interface LimitedSettlement {
  readonly decision: LimitDecision;
  /** Settlement of `decision.settledOn`; null for a returned bet. */
  readonly settlement: BetSettlement | null;
}

/** Applies the limits, then settles what is left to settle (a capped bet on the maximum only). */
export function settleWithinLimits(
  profile: TableProfile,
  coup: Coup,
  bets: readonly Bet[],
  alreadyWarned: boolean,
): SettleResult<{ bets: LimitedSettlement[]; warned: boolean }> {
  const check = checkLimits(profile, bets, alreadyWarned);
  const out: LimitedSettlement[] = [];
  for (const [i, decision] of check.decisions.entries()) {
    if (decision.action === 'return') {
      out.push({ decision, settlement: null });
      continue;
    }
    const r = settleBet(profile, coup, { on: decision.on, amount: decision.settledOn });
    if (!r.ok) return { ok: false, error: `bet ${i + 1}: ${r.error}` };
    out.push({ decision, settlement: r.value });
  }
  return { ok: true, value: { bets: out, warned: check.warned } };
}

/**
 * The figures a table notice posts as a maximum collective liability (issue 23: a round amount, as real notices post
 * it: $10,000, $25,000, $50,000, not $47,313): 1, 1.5, 2, 2.5, 3, 4, 5 or 7.5 times a power of ten, in tenths here.
 * In multiples of a unit of 1, 2 or 5 times a power of ten, consecutive figures are at most twice apart ($5 then
 * $10 where $7.50 is not in dollars), so any range from two fifths of an amount to nine tenths of it holds one.
 */
const LIABILITY_TENTHS = [10, 15, 20, 25, 30, 40, 50, 75];

/** Whether `amount` is a figure a notice posts (LIABILITY_TENTHS of a power of ten) and a multiple of `unit`. */
export function isRoundLiability(amount: number, unit: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && roundLiabilities(amount, amount, unit).length === 1;
}

/** The round liabilities (isRoundLiability) from `lo` to `hi`, ascending, each a multiple of `unit`. */
export function roundLiabilities(lo: number, hi: number, unit: number): number[] {
  const out: number[] = [];
  for (let s = 1; s <= hi * 10; s *= 10)
    for (const t of LIABILITY_TENTHS) {
      if ((t * s) % 10 !== 0) continue;
      const amount = (t * s) / 10;
      if (amount >= lo && amount <= hi && amount % unit === 0) out.push(amount);
    }
  return out.sort((a, b) => a - b);
}

export interface ProRata<T> {
  /** Each wager with its reduced amount and how that is worked out ("$60.00 × $100.00 / $150.00 = $40.00"). */
  readonly bets: readonly (T & { readonly reduced: number; readonly working: MessageRef })[];
  readonly total: number;
  readonly reducedTotal: number;
  /** A sentence, as a message: "The wagers total ..., over the ... maximum collective liability: ...". */
  readonly explanation: MessageRef;
  readonly rule: string;
}

/**
 * Tasmania 7.3b: when the wagers on one hand total more than the maximum collective liability, every wager is
 * reduced in the same proportion, max / total. Each reduced wager is rounded DOWN to a multiple of `chip` (the
 * profile's smallest chip, so the dealer can make it; 1 = to the cent): the sum of the floors never exceeds the
 * maximum, and rounding down treats every wager alike (handing the leftover to some wagers would favour them). The
 * leftover stays with its owners, like the excess. Computed with BigInt so amount × max cannot lose precision.
 */
export function proRata<T extends { readonly amount: number }>(
  bets: readonly T[],
  maxCollectiveLiability: number,
  symbol = '$',
  chip = 1,
): ProRata<T> {
  const m = (c: number): MoneyParam => money(c, symbol);
  if (!Number.isSafeInteger(maxCollectiveLiability) || maxCollectiveLiability <= 0) {
    throw new RangeError(`proRata: bad maximum ${maxCollectiveLiability}`);
  }
  if (!Number.isSafeInteger(chip) || chip <= 0) throw new RangeError(`proRata: bad chip ${chip}`);
  const total = bets.reduce((t, b) => t + b.amount, 0);
  if (total <= maxCollectiveLiability) {
    return {
      bets: bets.map((b) => ({
        ...b,
        reduced: b.amount,
        working: ref('proc_limits_not_reduced', { amount: m(b.amount) }),
      })),
      total,
      reducedTotal: total,
      explanation: ref('proc_limits_pro_rata_none', { total: m(total), max: m(maxCollectiveLiability) }),
      rule: 'Tasmania 7.3b',
    };
  }
  const max = BigInt(maxCollectiveLiability);
  const sum = BigInt(total);
  const unit = BigInt(chip);
  const to = chip === 1 ? ref('proc_limits_to_cent', {}) : ref('proc_limits_to_chip', { chip: m(chip) });
  const reduced = bets.map((b) => {
    const share = (BigInt(b.amount) * max) / sum;
    const r = Number((share / unit) * unit);
    const exact = (BigInt(b.amount) * max) % sum === 0n && Number(share) === r;
    const figures = { amount: m(b.amount), max: m(maxCollectiveLiability), total: m(total), reduced: m(r) };
    const fraction = (BigInt(b.amount) * max) % sum !== 0n;
    return {
      ...b,
      reduced: r,
      working: exact
        ? ref('proc_limits_share_exact', figures)
        : ref(fraction ? 'proc_limits_share_fraction' : 'proc_limits_share_rounded', {
            ...figures,
            share: m(Number(share)),
            to,
          }),
    };
  });
  const reducedTotal = reduced.reduce((t, b) => t + b.reduced, 0);
  return {
    bets: reduced,
    total,
    reducedTotal,
    explanation: ref('proc_limits_pro_rata_over', {
      total: m(total),
      max: m(maxCollectiveLiability),
      to,
      reduced: m(reducedTotal),
    }),
    rule: 'Tasmania 7.3b',
  };
}
