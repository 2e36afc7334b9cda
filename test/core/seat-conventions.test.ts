// House conventions for direction (docs/PROFILES.md): which end of the table is seat 1, and how Tasmania 5.3's
// "first seated player" is read. Expected orders worked by hand from the rules' words, for a 7-seat table with
// seats 2, 4 and 6 (cut) or 3, 5 and 6 (puck) occupied.
import { describe, expect, it } from 'vitest';
import { bettingSequence, firstPuck, nextPuck } from '../../core/competition.ts';
import { cutOfferOrder, type Cutter, type CutOfferInput } from '../../core/cut.ts';
import { generateItems } from '../../core/drills/generate.ts';
import { english } from '../../core/i18n/phrase.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import type { SeatOne } from '../../core/seats.ts';
import { drillSet } from './drills/helpers.ts';

const base = { seats: 7, occupied: [2, 4, 6], firstSeated: 4, previousCutter: null } as const;

describe('Tasmania 5.3, 5.5: the cut offer follows the seat numbering and the reading of "first seated player"', () => {
  it.each<[string, Partial<CutOfferInput>, Cutter[]]>([
    [
      "5.3, seat 1 at the dealer's right, sat down first: seat 4, then clockwise from 7 (6, 2)",
      {},
      [4, 6, 2, 'inspector'],
    ],
    [
      "5.3, seat 1 at the dealer's right, first place: seat 2, then clockwise from 7 (6, 4)",
      { firstSeatedMeans: 'first-place' },
      [2, 6, 4, 'inspector'],
    ],
    [
      "N2 Tasmania 5.3, seat 1 at the dealer's left, sat down first: seat 4, then clockwise starting with the player seated in the highest numbered place (6, then wraps to 1: 2)",
      { seatOne: 'dealer-left' },
      [4, 6, 2, 'inspector'],
    ],
    [
      "N2 Tasmania 5.3, seat 1 at the dealer's left, first place: seat 2, then from the highest seated player: 6, 4",
      { seatOne: 'dealer-left', firstSeatedMeans: 'first-place' },
      [2, 6, 4, 'inspector'],
    ],
    [
      "5.5, seat 1 at the dealer's right, seat 4 cut last: on its left is 3, then 2, 1, 7, 6 ...",
      { previousCutter: 4 },
      [2, 6, 4, 'inspector'],
    ],
    [
      "5.5, seat 1 at the dealer's right, seat 1 cut last: on its left is the highest seat",
      { previousCutter: 1 },
      [6, 4, 2, 'inspector'],
    ],
    [
      "5.5, seat 1 at the dealer's left, seat 4 cut last: on its left is 5, then 6, 7, 1, 2 ...",
      { previousCutter: 4, seatOne: 'dealer-left' },
      [6, 2, 4, 'inspector'],
    ],
    [
      "5.5, seat 1 at the dealer's left, seat 7 cut last: on its left is seat 1",
      { previousCutter: 7, seatOne: 'dealer-left' },
      [2, 4, 6, 'inspector'],
    ],
  ])('%s', (_case, over, order) => {
    expect(cutOfferOrder({ ...base, ...over })).toEqual({ ok: true, value: order });
  });
});

describe("Tasmania 16.5.4, 16.5.5: the puck starts at the dealer's immediate right and moves anticlockwise", () => {
  const inGame = [3, 5, 6];
  it.each<[string, SeatOne, number, [number, number][], number[]]>([
    // [current, next]: after 6 wraps round; seat 4 was just eliminated (16.5.9).
    [
      "seat 1 at the dealer's right: the lowest seat starts, then ascending",
      'dealer-right',
      3,
      [
        [3, 5],
        [6, 3],
        [4, 5],
      ],
      [5, 6, 3],
    ],
    [
      "seat 1 at the dealer's left: the highest seat starts, then descending",
      'dealer-left',
      6,
      [
        [6, 5],
        [3, 6],
        [4, 3],
      ],
      [5, 3, 6],
    ],
  ])('%s', (_case, seatOne, first, moves, sequenceFrom5) => {
    expect(firstPuck(inGame, seatOne)).toEqual({ ok: true, value: first });
    for (const [from, to] of moves) expect(nextPuck(from, inGame, seatOne)).toEqual({ ok: true, value: to });
    expect(bettingSequence(inGame, 5, seatOne)).toEqual({ ok: true, value: sequenceFrom5 });
  });
});

describe('house conventions: the cut-offer and puck questions state the seat numbering they depend on', () => {
  const tasmania = builtInProfile('tasmania') as TableProfile;
  it.each<[string, Partial<TableProfile>, string, string]>([
    ['cut offer, defaults', {}, 'cut-offer', "Seat 1 is at the dealer's right"],
    [
      'cut offer, seat 1 at the left, first place',
      { seatOne: 'dealer-left', cutOfferFirst: 'first-place' },
      'cut-offer',
      "Seat 1 is at the dealer's left",
    ],
    ['puck, seat 1 at the left', { seatOne: 'dealer-left' }, 'puck', "Seat 1 is at the dealer's left"],
  ])('%s', (_case, over, topic, words) => {
    const profile = { ...tasmania, ...over, id: 'conventions-test' };
    const set = drillSet(
      [{ kind: 'procedure', count: 20, difficulty: 'standard', timeLimitMs: null, constraints: { topic } }],
      { profile },
    );
    const made = generateItems(set, 'seat-conventions');
    if (!made.ok) throw new Error(made.error);
    for (const item of made.items) {
      const step = item.steps[0]!;
      expect(english(step.prompt.question)).toContain(words);
      if (
        topic === 'cut-offer' &&
        over.cutOfferFirst === 'first-place' &&
        step.key.cases.includes('cut-offer-first')
      )
        expect(english(step.prompt.question)).toContain('the lowest-numbered occupied seat');
    }
  });
});
