// Issue 23, "read the stacks" mode: a set's `readTheStacks` takes every pile's amount off the table in every section
// (core/drills/read-the-stacks.ts): the scene that reaches the page carries amount 0 and the chips, never the amount;
// the items and their stakes are the ones the set deals without the mode, and a question names "a bet", not its stake.
import { describe, expect, it } from 'vitest';
import { stackTotal } from '../../../core/chips/stack.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet, type DrillSet } from '../../../core/drills/spec.ts';
import { DRILL_KINDS, type DrillItem } from '../../../core/drills/types.ts';
import { formatCents } from '../../../core/money.ts';
import { BUILT_IN_PROFILES } from '../../../core/profiles.ts';
import { drillSet } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

function dealt(set: DrillSet, seed: string): DrillItem[] | null {
  const made = generateItems(set, seed);
  return made.ok ? [...made.items] : null;
}

describe.each(BUILT_IN_PROFILES.map((p) => [p.id, p.currency.symbol] as const))(
  'read the stacks at %s',
  (id, symbol) => {
    it('every kind: no pile carries its amount to the page, and the chips are the stake dealt without the mode', () => {
      let piles = 0;
      for (const kind of DRILL_KINDS) {
        const sections = [{ kind, count: 3, difficulty: 'hard' as const, timeLimitMs: null }];
        const shown = dealt(drillSet(sections, { profile: id }), `stacks-${id}-${kind}`);
        if (!shown) continue; // a kind this house does not deal (e.g. commission where Banker pays half on six)
        const hidden = dealt(
          drillSet(sections, { profile: id, readTheStacks: true }),
          `stacks-${id}-${kind}`,
        );
        expect(hidden, kind).not.toBeNull();
        expect(hidden!.length).toBe(shown.length);
        shown.forEach((item, i) => {
          const other = hidden![i]!;
          expect(other.steps.map((s) => s.key)).toEqual(item.steps.map((s) => s.key));
          // A question that names a stake says "a bet" instead ("Seat 3 has a bet on Banker"); nothing else changes.
          // Procedure questions whose figures are the puzzle are reworded (read-the-stacks-procedure.test.ts).
          if (kind !== 'procedure')
            expect(other.steps.map((s) => english(s.prompt.question))).toEqual(
              item.steps.map((s) =>
                s.prompt.scene.bets.reduce(
                  (q, b) => q.replaceAll(`has ${formatCents(b.amount, symbol)} on`, 'has a bet on'),
                  english(s.prompt.question),
                ),
              ),
            );
          item.steps.forEach((step, j) => {
            const bets = other.steps[j]!.prompt.scene.bets;
            expect(bets.map((b) => b.id)).toEqual(step.prompt.scene.bets.map((b) => b.id));
            step.prompt.scene.bets.forEach((bet, k) => {
              const pile = bets[k]!;
              piles++;
              expect(pile.amount, `${kind} ${pile.id}`).toBe(0);
              expect(pile.amountHidden).toBe(true);
              expect(stackTotal(pile.stack!)).toBe(bet.amountHidden ? stackTotal(bet.stack!) : bet.amount);
              if (!bet.amountHidden)
                expect(english(other.steps[j]!.prompt.question)).not.toContain(
                  `has ${formatCents(bet.amount, symbol)}`,
                );
            });
          });
        });
      }
      expect(piles).toBeGreaterThan(0);
    });
  },
);

describe('the readTheStacks field of a drill set', () => {
  it('round-trips, and is absent unless set', () => {
    expect(
      drillSet([{ kind: 'payout', count: 1, difficulty: 'basic', timeLimitMs: null }]).readTheStacks,
    ).toBe(undefined);
    const on = drillSet([{ kind: 'payout', count: 1, difficulty: 'basic', timeLimitMs: null }], {
      readTheStacks: true,
    });
    const again = parseDrillSet(JSON.parse(JSON.stringify(on)));
    expect(again.ok && again.value.readTheStacks).toBe(true);
  });
  it('a value other than true or false is named', () => {
    const bad = parseDrillSet({
      ...drillSet([{ kind: 'payout', count: 1, difficulty: 'basic', timeLimitMs: null }]),
      readTheStacks: 'yes',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/readTheStacks: must be true or false/);
  });
});
