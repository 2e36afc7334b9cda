// Issue 23, the chip drills at every house: each key from the house's chips and its way of paying (DEALING.md "Chip
// handling"; docs/PROFILES.md chipPayment), a bet to read never shows its amount, and a payment of the right amount
// made another way is marked not yet right with the reason.
import { describe, expect, it } from 'vitest';
import { fewestChips } from '../../../core/chips/fewest.ts';
import { chipCount, stackTotal, type ChipStack } from '../../../core/chips/stack.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { markResponse } from '../../../core/drills/mark.ts';
import { CHIP_TOPICS, type ChipTopic } from '../../../core/drills/kinds/chips.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../../core/profiles.ts';
import type { DrillItem } from '../../../core/drills/types.ts';
import { drillSet } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

function items(profile: string | TableProfile, topic: ChipTopic, count = 30): DrillItem[] {
  const set = drillSet(
    [{ kind: 'chips', count, difficulty: 'standard', timeLimitMs: null, constraints: { topics: [topic] } }],
    { profile },
  );
  const made = generateItems(set, `chips/${topic}`);
  if (!made.ok) throw new Error(made.error);
  return [...made.items];
}

const houses = BUILT_IN_PROFILES.map((p) => [p.id, p] as const);

describe.each(houses)('chips at %s', (_id, profile) => {
  it('read-bet: the pile on the spot is the answer, and no amount is written beside it', () => {
    for (const item of items(profile.id, 'read-bet')) {
      const step = item.steps[0]!;
      const bet = step.prompt.scene.bets[0]!;
      expect(bet.amountHidden).toBe(true);
      expect(step.key.expected).toEqual({ type: 'amount', amount: stackTotal(bet.stack!) });
      expect(english(step.prompt.question)).not.toContain(english(step.key.answerText));
      // Nothing but the chips reaches the page: the scene carries no amount for the pile to be read.
      expect(bet.amount).toBe(0);
      // Realistic stakes: within the main limits, in the house's bet unit.
      const stake = stackTotal(bet.stack!);
      expect(stake).toBeGreaterThanOrEqual(profile.limits.main.min);
      expect(stake % profile.betUnit).toBe(0);
      expect(bet.stack!.every((c) => profile.chips.includes(c.value))).toBe(true);
    }
  });

  it('pay: the key is the fewest chips of the even-money payment (this house pays in the fewest chips)', () => {
    for (const item of items(profile.id, 'pay')) {
      const step = item.steps[0]!;
      const wager = step.prompt.scene.bets[0]!;
      expect(step.key.expected).toEqual({ type: 'chips', chips: fewestChips(wager.amount, profile.chips) });
      expect(english(step.prompt.question)).toContain('fewest chips');
    }
  });

  it('colour-up: announce and signal first, then the fewest chips of the same value, fewer than the pile', () => {
    for (const item of items(profile.id, 'colour-up')) {
      const [call, exchange] = item.steps;
      expect(english(call!.key.answerText)).toMatch(/supervisor/);
      const pile = exchange!.prompt.scene.bets[0]!.stack!;
      const e = exchange!.key.expected as { type: 'chips'; chips: ChipStack };
      expect(stackTotal(e.chips)).toBe(stackTotal(pile));
      expect(chipCount(e.chips)).toBeLessThan(chipCount(pile));
    }
  });

  it('colour-down: the change is worth the chip, in the chip asked for', () => {
    for (const item of items(profile.id, 'colour-down')) {
      const step = item.steps[0]!;
      const [chip, into] = english(step.prompt.question)
        .match(/[\d,]+\.\d\d/g)!
        .map((t: string) => Math.round(Number(t.replace(/,/g, '')) * 100));
      const e = step.key.expected as { type: 'chips'; chips: ChipStack };
      expect(stackTotal(e.chips)).toBe(chip);
      expect(e.chips[0]).toEqual({ value: into, count: Math.floor(chip! / into!) });
    }
  });

  it('cut: stacks of 20 and the rest, then the column’s worth', () => {
    for (const item of items(profile.id, 'cut')) {
      const [stacks, worth] = item.steps;
      const n = Number(english(stacks!.prompt.question).match(/column of (\d+) ×/)![1]);
      expect(english(stacks!.key.answerText)).toBe(
        `${Math.floor(n / 20)} ${n < 40 ? 'stack' : 'stacks'} of 20 and ${n % 20} over`,
      );
      const column = worth!.prompt.scene.bets[0]!.stack!;
      expect(worth!.key.expected).toEqual({ type: 'amount', amount: stackTotal(column) });
    }
  });

  const boxTable = profile.banker.kind === 'commission' && profile.banker.collection === 'box';

  it('every topic deals at this house (the commission box only where the house marks one)', () => {
    for (const topic of CHIP_TOPICS) {
      if (topic === 'commission' && !boxTable) {
        expect(() => items(profile.id, topic, 1)).toThrow(/needs a table that marks commission in the box/);
      } else expect(items(profile.id, topic, 3)).toHaveLength(3);
    }
  });
});

it.each(houses.filter(([, p]) => p.banker.kind === 'commission' && p.banker.collection === 'box'))(
  '%s: commission, the change for the box paid with a larger chip, in the fewest chips (casino guide)',
  (_id, profile) => {
    for (const item of items(profile.id, 'commission')) {
      const step = item.steps[0]!;
      const [owed, chip] = english(step.prompt.question)
        .match(/[\d,]+\.\d\d/g)!
        .map((t: string) => Math.round(Number(t.replace(/,/g, '')) * 100));
      expect(Object.values(step.prompt.scene.commissionBox)).toEqual([owed]);
      expect(chip).toBeGreaterThan(owed!);
      expect(step.key.expected).toEqual({
        type: 'chips',
        chips: fewestChips(chip! - owed!, profile.chips),
      });
    }
  },
);

describe('a house that pays at most N of a chip', () => {
  it('deals only stakes it can pay, and its key keeps the cap and is marked right', () => {
    const tasmania = BUILT_IN_PROFILES.find((p) => p.id === 'tasmania')!;
    const house: TableProfile = { ...tasmania, id: 'capped-house', chipPayment: { kind: 'at-most', max: 2 } };
    for (const item of items(house, 'pay', 20)) {
      const s = item.steps[0]!;
      const e = s.key.expected as { type: 'chips'; chips: ChipStack };
      expect(e.chips.every((c) => c.count <= 2)).toBe(true);
      expect(markResponse(s.key, e, 1000, null).correct).toBe(true);
    }
  });
});

describe('marking a payment in chips', () => {
  const tasmania = BUILT_IN_PROFILES.find((p) => p.id === 'tasmania')!;
  const step = items('tasmania', 'pay', 1)[0]!.steps[0]!;
  const expected = (step.key.expected as { type: 'chips'; chips: ChipStack }).chips;
  const amount = stackTotal(expected);
  const smallest = tasmania.chips[0]!;

  it('the fewest chips: right', () => {
    const mark = markResponse(step.key, { type: 'chips', chips: expected }, 1000, null);
    expect(mark.correct).toBe(true);
  });

  it('the right amount in the smallest chips: not yet right, and the feedback says the fewest', () => {
    const mark = markResponse(
      step.key,
      { type: 'chips', chips: [{ value: smallest, count: amount / smallest }] },
      1000,
      null,
    );
    expect(mark.correct).toBe(false);
    expect(mark.credit).toBe(0.5);
    expect(mark.errors.map(english).join(' ')).toMatch(/the house pays in the fewest chips/);
  });

  it('a wrong amount: says the amount', () => {
    const mark = markResponse(
      step.key,
      { type: 'chips', chips: [{ value: smallest, count: 1 }] },
      1000,
      null,
    );
    expect(mark.correct).toBe(false);
    expect(english(mark.errors[0] ?? '')).toMatch(/^Amount: your chips make/);
  });

  it("a house that pays in the wager's colours keys the payment in them", () => {
    const house: TableProfile = { ...tasmania, id: 'colours-house', chipPayment: { kind: 'wager-colours' } };
    for (const item of items(house, 'pay', 20)) {
      const s = item.steps[0]!;
      const wager = s.prompt.scene.bets[0]!.stack!;
      const e = s.key.expected as { type: 'chips'; chips: ChipStack };
      const colours = wager.map((c) => c.value);
      expect(e.chips.every((c) => colours.includes(c.value))).toBe(true);
      expect(english(s.prompt.question)).toContain("wager's own colours");
      // A payment in other chips of the right amount is marked with the reason.
      const other = fewestChips(stackTotal(wager), tasmania.chips)!;
      if (other.some((c) => !colours.includes(c.value))) {
        const mark = markResponse(s.key, { type: 'chips', chips: other }, 1000, null);
        expect(mark.errors.map(english).join(' ')).toMatch(/wager's colours/);
      }
    }
  });
});
