// The report's fonts (assets/fonts, with their licences): DejaVu Sans, so names in Greek, Cyrillic, Latin with any
// accent, Armenian, Georgian, Hebrew, Arabic and more print as written; and, for the characters DejaVu lacks (Chinese,
// Japanese, Korean), WenQuanYi Micro Hei, embedded only in a report that needs it. A character neither font has is
// drawn as MISSING_GLYPH and the PDF says the name is exact in the signed JSON and the CSV.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<Font['layout']>;

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

/**
 * fontkit as pdf-lib uses it, made fast for reports: each font file is parsed once per process, and text is laid out
 * one glyph per character. fontkit's own layout (OpenType shaping) took 0.3 ms a string, most of a report's time, and
 * pdf-lib writes only the glyph ids it returns, never its positions; names and answers are NFC text, each character a
 * glyph of its own, so what is drawn is the same apart from ligatures.
 */
export const reportFontkit: Fontkit = {
  create(bytes: Uint8Array): Font {
    let font = parsed.get(bytes);
    if (!font) {
      // A collection (the CJK .ttc) holds several faces: take the one named.
      const whole = fontkit.create(bytes) as unknown as Font | { fonts: unknown[] };
      const base = ('fonts' in whole ? fontkit.create(bytes, CJK_FACE) : whole) as unknown as Font;
      const layout = (text: string): GlyphRun => {
        const glyphs = [...text].map((ch) => base.glyphForCodePoint(ch.codePointAt(0) ?? 0));
        return { glyphs } as GlyphRun;
      };
      font = Object.assign(Object.create(base) as Font, { layout });
      parsed.set(bytes, font);
    }
    return font;
  },
};
