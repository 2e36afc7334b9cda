// Zod schemas for the trainer, assessment and report channels, written once: assessment-contract.ts derives each
// channel's request type (z.input) and response type (z.output) from its schemas here, so neither is written twice.
import { z } from 'zod';
import { owned, typedResponse as response } from './typed-schemas.ts';
import { countersignInputSchema, practicalInputSchema } from '../../core/assessment/practical.ts';
import type { AssessmentRecord, ResponseLine } from '../../core/assessment/record.ts';
import { answerKeySchema, promptSchema } from '../../core/drills/step-schemas.ts';
import { shownSummarySchema } from '../../core/drills/summary-schema.ts';
import type { ReportSubject, VerifyOutcome } from '../../node-shared/reports/signed-report.ts';
import type { TrustedKey } from '../../node-shared/reports/trusted-keys.ts';

const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const none = z.undefined({ message: 'takes no argument' });
const passcode = z.string().max(200, 'must be at most 200 characters');
const attempt = z.object({ attemptId: id }).strict();

/** Reports are read by the renderer from a dropped file and sent as bytes; 20 MB is far above any real report. */
export const MAX_REPORT_BYTES = 20 * 1024 * 1024;

export const assessmentRequestSchemas = {
  'trainer.status': none,
  'trainer.setPasscode': z.object({ passcode, current: passcode.optional() }).strict(),
  'trainer.unlock': z.object({ passcode }).strict(),
  'trainer.lock': none,

  'assessment.start': z
    .object({
      drillSetId: id,
      candidate: z
        .object({
          name: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
          staffNumber: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
        })
        .strict(),
      assessor: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
    })
    .strict(),
  'assessment.current': none,
  'assessment.view': attempt,
  'assessment.answer': z
    .object({
      attemptId: id,
      itemId: z.string().min(1).max(200),
      step: z.number().int().min(0).max(100),
      response,
    })
    .strict(),
  'assessment.shown': z
    .object({ attemptId: id, itemId: z.string().min(1).max(200), step: z.number().int().min(0).max(100) })
    .strict(),
  'assessment.leave': attempt,
  'assessment.resume': attempt,
  'assessment.close': attempt,
  'assessment.gradePractical': z.object({ attemptId: id, grades: practicalInputSchema }).strict(),
  'assessment.countersignPractical': z
    .object({ attemptId: id, countersign: countersignInputSchema })
    .strict(),
  'assessment.record': attempt,
  'assessment.replay': attempt,
  'assessment.history': z.object({ traineeId: id }).strict(),
  'assessment.export': z.object({ attemptId: id, format: z.enum(['pdf', 'csv', 'json']) }).strict(),

  'reports.verify': z
    .object({
      bytes: z
        .instanceof(Uint8Array, { message: 'must be the file bytes' })
        .refine((b) => b.byteLength <= MAX_REPORT_BYTES, {
          message: `must be at most ${MAX_REPORT_BYTES} bytes`,
        }),
    })
    .strict(),
  'reports.keys': none,
  'reports.trustKey': z
    .object({
      publicKey: z.string().min(1).max(2000, 'must be at most 2000 characters'),
      label: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
    })
    .strict(),
};

export type AssessmentRequestSchemas = typeof assessmentRequestSchemas;

// Responses.
const text = z.string();
const count = z.number().int().min(0);
const iso = z.string().datetime({ offset: true, message: 'must be an ISO 8601 time' });
const attemptStatus = z.enum(['running', 'abandoned', 'finished', 'closed']);
const record = owned<AssessmentRecord>();
const result = z.enum(['pass', 'fail', 'pending-practical', 'in-progress']);

// The reports' own types (reports/*.ts, used by the engine's verify command too), checked field by field: the
// annotations make the compiler refuse a schema that does not produce its type.
const trustedKey: z.ZodType<TrustedKey> = z
  .strictObject({ fingerprint: text, label: text, publicKey: text, addedAt: iso })
  .readonly();
const reportSubject: z.ZodType<ReportSubject> = z
  .strictObject({
    attemptId: text,
    candidate: text,
    staffNumber: text,
    set: text,
    result,
    verificationId: text,
    endedAt: iso.nullable(),
  })
  .readonly();
const verifyOutcome: z.ZodType<VerifyOutcome> = z
  .strictObject({
    status: z.enum(['trusted', 'untrusted', 'tampered', 'unreadable']),
    kind: z.enum(['pdf', 'json']).nullable(),
    message: text,
    signer: z
      .strictObject({
        fingerprint: text,
        whose: z.enum(['own', 'registered', 'given', 'unknown']),
        label: text.nullable(),
      })
      .readonly()
      .nullable(),
    subject: reportSubject.nullable(),
  })
  .readonly();

export const trainerStatus = z
  .strictObject({
    passcodeSet: z.boolean(),
    unlocked: z.boolean(),
    /** Until the trainer session locks itself, if nothing else is done. */
    expiresInMs: z.number().min(0),
    /** Wait before another passcode try, after too many wrong ones. */
    retryInMs: z.number().min(0),
    /** While trainer mode is open: why the passcode it was opened with falls short of today's rules (change it). */
    changePasscode: z.string().nullable(),
  })
  .readonly();

/** What the candidate's screen gets: the current prompt and the time left on it; never the seed, a key or a mark. */
export const attemptView = z
  .strictObject({
    attemptId: text,
    /** The sitting's ID (node-shared/reports/sitting-id.ts), the one on the certificate. */
    sittingId: text,
    title: text,
    candidate: z.strictObject({ name: text, staffNumber: text }).readonly(),
    attempt: z.number().int().min(1),
    status: attemptStatus,
    total: count,
    answered: count,
    prompt: promptSchema.nullable(),
    /** Time left on the current step, measured in main; null when untimed. */
    remainingMs: z.number().min(0).nullable(),
    /** How many steps timed out since the last view (the screen says so). */
    timedOut: count,
    /** For the candidate's screen: what happens now, in words. */
    message: text,
    /** Once finished: the candidate's own result (marks and keys), as in any finished assessment. */
    summary: shownSummarySchema.nullable(),
  })
  .readonly();

const attemptListShape = {
  attemptId: text,
  set: text,
  attempt: z.number().int().min(1),
  status: attemptStatus,
  startedAt: iso,
  endedAt: iso.nullable(),
  /** null when the record does not check (tampered: no result can be given). */
  result: result.nullable(),
  verificationId: text,
  /** What was done to the attempt's stored answers or seed (issue 20, guarantee 2), or null when it checks. */
  tampered: text.nullable(),
};
export const attemptListItem = z.strictObject(attemptListShape).readonly();

/** A row of a candidate's history: on a PC in a training room, an attempt on any station (issue 22). */
export const candidateAttempt = z
  .strictObject({
    ...attemptListShape,
    /** The station that recorded it; null on a PC that is not in a training room. */
    station: text.nullable(),
    /** Recorded on this PC: its record opens, replays and is signed here. Another station's is shown only. */
    here: z.boolean(),
  })
  .readonly();

/**
 * Whether a candidate history covers every station of the training room (issue 22), and why not: the PC is in no room
 * (its own attempts are all there are), or the room could not be read (the other stations' attempts are missing).
 */
export const historyCoverage = z
  .strictObject({
    everyStation: z.boolean(),
    reason: z.enum(['not-configured', 'unreachable']).nullable(),
    message: text,
  })
  .readonly();

export const candidateHistory = z
  .strictObject({ attempts: z.array(candidateAttempt).readonly(), coverage: historyCoverage })
  .readonly();

export const replayStep = z
  .strictObject({
    seq: count,
    prompt: promptSchema,
    key: answerKeySchema,
    line: owned<ResponseLine>(),
  })
  .readonly();

export const keysInfo = z
  .strictObject({
    /** null: not known yet (trainer mode not unlocked since the app started). */
    own: z.strictObject({ fingerprint: text, publicKey: text }).readonly().nullable(),
    trusted: z.array(trustedKey).readonly(),
    /** Why the trusted keys are not known or not trusted (changed outside the app), or null. */
    problem: text.nullable(),
  })
  .readonly();

export const assessmentResponseSchemas = {
  'trainer.status': trainerStatus,
  'trainer.setPasscode': trainerStatus,
  'trainer.unlock': trainerStatus,
  'trainer.lock': trainerStatus,
  'assessment.start': attemptView,
  'assessment.current': attemptView.nullable(),
  'assessment.view': attemptView,
  'assessment.answer': attemptView,
  'assessment.shown': attemptView,
  'assessment.leave': attemptView,
  'assessment.resume': attemptView,
  'assessment.close': record,
  'assessment.gradePractical': record,
  'assessment.countersignPractical': record,
  'assessment.record': record,
  'assessment.replay': z.array(replayStep).readonly(),
  'assessment.history': candidateHistory,
  'assessment.export': z.strictObject({ path: text }).readonly().nullable(),
  'reports.verify': verifyOutcome,
  'reports.keys': keysInfo,
  'reports.trustKey': trustedKey,
};

export type AssessmentResponseSchemas = typeof assessmentResponseSchemas;
