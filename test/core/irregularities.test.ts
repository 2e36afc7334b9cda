import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.ts';
import {
  coupAt,
  handsLabel,
  IRREGULARITY_KINDS,
  PROCEDURE_LABELS,
  PROCEDURES,
  resolve,
  type Resolution,
  type Scenario,
} from '../../core/irregularities.ts';
import {
  generateScenario,
  SCENARIO_VARIANTS,
  type ScenarioVariant,
} from '../../core/irregularities/generate.ts';
import { asksForHands, handsOptions, procedureOptions } from '../../core/irregularities/options.ts';
import { irregularityScene } from '../../core/drills/kinds/irregularity.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { Rng, seedRng } from '../../core/rng.ts';
import type { Shoe } from '../../core/shoe.ts';
import { english } from '../../core/i18n/phrase.ts';

/** A shoe holding `cards` (then filler), at `position`, with the marker after `markerIndex` cards. */
function shoeOf(
  cards: string,
  opts: { position?: number; markerIndex?: number; filler?: number } = {},
): Shoe {
  const head = cards.split(' ').filter(Boolean) as Card[];
  const filler: Card[] = Array.from(
    { length: opts.filler ?? 20 },
    (_v, i) => (['Ks', 'Qh', 'Jd', 'Tc'] as const)[i % 4] as Card,
  );
  const all = [...head, ...filler];
  return {
    cards: all,
    position: opts.position ?? 0,
    markerIndex: opts.markerIndex ?? all.length - 7,
    indicatorIndex: null,
    burned: [],
    rng: seedRng(1),
  };
}

function ok(s: Scenario): Resolution {
  const r = resolve(s);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('Tasmania 14.1: a card dealt to the Player in error', () => {
  it("Tasmania 14.1: a card dealt to the Player in error becomes the Banker's third card when the Banker must draw", () => {
    // Player 7♣ K♦ = 7 stands; Banker 4♠ A♥ = 5 draws with the Player standing; 3♥ was dealt to the Player.
    const r = ok({ kind: 'player-card-in-error', shoe: shoeOf('7c 4s Kd Ah 3h 9d') });
    expect(r.procedure).toBe('card-to-banker');
    expect(r.hands.player).toEqual(['7c', 'Kd']);
    expect(r.hands.banker).toEqual(['4s', 'Ah', '3h']);
    expect(r.hands.winner).toBe('banker');
    expect(handsLabel(r.hands)).toBe('Player 7♣ K♦ — Banker 4♠ A♥ 3♥, Banker wins');
    expect(r.next).toEqual({ deal: true, betting: true, firstCard: null, position: 5 });
    expect(r.rule).toBe('Tasmania 14.1');
  });

  it("Tasmania 14.1: a fourth card to a Player who drew is the Banker's third card when the table of play says draw", () => {
    // Player 3♠ 2♦ = 5 draws 9♥ -> 4; Banker 6♣ Q♥ = 6 against a 9 stands: 2♣ cannot go to the Banker.
    const stand = ok({ kind: 'player-card-in-error', shoe: shoeOf('3s 6c 2d Qh 9h 2c') });
    expect(stand.procedure).toBe('mouth-of-shoe-non-betting-next');
    expect(stand.card).toBe('2c');
    // Banker 5 (6♣ 9♣) against a 4 (4♥) draws: 2♣ becomes the Banker's third card.
    const draw = ok({ kind: 'player-card-in-error', shoe: shoeOf('3s 6c 2d 9c 4h 2c') });
    expect(draw.procedure).toBe('card-to-banker');
    expect(draw.hands.banker).toEqual(['6c', '9c', '2c']);
  });

  it('Tasmania 14.1: with the Banker standing the card goes face up to the mouth and the next coup is non-betting', () => {
    // Player 6♥ K♣ = 6 stands; Banker 7♦ Q♠ = 7 stands; 2♠ was dealt to the Player.
    const r = ok({ kind: 'player-card-in-error', shoe: shoeOf('6h 7d Kc Qs 2s 5d') });
    expect(r.procedure).toBe('mouth-of-shoe-non-betting-next');
    expect(r.mouthCard).toBe('2s');
    expect(handsLabel(r.hands)).toBe('Player 6♥ K♣ — Banker 7♦ Q♠, Banker wins');
    expect(r.next).toEqual({ deal: true, betting: false, firstCard: '2s', position: 5 });
    expect(r.drawn).toEqual(['6h', '7d', 'Kc', 'Qs', '2s']);
  });

  // Player stands on 6 (6♥ K♣); the Banker's two cards vary. Card to Banker iff the Banker must draw (0-5, no natural).
  it.each([
    ['Kd Qs', 0, 'card-to-banker'],
    ['Ad Qs', 1, 'card-to-banker'],
    ['2d Qs', 2, 'card-to-banker'],
    ['3d Qs', 3, 'card-to-banker'],
    ['4d Qs', 4, 'card-to-banker'],
    ['5d Qs', 5, 'card-to-banker'],
    ['6d Qs', 6, 'mouth-of-shoe-non-betting-next'], // Tasmania 11: Banker 6 stands when the Player stands
    ['7d Qs', 7, 'mouth-of-shoe-non-betting-next'],
    ['8d Qs', 8, 'mouth-of-shoe-non-betting-next'], // natural: nobody draws
    ['9d Qs', 9, 'mouth-of-shoe-non-betting-next'],
  ] as const)(
    'Tasmania 14.1 with Tasmania 11: Banker %s (%i) against a standing Player: %s',
    (banker, _point, procedure) => {
      const [b1, b2] = banker.split(' ');
      const r = ok({ kind: 'player-card-in-error', shoe: shoeOf(`6h ${b1} Kc ${b2} 2s`) });
      expect(r.procedure).toBe(procedure);
    },
  );

  it('Tasmania 14.1: in the hand announced as the last, the card stays at the mouth and no more cards are dealt', () => {
    // The marker comes out after the 3rd card of this coup: the hand is the last of the shoe.
    const r = ok({ kind: 'player-card-in-error', shoe: shoeOf('6h 7d Kc Qs 2s', { markerIndex: 3 }) });
    expect(r.procedure).toBe('mouth-of-shoe-reshuffle');
    expect(r.mouthCard).toBe('2s');
    expect(r.next.deal).toBe(false);
  });

  it.each([
    [4, 'mouth-of-shoe-reshuffle'], // marker drawn just before the misdealt card: the hand became the last
    [5, 'mouth-of-shoe-non-betting-next'], // marker exposed after it: the non-betting coup is the last one
    [6, 'mouth-of-shoe-non-betting-next'],
  ] as const)('Tasmania 14.1, 9.4: marker after card %i of the shoe: %s', (markerIndex, procedure) => {
    expect(
      ok({ kind: 'player-card-in-error', shoe: shoeOf('6h 7d Kc Qs 2s', { markerIndex }) }).procedure,
    ).toBe(procedure);
  });
});

describe('Tasmania 14.2: a card drawn in excess and not disclosed', () => {
  it('Tasmania 14.2: the excess card is the first card of the next hand', () => {
    // Player 9♥ Q♣ natural; Banker 2♥ T♠; the dealer then drew 4♣ in excess.
    const r = ok({ kind: 'excess-card', shoe: shoeOf('9h 2h Qc Ts 4c 8d') });
    expect(r.procedure).toBe('first-card-next-hand');
    expect(r.hands.winner).toBe('player');
    expect(r.next).toEqual({ deal: true, betting: true, firstCard: '4c', position: 5 });
    expect(r.setAside).toEqual([]);
  });

  it.each([
    [6, 'first-card-next-hand'], // the marker is still a card further in
    [5, 'set-aside'], // exposed at the mouth once the excess card is out
    [4, 'set-aside'], // drawn before the excess card
  ] as const)(
    'Tasmania 14.2: marker after card %i: %s (cards once drawn are never returned)',
    (markerIndex, procedure) => {
      const r = ok({ kind: 'excess-card', shoe: shoeOf('9h 2h Qc Ts 4c 8d', { markerIndex }) });
      expect(r.procedure).toBe(procedure);
      if (procedure === 'set-aside') {
        expect(r.setAside).toEqual(['4c']);
        expect(r.next.firstCard).toBeNull();
        expect(r.next.deal).toBe(markerIndex === 5); // exposed: one more coup (9.4); drawn: none
      }
    },
  );
});

describe("Tasmania 14.3: the Player's card dealt to the Banker", () => {
  it('Tasmania 14.3: the card goes to the Player and the Banker draws by the table of play', () => {
    // Player 3♠ 2♦ = 5 draws; 6♥ went to the Banker (6♣ Q♥ = 6). Moved: Player 1; Banker 6 vs a 6 draws 4♣.
    const r = ok({ kind: 'banker-card-for-player', shoe: shoeOf('3s 6c 2d Qh 6h 4c') });
    expect(r.procedure).toBe('move-to-player-banker-draws');
    expect(handsLabel(r.hands)).toBe('Player 3♠ 2♦ 6♥ — Banker 6♣ Q♥ 4♣, Player wins');
  });

  it('Tasmania 14.3: the Banker stands when the table of play says so', () => {
    // Player 5 draws 2♥; Banker 6 against a 2 stands.
    const r = ok({ kind: 'banker-card-for-player', shoe: shoeOf('3s 6c 2d Qh 2h 4c') });
    expect(r.hands.banker).toEqual(['6c', 'Qh']);
    expect(r.hands.player).toEqual(['3s', '2d', '2h']);
  });

  it('Tasmania 14.3: does not apply when the Player stands (an error value)', () => {
    const r = resolve({ kind: 'banker-card-for-player', shoe: shoeOf('6h 7d Kc Qs 2s') });
    expect(r).toMatchObject({ ok: false });
    expect(r.ok ? '' : r.error).toMatch(/Player stands on 6/);
  });
});

describe('Tasmania 14.4: a card found face up in the shoe', () => {
  it.each([
    [0, "the Player's first card"],
    [3, "the Banker's second card"],
    [4, "the Player's third card"],
    [5, "the Banker's third card"],
  ] as const)('Tasmania 14.4: face up at offset %i is used as %s', (offset, where) => {
    // Player 3♠ 2♦ = 5 draws 6♥; Banker 6♣ Q♥ = 6 draws 4♣ against a 6.
    const r = ok({ kind: 'face-up-in-shoe', shoe: shoeOf('3s 6c 2d Qh 6h 4c 9s'), offset });
    expect(r.procedure).toBe('use-by-table-of-play');
    expect(english(r.explanation)).toContain(where);
    expect(r.hands.banker).toEqual(['6c', 'Qh', '4c']);
  });

  it('Tasmania 14.4 and 14.1: a face-up card the coup cannot use goes to the mouth; the next coup is non-betting', () => {
    const r = ok({ kind: 'face-up-in-shoe', shoe: shoeOf('6h 7d Kc Qs 2s 5d'), offset: 4 });
    expect(r.procedure).toBe('mouth-of-shoe-non-betting-next');
    expect(r.next).toMatchObject({ deal: true, betting: false, firstCard: '2s' });
  });

  it.each([0, 1, 2, 3])(
    'Tasmania 14.4: with the next card of the same code (8 decks), no wrong hands option puts the face-up card where 14.4 does (offset %i)',
    (offset) => {
      // The face-up card is followed by a card of the same code: setting it aside would deal the same code in the
      // same place, so that "wrong" option would be a right reading of 14.4.
      const head = ['9c', '2h', 'Th', 'Th', '8h', '5s', '4d', '7c'];
      head.splice(offset + 1, 0, head[offset] as string);
      const s: Scenario = { kind: 'face-up-in-shoe', shoe: shoeOf(head.join(' ')), offset };
      const r = ok(s);
      const card = r.card as Card;
      const dealt = (h: { player: readonly Card[]; banker: readonly Card[] }): Card[] =>
        [h.player[0], h.banker[0], h.player[1], h.banker[1], h.player[2], h.banker[2]].filter(
          (c): c is Card => c !== undefined,
        );
      const wrong = handsOptions(s, r)
        .slice(1)
        .filter((h) => !h.void);
      for (const h of wrong) expect(dealt(h)[offset]).not.toBe(card);
    },
  );

  it('Tasmania 14.4: an offset beyond the next coup is an error value', () => {
    expect(resolve({ kind: 'face-up-in-shoe', shoe: shoeOf('6h 7d Kc Qs 2s 5d'), offset: 5 }).ok).toBe(false);
  });
});

describe('Tasmania 14.5 and 14.6: void hands and coups', () => {
  it('Tasmania 14.5: too few cards after the marker is drawn: the hand is void', () => {
    // Three cards left behind a misplaced marker: Player 7♣, Banker 4♠, Player K♦, then nothing.
    const s = shoeOf('Ad Ad Ad 7c 4s Kd', { position: 3, markerIndex: 3, filler: 0 });
    const r = ok({ kind: 'insufficient-cards', shoe: s });
    expect(r.procedure).toBe('void-hand');
    expect(r.hands).toMatchObject({ void: true, winner: null, player: ['7c', 'Kd'], banker: ['4s'] });
    expect(r.next.deal).toBe(false);
  });

  it('Tasmania 14.5: with enough cards the hand is not void (an error value)', () => {
    expect(resolve({ kind: 'insufficient-cards', shoe: shoeOf('6h 7d Kc Qs') }).ok).toBe(false);
  });

  it('Tasmania 14.6: the order cannot be determined: the coup is void and play goes on from the next card', () => {
    const r = ok({ kind: 'order-unknown', shoe: shoeOf('3s 6c 2d Qh 6h 4c'), after: 4 });
    expect(r.procedure).toBe('void-coup');
    expect(r.hands.void).toBe(true);
    expect(r.drawn).toEqual(['3s', '6c', '2d', 'Qh']);
    expect(r.next).toEqual({ deal: true, betting: true, firstCard: null, position: 4 });
  });
});

describe('Tasmania 9.4: the last coup', () => {
  // Coup Player 6♥ K♣, Banker 7♦ Q♠ takes four cards from position 10.
  it.each([
    [14, 'deal-normally', true], // ends with the marker at the mouth: the next coup is the last
    [13, 'last-coup', false], // the marker appears before the 4th card
    [10, 'last-coup', false], // exposed at the start of the coup
    [9, 'no-new-coup', false], // the marker and one playing card have been drawn
  ] as const)('Tasmania 9.4: marker after card %i, coup from card 10: %s', (markerIndex, procedure, deal) => {
    const r = ok({
      kind: 'last-coup',
      shoe: shoeOf('Ad Ad Ad Ad Ad Ad Ad Ad Ad Ad 6h 7d Kc Qs', { position: 10, markerIndex }),
    });
    expect(r.procedure).toBe(procedure);
    expect(r.next.deal).toBe(deal);
  });
});

describe('Tasmania 9.4: every marker position relative to the end of a coup', () => {
  // Ten filler cards, then a coup that takes four cards (positions 10-13): Player 6♥ K♣ 6, Banker 7♦ Q♠ 7.
  const cards = 'Ad Ad Ad Ad Ad Ad Ad Ad Ad Ad 6h 7d Kc Qs';
  const at = (position: number, markerIndex: number): Resolution =>
    ok({ kind: 'last-coup', shoe: shoeOf(cards, { position, markerIndex }) });

  it.each([
    [16, 'deal-normally', true], // the marker comes out two cards after this coup
    [14, 'deal-normally', true], // the marker is the next card once this coup is complete
    [13, 'last-coup', false], // the marker is drawn mid-coup, before the coup's fourth card
    [11, 'last-coup', false], // drawn after the coup's first card
    [10, 'last-coup', false], // the marker is the next card: exposed at the mouth as the coup begins
  ] as const)(
    'Tasmania 9.4: marker after card %i, coup from card 10: %s, another coup after it: %s',
    (markerIndex, procedure, deal) => {
      const r = at(10, markerIndex);
      expect(r.procedure).toBe(procedure);
      expect(r.next.deal).toBe(deal);
    },
  );

  it.each([
    [14, 14, 'last-coup'], // the marker was the last card drawn (no playing card after it): one more coup
    [15, 14, 'no-new-coup'], // the marker and one playing card after it
    [14, 13, 'no-new-coup'], // marker drawn mid-coup, one card of the coup after it
    [14, 11, 'no-new-coup'], // three cards after it
    [14, 10, 'no-new-coup'], // exposed as the last coup began: all four of its cards after it
  ] as const)(
    'Tasmania 9.4: at card %i with the marker after card %i: %s, counting the playing cards drawn after the marker',
    (position, markerIndex, procedure) => {
      const r = at(position, markerIndex);
      expect(r.procedure).toBe(procedure);
      expect(r.next.deal).toBe(false); // the last coup, or none at all
      if (procedure === 'no-new-coup') {
        const after = position - markerIndex;
        expect(after).toBeGreaterThanOrEqual(1);
        expect(english(r.explanation)).toContain(
          `the marker has been drawn and ${after} playing card${after === 1 ? '' : 's'} after it`,
        );
        expect(english(r.explanation)).not.toMatch(/\b0 playing cards\b/);
      }
    },
  );
});

describe('Tasmania 9.4 with 14.1, 14.2, 14.4: a card taken from the shoe just after the marker, once the coup is complete', () => {
  // Player 6♥ K♣ 6 stands, Banker 7♦ Q♠ 7 stands: the coup takes cards 0-3; 2♠ is card 4.
  const cards = '6h 7d Kc Qs 2s 5d';

  it('Tasmania 14.4, 14.1, 9.4: face-up card behind a marker that came out after the hand: no more cards, and the hand was not the last hand', () => {
    const r = ok({ kind: 'face-up-in-shoe', shoe: shoeOf(cards, { markerIndex: 4 }), offset: 4 });
    expect(r.procedure).toBe('mouth-of-shoe-reshuffle');
    expect(r.next.deal).toBe(false);
    expect(r.rule).toBe('Tasmania 14.4, 14.1, 9.4');
    expect(english(r.explanation)).not.toMatch(/ was announced as the last hand/);
    expect(english(r.explanation)).toMatch(/not announced as the last hand/);
    expect(english(r.explanation)).toMatch(/after the marker card/);
    expect(english(r.explanation)).toMatch(/Tasmania 9\.4/);
    expect(english(r.explanation)).toMatch(/14\.1/);
  });

  it('Tasmania 14.1, 9.4: a card dealt to the Player in error just after the marker, the Banker standing: no more cards, by 9.4', () => {
    const r = ok({ kind: 'player-card-in-error', shoe: shoeOf(cards, { markerIndex: 4 }) });
    expect(r.procedure).toBe('mouth-of-shoe-reshuffle');
    expect(r.rule).toBe('Tasmania 14.1, 9.4');
    expect(english(r.explanation)).not.toMatch(/ was announced as the last hand/);
    expect(english(r.explanation)).toMatch(/Tasmania 9\.4/);
  });

  it("Tasmania 14.1: the marker came out during the hand: 14.1's own exception (the hand announced as the last hand)", () => {
    const r = ok({ kind: 'player-card-in-error', shoe: shoeOf(cards, { markerIndex: 3 }) });
    expect(r.procedure).toBe('mouth-of-shoe-reshuffle');
    expect(r.rule).toBe('Tasmania 14.1');
    expect(english(r.explanation)).toMatch(/was announced as the last hand/);
  });

  it('Tasmania 14.2, 9.4: an excess card drawn just after the marker, once the coup was complete: set aside, and no further coup by 9.4', () => {
    const r = ok({ kind: 'excess-card', shoe: shoeOf(cards, { markerIndex: 4 }) });
    expect(r.procedure).toBe('set-aside');
    expect(r.next.deal).toBe(false);
    expect(r.rule).toBe('Tasmania 14.2, 9.4');
    expect(english(r.explanation)).toMatch(/after the coup was complete/);
    expect(english(r.explanation)).not.toMatch(/ was announced as the last hand/);
  });
});

describe('irregularity scenarios from real shoes', () => {
  const all = Object.entries(SCENARIO_VARIANTS).flatMap(([kind, vs]) =>
    (vs as readonly ScenarioVariant[]).map((v) => [kind, v] as const),
  );

  it.each(all)('%s / %s: generated from a real shoe, resolved to that outcome', (kind, variant) => {
    const g = generateScenario(Rng.fromSeed(`gen-${variant}`), {
      decks: 8,
      kind: kind as Scenario['kind'],
      variant,
    });
    if (!g.ok) throw new Error(g.error);
    expect(g.value.scenario.kind).toBe(kind);
    expect(g.value.scenario.shoe.cards).toHaveLength(416);
    expect(resolve(g.value.scenario)).toEqual({ ok: true, value: g.value.resolution });
  });

  it('a variant of another kind is an error value', () => {
    const g = generateScenario(Rng.fromSeed(1), { decks: 6, kind: 'excess-card', variant: 'void-coup' });
    expect(g).toMatchObject({ ok: false });
  });

  it('the same seed gives the same scenario; another seed another', () => {
    const a = generateScenario(Rng.fromSeed('same'), { decks: 8 });
    const b = generateScenario(Rng.fromSeed('same'), { decks: 8 });
    const c = generateScenario(Rng.fromSeed('other'), { decks: 8 });
    expect(a).toEqual(b);
    expect(JSON.stringify(c)).not.toEqual(JSON.stringify(a));
  });

  it('Tasmania 14.2: cards leave the shoe in order and are never returned; every drawn card is accounted for', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...IRREGULARITY_KINDS),
        fc.constantFrom(4, 6, 8),
        (seed, kind, decks) => {
          const g = generateScenario(Rng.fromSeed(seed), { decks, kind });
          if (!g.ok) throw new Error(g.error);
          const { scenario: s, resolution: r } = g.value;
          const p = s.shoe.position;
          expect(r.drawn).toEqual(s.shoe.cards.slice(p, p + r.drawn.length));
          if (r.kind !== 'insufficient-cards' && r.kind !== 'last-coup')
            expect(r.next.position).toBe(p + r.drawn.length);
          // Each drawn card is in exactly one place (a multiset, as 8 decks repeat codes): a hand, the mouth, set aside,
          // or held face down for the next hand (14.2).
          const held = r.next.firstCard && r.next.firstCard !== r.mouthCard ? [r.next.firstCard] : [];
          const placed = [
            ...r.hands.player,
            ...r.hands.banker,
            ...(r.mouthCard ? [r.mouthCard] : []),
            ...r.setAside,
            ...held,
          ];
          if (!r.hands.void || r.kind === 'insufficient-cards')
            expect([...placed].sort()).toEqual([...r.drawn].sort());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Tasmania 14.1, 14.3, 14.4: the procedures restore the coup the shoe would have dealt', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('player-card-in-error', 'banker-card-for-player', 'face-up-in-shoe'),
        (seed, kind) => {
          const g = generateScenario(Rng.fromSeed(seed), { decks: 8, kind: kind as Scenario['kind'] });
          if (!g.ok) throw new Error(g.error);
          const coup = coupAt(g.value.scenario.shoe);
          expect(g.value.resolution.hands.player).toEqual(coup?.player);
          expect(g.value.resolution.hands.banker).toEqual(coup?.banker);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Tasmania 14.1, 14.2: the next coup begins with the card in question, so the order of the cards is kept', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('player-card-in-error', 'excess-card', 'face-up-in-shoe'),
        (seed, kind) => {
          const g = generateScenario(Rng.fromSeed(seed), { decks: 8, kind: kind as Scenario['kind'] });
          if (!g.ok) throw new Error(g.error);
          const { scenario: s, resolution: r } = g.value;
          if (r.next.firstCard === null) return;
          expect(r.next.firstCard).toBe(s.shoe.cards[r.next.position - 1]);
          expect(r.next.betting).toBe(r.kind === 'excess-card'); // 14.1's next coup is non-betting; 14.2's is not
        },
      ),
      { numRuns: 60 },
    );
  });

  it('drill options: the correct procedure and hands are offered once, with distinct realistic alternatives', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...IRREGULARITY_KINDS), (seed, kind) => {
        const g = generateScenario(Rng.fromSeed(seed), { decks: 8, kind });
        if (!g.ok) throw new Error(g.error);
        const { scenario: s, resolution: r } = g.value;
        const procs = procedureOptions(s, r);
        expect(procs.filter((p) => p === r.procedure)).toHaveLength(1);
        expect(new Set(procs).size).toBe(procs.length);
        expect(procs.length).toBeGreaterThanOrEqual(3);
        const hands = handsOptions(s, r);
        expect(hands[0]).toEqual(r.hands);
        expect(new Set(hands.map(handsLabel)).size).toBe(hands.length);
        if (asksForHands(r)) expect(hands.length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 80 },
    );
  });

  it('every procedure has a label', () => {
    for (const p of PROCEDURES) expect(PROCEDURE_LABELS[p].length).toBeGreaterThan(10);
  });
});

describe('Tasmania 9.4: the situation says when the marker card appeared (during or after the hand)', () => {
  const profile = builtInProfile('tasmania') as TableProfile;
  const cards = '6h 7d Kc Qs 2s 5d';
  const situation = (s: Scenario): string => english(irregularityScene(profile, s, ok(s)).situation ?? '');

  it.each([
    [1, '1 playing card was drawn after it'],
    [2, '2 playing cards were drawn after it'],
    [4, '4 playing cards were drawn after it'],
  ] as const)(
    'Tasmania 9.4: the marker drawn and %i playing card(s) after it, counted in the situation',
    (after, words) => {
      const s: Scenario = {
        kind: 'last-coup',
        shoe: shoeOf('Ad Ad Ad Ad Ad Ad Ad Ad Ad Ad 6h 7d Kc Qs', { position: 14, markerIndex: 14 - after }),
      };
      expect(situation(s)).toContain(words);
      expect(ok(s).procedure).toBe('no-new-coup');
    },
  );

  it('Tasmania 14.4, 9.4: a face-up card behind the marker: the situation says the marker came out after the 4th card, not "during the hand"', () => {
    const text = situation({ kind: 'face-up-in-shoe', shoe: shoeOf(cards, { markerIndex: 4 }), offset: 4 });
    // Whether the coup is complete is the question (can the card be used?): the situation places the marker by cards.
    expect(text).toMatch(
      /^After 4 cards of the coup, the marker card comes out of the shoe and the card behind it, 2♠, is found face up\.$/,
    );
  });

  it('Tasmania 14.2, 9.4: an excess card drawn after a marker that came out after the hand: the situation says after', () => {
    const text = situation({ kind: 'excess-card', shoe: shoeOf(cards, { markerIndex: 4 }) });
    expect(text).toMatch(/came out only after this hand was complete, just before the excess card/);
    expect(text).not.toMatch(/during/);
  });

  it('Tasmania 14.2: the marker came out during the hand: the situation says so', () => {
    const text = situation({ kind: 'excess-card', shoe: shoeOf(cards, { markerIndex: 2 }) });
    expect(text).toMatch(/came out during this hand: it was announced as the last hand/);
  });

  it('Tasmania 14.1, 9.4: the marker just before the card dealt in error: the situation says where it came out', () => {
    const text = situation({ kind: 'player-card-in-error', shoe: shoeOf(cards, { markerIndex: 4 }) });
    expect(text).toMatch(/came out just before 2♠/);
  });
});
