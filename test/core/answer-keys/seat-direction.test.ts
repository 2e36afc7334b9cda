// Regression tests for issue 18 N1 and N2: every direction-dependent answer follows the house's seat numbering
// (core/seats.ts). Items are generated at a house whose seat 1 is at the dealer's left and checked against the
// sequence worked from the rules' words (16.5.4-16.5.5: anticlockwise from the puck; 5.3: clockwise starting with
// the player seated in the highest numbered place).
import { describe, expect, it } from 'vitest';
import { cutOfferOrder } from '../../../core/cut.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { builtInProfile, type TableProfile } from '../../../core/profiles.ts';
import { drillSet } from '../drills/helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

const tasmania = builtInProfile('tasmania') as TableProfile;

function items(profile: TableProfile, topic: string, count: number, seed: string) {
  const set = drillSet(
    [{ kind: 'procedure', count, difficulty: 'standard', timeLimitMs: null, constraints: { topic } }],
    { profile },
  );
  const made = generateItems(set, seed);
  if (!made.ok) throw new Error(made.error);
  return made.items;
}

/** Seats met going anticlockwise from `puck` (from the dealer's right towards the left). */
function anticlockwise(seats: readonly number[], puck: number, size: number, ascending: boolean): number[] {
  const d = (s: number): number => ((((s - puck) * (ascending ? 1 : -1)) % size) + size) % size;
  return [...seats].sort((a, b) => d(a) - d(b));
}

describe('N1 Tasmania 16.5.4, 16.5.5, 16.7.1, 16.7.2: "who is passed the cards" follows the house\'s seat numbering', () => {
  it.each<[TableProfile['seatOne'], boolean]>([
    ['dealer-right', true],
    ['dealer-left', false],
  ])('seat 1 at the %s: the stated betting sequence and the key', (seatOne, ascending) => {
    const profile = { ...tasmania, seatOne, id: `n1-${seatOne}` };
    let equalHighest = 0;
    for (const item of items(profile, 'comp-cards', 200, `n1-${seatOne}`)) {
      const step = item.steps[0]!;
      const q = english(step.prompt.question);
      const m = q.match(
        /players in seats ([\d, ]+); the puck is in front of seat (\d), so the betting sequence is ([\d, ]+)\./,
      );
      expect(m, q).not.toBeNull();
      const seats = m![1]!.split(', ').map(Number);
      const sequence = m![3]!.split(', ').map(Number);
      expect(sequence, q).toEqual(anticlockwise(seats, Number(m![2]), profile.seats, ascending));
      const hand = q.includes("Player's cards") ? 'player' : 'banker';
      const bets = step.prompt.scene.bets.filter((b) => b.on === hand);
      if (bets.length === 0) continue;
      const top = Math.max(...bets.map((b) => b.amount));
      const holders = bets.filter((b) => b.amount === top).map((b) => b.seat);
      if (holders.length > 1) equalHighest++;
      // 16.7.2: among equal highest, the one placed first in the betting sequence.
      const first = sequence.find((s: number) => holders.includes(s));
      expect(step.key.expected, q).toEqual({ type: 'choice', choice: String(first) });
    }
    expect(equalHighest).toBeGreaterThan(10);
  });
});

describe('N2 Tasmania 5.3: the cut goes round clockwise starting with the player seated in the highest numbered place', () => {
  it.each<[string, TableProfile['seatOne'], number[], number[]]>([
    // Seat 1 at the dealer's left: clockwise is ascending; places 8 and 9 are empty, so the round starts at seat 7.
    ["seat 1 at the dealer's left, highest place empty", 'dealer-left', [1, 3, 7], [7, 1, 3]],
    ["seat 1 at the dealer's left, highest place taken", 'dealer-left', [2, 5, 9], [9, 2, 5]],
    // Seat 1 at the dealer's right: clockwise is descending, from the highest seated player down.
    ["seat 1 at the dealer's right, highest place empty", 'dealer-right', [1, 3, 7], [7, 3, 1]],
  ])('%s', (_case, seatOne, occupied, order) => {
    const r = cutOfferOrder({ seats: 9, occupied, firstSeated: null, previousCutter: null, seatOne });
    expect(r).toEqual({ ok: true, value: [...order, 'inspector'] });
  });
});
