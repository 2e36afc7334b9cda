// Issue 23, catch the dealer's mistake, at every house: the rate the set chooses decides how many coups carry a
// mistake, each mistake is keyed by name and cites the rule it breaks, and a house that takes no commission never
// has a commission mistake.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import {
  DEALER_MISTAKES,
  MISTAKE_WORDS,
  type DealerMistake,
} from '../../../core/drills/kinds/dealer-check.ts';
import { BUILT_IN_PROFILES } from '../../../core/profiles.ts';
import type { DrillItem } from '../../../core/drills/types.ts';
import { drillSet } from './helpers.ts';
import { formatCents } from '../../../core/money.ts';
import { english } from '../../../core/i18n/phrase.ts';

function items(profile: string, constraints: Record<string, unknown>, count = 40): DrillItem[] | string {
  const set = drillSet(
    [{ kind: 'dealer-check', count, difficulty: 'standard', timeLimitMs: null, constraints }],
    {
      profile,
    },
  );
  const made = generateItems(set, `dealer/${JSON.stringify(constraints)}`);
  return made.ok ? [...made.items] : made.error;
}

function keyed(item: DrillItem): string {
  const step = item.steps[0]!;
  const e = step.key.expected;
  const form = step.prompt.form;
  if (e.type !== 'choice' || form.type !== 'choice') throw new Error('a choice');
  return english(form.options.find((o) => o.key === e.choice)!.label);
}

const RULE_OF: Record<DealerMistake, RegExp> = {
  draw: /^Tasmania 11$/,
  payment: /Tasmania|guide/,
  commission: /12\.2|commission/i,
  order: /House dealing procedure/,
};

describe.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
  'catch the dealer’s mistake at %s',
  (id, p) => {
    const takesCommission = p.banker.kind === 'commission';

    it('0%: every coup is clean, and the key says so', () => {
      const all = items(id, { mistakePercent: 0 }) as DrillItem[];
      expect(all.every((i) => keyed(i).startsWith('Clean'))).toBe(true);
    });

    it.each(DEALER_MISTAKES.filter((m) => m !== 'commission' || takesCommission))(
      '100%% %s: the key names it, cites its rule, and the question lists what the dealer did',
      (mistake) => {
        const all = items(id, { mistakePercent: 100, mistakes: [mistake] }) as DrillItem[];
        for (const item of all) {
          const step = item.steps[0]!;
          expect(keyed(item)).toBe(english(MISTAKE_WORDS[mistake]));
          expect(step.key.rule).toMatch(RULE_OF[mistake]);
          expect(step.key.cases).toEqual([`dealer-${mistake}`]);
          expect(english(step.prompt.question)).toMatch(/settled it in this order: 1\. /);
          expect(english(step.key.working).length).toBeGreaterThan(20);
        }
      },
    );

    it('the default rate gives both clean coups and mistakes', () => {
      const all = items(id, {}, 80) as DrillItem[];
      const clean = all.filter((i) => keyed(i).startsWith('Clean')).length;
      expect(clean).toBeGreaterThan(10);
      expect(clean).toBeLessThan(70);
    });
  },
);

it.each(BUILT_IN_PROFILES.filter((p) => p.banker.kind !== 'commission').map((p) => p.id))(
  '%s takes no commission: a commission mistake is refused, saying why',
  (id) => {
    expect(items(id, { mistakePercent: 100, mistakes: ['commission'] })).toMatch(/takes no commission/);
  },
);

it.each(BUILT_IN_PROFILES.filter((p) => p.banker.kind === 'commission').map((p) => p.id))(
  '%s: a wrong payment is never a Banker win paid even money (that is the missed commission, the other option)',
  (id) => {
    const all = items(id, { mistakePercent: 100, mistakes: ['payment'] }, 60) as DrillItem[];
    for (const item of all) {
      const step = item.steps[0]!;
      const paidEven = step.prompt.scene.bets.some(
        (b) =>
          b.on === 'banker' &&
          new RegExp(
            `paid seat ${b.seat} Banker \\${formatCents(b.amount, '$').replace('.', '\\.')}(;|$)`,
          ).test(english(step.prompt.question).replace(/\. Was it right\?$/, '')),
      );
      expect(paidEven, english(step.prompt.question)).toBe(false);
    }
  },
);
