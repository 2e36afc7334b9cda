// The PDF report prints candidates' names as written (issue 11): DejaVu Sans is embedded as a subset, so Greek,
// Cyrillic and accented Latin names read back from the PDF exactly; Chinese, Japanese and Korean (no glyphs in DejaVu)
// fall back run by run to WenQuanYi Micro Hei, embedded only when needed; a character neither font has prints as a
// clear placeholder with a note, while the signed JSON and the CSV keep the name intact; every report still verifies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentRecord } from '../../core/assessment/record.ts';
import { MISSING_GLYPH } from '../../electron/reports/fonts.ts';
import { verifyReport, type TrustList } from '../../node-shared/reports/signed-report.ts';
import { reportFiles } from '../../electron/features/assessment/reports.ts';
import type { AttemptRun } from '../support/assessment-run.ts';
import { pdfText } from '../support/pdf-text.ts';
import { endSitting, passedPractical, sitTimedAssessment } from './timed-sitting.ts';

let dir: string;
let run: AttemptRun;
let own: TrustList;

beforeAll(async () => {
  ({ dir, run } = await sitTimedAssessment('3d5e7f9a1b2c4d6e8f0a2b4c6d8e0f1a', {
    candidate: { name: 'Placeholder', staffNumber: 'U-1' },
    practical: passedPractical('Ελένη Σταύρου', 'Чёткие объявления, Zoë.'),
  }));
  own = { own: run.key.publicKey, registered: [], given: [] };
});
afterAll(() => endSitting({ dir, run }));

const named = (name: string): AssessmentRecord => ({
  ...run.record,
  candidate: { ...run.record.candidate, name },
});

describe('names in the PDF report', () => {
  it.each([
    ['Greek', 'Αλέξανδρος Παπαδόπουλος'],
    ['Cyrillic', 'Анна Кузнецова-Щербакова'],
    ['accented Latin beyond Latin-1', 'Zoë Ørsted-Łukasiewicz, Şükrü Çağlar'],
    ['Vietnamese', 'Nguyễn Thị Hồng'],
  ])('a %s name reads back from the PDF exactly, with no placeholder note', async (_script, name) => {
    const files = await reportFiles(named(name), run.key);
    const { lines } = await pdfText(files.pdf);
    expect(lines).toContain(name);
    expect(lines.join('\n')).not.toContain(MISSING_GLYPH);
    expect(lines.some((l) => l.startsWith(`${name} - ${files.verificationId} - page 1 of`))).toBe(true);
    // Other fields go through the same font: the assessor and the practical comment.
    expect(lines).toContain('Ελένη Σταύρου');
    expect(lines).toContain('Comment: Чёткие объявления, Zoë.');
    expect(verifyReport(files.pdf, own)).toMatchObject({ status: 'trusted', kind: 'pdf' });
  });

  it.each([
    ['Chinese', '陳大文'],
    ['Japanese', '山田太郎 (ヤマダ タロウ)'],
    ['Korean', '김민준'],
    ['mixed Latin and Chinese', 'Wang Fang 王芳'],
  ])(
    'a %s name prints as written in WenQuanYi Micro Hei where DejaVu has no glyph, with no placeholder',
    async (_script, name) => {
      const files = await reportFiles(named(name), run.key);
      const { lines, fonts } = await pdfText(files.pdf);
      expect(lines).toContain(name);
      expect(lines.some((l) => l.startsWith(`${name} - ${files.verificationId} - page 1 of`))).toBe(true);
      expect(lines.join('\n')).not.toContain(MISSING_GLYPH);
      expect(lines.join('\n')).not.toContain("The candidate's name is written in full");
      expect(fonts.map((f) => f.baseFont).sort()).toEqual([
        'BDTAAA+DejaVuSans',
        'BDTAAB+DejaVuSans-Bold',
        'BDTAAC+WenQuanYiMicroHei',
      ]);
      // The CJK font is 5 MB; only the few glyphs drawn are embedded.
      const cjk = fonts.find((f) => f.baseFont.endsWith('WenQuanYiMicroHei'));
      expect(cjk?.embedded).toBe(true);
      expect(cjk?.programBytes).toBeLessThan(60_000);
      expect(verifyReport(files.pdf, own)).toMatchObject({ status: 'trusted', kind: 'pdf' });
    },
  );

  it('Chinese, Japanese and Korean in the assessor, set title and comment print too (one CJK font, bold as well)', async () => {
    const g = run.record.practical?.grades;
    if (!g) throw new Error('the fixture attempt has practical grades');
    const record: AssessmentRecord = {
      ...named('김민준'),
      assessor: '山田太郎',
      set: { ...run.record.set, title: '百家樂 荷官考核' },
      practical: {
        ...run.record.practical!,
        grades: { ...g, assessor: '陳大文', comment: '發牌清楚。とても良い。' },
      },
    };
    const files = await reportFiles(record, run.key);
    const { lines } = await pdfText(files.pdf);
    expect(lines).toContain('山田太郎');
    expect(lines).toContain('百家樂 荷官考核');
    expect(lines.some((l) => l.startsWith('Graded by 陳大文 on '))).toBe(true);
    expect(lines).toContain('Comment: 發牌清楚。とても良い。');
    expect(lines.join('\n')).not.toContain(MISSING_GLYPH);
    expect(verifyReport(files.pdf, own)).toMatchObject({ status: 'trusted', kind: 'pdf' });
  });

  it('a long comment without spaces (Chinese) is broken between characters onto lines that fit the page', async () => {
    const g = run.record.practical?.grades;
    if (!g || !run.record.practical) throw new Error('the fixture attempt has practical grades');
    const comment = '發牌清楚，補牌正確，賠付準確。'.repeat(12);
    const record: AssessmentRecord = {
      ...run.record,
      practical: { ...run.record.practical, grades: { ...g, comment } },
    };
    const { lines } = await pdfText((await reportFiles(record, run.key)).pdf);
    const start = lines.findIndex((l) => l.startsWith('Comment: '));
    const wrapped = lines.slice(start, start + 4);
    expect(wrapped.join('')).toBe(`Comment: ${comment}`);
    // 9 pt CJK characters are 9 pt wide: a line of the 499 pt text width holds at most 55 of them (the first line
    // also has the narrower 'Comment: ').
    expect(lines[start + 4]?.includes('發')).toBe(false);
    for (const l of wrapped.slice(1)) expect([...l].length).toBeLessThanOrEqual(55);
  });

  it('a character neither font has (CJK Extension B) prints as a placeholder with a note; the JSON and CSV keep it', async () => {
    const name = 'Wang 王\u{20000}';
    const files = await reportFiles(named(name), run.key);
    const { lines } = await pdfText(files.pdf);
    expect(lines).toContain(`Wang 王${MISSING_GLYPH}`);
    expect(lines.join(' ')).toContain(
      `The candidate's name is written in full (7 characters) in the signed JSON record and the CSV; ${MISSING_GLYPH} marks`,
    );
    expect(JSON.parse(files.json).record.candidate.name).toBe(name);
    expect(files.csv).toContain(name);
    expect(verifyReport(files.pdf, own)).toMatchObject({ status: 'trusted', kind: 'pdf' });
    expect(verifyReport(Buffer.from(files.json), own)).toMatchObject({ status: 'trusted', kind: 'json' });
  });

  it('embeds DejaVu Sans and DejaVu Sans Bold as subsets, and no CJK font when no text needs it, so a report stays small', async () => {
    const files = await reportFiles(named('Анна Кузнецова'), run.key);
    const { fonts } = await pdfText(files.pdf);
    expect(fonts.map((f) => f.baseFont).sort()).toEqual(['BDTAAA+DejaVuSans', 'BDTAAB+DejaVuSans-Bold']);
    for (const f of fonts) {
      expect(f.embedded).toBe(true);
      // The whole fonts are about 700 kB each; a subset of the glyphs one report draws is a small fraction of that.
      expect(f.programBytes).toBeLessThan(60_000);
    }
    expect(files.pdf.length).toBeLessThan(200_000);
  });

  it('the same record gives the same PDF bytes (the sample report regenerates unchanged)', async () => {
    const a = await reportFiles(named('Αλέξανδρος'), run.key);
    const b = await reportFiles(named('Αλέξανδρος'), run.key);
    expect(Buffer.compare(a.pdf, b.pdf)).toBe(0);
  });
});
