// The PDF a casino files: candidate, assessor, date, set and version, house, seed, result per skill against its pass
// mark, red-line items, practical grades, a signatures block, the short verification ID and a QR code of it, then
// every response. Drawn with pdf-lib in A4 pages; signing (signed-report.ts) appends the signature after %%EOF.
import { formatDay, formatTime } from '../../core/calendar.ts';
import {
  beginText,
  endText,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  rotateAndSkewTextRadiansAndTranslate,
  setFillingColor,
  setFontAndSize,
  showText,
  type Color,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import qrcode from 'qrcode-generator';
import { RED_LINE_LABELS } from '../../core/assessment/policy.ts';
import { RESULT_TEXT, type AssessmentRecord } from '../../core/assessment/record.ts';
import { KIND_LABELS } from '../../core/drills/types.ts';
import { hasRtl, loadShaping, MISSING_GLYPH, placementsOf, reportFontBytes, reportFontkit } from './fonts.ts';
import { placedText } from './pdf-glyphs.ts';
import { writePractical } from './pdf-practical.ts';

const STATUS_WORDS: Record<AssessmentRecord['status'], string> = {
  running: 'running',
  finished: 'finished',
  abandoned: 'left before the end',
  closed: 'closed by the trainer before the end',
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);
const PASS = rgb(0.05, 0.45, 0.2);
const FAIL = rgb(0.7, 0.1, 0.1);

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

const widthOf = (safe: string, face: Face, size: number): number =>
  face.fallback === null
    ? face.main.widthOfTextAtSize(safe, size)
    : textRuns(safe, face).reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0);

const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
/** Each embedded font's file, to ask where HarfBuzz placed the glyphs of shaped text (fonts.ts placementsOf). */
const fontFiles = new WeakMap<PDFFont, Uint8Array>();

async function embedReportFont(
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
function drawRuns(
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
function needsCjk(text: string, fonts: readonly PDFFont[]): boolean {
  const missing = new Set<number>();
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (fonts.some((f) => !covers(f).has(cp))) missing.add(cp);
  }
  if (missing.size === 0) return false;
  const cjk = reportFontkit.create(reportFontBytes('cjk'));
  return [...missing].some((cp) => cjk.hasGlyphForCodePoint(cp));
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);
/** A sitting's length as people say it: "23 min 05 s" (under a minute: "42 s"). */
export function minutesAndSeconds(ms: number): string {
  const total = Math.round(ms / 1000);
  const m = Math.floor(total / 60);
  const sec = total % 60;
  return m === 0 ? `${sec} s` : `${m} min ${String(sec).padStart(2, '0')} s`;
}

export interface PdfInput {
  readonly record: AssessmentRecord;
  readonly verificationId: string;
  readonly fingerprint: string;
}

class Writer {
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
   * Lines that fit the width, broken at spaces; a word wider than the line (Chinese or Japanese text has no spaces)
   * is broken between characters.
   */
  wrap(text: string, font: Face, size: number, width: number): string[] {
    if (widthOf(text, font, size) <= width) return [text];
    const pieces: { text: string; space: boolean }[] = [];
    text.split(' ').forEach((word, i) => {
      if (widthOf(word, font, size) <= width) pieces.push({ text: word, space: i > 0 });
      else [...word].forEach((ch, j) => pieces.push({ text: ch, space: i > 0 && j === 0 }));
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
    const full = A4[0] - 2 * MARGIN;
    const columns = cells.map((cell, i) =>
      this.wrap(pdfSafe(cell, font), font, size, (xs[i + 1] ?? full) - (xs[i] ?? 0) - 6),
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

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const cell = size / (n + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.isDark(r, c))
        page.drawRectangle({
          x: x + (c + 4) * cell,
          y: y + size - (r + 5) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
}

/** The text the QR code carries: enough to look the report up and check it against its signer. */
export function qrText(input: PdfInput): string {
  return `BDT-REPORT:${input.verificationId}:${input.record.attemptId}:${input.fingerprint}`;
}

export async function renderPdf(input: PdfInput): Promise<Uint8Array> {
  const { record: r } = input;
  const doc = await PDFDocument.create();
  // Fixed dates and producer: the same record gives the same bytes, so the sample report regenerates unchanged.
  const when = new Date(r.endedAt ?? r.startedAt);
  // The document's metadata is Unicode text, not drawn: the title keeps the name exactly.
  doc.setTitle(`Assessment record: ${r.candidate.name}, ${r.set.title}`);
  doc.setAuthor('Baccarat Dealer Trainer');
  doc.setSubject(`Sitting ID ${input.verificationId}`);
  doc.setProducer('Baccarat Dealer Trainer (pdf-lib)');
  doc.setCreator(`Baccarat Dealer Trainer ${r.appVersion}`);
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  // Subsets: only the glyphs this report draws are embedded, so a report stays tens of kilobytes. Fixed names keep
  // the bytes the same from one run to the next.
  doc.registerFontkit(reportFontkit);
  const regular = await embedReportFont(doc, 'regular', 'BDTAAA+DejaVuSans');
  const bold = await embedReportFont(doc, 'bold', 'BDTAAB+DejaVuSans-Bold');
  // The CJK font (5 MB to parse) only when some text of this record needs it; bold text uses its one weight too.
  // HarfBuzz likewise, to shape Hebrew and Arabic, only when some text of this record is right to left.
  const all = JSON.stringify(r);
  if (hasRtl(all)) await loadShaping();
  const cjk = needsCjk(all, [regular, bold])
    ? await embedReportFont(doc, 'cjk', 'BDTAAC+WenQuanYiMicroHei')
    : null;
  const w = new Writer(doc, { main: regular, fallback: cjk }, { main: bold, fallback: cjk });

  const qrSize = 110;
  drawQr(w.page, qrText(input), A4[0] - MARGIN - qrSize, A4[1] - MARGIN - qrSize - 6, qrSize);
  w.corner = { width: qrSize + 8, bottom: A4[1] - MARGIN - qrSize - 6 };
  w.text('Baccarat dealer assessment: certification record', { size: 16, bold: true });
  w.gap(2);
  const passed = r.result === 'pass';
  w.text(`Result: ${RESULT_TEXT[r.result]}`, {
    size: 14,
    bold: true,
    color: passed ? PASS : r.result === 'fail' ? FAIL : INK,
  });
  w.gap(4);
  // Names and people's units only: the seed, the ids and the set's hash stay in the signed JSON for a dispute.
  const fields: [string, string][] = [
    ['Candidate', r.candidate.name],
    ['Staff number', r.candidate.staffNumber],
    ['Assessor', r.assessor],
    [
      'Date',
      `${formatDay(r.startedAt)} (started ${formatTime(r.startedAt)}${r.endedAt ? `, ended ${formatTime(r.endedAt)}` : ''})`,
    ],
    ['Duration', minutesAndSeconds(r.durationMs)],
    ['Assessment set', `${r.set.title}${r.set.revision ? `, revision ${r.set.revision}` : ''}`],
    [
      'Attempt',
      `${r.attempt.number} of ${r.attempt.allowed}${r.abandonments ? `; left ${r.abandonments} time(s) and resumed or closed` : ''}`,
    ],
    ['House rules', r.house.name],
    ['Status', STATUS_WORDS[r.status]],
    ['Sitting ID', input.verificationId],
    ...(r.seal ? [['Seal', r.seal] as [string, string]] : []),
  ];
  for (const [k, v] of fields) w.wrappedRow([k, v], [0, 110], { size: 10 });
  if (pdfSafe(r.candidate.name, w.font) !== r.candidate.name.normalize('NFC')) {
    // Neither font has a glyph for some character; the name is exact in the signed JSON and the CSV.
    w.text(
      `The candidate's name is written in full (${[...r.candidate.name].length} characters) in the signed JSON record and the CSV; ${MISSING_GLYPH} marks characters this PDF's font cannot show.`,
      { size: 8, color: GREY },
    );
  }

  w.heading('Knowledge test');
  const k = r.knowledge;
  w.text(
    `Overall: ${k.correct} of ${k.items} items right (${pct(k.accuracy)}); pass mark ${pct(k.overallPassMark)}. Answered ${k.answered}; timed out ${k.timedOut}. ${k.passed ? 'Knowledge part PASSED.' : 'Knowledge part FAILED.'}`,
  );
  w.gap(2);
  const cols = [0, 150, 215, 270, 330, 400, 450];
  w.row(['Skill', 'Answered', 'Right', 'Accuracy', 'Pass mark', 'Median', 'Result'], cols, { bold: true });
  for (const s of k.skills) {
    w.row(
      [
        s.label,
        String(s.answered),
        String(s.correct),
        pct(s.accuracy),
        s.passMark
          ? `${pct(s.passMark.accuracy)}${s.passMark.medianMs ? `, ${seconds(s.passMark.medianMs)}` : ''}`
          : '-',
        seconds(s.medianMs),
        s.passed === null ? '-' : s.passed ? 'pass' : 'FAIL',
      ],
      cols,
    );
  }
  w.gap(2);
  w.text(`Red lines for this set: ${k.redLineRules.map((x) => RED_LINE_LABELS[x]).join('; ') || 'none'}.`, {
    size: 9,
  });
  if (k.redLineItems.length === 0) w.text('No red-line error.', { size: 9 });
  for (const x of k.redLineItems)
    w.text(`RED LINE at item ${x.item} (response ${x.seq}): ${x.label}`, {
      size: 9,
      bold: true,
      color: FAIL,
    });
  for (const reason of k.failReasons) w.text(`- ${reason}`, { size: 9 });

  const colours = { ink: INK, pass: PASS, fail: FAIL, grey: GREY };
  writePractical(
    {
      heading: (t) => w.heading(t),
      text: (t, o = {}) => w.text(t, { ...o, color: colours[o.colour ?? 'ink'] }),
      row: (c, xs, o = {}) => w.row(c, xs, { ...o, color: colours[o.colour ?? 'ink'] }),
    },
    r,
  );

  w.heading('Signatures');
  for (const who of ['Candidate', 'Assessor', 'Gaming manager']) {
    w.gap(14);
    w.row([`${who}:`, '_______________________________', 'Date: ______________'], [0, 110, 330], {
      size: 10,
    });
  }

  w.heading('Verification');
  // For the gaming manager who holds the paper: how to check the file, in the app and on the command line.
  w.block(
    `Sitting ID ${input.verificationId}. This record was signed by the training installation whose key fingerprint is ${input.fingerprint}; any change to any byte of the file makes the check fail. To check it: in Baccarat Dealer Trainer, open Trainer mode, choose "Verify a report…" and drop in this PDF (or the report's .json file saved with it). With the trainer's command line (in its source folder): npm run --silent engine -- verify <this file> --trust signing-key.pub, where signing-key.pub is the installation's public key as the casino recorded it, its fingerprint the one above; a copy taken from a shared PC's data folder proves nothing (exit 0: intact and signed by that key; 1: changed).`,
    { size: 9 },
  );
  w.heading('Every response');
  // Wrapped, never cut: the cards as symbols, the answer and the right one in a dealer's words.
  const rc = [0, 32, 100, 200, 319, 438]; // the item column holds "100.1" on one line
  w.wrappedRow(['#', 'Skill', 'Cards', 'Answer', 'Correct answer', 'Result, time'], rc, { bold: true });
  for (const l of r.responses) {
    const result = l.redLines.length ? 'RED LINE' : l.timedOut ? 'timed out' : l.correct ? 'right' : 'wrong';
    w.wrappedRow(
      [
        `${l.item}.${l.step}`,
        KIND_LABELS[l.kind] ?? l.kind,
        l.cards ?? '',
        l.timedOut ? '(no answer)' : l.answer,
        l.correctAnswer,
        `${result}, ${seconds(l.responseMs)}`,
      ],
      rc,
      { color: l.redLines.length ? FAIL : INK },
    );
  }
  const pages = doc.getPages();
  pages.forEach((p, i) =>
    drawRuns(
      p,
      pdfSafe(`${r.candidate.name} - ${input.verificationId} - page ${i + 1} of ${pages.length}`, w.font),
      w.font,
      {
        x: MARGIN,
        y: 24,
        size: 8,
        color: GREY,
      },
    ),
  );
  return doc.save({ useObjectStreams: false });
}
