// Issue 24: a refused drill-set file is named in the reader's language. parseDrillSet's failure carries the refusal as
// a message (`phrase`) whose English is its `error` byte for byte; said in Chinese, each problem keeps its field path
// as it is and the schema's words ("must be at least 1") are Chinese.
import { describe, expect, it } from 'vitest';
import { parseDrillSet } from '../../../core/drills/spec.ts';
import { english, sayPhrase } from '../../../core/i18n/phrase.ts';
import { builtInProfile } from '../../../core/profiles.ts';

const VALID = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'Third-card calls',
  description: 'Banker 3-6 with a Player third card.',
  profile: 'tasmania',
  sections: [
    { kind: 'third-card', count: 20, difficulty: 'hard', timeLimitMs: 5000 },
    { kind: 'result', count: 10, difficulty: 'standard', timeLimitMs: null },
  ],
  passMarks: { overall: 0.9, perSkill: { result: { accuracy: 0.8 } } },
  mode: 'assessment',
  redLineFailsAssessment: true,
};

type Doc = Record<string, unknown> & typeof VALID;
const edit = (f: (d: Doc) => void): unknown => {
  const d = structuredClone(VALID) as Doc;
  f(d);
  return d;
};

/** Schema words in English that must not be left in a Chinese refusal. */
const ENGLISH_WORDS =
  /\b(must|needs|unknown|items in all|at most|at least|section drills|Invalid|Too (big|small))\b/;

describe('a refused drill set in the reader language', () => {
  it.each<[string, unknown, string, string, string]>([
    ['not an object', 42, '(root)', '練習題組無效：(root)', '练习题组无效：(root)'],
    [
      'wrong format',
      edit((d) => (d.format = 'other')),
      'format',
      '必須是「baccarat-drill-set」',
      '必须是“baccarat-drill-set”',
    ],
    [
      'a future version',
      edit((d) => (d.version = 2)),
      'version',
      '必須是 1（目前唯一的版本）',
      '必须是 1（目前唯一的版本）',
    ],
    [
      'count too big',
      edit((d) => (d.sections[1]!.count = 501)),
      'sections.1.count',
      '最多為 500',
      '最多为 500',
    ],
    ['count zero', edit((d) => (d.sections[0]!.count = 0)), 'sections.0.count', '最少為 1', '最少为 1'],
    ['unknown kind', edit((d) => (d.sections[1]!.kind = 'poker')), 'sections.1.kind', '其中之一', '其中之一'],
    [
      'difficulty',
      edit((d) => (d.sections[1]!.difficulty = 'easy')),
      'sections.1.difficulty',
      '必須是 basic',
      '必须是 basic',
    ],
    [
      'time limit',
      edit((d) => (d.sections[0]!.timeLimitMs = 10)),
      'sections.0.timeLimitMs',
      '最少為 500 毫秒',
      '最少为 500 毫秒',
    ],
    [
      'unknown profile',
      edit((d) => (d.profile = 'vegas')),
      'profile',
      '未知的賭枱設定「vegas」',
      '未知的赌台设置“vegas”',
    ],
    [
      'a profile with a bad deck count',
      edit((d) => ((d as Record<string, unknown>).profile = { ...builtInProfile('tasmania')!, decks: 3 })),
      'profile.decks',
      'Tasmania 4.1',
      'Tasmania 4.1',
    ],
    [
      'accuracy above 1',
      edit((d) => (d.passMarks.overall = 90)),
      'passMarks.overall',
      '必須在 0 至 1 之間',
      '必须在 0 至 1 之间',
    ],
    [
      'a pass mark for a skill not drilled',
      edit((d) => ((d.passMarks.perSkill as Record<string, unknown>).commission = { accuracy: 0.9 })),
      'passMarks.perSkill.commission',
      '沒有部分練習 commission',
      '没有部分练习 commission',
    ],
    [
      'unknown mode',
      edit((d) => (d.mode = 'exam')),
      'mode',
      '必須是 practice（練習）',
      '必须是 practice（练习）',
    ],
    [
      'an unknown top-level field',
      edit((d) => ((d as Record<string, unknown>).shuffle = true)),
      '(root)',
      '"shuffle"',
      '"shuffle"',
    ],
    [
      'more than 5,000 items',
      edit((d) => (d.sections = Array.from({ length: 11 }, () => ({ ...VALID.sections[1]!, count: 500 })))),
      'sections',
      '合共 5500 題；最多 5000 題',
      '合共 5500 题；最多 5000 题',
    ],
  ])('%s', (_name, doc, path, hant, hans) => {
    const r = parseDrillSet(doc);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.phrase).toBeDefined();
    if (!r.phrase) return;
    // The English is what the error always said, byte for byte (logs, the command line, signed nothing).
    expect(english(r.phrase)).toBe(r.error);
    for (const [lang, words] of [
      ['zh-Hant', hant],
      ['zh-Hans', hans],
    ] as const) {
      const said = sayPhrase(r.phrase, lang);
      expect(said).toContain(`${path}: `);
      expect(said).toContain(words);
      expect(said).not.toMatch(ENGLISH_WORDS);
    }
  });
});
