// Table procedures: the shuffle and cut (Tasmania 5.3-5.5) and the burn, the squeeze (9.3), limits (7.3-7.5) and
// competition play (16.4-16.8). Each item is one situation with one or two questions: a choice (seat numbers, yes/no,
// or lettered options) or an amount in cents. The answers come from core/cut.ts, core/squeeze.ts, core/limits.ts and
// core/competition.ts, never from this file.
import { z } from 'zod';
import { BET_LABELS, type BetName } from '../../bets.ts';
import { cardLabel, cardName, orderedDecks, type Card } from '../../cards.ts';
import {
  bettingSequence,
  firstPuck,
  judgeSecretWager,
  mayAlterWager,
  nextPuck,
  playOffCoups,
  topUp,
  type CompetitionArea,
  type SecretWagerInput,
} from '../../competition.ts';
import type { Winner } from '../../coup.ts';
import { burnProcedure, checkCut, cutOfferOrder, whoCuts, type Cutter } from '../../cut.ts';
import { settleWithinLimits, proRata } from '../../limits.ts';
import { formatCents } from '../../money.ts';
import { limitsFor } from '../../profiles.ts';
import type { Rng } from '../../rng.ts';
import { CARDS_BEHIND_MARKER } from '../../shoe.ts';
import { squeezeHolders, type SqueezeBet } from '../../squeeze.ts';
import type { AnswerKey, ChoiceOption, SceneBet } from '../types.ts';
import {
  buildItem,
  faceUp,
  tableScene,
  type DrillKindModule,
  type KindContext,
  type StepSpec,
} from './kind.ts';
import { amountUnit, betAmount, betId, stakeUnit } from './payout.ts';

export const PROCEDURE_TOPICS = {
  cut: ['cut-valid', 'cut-offer', 'marker', 'burn'],
  squeeze: ['squeeze'],
  limits: ['under-minimum', 'over-maximum', 'pro-rata'],
  competition: ['puck', 'tie-change', 'top-up', 'secret-wager', 'play-off'],
} as const;
export type ProcedureArea = keyof typeof PROCEDURE_TOPICS;
export type ProcedureTopic = (typeof PROCEDURE_TOPICS)[ProcedureArea][number];
const AREAS = Object.keys(PROCEDURE_TOPICS) as ProcedureArea[];
const TOPICS = Object.values(PROCEDURE_TOPICS).flat() as [ProcedureTopic, ...ProcedureTopic[]];

export const procedureConstraints = z
  .object({
    /** A group of topics; by default a group is chosen uniformly, then a topic in it. */
    area: z.enum(AREAS as [ProcedureArea, ...ProcedureArea[]]).optional(),
    topic: z.enum(TOPICS).optional(),
  })
  .strict()
  .refine(
    (k) =>
      k.area === undefined ||
      k.topic === undefined ||
      (PROCEDURE_TOPICS[k.area] as readonly string[]).includes(k.topic),
    { message: 'this topic is not in that area', path: ['topic'] },
  );
type ProcedureConstraints = z.infer<typeof procedureConstraints>;

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
const YES_NO: ChoiceOption[] = [
  { key: 'y', label: 'Yes' },
  { key: 'n', label: 'No' },
];

type Step = StepSpec;

interface Tools {
  readonly ctx: KindContext;
  readonly rng: Rng;
  readonly m: (cents: number) => string;
}

/** Feedback reads as sentences: the engine's explanations start in lower case. */
function sentence(text: string): string {
  const t = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

function key(
  expected: AnswerKey['expected'],
  answerText: string,
  working: string,
  rule: string,
  cases: string[],
  t: Tools,
): AnswerKey {
  return {
    expected,
    answerText,
    working: sentence(working),
    rule,
    cases,
    redLine: false,
    currencySymbol: t.ctx.profile.currency.symbol,
  };
}

function choiceKey(
  choice: string,
  answerText: string,
  working: string,
  rule: string,
  cases: string[],
  t: Tools,
) {
  return key({ type: 'choice', choice }, answerText, working, rule, cases, t);
}

function amountKey(amount: number, working: string, rule: string, cases: string[], t: Tools) {
  return key({ type: 'amount', amount }, t.m(amount), working, rule, cases, t);
}

/** Lettered options in random order; returns the options and the key of `correct`. */
function lettered(
  rng: Rng,
  correct: string,
  wrong: readonly string[],
): { options: ChoiceOption[]; answer: string } {
  const labels = [correct, ...[...new Set(wrong)].filter((w) => w !== correct)].slice(0, LETTERS.length);
  rng.shuffle(labels);
  const options = labels.map((label, i) => ({ key: LETTERS[i] as string, label }));
  return { options, answer: LETTERS[labels.indexOf(correct)] as string };
}

/** Seat options keyed by their own digit, in seat order, plus extra lettered options (the Inspector, the dealer). */
function seatOptions(seats: readonly number[], extra: readonly ChoiceOption[] = []): ChoiceOption[] {
  return [...[...seats].sort((a, b) => a - b).map((s) => ({ key: String(s), label: `Seat ${s}` })), ...extra];
}

/** A random subset of the table's seats, at least `min` of them, in seat order. */
function someSeats(rng: Rng, seats: number, min: number): number[] {
  const all = Array.from({ length: seats }, (_v, i) => i + 1);
  rng.shuffle(all);
  return all.slice(0, rng.between(min, seats)).sort((a, b) => a - b);
}

function seatsText(seats: readonly number[]): string {
  return seats.join(', ');
}

function cutterText(c: Cutter): string {
  return c === 'inspector' ? 'the Inspector' : `seat ${c}`;
}

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(`procedure drill built an invalid situation: ${r.error}`);
  return r.value;
}

// ---------- Shuffle, cut, marker, burn ----------

function cutValid(t: Tools): Step[] {
  const total = t.ctx.profile.decks * 52;
  const near = t.rng.nextInt(3);
  const at =
    near === 0
      ? t.rng.between(1, 12)
      : near === 1
        ? total - t.rng.between(1, 12)
        : t.rng.between(13, total - 13);
  const r = checkCut(total, at);
  return [
    {
      question: `The player places the cut card ${at} cards from the front of the ${total} cards (${total - at} from the back). Is the cut valid?`,
      scene: tableScene(t.ctx.profile, {
        situation: `${t.ctx.profile.decks} decks, shuffled and offered for the cut.`,
      }),
      form: { type: 'choice', options: YES_NO },
      key: choiceKey(
        r.ok ? 'y' : 'n',
        r.ok ? 'Yes' : 'No',
        r.ok ? `At least 10 cards lie on each side of the cut (${at} and ${total - at}).` : r.error,
        'Tasmania 5.3',
        [r.ok ? 'cut-valid' : 'cut-invalid'],
        t,
      ),
    },
  ];
}

function marker(t: Tools): Step[] {
  const n = CARDS_BEHIND_MARKER;
  const correct = `Between the ${n}th and ${n + 1}th cards from the back`;
  const o = lettered(t.rng, correct, [
    `Between the ${n - 1}th and ${n}th cards from the back`,
    `Between the ${n + 1}th and ${n + 2}th cards from the back`,
    'Ten cards from the back, the nearest a cut may be',
    'About two decks from the back',
    'Where the player cut the cards',
  ]);
  return [
    {
      question:
        'The cards have been cut. Before placing them in the shoe, where does the dealer place the marker card?',
      scene: tableScene(t.ctx.profile, { situation: `${t.ctx.profile.decks} decks, cut and squared.` }),
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        correct,
        `Seven cards stay behind the marker, enough to finish the last coup (Tasmania 9.4). "About two decks from the back" is the competition indicator card (16.5.1).`,
        'Tasmania 5.4',
        ['marker'],
        t,
      ),
    },
  ];
}

function cutOffer(t: Tools): Step[] {
  const seats = t.ctx.profile.seats;
  const occupied = someSeats(t.rng, seats, 2);
  const firstGame = t.rng.nextInt(2) === 0;
  const firstSeated = t.rng.pick(occupied);
  const previousCutter = firstGame ? null : t.rng.between(1, seats);
  const input = { seats, occupied, firstSeated, previousCutter };
  const order = unwrap(cutOfferOrder(input));
  // Sometimes the first players offered decline (and now and then everyone does, so the Inspector cuts).
  const declines = t.rng.nextInt(3) === 0 ? order.length - 1 : t.rng.nextInt(Math.min(3, order.length));
  const declined = order.slice(0, declines).filter((c): c is number => c !== 'inspector');
  const cutter = unwrap(whoCuts(input, declined));
  const history = firstGame
    ? `This is the first game. The player in seat ${firstSeated} sat down first.`
    : `Seat ${previousCutter} cut the cards for the previous game${occupied.includes(previousCutter as number) ? '' : ' (that player has since left)'}.`;
  const declinedText =
    declined.length > 0
      ? ` Seat${declined.length > 1 ? 's' : ''} ${seatsText(declined)} decline${declined.length > 1 ? '' : 's'} to cut.`
      : '';
  const working = firstGame
    ? `Tasmania 5.3: the first seated player (seat ${firstSeated}) has priority, then clockwise from the highest numbered place: ${order.map(cutterText).join(', ')}.`
    : `Tasmania 5.5: the cut is first offered to the seated player on the left of the seat that cut last (seat ${previousCutter}); on a player's left is the next lower seat, and from seat 1 the highest seat. Order: ${order.map(cutterText).join(', ')}.`;
  return [
    {
      question: `Seats ${seatsText(occupied)} are occupied. ${history}${declinedText} Who is offered the cut${declined.length > 0 ? ' next' : ''}?`,
      scene: tableScene(t.ctx.profile, {
        situation: 'A new shoe has been shuffled and is offered for the cut.',
      }),
      form: { type: 'choice', options: seatOptions(occupied, [{ key: 'i', label: 'The Inspector' }]) },
      key: choiceKey(
        cutter === 'inspector' ? 'i' : String(cutter),
        cutter === 'inspector' ? 'The Inspector' : `Seat ${cutter}`,
        cutter === 'inspector'
          ? `${working} No seated player wishes to cut, so the Inspector cuts.`
          : working,
        firstGame ? 'Tasmania 5.3' : 'Tasmania 5.5',
        [firstGame ? 'cut-offer-first' : 'cut-offer-next'],
        t,
      ),
    },
  ];
}

function burn(t: Tools): Step[] {
  const cards = orderedDecks(1);
  const turned = t.rng.pick(cards);
  const r = unwrap(burnProcedure([turned, ...cards]));
  const face = turned[0] === 'A' ? 11 : Number(turned[0]);
  const o = lettered(
    t.rng,
    `${r.count}`,
    [0, r.count + 1, r.count - 1, Number.isNaN(face) ? 0 : face, 9].map(String).filter((x) => Number(x) >= 0),
  );
  return [
    {
      question: `The house burns at the start of a shoe. The dealer turns the first card: ${cardLabel(turned)}. How many more cards are burned?`,
      scene: tableScene(t.ctx.profile, {
        shoeMouth: { card: turned, faceUp: true },
        situation: 'A new shoe.',
      }),
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        `${r.count}`,
        `The ${cardName(turned)} counts ${r.count} (ace one, ten and court cards ten), so ${r.count} cards are burned after it, ${r.count + 1} with the turned card.`,
        'House burn procedure; Tasmania 8 count values',
        ['burn'],
        t,
      ),
    },
  ];
}

// ---------- The squeeze ----------

function squeeze(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seats = someSeats(t.rng, p.seats, 2);
  const bets: SqueezeBet[] = [];
  for (const seat of seats) {
    const on: BetName = t.rng.pick(['player', 'banker'] as const);
    bets.push({ seat, on, amount: betAmount(p, on, t.ctx.difficulty, t.rng) });
  }
  const hand = t.rng.pick(['player', 'banker'] as const);
  const onHand = bets.filter((b) => b.on === hand);
  // Equal highest wagers (9.3c) and refusals (9.3b) are what trainees get wrong: make them common.
  if (onHand.length >= 2 && t.rng.nextInt(2) === 0) {
    const top = Math.max(...onHand.map((b) => b.amount));
    const other = onHand.find((b) => b.amount !== top) ?? (onHand[1] as SqueezeBet);
    bets[bets.indexOf(other)] = { ...other, amount: top };
  }
  const ranked = bets.filter((b) => b.on === hand).sort((a, b) => b.amount - a.amount || a.seat - b.seat);
  const refused = ranked.length >= 2 && t.rng.nextInt(3) === 0 ? [(ranked[0] as SqueezeBet).seat] : [];
  const result = squeezeHolders(bets, { [hand]: refused });
  const holder = result[hand];
  const label = BET_LABELS[hand];
  const sceneBets: SceneBet[] = bets.map((b) => ({
    id: betId(b.seat, b.on),
    seat: b.seat,
    on: b.on,
    amount: b.amount,
  }));
  return [
    {
      question: `The cards are dealt face down for the squeeze.${refused.length > 0 ? ` Seat ${refused[0]} refuses the ${label} cards.` : ''} Who is passed the ${label}'s cards?`,
      scene: tableScene(p, {
        bets: sceneBets,
        situation: 'Squeeze game: cards dealt face down (Tasmania 9.3).',
      }),
      form: {
        type: 'choice',
        options: seatOptions(
          seats.filter((s) => !refused.includes(s)),
          [{ key: 'd', label: 'The dealer turns them' }],
        ),
      },
      key: choiceKey(
        holder.seat === null ? 'd' : String(holder.seat),
        holder.seat === null ? 'The dealer turns them' : `Seat ${holder.seat}`,
        `${holder.explanation.charAt(0).toUpperCase()}${holder.explanation.slice(1)}.`,
        holder.rule,
        [
          refused.length > 0
            ? 'squeeze-refused'
            : holder.seat === null
              ? 'squeeze-no-wager' // house practice (by analogy with 16.7.5), not 9.3
              : holder.rule.includes('9.3c')
                ? 'squeeze-equal'
                : 'squeeze-highest',
        ],
        t,
      ),
    },
  ];
}

// ---------- Limits ----------

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

// ---------- Competition play ----------

function competitionLimits(t: Tools) {
  return { ...t.ctx.profile.limits.main, unit: t.ctx.profile.competition?.unit ?? amountUnit(t.ctx.profile) };
}

function puck(t: Tools): Step[] {
  const inGame = someSeats(t.rng, t.ctx.profile.seats, 2);
  const start = t.rng.nextInt(3) === 0;
  const from = t.rng.pick(inGame);
  const puckSeat = unwrap(start ? firstPuck(inGame) : nextPuck(from, inGame));
  const order = unwrap(bettingSequence(inGame, puckSeat));
  return [
    {
      question: start
        ? `A competition session begins with players in seats ${seatsText(inGame)}. In front of which seat does the dealer place the puck?`
        : `Competition play, players in seats ${seatsText(inGame)}. The puck was in front of seat ${from} for the coup just finished. Where does it go for the next coup?`,
      scene: tableScene(t.ctx.profile, { situation: 'Competition play (Tasmania 16).' }),
      form: { type: 'choice', options: seatOptions(inGame) },
      key: choiceKey(
        String(puckSeat),
        `Seat ${puckSeat}`,
        start
          ? `The puck starts with the player at the dealer's immediate right, the lowest seat in play; betting then goes anticlockwise: ${order.join(', ')}.`
          : `After each coup the puck moves anticlockwise to the next player in the game (next higher seat, from the highest back to the lowest); the betting order is then ${order.join(', ')}.`,
        start ? 'Tasmania 16.5.4' : 'Tasmania 16.5.5',
        [start ? 'puck-start' : 'puck-move'],
        t,
      ),
    },
  ];
}

function tieChange(t: Tools): Step[] {
  const previous: Winner = t.rng.pick(['tie', 'tie', 'banker', 'player'] as const);
  const area: CompetitionArea = t.rng.pick(['player', 'banker', 'player', 'banker', 'tie'] as const);
  const seat = t.rng.between(1, t.ctx.profile.seats);
  const v = mayAlterWager(previous, area);
  const words = previous === 'tie' ? 'a Tie' : `a ${BET_LABELS[previous]} win`;
  return [
    {
      question: `Competition play. The last coup was ${words}. Before the next coup is dealt, seat ${seat} wants to change the wager left on the ${BET_LABELS[area]} area. Is that allowed?`,
      scene: tableScene(t.ctx.profile, { situation: 'Competition play (Tasmania 16).' }),
      form: { type: 'choice', options: YES_NO },
      key: choiceKey(
        v.allowed ? 'y' : 'n',
        v.allowed ? 'Yes' : 'No',
        `${v.reason}.`,
        v.rule,
        ['comp-tie-change'],
        t,
      ),
    },
  ];
}

function topUpStep(t: Tools): Step[] {
  const l = competitionLimits(t);
  const amount = Math.max(
    l.unit,
    l.min - l.unit * t.rng.between(1, Math.max(1, Math.floor((l.min - 1) / l.unit))),
  );
  const r = topUp(amount, l, t.m);
  const seat = t.rng.between(1, t.ctx.profile.seats);
  return [
    {
      question: `Competition play, minimum ${t.m(l.min)}. Seat ${seat} wagers ${t.m(amount)}. How much must the player add?`,
      scene: tableScene(t.ctx.profile, {
        bets: [{ id: betId(seat, 'banker'), seat, on: 'banker', amount }],
        situation: 'Competition play (Tasmania 16).',
      }),
      form: { type: 'amount', label: 'Add' },
      key: amountKey(
        r.add,
        `${t.m(l.min)} − ${t.m(amount)} = ${t.m(r.add)}: ${r.reason}.`,
        r.rule,
        ['comp-top-up'],
        t,
      ),
    },
  ];
}

function secretWager(t: Tools): Step[] {
  const l = competitionLimits(t);
  const u = l.unit;
  const within = (lo: number, hi: number): number => Math.max(lo, Math.floor(t.rng.between(lo, hi) / u) * u);
  const chipsHeld = within(l.min * 3, l.max * 2);
  const on: CompetitionArea = t.rng.pick(['player', 'banker', 'tie'] as const);
  const fault = t.rng.pick(['none', 'under', 'over', 'chips', 'total', 'form'] as const);
  let input: SecretWagerInput = {
    wager: { on, amount: within(l.min, Math.min(l.max, chipsHeld)) },
    limits: l,
    chipsHeld,
    chipWager: null,
  };
  if (fault === 'under') input = { ...input, wager: { on, amount: Math.max(u, l.min - u) } };
  if (fault === 'over')
    input = { ...input, chipsHeld: l.max * 3, wager: { on, amount: l.max + u * t.rng.between(1, 10) } };
  if (fault === 'chips') {
    const held = within(l.min, Math.max(l.min, l.max - u));
    input = { ...input, chipsHeld: held, wager: { on, amount: held + u * t.rng.between(1, 5) } };
  }
  if (fault === 'total') {
    const chip = within(l.min, Math.floor(l.max / 2));
    input = {
      ...input,
      chipsHeld: l.max * 3,
      chipWager: { on: on === 'tie' ? 'banker' : on, amount: chip },
      wager: { on, amount: l.max - chip + u * t.rng.between(1, 10) },
    };
  }
  if (fault === 'form') input = { ...input, wager: { on, amount: null } };
  const v = judgeSecretWager({ ...input, format: t.m });
  const form =
    input.wager.amount === null
      ? `a secret wager on ${BET_LABELS[on]} with the amount in words and figures left blank`
      : `a secret wager of ${t.m(input.wager.amount)} on ${BET_LABELS[on]}`;
  const chip = input.chipWager
    ? ` The player also has ${t.m(input.chipWager.amount)} in chips on ${BET_LABELS[input.chipWager.on]}.`
    : '';
  const reason = v.reason;
  const situation = `Competition play, limits ${t.m(l.min)} to ${t.m(l.max)}. The player in seat ${t.rng.between(1, t.ctx.profile.seats)} holds ${t.m(input.chipsHeld)} in chips and hands the dealer ${form}.${chip}`;
  const scene = tableScene(t.ctx.profile, { situation });
  const steps: Step[] = [
    {
      question: 'Does the secret wager comply with the rules?',
      scene,
      form: { type: 'choice', options: YES_NO },
      key: choiceKey(
        v.valid ? 'y' : 'n',
        v.valid ? 'Yes' : 'No',
        // What the wager is deemed to be is the next step's answer: not given away here.
        `${reason.replace(/: deemed [^;]*/g, '')}.`,
        v.rule,
        [`secret-${fault}`],
        t,
      ),
    },
  ];
  // Asked whether or not the form complies, so that the second step gives nothing away about the first.
  const settledAt = v.valid ? input.wager.amount : v.deemed;
  if (settledAt !== null) {
    steps.push({
      question: 'The coup is over. At what amount is the secret wager settled?',
      scene,
      form: { type: 'amount', label: 'Wager settled at' },
      key: amountKey(settledAt, `${reason}.`, v.rule, [`secret-${fault}`], t),
    });
  }
  if (v.deduction > 0) {
    steps.push({
      question: "The form does not correctly show the wager. How much is deducted from the player's chips?",
      scene,
      form: { type: 'amount', label: 'Deducted' },
      key: amountKey(v.deduction, `${reason}.`, v.rule, [`secret-${fault}`], t),
    });
  }
  return steps;
}

function playOff(t: Tools): Step[] {
  const card: Card = t.rng.pick(orderedDecks(1));
  const n = playOffCoups(card);
  const face = Number(card[0]);
  const o = lettered(t.rng, `${n}`, [
    '0',
    String(n + 1),
    String(Number.isNaN(face) ? 1 : Math.max(0, n - 1)),
    '11',
    '5',
    '13',
  ]);
  return [
    {
      question: `Two players finish the session level. A card is drawn from a new shoe to set the number of play-off coups: ${cardLabel(card)}. How many coups are played?`,
      scene: tableScene(t.ctx.profile, {
        shoeMouth: { card, faceUp: true },
        situation: 'Competition play-off (Tasmania 16.8.3).',
      }),
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        `${n}`,
        `The face value of the card sets the number of coups; an ace counts one and picture cards (and tens) ten: ${cardName(card)} = ${n}.`,
        'Tasmania 16.8.3',
        ['comp-play-off'],
        t,
      ),
    },
  ];
}

const BUILDERS: Record<ProcedureTopic, (t: Tools) => Step[]> = {
  'cut-valid': cutValid,
  'cut-offer': cutOffer,
  marker,
  burn,
  squeeze,
  'under-minimum': (t) => limitStep(t, false),
  'over-maximum': (t) => limitStep(t, true),
  'pro-rata': proRataStep,
  puck,
  'tie-change': tieChange,
  'top-up': topUpStep,
  'secret-wager': secretWager,
  'play-off': playOff,
};

export const procedure: DrillKindModule = {
  kind: 'procedure',
  rule: 'Tasmania 5.3-5.5, 7.3-7.5, 9.3, 16.4-16.8',
  constraints: procedureConstraints,
  generate(ctx) {
    const k = ctx.constraints as ProcedureConstraints;
    const p = ctx.profile;
    if (k.topic === 'squeeze' && !p.squeeze) {
      return { ok: false, error: `${p.name} does not play the squeeze (Tasmania 9.3): choose another topic` };
    }
    if (k.area === 'squeeze' && !p.squeeze) {
      return { ok: false, error: `${p.name} does not play the squeeze (Tasmania 9.3): choose another area` };
    }
    const topic =
      k.topic ??
      ctx.rng.pick(
        PROCEDURE_TOPICS[k.area ?? ctx.rng.pick(AREAS.filter((a) => a !== 'squeeze' || p.squeeze))],
      );
    const t: Tools = { ctx, rng: ctx.rng, m: (c) => formatCents(c, p.currency.symbol) };
    return { ok: true, item: buildItem(ctx, 'procedure', BUILDERS[topic](t)) };
  },
  constraintsForCase(tag) {
    const byTag: Record<string, ProcedureTopic> = {
      'cut-valid': 'cut-valid',
      'cut-invalid': 'cut-valid',
      'cut-offer-first': 'cut-offer',
      'cut-offer-next': 'cut-offer',
      marker: 'marker',
      burn: 'burn',
      'squeeze-refused': 'squeeze',
      'squeeze-equal': 'squeeze',
      'squeeze-highest': 'squeeze',
      'squeeze-dealer': 'squeeze',
      'squeeze-no-wager': 'squeeze',
      'limit-over': 'over-maximum',
      'limit-under-returned': 'under-minimum',
      'limit-under-first': 'under-minimum',
      'limit-pro-rata': 'pro-rata',
      'puck-start': 'puck',
      'puck-move': 'puck',
      'comp-tie-change': 'tie-change',
      'comp-top-up': 'top-up',
      'comp-play-off': 'play-off',
    };
    const topic = byTag[tag] ?? (tag.startsWith('secret-') ? 'secret-wager' : undefined);
    return topic ? { topic } : null;
  },
};
