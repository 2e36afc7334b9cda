// The practical-standard tab in Chinese (issue 24): the default standard's words, stored in English, show in the
// reader's language in their edit fields; saving stores the English again for a field left as it was and the
// trainer's own words as typed; a trainer's own standard shows as typed. English is unchanged.
import { describe, expect, test } from 'vitest';
import { DEFAULT_STANDARD } from '../../core/assessment/practical-standard-default.ts';
import type { PracticalStandard } from '../../core/assessment/practical-standard.ts';
import { StandardState } from '../../renderer/lib/state/standard.svelte.ts';
import { CHINESE, englishWords, inLanguage, readerLanguageEachTest } from './main-failures-language.ts';

readerLanguageEachTest();

/** Main as the tab reaches it: the standard at `revision`, and what a save was given. */
function withMain(standard: PracticalStandard): { saved: PracticalStandard[] } {
  const calls = { saved: [] as PracticalStandard[] };
  const savedAt = '2026-03-12T03:05:00.000Z';
  (globalThis as { trainer?: unknown }).trainer = {
    practical: {
      standard: () => Promise.resolve({ ok: true, value: { revision: 0, savedAt, standard } }),
      saveStandard: (r: { standard: PracticalStandard }) => {
        calls.saved.push(r.standard);
        return Promise.resolve({ ok: true, value: { revision: 1, savedAt, standard: r.standard } });
      },
    },
  };
  return calls;
}

const fieldsOf = (d: NonNullable<StandardState['draft']>): string[] => [
  d.title,
  ...d.areas.flatMap((a) => [a.name, ...Object.values(a.criteria)]),
  ...d.redLines.map((r) => r.label),
];

describe.each(['zh-Hant', 'zh-Hans'] as const)('in %s', (language) => {
  test('the default standard’s fields are in Chinese, with no English word', async () => {
    withMain(DEFAULT_STANDARD);
    inLanguage(language);
    const std = new StandardState();
    await std.load();
    const draft = std.draft;
    if (!draft) throw new Error('no draft');
    for (const text of fieldsOf(draft).filter((t) => t !== '')) {
      expect(text).toMatch(CHINESE);
      expect(englishWords(text, ['Tasmania'])).toEqual([]);
    }
    // A red line failing an area names it as the area's field shows it.
    const area = draft.redLines.find((r) => r.fails === 'area')?.area;
    if (area !== undefined) expect(draft.areas.map((a) => a.name)).toContain(area);
    expect(std.changed).toBe(false);
  });

  test('saving stores the English of what was left and the trainer’s words as typed', async () => {
    const main = withMain(DEFAULT_STANDARD);
    inLanguage(language);
    const std = new StandardState();
    await std.load();
    const first = std.draft?.areas[0];
    if (!first) throw new Error('no area');
    first.criteria.A = '我的標準';
    expect(std.changed).toBe(true);
    await std.save();
    const want = structuredClone(DEFAULT_STANDARD) as {
      -readonly [K in keyof PracticalStandard]: PracticalStandard[K];
    };
    (want.areas[0] as { criteria: Record<string, string> }).criteria['A'] = '我的標準';
    expect(main.saved[0]).toEqual(want);
  });
});

test('a trainer’s own standard shows as typed, and English shows the stored words', async () => {
  const own = { ...DEFAULT_STANDARD, title: 'Our school standard' };
  withMain(own);
  inLanguage('zh-Hant');
  const std = new StandardState();
  await std.load();
  expect(std.draft?.title).toBe('Our school standard');
  inLanguage('en');
  withMain(DEFAULT_STANDARD);
  const en = new StandardState();
  await en.load();
  expect(en.draft && fieldsOf(en.draft)).toEqual(fieldsOf(DEFAULT_STANDARD as never));
});
