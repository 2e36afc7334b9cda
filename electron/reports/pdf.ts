// The PDF a casino files: candidate, assessor, date, set and version, house, seed, result per skill against its pass
// mark, red-line items, practical grades, a signatures block, the short verification ID and a QR code of it, then
// every response. Drawn with pdf-lib in A4 pages; signing (node-shared/reports/signed-report.ts) appends the
// signature after %%EOF.
import { formatDay, formatTime } from '../../core/calendar.ts';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import qrcode from 'qrcode-generator';
import { RED_LINE_LABELS } from '../../core/assessment/policy.ts';
import { RESULT_TEXT, type AssessmentRecord } from '../../core/assessment/record.ts';
import { KIND_LABELS } from '../../core/drills/kinds/index.ts';
import { hasRtl, loadShaping, MISSING_GLYPH, reportFontkit } from './fonts.ts';
import { writePractical } from './pdf-practical.ts';
import { drawRuns, embedReportFont, needsCjk, pdfSafe } from './pdf-text.ts';
import { A4, FAIL, GREY, INK, MARGIN, PASS, Writer } from './pdf-writer.ts';
import { english } from '../../core/i18n/phrase.ts';

const STATUS_WORDS: Record<AssessmentRecord['status'], string> = {
  running: 'running',
  finished: 'finished',
  abandoned: 'left before the end',
  closed: 'closed by the trainer before the end',
};

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
        english(l.correctAnswer),
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
