// Banker commission (Tasmania 12.2: Banker pays 19:20, i.e. even money less 5%) and the commission box: with box
// collection the Banker bet is paid even money and the commission is marked in the seat's numbered box, owed until
// the seat leaves or the shoe ends (casino guide: "must be paid by the end of each shoe, at the latest").
import type { Odds } from './bets.ts';
import { formatCents } from './money.ts';
import type { TableProfile } from './profiles.ts';

export type CommissionRule = Extract<TableProfile['banker'], { kind: 'commission' }>;

/** The profile's commission rule; a programmer error to ask it of a six-pays-half table. */
export function commissionRule(profile: TableProfile): CommissionRule {
  if (profile.banker.kind !== 'commission') {
    throw new Error(`profile "${profile.id}" does not charge commission (Banker ${profile.banker.kind})`);
  }
  return profile.banker;
}

export function chargesCommission(profile: TableProfile): boolean {
  return profile.banker.kind === 'commission';
}

/** "5%" for 19:20, "2.5%" for 39:40. */
export function commissionRateLabel(odds: Odds): string {
  return `${Number((((odds.per - odds.pays) * 100) / odds.per).toFixed(2))}%`;
}

/**
 * Commission on a winning Banker stake: stake × (per − pays) / per, in integer arithmetic.
 * 'exact': up to the whole cent (the house never pays a fraction of a cent, so it never charges one less);
 * 'down' / 'up': to a multiple of the smallest chip (profile.chips[0]), as commission tables do.
 */
export function commissionOn(profile: TableProfile, stake: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`commissionOn: bad stake ${stake}`);
  const { odds, rounding } = commissionRule(profile);
  const numerator = stake * (odds.per - odds.pays);
  if (rounding === 'exact') return Math.ceil(numerator / odds.per);
  const chip = profile.chips[0] as number;
  const inChips = numerator / (odds.per * chip);
  return (rounding === 'down' ? Math.floor(inChips) : Math.ceil(inChips)) * chip;
}

/** How the commission on a stake is worked out, in words: "5% of $35.00 is $1.75". */
export function commissionWorking(profile: TableProfile, stake: number): string {
  const { odds, rounding } = commissionRule(profile);
  const sym = profile.currency.symbol;
  const c = commissionOn(profile, stake);
  const rate = commissionRateLabel(odds);
  const exactNumerator = stake * (odds.per - odds.pays);
  const isExact = exactNumerator % odds.per === 0;
  let text = `${rate} of ${formatCents(stake, sym)} is ${formatCents(c, sym)}`;
  if (rounding === 'exact' && !isExact) {
    text = `${rate} of ${formatCents(stake, sym)} is ${formatCents(Math.floor(exactNumerator / odds.per), sym)} and a fraction, charged as ${formatCents(c, sym)} (up to the whole cent)`;
  } else if (rounding !== 'exact' && exactNumerator !== c * odds.per) {
    const chip = formatCents(profile.chips[0] as number, sym);
    const raw = exactNumerator / odds.per;
    const rawText = Number.isInteger(raw)
      ? formatCents(raw, sym)
      : `${formatCents(Math.floor(raw), sym)} and a fraction`;
    text = `${rate} of ${formatCents(stake, sym)} is ${rawText}, rounded ${rounding} to the ${chip} chip: ${formatCents(c, sym)}`;
  }
  return text;
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
