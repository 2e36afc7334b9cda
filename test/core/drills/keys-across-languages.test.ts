// Issue 24: a key's meaning never depends on the language. Every converted kind's items, generated with the same seed,
// give the same keys (compared as data) whichever language they are said in, and every word a trainee reads is a
// message that each language says in full. Every kind is converted: a kind writing an English string fails here.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import type { DrillItem, DrillKind } from '../../../core/drills/types.ts';
import { DRILL_KINDS } from '../../../core/drills/drill-kinds.ts';
import { LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
import { sayAll, type Phrase } from '../../../core/i18n/phrase.ts';
import { BUILT_IN_PROFILES } from '../../../core/profiles.ts';
import { drillSet } from './helpers.ts';

/** Kinds whose steps are messages throughout (questions, options, amount labels, situation, answer, working): all. */
const CONVERTED: readonly DrillKind[] = [
  'call-hand',
  'third-card',
  'result',
  'whole-coup',
  'chips',
  'dealer-check',
  'payout',
  'commission',
  'settle-table',
  'pace-lab',
  'irregularity',
  'procedure',
];

function items(kind: DrillKind, seed: string): DrillItem[] {
  const out: DrillItem[] = [];
  // Commission drills need a house that charges commission (a six-pays-half house refuses them with an error).
  const houses = BUILT_IN_PROFILES.filter((p) => kind !== 'commission' || p.banker.kind === 'commission');
  for (const profile of houses)
    for (const difficulty of ['basic', 'standard', 'hard'] as const) {
      const made = generateItems(
        drillSet([{ kind, count: 8, difficulty, timeLimitMs: null }], { profile: profile.id }),
        `${seed}-${profile.id}`,
      );
      if (!made.ok) throw new Error(made.error);
      out.push(...made.items);
    }
  return out;
}

/** What a trainee reads in a step, as the engine wrote it. */
function phrases(item: DrillItem): Phrase[] {
  return item.steps.flatMap(({ prompt, key }) => [
    prompt.question,
    ...(prompt.form.type === 'choice' ? prompt.form.options.map((o) => o.label) : []),
    ...(prompt.form.type === 'amount' || prompt.form.type === 'chips' ? [prompt.form.label] : []),
    ...(prompt.scene.situation === null ? [] : [prompt.scene.situation]),
    key.answerText,
    key.working,
  ]);
}

/** The key and the data of the prompt with every phrase taken out: what marking compares. */
function data(item: DrillItem): unknown {
  return item.steps.map(({ prompt, key }) => ({
    form: prompt.form.type === 'choice' ? prompt.form.options.map((o) => o.key) : prompt.form.type,
    scene: { ...prompt.scene, situation: null, conventions: null, notice: null },
    key: { ...key, answerText: null, working: null },
  }));
}

describe('every language gives the same keys', () => {
  it('the lists cover every kind once', () => {
    expect([...CONVERTED].sort()).toEqual([...DRILL_KINDS].sort());
  });

  it.each(CONVERTED)('%s: same seed, same keys as data in every language; every word a message', (kind) => {
    const made = items(kind, 'languages');
    expect(made.length).toBeGreaterThan(0);
    const said = Object.fromEntries(
      LANGUAGES.map((language) => [language, sayAll(made, language) as DrillItem[]]),
    ) as Record<Language, DrillItem[]>;
    for (const [i, item] of made.entries()) {
      for (const phrase of phrases(item))
        expect(typeof phrase, `${item.id}: ${String(phrase)}`).toBe('object');
      for (const language of LANGUAGES) {
        const inLanguage = said[language][i] as DrillItem;
        expect(data(inLanguage), `${kind} ${item.id} in ${language}`).toEqual(data(item));
        for (const text of phrases(inLanguage)) {
          expect(typeof text).toBe('string');
          expect(text as string, `${item.id} in ${language}`).not.toMatch(/\{[a-z]|undefined|\[object/);
          if (language !== 'en')
            expect(text, `${item.id} in ${language}: ${String(text)}`).not.toMatch(
              /\b(?:Player|Banker|Tie|draws?|stands?)\b/,
            );
        }
      }
    }
  });
});
