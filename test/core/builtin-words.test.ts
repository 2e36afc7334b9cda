// Built-in content stored in English, shown in the reader's language while it is the built-in item, unedited
// (core/builtin-words.ts): the stored English never changes, and a trainer's own or edited words stay as typed.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinRef, houseWords, sayBuiltin } from '../../core/builtin-words.ts';
import { BUILT_IN_PROFILES, builtInProfile } from '../../core/profiles.ts';
import { DEFAULT_STANDARD } from '../../core/assessment/practical-standard-default.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';

const tasmania = builtInProfile('tasmania')!;
const han = /\p{Script=Han}/u;

describe('built-in words in the reader language', () => {
  it('keeps the built-in houses English byte for byte where they are stored', () => {
    expect(tasmania.name).toBe('Tasmania (commission 19:20, Perfect Pairs)');
    expect(builtInProfile('deltin')!.name).toBe('Deltin (Banker six pays half, Pairs, Super Six)');
    expect(builtInProfile('deltin')!.description).toBe(
      'Banker 1:1 except a Banker win on six pays half; Tie 8:1; Player/Banker Pair 11:1; Super Six 12:1.',
    );
  });

  it.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    'says the built-in house %s in Chinese and its stored English in English',
    (_id, p) => {
      expect(houseWords(p, 'en')).toEqual({ name: p.name, description: p.description });
      for (const language of ['zh-Hant', 'zh-Hans'] as const) {
        const words = houseWords(p, language);
        expect(words.name).toMatch(han);
        expect(words.description).toMatch(han);
      }
    },
  );

  it('says the Tasmania house in Traditional and Simplified Chinese', () => {
    expect(houseWords(tasmania, 'zh-Hant').name).toBe('塔斯曼尼亞（佣金 20 賠 19，完美對子）');
    expect(houseWords(tasmania, 'zh-Hans').name).toBe('塔斯马尼亚（佣金 20 赔 19，完美对子）');
  });

  it("shows a trainer's own or edited house as typed", () => {
    const copy = { ...tasmania, id: 'my-tasmania' };
    expect(houseWords(copy, 'zh-Hant')).toEqual({ name: tasmania.name, description: tasmania.description });
    const renamed = { ...tasmania, name: 'Tasmania (our floor)' };
    expect(houseWords(renamed, 'zh-Hant').name).toBe('Tasmania (our floor)');
    // Only the edited field keeps its words: the description is still the built-in one.
    expect(houseWords(renamed, 'zh-Hant').description).toMatch(han);
  });

  it('says every starter set title and description in each language, and gives back its English exactly', () => {
    const dir = new URL('../../assets/drill-sets/', import.meta.url);
    const titles = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => {
        const set = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as {
          title: string;
          description: string;
        };
        return [set.title, set.description];
      });
    expect(titles.length).toBeGreaterThan(20);
    for (const title of titles) {
      expect(builtinRef(title), title).toBeDefined();
      expect(sayBuiltin(title, 'en')).toBe(title);
      for (const language of LANGUAGES.filter((l) => l !== 'en'))
        expect(sayBuiltin(title, language)).toMatch(han);
    }
    expect(sayBuiltin('Tasmania: pace lab', 'zh-Hant')).toBe('塔斯曼尼亞：速度練習');
  });

  it('says the default standard, areas, criteria and red lines included', () => {
    const words = [
      DEFAULT_STANDARD.title,
      ...DEFAULT_STANDARD.areas.flatMap((a) => [a.name, ...Object.values(a.criteria)]),
      ...DEFAULT_STANDARD.redLines.map((r) => r.label),
    ];
    for (const w of words) {
      expect(sayBuiltin(w, 'en')).toBe(w);
      expect(sayBuiltin(w, 'zh-Hant'), w).toMatch(han);
    }
    expect(sayBuiltin('Calls', 'zh-Hant')).toBe('報牌');
    expect(sayBuiltin('Settlement', 'zh-Hans')).toBe('结算');
  });

  it('says the adaptive, replay and mock exam titles, a built-in set inside them too', () => {
    expect(sayBuiltin('Adaptive practice', 'zh-Hant')).toBe('自適應練習');
    expect(sayBuiltin('Replay: Deltin: dealer assessment', 'zh-Hant')).toBe('重做：Deltin：荷官考核');
    expect(sayBuiltin('Mock exam: Tasmania: dealer assessment', 'zh-Hans')).toBe(
      '模拟考试：塔斯马尼亚：荷官考核',
    );
    // The trainer's own title inside stays as typed.
    expect(sayBuiltin('Replay: Our Monday set', 'zh-Hant')).toBe('重做：Our Monday set');
  });

  it("leaves a trainer's words alone, even when they start like built-in ones", () => {
    for (const typed of ['Tasmania: pace lab (ours)', 'calls', 'Replay:', 'Mock exam:x', '']) {
      expect(sayBuiltin(typed, 'zh-Hant')).toBe(typed);
      expect(builtinRef(typed)).toBeUndefined();
    }
  });
});
