// The report's text in its fonts: what the embedded fonts can draw (DejaVu, then the CJK font for what DejaVu lacks),
// the runs a line splits into by font, their width, and drawing them in one text object, shaped where HarfBuzz placed
// right-to-left glyphs. The page layout is pdf-writer.ts; the report itself pdf.ts.
import {
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rotateAndSkewTextRadiansAndTranslate,
  setFillingColor,
  setFontAndSize,
  showText,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import { MISSING_GLYPH, placementsOf, reportFontBytes, reportFontkit } from './fonts.ts';
import { placedText } from './pdf-glyphs.ts';

const coverage = new WeakMap<PDFFont, ReadonlySet<number>>();
function covers(font: PDFFont): ReadonlySet<number> {
  let set = coverage.get(font);
  if (!set) coverage.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

/** One weight of the report's type: DejaVu Sans, then the CJK font (when this report embeds it) for what DejaVu lacks. */
export interface Face {
  readonly main: PDFFont;
  readonly fallback: PDFFont | null;
}

/** A stretch of text drawn in one font. */
export interface Run {
  readonly text: string;
  readonly font: PDFFont;
}

/** The text as the fonts can draw it: NFC, line breaks as spaces, a character neither font has as MISSING_GLYPH. */
export function pdfSafe(text: string, face: Face): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || ch === '\t' || ch === '\r') out += ' ';
    else if (covers(face.main).has(cp) || (face.fallback && covers(face.fallback).has(cp))) out += ch;
    else out += MISSING_GLYPH;
  }
  return out;
}

/** Safe text (see pdfSafe) cut into runs: DejaVu where it has the glyph, else the fallback font. */
export function textRuns(safe: string, face: Face): Run[] {
  const runs: Run[] = [];
  let text = '';
  let font = face.main;
  for (const ch of safe) {
    const next = face.fallback && !covers(face.main).has(ch.codePointAt(0) ?? 0) ? face.fallback : face.main;
    if (next !== font && text !== '') {
      runs.push({ text, font });
      text = '';
    }
    font = next;
    text += ch;
  }
  if (text !== '') runs.push({ text, font });
  return runs;
}

export const widthOf = (safe: string, face: Face, size: number): number =>
  face.fallback === null
    ? face.main.widthOfTextAtSize(safe, size)
    : textRuns(safe, face).reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0);

const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
/** Each embedded font's file, to ask where HarfBuzz placed the glyphs of shaped text (fonts.ts placementsOf). */
const fontFiles = new WeakMap<PDFFont, Uint8Array>();

export async function embedReportFont(
  doc: PDFDocument,
  which: Parameters<typeof reportFontBytes>[0],
  customName: string,
): Promise<PDFFont> {
  const bytes = reportFontBytes(which);
  const font = await doc.embedFont(bytes, { subset: true, customName });
  fontFiles.set(font, bytes);
  return font;
}

/**
 * Draws safe text as its runs in one text object (BT..ET): each run switches the font and the text position moves on
 * by itself, so a viewer copies the line as one string.
 */
export function drawRuns(
  page: PDFPage,
  safe: string,
  face: Face,
  opts: { x: number; y: number; size: number; color: Color },
): void {
  let keys = fontKeys.get(page);
  if (!keys) fontKeys.set(page, (keys = new Map()));
  const ops = [pushGraphicsState(), beginText(), setFillingColor(opts.color)];
  ops.push(rotateAndSkewTextRadiansAndTranslate(0, 0, 0, opts.x, opts.y));
  for (const run of textRuns(safe, face)) {
    let key = keys.get(run.font);
    if (!key) keys.set(run.font, (key = page.node.newFontDictionary(run.font.name, run.font.ref)));
    ops.push(setFontAndSize(key, opts.size));
    const encoded = run.font.encodeText(run.text);
    const file = fontFiles.get(run.font);
    const placements = file ? placementsOf(file, run.text) : null;
    // Shaped right-to-left text: each glyph where HarfBuzz placed it (its marks over or under their letters).
    if (placements) ops.push(...placedText(page.doc.context, encoded, placements, opts.size));
    else ops.push(showText(encoded));
  }
  ops.push(endText(), popGraphicsState());
  page.pushOperators(...ops);
}

/** Whether some character of the text is missing from a DejaVu weight and the CJK font has it. */
export function needsCjk(text: string, fonts: readonly PDFFont[]): boolean {
  const missing = new Set<number>();
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (fonts.some((f) => !covers(f).has(cp))) missing.add(cp);
  }
  if (missing.size === 0) return false;
  const cjk = reportFontkit.create(reportFontBytes('cjk'));
  return [...missing].some((cp) => cjk.hasGlyphForCodePoint(cp));
}
