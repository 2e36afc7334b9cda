// Reports of an attempt (PDF, CSV, signed JSON), their verification, and the signing keys. Producing the three is
// pure apart from the key (reportFiles), so the sample report, the bench and the service share it.
import type { Phrase } from '../../../core/i18n/phrase.ts';
import { ref } from '../../../core/i18n/say.ts';
import { failure, failurePhrase } from '../../../core/i18n/failure.ts';
import { TRUST_TAMPERED, TRUST_TAMPERED_SAID } from '../../../node-shared/keystore/signing-store.ts';
import { writeFileSync } from 'node:fs';
import type { AssessmentRecord } from '../../../core/assessment/record.ts';
import type { KeysInfo, TrainerRequest, TrustedKey, VerifyOutcome } from '../../../contract/assessment.ts';
import type { Result } from '../../../contract/index.ts';
import { dataFolderTarget } from '../../files/data-folder-guard.ts';
import { recordCsv } from '../../reports/csv.ts';
import { renderPdf } from '../../reports/pdf.ts';
import { signPdf, signRecord, subjectOf, verifyReport } from '../../../node-shared/reports/signed-report.ts';
import {
  fingerprintOf,
  publicKeyFromPem,
  type SigningKey,
} from '../../../node-shared/reports/signing-key.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { languagesView } from '../languages/languages.ts';
import { recordForExport } from './attempt-record.ts';
import { audit } from './attempt-store.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { requireTrainer } from '../trainer/trainer.ts';
import {
  addAuthenticatedKey,
  appTrust,
  TRUST_UNKNOWN_SAID,
  trustList,
  unlockedSigningKey,
} from '../trainer/report-trust.ts';

/** This installation's key pair, from the trainer's key store: only while trainer mode is open (issue 20, 3). */
export function signingKey(ctx: ServiceContext): Result<SigningKey> {
  return unlockedSigningKey(ctx);
}

export interface ReportFiles {
  readonly pdf: Buffer;
  readonly csv: string;
  readonly json: string;
  readonly verificationId: string;
}

/** The languages the files are written in (issue 24): English when not given. */
export interface ReportLanguages {
  /** The certificate's: the candidate's interface language when the report is made. */
  readonly pdf?: Language;
  /** The CSV headers': the requesting user's (an export is trainer mode's, so the station's default). */
  readonly csv?: Language;
}

export async function reportFiles(
  record: AssessmentRecord,
  key: SigningKey,
  languages: ReportLanguages = {},
): Promise<ReportFiles> {
  // The signed subject and JSON are the record's data, the same in every language: only the PDF's words change, and
  // the signature over the PDF covers the bytes as rendered.
  const subject = subjectOf(record);
  const pdf = await renderPdf({
    record,
    verificationId: subject.verificationId,
    fingerprint: key.fingerprint,
    ...(languages.pdf ? { language: languages.pdf } : {}),
  });
  return {
    pdf: signPdf(pdf, subject, key),
    csv: recordCsv(record, subject.verificationId, languages.csv),
    json: `${JSON.stringify(signRecord(record, key), null, 2)}\n`,
    verificationId: subject.verificationId,
  };
}

const FILTERS = {
  pdf: { name: ref('dialog_filter_pdf_report', {}), extensions: ['pdf'] },
  csv: { name: ref('dialog_filter_responses_csv', {}), extensions: ['csv'] },
  json: { name: ref('dialog_filter_signed_record', {}), extensions: ['json'] },
} as const;

export async function exportAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.export'>,
): Promise<Result<{ path: string } | null>> {
  const record = await recordForExport(ctx, request.attemptId);
  if (!record.ok) return record;
  const r = record.value;
  if (r.status === 'running') return failure(ref('err_attempt_export_running', {}));
  const safeName = `${r.candidate.name}-${r.candidate.staffNumber}-attempt-${r.attempt.number}`.replace(
    /[^\p{L}\p{N}._-]+/gu,
    '-',
  );
  const path = await ctx.dialogs.saveFile({
    title: ref('dialog_save_report', { format: request.format.toUpperCase() }),
    defaultName: `${safeName}.${request.format}`,
    filters: [FILTERS[request.format]],
  });
  if (path === null) return { ok: true, value: null };
  const refused = dataFolderTarget(path, [ctx.store.dir, ctx.store.homeDir, ctx.keyDir]);
  if (refused) return refused;
  const key = signingKey(ctx);
  if (!key.ok) return key;
  // The candidate's interface language now (the station's default when they chose none or were deleted); the CSV
  // for the trainer who asked, in the station's.
  const languages = withDb(ctx, (db) => {
    const view = languagesView(db, r.candidate.id);
    return { ok: true, value: { pdf: view.effective.interface, csv: view.station.interface } };
  });
  if (!languages.ok) return languages;
  const files = await reportFiles(r, key.value, languages.value);
  try {
    writeFileSync(
      path,
      request.format === 'pdf' ? files.pdf : request.format === 'csv' ? files.csv : files.json,
    );
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return failure(ref('err_attempt_could_not_write', { path, error: detail }));
  }
  withDb(ctx, (db) => {
    audit(ctx, db, 'report-exported', `${r.attemptId} as ${request.format.toUpperCase()} to ${path}`);
    return { ok: true, value: null };
  });
  return { ok: true, value: { path } };
}

export function verifyDropped(
  ctx: ServiceContext,
  request: TrainerRequest<'reports.verify'>,
): Result<VerifyOutcome> {
  // Only keys the key store authenticates are trusted: never signing-key.pub or trusted-keys.json as found on disk.
  const trust = appTrust(ctx);
  const outcome = verifyReport(request.bytes, trustList(trust));
  if (outcome.status !== 'untrusted' || trust?.ok) return { ok: true, value: outcome };
  return {
    ok: true,
    value: {
      ...outcome,
      message: ref('main_verify_with_problem', { outcome: outcome.message, problem: trustProblem(trust) }),
    },
  };
}

/** Why no key is trusted, as a message: the key store's one problem (its seal does not check), or not yet known. */
function trustProblem(trust: ReturnType<typeof appTrust>): Phrase {
  if (trust === null) return TRUST_UNKNOWN_SAID;
  if (!trust.ok && trust.problem === TRUST_TAMPERED) return TRUST_TAMPERED_SAID;
  return trust.ok ? '' : trust.problem;
}

export function keysInfo(ctx: ServiceContext): Result<KeysInfo> {
  const trust = appTrust(ctx);
  const list = trustList(trust);
  const own = list.own;
  return {
    ok: true,
    value: {
      own: own
        ? {
            fingerprint: fingerprintOf(own),
            publicKey: own.export({ type: 'spki', format: 'pem' }).toString(),
          }
        : null,
      trusted: list.registered,
      problem: trust?.ok ? null : trustProblem(trust),
    },
  };
}

export function trustKey(
  ctx: ServiceContext,
  request: TrainerRequest<'reports.trustKey'>,
): Result<TrustedKey> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const key = publicKeyFromPem(request.publicKey);
    if (!key.ok)
      return failure(ref('main_field_problem', { field: 'publicKey', problem: failurePhrase(key) }));
    return addAuthenticatedKey(ctx, {
      fingerprint: fingerprintOf(key.key),
      label: request.label,
      publicKey: key.key.export({ type: 'spki', format: 'pem' }).toString(),
      addedAt: ctx.now().toISOString(),
    });
  });
}
