// The PDF report prints candidates' names as written (issue 11): DejaVu Sans is embedded as a subset, so Greek,
// Cyrillic and accented Latin names read back from the PDF exactly; Chinese (DejaVu has no CJK glyphs) prints as a
// clear placeholder with a note, while the signed JSON and the CSV keep the name intact; every report still verifies.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentRecord } from '../../core/assessment/record.ts';
import { MISSING_GLYPH } from '../../electron/reports/fonts.ts';
import { verifyReport, type TrustList } from '../../electron/reports/signed-report.ts';
import { reportFiles } from '../../electron/services/reports.ts';
import { runAttempt, type AttemptRun } from '../support/assessment-run.ts';
import { pdfText } from '../support/pdf-text.ts';
import { removeDir, tempDir } from './helpers.ts';

const APP = join(import.meta.dirname, 'fixtures', 'assess-app');

let dir: string;
let run: AttemptRun;
let own: TrustList;

beforeAll(async () => {
  dir = tempDir();
  run = await runAttempt({
    dataDir: join(dir, 'data'),
    appRoot: APP,
    drillSetId: 'timed-assessment',
    seed: '3d5e7f9a1b2c4d6e8f0a2b4c6d8e0f1a',
    candidate: { name: 'Placeholder', staffNumber: 'U-1' },
    assessor: 'Ελένη Σταύρου',
    practical: {
      assessor: 'Ελένη Σταύρου',
      areas: [
        { area: 'Shuffle and cut', grade: 'A' },
        { area: 'Calls', grade: 'B' },
        { area: 'Settlement', grade: 'A' },
      ],
      redLineObservations: [],
      comment: 'Чёткие объявления, Zoë.',
    },
  });
  own = { own: run.key.publicKey, registered: [], given: [] };
});
afterAll(() => {
  run.backend.close();
  removeDir(dir);
});

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

  it('a Chinese name (no glyphs in DejaVu Sans) prints as placeholders with a note; the JSON and CSV keep it', async () => {
    const name = 'Wang Fang 王芳';
    const files = await reportFiles(named(name), run.key);
    const { lines } = await pdfText(files.pdf);
    expect(lines).toContain(`Wang Fang ${MISSING_GLYPH}${MISSING_GLYPH}`);
    expect(lines.join(' ')).toContain(
      `The candidate's name is written in full (12 characters) in the signed JSON record and the CSV; ${MISSING_GLYPH} marks`,
    );
    expect(JSON.parse(files.json).record.candidate.name).toBe(name);
    expect(files.csv).toContain(name);
    expect(verifyReport(files.pdf, own)).toMatchObject({ status: 'trusted', kind: 'pdf' });
    expect(verifyReport(Buffer.from(files.json), own)).toMatchObject({ status: 'trusted', kind: 'json' });
  });

  it('embeds DejaVu Sans and DejaVu Sans Bold as subsets, so a report stays small', async () => {
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
