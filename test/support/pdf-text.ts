// Reads back the text a PDF draws, as a viewer's copy and paste would: the strings each text object (BT..ET) of each
// page's content stream shows, joined into one line, glyph ids mapped to characters through the fonts' ToUnicode maps,
// and where each glyph lands (the text matrix without rotation, TJ's adjustments, text rise, the fonts' widths).
// Enough for the PDFs pdf-lib writes (hex strings with Identity-H fonts); a test's check, not a general PDF reader.
import { inflateSync } from 'node:zlib';
import type { PDFNumber } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
  return Buffer.from(bytes).toString('latin1');
}

/** UTF-16BE hex (a ToUnicode value) to a string; a surrogate pair stays one character. */
const hexToString = (hex: string) =>
  String.fromCharCode(
    ...Array.from({ length: hex.length / 4 }, (_, i) => parseInt(hex.slice(i * 4, i * 4 + 4), 16)),
  );

/** The ToUnicode map of a font: glyph id (as 4 hex digits) to text. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, glyph, text] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set((glyph ?? '').toUpperCase(), hexToString(text ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, text] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    ))
      for (let g = parseInt(lo ?? '', 16), i = 0; g <= parseInt(hi ?? '', 16); g++, i++)
        map.set(
          g.toString(16).toUpperCase().padStart(4, '0'),
          String.fromCodePoint(parseInt(text ?? '', 16) + i),
        );
  return map;
}

export interface PdfFontInfo {
  readonly baseFont: string;
  /** The font program is in the file (FontFile2: TrueType). */
  readonly embedded: boolean;
  readonly programBytes: number;
  /** The font program itself (decompressed), to read the glyphs a subset holds. */
  readonly program: Uint8Array | null;
}

/** Where a glyph is drawn: its origin on the page, in points (text rise included). */
export interface GlyphAt {
  readonly x: number;
  readonly y: number;
}

/**
 * One string a text object shows (Tj, or TJ with its adjustments): its font, the glyph ids it draws (the embedded
 * subset's), its text, and where each glyph is drawn (from the text matrix, TJ's numbers, Ts and the font's widths).
 */
export interface PdfShow {
  readonly baseFont: string;
  readonly glyphs: number[];
  readonly text: string;
  readonly size: number;
  /** Which text object (BT..ET) of the file it is in, counted from 0: a line's strings share one. */
  readonly object: number;
  /** Where the pen was when the string began (the baseline, without text rise). */
  readonly origin: GlyphAt;
  readonly at: GlyphAt[];
}

/** A CID font's /W array: glyph id to width (thousandths of the size). */
function widthsOf(descendant: PDFDict): Map<number, number> {
  const widths = new Map<number, number>();
  const w = descendant.lookupMaybe(PDFName.of('W'), PDFArray);
  const items = w?.asArray() ?? [];
  for (let i = 0; i < items.length;) {
    const first = (items[i] as PDFNumber).asNumber();
    const next = items[i + 1];
    if (next instanceof PDFArray) {
      next.asArray().forEach((n, k) => widths.set(first + k, (n as PDFNumber).asNumber()));
      i += 2;
    } else {
      const last = (next as PDFNumber).asNumber();
      for (let g = first; g <= last; g++) widths.set(g, (items[i + 2] as PDFNumber).asNumber());
      i += 3;
    }
  }
  return widths;
}

/** A content stream's tokens: hex strings, array brackets, numbers, names and operators. */
const TOKEN = /<([0-9a-fA-F]*)>|(\[|\])|(-?\d*\.?\d+)|(\/[^\s/<>[\]()]+)|([A-Za-z'"*]+)/g;

/** Every string drawn on every page, in drawing order, and the fonts the pages use. */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ lines: string[]; fonts: PdfFontInfo[]; shows: PdfShow[] }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const fonts = new Map<string, PdfFontInfo>();
  const shows: PdfShow[] = [];
  let object = -1;
  for (const page of doc.getPages()) {
    const resources = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const fontsByName = new Map<
      string,
      { map: Map<string, string>; baseFont: string; widths: Map<number, number> }
    >();
    for (const [name, ref] of resources?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
      const program = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict).get(PDFName.of('FontFile2'));
      const stream = program instanceof PDFRef ? doc.context.lookup(program) : undefined;
      const baseFont = font.lookup(PDFName.of('BaseFont'), PDFName).decodeText();
      fontsByName.set(name.asString(), {
        map: toUnicode(streamText(doc.context.lookup(font.get(PDFName.of('ToUnicode'))))),
        baseFont,
        widths: widthsOf(descendant),
      });
      fonts.set(baseFont, {
        baseFont,
        embedded: stream instanceof PDFRawStream,
        programBytes: stream instanceof PDFRawStream ? stream.contents.length : 0,
        program: stream instanceof PDFRawStream ? Buffer.from(streamText(stream), 'latin1') : null,
      });
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    let font = { map: new Map<string, string>(), baseFont: '', widths: new Map<number, number>() };
    let size = 0;
    for (const ref of streams) {
      const ops = streamText(ref instanceof PDFRef ? doc.context.lookup(ref) : ref);
      // One line per text object (BT..ET): the report draws a line's runs in different fonts within one object.
      let line: string | null = null;
      let x = 0;
      let y = 0;
      let lineX = 0;
      let lineY = 0;
      let rise = 0;
      let operands: (string | number)[] = [];
      let array: (string | number)[] | null = null;
      const show = (items: readonly (string | number)[]) => {
        const glyphs: number[] = [];
        const at: GlyphAt[] = [];
        const origin = { x, y };
        for (const item of items) {
          if (typeof item === 'number') {
            x -= (item / 1000) * size;
            continue;
          }
          for (let i = 0; i < item.length; i += 4) {
            const id = parseInt(item.slice(i, i + 4), 16);
            glyphs.push(id);
            at.push({ x, y: y + rise });
            x += ((font.widths.get(id) ?? 0) / 1000) * size;
          }
        }
        const text = glyphs
          .map((id) => font.map.get(id.toString(16).toUpperCase().padStart(4, '0')) ?? '\ufffd')
          .join('');
        shows.push({ baseFont: font.baseFont, glyphs, text, size, object, origin, at });
        line = (line ?? '') + text;
      };
      for (const [, hex, bracket, num, name, op] of ops.matchAll(TOKEN)) {
        if (hex !== undefined) (array ?? operands).push(hex);
        else if (bracket === '[') array = [];
        else if (bracket === ']') {
          operands.push(JSON.stringify(array));
          array = null;
        } else if (num !== undefined) (array ?? operands).push(Number(num));
        else if (name !== undefined) operands.push(name);
        else if (op !== undefined) {
          const n = (k: number) => Number(operands[k]);
          if (op === 'BT') {
            object++;
            line = '';
            x = y = lineX = lineY = 0;
          } else if (op === 'ET') {
            if (line !== null && line !== '') lines.push(line);
            line = null;
          } else if (op === 'Tf') {
            font = fontsByName.get(String(operands[0])) ?? font;
            size = n(1);
          } else if (op === 'Tm') {
            x = lineX = n(4);
            y = lineY = n(5);
          } else if (op === 'Td') {
            x = lineX += n(0);
            y = lineY += n(1);
          } else if (op === 'Ts') rise = n(0);
          else if (op === 'Tj') show([String(operands[0])]);
          else if (op === 'TJ') show(JSON.parse(String(operands[0])) as (string | number)[]);
          operands = [];
        }
      }
    }
  }
  return { lines, fonts: [...fonts.values()], shows };
}
