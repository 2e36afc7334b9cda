// The PDF a casino files: candidate, assessor, date, set and version, house, seed, result per skill against its pass
// mark, red-line items, practical grades, a signatures block, the short verification ID and a QR code of it, then
// every response. Drawn with pdf-lib in A4 pages; signing (node-shared/reports/signed-report.ts) appends the
// signature after %%EOF. Its words are in the candidate's interface language (issue 24), the verification paragraph
// in English too; the signature covers these bytes, and the signed JSON is the same data in every language.
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import qrcode from 'qrcode-generator';
import type { RedLine } from '../../core/assessment/policy.ts';
import type { AssessmentRecord } from '../../core/assessment/record.ts';
import { BASE_LANGUAGE, type Language } from '../../core/i18n/languages.ts';
import { houseWords, sayBuiltin } from '../../core/builtin-words.ts';
import { ref, say, type MessageId } from '../../core/i18n/say.ts';
import { PUBLIC_KEY_FILE } from '../../node-shared/reports/signing-key.ts';
import { kindLabel } from '../../core/drills/kinds/index.ts';
import { hasRtl, loadShaping, MISSING_GLYPH, reportFontkit } from './fonts.ts';
import { writePractical } from './pdf-practical.ts';
import { drawRuns, embedReportFont, needsCjk, pdfSafe } from './pdf-text.ts';
import { A4, FAIL, GREY, INK, MARGIN, PASS, Writer } from './pdf-writer.ts';
import { sayPhrase } from '../../core/i18n/phrase.ts';
import { reasonsBesideRedLines } from '../../core/assessment/red-line-reasons.ts';
import { reportLocale, sayIn, type ReportLocale } from './report-locale.ts';

const STATUS_WORDS = {
  running: 'pdf_status_running',
  finished: 'pdf_status_finished',
  abandoned: 'pdf_status_abandoned',
  closed: 'pdf_status_closed',
} as const satisfies Record<AssessmentRecord['status'], MessageId>;

const RESULT_WORDS = {
  pass: 'pdf_result_pass',
  fail: 'pdf_result_fail',
  'pending-practical': 'pdf_result_pending',
  'in-progress': 'pdf_result_in_progress',
} as const satisfies Record<AssessmentRecord['result'], MessageId>;

/** A red line's name; the rules' section numbers stay as the rules write them. */
export const RED_LINE_WORDS = {
  'drawing-error': 'pdf_red_drawing_error',
  'paying-losing-bet': 'pdf_red_paying_losing_bet',
  'taking-winning-bet': 'pdf_red_taking_winning_bet',
  irregularity: 'pdf_red_irregularity',
} as const satisfies Record<RedLine, MessageId>;

/** Every message the PDF draws: the font coverage test checks each of them in every language. */
export const PDF_MESSAGE_PREFIX = 'pdf_';

/** A sitting's length as people say it: "23 min 05 s" (under a minute: "42 s"), "23 分 05 秒" in Chinese. */
export function minutesAndSeconds(ms: number, language: Language = BASE_LANGUAGE): string {
  const total = Math.round(ms / 1000);
  const m = Math.floor(total / 60);
  const sec = total % 60;
  const t = sayIn(language);
  return m === 0
    ? t('pdf_seconds', { seconds: String(sec) })
    : t('pdf_minutes_seconds', { minutes: String(m), seconds: String(sec).padStart(2, '0') });
}

export interface PdfInput {
  readonly record: AssessmentRecord;
  readonly verificationId: string;
  readonly fingerprint: string;
  /** The candidate's interface language when the report is made (English when not given). */
  readonly language?: Language;
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
  const language = input.language ?? BASE_LANGUAGE;
  const t = sayIn(language);
  const l10n: ReportLocale = reportLocale(language);
  const { pct, seconds } = l10n;
  const doc = await PDFDocument.create();
  // Fixed dates and producer: the same record gives the same bytes, so the sample report regenerates unchanged.
  const when = new Date(r.endedAt ?? r.startedAt);
  // The document's metadata is Unicode text, not drawn: the title keeps the name exactly.
  doc.setTitle(t('pdf_meta_title', { name: r.candidate.name, title: sayBuiltin(r.set.title, language) }));
  doc.setAuthor('Baccarat Dealer Trainer');
  doc.setSubject(t('pdf_meta_subject', { id: input.verificationId }));
  doc.setLanguage(language);
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
  // The words are part of the text: a Chinese report needs the CJK font whatever the names.
  const all = JSON.stringify(r) + (language === BASE_LANGUAGE ? '' : t('pdf_title', {}));
  if (hasRtl(all)) await loadShaping();
  const cjk = needsCjk(all, [regular, bold])
    ? await embedReportFont(doc, 'cjk', 'BDTAAC+WenQuanYiMicroHei')
    : null;
  const w = new Writer(doc, { main: regular, fallback: cjk }, { main: bold, fallback: cjk });

  const qrSize = 110;
  drawQr(w.page, qrText(input), A4[0] - MARGIN - qrSize, A4[1] - MARGIN - qrSize - 6, qrSize);
  w.corner = { width: qrSize + 8, bottom: A4[1] - MARGIN - qrSize - 6 };
  w.text(t('pdf_title', {}), { size: 16, bold: true });
  w.gap(2);
  const passed = r.result === 'pass';
  w.text(t('pdf_result', { result: t(RESULT_WORDS[r.result], {}) }), {
    size: 14,
    bold: true,
    color: passed ? PASS : r.result === 'fail' ? FAIL : INK,
  });
  w.gap(4);
  // Names and people's units only: the seed, the ids and the set's hash stay in the signed JSON for a dispute.
  const started = { day: l10n.day(r.startedAt), start: l10n.time(r.startedAt) };
  const attempt = { number: l10n.count(r.attempt.number), allowed: l10n.count(r.attempt.allowed) };
  const fields: [string, string][] = [
    [t('pdf_candidate', {}), r.candidate.name],
    [t('pdf_staff_number', {}), r.candidate.staffNumber],
    [t('pdf_assessor', {}), r.assessor],
    [
      t('pdf_date', {}),
      r.endedAt
        ? t('pdf_date_started_ended', { ...started, end: l10n.time(r.endedAt) })
        : t('pdf_date_started', started),
    ],
    [t('pdf_duration', {}), minutesAndSeconds(r.durationMs, language)],
    [
      t('pdf_set', {}),
      r.set.revision
        ? t('pdf_set_revision', {
            title: sayBuiltin(r.set.title, language),
            revision: l10n.count(r.set.revision),
          })
        : sayBuiltin(r.set.title, language),
    ],
    [
      t('pdf_attempt', {}),
      r.abandonments
        ? t('pdf_attempt_left', { ...attempt, times: l10n.count(r.abandonments) })
        : t('pdf_attempt_of', attempt),
    ],
    [t('pdf_house', {}), houseWords({ id: r.house.profileId, name: r.house.name }, language).name],
    [t('pdf_status', {}), t(STATUS_WORDS[r.status], {})],
    [t('pdf_sitting_id', {}), input.verificationId],
    ...(r.seal ? [[t('pdf_seal', {}), r.seal] as [string, string]] : []),
  ];
  for (const [k, v] of fields) w.wrappedRow([k, v], [0, 110], { size: 10 });
  if (pdfSafe(r.candidate.name, w.font) !== r.candidate.name.normalize('NFC')) {
    // Neither font has a glyph for some character; the name is exact in the signed JSON and the CSV.
    w.text(t('pdf_name_note', { count: l10n.count([...r.candidate.name].length), mark: MISSING_GLYPH }), {
      size: 8,
      color: GREY,
    });
  }

  w.heading(t('pdf_knowledge', {}));
  const k = r.knowledge;
  const overall = t('pdf_overall', {
    correct: l10n.count(k.correct),
    items: l10n.count(k.items),
    accuracy: pct(k.accuracy),
    passMark: pct(k.overallPassMark),
    answered: l10n.count(k.answered),
    timedOut: l10n.count(k.timedOut),
  });
  const part = t(k.passed ? 'pdf_knowledge_passed' : 'pdf_knowledge_failed', {});
  w.text(`${overall}${language === BASE_LANGUAGE ? ' ' : ''}${part}`);
  w.gap(2);
  const cols = [0, 150, 215, 270, 330, 400, 450];
  const headers = [
    'pdf_col_skill',
    'pdf_col_answered',
    'pdf_col_right',
    'pdf_col_accuracy',
    'pdf_col_pass_mark',
  ] as const;
  w.row([...headers.map((h) => t(h, {})), t('pdf_col_median', {}), t('pdf_col_result', {})], cols, {
    bold: true,
  });
  for (const s of k.skills) {
    w.row(
      [
        // The kind's name in the report's language (English as the record stored it).
        language === BASE_LANGUAGE ? sayPhrase(s.label, language) : kindLabel(s.kind, language),
        l10n.count(s.answered),
        l10n.count(s.correct),
        pct(s.accuracy),
        s.passMark
          ? `${pct(s.passMark.accuracy)}${s.passMark.medianMs ? `, ${seconds(s.passMark.medianMs)}` : ''}`
          : '-',
        seconds(s.medianMs),
        s.passed === null ? '-' : t(s.passed ? 'pdf_skill_pass' : 'pdf_skill_fail', {}),
      ],
      cols,
    );
  }
  w.gap(2);
  const rules = k.redLineRules.map((x) => t(RED_LINE_WORDS[x], {})).join(t('pdf_list_separator', {}));
  w.text(t('pdf_red_lines_for_set', { list: rules || t('pdf_none', {}) }), { size: 9 });
  if (k.redLineItems.length === 0) w.text(t('pdf_no_red_line_error', {}), { size: 9 });
  for (const x of k.redLineItems)
    w.text(
      t('pdf_red_line_at', {
        item: String(x.item),
        seq: String(x.seq),
        label: t(RED_LINE_WORDS[x.redLine], {}),
      }),
      {
        size: 9,
        bold: true,
        color: FAIL,
      },
    );
  for (const reason of reasonsBesideRedLines(k.failReasons))
    w.text(`- ${sayPhrase(reason, language)}`, { size: 9 });

  const colours = { ink: INK, pass: PASS, fail: FAIL, grey: GREY };
  writePractical(
    {
      heading: (t) => w.heading(t),
      text: (t, o = {}) => w.text(t, { ...o, color: colours[o.colour ?? 'ink'] }),
      row: (c, xs, o = {}) => w.row(c, xs, { ...o, color: colours[o.colour ?? 'ink'] }),
    },
    r,
    language,
  );

  w.heading(t('pdf_signatures', {}));
  for (const who of ['pdf_sign_candidate', 'pdf_sign_assessor', 'pdf_sign_manager'] as const) {
    w.gap(14);
    w.row(
      [t(who, {}), '_______________________________', `${t('pdf_sign_date', {})} ______________`],
      [0, 110, 330],
      {
        size: 10,
      },
    );
  }

  w.heading(t('pdf_verification', {}));
  // For the gaming manager who holds the paper: how to check the file, in the app and on the command line; in English
  // too, below, for a regulator or a verifier who does not read the candidate's language.
  const verify = ref('pdf_verify_paragraph', {
    id: input.verificationId,
    fingerprint: input.fingerprint,
    keyFile: PUBLIC_KEY_FILE,
  });
  w.block(say(verify, language), { size: 9 });
  if (language !== BASE_LANGUAGE) {
    w.gap(4);
    w.block(`${say(ref('pdf_verify_english', {}), language)} ${say(verify, BASE_LANGUAGE)}`, { size: 9 });
  }
  w.heading(t('pdf_every_response', {}));
  // Wrapped, never cut: the cards as symbols, the answer and the right one in a dealer's words.
  const rc = [0, 32, 100, 200, 319, 438]; // the item column holds "100.1" on one line
  const responseHeaders = [
    'pdf_col_skill',
    'pdf_col_cards',
    'pdf_col_answer',
    'pdf_col_correct_answer',
  ] as const;
  w.wrappedRow(['#', ...responseHeaders.map((h) => t(h, {})), t('pdf_col_result_time', {})], rc, {
    bold: true,
  });
  for (const l of r.responses) {
    const result = l.redLines.length
      ? 'pdf_line_red_line'
      : l.timedOut
        ? 'pdf_line_timed_out'
        : l.correct
          ? 'pdf_line_right'
          : 'pdf_line_wrong';
    w.wrappedRow(
      [
        `${l.item}.${l.step}`,
        kindLabel(l.kind, language),
        sayPhrase(l.cards ?? '', language),
        l.timedOut ? t('pdf_no_answer', {}) : sayPhrase(l.answer, language),
        sayPhrase(l.correctAnswer, language),
        t('pdf_result_time', { result: t(result, {}), time: seconds(l.responseMs) }),
      ],
      rc,
      { color: l.redLines.length ? FAIL : INK },
    );
  }
  const pages = doc.getPages();
  pages.forEach((p, i) =>
    drawRuns(
      p,
      pdfSafe(
        t('pdf_footer', {
          name: r.candidate.name,
          id: input.verificationId,
          page: l10n.count(i + 1),
          pages: l10n.count(pages.length),
        }),
        w.font,
      ),
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
