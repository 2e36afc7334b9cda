// The layout's geometry (Tasmania 1: seven or nine seats): no two betting spots overlap, the cards and the shoe stay
// clear of every spot, and every spot lies on the felt, for every built-in house at both table sizes.
import { describe, expect, test } from 'vitest';
import { offeredBets, type BetName } from '../../core/bets.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../core/profiles.ts';
import { areaLabel } from '../../renderer/lib/layout.ts';
import {
  CARD,
  cardPlaces,
  DISCARD,
  handBox,
  inside,
  NOTICE,
  overlaps,
  SHOE,
  seatPlaces,
  spots,
  type Point,
} from '../../renderer/lib/table-geometry.ts';
import { piles } from '../../renderer/lib/pile-placement.ts';

const rect = (x: number, y: number, w: number, h: number): Point[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

const CASES = BUILT_IN_PROFILES.flatMap((p) =>
  [7, 9].map((seats) => [p.id, seats, offeredBets(p), p] as const),
);
/** The spots' names as the house prints them (areaLabel). */
const namesAt = (p: TableProfile | null) => (on: BetName) => areaLabel(on, p);

describe('table geometry', () => {
  test.each(CASES)('%s with %i seats: no two betting spots overlap', (_id, seats, bets, p) => {
    const all = spots(seatPlaces(seats), bets, namesAt(p));
    expect(all).toHaveLength(seats * bets.length);
    const clashes: string[] = [];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++)
        if (overlaps(all[i]!.outline, all[j]!.outline))
          clashes.push(`${all[i]!.seat}:${all[i]!.on} / ${all[j]!.seat}:${all[j]!.on}`);
    expect(clashes).toEqual([]);
  });

  test.each(CASES)(
    '%s with %i seats: the hands, the shoe and the discard holder are clear of the spots',
    (_id, seats, bets, p) => {
      const furniture = [
        rect(handBox('player').x, handBox('player').y, handBox('player').width, handBox('player').height),
        rect(handBox('banker').x, handBox('banker').y, handBox('banker').width, handBox('banker').height),
        rect(SHOE.x, SHOE.y, SHOE.width, SHOE.height),
        rect(DISCARD.x, DISCARD.y, DISCARD.width, DISCARD.height),
      ];
      const hits = spots(seatPlaces(seats), bets, namesAt(p)).filter((s) =>
        furniture.some((f) => overlaps(f, s.outline)),
      );
      expect(hits.map((s) => `${s.seat}:${s.on}`)).toEqual([]);
    },
  );

  test.each(CASES)(
    "%s with %i seats: each spot's name is in its spot, clear of every other name",
    (_id, seats, bets, p) => {
      const all = spots(seatPlaces(seats), bets, namesAt(p));
      expect(all.filter((s) => !inside(s.label, s.outline)).map((s) => `${s.seat}:${s.on}`)).toEqual([]);
      const clashes: string[] = [];
      for (let i = 0; i < all.length; i++)
        for (let j = i + 1; j < all.length; j++)
          if (overlaps(all[i]!.labelBox, all[j]!.labelBox))
            clashes.push(`${all[i]!.seat}:${all[i]!.on} / ${all[j]!.seat}:${all[j]!.on}`);
      expect(clashes).toEqual([]);
    },
  );

  test('the three cards of a hand lie in their box without touching, the third sideways', () => {
    for (const hand of ['player', 'banker'] as const) {
      const box = handBox(hand);
      const cards = cardPlaces(hand, 3).map((c) => {
        const [w, h] = c.sideways ? [CARD.height, CARD.width] : [CARD.width, CARD.height];
        return rect(c.x - w / 2, c.y - h / 2, w, h);
      });
      expect(cardPlaces(hand, 3).map((c) => c.sideways)).toEqual([false, false, true]);
      for (const c of cards)
        for (const [x, y] of c) {
          expect(x).toBeGreaterThanOrEqual(box.x);
          expect(x).toBeLessThanOrEqual(box.x + box.width);
          expect(y).toBeGreaterThanOrEqual(box.y);
          expect(y).toBeLessThanOrEqual(box.y + box.height);
        }
      expect(overlaps(cards[0]!, cards[1]!) || overlaps(cards[1]!, cards[2]!)).toBe(false);
    }
  });

  test('seat numbering: seat 1 at the dealer’s right, or at the left where the house numbers that way', () => {
    const right = seatPlaces(7);
    const left = seatPlaces(7, 'dealer-left');
    expect(right[0]!.number[0]).toBeGreaterThan(right[6]!.number[0]);
    expect(left[0]!.number[0]).toBeLessThan(left[6]!.number[0]);
  });

  test.each([
    [0, []],
    [5, [5]],
    [20, [20]],
    [21, [20, 1]],
    [45, [20, 20, 5]],
  ])('%i chips stand in stacks of at most 20: %j', (n, sizes) => {
    expect(piles(Array.from({ length: n }, () => 100)).map((p) => p.length)).toEqual(sizes);
  });
});

test.each([7, 9])('the table notice stands clear of every seat number and spot (%i seats)', (seats) => {
  const box = rect(NOTICE.x, NOTICE.y, NOTICE.width, NOTICE.height);
  const places = seatPlaces(seats);
  for (const p of places) {
    const disc = rect(p.number[0] - 18, p.number[1] - 18, 36, 36);
    expect(overlaps(box, disc), `seat ${p.seat}'s number`).toBe(false);
  }
  const hits = spots(
    places,
    ['player', 'banker', 'tie', 'perfect_pair_player', 'perfect_pair_banker'],
    namesAt(null),
  ).filter((s) => overlaps(box, s.outline));
  expect(hits.map((s) => `${s.seat}:${s.on}`)).toEqual([]);
});
