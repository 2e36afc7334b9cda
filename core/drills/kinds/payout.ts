// Payouts (Tasmania 12, 13, 15; Deltin guide; Dragon Bonus paytable): one bet on a settled coup, the trainee says
// what is paid. Perfect Pairs first name the pair (mixed / coloured / perfect / no pair), Dragon Bonus first the
// margin or natural; then the payout. A losing bet's payout is 0, and paying it is a red-line error.
// Stakes are what players bet at the house (./stake.ts: round amounts, a wider spread the harder; any amount the
// chips make when the section asks for odd stakes). Also exports the layout helpers that the commission and
// settle-table kinds share.
import { houseName } from '../../house-name.ts';
import { z } from 'zod';
import { BET_NAMES, type BetName, type Outcome } from '../../bets.ts';
import { betNameRef } from '../../bet-names.ts';
import { cardLabel, isRed, rankOf, suitOf, type Card } from '../../cards.ts';
import type { Coup } from '../../coup.ts';
import { commissionConventionRef } from '../../commission.ts';
import { dragonResult } from '../../dragon.ts';
import { english, type Phrase } from '../../i18n/phrase.ts';
import { CONSTRAINT_WORDS } from './constraint-words.ts';
import { money, type MoneyParam } from '../../i18n/money-param.ts';
import type { PairClass } from '../../pairs.ts';
import { offeredBets, type TableProfile } from '../../profiles.ts';
import { pushWord, pushWordCapitalisedParam, pushWordParam } from '../../push-word.ts';
import { BANKER_SIX_DETAIL, oddsRef, settleBet, type BetSettlement } from '../../settlement.ts';
import type { AnswerKey, ChoiceOption, SceneBet } from '../types.ts';
import { buildItem, faceUp, tableScene, type DrillKindModule, type StepSpec } from './kind.ts';
import { digits, listed } from './coup-drills.ts';
import { ODD_STAKES } from './constraint-field.ts';
import { betAmount, oddStakes, oddStakesConstraint, stakeInRange } from './stake.ts';
import { ref, sentences, type MessageRef } from '../../i18n/say.ts';
import { fieldMessage } from '../../i18n/failure.ts';

// ---------- Shared helpers ----------

/** What a payout item waits for, for the failure to deal one: "Banker win (Banker six)" ('any': the bet alone). */
function dealtWhat(on: BetName, want: Outcome | 'not-win' | 'any', detail: string | undefined): MessageRef {
  const bet = betNameRef(on);
  const what =
    want === 'any' ? bet : ref(`kindfail_bet_${want === 'not-win' ? 'not_winning' : want}`, { bet });
  // The detail is the settlement's tag, matched as data (as the set's file writes it).
  return detail ? ref('kindfail_with_detail', { what, detail }) : what;
}

export function betId(seat: number, on: BetName): string {
  return `s${seat}-${on}`;
}

/** Settles a bet the generator built itself: an error here is a bug. */
export function settleOrThrow(profile: TableProfile, coup: Coup, on: BetName, amount: number): BetSettlement {
  const r = settleBet(profile, coup, { on, amount });
  if (!r.ok) throw new Error(`drill generator built an invalid bet: ${r.error}`);
  return r.value;
}

export function finalTable(profile: TableProfile, coup: Coup, bets: readonly SceneBet[], box = {}) {
  return tableScene(profile, {
    player: faceUp(coup.player),
    banker: faceUp(coup.banker),
    bets,
    commissionBox: box,
  });
}

/** How a question names a stake: its amount, or "a bet" when the set reads the stacks (the chips say how much). */
export function stakeRef(
  ctx: { readonly readTheStacks?: boolean },
  amount: MoneyParam,
): MoneyParam | MessageRef {
  return ctx.readTheStacks ? ref('payout_a_bet', {}) : amount;
}

/** The answer text of a payout: "$33.25", "Nothing: the bet loses (take it)", or "Nothing: a push (it stays)" in the
 *  house's word for a push. */
export function payoutAnswer(s: BetSettlement, symbol: string, word: string): MessageRef {
  if (s.outcome === 'lose') return ref('payout_answer_lose', {});
  if (s.outcome === 'push') return ref('payout_answer_push', { word: pushWordParam(word) });
  return ref('payout_answer_amount', { amount: money(s.payout, symbol) });
}

/** Why two cards are (or are not) a pair of each class (Tasmania 15.1). */
function pairWorking(a: Card, b: Card): MessageRef {
  if (rankOf(a) !== rankOf(b)) return ref('payout_pair_not', {});
  if (suitOf(a) === suitOf(b)) return ref('payout_pair_perfect', {});
  if (isRed(a) === isRed(b)) return ref('payout_pair_coloured', {});
  return ref('payout_pair_mixed', {});
}

const PAIR_ANSWERS = {
  mixed: 'payout_ans_mixed',
  coloured: 'payout_ans_coloured',
  perfect: 'payout_ans_perfect',
} as const satisfies Record<PairClass, string>;

/** A Dragon Bonus bet's result in words, from the same facts the settlement used: "win by 7", "non-natural tie". */
function dragonDetail(coup: Coup, on: 'dragon_player' | 'dragon_banker', p: TableProfile): MessageRef {
  const table = p.dragonBonus;
  if (!table) throw new Error('unreachable: dragon bonus not offered');
  return dragonResult(coup, on === 'dragon_player' ? 'player' : 'banker', table).detailRef;
}

/** A Dragon Bonus answer: "Win by 7: pays 6:1.", "Natural tie: push.", "Loses (Banker wins)." */
function dragonAnswer(s: BetSettlement, detail: MessageRef, p: TableProfile, word: string): MessageRef {
  if (s.outcome === 'push') return ref('payout_ans_dragon_tie', { word: pushWordParam(word) });
  const table = p.dragonBonus;
  if (s.outcome === 'lose' || s.dragonKey === null || !table)
    return ref('payout_ans_dragon_lose', { detail });
  if (s.dragonKey === 'natural') return ref('payout_ans_dragon_natural', { odds: oddsRef(table.natural) });
  return ref('payout_ans_dragon_by', {
    margin: Number(s.dragonKey),
    odds: oddsRef(table.margins[s.dragonKey]),
  });
}

// ---------- The payout kind ----------

const OUTCOMES = ['win', 'lose', 'push'] as const;

export const payoutConstraints = z
  .object({
    /** Only these bets (each must be offered by the profile). */
    bets: z.array(z.enum(BET_NAMES)).min(1).optional(),
    outcome: z.enum(OUTCOMES).optional(),
    /** The settlement detail to drill, e.g. "coloured pair", "win by 9", "natural win", "Banker wins with six". */
    detail: z.string().min(1).max(60).optional(),
    /** Only stakes from min to max cents (inclusive): a heat-map cell's stake band. */
    stake: z
      .object({ min: z.number().int().positive(), max: z.number().int().positive() })
      .strict()
      .refine((r) => r.min <= r.max, { message: english(CONSTRAINT_WORDS.stakeRangeOrder) })
      .optional(),
    /** Stakes of any amount the chips make, not round ones (a section about odd amounts). */
    oddStakes: oddStakesConstraint,
  })
  .strict()
  .refine((k) => k.detail === undefined || k.bets !== undefined, {
    message: english(CONSTRAINT_WORDS.detailNeedsBets),
    path: ['detail'],
  });
export type PayoutConstraints = z.infer<typeof payoutConstraints>;

const PAIR_OPTIONS: readonly ChoiceOption[] = [
  { key: 'm', label: ref('payout_opt_mixed', {}) },
  { key: 'c', label: ref('payout_opt_coloured', {}) },
  { key: 'p', label: ref('payout_opt_perfect', {}) },
  { key: 'n', label: ref('payout_opt_no_pair', {}) },
];
const PAIR_KEY: Record<PairClass, string> = { mixed: 'm', coloured: 'c', perfect: 'p' };

/** The Dragon Bonus outcomes, the push named in the house's word. */
function dragonOptions(word: string): readonly ChoiceOption[] {
  return [
    { key: 'n', label: ref('payout_opt_natural_win', {}) },
    ...[4, 5, 6, 7, 8, 9].map((k) => ({ key: String(k), label: ref('payout_opt_win_by', { margin: k }) })),
    { key: 'l', label: ref('payout_opt_loses', {}) },
    { key: 't', label: ref('payout_opt_natural_tie', { word: pushWordCapitalisedParam(word) }) },
  ];
}

function dragonKey(s: BetSettlement): string {
  if (s.outcome === 'push') return 't';
  if (s.outcome === 'lose') return 'l';
  return s.dragonKey === 'natural' ? 'n' : (s.dragonKey ?? 'l');
}

/** Case tags: "banker-win", "perfect_pair_player-lose", "pp-coloured", "dragon-9", "dragon-natural", "banker-six". */
export function payoutCases(s: BetSettlement): string[] {
  const cases = [`${s.on}-${s.outcome}`];
  if (s.on.startsWith('perfect_pair') && s.outcome === 'win') cases.push(`pp-${s.pairClass}`);
  if (s.on.startsWith('dragon') && s.outcome === 'win') {
    cases.push(`dragon-${s.dragonKey}`);
  }
  if (s.on === 'banker' && s.winsWithSix) cases.push('banker-six');
  return cases;
}

function payoutCaseConstraints(tag: string): Record<string, unknown> | null {
  let m: RegExpMatchArray | null;
  if (
    (m = tag.match(/^([a-z_]+)-(win|lose|push)$/)) &&
    (BET_NAMES as readonly string[]).includes(m[1] as string)
  ) {
    return { bets: [m[1]], outcome: m[2] };
  }
  if ((m = tag.match(/^pp-(mixed|coloured|perfect)$/))) {
    return { bets: ['perfect_pair_player', 'perfect_pair_banker'], outcome: 'win', detail: `${m[1]} pair` };
  }
  if ((m = tag.match(/^dragon-(natural|[4-9])$/))) {
    return {
      bets: ['dragon_player', 'dragon_banker'],
      outcome: 'win',
      detail: m[1] === 'natural' ? 'natural win' : `win by ${m[1]}`,
    };
  }
  // A settlement's detail tag (core/settlement.ts), matched as data, never shown as words.
  if (tag === 'banker-six') return { bets: ['banker'], outcome: 'win', detail: BANKER_SIX_DETAIL };
  return null;
}

function amountKey(s: BetSettlement, profile: TableProfile, cases: string[]): AnswerKey {
  const symbol = profile.currency.symbol;
  return {
    expected: { type: 'amount', amount: s.outcome === 'win' ? s.payout : 0 },
    answerText: payoutAnswer(s, symbol, pushWord(profile)),
    working: s.workingRef,
    rule: s.rule,
    cases,
    // Paying a losing bet fails an assessment outright (DEALING.md: red-line errors).
    redLine: s.outcome === 'lose',
    currencySymbol: symbol,
    stake: s.amount,
  };
}

export const payout: DrillKindModule = {
  kind: 'payout',
  label: ref('kind_label_payout', {}),
  speedTargetMs: 8000,
  constraintFields: [
    {
      key: 'bets',
      label: ref('constraint_payout_bets', {}),
      control: 'many',
      options: BET_NAMES.map((b) => ({ value: b, label: betNameRef(b) })),
      help: ref('constraint_payout_bets_help', {}),
    },
    {
      key: 'outcome',
      label: ref('constraint_payout_outcome', {}),
      control: 'choice',
      options: [
        { value: 'win', label: ref('constraint_payout_wins', {}) },
        { value: 'lose', label: ref('constraint_payout_loses', {}) },
        { value: 'push', label: ref('constraint_payout_push', {}) },
      ],
    },
    {
      key: 'detail',
      label: ref('constraint_payout_detail', {}),
      control: 'text',
      maxLength: 60,
      help: ref('constraint_payout_detail_help', {}),
    },
    {
      key: 'stake',
      label: ref('constraint_payout_stake', {}),
      control: 'money-range',
      help: ref('constraint_payout_stake_help', {}),
    },
    ODD_STAKES,
  ],
  caseCandidates: [
    ...BET_NAMES.flatMap((b) => ['win', 'lose', 'push'].map((o) => `${b}-${o}`)),
    'pp-mixed',
    'pp-coloured',
    'pp-perfect',
    'dragon-natural',
    ...digits(4, 9).map((n) => `dragon-${n}`),
  ],
  rule: 'Tasmania 12, 13, 15',
  constraints: payoutConstraints,
  generate(ctx) {
    const k = ctx.constraints as PayoutConstraints;
    const p = ctx.profile;
    const offered = offeredBets(p);
    const unoffered = (k.bets ?? []).filter((b) => !offered.includes(b));
    if (unoffered.length > 0) {
      return {
        ok: false,
        error: fieldMessage(
          'bets',
          ref('kindfail_bets_not_offered', {
            bets: listed(unoffered.map(betNameRef)),
            house: houseName(p),
            // The bets the field takes, as the set's file writes them (codes in every language).
            offered: offered.join(', '),
          }),
        ),
      };
    }
    const on = ctx.rng.pick(k.bets ?? offered);
    const odd = oddStakes(k);
    let amount: number;
    if (k.stake === undefined) amount = betAmount(p, on, ctx.difficulty, ctx.rng, odd);
    else {
      const staked = stakeInRange(p, on, k.stake, ctx.rng, odd);
      if (!staked.ok) return staked;
      amount = staked.amount;
    }
    // basic: winning bets only; otherwise one bet in four does not win (a loser must not be paid). A detail
    // ("win by 9") decides the outcome itself.
    const want: Outcome | 'not-win' | 'any' =
      k.outcome ??
      (k.detail !== undefined
        ? 'any'
        : ctx.difficulty === 'basic' || ctx.rng.nextInt(4) > 0
          ? 'win'
          : 'not-win');
    const dealt = ctx.dealer.dealWhere(
      (c) => {
        const s = settleOrThrow(p, c, on, amount);
        const outcomeOk = want === 'any' || (want === 'not-win' ? s.outcome !== 'win' : s.outcome === want);
        return outcomeOk && (k.detail === undefined || s.detail === k.detail);
      },
      dealtWhat(on, want, k.detail),
    );
    if (!dealt.ok) return dealt;
    const coup = dealt.coup;
    const s = settleOrThrow(p, coup, on, amount);
    const seat = ctx.rng.between(1, p.seats);
    const sceneBets: SceneBet[] = [{ id: betId(seat, on), seat, on, amount }];
    if (on === 'dragon_player' || on === 'dragon_banker') {
      // Dragon Bonus guide: a Dragon Bonus wager is made only beside a main wager, so the seat shows one too.
      const main: BetName = on === 'dragon_player' ? 'player' : 'banker';
      const mainAmount = betAmount(p, main, ctx.difficulty, ctx.rng, odd);
      sceneBets.unshift({ id: betId(seat, main), seat, on: main, amount: mainAmount });
    }
    const scene = finalTable(p, coup, sceneBets);
    const cases = payoutCases(s);
    // The stake in words, or "a bet" when the set reads the stacks (the chips say how much).
    const stake = stakeRef(ctx, money(amount, p.currency.symbol));
    const bet = betNameRef(on);
    // The payout only: a push pays nothing, its wager stays where it is (a returned stake is not "paid", issue 18 N10).
    const word = pushWord(p);
    const asked = ref('payout_q_pay', { seat, stake, bet, word: pushWordParam(word) });
    // A Banker payment at a commission table depends on the house's rounding and collection: the question states it.
    const payQuestion: Phrase =
      on === 'banker' && p.banker.kind === 'commission'
        ? sentences(commissionConventionRef(p), asked)
        : asked;
    const steps: StepSpec[] = [];
    if (on === 'perfect_pair_player' || on === 'perfect_pair_banker') {
      const player = on === 'perfect_pair_player';
      const choice = s.pairClass === null ? 'n' : PAIR_KEY[s.pairClass];
      const [a, b] = firstTwo(player ? coup.player : coup.banker);
      steps.push({
        question: ref(player ? 'payout_q_pair_player' : 'payout_q_pair_banker', { seat, stake, bet }),
        scene,
        form: { type: 'choice', options: PAIR_OPTIONS },
        key: {
          expected: { type: 'choice', choice },
          answerText: ref(s.pairClass === null ? 'payout_ans_no_pair' : PAIR_ANSWERS[s.pairClass], {}),
          working: ref(player ? 'payout_w_pair_player' : 'payout_w_pair_banker', {
            a: cardLabel(a),
            b: cardLabel(b),
            why: pairWorking(a, b),
          }),
          rule: s.pairClass === null ? 'Tasmania 15.1, 15.6b' : s.rule,
          cases,
          redLine: false,
        },
      });
    } else if (on === 'dragon_player' || on === 'dragon_banker') {
      const detail = dragonDetail(coup, on, p);
      steps.push({
        question: ref('payout_q_dragon', { seat, stake, bet }),
        scene,
        form: { type: 'choice', options: dragonOptions(word) },
        key: {
          expected: { type: 'choice', choice: dragonKey(s) },
          answerText: dragonAnswer(s, detail, p, word),
          working: ref(coup.natural ? 'payout_w_dragon_natural' : 'payout_w_dragon', {
            player: coup.playerPoint,
            banker: coup.bankerPoint,
            detail,
            word: pushWordParam(word),
          }),
          rule: s.rule,
          cases,
          redLine: false,
        },
      });
    }
    steps.push({
      question: payQuestion,
      scene,
      form: { type: 'amount', label: ref('payout_amount_label', {}) },
      key: amountKey(s, p, cases),
    });
    return { ok: true, item: buildItem(ctx, 'payout', steps) };
  },
  constraintsForCase: payoutCaseConstraints,
};

/** A hand's first two cards: every hand is dealt two before any third. */
function firstTwo(hand: readonly Card[]): readonly [Card, Card] {
  const [a, b] = hand;
  if (a === undefined || b === undefined)
    throw new Error(`a hand of ${hand.length} card(s): every hand has two`);
  return [a, b];
}
