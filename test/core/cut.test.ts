import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.ts';
import {
  burnProcedure,
  checkCut,
  clockwiseFrom,
  cutOfferOrder,
  markerPlacement,
  seatOnLeft,
  whoCuts,
  type CutOfferInput,
} from '../../core/cut.ts';
import { newShoe } from '../../core/shoe.ts';

describe("seat geometry: seat 1 at the dealer's right, clockwise is descending", () => {
  it.each([
    [7, 7, 6],
    [7, 2, 1],
    [7, 1, 7], // past the dealer to the highest seat
    [9, 1, 9],
    [9, 5, 4],
  ])('at a %i-seat table the place on the left of seat %i is seat %i', (seats, seat, left) => {
    expect(seatOnLeft(seat, seats)).toBe(left);
  });

  it('clockwise from a seat lists the occupied seats to its left in turn', () => {
    expect(clockwiseFrom(4, [1, 3, 4, 6], 7)).toEqual([4, 3, 1, 6]);
  });
});

describe('Tasmania 5.3, 5.5: who is offered the cut', () => {
  const table: [string, CutOfferInput, (number | 'inspector')[]][] = [
    [
      '5.3: the first seated player, then clockwise from the highest numbered place',
      { seats: 7, occupied: [2, 3, 5, 7], firstSeated: 3, previousCutter: null },
      [3, 7, 5, 2, 'inspector'],
    ],
    [
      '5.3: no first seated player recorded: clockwise from the highest numbered place',
      { seats: 9, occupied: [1, 4, 9], firstSeated: null, previousCutter: null },
      [9, 4, 1, 'inspector'],
    ],
    [
      '5.5: the seat on the left of the previous cutter (seat 5 cut; seat 4 is empty, so seat 3)',
      { seats: 7, occupied: [2, 3, 5, 7], firstSeated: 3, previousCutter: 5 },
      [3, 2, 7, 5, 'inspector'],
    ],
    [
      '5.5: on the left of seat 1 is the highest seat, past the dealer',
      { seats: 7, occupied: [1, 2, 7], firstSeated: 2, previousCutter: 1 },
      [7, 2, 1, 'inspector'],
    ],
    [
      '5.5: the previous cutter has left: counted from the position that cut',
      { seats: 7, occupied: [2, 6], firstSeated: 6, previousCutter: 4 },
      [2, 6, 'inspector'],
    ],
    [
      '5.3: the Inspector cut last game: the 5.3 order again',
      { seats: 7, occupied: [2, 6], firstSeated: 2, previousCutter: 'inspector' },
      [2, 6, 'inspector'],
    ],
    [
      '5.3: nobody seated: the Inspector',
      { seats: 7, occupied: [], firstSeated: null, previousCutter: null },
      ['inspector'],
    ],
  ];
  it.each(table)('Tasmania %s', (_name, input, order) => {
    expect(cutOfferOrder(input)).toEqual({ ok: true, value: order });
  });

  it('Tasmania 5.3: if no seated player wishes to cut, the Inspector cuts', () => {
    const input = { seats: 7, occupied: [2, 6], firstSeated: 6, previousCutter: null };
    expect(whoCuts(input, [6])).toEqual({ ok: true, value: 2 });
    expect(whoCuts(input, [6, 2])).toEqual({ ok: true, value: 'inspector' });
  });

  it.each([
    [{ seats: 8, occupied: [1], firstSeated: 1, previousCutter: null }, /7 or 9/],
    [{ seats: 7, occupied: [8], firstSeated: null, previousCutter: null }, /seat 8/],
    [{ seats: 7, occupied: [1, 2], firstSeated: 3, previousCutter: null }, /not occupied/],
    [{ seats: 7, occupied: [1, 1], firstSeated: null, previousCutter: null }, /twice/],
  ])('a bad table is an error value naming the fault (%j)', (input, message) => {
    const r = cutOfferOrder(input);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error).toMatch(message);
  });

  it('Tasmania 5.3, 5.5: every seated player is offered the cut once, then the Inspector', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 9),
        fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9]),
        fc.integer({ min: 1, max: 9 }),
        (seats, occ, prev) => {
          const occupied = occ.filter((s) => s <= seats);
          const r = cutOfferOrder({
            seats,
            occupied,
            firstSeated: null,
            previousCutter: Math.min(prev, seats),
          });
          if (!r.ok) throw new Error(r.error);
          expect(r.value.at(-1)).toBe('inspector');
          expect([...r.value.slice(0, -1)].sort()).toEqual([...occupied].sort());
        },
      ),
    );
  });
});

describe('Tasmania 5.3, 5.4: the cut and the marker', () => {
  it.each([
    [416, 9, false],
    [416, 10, true],
    [416, 406, true],
    [416, 407, false],
    [208, 104, true],
  ])('Tasmania 5.3: %i cards cut %i from the front: valid = %s', (total, at, valid) => {
    expect(checkCut(total, at).ok).toBe(valid);
  });

  it('Tasmania 5.3: an invalid cut says how far from each end it is', () => {
    const r = checkCut(416, 9);
    expect(r.ok ? '' : r.error).toMatch(/at least 10 cards.*9 from the front leaves 407/);
  });

  it.each([
    [416, 409],
    [312, 305],
    [208, 201],
  ])('Tasmania 5.4: with %i cards the marker goes after card %i (7 behind it)', (total, index) => {
    expect(markerPlacement(total)).toMatchObject({ index, behind: 7 });
    expect(markerPlacement(total).words).toMatch(/7th and 8th cards from the back/);
  });
});

describe('the burn: turn the first card, burn that many', () => {
  it.each([
    ['As', 1],
    ['7h', 7],
    ['9d', 9],
    ['Tc', 10],
    ['Js', 10],
    ['Qh', 10],
    ['Kd', 10],
  ] as const)('turned %s: %i cards burned after it', (turned, count) => {
    const cards = [turned, ...(newShoe({ decks: 4, seed: 1 }).cards.slice(0, 20) as Card[])];
    const r = burnProcedure(cards);
    expect(r).toMatchObject({ ok: true, value: { turned, count } });
    expect(r.ok && r.value.burned).toEqual(cards.slice(0, 1 + count));
  });

  it('too few cards to burn is an error value', () => {
    expect(burnProcedure(['Ks', '2h']).ok).toBe(false);
  });
});
