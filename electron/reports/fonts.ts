// The report's fonts (assets/fonts, with their licences): DejaVu Sans, so names in Greek, Cyrillic, Latin with any
// accent, Armenian, Georgian, Hebrew, Arabic and more print as written; and, for the characters DejaVu lacks (Chinese,
// Japanese, Korean), WenQuanYi Micro Hei, embedded only in a report that needs it. A character neither font has is
// drawn as MISSING_GLYPH and the PDF says the name is exact in the signed JSON and the CSV.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type * as HarfBuzzModule from 'harfbuzzjs';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<Font['layout']>;
type Glyph = GlyphRun['glyphs'][number];
type HarfBuzz = typeof HarfBuzzModule;

export const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  cjk: 'wqy-microhei.ttc',
} as const;

/** The face of the CJK collection (.ttc) the report uses: the proportional one, not Micro Hei Mono. */
export const CJK_FACE = 'WenQuanYiMicroHei';

/** Drawn for a character the font has no glyph for (a white square, which DejaVu Sans has). */
export const MISSING_GLYPH = '\u25a1';

// From the sources the fonts are two folders up (electron/reports); from the build three (dist/electron/reports),
// inside app.asar as well.
function fontsDir(): string {
  const candidates = [join(import.meta.dirname, '..', '..'), join(import.meta.dirname, '..', '..', '..')].map(
    (root) => join(root, 'assets', 'fonts'),
  );
  const found = candidates.find((dir) => existsSync(join(dir, FONT_FILES.regular)));
  if (!found)
    throw new Error(`The report font ${FONT_FILES.regular} is missing from ${candidates.join(' and ')}`);
  return found;
}

const cache = new Map<keyof typeof FONT_FILES, Uint8Array>();

/** A font file's bytes, read once per process. */
export function reportFontBytes(which: keyof typeof FONT_FILES): Uint8Array {
  let bytes = cache.get(which);
  if (!bytes) cache.set(which, (bytes = readFileSync(join(fontsDir(), FONT_FILES[which]))));
  return bytes;
}

const parsed = new WeakMap<Uint8Array, Font>();
/** Font files that are collections (the CJK .ttc): laid out a glyph per character, never shaped. */
const collections = new WeakSet<Uint8Array>();

/**
 * Strong right-to-left characters: Hebrew, Arabic, Arabic Supplement, the Hebrew and Arabic presentation forms. The
 * Arabic-Indic digits inside the Arabic block are numbers (they read left to right), not letters.
 */
const RTL = /[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\ufb1d-\ufdff\ufe70-\ufeff]/u;
const DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9]/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;

/** Whether the text has a right-to-left character, so drawing it needs shaping (see loadShaping). */
export const hasRtl = (text: string): boolean => RTL.test(text);

let harfbuzz: HarfBuzz | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads HarfBuzz (WebAssembly, from node_modules/harfbuzzjs, in app.asar when packaged) once per process. Until it is
 * loaded, right-to-left text is laid out like the rest, one glyph per character; a report whose text has any calls
 * this first (renderPdf), so a report of Latin names never loads it.
 */
export function loadShaping(): Promise<void> {
  loading ??= import('harfbuzzjs').then((hb) => {
    harfbuzz = hb;
  });
  return loading;
}

const shapers = new WeakMap<Uint8Array, InstanceType<HarfBuzz['Font']>>();

/** 'R' a right-to-left letter, 'L' a left-to-right one, 'N' a digit read in right-to-left text, 'O' anything else. */
type Kind = 'R' | 'L' | 'N' | 'O';

/**
 * The text's runs in visual order, for a left-to-right paragraph (the report is English), after the Unicode
 * bidirectional algorithm's rules for what names hold: a run of right-to-left letters, with the spaces and
 * punctuation between them and the digits after them, reads right to left (its digits left to right); the rest, and
 * digits after left-to-right text, left to right.
 */
function visualRuns(chars: readonly string[]): { text: string; rtl: boolean }[] {
  const kinds: Kind[] = [];
  let strong: 'L' | 'R' = 'L';
  for (const ch of chars) {
    let kind: Kind;
    if (DIGIT.test(ch)) kind = strong === 'R' ? 'N' : 'L';
    else if (RTL.test(ch)) kind = strong = 'R';
    else if (LETTER.test(ch)) kind = strong = 'L';
    else if (MARK.test(ch)) kind = kinds.at(-1) ?? 'O';
    else kind = 'O';
    kinds.push(kind);
  }
  const runs: { text: string; rtl: boolean }[] = [];
  let i = 0;
  while (i < chars.length) {
    if (kinds[i] === 'R') {
      // To the last right-to-left letter or digit before the next left-to-right letter.
      let end = i;
      for (let j = i; j < chars.length && kinds[j] !== 'L'; j++) if (kinds[j] !== 'O') end = j;
      // Within it, digits keep their order and the pieces are reversed.
      const pieces: { text: string; rtl: boolean }[] = [];
      for (let j = i; j <= end; j++) {
        const rtl = kinds[j] !== 'N';
        const last = pieces.at(-1);
        if (last && last.rtl === rtl) last.text += chars[j];
        else pieces.push({ text: chars[j] ?? '', rtl });
      }
      runs.push(...pieces.reverse());
      i = end + 1;
    } else {
      let text = '';
      for (; i < chars.length && kinds[i] !== 'R'; i++) text += chars[i];
      runs.push({ text, rtl: false });
    }
  }
  return runs;
}

/**
 * Where a glyph goes, in thousandths of the font size (the PDF's text space): the pen moves on by `advance` after it,
 * and it is drawn `dx`, `dy` from the pen. `width` is its advance as the font gives it (its width in the PDF's /W
 * array), which is where a PDF viewer would otherwise move the pen.
 */
export interface Placement {
  readonly advance: number;
  readonly width: number;
  readonly dx: number;
  readonly dy: number;
}

interface Shaped {
  readonly glyphs: Glyph[];
  readonly placements: Placement[];
}

/**
 * Right-to-left text shaped by HarfBuzz: glyphs in visual order, Arabic letters in their joined forms and lam-alef
 * as its ligature, and where HarfBuzz places each (a vowel mark over or under its letter, not where the font's
 * default would put it). Each glyph carries the characters it draws, in logical order, for the PDF's ToUnicode map.
 */
function shapeRtl(text: string, bytes: Uint8Array, base: Font, hb: HarfBuzz): Shaped {
  let shaper = shapers.get(bytes);
  if (!shaper) shapers.set(bytes, (shaper = new hb.Font(new hb.Face(new hb.Blob(bytes)))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(hb.Direction.RTL);
  buffer.guessSegmentProperties();
  hb.shape(shaper, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const em = 1000 / base.unitsPerEm;
  // Clusters are UTF-16 offsets into the text, descending in a right-to-left run: a cluster's characters run to the
  // start of the next larger one.
  const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
  const glyphs = infos.map((g) => {
    const end = starts.find((s) => s > g.cluster) ?? text.length;
    const codePoints = [...text.slice(g.cluster, end)].map((ch) => ch.codePointAt(0) ?? 0);
    return base.getGlyph(g.codepoint, codePoints);
  });
  const placements = positions.map((p, i) => ({
    advance: p.xAdvance * em,
    width: (glyphs[i]?.advanceWidth ?? 0) * em,
    dx: p.xOffset * em,
    dy: p.yOffset * em,
  }));
  return { glyphs, placements };
}

/** Laid out text of one font file, kept for drawing it (pdf.ts asks for the placements after pdf-lib's layout). */
const laidOut = new WeakMap<Uint8Array, Map<string, Shaped>>();
const LAID_OUT_KEPT = 256;

function layoutOf(bytes: Uint8Array, base: Font, text: string): Shaped {
  let kept = laidOut.get(bytes);
  if (!kept) laidOut.set(bytes, (kept = new Map()));
  let shaped = kept.get(text);
  if (shaped) return shaped;
  const hb = harfbuzz;
  const perCharacter = (run: string): Shaped => {
    const glyphs = [...run].map((ch) => base.glyphForCodePoint(ch.codePointAt(0) ?? 0));
    const em = 1000 / base.unitsPerEm;
    const placements = glyphs.map((g) => ({
      advance: g.advanceWidth * em,
      width: g.advanceWidth * em,
      dx: 0,
      dy: 0,
    }));
    return { glyphs, placements };
  };
  if (!hb || !RTL.test(text)) return perCharacter(text);
  const runs = visualRuns([...text]).map((run) =>
    run.rtl ? shapeRtl(run.text, bytes, base, hb) : perCharacter(run.text),
  );
  shaped = { glyphs: runs.flatMap((r) => r.glyphs), placements: runs.flatMap((r) => r.placements) };
  if (kept.size >= LAID_OUT_KEPT) kept.clear();
  kept.set(text, shaped);
  return shaped;
}

/**
 * Where each glyph of the text goes, as HarfBuzz placed it, in the order the report font's layout gives its glyphs;
 * null when every glyph simply follows the last (no right-to-left text, HarfBuzz not loaded, the CJK collection).
 */
export function placementsOf(bytes: Uint8Array, text: string): readonly Placement[] | null {
  const base = parsed.get(bytes);
  if (!base || !harfbuzz || !RTL.test(text) || collections.has(bytes)) return null;
  return layoutOf(bytes, Object.getPrototypeOf(base) as Font, text).placements;
}

/**
 * fontkit as pdf-lib uses it, made fast for reports: each font file is parsed once per process, and text is laid out
 * one glyph per character. fontkit's own layout (OpenType shaping) took 0.3 ms a string, most of a report's time, and
 * pdf-lib writes only the glyph ids it returns, never its positions; names and answers are NFC text, each character a
 * glyph of its own, so what is drawn is the same apart from ligatures. Text with right-to-left letters (Hebrew,
 * Arabic) is the exception: once loadShaping has loaded HarfBuzz, its right-to-left runs are reordered and shaped, and
 * pdf.ts draws them where HarfBuzz placed each glyph (placementsOf).
 */
export const reportFontkit: Fontkit = {
  create(bytes: Uint8Array): Font {
    let font = parsed.get(bytes);
    if (!font) {
      // A collection (the CJK .ttc) holds several faces: take the one named.
      const whole: Font | { fonts: unknown[] } = fontkit.create(bytes);
      const collection = 'fonts' in whole;
      const base: Font = collection ? fontkit.create(bytes, CJK_FACE) : whole;
      if (collection) collections.add(bytes);
      const layout = (text: string): GlyphRun => {
        if (collection || !RTL.test(text))
          return {
            glyphs: [...text].map((ch) => base.glyphForCodePoint(ch.codePointAt(0) ?? 0)),
          } as GlyphRun;
        return { glyphs: layoutOf(bytes, base, text).glyphs } as GlyphRun;
      };
      font = Object.assign(Object.create(base) as Font, { layout });
      parsed.set(bytes, font);
    }
    return font;
  },
};
