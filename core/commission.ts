// Banker commission (Tasmania 12.2: Banker pays 19:20, i.e. even money less 5%) and the commission box: with box
// collection the Banker bet is paid even money and the commission is marked in the seat's numbered box, owed until
// the seat leaves or the shoe ends (casino guide: "must be paid by the end of each shoe, at the latest").
import type { Odds } from './bets.ts';
import { BASE_LANGUAGE } from './i18n/languages.ts';
import { ref, say, type MessageRef } from './i18n/say.ts';
import { money } from './i18n/money-param.ts';
import type { TableProfile } from './profiles.ts';

export type CommissionRule = Extract<TableProfile['banker'], { kind: 'commission' }>;

/** The profile's commission rule; a programmer error to ask it of a six-pays-half table. */
export function commissionRule(profile: TableProfile): CommissionRule {
  if (profile.banker.kind !== 'commission') {
    throw new Error(`profile "${profile.id}" does not charge commission (Banker ${profile.banker.kind})`);
  }
  return profile.banker;
}

/** "5%" for 19:20, "2.5%" for 39:40. */
export function commissionRateLabel(odds: Odds): string {
  return `${Number((((odds.per - odds.pays) * 100) / odds.per).toFixed(2))}%`;
}

/** numerator / per cents, rounded by the profile's rule: up to the whole cent, or down or up to the smallest chip. */
function roundCommission(profile: TableProfile, numerator: number, per: number): number {
  const { rounding } = commissionRule(profile);
  if (rounding === 'exact') return Math.ceil(numerator / per);
  const chip = profile.chips[0] as number;
  const inChips = numerator / (per * chip);
  return (rounding === 'down' ? Math.floor(inChips) : Math.ceil(inChips)) * chip;
}

/** The profile's rounding in words: "up to the whole cent", "up to the $0.25 chip". */
export function roundingWords(profile: TableProfile): string {
  return say(roundingRef(profile), BASE_LANGUAGE);
}

/** How commission is rounded, as a message (issue 24): "up to the whole cent", "down to the $1.00 chip". */
export function roundingRef(profile: TableProfile): MessageRef {
  const { rounding } = commissionRule(profile);
  if (rounding === 'exact') return ref('conv_rounding_exact', {});
  const chip = money(profile.chips[0] as number, profile.currency.symbol);
  return ref(rounding === 'down' ? 'conv_rounding_down_chip' : 'conv_rounding_up_chip', { chip });
}

/**
 * Commission on a winning Banker stake: stake × (per − pays) / per, in integer arithmetic, rounded by the profile:
 * 'exact': up to the whole cent (the house never pays a fraction of a cent, so it never charges one less);
 * 'down' / 'up': to a multiple of the smallest chip (profile.chips[0]), as commission tables do.
 * This is what is deducted from a payment, or marked in the box when each mark is rounded (roundOn 'mark').
 */
export function commissionOn(profile: TableProfile, stake: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`commissionOn: bad stake ${stake}`);
  const { odds } = commissionRule(profile);
  // Rounding up to a chip never charges more than the stake itself (a stake smaller than the chip).
  return Math.min(stake, roundCommission(profile, stake * (odds.per - odds.pays), odds.per));
}

/**
 * What is marked in the box for one Banker win. roundOn 'mark': the rounded commission; roundOn 'total': the
 * commission as it is (a fraction of a cent, which no chip stake of whole cents at 5% reaches below 1/20 cent, is
 * written up to the whole cent), the total being rounded when it is collected (commissionOwed).
 */
export function commissionMark(profile: TableProfile, stake: number): number {
  const rule = commissionRule(profile);
  if (rule.roundOn === 'mark') return commissionOn(profile, stake);
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`commissionMark: bad stake ${stake}`);
  return Math.ceil((stake * (rule.odds.per - rule.odds.pays)) / rule.odds.per);
}

/**
 * What a seat owes for its winning Banker stakes since the box was last cleared: the sum of the rounded marks
 * (roundOn 'mark'), or the commission on the stakes together, rounded once (roundOn 'total').
 */
export function commissionOwed(profile: TableProfile, stakes: readonly number[]): number {
  const rule = commissionRule(profile);
  if (rule.roundOn === 'mark') return stakes.reduce((t, s) => t + commissionOn(profile, s), 0);
  const total = stakes.reduce((t, s) => t + s, 0);
  if (!Number.isSafeInteger(total * (rule.odds.per - rule.odds.pays)))
    throw new RangeError(`commissionOwed: total ${total} too large`);
  return roundCommission(profile, total * (rule.odds.per - rule.odds.pays), rule.odds.per);
}

/** How the commission on a stake is worked out, in words: "5% of $35.00 is $1.75" (English; see commissionWorkingRef). */
export function commissionWorking(profile: TableProfile, stake: number): string {
  return say(commissionWorkingRef(profile, stake), BASE_LANGUAGE);
}

/** How the commission on a stake is worked out, as a message (issue 24). */
export function commissionWorkingRef(profile: TableProfile, stake: number): MessageRef {
  const { odds, roundOn, collection } = commissionRule(profile);
  const sym = profile.currency.symbol;
  const rate = commissionRateLabel(odds);
  const exactNumerator = stake * (odds.per - odds.pays);
  const raw = exactNumerator / odds.per;
  const rawText = Number.isInteger(raw)
    ? money(raw, sym)
    : ref('commission_raw_fraction', { amount: money(Math.floor(raw), sym) });
  const rounding = roundingRef(profile);
  if (collection === 'box' && roundOn === 'total') {
    if (Number.isInteger(raw))
      return ref('commission_total', { rate, stake: money(stake, sym), raw: rawText, rounding });
    const mark = money(commissionMark(profile, stake), sym);
    return ref('commission_total_marked', { rate, stake: money(stake, sym), raw: rawText, mark, rounding });
  }
  const c = commissionOn(profile, stake);
  if (exactNumerator === c * odds.per)
    return ref('commission_of', { rate, stake: money(stake, sym), commission: money(c, sym) });
  return ref(collection === 'box' ? 'commission_rounded_mark' : 'commission_rounded', {
    rate,
    stake: money(stake, sym),
    raw: rawText,
    rounding,
    commission: money(c, sym),
  });
}

/** Messages joined by a separator message ("{first}; {rest}"), one after another. */
function joined(
  id: 'commission_list' | 'commission_plus' | 'commission_comma',
  items: readonly MessageRef[],
): MessageRef {
  const [first, ...rest] = items;
  if (first === undefined) throw new RangeError('joined: no items');
  return rest.length === 0 ? first : ref(id, { first, rest: joined(id, rest) });
}

/** Amounts added up: "$1.75 + $2.00". */
function sum(amounts: readonly number[], symbol: string): MessageRef {
  return amountList(amounts, symbol, 'commission_plus');
}

/** Amounts one after another: "$25.00, $35.00" ("、" in Chinese), or added up with 'commission_plus'. */
export function amountList(
  amounts: readonly number[],
  symbol: string,
  by: 'commission_plus' | 'commission_comma' = 'commission_comma',
): MessageRef {
  return joined(
    by,
    amounts.map((a) => ref('commission_amount', { amount: money(a, symbol) })),
  );
}

/** The seat's commission owed, worked out from its Banker wins: marks added, or the total rounded once (English). */
export function owedWorking(profile: TableProfile, stakes: readonly number[]): string {
  return say(owedWorkingRef(profile, stakes), BASE_LANGUAGE);
}

/** The seat's commission owed, worked out, as a message (issue 24). */
export function owedWorkingRef(profile: TableProfile, stakes: readonly number[]): MessageRef {
  const { odds, roundOn } = commissionRule(profile);
  const sym = profile.currency.symbol;
  const owed = money(commissionOwed(profile, stakes), sym);
  if (roundOn === 'mark') {
    return ref('commission_owed_marks', {
      workings: joined(
        'commission_list',
        stakes.map((s) => commissionWorkingRef(profile, s)),
      ),
      marks: sum(
        stakes.map((s) => commissionOn(profile, s)),
        sym,
      ),
      owed,
    });
  }
  const total = money(
    stakes.reduce((t, s) => t + s, 0),
    sym,
  );
  return ref('commission_owed_total', {
    stakes: sum(stakes, sym),
    total,
    rate: commissionRateLabel(odds),
    rounding: roundingRef(profile),
    owed,
  });
}

// ---------- The commission box: plain data keyed by seat number ----------

export type CommissionBox = Readonly<Record<string, number>>;

export const EMPTY_BOX: CommissionBox = Object.freeze({});

function checkSeat(seat: number): void {
  if (!Number.isInteger(seat) || seat < 1) throw new RangeError(`commission box: bad seat ${seat}`);
}

/** Adds `cents` to the seat's box (Banker win paid even money with box collection). */
export function markCommission(box: CommissionBox, seat: number, cents: number): CommissionBox {
  checkSeat(seat);
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`markCommission: bad amount ${cents}`);
  if (cents === 0) return box;
  return { ...box, [String(seat)]: owedBy(box, seat) + cents };
}

/** What the seat owes so far. */
export function owedBy(box: CommissionBox, seat: number): number {
  checkSeat(seat);
  return box[String(seat)] ?? 0;
}

/** The seat pays what it owes (it leaves, or the shoe ends); its box is cleared. */
export function collect(box: CommissionBox, seat: number): { owed: number; box: CommissionBox } {
  const owed = owedBy(box, seat);
  const rest: Record<string, number> = { ...box };
  delete rest[String(seat)];
  return { owed, box: rest };
}

/** End of the shoe: every seat pays; seats in ascending order. */
export function collectAll(box: CommissionBox): {
  owed: { seat: number; owed: number }[];
  total: number;
  box: CommissionBox;
} {
  const owed = Object.entries(box)
    .map(([seat, cents]) => ({ seat: Number(seat), owed: cents }))
    .filter((o) => o.owed > 0)
    .sort((a, b) => a.seat - b.seat);
  return { owed, total: owed.reduce((t, o) => t + o.owed, 0), box: EMPTY_BOX };
}

/**
 * The house's commission convention in one sentence, for the table notice and any prompt whose answer depends on it:
 * "Banker commission 5%, deducted at payment, rounded up to the $0.25 chip."
 */
export function commissionConvention(profile: TableProfile): string {
  return say(commissionConventionRef(profile), BASE_LANGUAGE);
}

/** The house's commission rule as the table notice and the questions state it, as a message (issue 24). */
export function commissionConventionRef(profile: TableProfile): MessageRef {
  const { odds, collection, roundOn } = commissionRule(profile);
  const rate = commissionRateLabel(odds);
  const rounding = roundingRef(profile);
  if (collection === 'deducted') return ref('conv_commission_deducted', { rate, rounding });
  return ref('conv_commission_marked', {
    rate,
    rounding: ref(roundOn === 'mark' ? 'conv_commission_each_mark' : 'conv_commission_total', { rounding }),
  });
}
