// Limits (Tasmania 7): multiples of the minimum (7.1), partnerships (7.3), under-minimum and over-maximum wagers after
// a result (7.4, 7.5), the pro rata reduction to the maximum collective liability (7.3b) and changing the limits (7.6).
// Answers from core/limits.ts and core/wagers.ts.
import { betNameRef } from '../../../bet-names.ts';
import { commissionConventionRef } from '../../../commission.ts';
import { english } from '../../../i18n/phrase.ts';
import { ref, type MessageRef } from '../../../i18n/say.ts';
import type { MoneyParam } from '../../../i18n/money-param.ts';
import { proRata, roundLiabilities, settleWithinLimits } from '../../../limits.ts';
import { limitsFor } from '../../../profiles.ts';
import { faceUp, tableScene } from '../kind.ts';
import { betId } from '../payout.ts';
import { amountUnit, betAmount, oddStakes, stakeOver, stakeUnder, stakeUnit, stakeWithin } from '../stake.ts';
import type { AreaTopic } from './topics.ts';
import { limitChange, LIMIT_NOTICE_MINUTES, multipleOfMinimum, partnership } from '../../../wagers.ts';
import { amountKey, someSeats, unwrap, verdictStep, type Builder, type Step, type Tools } from './tools.ts';

// Said in the trainee's language (issue 24): every word here is a message.
const PLACE_YOUR_BETS = ref('proc_limits_place_your_bets', {});

/** The stake as the question names it: its amount, or "a bet" when the trainee reads the stacks (stakeWords). */
function stake(t: Tools, amount: number): MessageRef | MoneyParam {
  return t.ctx.readTheStacks ? ref('proc_limits_a_bet', {}) : t.m(amount);
}

function winningCoup(t: Tools, on: 'player' | 'banker') {
  const dealt = t.ctx.dealer.dealWhere((c) => c.winner === on, `a ${on} win`);
  if (!dealt.ok) throw new Error(english(dealt.error));
  return dealt.coup;
}

function limitStep(t: Tools, over: boolean): Step[] {
  const p = t.ctx.profile;
  const on = t.rng.pick(['player', 'banker'] as const);
  const { min, max } = limitsFor(p, on);
  const amount = over ? stakeOver(p, on, t.rng) : stakeUnder(p, on, t.rng);
  const warned = !over && t.rng.nextInt(2) === 0;
  const coup = winningCoup(t, on);
  const seat = t.rng.between(1, p.seats);
  const settled = unwrap(settleWithinLimits(p, coup, [{ on, amount }], warned));
  const b = settled.bets[0] as (typeof settled.bets)[number];
  const paid = b.settlement?.payout ?? 0;
  const label = betNameRef(on);
  const history = over ? '' : ref(warned ? 'proc_limits_history_warned' : 'proc_limits_history_first', {});
  return [
    {
      question: ref('proc_limits_pay_question', {
        convention:
          on === 'banker' && p.banker.kind === 'commission'
            ? ref('proc_limits_convention', { convention: commissionConventionRef(p) })
            : '',
        label,
        seat,
        stake: stake(t, amount),
        min: t.m(min),
        max: t.m(max),
        history,
      }),
      scene: tableScene(p, {
        player: faceUp(coup.player),
        banker: faceUp(coup.banker),
        bets: [{ id: betId(seat, on), seat, on, amount }],
      }),
      form: { type: 'amount', label: ref('proc_limits_pay_label', { seat }) },
      key: amountKey(
        paid,
        // The settlement's working as a message (core/settlement.ts `workingRef`), said in the reader's language.
        b.settlement
          ? ref('proc_limits_pay_working_settled', {
              decision: b.decision.explanation,
              settlement: b.settlement.workingRef,
            })
          : ref('proc_limits_pay_working', { decision: b.decision.explanation }),
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
  const bets = seats.map((seat) => ({
    seat,
    on,
    amount: betAmount(p, on, 'hard', t.rng, oddStakes(t.ctx.constraints)),
  }));
  const total = bets.reduce((s, b) => s + b.amount, 0);
  const unit = amountUnit(p);
  const posted = p.limits.maxCollectiveLiability;
  // Use the posted maximum when the wagers exceed it; otherwise a notice under their total (7.3a), posted as notices
  // post it: a round figure in the house's units (issue 23), from two fifths of the total to nine tenths of it. A
  // house whose unit no round figure is a multiple of (a $3 unit) gets nine tenths, in its units.
  const round = roundLiabilities(Math.ceil((total * 2) / 5), Math.floor((total * 9) / 10), unit);
  const limit =
    posted !== null && posted < total
      ? posted
      : round.length > 0
        ? t.rng.pick(round)
        : Math.max(unit, Math.floor((total * 9) / 10 / unit) * unit);
  const r = proRata(bets, limit, p.currency.symbol, p.chips[0]);
  const asked = t.rng.pick(r.bets);
  const chip = t.m(p.chips[0] as number);
  // Reading the stacks, the trainee counts the wagers (and their total) from the piles; the working still says them.
  const label = betNameRef(on);
  const question = t.ctx.readTheStacks
    ? ref('proc_limits_pro_rata_stacks_question', { limit: t.m(limit), label, chip, seat: asked.seat })
    : ref('proc_limits_pro_rata_question', {
        limit: t.m(limit),
        label,
        total: t.m(total),
        chip,
        seat: asked.seat,
        amount: t.m(asked.amount),
      });
  return [
    {
      question,
      scene: tableScene(p, {
        bets: bets.map((b) => ({ id: betId(b.seat, on), ...b })),
        // The liability the question quotes is the one posted (it replaces the house's own line on the notice).
        notice: [ref('ui_nl_liability', { amount: t.m(limit) })],
      }),
      form: { type: 'amount', label: ref('proc_limits_wager_label', { seat: asked.seat }) },
      key: amountKey(
        asked.reduced,
        ref('proc_limits_pro_rata_working', { explanation: r.explanation, working: asked.working }),
        r.rule,
        ['limit-pro-rata'],
        t,
      ),
    },
  ];
}

function multiples(t: Tools): Step[] {
  const p = t.ctx.profile;
  const on = t.rng.pick(['player', 'banker'] as const);
  const { min, max } = limitsFor(p, on);
  const unit = stakeUnit(p, on);
  const notice = t.rng.nextInt(3) === 0;
  // Mostly amounts within the limits that are not multiples of the minimum: the case trainees get wrong. Not round
  // stakes on purpose ($37 at a $10 minimum): the drill is about an amount that is not a multiple of the minimum.
  const multiple = t.rng.nextInt(4) === 0;
  const k = t.rng.between(1, Math.max(1, Math.min(5, Math.floor(max / min) - 1)));
  const extra = multiple ? 0 : unit * t.rng.between(1, Math.max(1, Math.floor(min / unit) - 1));
  const amount = Math.min(max, min * k + (extra % min === 0 ? 0 : extra));
  const seat = t.rng.between(1, p.seats);
  const v = multipleOfMinimum(amount, { min, max }, notice, t.m);
  return [
    verdictStep(
      t,
      ref('proc_limits_multiples_question', {
        min: t.m(min),
        max: t.m(max),
        notice: notice ? ref('proc_limits_multiples_notice', {}) : '',
        seat,
        stake: stake(t, amount),
        label: betNameRef(on),
      }),
      tableScene(p, {
        bets: [{ id: betId(seat, on), seat, on, amount }],
        ...(notice ? { notice: [ref('proc_limits_multiples_notice_line', {})] } : {}),
        situation: PLACE_YOUR_BETS,
      }),
      v,
      notice ? 'limit-multiples-notice' : 'limit-multiples',
    ),
  ];
}

function partnershipStep(t: Tools): Step[] {
  const p = t.ctx.profile;
  const on = t.rng.pick(['player', 'banker'] as const);
  const { min, max } = limitsFor(p, on);
  const [a, b] = someSeats(t.rng, p.seats, 2) as [number, number];
  const over = t.rng.nextInt(3) !== 0;
  const odd = oddStakes(t.ctx.constraints);
  // Round stakes, as partners put down: the first a good part of the maximum, the second within what is left of it
  // or over it. The first is at most 90% of the maximum and at least the minimum, so both cases have room.
  const first =
    stakeWithin(p, on, (max * (over ? 4 : 2)) / 10, (max * (over ? 9 : 6)) / 10, t.rng, odd) ?? min;
  const room = max - first;
  const second = over
    ? (stakeWithin(p, on, room + 1, max, t.rng, odd) ?? max)
    : (stakeWithin(p, on, min, room, t.rng, odd) ?? min);
  const amounts = [first, second];
  const v = partnership(amounts, max, t.m);
  return [
    verdictStep(
      t,
      ref('proc_limits_partnership_question', {
        max: t.m(max),
        a,
        b,
        wagers: t.ctx.readTheStacks
          ? ref('proc_limits_partnership_stacks', { a, b })
          : ref('proc_limits_partnership_amounts', { first: t.m(first), a, second: t.m(second), b }),
        label: betNameRef(on),
      }),
      tableScene(p, {
        bets: [
          { id: betId(a, on), seat: a, on, amount: first },
          { id: betId(b, on), seat: b, on, amount: second },
        ],
        situation: PLACE_YOUR_BETS,
      }),
      v,
      v.allowed ? 'partnership-within' : 'partnership-over',
    ),
  ];
}

function limitChangeStep(t: Tools): Step[] {
  const p = t.ctx.profile;
  const { min } = p.limits.main;
  const allConsent = t.rng.nextInt(4) === 0;
  const noticeMinutes = allConsent
    ? null
    : t.rng.pick([null, 10, 20, 25, LIMIT_NOTICE_MINUTES, 45, 60] as const);
  const v = limitChange({ allConsent, noticeMinutes });
  const newMin = min * t.rng.between(2, 5);
  const why = allConsent
    ? ref('proc_limits_change_why_consent', {})
    : noticeMinutes === null
      ? ref('proc_limits_change_why_no_notice', {})
      : ref('proc_limits_change_why_notice', { minutes: noticeMinutes });
  return [
    verdictStep(
      t,
      ref('proc_limits_change_question', { min: t.m(min), newMin: t.m(newMin), why }),
      tableScene(p, {
        ...(noticeMinutes === null
          ? {}
          : {
              notice: [ref('proc_limits_change_notice_line', { min: t.m(newMin), minutes: noticeMinutes })],
            }),
        situation: ref('proc_limits_between_coups', {}),
      }),
      v,
      allConsent ? 'limit-change-consent' : 'limit-change-notice',
    ),
  ];
}

export const LIMITS: Record<AreaTopic<'limits'>, Builder> = {
  'under-minimum': (t) => limitStep(t, false),
  'over-maximum': (t) => limitStep(t, true),
  'pro-rata': proRataStep,
  multiples,
  partnership: partnershipStep,
  'limit-change': limitChangeStep,
};
