// Issue 24: a Chinese reader sees no English in a drill. For every drill kind and many seeds, the questions, options,
// amount labels, situations, answers, workings and the marker's feedback on a wrong answer, said in zh-Hant and
// zh-Hans, hold no Latin word of two letters or more, except the few names kept as written (GLOSSARY.md): a rule's
// source in a citation ("Tasmania 14.1"), the game Federal Baccarat, the Deltin guide and the competition puck; and
// seat numbers are listed with 、, not an ASCII comma.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { markResponse } from '../../../core/drills/mark.ts';
import { DRILL_KINDS } from '../../../core/drills/drill-kinds.ts';
import type { DrillItem, DrillKind, Response } from '../../../core/drills/types.ts';
import { sayPhrase, type Phrase } from '../../../core/i18n/phrase.ts';
import { BUILT_IN_PROFILES } from '../../../core/profiles.ts';
import { drillSet } from '../drills/helpers.ts';

const CHINESE = ['zh-Hant', 'zh-Hans'] as const;
const SEEDS = 6;

/** Names kept as written in Chinese (GLOSSARY.md): rule sources and guides, a game's name, the puck. */
const KEPT_AS_WRITTEN = new Set(['Tasmania', 'Federal', 'Baccarat', 'Deltin', 'puck']);
const LATIN_WORD = /[A-Za-z]{2,}/g;

/** Numbers listed with an ASCII comma ("2, 3, 5") where Chinese lists them with 、, rule sections ("Tasmania 16.5.4,
 *  16.5.5") aside: they are the rule documents' own. */
function asciiListed(text: string): string[] {
  return (
    text
      .replace(/Tasmania [\d.]+(?:[-–]\d[\d.]*)?(?:, [\d.]+(?:[-–]\d[\d.]*)?)*/g, '')
      .match(/\d,(?= \d)/g) ?? []
  );
}

/** The Latin words in a text that are not kept as written. */
function englishWords(text: string): string[] {
  return (text.match(LATIN_WORD) ?? []).filter((w) => !KEPT_AS_WRITTEN.has(w));
}

function items(kind: DrillKind, seed: number): DrillItem[] {
  const houses = BUILT_IN_PROFILES.filter((p) => kind !== 'commission' || p.banker.kind === 'commission');
  return houses.flatMap((profile) =>
    (['basic', 'standard', 'hard'] as const).flatMap((difficulty) => {
      const made = generateItems(
        drillSet([{ kind, count: 4, difficulty, timeLimitMs: null }], { profile: profile.id }),
        `english-${seed}-${profile.id}`,
      );
      if (!made.ok) throw new Error(made.error);
      return made.items;
    }),
  );
}

/** A wrong answer to a step, so the marker's feedback is said too (an amount a cent out, a settlement likewise). */
function wrongResponse(expected: DrillItem['steps'][number]['key']['expected']): Response | null {
  if (expected.type === 'amount') return { ...expected, amount: expected.amount + 1 } as Response;
  if (expected.type === 'settle-table')
    return {
      ...expected,
      actions: expected.actions.map((a) => ({ ...a, amount: a.amount + 1 })),
    } as Response;
  if (expected.type === 'points')
    return { ...expected, player: (expected.player + 1) % 10, natural: !expected.natural } as Response;
  return null;
}

/** Everything a trainee reads in an item, with where it came from. */
function phrases(item: DrillItem): [string, Phrase][] {
  return item.steps.flatMap(({ prompt, key }, step): [string, Phrase][] => {
    const wrong = wrongResponse(key.expected);
    const errors = wrong === null ? [] : markResponse(key, wrong, 1, null, prompt.form).errors;
    return [
      [`step ${step} question`, prompt.question],
      ...(prompt.form.type === 'choice'
        ? prompt.form.options.map((o): [string, Phrase] => [`step ${step} option ${o.key}`, o.label])
        : []),
      ...(prompt.form.type === 'amount' || prompt.form.type === 'chips'
        ? [[`step ${step} amount label`, prompt.form.label] as [string, Phrase]]
        : []),
      ...(prompt.scene.situation === null
        ? []
        : [[`step ${step} situation`, prompt.scene.situation] as [string, Phrase]]),
      [`step ${step} answer`, key.answerText],
      [`step ${step} working`, key.working],
      ...errors.map((e, i): [string, Phrase] => [`step ${step} feedback ${i}`, e]),
    ];
  });
}

describe('no English in a Chinese drill', () => {
  it('finds a leak: an English word inside a Chinese sentence', () => {
    expect(englishWords('莊 20 賠 19（Tasmania 12.2）')).toEqual([]);
    expect(englishWords('閒 push，莊 K 點')).toEqual(['push']);
    expect(asciiListed('玩家坐在 2, 3, 5 號位（Tasmania 16.5.4, 16.5.5）')).toEqual(['2,', '3,']);
    expect(asciiListed('玩家坐在 2、3、5 號位（Tasmania 16.5.4, 16.5.5）')).toEqual([]);
  });

  it.each(DRILL_KINDS)(
    '%s: questions, options, workings and feedback in Chinese hold no English word',
    (kind) => {
      const leaks = new Set<string>();
      let said = 0;
      for (let seed = 1; seed <= SEEDS; seed++)
        for (const item of items(kind, seed))
          for (const [where, phrase] of phrases(item))
            for (const language of CHINESE) {
              const text = sayPhrase(phrase, language);
              said++;
              const words = [...englishWords(text), ...asciiListed(text)];
              if (words.length > 0)
                leaks.add(`${language} ${kind} ${where}: ${words.join(', ')} in "${text}"`);
            }
      expect(said).toBeGreaterThan(0);
      expect([...leaks].slice(0, 20)).toEqual([]);
    },
  );
});
