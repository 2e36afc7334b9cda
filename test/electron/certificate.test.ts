// Issue 21, "a certificate a gaming manager reads": every response in a dealer's words with the cards as symbols,
// nothing cut off, no seed or internal id (they stay in the signed JSON), the duration in minutes and seconds, the
// house and set by name, and a verification paragraph that says how to check the file in the app and names the key
// file the app writes, whole on one page. Taken through the real backend on the starter Tasmania assessment.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../core/i18n/phrase.ts';
import { minutesAndSeconds } from '../../electron/reports/pdf.ts';
import { PUBLIC_KEY_FILE } from '../../node-shared/reports/signing-key.ts';
import { reportFiles } from '../../electron/features/assessment/reports.ts';
import { runAttempt, type AttemptRun } from '../support/assessment-run.ts';
import { pdfText } from '../support/pdf-text.ts';
import { closeBackend, removeDir, tempDir } from './helpers.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SEED = '5a3c9e1f7b2d4c6e8f0a1b3c5d7e9f21';

let dir: string;
let run: AttemptRun;
let pages: string[][];
let pdf: Uint8Array;

/** Each page's lines, as a viewer's copy and paste gives them. */
async function pageLines(pdf: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf);
  const out: string[][] = [];
  for (let i = 0; i < doc.getPageCount(); i++) {
    const one = await PDFDocument.create();
    const [page] = await one.copyPages(doc, [i]);
    one.addPage(page!);
    out.push((await pdfText(await one.save())).lines);
  }
  return out;
}

beforeAll(async () => {
  dir = tempDir();
  run = await runAttempt({
    dataDir: join(dir, 'data'),
    appRoot: ROOT,
    drillSetId: 'tasmania-assessment',
    seed: SEED,
    candidate: { name: 'Ana Lima', staffNumber: 'TAS-1' },
    assessor: 'Dana Whitfield',
    wrong: [3, 40, 80],
    timeOut: [10],
  });
  pdf = (await reportFiles(run.record, run.key)).pdf;
  pages = await pageLines(pdf);
}, 120_000);
afterAll(async () => {
  await closeBackend(run.backend);
  removeDir(dir);
});

describe('the certificate PDF (Tasmania starter assessment)', () => {
  it('prints no seed, no internal id and no option letters; the house and set by name', () => {
    const text = pages.flat().join('\n');
    const r = run.record;
    expect(text).not.toContain(SEED);
    expect(text).not.toContain(r.set.version);
    expect(text).not.toContain(`(${r.house.profileId})`);
    expect(text).not.toContain(r.attemptId);
    expect(text).not.toMatch(/\bOption [a-z0-9]\b/);
    expect(text).not.toMatch(/\bs\d-[a-z_]+\b/); // a bet's id ("s3-banker")
    expect(pages.flat()).toContain(r.house.name);
    expect(pages.flat()).toContain(r.set.title);
  });

  it('writes the duration in minutes and seconds', () => {
    expect(pages.flat()).toContain(minutesAndSeconds(run.record.durationMs));
    expect(minutesAndSeconds(42_400)).toBe('42 s');
    expect(minutesAndSeconds(23 * 60_000 + 5_000)).toBe('23 min 05 s');
  });

  it('gives every response in words with the cards as symbols, and cuts nothing off', () => {
    const text = pages.flat().join('\n');
    expect(text.replaceAll('Verify a report…', '')).not.toContain('…');
    // Every settled table in the record names seats and bets as a dealer says them.
    const settles = run.record.responses.filter((l) => l.kind === 'settle-table' && !l.timedOut);
    expect(settles.length).toBeGreaterThan(0);
    for (const l of settles) expect(english(l.answer)).toMatch(/^(Take|Pay|Leave \(push\)) seat \d /);
    const choices = run.record.responses.filter((l) => l.answer !== '' && /^Option /.test(english(l.answer)));
    expect(choices).toEqual([]);
    const withCards = run.record.responses.filter((l) => english(l.cards ?? '') !== '');
    expect(withCards.length).toBeGreaterThan(run.record.responses.length / 2);
    expect(english(withCards[0]!.cards ?? '')).toMatch(/^Player (?:(?:10|[2-9AJQK])[♠♥♦♣]|face down)/);
    // Each line of every answer and correct answer is on the page, whole: every word of it appears in the text.
    const words = new Set(text.split(/\s+/));
    for (const l of run.record.responses) {
      for (const w of `${english(l.answer)} ${english(l.correctAnswer)}`.split(/\s+/).filter((x) => x !== ''))
        expect(words.has(w), `"${w}" of item ${l.item}.${l.step}`).toBe(true);
      // The item's number on one line ("100.1", not "100." over "1").
      expect(words.has(`${l.item}.${l.step}`), `item ${l.item}.${l.step} on one line`).toBe(true);
    }
  });

  it('says how to check the file in the app and on the command line, naming the key file the app writes, on one page', () => {
    const at = pages.findIndex((p) => p.some((l) => l.startsWith('Sitting ID ')));
    expect(at).toBeGreaterThanOrEqual(0);
    const page = pages[at]!;
    const start = page.findIndex((l) => l.startsWith('Sitting ID '));
    const paragraph = page.slice(start).join(' ');
    expect(paragraph).toContain('Verify a report…');
    expect(paragraph).toContain(`--trust ${PUBLIC_KEY_FILE}`);
    expect(paragraph).toContain('(exit 0: intact and signed by that key; 1: changed).');
  });

  it('renders page by page (poppler) with ink on every page and none in the side margins: nothing runs off the page', () => {
    // The pages as a viewer draws them, kept for a person to look at (test-results/certificate, PNG at 60 dpi) and
    // read here as grey maps (PGM at 50 dpi, where the 48 pt margin is 33 px).
    const out = join(ROOT, 'test-results', 'certificate');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const file = join(out, 'certificate.pdf');
    writeFileSync(file, pdf);
    const png = spawnSync('pdftoppm', ['-r', '60', '-png', file, join(out, 'page')], { encoding: 'utf8' });
    expect(png.error?.message ?? png.stderr, 'pdftoppm (Debian poppler-utils) renders the PDF').toBe('');
    const grey = spawnSync('pdftoppm', ['-r', '50', '-gray', file, join(out, 'grey')], { encoding: 'utf8' });
    expect(grey.status).toBe(0);
    const maps = readdirSync(out)
      .filter((f) => f.startsWith('grey') && f.endsWith('.pgm'))
      .sort();
    expect(readdirSync(out).filter((f) => f.endsWith('.png'))).toHaveLength(pages.length);
    expect(maps).toHaveLength(pages.length);
    const SIDE = 28; // px at 50 dpi: 40 pt of the 48 pt margin, leaving room for anti-aliasing
    maps.forEach((name, i) => {
      const { width, height, pixels } = readPgm(readFileSync(join(out, name)));
      let ink = 0;
      const offMargin: number[] = [];
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const dark = (pixels[y * width + x] ?? 255) < 200;
          if (!dark) continue;
          ink++;
          if (x < SIDE || x >= width - SIDE) offMargin.push(y);
        }
      expect(ink, `page ${i + 1} has something drawn`).toBeGreaterThan(500);
      expect(
        offMargin.length,
        `page ${i + 1}: ink in a side margin at rows ${offMargin.slice(0, 5).join(', ')}`,
      ).toBe(0);
    });
  });
});

/** A binary greymap (P5) as poppler writes it: header, then one byte per pixel. */
function readPgm(bytes: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const [whole, width, height] = header;
  return {
    width: Number(width),
    height: Number(height),
    pixels: new Uint8Array(bytes.subarray(whole.length)),
  };
}
