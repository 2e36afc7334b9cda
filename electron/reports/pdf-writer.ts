// The report's A4 page writer: lines wrapped to the width left beside the QR code, rows of cells cut or wrapped to
// their columns, headings, and a new page when the current one is full. What it writes is pdf.ts.
import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import { drawRuns, pdfSafe, widthOf, type Face } from './pdf-text.ts';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const INK = rgb(0.1, 0.1, 0.1);
export const GREY = rgb(0.4, 0.4, 0.4);
export const PASS = rgb(0.05, 0.45, 0.2);
export const FAIL = rgb(0.7, 0.1, 0.1);

/** A CJK character with the closing punctuation after it, or a stretch of other text: the places a line may break. */
const CJK_BREAKS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60][、。，；：！？）」』〉》\uff09\uff0c\uff1a\uff1b]*|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]+/gu;

export class Writer {
  readonly doc: PDFDocument;
  readonly font: Face;
  readonly bold: Face;
  page: PDFPage;
  y: number;
  /** A box in the top right corner of the current page (the QR code) that lines beside it must stop short of. */
  corner: { width: number; bottom: number } | null = null;

  constructor(doc: PDFDocument, font: Face, bold: Face) {
    this.doc = doc;
    this.font = font;
    this.bold = bold;
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
      this.corner = null;
    }
  }

  /** The width a line of this size starting at the margin has at the current height. */
  lineWidth(size: number): number {
    const full = A4[0] - 2 * MARGIN;
    return this.corner && this.y - size - 4 < this.corner.bottom ? full : full - (this.corner?.width ?? 0);
  }

  text(
    text: string,
    opts: {
      size?: number;
      bold?: boolean;
      x?: number;
      color?: ReturnType<typeof rgb>;
      maxWidth?: number;
    } = {},
  ): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const lines = this.wrap(
      pdfSafe(text, font),
      font,
      size,
      opts.maxWidth ?? this.lineWidth(size) - (opts.x ?? 0),
    );
    for (const line of lines) {
      this.ensure(size + 4);
      drawRuns(this.page, line, font, {
        x: MARGIN + (opts.x ?? 0),
        y: this.y - size,
        size,
        color: opts.color ?? INK,
      });
      this.y -= size + 4;
    }
  }

  /**
   * Lines that fit the width, broken at spaces; Chinese and Japanese text (no spaces) may break after any of its
   * characters, its closing punctuation kept with the character before; a word still wider than the line is broken
   * between characters.
   */
  wrap(text: string, font: Face, size: number, width: number): string[] {
    if (widthOf(text, font, size) <= width) return [text];
    const pieces: { text: string; space: boolean }[] = [];
    text.split(' ').forEach((word, i) => {
      const parts = word.match(CJK_BREAKS) ?? [word];
      parts.forEach((part, j) => {
        const space = i > 0 && j === 0;
        if (widthOf(part, font, size) <= width) pieces.push({ text: part, space });
        else [...part].forEach((ch, k) => pieces.push({ text: ch, space: space && k === 0 }));
      });
    });
    const lines: string[] = [];
    let line: string | null = null;
    for (const piece of pieces) {
      const next: string = line === null ? piece.text : `${line}${piece.space ? ' ' : ''}${piece.text}`;
      if (line === null || widthOf(next, font, size) <= width) line = next;
      else {
        lines.push(line);
        line = piece.text;
      }
    }
    lines.push(line ?? '');
    return lines;
  }

  /** One row of cells at fixed x offsets, cut to fit each column. */
  row(
    cells: readonly string[],
    xs: readonly number[],
    opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ): void {
    const size = opts.size ?? 9;
    const font = opts.bold ? this.bold : this.font;
    this.ensure(size + 4);
    cells.forEach((cell, i) => {
      const x = xs[i] ?? 0;
      const width = (xs[i + 1] ?? this.lineWidth(size)) - x - 4;
      let t = pdfSafe(cell, font);
      while ([...t].length > 1 && widthOf(t, font, size) > width) t = `${[...t].slice(0, -2).join('')}…`;
      drawRuns(this.page, t, font, { x: MARGIN + x, y: this.y - size, size, color: opts.color ?? INK });
    });
    this.y -= size + 4;
  }

  gap(h = 8): void {
    this.y -= h;
  }

  /** A paragraph kept on one page: it starts on the next page when the rest of this one cannot hold it whole. */
  block(text: string, opts: { size?: number; bold?: boolean } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const lines = this.wrap(pdfSafe(text, font), font, size, this.lineWidth(size));
    this.ensure(lines.length * (size + 4));
    this.text(text, opts);
  }

  /** One row of cells at fixed x offsets, each wrapped to its column (nothing cut off); the row is kept on one page. */
  wrappedRow(
    cells: readonly string[],
    xs: readonly number[],
    opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ): void {
    const size = opts.size ?? 8;
    const font = opts.bold ? this.bold : this.font;
    // The last column stops short of the QR code beside the first lines of the first page.
    const columns = cells.map((cell, i) =>
      this.wrap(pdfSafe(cell, font), font, size, (xs[i + 1] ?? this.lineWidth(size)) - (xs[i] ?? 0) - 6),
    );
    const height = Math.max(...columns.map((c) => c.length)) * (size + 3) + 3;
    this.ensure(height);
    columns.forEach((lines, i) =>
      lines.forEach((line, j) =>
        drawRuns(this.page, line, font, {
          x: MARGIN + (xs[i] ?? 0),
          y: this.y - size - j * (size + 3),
          size,
          color: opts.color ?? INK,
        }),
      ),
    );
    this.y -= height;
  }

  heading(text: string): void {
    this.gap(6);
    this.ensure(40);
    this.text(text, { size: 12, bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 1 },
      end: { x: A4[0] - MARGIN, y: this.y + 1 },
      thickness: 0.5,
      color: GREY,
    });
    this.gap(4);
  }
}
