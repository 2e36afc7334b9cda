// Issue 24: the house's word for a push (core/push-word.ts) in a sentence is said in the reader's language when it is
// the built-in word ("push": 退回 in Chinese), and shown as typed when a trainer typed the house's own word: a Chinese
// sentence has no English in it for a built-in house, and English says exactly what it said before.
import { describe, expect, it } from 'vitest';
import { conventionRefs, pushWordRef } from '../../../core/conventions.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { markResponse } from '../../../core/drills/mark.ts';
import type { DrillItem, DrillKind } from '../../../core/drills/types.ts';
import { english, sayPhrase, type Phrase } from '../../../core/i18n/phrase.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../../core/profiles.ts';
import { pushWordCapitalisedParam, pushWordParam } from '../../../core/push-word.ts';
import { drillSet } from '../drills/helpers.ts';

function items(
  p: TableProfile,
  kind: DrillKind,
  constraints: Record<string, unknown>,
  count = 6,
): DrillItem[] {
  const set = drillSet([{ kind, count, difficulty: 'hard', timeLimitMs: null, constraints }], { profile: p });
  const made = generateItems(set, `push-word-language-${p.id}`);
  if (!made.ok) throw new Error(made.error);
  return [...made.items];
}

/** Every phrase naming a push: the notice line, payout and Dragon Bonus questions, options, answers and workings, the
 *  settle-table answer and the marker's words for a push left unsettled. */
function pushPhrases(p: TableProfile): Phrase[] {
  const out: Phrase[] = [pushWordRef(p)];
  const bets = ['player', 'banker', ...(p.dragonBonus ? ['dragon_player', 'dragon_banker'] : [])];
  for (const item of [
    ...items(p, 'payout', { bets, outcome: 'push' }),
    ...items(p, 'settle-table', { winner: 'tie' }),
  ])
    for (const { prompt, key } of item.steps) {
      out.push(prompt.question, key.answerText, key.working);
      if (prompt.form.type === 'choice') out.push(...prompt.form.options.map((o) => o.label));
      if (key.expected.type === 'settle-table')
        out.push(...markResponse(key, { type: 'settle-table', actions: [] }, 1000, null, prompt.form).errors);
    }
  return out;
}

describe('the push word as a message parameter', () => {
  it('the built-in word is a message; a typed word stays as typed', () => {
    expect(sayPhrase(pushWordRef(BUILT_IN_PROFILES[0]!), 'en')).toContain('are a push:');
    expect(typeof pushWordParam('push')).toBe('object');
    expect(pushWordParam('stand-off')).toBe('stand-off');
    expect(pushWordCapitalisedParam('stand-off')).toBe('Stand-off');
    expect(english(pushWordCapitalisedParam('push') as Phrase)).toBe('Push');
  });

  it.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s: in Chinese no sentence names a push in English; in English the word is "push"',
    (_id, p) => {
      const phrases = pushPhrases(p);
      expect(phrases.map(english).join('\n')).toMatch(/\bpush\b/);
      for (const language of ['zh-Hant', 'zh-Hans'] as const)
        for (const phrase of phrases) {
          const said = sayPhrase(phrase, language);
          expect(said, said).not.toMatch(/push/i);
        }
      expect(sayPhrase(pushWordRef(p), 'zh-Hant')).toContain('「退回」');
    },
  );

  it.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s with a typed word: the word is kept as typed in every language',
    (_id, house) => {
      const p: TableProfile = { ...house, pushWord: 'stand-off' };
      expect(sayPhrase(pushWordRef(p), 'zh-Hant')).toContain('「stand-off」');
      expect(sayPhrase(pushWordRef(p), 'zh-Hans')).toContain('“stand-off”');
      expect(english(pushWordRef(p))).toContain('are a stand-off:');
      const said = pushPhrases(p).map((x) => sayPhrase(x, 'zh-Hant'));
      expect(said.join('\n')).toContain('stand-off');
      expect(said.join('\n')).not.toMatch(/push|退回/i);
      expect(
        conventionRefs(p)
          .map((r) => sayPhrase(r, 'zh-Hant'))
          .join('\n'),
      ).toContain('stand-off');
    },
  );
});
