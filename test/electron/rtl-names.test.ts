// Issue 20, "Smaller": a candidate's name in Hebrew or Arabic prints in the certificate PDF in reading order and, for
// Arabic, with its letters joined, as HarfBuzz shapes it (electron/reports/fonts.ts). A viewer's text extraction
// gives a right-to-left name in visual order (the reverse of what was typed); the glyphs drawn for Arabic are the
// contextual forms, not the isolated ones a glyph per character would give. One sitting on the small assessment
// fixture, its record drawn again with each name (renderPdf).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import * as hb from 'harfbuzzjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_FILES } from '../../electron/reports/fonts.ts';
import { renderPdf } from '../../electron/reports/pdf.ts';
import type { AttemptRun } from '../support/assessment-run.ts';
import { pdfText, type PdfFontInfo, type PdfShow } from '../support/pdf-text.ts';
import { endSitting, sitTimedAssessment } from './timed-sitting.ts';

const FONT = join(import.meta.dirname, '..', '..', 'assets', 'fonts', FONT_FILES.regular);
// Kept for a person to look at, beside the other test output (git ignores it).
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'rtl-names');

const bytes = readFileSync(FONT);
const full = fontkit.create(bytes);
const hbFont = new hb.Font(new hb.Face(new hb.Blob(bytes)));

/** The glyph ids HarfBuzz gives the text shaped right to left, in visual order. */
function shapedIds(text: string): number[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(hb.Direction.RTL);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  return buffer.getGlyphInfos().map((g) => g.codepoint);
}

/** HarfBuzz's glyphs for the text shaped right to left, with its advances and offsets (font units). */
function shapedPositions(text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(hb.Direction.RTL);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  return buffer.getGlyphPositions();
}

/** A glyph's outline, to recognise a subset's glyph (renumbered) as the full font's. */
const outline = (font: { getGlyph(id: number): { path: { toSVG(): string } } }, id: number) =>
  font.getGlyph(id).path.toSVG();

interface Row {
  readonly script: string;
  readonly name: string;
  /** What a viewer's text extraction gives for the name: right-to-left runs in visual order. */
  readonly extracted: string;
  /** The right-to-left part shaped, in visual order. */
  readonly rtl: string;
}

const ROWS: readonly Row[] = [
  { script: 'Hebrew', name: 'דנה כהן', extracted: 'ןהכ הנד', rtl: 'דנה כהן' },
  // Lam and alef are one ligature glyph, whose text is the two letters in typed order.
  { script: 'Arabic', name: 'سلام علي', extracted: 'يلع ملاس', rtl: 'سلام علي' },
  { script: 'mixed', name: 'Dana דנה', extracted: 'Dana הנד', rtl: 'דנה' },
];

/** Names with their vowel marks: niqqud (dagesh, qamats, holam, tsere) and harakat (damma, fatha, shadda, kasra). */
const MARKED: readonly { script: string; name: string; letter: RegExp }[] = [
  { script: 'Hebrew niqqud', name: 'דָּנָה כֹּהֵן', letter: /[\u05d0-\u05ea]/u },
  { script: 'Arabic harakat', name: 'مُحَمَّد عَلِيّ', letter: /[\u0621-\u064a]/u },
];

let dir: string;
let run: AttemptRun;
const drawn = new Map<string, { shows: PdfShow[]; fonts: PdfFontInfo[]; pdf: Uint8Array }>();

beforeAll(async () => {
  ({ dir, run } = await sitTimedAssessment('3e5f7a9b1c2d4e6f8a0b1c3d5e7f9a2b'));
  for (const row of [...ROWS, ...MARKED]) {
    const record = { ...run.record, candidate: { ...run.record.candidate, name: row.name } };
    const pdf = await renderPdf({ record, verificationId: 'RTL-TEST', fingerprint: 'rtl-test' });
    const { shows, fonts } = await pdfText(pdf);
    drawn.set(row.script, { shows, fonts, pdf });
  }
}, 120_000);
afterAll(() => endSitting({ dir, run }));

describe('names in Hebrew and Arabic in the certificate PDF', () => {
  it.each(ROWS)('$script: the name reads in visual order', ({ script, extracted }) => {
    const { shows } = drawn.get(script)!;
    expect(shows.map((s) => s.text)).toContain(extracted);
  });

  it.each(ROWS)('$script: the glyphs drawn are the ones HarfBuzz shapes', ({ script, extracted, rtl }) => {
    const { shows, fonts } = drawn.get(script)!;
    const show = shows.find((s) => s.text === extracted)!;
    const subset = fontkit.create(Buffer.from(fonts.find((f) => f.baseFont === show.baseFont)!.program!));
    const shaped = shapedIds(rtl).map((id) => outline(full, id));
    const outlines = show.glyphs.map((id) => outline(subset, id));
    // The right-to-left part is drawn exactly as shaped (for the mixed name, after "Dana ").
    expect(outlines.slice(outlines.length - shaped.length)).toEqual(shaped);
  });

  it('Arabic: the letters are drawn joined, not in the isolated forms', () => {
    const { shows } = drawn.get('Arabic')!;
    const letters = [...'سلام علي'];
    const isolated = letters.map((ch) => shapedIds(ch)[0]!);
    const joined = shapedIds('سلام علي');
    // The first letter, seen, starts a word: its initial form, not its isolated one; the last, yeh, ends one.
    expect(joined.at(-1)).not.toBe(isolated[0]);
    expect(joined[0]).not.toBe(isolated.at(-1));
    // Only the space and meem keep their isolated glyphs (meem follows alef, which never joins the next letter);
    // lam and alef are one glyph. A glyph per character would have drawn all eight isolated, in typed order.
    const show = shows.find((s) => s.text === 'يلع ملاس')!;
    expect(show.glyphs).toHaveLength(joined.length);
    expect(joined).toHaveLength(letters.length - 1);
    expect(joined.filter((id) => isolated.includes(id))).toEqual([isolated[4], isolated[3]]);
  });

  it.each(MARKED)(
    '$script: every glyph is drawn where HarfBuzz places it, marks included',
    ({ script, name, letter }) => {
      const { shows } = drawn.get(script)!;
      // Each line the name is on (a change of text rise starts a new string within the line): its first glyphs.
      const lines = new Map<number, PdfShow[]>();
      for (const s of shows) lines.set(s.object, [...(lines.get(s.object) ?? []), s]);
      const named = [...lines.values()].filter((line) => line.some((s) => letter.test(s.text)));
      expect(named.length).toBeGreaterThan(0);
      const positions = shapedPositions(name);
      const scale = (size: number) => size / hbFont.face.upem;
      for (const line of named) {
        const { origin, size } = line[0]!;
        const at = line.flatMap((s) => s.at);
        expect(at.length).toBeGreaterThanOrEqual(positions.length);
        let pen = 0;
        positions.forEach((p, i) => {
          expect(at[i]!.x, `glyph ${i} x`).toBeCloseTo(origin.x + (pen + p.xOffset) * scale(size), 2);
          expect(at[i]!.y, `glyph ${i} y`).toBeCloseTo(origin.y + p.yOffset * scale(size), 2);
          pen += p.xAdvance;
        });
      }
      // The marks are placed off the pen: drawn at the font's default (one glyph after the other by its width), some
      // would be elsewhere by more than half a point. Without that this test could not fail.
      const ids = shapedIds(name);
      const size = named[0]![0]!.size;
      let pen = 0;
      let byDefault = 0;
      const moved = positions.filter((p, i) => {
        const off = Math.abs(pen + p.xOffset - byDefault) + Math.abs(p.yOffset);
        pen += p.xAdvance;
        byDefault += full.getGlyph(ids[i]!).advanceWidth;
        return off * scale(size) > 0.5;
      });
      expect(moved.length).toBeGreaterThan(0);
    },
  );

  it('a Latin name is drawn as typed, as before', async () => {
    const { shows } = await pdfText(
      await renderPdf({ record: run.record, verificationId: 'RTL-TEST', fingerprint: 'rtl-test' }),
    );
    expect(shows.map((s) => s.text)).toContain('Ana Lima');
  });

  it('renders the pages as images for a look (pdftoppm)', () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const [script, { pdf }] of drawn) {
      const file = join(SHOTS, `${script}.pdf`);
      writeFileSync(file, pdf);
      const out = spawnSync('pdftoppm', [
        '-r',
        '80',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        file,
        join(SHOTS, script),
      ]);
      if (out.error) return; // pdftoppm not installed: the look is by hand
      expect(out.status).toBe(0);
    }
  });
});
