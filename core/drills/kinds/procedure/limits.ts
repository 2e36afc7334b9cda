// Limits (Tasmania 7.3-7.5): under-minimum and over-maximum wagers after a result, and the pro rata reduction to the
// maximum collective liability. Answers from core/limits.ts.
import { BET_LABELS } from '../../../bets.ts';
import { proRata, settleWithinLimits } from '../../../limits.ts';
import { limitsFor } from '../../../profiles.ts';
import { faceUp, tableScene } from '../kind.ts';
import { amountUnit, betAmount, betId, stakeUnit } from '../payout.ts';
import type { AreaTopic } from './topics.ts';
import { amountKey, someSeats, unwrap, type Builder, type Step, type Tools } from './tools.ts';

function winningCoup(t: Tools, on: 'player' | 'banker') {
  const dealt = t.ctx.dealer.dealWhere((c) => c.winner === on, `a ${on} win`);
  if (!dealt.ok) throw new Error(dealt.error);
  return dealt.coup;
}

function limitStep(t: Tools, over: boolean): Step[] {
  const p = t.ctx.profile;
  const on = t.rng.pick(['player', 'banker'] as const);
  const { min, max } = limitsFor(p, on);
  const unit = stakeUnit(p, on);
  const amount = over
    ? max + unit * t.rng.between(1, Math.max(1, Math.floor(max / unit / 2)))
    : unit * t.rng.between(1, Math.max(1, Math.floor((min - 1) / unit)));
  const warned = !over && t.rng.nextInt(2) === 0;
  const coup = winningCoup(t, on);
  const seat = t.rng.between(1, p.seats);
  const settled = unwrap(settleWithinLimits(p, coup, [{ on, amount }], warned));
  const b = settled.bets[0] as (typeof settled.bets)[number];
  const paid = b.settlement?.payout ?? 0;
  const label = BET_LABELS[on];
  const history = over
    ? ''
    : warned
      ? ' The player was advised earlier in the shoe that under-minimum wagers will be returned.'
      : ' It is the first time this player has bet under the minimum.';
  return [
    {
      question: `${label} wins. Seat ${seat} has ${t.m(amount)} on ${label} (table limits ${t.m(min)} to ${t.m(max)}).${history} How much do you pay the seat (0 if nothing)?`,
      scene: tableScene(p, {
        player: faceUp(coup.player),
        banker: faceUp(coup.banker),
        bets: [{ id: betId(seat, on), seat, on, amount }],
      }),
      form: { type: 'amount', label: `Pay seat ${seat}` },
      key: amountKey(
        paid,
        `${b.decision.explanation}${b.settlement ? `; ${b.settlement.working}` : ''}.`,
        b.decision.rule,
        [over ? 'limit-over' : warned ? 'limit-under-returned' : 'limit-under-first'],
        t,
      ),
    },
  ];
}

function proRataStep(t: Tools): Step[] {
  const p = t.ctx.profile;
  const on = t.rng.pick(['player', 'banker'] as const);
  const seats = someSeats(t.rng, p.seats, 3);
  const bets = seats.map((seat) => ({ seat, on, amount: betAmount(p, on, 'hard', t.rng) }));
  const total = bets.reduce((s, b) => s + b.amount, 0);
  const unit = amountUnit(p);
  const posted = p.limits.maxCollectiveLiability;
  // Use the posted maximum when the wagers exceed it; otherwise a notice a little under their total (7.3a).
  const limit =
    posted !== null && posted < total
      ? posted
      : Math.max(unit, Math.floor((total * t.rng.between(50, 90)) / 100 / unit) * unit);
  const r = proRata(bets, limit, p.currency.symbol);
  const asked = t.rng.pick(r.bets);
  return [
    {
      question: `The table notice shows a maximum collective liability of ${t.m(limit)} on a hand. The wagers on ${BET_LABELS[on]} total ${t.m(total)}. The dealer reduces them pro rata. What is seat ${asked.seat}'s ${t.m(asked.amount)} wager reduced to?`,
      scene: tableScene(p, { bets: bets.map((b) => ({ id: betId(b.seat, on), ...b })) }),
      form: { type: 'amount', label: `Seat ${asked.seat} wager` },
      key: amountKey(
        asked.reduced,
        `${r.explanation}: ${t.m(asked.amount)} × ${t.m(limit)} / ${t.m(total)} = ${t.m(asked.reduced)}.`,
        r.rule,
        ['limit-pro-rata'],
        t,
      ),
    },
  ];
}

export const LIMITS: Record<AreaTopic<'limits'>, Builder> = {
  'under-minimum': (t) => limitStep(t, false),
  'over-maximum': (t) => limitStep(t, true),
  'pro-rata': proRataStep,
};
