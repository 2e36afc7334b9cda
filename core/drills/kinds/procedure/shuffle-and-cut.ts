// Shuffle and cut (Tasmania 5.3-5.5), the marker card (5.4) and the house burn. Answers from core/cut.ts.
import { cardLabel, cardName, orderedDecks } from '../../../cards.ts';
import { cutOfferWords, seatNumberingWords } from '../../../conventions.ts';
import {
  burnProcedure,
  CARDS_BEHIND_MARKER,
  checkCut,
  cutOfferOrder,
  cutOfferWorking,
  whoCuts,
} from '../../../cut.ts';
import { tableScene } from '../kind.ts';
import type { AreaTopic } from './topics.ts';
import {
  choiceKey,
  lettered,
  seatOptions,
  seatsText,
  someSeats,
  unwrap,
  YES_NO,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

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
  const { seatOne, cutOfferFirst } = t.ctx.profile;
  const input = { seats, occupied, firstSeated, previousCutter, seatOne, firstSeatedMeans: cutOfferFirst };
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
  const working = cutOfferWorking(input, order);
  // The answer depends on two house conventions (seat 1's end; 5.3's "first seated player"): the question states them.
  const conventions = `${seatNumberingWords(t.ctx.profile)}${firstGame ? ` ${cutOfferWords(t.ctx.profile)}` : ''}`;
  return [
    {
      question: `${conventions} Seats ${seatsText(occupied)} are occupied. ${history}${declinedText} Who is offered the cut${declined.length > 0 ? ' next' : ''}?`,
      scene: tableScene(t.ctx.profile, {
        players: occupied,
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

export const SHUFFLE_AND_CUT: Record<AreaTopic<'cut'>, Builder> = {
  'cut-valid': cutValid,
  'cut-offer': cutOffer,
  marker,
  burn,
};
