// Shuffle and cut (Tasmania 5.3-5.5), the marker card (5.4) and the house burn. Answers from core/cut.ts.
import { cardLabel, orderedDecks, rankOf, suitOf, type Card, type Rank, type Suit } from '../../../cards.ts';
import { cutOfferRef, seatNumberingRef } from '../../../conventions.ts';
import {
  burnProcedure,
  CARDS_BEHIND_MARKER,
  checkCut,
  cutOfferOrder,
  cutOfferWorkingRef,
  MIN_CUT_DISTANCE,
  whoCuts,
} from '../../../cut.ts';
import { ref, sentences, type MessageRef } from '../../../i18n/say.ts';
import { english } from '../../../i18n/phrase.ts';
import { tableScene } from '../kind.ts';
import type { AreaTopic } from './topics.ts';
import {
  choiceKey,
  lettered,
  NO,
  seatLabel,
  seatList,
  seatOptions,
  someSeats,
  unwrap,
  YES,
  YES_NO,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

/** A key's rule is a string its citations are read from (Tasmania sections), so it is said in English here; the
 *  message is ready for when the rule becomes a phrase. */
const RULE_BURN = english(ref('proc_shuffle_rule_burn', {}));

const RANK_IDS = {
  A: 'proc_shuffle_rank_a',
  '2': 'proc_shuffle_rank_2',
  '3': 'proc_shuffle_rank_3',
  '4': 'proc_shuffle_rank_4',
  '5': 'proc_shuffle_rank_5',
  '6': 'proc_shuffle_rank_6',
  '7': 'proc_shuffle_rank_7',
  '8': 'proc_shuffle_rank_8',
  '9': 'proc_shuffle_rank_9',
  T: 'proc_shuffle_rank_t',
  J: 'proc_shuffle_rank_j',
  Q: 'proc_shuffle_rank_q',
  K: 'proc_shuffle_rank_k',
} as const satisfies Record<Rank, string>;
const SUIT_IDS = {
  s: 'proc_shuffle_suit_s',
  h: 'proc_shuffle_suit_h',
  d: 'proc_shuffle_suit_d',
  c: 'proc_shuffle_suit_c',
} as const satisfies Record<Suit, string>;

/** "seven of hearts" (cards.ts's cardName) in the reader's language. */
function cardNameRef(card: Card): MessageRef {
  return ref('proc_shuffle_card', {
    rank: ref(RANK_IDS[rankOf(card)], {}),
    suit: ref(SUIT_IDS[suitOf(card)], {}),
  });
}

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
      question: ref('proc_shuffle_cut_question', { at, total, back: total - at }),
      scene: tableScene(t.ctx.profile, {
        situation: ref('proc_shuffle_offered', { decks: t.ctx.profile.decks }),
      }),
      form: { type: 'choice', options: YES_NO },
      key: choiceKey(
        r.ok ? 'y' : 'n',
        r.ok ? YES : NO,
        // The invalid cut's reason is core/cut.ts's checkCut, said as a message.
        r.ok
          ? ref('proc_shuffle_cut_valid_working', { at, back: total - at })
          : ref('proc_shuffle_cut_invalid_working', { min: MIN_CUT_DISTANCE, at, back: total - at, total }),
        'Tasmania 5.3',
        [r.ok ? 'cut-valid' : 'cut-invalid'],
        t,
      ),
    },
  ];
}

function marker(t: Tools): Step[] {
  const n = CARDS_BEHIND_MARKER;
  const between = (a: number): MessageRef => ref('proc_shuffle_marker_between', { a, b: a + 1 });
  const correct = between(n);
  const o = lettered(t.rng, correct, [
    between(n - 1),
    between(n + 1),
    ref('proc_shuffle_marker_wrong_ten', {}),
    ref('proc_shuffle_marker_wrong_two_decks', {}),
    ref('proc_shuffle_marker_wrong_cut', {}),
  ]);
  return [
    {
      question: ref('proc_shuffle_marker_question', {}),
      scene: tableScene(t.ctx.profile, {
        situation: ref('proc_shuffle_squared', { decks: t.ctx.profile.decks }),
      }),
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        correct,
        ref('proc_shuffle_marker_working', {}),
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
  const { seatOne, cutOfferFirst } = t.ctx.profile;
  const input = { seats, occupied, firstSeated, previousCutter, seatOne, firstSeatedMeans: cutOfferFirst };
  const order = unwrap(cutOfferOrder(input));
  // Sometimes the first players offered decline (and now and then everyone does, so the Inspector cuts).
  const declines = t.rng.nextInt(3) === 0 ? order.length - 1 : t.rng.nextInt(Math.min(3, order.length));
  const declined = order.slice(0, declines).filter((c): c is number => c !== 'inspector');
  const cutter = unwrap(whoCuts(input, declined));
  const history = firstGame
    ? ref('proc_shuffle_history_first', { seat: firstSeated })
    : ref(
        occupied.includes(previousCutter as number)
          ? 'proc_shuffle_history_previous'
          : 'proc_shuffle_history_previous_left',
        { seat: String(previousCutter) },
      );
  const declinedText =
    declined.length === 0
      ? []
      : [
          declined.length > 1
            ? ref('proc_shuffle_decline_many', { seats: seatList(declined) })
            : ref('proc_shuffle_decline_one', { seat: seatList(declined) }),
        ];
  const working = cutOfferWorkingRef(input, order);
  // The answer depends on two house conventions (seat 1's end; 5.3's "first seated player"): the question states them.
  const conventions = [seatNumberingRef(t.ctx.profile), ...(firstGame ? [cutOfferRef(t.ctx.profile)] : [])];
  const inspector = ref('proc_shuffle_inspector', {});
  return [
    {
      question: sentences(
        ...(conventions as [MessageRef, ...MessageRef[]]),
        ref('proc_shuffle_occupied', { seats: seatList(occupied) }),
        history,
        ...declinedText,
        ref(declined.length > 0 ? 'proc_shuffle_who_cuts_next' : 'proc_shuffle_who_cuts', {}),
      ),
      scene: tableScene(t.ctx.profile, {
        players: occupied,
        situation: ref('proc_shuffle_new_shoe_offered', {}),
      }),
      form: { type: 'choice', options: seatOptions(occupied, [{ key: 'i', label: inspector }]) },
      key: choiceKey(
        cutter === 'inspector' ? 'i' : String(cutter),
        cutter === 'inspector' ? inspector : seatLabel(cutter),
        cutter === 'inspector' ? sentences(working, ref('proc_shuffle_inspector_cuts', {})) : working,
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
  const count = (n: string): MessageRef => ref('proc_tools_number', { n });
  const o = lettered(
    t.rng,
    count(`${r.count}`),
    [0, r.count + 1, r.count - 1, Number.isNaN(face) ? 0 : face, 9]
      .map(String)
      .filter((x) => Number(x) >= 0)
      .map(count),
  );
  return [
    {
      question: ref('proc_shuffle_burn_question', { card: cardLabel(turned) }),
      scene: tableScene(t.ctx.profile, {
        shoeMouth: { card: turned, faceUp: true },
        situation: ref('proc_shuffle_new_shoe', {}),
      }),
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        count(`${r.count}`),
        ref('proc_shuffle_burn_working', { card: cardNameRef(turned), count: r.count, with: r.count + 1 }),
        RULE_BURN,
        ['burn'],
        t,
      ),
    },
  ];
}

export const SHUFFLE_AND_CUT: Record<AreaTopic<'cut'>, Builder> = {
  'cut-valid': cutValid,
  'cut-offer': cutOffer,
  marker,
  burn,
};
