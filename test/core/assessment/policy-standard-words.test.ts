// Issue 24: the assessment policy's and the practical standard's refusals in the reader's language. The policy is part
// of a drill set: the set editor's problem beside a field (checkDrillSetDraft) and an imported file's refusal
// (parseDrillSet) say its schema's words as messages. The standard's refusal (parseStandard, and the registry's when a
// trainer saves one) keeps its English byte for byte and is said in Chinese with each field path as it is.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STANDARD } from '../../../core/assessment/practical-standard-default.ts';
import { parseStandard } from '../../../core/assessment/practical-standard.ts';
import { checkDrillSetDraft } from '../../../core/drills/spec-messages.ts';
import { parseDrillSet } from '../../../core/drills/spec.ts';
import { english, sayPhrase } from '../../../core/i18n/phrase.ts';

const SET = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'T',
  description: '',
  profile: 'tasmania',
  sections: [{ kind: 'result', count: 2, difficulty: 'standard', timeLimitMs: null }],
  passMarks: { overall: 0.8, perSkill: {} },
  mode: 'assessment',
  redLineFailsAssessment: true,
};

describe("the assessment policy's problems in the set editor, in the reader's language", () => {
  it.each<[string, unknown, string, string, string, string]>([
    ['attempts 0', { attempts: 0 }, 'assessment.attempts', 'must be at least 1', '最少為 1', '最少为 1'],
    ['attempts 21', { attempts: 21 }, 'assessment.attempts', 'must be at most 20', '最多為 20', '最多为 20'],
    [
      'a negative wait',
      { waitMinutes: -1 },
      'assessment.waitMinutes',
      'must not be negative',
      '不可為負數',
      '不可为负数',
    ],
    [
      'a wait over a year',
      { waitMinutes: 600_000 },
      'assessment.waitMinutes',
      'must be at most a year (525600)',
      '最多一年（525600）',
      '最多一年（525600）',
    ],
    [
      'an area too long',
      { practical: { areas: ['x'.repeat(61)] } },
      'assessment.practical.areas',
      'must be at most 60 characters',
      '最多 60 個字元',
      '最多 60 个字符',
    ],
    [
      'too many areas',
      { practical: { areas: Array.from({ length: 21 }, (_, i) => `Area ${i}`) } },
      'assessment.practical.areas',
      'at most 20 areas',
      '最多 20 個範疇',
      '最多 20 个范畴',
    ],
  ])('%s', (_what, assessment, field, en, hant, hans) => {
    const { problems } = checkDrillSetDraft({ ...SET, assessment });
    const problem = problems.find((p) => p.field === field);
    expect(problem && english(problem.message)).toBe(en);
    expect(problem && sayPhrase(problem.message, 'zh-Hant')).toBe(hant);
    expect(problem && sayPhrase(problem.message, 'zh-Hans')).toBe(hans);
    // The imported file's refusal says the same field's words in Chinese too.
    const imported = parseDrillSet({ ...SET, assessment });
    expect(imported.ok).toBe(false);
    if (imported.ok) return;
    expect(english(imported.phrase ?? '')).toBe(imported.error);
    expect(sayPhrase(imported.phrase ?? '', 'zh-Hant')).not.toMatch(/must|needs|at most|at least|negative/);
  });

  it('an unknown red line lists the red lines by their names in the reader’s language', () => {
    const { problems } = checkDrillSetDraft({ ...SET, assessment: { redLines: ['spilled-drink'] } });
    const problem = problems.find((p) => p.field === 'assessment.redLines');
    expect(problem && english(problem.message)).toBe(
      'is not a red line this app knows (it knows Drawing error (Tasmania 11), Paid a losing bet, Took a winning bet, Irregularity mishandled (Tasmania 14))',
    );
    expect(problem && sayPhrase(problem.message, 'zh-Hant')).toBe(
      '不是本程式認識的紅線（認識的有：補牌錯誤（Tasmania 11）、派彩給輸了的注碼、收走贏了的注碼、處理異常情況不當（Tasmania 14））',
    );
  });
});

const area0 = DEFAULT_STANDARD.areas[0]!;
const withArea = (over: object) => ({ ...DEFAULT_STANDARD, areas: [{ ...area0, ...over }] });
const withRedLine = (line: object) => ({ ...DEFAULT_STANDARD, redLines: [line] });

describe("a refused practical standard in the reader's language, its English as before", () => {
  it.each<[string, unknown, string, string, string]>([
    [
      'a fail grade that passes',
      withArea({ outcomes: { A: 'pass', B: 'pass', C: 'pass', fail: 'pass' } }),
      'areas.0.outcomes.fail: a fail grade must fail the area',
      'areas.0.outcomes.fail: 評為不合格必須令該範疇不合格',
      'areas.0.outcomes.fail: 评为不合格必须令该范畴不合格',
    ],
    [
      'an A that is a retake',
      withArea({ outcomes: { A: 'retake', B: 'retake', C: 'retake', fail: 'fail' } }),
      'areas.0.outcomes.A: an A must pass the area',
      'areas.0.outcomes.A: 評級 A 必須令該範疇合格',
      'areas.0.outcomes.A: 评级 A 必须令该范畴合格',
    ],
    [
      'a B worse than a C',
      withArea({ outcomes: { A: 'pass', B: 'retake', C: 'pass', fail: 'fail' } }),
      "areas.0.outcomes.B: must be at least as good as C's outcome (pass)",
      'areas.0.outcomes.B: 不可差於評級 C 的結果（合格）',
      'areas.0.outcomes.B: 不可差于评级 C 的结果（合格）',
    ],
    [
      'an outcome that is none',
      withArea({ outcomes: { A: 'pass', B: 'maybe', C: 'retake', fail: 'fail' } }),
      'areas.0.outcomes.B: must be pass, retake or fail',
      'areas.0.outcomes.B: 必須是 pass（合格）、retake（重考）或 fail（不合格）',
      'areas.0.outcomes.B: 必须是 pass（合格）、retake（重考）或 fail（不合格）',
    ],
    [
      'an empty area name',
      withArea({ name: ' ' }),
      'areas.0.name: must not be empty',
      'areas.0.name: 不可留空',
      'areas.0.name: 不可留空',
    ],
    [
      'an area named twice',
      { ...DEFAULT_STANDARD, areas: [area0, area0] },
      `areas.1.name: "${area0.name}" is named twice`,
      `areas.1.name: 範疇名稱「${area0.name}」出現了兩次`,
      `areas.1.name: 范畴名称“${area0.name}”出现了两次`,
    ],
    [
      'a red line key in capitals',
      withRedLine({ id: 'Exposed', label: 'x', fails: 'practical' }),
      'redLines.0.id: must be lower-case words joined by hyphens ("exposed-card")',
      'redLines.0.id: 必須是以連字號連接的小寫英文字（如「exposed-card」）',
      'redLines.0.id: 必须是以连字符连接的小写英文单词（如“exposed-card”）',
    ],
    [
      'a red line failing nothing known',
      withRedLine({ id: 'x', label: 'x', fails: 'seat' }),
      'redLines.0.fails: must be area or practical',
      'redLines.0.fails: 必須是 area（該範疇）或 practical（整個實操部分）',
      'redLines.0.fails: 必须是 area（该范畴）或 practical（整个实操部分）',
    ],
    [
      'an area red line with no area',
      withRedLine({ id: 'x', label: 'x', fails: 'area' }),
      'redLines.0.area: must name the area this red line fails',
      'redLines.0.area: 必須寫明此紅線令哪個範疇不合格',
      'redLines.0.area: 必须写明此红线令哪个范畴不合格',
    ],
    [
      'a practical red line with an area',
      withRedLine({ id: 'x', label: 'x', fails: 'practical', area: area0.name }),
      'redLines.0.area: must be left out: this red line fails the whole practical part',
      'redLines.0.area: 必須留空：此紅線令整個實操部分不合格',
      'redLines.0.area: 必须留空：此红线令整个实操部分不合格',
    ],
    [
      'a red line of an area not in the standard',
      withRedLine({ id: 'x', label: 'x', fails: 'area', area: 'Juggling' }),
      'redLines.0.area: "Juggling" is not an area of this standard',
      'redLines.0.area: 「Juggling」不是此標準的範疇',
      'redLines.0.area: “Juggling”不是此标准的范畴',
    ],
    [
      'too many red lines',
      {
        ...DEFAULT_STANDARD,
        redLines: Array.from({ length: 41 }, (_, i) => ({ id: `r-${i}`, label: 'x', fails: 'practical' })),
      },
      'redLines: at most 40 red lines',
      'redLines: 最多 40 條紅線',
      'redLines: 最多 40 条红线',
    ],
  ])('%s', (_what, input, en, hant, hans) => {
    const parsed = parseStandard(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toBe(en);
    expect(english(parsed.phrase)).toBe(en);
    expect(sayPhrase(parsed.phrase, 'zh-Hant')).toBe(hant);
    expect(sayPhrase(parsed.phrase, 'zh-Hans')).toBe(hans);
  });
});
