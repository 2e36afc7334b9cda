// Payouts (Tasmania 12, 13, 15; Deltin guide; Dragon Bonus paytable): one bet on a settled coup, the trainee says
// what is paid. Perfect Pairs first name the pair (mixed / coloured / perfect / no pair), Dragon Bonus first the
// margin or natural; then the payout. A losing bet's payout is 0, and paying it is a red-line error.
// Stakes are what players bet at the house (./stake.ts: round amounts, a wider spread the harder; any amount the
// chips make when the section asks for odd stakes). Also exports the layout helpers that the commission and
// settle-table kinds share.
import { z } from 'zod';
import { BET_LABELS, BET_NAMES, type BetName, type Outcome } from '../../bets.ts';
import { cardLabel, isRed, rankOf, suitOf, type Card } from '../../cards.ts';
import type { Coup } from '../../coup.ts';
import { commissionConvention } from '../../commission.ts';
import { formatCents } from '../../money.ts';
import type { PairClass } from '../../pairs.ts';
import { offeredBets, type TableProfile } from '../../profiles.ts';
import { pushWord, pushWordCapitalised } from '../../push-word.ts';
import { stakeWords } from '../read-the-stacks.ts';
import { settleBet, type BetSettlement } from '../../settlement.ts';
import type { AnswerKey, ChoiceOption, SceneBet } from '../types.ts';
import { buildItem, faceUp, tableScene, type DrillKindModule, type StepSpec } from './kind.ts';
import { digits } from './coup-drills.ts';
import { ODD_STAKES } from './constraint-field.ts';
import { betAmount, oddStakes, oddStakesConstraint, stakeInRange } from './stake.ts';
import { ref } from '../../i18n/say.ts';

// ---------- Shared helpers ----------

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

/** The answer text of a payout: "$33.25", "Nothing: the bet loses (take it)", or "Nothing: a push (it stays)" in the
 *  house's word for a push. */
export function payoutAnswer(s: BetSettlement, symbol: string, word: string): string {
  if (s.outcome === 'lose') return 'Nothing: the bet loses (take it).';
  if (s.outcome === 'push') return `Nothing: a ${word} (the bet stays).`;
  return formatCents(s.payout, symbol);
}

/** Why two cards are (or are not) a pair of each class (Tasmania 15.1). */
function pairWorking(a: Card, b: Card): string {
  if (rankOf(a) !== rankOf(b)) return 'not the same rank, so not a pair: the bet loses';
  if (suitOf(a) === suitOf(b)) return 'the same rank and the same suit: a perfect pair';
  if (isRed(a) === isRed(b)) return 'the same rank, the same colour in two different suits: a coloured pair';
  return 'the same rank, one red and one black: a mixed pair';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
      .refine((r) => r.min <= r.max, { message: 'the stake range runs from min up to max (min ≤ max)' })
      .optional(),
    /** Stakes of any amount the chips make, not round ones (a section about odd amounts). */
    oddStakes: oddStakesConstraint,
  })
  .strict()
  .refine((k) => k.detail === undefined || k.bets !== undefined, {
    message:
      'a detail needs the bets it applies to, e.g. { "bets": ["perfect_pair_player"], "detail": "coloured pair" }',
    path: ['detail'],
  });
export type PayoutConstraints = z.infer<typeof payoutConstraints>;

const PAIR_OPTIONS: readonly ChoiceOption[] = [
  { key: 'm', label: 'Mixed pair' },
  { key: 'c', label: 'Coloured pair' },
  { key: 'p', label: 'Perfect pair' },
  { key: 'n', label: 'No pair' },
];
const PAIR_KEY: Record<PairClass, string> = { mixed: 'm', coloured: 'c', perfect: 'p' };

/** The Dragon Bonus outcomes, the push named in the house's word. */
function dragonOptions(word: string): readonly ChoiceOption[] {
  return [
    { key: 'n', label: 'Natural win' },
    ...['4', '5', '6', '7', '8', '9'].map((k) => ({ key: k, label: `Non-natural win by ${k}` })),
    { key: 'l', label: 'Loses' },
    { key: 't', label: `${pushWordCapitalised(word)} (natural tie)` },
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
  if (tag === 'banker-six') return { bets: ['banker'], outcome: 'win', detail: 'Banker wins with six' };
  return null;
}

function amountKey(s: BetSettlement, profile: TableProfile, cases: string[]): AnswerKey {
  const symbol = profile.currency.symbol;
  return {
    expected: { type: 'amount', amount: s.outcome === 'win' ? s.payout : 0 },
    answerText: payoutAnswer(s, symbol, pushWord(profile)),
    working: s.working,
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
      label: 'Bets on',
      control: 'many',
      options: BET_NAMES.map((b) => ({ value: b, label: BET_LABELS[b] })),
      help: 'Only these bets (the table profile must offer them)',
    },
    {
      key: 'outcome',
      label: 'The bet',
      control: 'choice',
      options: [
        { value: 'win', label: 'wins' },
        { value: 'lose', label: 'loses' },
        { value: 'push', label: 'is a push (stands)' },
      ],
    },
    {
      key: 'detail',
      label: 'Settlement detail',
      control: 'text',
      maxLength: 60,
      help: 'For example "coloured pair" or "win by 9"; needs the bets chosen',
    },
    {
      key: 'stake',
      label: 'Stake from/to',
      control: 'money-range',
      help: "Only stakes in this range, within the table's limits",
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
        error: `bets: ${unoffered.map((b) => BET_LABELS[b]).join(', ')} not offered at ${p.name} (bets: ${offered.join(', ')})`,
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
      `${BET_LABELS[on]}${want === 'any' ? '' : want === 'not-win' ? ' not winning' : ` ${want}`}${k.detail ? ` (${k.detail})` : ''}`,
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
    const money = stakeWords(ctx, formatCents(amount, p.currency.symbol));
    // A Banker payment at a commission table depends on the house's rounding and collection: the question states it.
    const house = on === 'banker' && p.banker.kind === 'commission' ? `${commissionConvention(p)} ` : '';
    // The payout only: a push pays nothing, its wager stays where it is (a returned stake is not "paid", issue 18 N10).
    const word = pushWord(p);
    const payQuestion = `${house}Seat ${seat} has ${money} on ${BET_LABELS[on]}. How much do you pay, not counting the wager itself? (0 if it loses, or if it is a ${word} and the wager stays in its spot)`;
    const steps: StepSpec[] = [];
    if (on === 'perfect_pair_player' || on === 'perfect_pair_banker') {
      const hand = on === 'perfect_pair_player' ? 'Player' : 'Banker';
      const choice = s.pairClass === null ? 'n' : PAIR_KEY[s.pairClass];
      const [a, b] = firstTwo(on === 'perfect_pair_player' ? coup.player : coup.banker);
      steps.push({
        question: `Seat ${seat} has ${money} on ${BET_LABELS[on]}. What pair, if any, are the ${hand}'s first two cards?`,
        scene,
        form: { type: 'choice', options: PAIR_OPTIONS },
        key: {
          expected: { type: 'choice', choice },
          answerText: `${capitalise(s.detail ?? 'no pair')}.`,
          working: `${hand}'s first two cards ${cardLabel(a)} ${cardLabel(b)}: ${pairWorking(a, b)}.`,
          rule: s.pairClass === null ? 'Tasmania 15.1, 15.6b' : s.rule,
          cases,
          redLine: false,
        },
      });
    } else if (on === 'dragon_player' || on === 'dragon_banker') {
      steps.push({
        question: `Seat ${seat} has ${money} on ${BET_LABELS[on]}. How does the Dragon Bonus bet stand?`,
        scene,
        form: { type: 'choice', options: dragonOptions(word) },
        key: {
          expected: { type: 'choice', choice: dragonKey(s) },
          answerText:
            s.outcome === 'win'
              ? `${capitalise(s.detail ?? '')}: pays ${s.odds}.`
              : s.outcome === 'push'
                ? `Natural tie: ${word}.`
                : `Loses (${s.detail}).`,
          working: `Player ${coup.playerPoint}, Banker ${coup.bankerPoint}${coup.natural ? ' (a natural)' : ''}: ${s.detail}. A non-natural win pays by its margin (4 or more), a natural win 1:1, a natural tie is a ${word}.`,
          rule: s.rule,
          cases,
          redLine: false,
        },
      });
    }
    steps.push({
      question: payQuestion,
      scene,
      form: { type: 'amount', label: 'Payout' },
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
