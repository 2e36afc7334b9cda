// Shaped text drawn where HarfBuzz placed each glyph (issue 20, "Smaller": Hebrew niqqud and Arabic harakat). A PDF
// viewer moves the pen by each glyph's width from the font's /W array; HarfBuzz may move it by another advance and
// draws a mark off the pen (over or under its letter). One TJ array per stretch at the same height carries both: a
// number before a glyph moves it to its place (TJ numbers are thousandths of the font size, positive to the left), Ts
// (text rise) lifts or lowers it. The text stays one string for a viewer's copy and search.
import {
  PDFArray,
  PDFHexString,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  setTextRise,
  type PDFContext,
} from 'pdf-lib';
import type { Placement } from './fonts.ts';

/** Thousandths of an em to three decimals: enough for a point at any report size, and short in the file. */
const round = (n: number): number => Math.round(n * 1000) / 1000;

/**
 * The operators that show `encoded` (the font's hex glyph ids for the text, 4 digits each, as pdf-lib's encodeText
 * gives them) with each glyph at its placement; the pen ends where HarfBuzz's advances put it.
 */
export function placedText(
  context: PDFContext,
  encoded: PDFHexString,
  placements: readonly Placement[],
  size: number,
): PDFOperator[] {
  const hex = encoded.asString();
  if (hex.length !== placements.length * 4)
    throw new Error(`placedText: ${hex.length / 4} glyphs encoded for ${placements.length} placements`);
  const ops: PDFOperator[] = [];
  let array = PDFArray.withContext(context);
  let rise = 0;
  /** Where the viewer's pen is, and where HarfBuzz's is, from the start (thousandths of the size). */
  let viewer = 0;
  let pen = 0;
  const flush = () => {
    if (array.size() > 0) ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]));
    array = PDFArray.withContext(context);
  };
  const moveTo = (x: number) => {
    const gap = round(x - viewer);
    if (gap !== 0) array.push(PDFNumber.of(-gap));
    viewer += gap;
  };
  placements.forEach((p, i) => {
    const dy = round((p.dy * size) / 1000);
    if (dy !== rise) {
      flush();
      ops.push(setTextRise(dy));
      rise = dy;
    }
    moveTo(pen + p.dx);
    array.push(PDFHexString.of(hex.slice(i * 4, i * 4 + 4)));
    viewer += p.width;
    pen += p.advance;
  });
  moveTo(pen);
  flush();
  if (rise !== 0) ops.push(setTextRise(0));
  return ops;
}
