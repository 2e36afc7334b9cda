// Chips and change (issue 23; DEALING.md "Chip handling"): the dealer's hands with chips, one topic an item.
//  read-bet:    a bet on its spot as the chips a player put down, no amount beside it: what is it worth?
//  pay:         a winning bet paid from the tray, in the house's way of paying (the profile's chipPayment);
//  colour-up:   a player leaves with a pile of small chips: what do you do first (announce, signal), then the fewest
//               larger chips of the same value;
//  colour-down: a player asks for change of one chip into a smaller one: exactly the change asked for;
//  cut:         a column of one chip cut into stacks of 20 (a full stack): how many stacks and how many over, then
//               what the column is worth;
//  commission:  at a table that marks commission in the box, the seat pays its box at the end of the shoe with a
//               larger chip: the change, in the fewest chips (casino guide: "paid by the end of each shoe").
import { houseName } from '../../house-name.ts';
import { z } from 'zod';
import type { BetName } from '../../bets.ts';
import { chipsInWords } from '../../chips/mark-chips.ts';
import { colourDown, colourUp, cutInto } from '../../chips/exchange.ts';
import { fewestChips } from '../../chips/fewest.ts';
import { playerStack } from '../../chips/player-stack.ts';
import type { PaymentRule } from '../../chips/payment-rule.ts';
import { realisticStake } from '../../chips/stakes.ts';
import { chipCount, stackTotal, type ChipStack } from '../../chips/stack.ts';
import { money, type MoneyParam } from '../../i18n/money-param.ts';
import { betNameRef } from '../../bet-names.ts';
import { commissionOwed } from '../../commission.ts';
import { CHIP_HANDLING_RULE, COMMISSION_BOX_RULE } from '../../citations.ts';
import { limitsFor, type TableProfile } from '../../profiles.ts';
import type { Rng } from '../../rng.ts';
import type { AnswerKey, SceneBet } from '../types.ts';
import {
  buildItem,
  tableScene,
  type DrillKindModule,
  type KindContext,
  type KindResult,
  type StepSpec,
} from './kind.ts';
import { lettered } from './procedure/tools.ts';
import { ref, type MessageRef } from '../../i18n/say.ts';

export const CHIP_TOPICS = ['read-bet', 'pay', 'colour-up', 'colour-down', 'cut', 'commission'] as const;
export type ChipTopic = (typeof CHIP_TOPICS)[number];

export const chipsConstraints = z
  .object({
    topics: z.array(z.enum(CHIP_TOPICS)).min(1).optional(),
    /** "Read the stacks": no amount is written beside any pile (default: only in read-bet, where it is the answer). */
    hideAmounts: z.boolean().optional(),
  })
  .strict();
type ChipsConstraints = z.infer<typeof chipsConstraints>;

/** No rule document numbers chip handling; the dealing guide and the house's own procedure are the authority. */
export const CHIP_RULE = CHIP_HANDLING_RULE;
/** DEALING.md: colouring up "is announced and the supervisor signalled before the exchange". */
const COLOUR_UP_CALL = ref('chips_colour_up_call', {});
/** A full stack (DEALING.md: "A full stack is 20 chips"). */
export const FULL_STACK = 20;

function paymentWords(rule: PaymentRule): MessageRef {
  return rule.kind === 'at-most'
    ? ref('chips_pays_at_most', { max: rule.max })
    : ref(rule.kind === 'fewest' ? 'chips_pays_fewest' : 'chips_pays_wager_colours', {});
}

interface Tools {
  readonly ctx: KindContext;
  readonly p: TableProfile;
  readonly rng: Rng;
  readonly m: (cents: number) => MoneyParam;
  readonly hide: boolean;
}

function chipsKey(
  t: Tools,
  chips: ChipStack,
  working: MessageRef,
  cases: string[],
  extra: Partial<AnswerKey> = {},
): AnswerKey {
  return {
    expected: { type: 'chips', chips },
    answerText: chipsInWords(chips, t.p.currency.symbol),
    working,
    rule: CHIP_RULE,
    cases,
    redLine: false,
    currencySymbol: t.p.currency.symbol,
    ...extra,
  };
}

function pileBet(t: Tools, seat: number, on: BetName, stack: ChipStack, hidden: boolean): SceneBet {
  return {
    id: `s${seat}-${on}`,
    seat,
    on,
    // A pile to be read carries no amount to the page: what it is worth is the answer (read from the chips).
    amount: hidden ? 0 : stackTotal(stack),
    stack,
    ...(hidden ? { amountHidden: true } : {}),
  };
}

/** A stake a player would bet on `on` at this house, in chips the house has. */
function stakeFor(t: Tools, on: BetName): { amount: number; stack: ChipStack } {
  const limits = limitsFor(t.p, on);
  for (;;) {
    const amount = realisticStake(limits.min, limits.max, t.p.betUnit, t.rng);
    const stack = playerStack(amount, t.p.chips, t.p.betUnit, t.rng);
    if (stack) return { amount, stack };
  }
}

export function stacksWords(stacks: number, rest: number): MessageRef {
  return ref(stacks === 1 ? 'chips_stacks_one' : 'chips_stacks_many', { stacks, full: FULL_STACK, rest });
}

function sizeCase(stack: ChipStack): string {
  const n = chipCount(stack);
  return n <= 5 ? 'chips-1-5' : n <= 10 ? 'chips-6-10' : 'chips-11-plus';
}

/** The commission box is collected only where the house marks commission in it (casino guide; Tasmania 12.2). */
function boxTable(p: TableProfile): boolean {
  return p.banker.kind === 'commission' && p.banker.collection === 'box';
}

function commissionChange(t: Tools): StepSpec[] {
  const seat = t.rng.between(1, t.p.seats);
  const wins = t.rng.between(2, 4);
  const stakes = Array.from({ length: wins }, () => stakeFor(t, 'banker').amount);
  const owed = commissionOwed(t.p, stakes);
  // The player pays with the smallest chip worth more than the box, or one size up now and then.
  // The smallest chip worth more than the box, or one size up now and then; a box over the largest chip is paid
  // with as many of the largest chips as it takes.
  const above = t.p.chips.filter((c) => c > owed);
  const largest = t.p.chips[t.p.chips.length - 1] as number;
  const chip =
    above.length > 0
      ? (above[Math.min(above.length - 1, t.rng.nextInt(4) === 0 ? 1 : 0)] as number)
      : largest * (Math.floor(owed / largest) + 1);
  const change = fewestChips(chip - owed, t.p.chips) as ChipStack;
  return [
    {
      question:
        above.length > 0
          ? ref('chips_q_commission_one_chip', { seat, owed: t.m(owed), chip: t.m(chip) })
          : ref('chips_q_commission_chips', {
              seat,
              owed: t.m(owed),
              count: chip / largest,
              chip: t.m(largest),
            }),
      scene: tableScene(t.p, { commissionBox: { [String(seat)]: owed }, players: [seat] }),
      form: { type: 'chips', label: ref('chips_label_change', {}) },
      key: chipsKey(
        t,
        change,
        ref('chips_w_commission', {
          chip: t.m(chip),
          owed: t.m(owed),
          change: t.m(chip - owed),
          chips: chipsInWords(change, t.p.currency.symbol),
        }),
        ['commission-change'],
        {
          rule: `${CHIP_RULE}; ${COMMISSION_BOX_RULE}`,
          chipRule: { rule: { kind: 'fewest' }, denominations: t.p.chips, wager: [] },
        },
      ),
    },
  ];
}

const BUILDERS: Record<ChipTopic, (t: Tools) => StepSpec[]> = {
  commission: commissionChange,
  'read-bet': (t) => {
    const seat = t.rng.between(1, t.p.seats);
    const on = t.rng.pick(['player', 'banker'] as const);
    const { amount, stack } = stakeFor(t, on);
    return [
      {
        question: ref('chips_q_read_bet', { seat, bet: betNameRef(on) }),
        scene: tableScene(t.p, { bets: [pileBet(t, seat, on, stack, true)] }),
        form: { type: 'amount', label: ref('chips_label_the_bet', {}) },
        key: {
          expected: { type: 'amount', amount },
          answerText: ref('money_amount', { amount: t.m(amount) }),
          working: ref('chips_w_read_bet', {
            chips: chipsInWords(stack, t.p.currency.symbol),
            amount: t.m(amount),
          }),
          rule: CHIP_RULE,
          cases: ['read-bet', sizeCase(stack)],
          redLine: false,
          currencySymbol: t.p.currency.symbol,
        },
      },
    ];
  },
  pay: (t) => {
    const seat = t.rng.between(1, t.p.seats);
    const rule = t.p.chipPayment;
    // Under "at most N of a chip", a stake whose fewest chips break the cap has no payment the house would accept:
    // another stake is dealt.
    let { amount, stack } = stakeFor(t, 'player');
    for (let i = 0; i < 50 && rule.kind === 'at-most'; i++) {
      const fewestNow = fewestChips(amount, t.p.chips);
      if (fewestNow && fewestNow.every((c) => c.count <= rule.max)) break;
      ({ amount, stack } = stakeFor(t, 'player'));
    }
    const fewest = fewestChips(amount, t.p.chips) as ChipStack;
    const inColours =
      rule.kind === 'wager-colours'
        ? fewestChips(
            amount,
            stack.map((c) => c.value),
          )
        : null;
    const expected = inColours ?? fewest;
    return [
      {
        question: ref('chips_q_pay', { payment: paymentWords(rule), seat }),
        scene: tableScene(t.p, { bets: [pileBet(t, seat, 'player', stack, t.hide)] }),
        form: { type: 'chips', label: ref('chips_label_payment', {}) },
        key: chipsKey(
          t,
          expected,
          ref('chips_w_pay', { amount: t.m(amount), chips: chipsInWords(expected, t.p.currency.symbol) }),
          ['pay-in-chips', `pay-${rule.kind}`],
          { chipRule: { rule, denominations: t.p.chips, wager: stack } },
        ),
      },
    ];
  },
  'colour-up': (t) => {
    const seat = t.rng.between(1, t.p.seats);
    // A pile of the two smallest chips, more of them than a player would carry away (8 to 30 chips).
    const small = t.p.chips.slice(0, Math.min(2, t.p.chips.length - 1));
    let pile: ChipStack = [];
    let up: ChipStack | null = null;
    while (!up || chipCount(up) >= chipCount(pile)) {
      pile = small.map((value) => ({ value, count: t.rng.between(4, 15) })).sort((a, b) => b.value - a.value);
      up = colourUp(pile, t.p.chips);
    }
    // Options of about one length, one of the wrong ones naming the supervisor too: nothing but the procedure gives
    // the answer away (issue 18 N5).
    const first = lettered(t.rng, COLOUR_UP_CALL, [
      ref('chips_opt_exchange_at_once', {}),
      ref('chips_opt_count_into_tray', {}),
      ref('chips_opt_send_to_cashier', {}),
    ]);
    const total = stackTotal(pile);
    return [
      {
        question: ref('chips_q_colour_up_first', { seat, chips: chipsInWords(pile, t.p.currency.symbol) }),
        scene: tableScene(t.p, { bets: [pileBet(t, seat, 'player', pile, t.hide)] }),
        form: { type: 'choice', options: first.options },
        key: {
          expected: { type: 'choice', choice: first.answer },
          answerText: ref('chips_colour_up_call_answer', {}),
          working: ref('chips_w_colour_up_first', {}),
          rule: CHIP_RULE,
          cases: ['colour-up-call'],
          redLine: false,
        },
      },
      {
        question: ref('chips_q_colour_up', { seat, total: t.m(total) }),
        scene: tableScene(t.p, { bets: [pileBet(t, seat, 'player', pile, t.hide)] }),
        form: { type: 'chips', label: ref('chips_label_exchange', {}) },
        key: chipsKey(
          t,
          up,
          ref('chips_w_colour_up', {
            chips: chipsInWords(pile, t.p.currency.symbol),
            total: t.m(total),
            up: chipsInWords(up, t.p.currency.symbol),
          }),
          ['colour-up'],
          { chipRule: { rule: { kind: 'fewest' }, denominations: t.p.chips, wager: [] } },
        ),
      },
    ];
  },
  'colour-down': (t) => {
    const seat = t.rng.between(1, t.p.seats);
    // A chip the house has that can be changed into a smaller one it also has, evenly or with a remainder.
    const pairs = t.p.chips.flatMap((chip) =>
      t.p.chips.filter((into) => into < chip && chip / into <= 20).map((into) => [chip, into] as const),
    );
    const [chip, into] = t.rng.pick(pairs);
    const change = colourDown(chip, into, t.p.chips) as ChipStack;
    return [
      {
        question: ref('chips_q_colour_down', { seat, chip: t.m(chip), into: t.m(into) }),
        scene: tableScene(t.p, { players: [seat] }),
        form: { type: 'chips', label: ref('chips_label_change', {}) },
        key: chipsKey(
          t,
          change,
          ref('chips_w_colour_down', {
            chip: t.m(chip),
            into: t.m(into),
            change: chipsInWords(change, t.p.currency.symbol),
          }),
          ['colour-down'],
        ),
      },
    ];
  },
  cut: (t) => {
    const value = t.rng.pick(t.p.chips.slice(0, Math.max(1, t.p.chips.length - 2)));
    const count = t.rng.between(21, 99);
    const cut = cutInto(count, FULL_STACK);
    const right = stacksWords(cut.stacks, cut.rest);
    const wrong = [
      stacksWords(cut.stacks + 1, (cut.rest + FULL_STACK - 1) % FULL_STACK),
      stacksWords(Math.max(0, cut.stacks - 1), cut.rest + 1),
      stacksWords(cut.stacks, (cut.rest + 5) % FULL_STACK),
    ];
    const options = lettered(t.rng, right, wrong);
    const column: ChipStack = [{ value, count }];
    const seat = t.rng.between(1, t.p.seats);
    return [
      {
        question: ref('chips_q_cut', { count, chip: t.m(value), full: FULL_STACK }),
        scene: tableScene(t.p, { bets: [pileBet(t, seat, 'player', column, true)] }),
        form: { type: 'choice', options: options.options },
        key: {
          expected: { type: 'choice', choice: options.answer },
          answerText: right,
          working: ref('chips_w_cut', { count, stacks: cut.stacks, full: FULL_STACK, rest: cut.rest }),
          rule: CHIP_RULE,
          cases: ['cut-stacks'],
          redLine: false,
        },
      },
      {
        question: ref('chips_q_cut_value', { count, chip: t.m(value) }),
        scene: tableScene(t.p, { bets: [pileBet(t, seat, 'player', column, true)] }),
        form: { type: 'amount', label: ref('chips_label_worth', {}) },
        key: {
          expected: { type: 'amount', amount: count * value },
          answerText: ref('money_amount', { amount: t.m(count * value) }),
          working: ref('chips_w_cut_value', {
            stacks: cut.stacks,
            full: FULL_STACK,
            chip: t.m(value),
            stacksValue: t.m(cut.stacks * FULL_STACK * value),
            rest: cut.rest,
            restValue: t.m(cut.rest * value),
            total: t.m(count * value),
          }),
          rule: CHIP_RULE,
          cases: ['cut-value'],
          redLine: false,
          currencySymbol: t.p.currency.symbol,
        },
      },
    ];
  },
};

/** Each chip skill as the set editor names it. */
const CHIP_TOPIC_LABELS: Record<ChipTopic, MessageRef> = {
  'read-bet': ref('chips_topic_read_bet', {}),
  pay: ref('chips_topic_pay', {}),
  'colour-up': ref('chips_topic_colour_up', {}),
  'colour-down': ref('chips_topic_colour_down', {}),
  cut: ref('chips_topic_cut', {}),
  commission: ref('chips_topic_commission', {}),
};

export const chips: DrillKindModule = {
  kind: 'chips',
  label: ref('kind_label_chips', {}),
  // A school's benchmark: a side bet paid in under 30 s; reading a bet or colouring up is quicker.
  speedTargetMs: 10_000,
  constraintFields: [
    {
      key: 'topics',
      label: ref('chips_field_topics', {}),
      control: 'many',
      options: CHIP_TOPICS.map((t) => ({ value: t, label: CHIP_TOPIC_LABELS[t] })),
    },
    {
      key: 'hideAmounts',
      label: ref('chips_field_hide_amounts', {}),
      control: 'yes-no',
      help: ref('chips_field_hide_amounts_help', {}),
    },
  ],
  caseCandidates: ['read-bet', 'pay-in-chips', 'colour-up', 'colour-down', 'cut-stacks', 'commission-change'],
  rule: CHIP_RULE,
  constraints: chipsConstraints,
  generate(ctx): KindResult {
    const k = ctx.constraints as ChipsConstraints;
    const p = ctx.profile;
    if (p.chips.length < 2) {
      return {
        ok: false,
        error: ref('kindfail_chips_few', { house: houseName(p), count: p.chips.length }),
      };
    }
    if (k.topics?.includes('commission') && !boxTable(p)) {
      return {
        ok: false,
        error: ref('kindfail_chips_commission', { house: houseName(p) }),
      };
    }
    const topics =
      k.topics ??
      (ctx.difficulty === 'basic'
        ? ['read-bet', 'colour-down']
        : CHIP_TOPICS.filter((topic) => topic !== 'commission' || boxTable(p)));
    const topic = ctx.rng.pick(topics);
    const t: Tools = {
      ctx,
      p,
      rng: ctx.rng,
      m: (c) => money(c, p.currency.symbol),
      hide: k.hideAmounts ?? false,
    };
    return { ok: true, item: buildItem(ctx, 'chips', BUILDERS[topic](t)) };
  },
  constraintsForCase(tag) {
    const byTag: Record<string, ChipTopic> = {
      'read-bet': 'read-bet',
      'pay-in-chips': 'pay',
      'colour-up': 'colour-up',
      'colour-up-call': 'colour-up',
      'colour-down': 'colour-down',
      'cut-stacks': 'cut',
      'cut-value': 'cut',
      'commission-change': 'commission',
    };
    const topic = byTag[tag];
    return topic ? { topics: [topic] } : null;
  },
};
