// Issue 24: the irregularity kind (Tasmania 14, 9.4) says its questions, options, situations and answers as messages:
// the same item (same seed) in every language, English word for word as the engine wrote it, and Chinese with no
// English left but the cards ("K♠") and the rule documents' name. The workings (core/irregularities/ `resolve`) too.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import type { DrillSection } from '../../../core/drills/spec.ts';
import { IRREGULARITY_KINDS } from '../../../core/irregularities.ts';
import { sayPhrase, type Phrase } from '../../../core/i18n/phrase.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { drillSet } from './helpers.ts';

/** Words of two or more Latin letters: a card is one letter and a suit, so any such word is English left behind. */
const englishLeft = (text: string): string[] => text.replace(/Tasmania/g, '').match(/[A-Za-z]{2,}/g) ?? [];

function shownPhrases(kind: (typeof IRREGULARITY_KINDS)[number], seed: string): Phrase[] {
  const made = generateItems(
    drillSet(
      [
        {
          kind: 'irregularity',
          count: 6,
          difficulty: 'hard',
          timeLimitMs: null,
          constraints: { irregularity: kind },
        } as DrillSection,
      ],
      { profile: 'tasmania' },
    ),
    seed,
  );
  if (!made.ok) throw new Error(made.error);
  return made.items.flatMap((item) =>
    item.steps.flatMap((step) => [
      step.prompt.question,
      ...(step.prompt.scene.situation === null ? [] : [step.prompt.scene.situation]),
      ...(step.prompt.form.type === 'choice' ? step.prompt.form.options.map((o) => o.label) : []),
      step.key.answerText,
      step.key.working,
    ]),
  );
}

describe('irregularity items in three languages', () => {
  it.each(IRREGULARITY_KINDS)(
    '%s: every question, situation, option, answer and working is a message',
    (kind) => {
      const phrases = shownPhrases(kind, `lang-${kind}`);
      expect(phrases.length).toBeGreaterThan(0);
      for (const p of phrases) expect(typeof p).toBe('object');
    },
  );

  it.each(
    IRREGULARITY_KINDS.flatMap((kind) => (['zh-Hant', 'zh-Hans'] as const).map((l) => [kind, l] as const)),
  )('%s in %s: no English left', (kind, language: Language) => {
    for (const p of shownPhrases(kind, `lang-${kind}`)) {
      const said = sayPhrase(p, language);
      expect(said).not.toBe('');
      expect({ said, left: englishLeft(said) }).toEqual({ said, left: [] });
    }
  });

  it('the same seed gives the same keys and message ids, whatever language they are said in', () => {
    const a = shownPhrases('player-card-in-error', 'same');
    const b = shownPhrases('player-card-in-error', 'same');
    expect(a).toEqual(b);
    const first = a[0] as Phrase;
    expect([sayPhrase(first, 'en'), sayPhrase(first, 'zh-Hant'), sayPhrase(first, 'zh-Hans')]).toEqual([
      'What is the correct procedure?',
      '正確的處理程序是甚麼？',
      '正确的处理程序是什么？',
    ]);
  });
});

describe('table procedures converted so far, in three languages', () => {
  it('Tasmania 15.5, a coup with only Perfect Pairs wagers: question, options and working are messages', () => {
    const made = generateItems(
      drillSet(
        [
          {
            kind: 'procedure',
            count: 4,
            difficulty: 'standard',
            timeLimitMs: null,
            constraints: { topic: 'pp-only-coup' },
          } as DrillSection,
        ],
        { profile: 'tasmania' },
      ),
      'pp-only',
    );
    if (!made.ok) throw new Error(made.error);
    for (const step of made.items.flatMap((i) => i.steps)) {
      const form = step.prompt.form;
      if (form.type !== 'choice') throw new Error('not a choice step');
      const phrases = [step.prompt.question, step.key.working, ...form.options.map((o) => o.label)];
      for (const p of phrases) expect(typeof p).toBe('object');
      for (const language of ['zh-Hant', 'zh-Hans'] as const)
        for (const p of phrases) expect(englishLeft(sayPhrase(p, language))).toEqual([]);
    }
  });
});
