// Issue 23: "Stakes look like what players bet at that house (round amounts in the house's chip units, a realistic
// spread of sizes), not $113, $99 or $5,007, unless the drill is about odd amounts." Every bet a table drill deals, at
// every house and difficulty, is a round stake (core/chips/stakes.ts) within the bet's limits and in the steps the
// house's chips and commission need (core/drills/kinds/stake.ts); a section's `oddStakes` deals odd ones instead.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRoundStake, realisticStake, roundStakes } from '../../../core/chips/stakes.ts';
import { CONSTRAINT_FIELDS } from '../../../core/drills/constraint-fields.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { betAmount, stakeUnit } from '../../../core/drills/kinds/stake.ts';
import { topicUnavailable } from '../../../core/drills/kinds/procedure.ts';
import { PROCEDURE_TOPICS } from '../../../core/drills/kinds/procedure/topics.ts';
import { parseDrillSet } from '../../../core/drills/spec.ts';
import type { Difficulty, DrillItem, DrillKind } from '../../../core/drills/types.ts';
import { BUILT_IN_PROFILES, limitsFor, offeredBets, type TableProfile } from '../../../core/profiles.ts';
import { Rng } from '../../../core/rng.ts';
import { drillSet } from './helpers.ts';

const DIFFICULTIES: Difficulty[] = ['basic', 'standard', 'hard'];

/** The kinds that deal bets on the table, and the procedure topics among them. */
const TABLE_KINDS: DrillKind[] = ['payout', 'commission', 'settle-table', 'pace-lab', 'dealer-check'];
const BET_TOPICS = [
  ...PROCEDURE_TOPICS.limits,
  ...PROCEDURE_TOPICS.wagers,
  ...PROCEDURE_TOPICS.squeeze,
  ...PROCEDURE_TOPICS['side-bets'],
];

/** Items about an amount that is not a stake players would choose: over or under a limit, not a multiple of it. */
const ABOUT_ODD_AMOUNTS = /^limit-(over|under|multiples)/;

function dealt(
  p: TableProfile,
  kind: DrillKind,
  d: Difficulty,
  constraints: Record<string, unknown>,
  count: number,
): DrillItem[] {
  const made = generateItems(
    drillSet([{ kind, count, difficulty: d, timeLimitMs: null, constraints }], { profile: p.id }),
    `stakes-${p.id}-${kind}-${d}-${JSON.stringify(constraints)}`,
  );
  if (!made.ok) throw new Error(made.error);
  return [...made.items];
}

/** Every bet on every step's table, with the item's case tags. */
function betsOf(items: readonly DrillItem[]) {
  return items.flatMap((item) =>
    item.steps.flatMap((s) => s.prompt.scene.bets.map((bet) => ({ bet, cases: s.key.cases, id: item.id }))),
  );
}

function runs(p: TableProfile): [string, DrillKind, Record<string, unknown>][] {
  return [
    ...TABLE_KINDS.map((k): [string, DrillKind, Record<string, unknown>] => [k, k, {}]),
    ...BET_TOPICS.filter((topic) => topicUnavailable(topic, p) === null).map(
      (topic): [string, DrillKind, Record<string, unknown>] => [`procedure/${topic}`, 'procedure', { topic }],
    ),
  ].filter(([, kind]) => kind !== 'commission' || p.banker.kind === 'commission');
}

describe.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))('stakes at %s', (_id, p) => {
  it.each(DIFFICULTIES)(
    '%s: every bet a table drill deals is a round stake in the house unit, within its limits',
    (d) => {
      let checked = 0;
      for (const [drill, kind, constraints] of runs(p)) {
        for (const { bet, cases, id } of betsOf(dealt(p, kind, d, constraints, 12))) {
          if (cases.some((c) => ABOUT_ODD_AMOUNTS.test(c))) continue;
          const where = `${drill} ${id} ${bet.id}: ${bet.amount}`;
          const { min, max } = limitsFor(p, bet.on);
          expect(bet.amount, where).toBeGreaterThanOrEqual(min);
          expect(bet.amount, where).toBeLessThanOrEqual(max);
          expect(bet.amount % p.betUnit, where).toBe(0);
          expect(bet.amount % stakeUnit(p, bet.on), where).toBe(0);
          expect(isRoundStake(bet.amount, p.betUnit, stakeUnit(p, bet.on)), where).toBe(true);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
    },
  );

  it('hard deals a wider spread of sizes than basic', () => {
    const spread = (d: Difficulty) => {
      const rng = Rng.fromSeed(`spread-${p.id}-${d}`);
      return Math.max(...Array.from({ length: 400 }, () => betAmount(p, 'player', d, rng)));
    };
    expect(spread('hard')).toBeGreaterThan(spread('basic'));
  });

  it('odd stakes: a section with oddStakes deals amounts that are not round, still within the limits', () => {
    const kinds: [DrillKind, Record<string, unknown>][] = [
      ['payout', { oddStakes: true }],
      ['settle-table', { oddStakes: true }],
      ...(p.banker.kind === 'commission'
        ? [['commission', { oddStakes: true }] as [DrillKind, Record<string, unknown>]]
        : []),
    ];
    for (const [kind, constraints] of kinds) {
      const bets = betsOf(dealt(p, kind, 'standard', constraints, 30)).map((b) => b.bet);
      const odd = bets.filter((b) => !isRoundStake(b.amount, p.betUnit, stakeUnit(p, b.on)));
      expect(odd.length, kind).toBeGreaterThan(bets.length / 3);
      for (const b of bets) {
        expect(b.amount).toBeGreaterThanOrEqual(limitsFor(p, b.on).min);
        expect(b.amount).toBeLessThanOrEqual(limitsFor(p, b.on).max);
        expect(b.amount % stakeUnit(p, b.on)).toBe(0);
      }
    }
  });
});

describe('realisticStake and betAmount (properties)', () => {
  const unitArb = fc.constantFrom(1, 5, 25, 100, 500, 10_000);
  it('a stake is within its limits, a multiple of its step, and round when a round stake fits', () => {
    fc.assert(
      fc.property(
        unitArb,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.string(),
        (unit, stepMultiple, lowUnits, spanUnits, seed) => {
          const step = unit * stepMultiple;
          const min = lowUnits * unit;
          const max = min + spanUnits * unit + (step - 1);
          const stake = realisticStake(min, max, unit, Rng.fromSeed(seed), step);
          expect(stake).toBeGreaterThanOrEqual(min);
          expect(stake).toBeLessThanOrEqual(max);
          expect(stake % step).toBe(0);
          if (roundStakes(min, max, unit, step).length > 0)
            expect(isRoundStake(stake, unit, step)).toBe(true);
        },
      ),
    );
  });

  it('is deterministic from the seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 100 }), (seed, n) => {
        const draw = () => {
          const rng = Rng.fromSeed(seed);
          return Array.from({ length: n % 7 }, () => realisticStake(1_000, 500_000, 100, rng));
        };
        expect(draw()).toEqual(draw());
      }),
    );
  });

  it('betAmount: every house, bet and difficulty gives a round stake in the unit within the limits', () => {
    const cases = BUILT_IN_PROFILES.flatMap((p) => offeredBets(p).map((on) => [p, on] as const));
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.constantFrom(...DIFFICULTIES),
        fc.string(),
        ([p, on], d, seed) => {
          const amount = betAmount(p, on, d, Rng.fromSeed(seed));
          const { min, max } = limitsFor(p, on);
          expect(amount).toBeGreaterThanOrEqual(min);
          expect(amount).toBeLessThanOrEqual(max);
          expect(amount % p.betUnit).toBe(0);
          expect(isRoundStake(amount, p.betUnit, stakeUnit(p, on))).toBe(true);
        },
      ),
    );
  });

  it.each([
    [5_000, 100, 100, 5_000, true],
    [12_500, 100, 100, 12_500, true], // $100 + $25
    [30_000, 100, 100, 30_000, true], // $250 + $50
    [11_300, 100, 100, 11_300, false], // $113
    [500_700, 100, 100, 500_700, false], // $5,007
    [9_900, 100, 100, 9_900, false], // $99
  ])('isRoundStake(%i, unit %i, step %i)', (amount, unit, step, _a, round) => {
    expect(isRoundStake(amount, unit, step)).toBe(round);
  });

  it('a bad range is refused naming it', () => {
    expect(() => realisticStake(500, 100, 100, Rng.fromSeed('x'))).toThrow(/limits 500\.\.100/);
    expect(() => realisticStake(101, 199, 100, Rng.fromSeed('x'))).toThrow(/no stake in 101\.\.199/);
  });
});

describe('the oddStakes constraint', () => {
  it('every kind that deals bets offers it in the set editor', () => {
    for (const kind of [...TABLE_KINDS, 'procedure' as const]) {
      expect(CONSTRAINT_FIELDS[kind].find((f) => f.key === 'oddStakes')?.control, kind).toBe('yes-no');
    }
  });

  it('a value other than true or false is named', () => {
    const bad = parseDrillSet({
      ...drillSet([{ kind: 'payout', count: 1, difficulty: 'basic', timeLimitMs: null }]),
      sections: [
        { kind: 'payout', count: 1, difficulty: 'basic', timeLimitMs: null, constraints: { oddStakes: 1 } },
      ],
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/sections\.0\.constraints\.oddStakes: must be true or false/);
  });
});
