// Issue 24: the procedure topics of competition play (Tasmania 16), limits (7), side wagers (15, Dragon Bonus guide)
// and the cards (4.4, casino guide) say every question, option, amount label, situation, notice line, answer and
// working as messages: Chinese with no English left but the cards ("K♠") and the rule documents' name, and the same
// keys in every language (the settlement's working inside the under-minimum and over-maximum workings included).
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import {
  PROCEDURE_TOPICS,
  topicUnavailable,
  type ProcedureTopic,
} from '../../../core/drills/kinds/procedure.ts';
import type { DrillItem } from '../../../core/drills/types.ts';
import { sayAll, sayPhrase, type Phrase } from '../../../core/i18n/phrase.ts';
import { BUILT_IN_PROFILES } from '../../../core/profiles.ts';
import { drillSet } from './helpers.ts';

const AREAS = ['competition', 'competition-session', 'limits', 'side-bets', 'cards'] as const;
const TOPICS: ProcedureTopic[] = AREAS.flatMap((a) => [...PROCEDURE_TOPICS[a]]);

/** Words of two or more Latin letters: a card is one letter and a suit, so any such word is English left behind. */
const englishLeft = (text: string): string[] => text.replace(/Tasmania/g, '').match(/[A-Za-z]{2,}/g) ?? [];

function items(topic: ProcedureTopic, readTheStacks: boolean): DrillItem[] {
  return BUILT_IN_PROFILES.filter((p) => topicUnavailable(topic, p) === null).flatMap((profile) => {
    const made = generateItems(
      drillSet(
        [{ kind: 'procedure', count: 6, difficulty: 'hard', timeLimitMs: null, constraints: { topic } }],
        { profile: profile.id, ...(readTheStacks ? { readTheStacks: true } : {}) },
      ),
      `languages-${topic}`,
    );
    if (!made.ok) throw new Error(made.error);
    return made.items;
  });
}

/** What a trainee reads in each step; the working last. */
function shown(item: DrillItem): { phrases: Phrase[]; working: Phrase }[] {
  return item.steps.map(({ prompt, key }) => ({
    phrases: [
      prompt.question,
      ...(prompt.form.type === 'choice' ? prompt.form.options.map((o) => o.label) : []),
      ...(prompt.form.type === 'amount' ? [prompt.form.label] : []),
      ...(prompt.scene.situation === null ? [] : [prompt.scene.situation]),
      ...(prompt.scene.notice ?? []),
      key.answerText,
    ],
    working: key.working,
  }));
}

describe('procedure topics (competition, limits, side wagers, cards) in three languages', () => {
  it.each(TOPICS.flatMap((t) => [[t, false] as const, [t, true] as const]))(
    '%s (reading the stacks: %s): every word a message; Chinese with no English left',
    (topic, stacks) => {
      const made = items(topic, stacks);
      expect(made.length).toBeGreaterThan(0);
      for (const item of made)
        for (const { phrases, working } of shown(item)) {
          for (const p of [...phrases, working]) expect(typeof p, `${topic}: ${String(p)}`).toBe('object');
          const checked = [...phrases, working];
          for (const language of ['zh-Hant', 'zh-Hans'] as const)
            for (const p of checked) {
              const said = sayPhrase(p, language);
              expect(said).not.toMatch(/\{[a-z]|undefined|\[object/);
              expect({ said, left: englishLeft(said) }).toEqual({ said, left: [] });
            }
        }
    },
  );

  it('the same seed gives the same keys, whatever language the items are said in', () => {
    for (const topic of TOPICS) {
      const made = items(topic, false);
      const keys = (language: 'en' | 'zh-Hant' | 'zh-Hans') =>
        (sayAll(made, language) as DrillItem[]).map((i) => i.steps.map((s) => s.key.expected));
      expect(keys('zh-Hant'), topic).toEqual(keys('en'));
      expect(keys('zh-Hans'), topic).toEqual(keys('en'));
    }
  });
});
