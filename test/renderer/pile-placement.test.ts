// Chips on the layout (issue 10: stacks drawn as real stacks, readable, nothing overlapping; Tasmania 1: seven or
// nine seats). Whatever bets a coup deals, and whatever a trainee pays: each wager stands in its own spot, no pile
// meets another pile, another bet's spot, the cards, the shoe, the discard holder, the notice or a seat number, and
// every pile stays on the felt. Each wager is drawn as a player's mix (issue 23), which stands wholly in its spot and
// clear of its name, or as a pile of fewer chips where it would not. Then, from the drills' own coups at every house:
// how large the chips are drawn.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { offeredBets, type BetName } from '../../core/bets.ts';
import { generateItems } from '../../core/drills/generate.ts';
import type { DrillSet } from '../../core/drills/spec.ts';
import { BUILT_IN_PROFILES, limitsFor, type TableProfile } from '../../core/profiles.ts';
import { betPiles, betToPlace, pilesSeed } from '../../renderer/lib/bet-chips.ts';
import { chipsFor } from '../../renderer/lib/chip-tray.svelte.ts';
import { areaLabel } from '../../renderer/lib/layout.ts';
import { formatCents } from '../../renderer/lib/money.ts';
import {
  CHIP,
  pileOutline,
  pillSize,
  stakeOf,
  pillWidth,
  turnedBox,
  placeBets,
  placePayments,
  type BetPlacement,
  type BetToPlace,
  type PaymentPlace,
  type PileSpec,
} from '../../renderer/lib/pile-placement.ts';
import { inside, overlaps, type Point } from '../../renderer/lib/polygon.ts';
import { seatPlaces, spots, tableBounds, type Spot } from '../../renderer/lib/table-geometry.ts';

const COMMON_CHIPS = [25, 100, 500, 2500, 10000, 50000, 100000];
const amountChars = (cents: number) => formatCents(cents, '$').replace(/\.00$/, '').length;

interface Bet {
  readonly id: string;
  readonly seat: number;
  readonly on: BetName;
  readonly amount: number;
  /** The payment made, if the bet is paid. */
  readonly paid?: number;
  /** Left where it is (a push): "left" is written in the room kept for the payment. */
  readonly pushed?: boolean;
}

interface Laid {
  readonly table: ReturnType<typeof tableBounds>;
  readonly all: readonly Spot[];
  readonly spotOf: (bet: Bet) => Spot;
  readonly toPlace: BetToPlace[];
  readonly placements: Map<string, BetPlacement>;
  readonly payments: Map<string, PaymentPlace>;
  readonly paidSpec: (id: string) => PileSpec | undefined;
}

/** Lays a coup's bets out as the Table does. */
function layOut(profile: TableProfile, seats: number, bets: readonly Bet[]): Laid {
  const places = seatPlaces(seats, profile.seatOne);
  const all = spots(places, offeredBets(profile), (on) => areaLabel(on, profile));
  const spotOf = (bet: Bet) => all.find((s) => s.seat === bet.seat && s.on === bet.on) as Spot;
  const table = tableBounds(places, all);
  const chips = profile.chips ?? COMMON_CHIPS;
  // As the Table does: each wager a player's mix, with piles of fewer chips to fall back on (lib/bet-chips.ts).
  const seed = pilesSeed(bets);
  const toPlace = bets.map((b) =>
    betToPlace(b.id, spotOf(b).room, betPiles(b, chips, profile.betUnit, seed), amountChars(b.amount)),
  );
  const placements = placeBets(toPlace, table);
  const paidSpec = (id: string): PileSpec | undefined => {
    const paid = bets.find((b) => b.id === id)?.paid;
    return paid === undefined
      ? undefined
      : { chips: chipsFor(paid, chips).length, chars: amountChars(paid) + 1 };
  };
  const payments = placePayments(toPlace, placements, paidSpec, table);
  return { table, all, spotOf, toPlace, placements, payments, paidSpec };
}

/** Everything wrong with a layout, in words (empty when it is right). */
function faults(bets: readonly Bet[], laid: Laid): string[] {
  const found: string[] = [];
  const drawn: { id: string; spot: string; what: string; poly: Point[] }[] = [];
  for (const bet of bets) {
    const placed = laid.placements.get(bet.id);
    const spec = laid.toPlace.find((t) => t.id === bet.id);
    if (!placed || !spec) {
      found.push(`${bet.id}: not placed`);
      continue;
    }
    const spot = laid.spotOf(bet);
    // The wager's bottom chip and its amount stand in its own spot.
    const [x, y] = placed.stake;
    const r = CHIP.r * placed.scale;
    const t = (placed.turn * Math.PI) / 180;
    const below: Point = [x - Math.sin(t) * r, y + Math.cos(t) * r];
    if (!inside(placed.stake, spot.outline) || !inside(below, spot.outline))
      found.push(`${bet.id}: the wager does not stand in its spot`);
    const wager = pileOutline(stakeOf(spec, placed), placed.stake, placed.scale, placed.turn);
    drawn.push({ id: bet.id, spot: `${bet.seat}:${bet.on}`, what: 'wager', poly: wager });
    // A player's mix (any pile but the last, the fewest chips) is drawn only wholly inside its spot, its name clear.
    const fewest = (spec.fewer?.length ?? 0) === (placed.fewer ?? 0);
    if (!fewest && !wager.every((p) => inside(p, spot.outline)))
      found.push(`${bet.id}: its player's mix crosses its spot's border`);
    if (!fewest && overlaps(wager, spot.labelBox))
      found.push(`${bet.id}: its player's mix covers its spot's name`);
    const payment = laid.payments.get(bet.id);
    const paid = laid.paidSpec(bet.id);
    if (paid && !payment) found.push(`${bet.id}: its payment is not drawn`);
    if (payment && paid) {
      if (!inside(payment.at, spot.outline)) found.push(`${bet.id}: the payment does not stand by its wager`);
      drawn.push({
        id: bet.id,
        spot: `${bet.seat}:${bet.on}`,
        what: 'payment',
        poly: pileOutline(paid, payment.at, payment.scale, placed.turn),
      });
    }
    if (bet.pushed) {
      // As Table.svelte writes it: centred on the payment's place, at the payment's size.
      const k = placed.paymentScale;
      const w = pillWidth(4, k);
      const h = pillSize(k) * 1.4;
      const [px, py] = placed.payment;
      const box = { x: px - w / 2, y: py - h / 2, width: w, height: h };
      drawn.push({
        id: bet.id,
        spot: `${bet.seat}:${bet.on}`,
        what: '"left"',
        poly: turnedBox(box, placed.payment, placed.turn),
      });
    }
  }
  for (let i = 0; i < drawn.length; i++) {
    const a = drawn[i]!;
    if (!a.poly.every(laid.table.bounds)) found.push(`${a.id} ${a.what}: off the felt`);
    if (laid.table.obstacles.some((o) => overlaps(a.poly, o)))
      found.push(`${a.id} ${a.what}: on the furniture`);
    for (const bet of bets)
      if (bet.id !== a.id && overlaps(a.poly, laid.spotOf(bet).outline))
        found.push(`${a.id} ${a.what}: over ${bet.id}'s spot`);
    // Another spot's name stays in view (a pile may cover its own spot's name where the spot has no room for both).
    for (const spot of laid.all)
      if (`${spot.seat}:${spot.on}` !== a.spot && overlaps(a.poly, spot.labelBox))
        found.push(`${a.id} ${a.what}: over the name of ${spot.seat}:${spot.on}`);
    for (let j = i + 1; j < drawn.length; j++)
      if (overlaps(a.poly, drawn[j]!.poly))
        found.push(`${a.id} ${a.what} meets ${drawn[j]!.id} ${drawn[j]!.what}`);
  }
  return found;
}

/** A coup's bets at a house: any spots, any amounts within the limits, some paid any amount up to 25 times. */
function coup(profile: TableProfile, seats: number): fc.Arbitrary<Bet[]> {
  const areas = offeredBets(profile);
  const spot = fc.record({
    seat: fc.integer({ min: 1, max: seats }),
    on: fc.constantFrom(...areas),
    cents: fc.double({ min: 0, max: 1, noNaN: true }),
    pay: fc.option(fc.integer({ min: 1, max: 25 }), { nil: undefined }),
    cents2: fc.integer({ min: 0, max: 3 }),
  });
  return fc
    .uniqueArray(spot, { minLength: 1, maxLength: 20, selector: (s) => `${s.seat}:${s.on}` })
    .map((picked) =>
      picked.map((s) => {
        const { min, max } = limitsFor(profile, s.on);
        // Whole units mostly, sometimes with cents (a 19:20 payment, a pro rata amount).
        const amount = Math.max(
          min,
          Math.round((min + (max - min) * s.cents ** 3) / 100) * 100 + s.cents2 * 25,
        );
        return {
          id: `${s.seat}:${s.on}`,
          seat: s.seat,
          on: s.on,
          amount,
          ...(s.pay ? { paid: amount * s.pay - (s.cents2 > 1 ? 5 : 0) } : {}),
          ...(!s.pay && s.cents2 === 3 ? { pushed: true } : {}),
        };
      }),
    );
}

const HOUSES = BUILT_IN_PROFILES.flatMap((p) => [7, 9].map((seats) => [p.id, seats, p] as const));

describe('chips on the layout', () => {
  test.each(HOUSES)(
    '%s with %i seats: every wager in its spot, no pile meeting another, a spot or the furniture',
    (_id, seats, profile) => {
      fc.assert(
        fc.property(coup(profile, seats), (bets) => {
          expect(faults(bets, layOut(profile, seats, bets))).toEqual([]);
        }),
        { numRuns: 6, seed: 10 },
      );
    },
  );

  // Every spot of every house, a lone bet of a few, a median and many chips, paid or left: nothing meets.
  test.each(HOUSES)(
    '%s with %i seats: a lone bet in any spot, paid or left where it is',
    (_id, seats, profile) => {
      const { min } = profile.limits.main;
      for (const on of offeredBets(profile))
        for (let seat = 1; seat <= seats; seat++)
          for (const amount of [min, 19700, 199975])
            for (const settled of [{ paid: amount * 11 }, { pushed: true }]) {
              const bets: Bet[] = [{ id: `${seat}:${on}`, seat, on, amount, ...settled }];
              expect(faults(bets, layOut(profile, seats, bets)), `${seat}:${on} ${amount}`).toEqual([]);
            }
    },
    // Every spot of a nine-seat table, each bet's mix and its fewer piles tried: seconds on a busy machine.
    30_000,
  );

  test('a wager too tall for its spot is drawn smaller, still inside it', () => {
    const profile = BUILT_IN_PROFILES.find((p) => p.id === 'deltin') as TableProfile;
    // ₹1,999.75 in the side bets' narrowest spot: sixteen chips.
    const bets: Bet[] = [{ id: 'a', seat: 4, on: 'super_six', amount: 199975, paid: 199975 * 12 }];
    const laid = layOut(profile, 9, bets);
    expect(faults(bets, laid)).toEqual([]);
    expect(laid.placements.get('a')!.scale).toBeLessThan(1);
  });
});

/** One settle-the-table item per seed at a house, as the drills deal them. */
function dealt(profile: string | TableProfile | object, count: number): { seats: number; bets: Bet[] }[] {
  const set = {
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Chips',
    description: 'Settle-the-table coups.',
    profile,
    sections: [{ kind: 'settle-table', count, difficulty: 'hard', timeLimitMs: null }],
    passMarks: { overall: 0.5, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  } as unknown as DrillSet;
  const made = generateItems(set, 'chips-on-the-layout');
  if (!made.ok) throw new Error(made.error);
  return made.items.map((item) => {
    const step = item.steps[0]!;
    const expected = step.key.expected;
    const actions = expected.type === 'settle-table' ? expected.actions : [];
    const scene = step.prompt.scene;
    if (!scene) throw new Error('a settle-the-table item without a table');
    const bets = scene.bets.map((b) => {
      const action = actions.find((a) => a.betId === b.id);
      return { ...b, ...(action?.action === 'pay' ? { paid: action.amount } : {}) };
    });
    return { seats: scene.seats, bets };
  });
}

describe('chips as the drills deal them', () => {
  // The main bets' wagers are what the dealer reads: full size where the spot allows, never below 0.85 (a chip's
  // value stays readable at 1280×800); the side bets' narrower spots allow less.
  test.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s: nothing overlaps; the main bets’ chips are drawn at 0.85 of full size or more, their spots’ names in view',
    (_id, profile) => {
      let main = 0;
      let nameInView = 0;
      const payments: number[] = [];
      for (const { seats, bets } of dealt(profile.id, 12)) {
        const laid = layOut(profile, seats, bets);
        expect(faults(bets, laid)).toEqual([]);
        for (const p of laid.payments.values()) payments.push(p.scale);
        for (const bet of bets) {
          if (bet.on !== 'player' && bet.on !== 'banker' && bet.on !== 'tie') continue;
          const placed = laid.placements.get(bet.id)!;
          const spec = laid.toPlace.find((t) => t.id === bet.id)!;
          expect(placed.scale, `${bet.id} ${bet.amount}`).toBeGreaterThanOrEqual(0.85);
          main += 1;
          const pile = pileOutline(stakeOf(spec, placed), placed.stake, placed.scale, placed.turn);
          if (!overlaps(pile, laid.spotOf(bet).labelBox)) nameInView += 1;
        }
      }
      // And the spot's name stays in view beside the wager, but where a large wager leaves no room for it.
      expect(nameInView / main).toBeGreaterThanOrEqual(0.8);
      // Payments may be drawn smaller than their wager where the spot is narrow, but nine in ten no smaller than the
      // smallest size tried for a wager (0.7).
      payments.sort((a, b) => a - b);
      expect(payments[Math.floor(payments.length / 10)]).toBeGreaterThanOrEqual(0.7);
    },
  );
});

describe("a player's mix on the layout", () => {
  // Issue 23: a bet is drawn as the pile a player puts down, not always the fewest chips; the fewest only where the
  // mix would cross its spot's border or cover its name (checked by faults above).
  test.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s: most wagers a player would mix are drawn as a mix',
    (_id, profile) => {
      let mixable = 0;
      let mixed = 0;
      for (const { seats, bets } of dealt(profile.id, 12)) {
        const laid = layOut(profile, seats, bets);
        for (const spec of laid.toPlace) {
          if (!spec.fewer) continue;
          mixable += 1;
          if ((laid.placements.get(spec.id)?.fewer ?? 0) < spec.fewer.length) mixed += 1;
        }
      }
      expect(mixable).toBeGreaterThan(0);
      expect(mixed / mixable).toBeGreaterThanOrEqual(0.4);
    },
  );
});
