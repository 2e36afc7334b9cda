// Irregularities (Tasmania 14) and the last coup (9.4), re-derived from what the trainee is shown:
// the cards on the layout, the situation in words and the options. An option is found by what it says (its
// wording), never through the engine's procedure ids.
import type { Card } from '../../../core/cards.ts';
import type { ChoiceOption, DrillItem, DrillStep, TableScene } from '../../../core/drills/types.ts';
import { expect, sceneWrong, type CheckContext } from './check-items.ts';
import {
  bankerDraws,
  cardFromLabel,
  illegalHands,
  playerDraws,
  point,
  Unreadable,
  winnerOf,
  type Winner,
} from './rules.ts';
import { english } from '../../../core/i18n/phrase.ts';

// ---------- Reading the prompt ----------

interface HandsOption {
  readonly void: boolean;
  readonly player: Card[];
  readonly banker: Card[];
  readonly winner: Winner | null;
}

/** "Player 10♦ K♠ 2♣ — Banker 3♥ A♦ 8♦, Tie" or "void, all wagers returned". */
function readHands(label: string): HandsOption {
  if (/void, all wagers returned$/.test(label)) return { void: true, player: [], banker: [], winner: null };
  const m = label.match(/^Player (.*) — Banker (.*), (Player wins|Banker wins|Tie)$/);
  if (!m) throw new Unreadable(`unreadable hands option "${label}"`);
  const list = (t: string): Card[] => (t === '(no cards)' ? [] : t.split(' ').map(cardFromLabel));
  const w = m[3] === 'Tie' ? 'tie' : m[3] === 'Player wins' ? 'player' : 'banker';
  return { void: false, player: list(m[1] as string), banker: list(m[2] as string), winner: w };
}

/** What each procedure says, by its wording. */
const WORDING = {
  'card-to-banker': /becomes the Banker's third card/,
  'mouth-non-betting': /face up at the mouth of the shoe.*next coup is non-betting/,
  'mouth-reshuffle': /face up at the mouth of the shoe.*no more cards are dealt until the reshuffle/,
  'first-card-next-hand': /Player's first card of the next hand/,
  'set-aside': /set aside with the discards/,
  'to-player-banker-draws': /goes to the Player; the Banker then draws if the table of play says so/,
  'use-by-table-of-play': /used as the next card, by the table of play/,
  'void-hand': /^The hand is void/,
  'void-coup': /^The coup is void/,
  'last-coup': /dealt to its end and announced as the last hand/,
  'no-new-coup': /^No new coup is dealt/,
  'deal-normally': /^Deal the coup as normal$/,
} as const;
type Procedure = keyof typeof WORDING;

function optionsOf(step: DrillStep): readonly ChoiceOption[] {
  const form = step.prompt.form;
  if (form.type !== 'choice') throw new Error(`${step.prompt.itemId}: not a choice step`);
  return form.options;
}

/** The key of the option that says `procedure`; records a disagreement when no option (or several) says it. */
function expectProcedure(
  x: CheckContext,
  item: DrillItem,
  procedure: Procedure,
  clause: string,
  code: string,
): void {
  const step = item.steps[0] as DrillStep;
  const matching = optionsOf(step).filter((o) => WORDING[procedure].test(english(o.label)));
  if (matching.length !== 1) {
    sceneWrong(x, item, 0, `${code}-options`, clause, `${matching.length} options say "${procedure}"`);
    return;
  }
  expect(x, item, 0, { type: 'choice', choice: (matching[0] as ChoiceOption).key }, code, clause);
}

/** Where the marker stood when the card in question left the shoe, as the situation says. */
type MarkerState = 'not-appeared' | 'at-mouth-now' | 'drawn-before';

function markerState(situation: string): MarkerState {
  if (/The marker card has not appeared/.test(situation)) return 'not-appeared';
  if (/The marker card is now showing at the mouth of the shoe/.test(situation)) return 'at-mouth-now';
  // "came out during this hand", "came out just before X", "came out only after the hand was complete", "was at the
  // mouth of the shoe when this hand began", "the marker card comes out of the shoe and the card behind it …".
  if (
    /[Tt]he marker card (came out|was at the mouth of the shoe when this hand began|comes out of the shoe and)/.test(
      situation,
    )
  )
    return 'drawn-before';
  throw new Unreadable(`no marker state in "${situation}"`);
}

const cardsOf = (scene: TableScene, hand: 'player' | 'banker'): Card[] => scene[hand].map((c) => c.card);

/** Deal order of a coup's cards (Tasmania 9.2: P, B, P, B, then the Player's and the Banker's third cards). */
function dealOrder(player: readonly Card[], banker: readonly Card[]): Card[] {
  return [player[0], banker[0], player[1], banker[1], player[2], banker[2]].filter(
    (c): c is Card => c !== undefined,
  );
}

/**
 * The hands step: `fits` says whether finished hands are what the procedure gives (cards the trainee cannot see yet,
 * the next ones in the shoe, may be any card). Exactly one option may fit, and the key must be it.
 */
function expectHands(
  x: CheckContext,
  item: DrillItem,
  fits: (h: HandsOption) => boolean,
  clause: string,
  code: string,
): void {
  const step = item.steps[1];
  if (!step) {
    sceneWrong(x, item, 0, `${code}-no-hands-step`, clause, 'no step asks for the hands');
    return;
  }
  const fitting = optionsOf(step).filter((o) => {
    const h = readHands(english(o.label));
    if (h.void) return fits(h);
    // The result written must be the result of the cards written (Tasmania 10.3).
    return h.winner === winnerOf(point(h.player), point(h.banker)) && fits(h);
  });
  if (fitting.length !== 1) {
    sceneWrong(x, item, 1, `${code}-options`, clause, `${fitting.length} hands options fit the procedure`);
    return;
  }
  expect(x, item, 1, { type: 'choice', choice: (fitting[0] as ChoiceOption).key }, code, clause);
}

const same = (a: readonly Card[], b: readonly Card[]): boolean =>
  a.length === b.length && a.every((c, i) => c === b[i]);

// ---------- The irregularities ----------

export function checkIrregularity(x: CheckContext, item: DrillItem): void {
  const step = item.steps[0] as DrillStep;
  // Issue 8 defect 6: the first step's feedback must not give away the hands and result the second step asks for.
  const second = item.steps[1];
  if (
    second &&
    /Result:|(Player|Banker) wins|\bTie\b/.test(
      `${english(step.key.answerText)} ${english(step.key.working)}`,
    )
  )
    sceneWrong(x, item, 0, 'feedback-gives-next-step', 'issue 8 defect 6', english(step.key.working));
  const scene = step.prompt.scene;
  const situation = english(scene.situation ?? '');
  const p = cardsOf(scene, 'player');
  const b = cardsOf(scene, 'banker');

  const misdealtP = scene.player.find((c) => c.flag === 'misdealt');
  const misdealtB = scene.banker.find((c) => c.flag === 'misdealt');

  // 14.1: a card dealt to the Player in error (the Player's hand was complete).
  if (misdealtP) {
    const player = p.filter((_c, i) => scene.player[i]?.flag !== 'misdealt');
    const card = misdealtP.card;
    const clause = 'Tasmania 14.1';
    if (bankerDraws(player.slice(0, 2), b, player[2] ?? null)) {
      expectProcedure(x, item, 'card-to-banker', clause, 'irr-14.1');
      expectHands(
        x,
        item,
        (h) => !h.void && same(h.player, player) && same(h.banker, [...b, card]),
        clause,
        'irr-14.1-hands',
      );
      return;
    }
    // The card goes to the mouth of the shoe. The next coup is non-betting and starts with it, unless the marker
    // came out before it: then the hand was the last (14.1's exception), and a playing card has been drawn after
    // the marker, so no new deal starts either (9.4).
    const reshuffle = markerState(situation) === 'drawn-before';
    expectProcedure(
      x,
      item,
      reshuffle ? 'mouth-reshuffle' : 'mouth-non-betting',
      reshuffle ? 'Tasmania 14.1, 9.4' : clause,
      'irr-14.1',
    );
    expectHands(
      x,
      item,
      (h) => !h.void && same(h.player, player) && same(h.banker, b),
      clause,
      'irr-14.1-hands',
    );
    return;
  }

  // 14.3: a card dealt to the Banker that should have gone to the Player.
  if (misdealtB) {
    const card = misdealtB.card;
    const banker = b.filter((_c, i) => scene.banker[i]?.flag !== 'misdealt');
    const clause = 'Tasmania 14.3';
    if (!playerDraws(p, banker))
      sceneWrong(
        x,
        item,
        0,
        'irr-14.3-scene',
        'Tasmania 11',
        "the Player does not draw, so no card was the Player's",
      );
    expectProcedure(x, item, 'to-player-banker-draws', clause, 'irr-14.3');
    const player = [...p, card];
    const draws = bankerDraws(p, banker, card);
    expectHands(
      x,
      item,
      (h) =>
        !h.void &&
        same(h.player, player) &&
        same(h.banker.slice(0, 2), banker) &&
        // The Banker's card, if any, is the next from the shoe (8 decks: it may be another card of the same code).
        h.banker.length === (draws ? 3 : 2),
      'Tasmania 14.3, 11',
      'irr-14.3-hands',
    );
    return;
  }

  // 14.2: a card drawn in excess, not disclosed.
  if (scene.shoeMouth?.flag === 'excess') {
    const clause = 'Tasmania 14.2';
    const marker = markerState(situation);
    expectProcedure(
      x,
      item,
      marker === 'not-appeared' ? 'first-card-next-hand' : 'set-aside',
      clause,
      'irr-14.2',
    );
    return;
  }

  // 14.4: a card found face up in the shoe: used by the table of play if the coup needs it, else 14.1.
  if (scene.shoeMouth?.flag === 'exposed') {
    const card = scene.shoeMouth.card;
    const shown = dealOrder(p, b);
    const needsCard =
      shown.length < 4 ||
      (p.length === 2 && playerDraws(p, b.slice(0, 2))) ||
      (b.length === 2 && bankerDraws(p.slice(0, 2), b, p[2] ?? null));
    if (needsCard) {
      expectProcedure(x, item, 'use-by-table-of-play', 'Tasmania 14.4, 11', 'irr-14.4');
      expectHands(
        x,
        item,
        (h) => {
          if (h.void || illegalHands(h.player, h.banker) !== null) return false;
          const order = dealOrder(h.player, h.banker);
          return same(order.slice(0, shown.length), shown) && order[shown.length] === card;
        },
        'Tasmania 14.4, 11',
        'irr-14.4-hands',
      );
      return;
    }
    if (illegalHands(p, b) !== null)
      sceneWrong(x, item, 0, 'irr-14.4-scene', 'Tasmania 11', 'coup shown is not complete');
    // Not usable: 14.1's procedure. The card is taken from the shoe to the mouth: if the marker is already out (or
    // is in front of the card), that is a playing card drawn after the marker, so no new deal (9.4).
    const reshuffle = markerState(situation) !== 'not-appeared';
    expectProcedure(
      x,
      item,
      reshuffle ? 'mouth-reshuffle' : 'mouth-non-betting',
      reshuffle ? 'Tasmania 14.4, 14.1, 9.4' : 'Tasmania 14.4, 14.1',
      'irr-14.4',
    );
    expectHands(
      x,
      item,
      (h) => !h.void && same(h.player, p) && same(h.banker, b),
      'Tasmania 14.4, 14.1',
      'irr-14.4-hands',
    );
    return;
  }

  // 14.5: too few cards behind a misplaced marker: that hand is void.
  if (/placed in error .* the shoe is empty\.$/.test(situation)) {
    // The hand shown must still need a card: an unfinished initial deal or a draw the table of play requires.
    const needs =
      p.length + b.length < 4 ||
      (p.length === 2 && playerDraws(p, b.slice(0, 2))) ||
      (b.length === 2 && bankerDraws(p.slice(0, 2), b, p[2] ?? null));
    if (!needs) sceneWrong(x, item, 0, 'irr-14.5-scene', 'Tasmania 14.5, 11', 'the hand shown is complete');
    expectProcedure(x, item, 'void-hand', 'Tasmania 14.5', 'irr-14.5');
    return;
  }

  // 14.6: the order of the cards cannot be determined: that coup is void.
  if (/nobody can say which card was dealt where\.$/.test(situation)) {
    expectProcedure(x, item, 'void-coup', 'Tasmania 14.6', 'irr-14.6');
    return;
  }

  // 9.4: no initial deal starts once the marker card and one playing card after it have been drawn.
  let m: RegExpMatchArray | null;
  if (
    (m = situation.match(
      /The marker card came out (?:during it|of the shoe in this coup),? and (\d+) playing cards? (?:was|were) drawn after it\./,
    ))
  ) {
    const after = Number(m[1]);
    // With no playing card after the marker yet, one more coup may start, and it is the last hand.
    expectProcedure(
      x,
      item,
      after >= 1 ? 'no-new-coup' : 'last-coup',
      'Tasmania 9.4',
      `irr-9.4-${after >= 1 ? '' : 'no-'}card-after-marker`,
    );
    return;
  }
  if (situation.includes('the marker card is showing at the mouth of the shoe')) {
    expectProcedure(x, item, 'last-coup', 'Tasmania 9.4', 'irr-9.4');
    return;
  }
  if (/the marker card comes out of the shoe\. What now\?$/.test(situation)) {
    // The coup in progress is completed (only an initial deal is barred); the marker is out, so it is the last.
    expectProcedure(x, item, 'last-coup', 'Tasmania 9.4', 'irr-9.4');
    return;
  }
  if ((m = situation.match(/(\d+) cards? remains? in front of the marker card/))) {
    // The marker has not come out: a coup starts as normal (it is the last one if the marker comes out during it).
    expectProcedure(x, item, Number(m[1]) >= 1 ? 'deal-normally' : 'last-coup', 'Tasmania 9.4', 'irr-9.4');
    return;
  }
  throw new Unreadable(`${item.id}: the checker cannot read this irregularity: "${situation}"`);
}
