// Every coup kind's answer key checked against the engine (cards.ts handPoint, table-of-play.ts, coup.ts) on many
// generated items, with fixed seeds and with fast-check seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLabel, cardValue, handPoint, type Card } from '../../../core/cards.ts';
import { coupFromCards } from '../../../core/coup.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import type { DrillSet } from '../../../core/drills/spec.ts';
import type { Difficulty, DrillItem, Response } from '../../../core/drills/types.ts';
import { bankerDraws, playerDraws } from '../../../core/table-of-play.ts';
import { cardsOf, drillSet, lastScene, shoeOrder } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

const DIFFICULTIES: Difficulty[] = ['basic', 'standard', 'hard'];

function items(
  kind: DrillSet['sections'][number]['kind'],
  difficulty: Difficulty,
  count: number,
  seed: string,
  profile = 'tasmania',
): DrillItem[] {
  const made = generateItems(drillSet([{ kind, count, difficulty, timeLimitMs: null }], { profile }), seed);
  if (!made.ok) throw new Error(made.error);
  return made.items;
}

function expected<T extends Response['type']>(
  item: DrillItem,
  step: number,
  type: T,
): Extract<Response, { type: T }> {
  const e = item.steps[step]?.key.expected;
  if (e?.type !== type) throw new Error(`step ${step} of ${item.id} is not ${type}`);
  return e as Extract<Response, { type: T }>;
}

function isNatural2(cards: readonly Card[]): boolean {
  return handPoint(cards.slice(0, 2)) >= 8;
}

describe('call-hand keys match the engine', () => {
  it.each(DIFFICULTIES)(
    'Tasmania 8, 10.1: %s items call handPoint of the cards shown, natural on two cards',
    (d) => {
      for (const item of items('call-hand', d, 300, `call-${d}`)) {
        const { player, banker } = cardsOf(lastScene(item));
        const e = expected(item, 0, 'points');
        expect(e.player).toBe(handPoint(player));
        expect(e.banker).toBe(handPoint(banker));
        expect(e.natural).toBe(isNatural2(player) || isNatural2(banker));
        if (d === 'basic') expect(player.length + banker.length).toBe(4);
        if (d === 'hard') expect(player.length + banker.length).toBeGreaterThan(4);
        // A finished coup shown is a legal coup: the engine deals exactly these hands from these cards.
        if (d !== 'basic') {
          const coup = coupFromCards(shoeOrder(player, banker));
          expect(coup.ok && [coup.coup.player, coup.coup.banker]).toEqual([player, banker]);
        }
      }
    },
  );
});

describe('third-card keys match the table of play', () => {
  it.each(DIFFICULTIES)('Tasmania 11: %s Player and Banker decisions', (d) => {
    let bankerDecisions = 0;
    for (const item of items('third-card', d, 400, `third-${d}`)) {
      const bankerStep = item.steps.length - 1;
      const { player, banker } = cardsOf(item.steps[bankerStep]!.prompt.scene);
      const p2 = handPoint(player.slice(0, 2));
      const b2 = handPoint(banker);
      expect(banker).toHaveLength(2);
      expect(player.length).toBe(playerDraws(p2, b2) ? 3 : 2);
      if (d === 'hard') {
        expect(item.steps).toHaveLength(1);
        expect(b2).toBeGreaterThanOrEqual(3);
        expect(b2).toBeLessThanOrEqual(6);
        expect(p2 < 8 && b2 < 8).toBe(true);
      } else {
        expect(item.steps).toHaveLength(2);
        expect(cardsOf(item.steps[0]!.prompt.scene).player).toEqual(player.slice(0, 2));
        expect(expected(item, 0, 'draw').draw).toBe(playerDraws(p2, b2));
        expect(item.steps[0]!.prompt.form).toEqual({ type: 'draw', hand: 'player' });
        if (d === 'standard') expect(p2 < 8 && b2 < 8).toBe(true);
      }
      const third = player[2] === undefined ? null : cardValue(player[2]);
      expect(expected(item, bankerStep, 'draw').draw).toBe(bankerDraws(b2, third, p2));
      expect(item.steps[bankerStep]!.prompt.form).toEqual({ type: 'draw', hand: 'banker' });
      for (const s of item.steps) expect(s.key.redLine).toBe(true);
      if (b2 >= 3 && b2 <= 6) bankerDecisions++;
    }
    expect(bankerDecisions).toBeGreaterThan(0);
  });

  it('Tasmania 11: the Banker 3–6 working names the table row it reads, and the third card by its label', () => {
    const rows: Record<string, RegExp> = {
      none: /with no Player third card, Banker 3–5 draws and 6 stands/,
      3: /Banker 3 draws unless the Player’s third card is an 8/,
      4: /Banker 4 draws against a Player’s third card of 2–7/,
      5: /Banker 5 draws against a Player’s third card of 4–7/,
      6: /Banker 6 draws against a Player’s third card of 6 or 7/,
    };
    for (const item of items('third-card', 'hard', 200, 'rows')) {
      const step = item.steps[0]!;
      const { player, banker } = cardsOf(step.prompt.scene);
      const third = player[2];
      expect(english(step.key.working)).toMatch(rows[third === undefined ? 'none' : handPoint(banker)]!);
      expect(english(step.key.working)).not.toMatch(/Player stood/);
      if (third !== undefined) expect(english(step.prompt.question)).toContain(cardLabel(third));
    }
  });

  it('Tasmania 11: case tags name the grid cell, e.g. banker-4-vs-7', () => {
    for (const item of items('third-card', 'hard', 200, 'tags')) {
      const { player, banker } = cardsOf(item.steps[0]!.prompt.scene);
      const v = player[2] === undefined ? 'none' : String(cardValue(player[2]));
      expect(item.steps[0]!.key.cases).toEqual([`banker-${handPoint(banker)}-vs-${v}`]);
    }
  });
});

describe('result keys match coupFromCards', () => {
  it.each(DIFFICULTIES)('Tasmania 6.6-6.8, 10.2: %s results and the dealer call', (d) => {
    for (const item of items('result', d, 300, `result-${d}`)) {
      const { player, banker } = cardsOf(lastScene(item));
      const coup = coupFromCards(shoeOrder(player, banker));
      if (!coup.ok) throw new Error(coup.error);
      expect(coup.coup.player).toEqual(player);
      expect(coup.coup.banker).toEqual(banker);
      expect(expected(item, 0, 'result').winner).toBe(coup.coup.winner);
      expect(english(item.steps[0]!.key.answerText)).toContain(coup.coup.calls[coup.coup.calls.length - 1]);
      if (d === 'basic') expect(player.length + banker.length).toBe(4);
      if (d === 'hard')
        expect(Math.abs(coup.coup.playerPoint - coup.coup.bankerPoint)).toBeLessThanOrEqual(1);
    }
  });
});

describe('whole-coup keys match coupFromCards, step by step', () => {
  it.each(DIFFICULTIES)('Tasmania 9.2, 10, 11: %s whole coups', (d) => {
    for (const item of items('whole-coup', d, 200, `whole-${d}`)) {
      expect(item.steps.map((s) => s.prompt.form.type)).toEqual(['points', 'draw', 'draw', 'result']);
      const { player, banker } = cardsOf(lastScene(item));
      const coup = coupFromCards(shoeOrder(player, banker));
      if (!coup.ok) throw new Error(coup.error);
      const c = coup.coup;
      expect([c.player, c.banker]).toEqual([player, banker]);
      expect(expected(item, 0, 'points')).toEqual({
        type: 'points',
        player: c.playerFirstPoint,
        banker: c.bankerFirstPoint,
        natural: c.natural,
      });
      expect(expected(item, 1, 'draw').draw).toBe(c.playerDrew);
      expect(expected(item, 2, 'draw').draw).toBe(c.bankerDrew);
      expect(expected(item, 3, 'result').winner).toBe(c.winner);
      if (d !== 'basic') expect(c.natural).toBe(false);
      if (d === 'hard') expect(c.playerDrew && c.bankerFirstPoint >= 3 && c.bankerFirstPoint <= 6).toBe(true);
    }
  });

  it('every coup kind on every built-in profile: keys agree with the engine for arbitrary seeds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('tasmania', 'tasmania-federal', 'dragon-bonus', 'deltin'),
        (seed, profile) => {
          const [item] = items('whole-coup', 'basic', 1, seed, profile);
          const { player, banker } = cardsOf(lastScene(item!));
          const coup = coupFromCards(shoeOrder(player, banker));
          return (
            coup.ok &&
            expected(item!, 3, 'result').winner === coup.coup.winner &&
            expected(item!, 2, 'draw').draw === coup.coup.bankerDrew
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
