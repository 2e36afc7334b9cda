// Reads back the text a PDF draws, as a viewer's copy and paste would: the strings each text object (BT..ET) of each
// page's content stream shows, joined into one line, glyph ids mapped to characters through the fonts' ToUnicode maps.
// Enough for the PDFs pdf-lib writes (hex strings with Identity-H fonts); a test's check, not a general PDF reader.
import { inflateSync } from 'node:zlib';
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

/** One string a text object shows (Tj): its font, the glyph ids it draws (the embedded subset's), and its text. */
export interface PdfShow {
  readonly baseFont: string;
  readonly glyphs: number[];
  readonly text: string;
}

/** Every string drawn on every page, in drawing order, and the fonts the pages use. */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ lines: string[]; fonts: PdfFontInfo[]; shows: PdfShow[] }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const fonts = new Map<string, PdfFontInfo>();
  const shows: PdfShow[] = [];
  for (const page of doc.getPages()) {
    const resources = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    const names = new Map<string, string>();
    for (const [name, ref] of resources?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      maps.set(name.asString(), toUnicode(streamText(doc.context.lookup(font.get(PDFName.of('ToUnicode'))))));
      const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
      const program = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict).get(PDFName.of('FontFile2'));
      const stream = program instanceof PDFRef ? doc.context.lookup(program) : undefined;
      const baseFont = font.lookup(PDFName.of('BaseFont'), PDFName).decodeText();
      names.set(name.asString(), baseFont);
      fonts.set(baseFont, {
        baseFont,
        embedded: stream instanceof PDFRawStream,
        programBytes: stream instanceof PDFRawStream ? stream.contents.length : 0,
        program: stream instanceof PDFRawStream ? Buffer.from(streamText(stream), 'latin1') : null,
      });
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    let current = new Map<string, string>();
    let currentFont = '';
    for (const ref of streams) {
      const ops = streamText(ref instanceof PDFRef ? doc.context.lookup(ref) : ref);
      // One line per text object (BT..ET): the report draws a line's runs in different fonts within one object.
      let line: string | null = null;
      for (const [op, font, hex] of ops.matchAll(
        /(?<=^|\s)(?:BT|ET)(?=\s|$)|(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g,
      )) {
        if (op === 'BT') line = '';
        else if (op === 'ET') {
          if (line !== null && line !== '') lines.push(line);
          line = null;
        } else if (font) {
          current = maps.get(font) ?? new Map();
          currentFont = names.get(font) ?? '';
        } else if (hex !== undefined) {
          const ids = Array.from({ length: hex.length / 4 }, (_, i) =>
            hex.slice(i * 4, i * 4 + 4).toUpperCase(),
          );
          const text = ids.map((id) => current.get(id) ?? '\ufffd').join('');
          shows.push({ baseFont: currentFont, glyphs: ids.map((id) => parseInt(id, 16)), text });
          line = (line ?? '') + text;
        }
      }
    }
  }
  return { lines, fonts: [...fonts.values()], shows };
}
