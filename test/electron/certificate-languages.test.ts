// The certificate in the candidate's interface language (issue 24): its words are messages in English, zh-Hant and
// zh-Hans, the verification paragraph is in English too below the translation, the signed JSON is the same data in
// every language and every PDF verifies; the report's fonts have a glyph for every character of every message the
// PDF draws, in every language (no missing-glyph boxes); the CSV's headers follow the language, its values do not.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../core/i18n/languages.ts';
import { say } from '../../core/i18n/say.ts';
import { reportFiles } from '../../electron/features/assessment/reports.ts';
import { recordCsv, csvColumns } from '../../electron/reports/csv.ts';
import { csvSeconds } from '../../electron/reports/report-locale.ts';
import { MISSING_GLYPH, reportFontBytes, reportFontkit } from '../../electron/reports/fonts.ts';
import { minutesAndSeconds, PDF_MESSAGE_PREFIX } from '../../electron/reports/pdf.ts';
import { verifyReport, type TrustList } from '../../node-shared/reports/signed-report.ts';
import { PUBLIC_KEY_FILE } from '../../node-shared/reports/signing-key.ts';
import { auditCsv } from '../../electron/features/audit/audit-trail.ts';
import {
  exportCsvTo,
  NO_EXTRA,
  RESPONSE_COLUMNS,
} from '../../electron/features/progress/progress-export-csv.ts';
import { runAttempt, type AttemptRun } from '../support/assessment-run.ts';
import { pdfText } from '../support/pdf-text.ts';
import { closeBackend, removeDir, tempDir } from './helpers.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
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
    seed: '7c1e3a5b9d2f4e6a8c0b1d3f5a7c9e2b',
    candidate: { name: '陳大文', staffNumber: 'MO-7' },
    assessor: '李美玲',
    wrong: [1],
    timeOut: [2],
    practical: {
      assessor: '李美玲',
      areas: [
        { area: 'Shuffle and cut', grade: 'A' },
        { area: 'Calls', grade: 'fail' },
        { area: 'Settlement', grade: 'B' },
      ],
      redLines: [],
      comment: '叫牌清楚。',
    },
  });
  own = { own: run.key.publicKey, registered: [], given: [] };
}, 120_000);
afterAll(async () => {
  await closeBackend(run.backend);
  removeDir(dir);
});

const text = async (pdf: Uint8Array) => (await pdfText(pdf)).lines;

describe('the certificate in the candidate language', () => {
  it.each([
    ['zh-Hant', '百家樂荷官考核：認證紀錄', '驗證'],
    ['zh-Hans', '百家乐荷官考核：认证记录', '验证'],
  ] as const)(
    '%s: the title and headings in that language, the verification paragraph in English too; it verifies',
    async (language, title, heading) => {
      const files = await reportFiles(run.record, run.key, { pdf: language });
      const lines = await text(files.pdf);
      const all = lines.join(' ');
      expect(lines).toContain(title);
      expect(lines).toContain(heading);
      expect(all).not.toContain(MISSING_GLYPH);
      // The translated paragraph, then the English one whole (its lines joined as a reader copies them).
      const english = say(
        {
          id: 'pdf_verify_paragraph',
          params: { id: files.verificationId, fingerprint: run.key.fingerprint, keyFile: PUBLIC_KEY_FILE },
        },
        'en',
      );
      const translated = all.indexOf(
        `${say({ id: 'pdf_sitting_id', params: {} }, language)} ${files.verificationId}。`,
      );
      expect(translated).toBeGreaterThan(0);
      expect(all.indexOf(english)).toBeGreaterThan(translated);
      expect(all).toContain(`--trust ${PUBLIC_KEY_FILE}`);
      // Times and durations in that language's words.
      expect(lines).toContain(minutesAndSeconds(run.record.durationMs, language));
      expect(minutesAndSeconds(23 * 60_000 + 5_000, language)).toBe('23 分 05 秒');
      expect(verifyReport(files.pdf, own)).toMatchObject({ status: 'trusted', kind: 'pdf' });
    },
  );

  it('the signed record is the same data in every language; only the PDF words differ', async () => {
    const byLanguage = await Promise.all(
      LANGUAGES.map((language) => reportFiles(run.record, run.key, { pdf: language })),
    );
    const [en, ...others] = byLanguage;
    for (const files of others) {
      expect(files.json).toBe(en!.json);
      expect(files.verificationId).toBe(en!.verificationId);
      expect(Buffer.compare(files.pdf, en!.pdf)).not.toBe(0);
    }
    const lines = await text(en!.pdf);
    expect(lines.join(' ')).toContain('Baccarat dealer assessment: certification record');
    // English says its paragraph once.
    expect(lines.join(' ').split('This record was signed by').length).toBe(2);
  });

  it('renders zh-Hant and zh-Hans to PNG (kept in test-results/certificate-languages for a person to look at)', async () => {
    const out = join(ROOT, 'test-results', 'certificate-languages');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    for (const language of ['zh-Hant', 'zh-Hans'] as const) {
      const file = join(out, `${language}.pdf`);
      writeFileSync(file, (await reportFiles(run.record, run.key, { pdf: language })).pdf);
      const png = spawnSync('pdftoppm', ['-png', '-r', '80', file, join(out, language)], {
        encoding: 'utf8',
      });
      expect(png.status, png.stderr).toBe(0);
    }
  });
});

describe('the report fonts cover every message the PDF draws', () => {
  const files = Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      JSON.parse(readFileSync(join(ROOT, 'messages', `${l}.json`), 'utf8')) as Record<string, string>,
    ]),
  ) as Record<Language, Record<string, string>>;
  const regular = reportFontkit.create(reportFontBytes('regular'));
  const bold = reportFontkit.create(reportFontBytes('bold'));
  const cjk = reportFontkit.create(reportFontBytes('cjk'));

  it.each(LANGUAGES)('%s: DejaVu or WenQuanYi Micro Hei has a glyph for every character', (language) => {
    const ids = Object.keys(files[language]).filter((id) => id.startsWith(PDF_MESSAGE_PREFIX));
    expect(ids.length).toBeGreaterThan(90);
    const missing: string[] = [];
    for (const id of ids)
      for (const ch of new Set(files[language][id])) {
        const cp = ch.codePointAt(0) ?? 0;
        // Either weight: text drawn bold falls back to the CJK font's one weight as the regular text does.
        for (const font of [regular, bold])
          if (!font.hasGlyphForCodePoint(cp) && !cjk.hasGlyphForCodePoint(cp)) missing.push(`${id}: "${ch}"`);
      }
    expect(missing).toEqual([]);
  });
});

describe('the export, end to end', () => {
  it("writes the PDF in the candidate's interface language and the CSV headers in the station's", async () => {
    const traineeId = run.record.candidate.id;
    await run.call('languages.setDefault', { interface: 'zh-Hans' });
    await run.call('languages.setTrainee', { traineeId, interface: 'zh-Hant' });
    const pdfPath = join(dir, 'out.pdf');
    const csvPath = join(dir, 'out.csv');
    run.dialogs.saveQueue.push(pdfPath, csvPath);
    await run.call('assessment.export', { attemptId: run.record.attemptId, format: 'pdf' });
    await run.call('assessment.export', { attemptId: run.record.attemptId, format: 'csv' });
    const pdf = readFileSync(pdfPath);
    expect((await text(pdf)).join(' ')).toContain('百家樂荷官考核：認證紀錄');
    expect(verifyReport(pdf, own)).toMatchObject({ status: 'trusted', kind: 'pdf' });
    expect(readFileSync(csvPath, 'utf8')).toMatch(/^\uFEFF考生,员工编号,/);
    // The trainee back on the station's language: the next report follows.
    await run.call('languages.setTrainee', { traineeId, interface: null });
    run.dialogs.saveQueue.push(pdfPath);
    await run.call('assessment.export', { attemptId: run.record.attemptId, format: 'pdf' });
    expect((await text(readFileSync(pdfPath))).join(' ')).toContain('百家乐荷官考核：认证记录');
  });

  it.each([
    ['en', 'Trainee,Staff number,Set,', 'seq,at,event,'],
    ['zh-Hant', '學員,員工編號,題組,', '序號（seq）,時間（at）,'],
    ['zh-Hans', '学员,员工编号,题组,', '序号（seq）,时间（at）,'],
  ] as const)(
    '%s: the progress and audit trail CSV headers; the values are the same data',
    async (language, progress, trail) => {
      const db = run.backend.store.db();
      if (!db.ok) throw new Error(db.error);
      const out = join(dir, `progress-${language}.csv`);
      await exportCsvTo(db.value, {}, out, NO_EXTRA, language);
      const [header, ...rows] = readFileSync(out, 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(header!.startsWith(progress)).toBe(true);
      expect(header!.split(',')).toHaveLength(RESPONSE_COLUMNS.length);
      const english = join(dir, 'progress-en-again.csv');
      await exportCsvTo(db.value, {}, english, NO_EXTRA, 'en');
      expect(rows).toEqual(
        readFileSync(english, 'utf8')
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .slice(1),
      );
      const audit = auditCsv(db.value, language)
        .text.replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(audit[0]!.startsWith(trail)).toBe(true);
      expect(audit.slice(1)).toEqual(auditCsv(db.value).text.split('\r\n').slice(1));
    },
  );
});

describe('the attempt CSV', () => {
  it.each([
    ['en', 'Candidate'],
    ['zh-Hant', '考生'],
    ['zh-Hans', '考生'],
  ] as const)(
    '%s: headers in the language, the values the same data in every language',
    (language, first) => {
      const csv = recordCsv(run.record, 'SIT-1', language);
      const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toBe(csvColumns(language).join(','));
      expect(header!.split(',')[0]).toBe(first);
      expect(header!.split(',')).toHaveLength(csvColumns('en').length);
      expect(rows).toEqual(
        recordCsv(run.record, 'SIT-1', 'en')
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .slice(1),
      );
    },
  );

  it.each(['en', 'zh-Hant', 'zh-Hans'] as const)(
    '%s: a time is a plain number of seconds, its unit in the header in the language',
    (language) => {
      const csv = recordCsv(run.record, 'SIT-1', language);
      const [header] = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toContain(language === 'en' ? 'Time taken (s)' : '（秒）');
      expect(run.record.responses.length).toBeGreaterThan(0);
      for (const l of run.record.responses) {
        expect(csvSeconds(l.responseMs)).toMatch(/^\d+\.\d$/);
        expect(csv).toContain(`,${csvSeconds(l.responseMs)},`);
        for (const unit of [' s', ' 秒', '秒'])
          expect(csv).not.toContain(`${csvSeconds(l.responseMs)}${unit}`);
      }
    },
  );

  it('seconds in a CSV cell: a dot, a tenth, no grouping, no unit', () => {
    expect([0, 2_400, 12_345, 1_234_567].map(csvSeconds)).toEqual(['0.0', '2.4', '12.3', '1234.6']);
  });
});
