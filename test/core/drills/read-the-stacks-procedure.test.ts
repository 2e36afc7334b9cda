// Issue 23, "read the stacks" in the procedure drills whose figures are the puzzle (a partnership over the maximum,
// a pro rata reduction, a wager that is not a multiple of the minimum, a late wager, a competition wager): the
// question does not state the amounts the piles show (the trainee reads them from the chips), while the answer and its
// working may.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { topicUnavailable } from '../../../core/drills/kinds/procedure.ts';
import type { ProcedureTopic } from '../../../core/drills/kinds/procedure/topics.ts';
import type { DrillItem } from '../../../core/drills/types.ts';
import { formatCents } from '../../../core/money.ts';
import { BUILT_IN_PROFILES, limitsFor } from '../../../core/profiles.ts';
import { drillSet } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

const TOPICS: ProcedureTopic[] = [
  'partnership',
  'pro-rata',
  'multiples',
  'under-minimum',
  'over-maximum',
  'chips-only',
  'no-more-bets',
  'deltin-tie',
  'tie-change',
  'top-up',
  'seat-wagers',
];

function dealt(id: string, topic: ProcedureTopic, readTheStacks: boolean): DrillItem[] {
  const made = generateItems(
    drillSet(
      [{ kind: 'procedure', count: 20, difficulty: 'hard', timeLimitMs: null, constraints: { topic } }],
      {
        profile: id,
        ...(readTheStacks ? { readTheStacks: true } : {}),
      },
    ),
    `stacks-procedure-${id}-${topic}`,
  );
  if (!made.ok) throw new Error(made.error);
  return [...made.items];
}

describe.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
  'read the stacks, procedure at %s',
  (id, p) => {
    const topics = TOPICS.filter((t) => topicUnavailable(t, p) === null);
    it.each(topics)('%s: the question names no amount a pile shows; the key is the same', (topic) => {
      const shown = dealt(id, topic, false);
      const hidden = dealt(id, topic, true);
      let named = 0;
      shown.forEach((item, i) => {
        const other = hidden[i]!;
        expect(other.steps.map((s) => s.key)).toEqual(item.steps.map((s) => s.key));
        item.steps.forEach((step, j) => {
          const question = english(other.steps[j]!.prompt.question);
          // Figures the question states for another reason: the limits and the posted notice.
          const stated = (on: Parameters<typeof limitsFor>[1]) => [
            formatCents(limitsFor(p, on).min, p.currency.symbol),
            formatCents(limitsFor(p, on).max, p.currency.symbol),
            ...(step.prompt.scene.notice ?? []).map(english),
          ];
          for (const bet of step.prompt.scene.bets) {
            const amount = formatCents(bet.amount, p.currency.symbol);
            if (stated(bet.on).some((s) => s.includes(amount))) continue;
            if (english(step.prompt.question).includes(amount)) named++;
            expect(question, `${topic} ${item.id}`).not.toContain(amount);
          }
        });
      });
      // Without the mode the questions name the wagers, so the check above has something to bite on.
      if (topic !== 'chips-only' && topic !== 'no-more-bets') expect(named).toBeGreaterThan(0);
    });

    it('pro rata: the working after answering still states the wagers', () => {
      if (topicUnavailable('pro-rata', p) !== null) return;
      const shown = dealt(id, 'pro-rata', false);
      dealt(id, 'pro-rata', true).forEach((item, i) => {
        const wagers = shown[i]!.steps[0]!.prompt.scene.bets.map((b) =>
          formatCents(b.amount, p.currency.symbol),
        );
        expect(item.steps[0]!.prompt.scene.bets.every((b) => b.amountHidden)).toBe(true);
        expect(wagers.some((w) => english(item.steps[0]!.key.working).includes(w))).toBe(true);
      });
    });
  },
);
