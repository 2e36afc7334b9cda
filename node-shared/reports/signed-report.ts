// Signed reports. The JSON record is signed over its canonical serialisation; the PDF is signed over its exact bytes
// plus a one-line summary, and the signature is appended after %%EOF as PDF comments (readers ignore them; verify
// strips them). Any changed byte of the PDF or field of the JSON makes the signature fail. A valid signature proves
// something only when the signer is known: verification says whether the key is this installation's own, one the
// trainer registered, one given on the command line, or unknown.
import type { Phrase } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';
import { sittingId } from './sitting-id.ts';
import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { canonicalJson } from '../../core/assessment/canonical.ts';
import type { AssessmentRecord } from '../../core/assessment/record.ts';
import { fingerprintOf, type SigningKey } from './signing-key.ts';
import type { TrustedKey } from './trusted-keys.ts';

export const SIGNED_FORMAT = 'baccarat-signed-assessment';
const SIGNED_LINE = '\n%BDT-SIGNED ';
const SIGNATURE_LINE = '\n%BDT-SIGNATURE ';

export interface Signature {
  readonly algorithm: 'Ed25519';
  /** SPKI DER, base64. */
  readonly publicKey: string;
  readonly fingerprint: string;
  /** base64. */
  readonly value: string;
}

export interface SignedRecord {
  readonly format: typeof SIGNED_FORMAT;
  readonly version: 1;
  readonly record: AssessmentRecord;
  readonly signature: Signature;
}

/** Who the report is for and its result: what verify prints. In a PDF it is signed with the PDF's bytes. */
export interface ReportSubject {
  readonly attemptId: string;
  readonly candidate: string;
  readonly staffNumber: string;
  readonly set: string;
  readonly result: AssessmentRecord['result'];
  readonly verificationId: string;
  readonly endedAt: string | null;
}

/** The sitting's ID (sitting-id.ts): the same at the end screen, in the history and on every report of it. */
export function verificationId(record: AssessmentRecord): string {
  return sittingId(record.attemptId);
}

export function subjectOf(record: AssessmentRecord): ReportSubject {
  return {
    attemptId: record.attemptId,
    candidate: record.candidate.name,
    staffNumber: record.candidate.staffNumber,
    set: record.set.title,
    result: record.result,
    verificationId: verificationId(record),
    endedAt: record.endedAt,
  };
}

function signatureOf(key: SigningKey, message: Buffer): Signature {
  return {
    algorithm: 'Ed25519',
    publicKey: key.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    fingerprint: key.fingerprint,
    value: sign(null, message, key.privateKey).toString('base64'),
  };
}

function jsonMessage(record: AssessmentRecord): Buffer {
  return Buffer.from(canonicalJson({ format: SIGNED_FORMAT, version: 1, record }), 'utf8');
}

export function signRecord(record: AssessmentRecord, key: SigningKey): SignedRecord {
  return { format: SIGNED_FORMAT, version: 1, record, signature: signatureOf(key, jsonMessage(record)) };
}

/** The PDF's bytes with the signed summary line and the signature appended after %%EOF. */
export function signPdf(pdf: Uint8Array, subject: ReportSubject, key: SigningKey): Buffer {
  const message = Buffer.concat([
    Buffer.from(pdf),
    Buffer.from(`${SIGNED_LINE}${canonicalJson(subject)}\n`, 'utf8'),
  ]);
  const sig = signatureOf(key, message);
  return Buffer.concat([message, Buffer.from(`${SIGNATURE_LINE.slice(1)}${canonicalJson(sig)}\n`, 'utf8')]);
}

export type VerifyStatus = 'trusted' | 'untrusted' | 'tampered' | 'unreadable';

export interface TrustList {
  readonly own: KeyObject | null;
  readonly registered: readonly TrustedKey[];
  /** Keys given for this check only (--trust FILE). */
  readonly given: readonly KeyObject[];
}

export interface VerifyOutcome {
  readonly status: VerifyStatus;
  readonly kind: 'pdf' | 'json' | null;
  /** One line for the screen (in the reader's language) or the terminal (in English). */
  readonly message: Phrase;
  readonly signer: {
    readonly fingerprint: string;
    readonly whose: 'own' | 'registered' | 'given' | 'unknown';
    readonly label: string | null;
  } | null;
  readonly subject: ReportSubject | null;
}

export const EXIT_CODES: Record<VerifyStatus, number> = {
  trusted: 0,
  tampered: 1,
  unreadable: 2,
  untrusted: 3,
};

const unreadable = (message: Phrase, kind: VerifyOutcome['kind'] = null): VerifyOutcome => ({
  status: 'unreadable',
  kind,
  message,
  signer: null,
  subject: null,
});

function checkSignature(
  kind: 'pdf' | 'json',
  sig: unknown,
  message: Buffer,
  subject: ReportSubject | null,
  trust: TrustList,
): VerifyOutcome {
  const s = sig as Partial<Signature> | null;
  // Base64 must be exactly as encoded: Node's decoder skips stray characters and unused bits, which would let a
  // changed byte through unnoticed.
  const strict = (v: unknown): v is string =>
    typeof v === 'string' && Buffer.from(v, 'base64').toString('base64') === v;
  if (!s || s.algorithm !== 'Ed25519' || !strict(s.publicKey) || !strict(s.value)) {
    return {
      status: 'tampered',
      kind,
      message: ref('main_verify_block_missing', {}),
      signer: null,
      subject,
    };
  }
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey({ key: Buffer.from(s.publicKey, 'base64'), format: 'der', type: 'spki' });
    // The key's bytes must be exactly its encoding: OpenSSL reads past bytes after the key and a changed count of
    // unused bits, which would let a changed byte through unnoticed.
    if (publicKey.export({ type: 'spki', format: 'der' }).toString('base64') !== s.publicKey)
      throw new Error();
  } catch {
    return {
      status: 'tampered',
      kind,
      message: ref('main_verify_key_damaged', {}),
      signer: null,
      subject,
    };
  }
  const fingerprint = fingerprintOf(publicKey);
  let valid: boolean;
  try {
    valid =
      publicKey.asymmetricKeyType === 'ed25519' &&
      verify(null, message, publicKey, Buffer.from(s.value, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid || s.fingerprint !== fingerprint) {
    return {
      status: 'tampered',
      kind,
      message: ref('main_verify_changed', {}),
      signer: { fingerprint, whose: 'unknown', label: null },
      subject,
    };
  }
  const same = (k: KeyObject) => fingerprintOf(k) === fingerprint;
  const registered = trust.registered.find((k) => k.fingerprint === fingerprint);
  const whose: 'own' | 'registered' | 'given' | 'unknown' = trust.given.some(same)
    ? 'given'
    : trust.own && same(trust.own)
      ? 'own'
      : registered
        ? 'registered'
        : 'unknown';
  const trusted = whose !== 'unknown';
  const said =
    whose === 'own'
      ? ref('main_verify_intact_own', {})
      : whose === 'registered'
        ? ref('main_verify_intact_registered', { label: registered?.label ?? '' })
        : whose === 'given'
          ? ref('main_verify_intact_given', {})
          : ref('main_verify_intact_stranger', {});
  return {
    status: trusted ? 'trusted' : 'untrusted',
    kind,
    message: said,
    signer: { fingerprint, whose, label: registered?.label ?? null },
    subject,
  };
}

function verifyJson(text: string, trust: TrustList): VerifyOutcome {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return unreadable(
      ref('main_verify_not_json', { detail: error instanceof Error ? error.message : String(error) }),
      'json',
    );
  }
  const d = doc as Partial<SignedRecord> | null;
  if (
    !d ||
    typeof d !== 'object' ||
    d.format !== SIGNED_FORMAT ||
    typeof d.record !== 'object' ||
    d.record === null
  ) {
    return unreadable(ref('main_verify_not_record', { format: SIGNED_FORMAT }), 'json');
  }
  // Only the bytes the app writes: one field more, or one written twice (JSON.parse keeps the last), is not the
  // signed document even when the signature checks.
  const fields = Object.keys(d).sort().join(',');
  if (
    fields !== 'format,record,signature,version' ||
    text.replace(/\n$/, '') !== JSON.stringify(d, null, 2)
  ) {
    return {
      status: 'tampered',
      kind: 'json',
      message: ref('main_verify_json_form', {}),
      signer: null,
      subject: null,
    };
  }
  let message: Buffer;
  let subject: ReportSubject;
  try {
    message = Buffer.from(canonicalJson({ format: d.format, version: d.version, record: d.record }), 'utf8');
    subject = subjectOf(d.record);
  } catch {
    return unreadable(ref('main_verify_record_unreadable', {}), 'json');
  }
  return checkSignature('json', d.signature, message, subject, trust);
}

function verifyPdf(bytes: Buffer, trust: TrustList): VerifyOutcome {
  const sigAt = bytes.lastIndexOf(SIGNATURE_LINE);
  if (sigAt < 0) {
    if (bytes.includes(SIGNED_LINE))
      return {
        status: 'tampered',
        kind: 'pdf',
        message: ref('main_verify_line_damaged', {}),
        signer: null,
        subject: null,
      };
    return unreadable(ref('main_verify_pdf_unsigned', {}), 'pdf');
  }
  const message = bytes.subarray(0, sigAt + 1);
  const tail = bytes.subarray(sigAt + SIGNATURE_LINE.length).toString('utf8');
  let sig: unknown;
  try {
    sig = JSON.parse(tail.endsWith('\n') ? tail.slice(0, -1) : tail);
  } catch {
    return {
      status: 'tampered',
      kind: 'pdf',
      message: ref('main_verify_block_damaged', {}),
      signer: null,
      subject: null,
    };
  }
  const lineAt = message.lastIndexOf(SIGNED_LINE);
  let subject: ReportSubject | null = null;
  if (lineAt >= 0) {
    try {
      subject = JSON.parse(
        message.subarray(lineAt + SIGNED_LINE.length, message.length - 1).toString('utf8'),
      ) as ReportSubject;
    } catch {
      subject = null;
    }
  }
  // The signature line must be exactly as written: even a changed space after it is a changed byte.
  if (tail !== `${canonicalJson(sig)}\n`) {
    return {
      status: 'tampered',
      kind: 'pdf',
      message: ref('main_verify_line_changed', {}),
      signer: null,
      subject,
    };
  }
  const outcome = checkSignature('pdf', sig, message, subject, trust);
  // Whatever the signature says, a PDF without its summary line was not made by this app.
  if (lineAt < 0 && outcome.status !== 'tampered') {
    return { ...outcome, status: 'tampered', message: ref('main_verify_summary_missing', {}) };
  }
  return outcome;
}

/** Checks a report's bytes (a PDF or a signed JSON record). */
export function verifyReport(bytes: Uint8Array, trust: TrustList): VerifyOutcome {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length === 0) return unreadable(ref('main_verify_empty', {}));
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-' || buf.includes(SIGNED_LINE))
    return verifyPdf(buf, trust);
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trimStart().startsWith('{')) return verifyJson(text, trust);
  return unreadable(ref('main_verify_not_report', {}));
}
