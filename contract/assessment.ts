// The trainer, assessment and report channels: each is one entry (request schema, response schema, access rule) in
// assessmentChannels below; index.ts derives every request type (z.input) and response type (z.output) from them.
import { z } from 'zod';
import { phraseSchema } from '../core/i18n/message-ref-schema.ts';
import { typedResponse as response } from './typed-schemas.ts';
import { countersignInputSchema, practicalInputSchema } from '../core/assessment/practical.ts';
import { answerKeySchema, promptSchema } from '../core/drills/step-schemas.ts';
import { shownSummarySchema } from '../core/drills/summary-schema.ts';
import { profileSchema } from '../core/profiles.ts';
import { id, none, type AreaContract } from './channel.ts';
import {
  ATTEMPT_STATUSES,
  RECORD_RESULTS,
  assessmentRecordSchema,
  responseLineSchema,
  type AssessmentRecord,
  type AttemptStatus,
  type ResponseLine,
} from '../core/assessment/record.ts';
import type { PracticalGrades, PracticalInput } from '../core/assessment/practical.ts';
import type { ReportSubject, VerifyOutcome } from '../node-shared/reports/signed-report.ts';
import type { TrustedKey } from '../node-shared/reports/trusted-keys.ts';

const passcode = z.string().max(200, 'must be at most 200 characters');
const attempt = z.object({ attemptId: id }).strict();

/** Reports are read by the renderer from a dropped file and sent as bytes; 20 MB is far above any real report. */
export const MAX_REPORT_BYTES = 20 * 1024 * 1024;

// Responses.
const text = z.string();
const count = z.number().int().min(0);
const iso = z.string().datetime({ offset: true, message: 'must be an ISO 8601 time' });
const attemptStatus = z.enum(ATTEMPT_STATUSES);
const record = assessmentRecordSchema;
const result = z.enum(RECORD_RESULTS);

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
    message: phraseSchema,
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
    changePasscode: phraseSchema.nullable(),
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
    /** For the candidate's screen: what happens now, as a message. */
    message: phraseSchema,
    /** Once finished: the candidate's own result (marks and keys), as in any finished assessment. */
    summary: shownSummarySchema.nullable(),
    /** While it runs (the only time the screen draws it): the attempt's table, resolved in main (session-table.ts). */
    profile: profileSchema.nullable(),
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
  /** What was done to the attempt's stored answers or seed (issue 20, guarantee 2), or null when it checks: a phrase,
   *  English words in a history stored before issue 24. */
  tampered: phraseSchema.nullable(),
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
    message: phraseSchema,
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
    line: responseLineSchema,
  })
  .readonly();

export const keysInfo = z
  .strictObject({
    /** null: not known yet (trainer mode not unlocked since the app started). */
    own: z.strictObject({ fingerprint: text, publicKey: text }).readonly().nullable(),
    trusted: z.array(trustedKey).readonly(),
    /** Why the trusted keys are not known or not trusted (changed outside the app), or null. */
    problem: phraseSchema.nullable(),
  })
  .readonly();

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const assessmentChannels = {
  'trainer.status': { request: none, response: trainerStatus, access: ['setup'] },
  /** First use: sets it. Later: changes it, given the current passcode. Opens a trainer session. */
  'trainer.setPasscode': {
    request: z.object({ passcode, current: passcode.optional() }).strict(),
    response: trainerStatus,
    access: ['setup'],
  },
  'trainer.unlock': { request: z.object({ passcode }).strict(), response: trainerStatus, access: ['setup'] },
  'trainer.lock': { request: none, response: trainerStatus, access: ['setup'] },
  /** Trainer: starts an attempt for a named candidate; the trainer session closes (the candidate takes over). */
  'assessment.start': {
    request: z
      .object({
        drillSetId: id,
        candidate: z
          .object({
            name: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
            staffNumber: z
              .string()
              .trim()
              .min(1, 'must not be empty')
              .max(40, 'must be at most 40 characters'),
          })
          .strict(),
        assessor: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
      })
      .strict(),
    response: attemptView,
    access: ['trainer'],
  },
  /** The attempt the app must reopen on (running or abandoned), if any. */
  'assessment.current': { request: none, response: attemptView.nullable(), access: ['open'] },
  /** The running attempt now (a step whose time ran out is recorded as timed out first). */
  'assessment.view': { request: attempt, response: attemptView, access: ['open'] },
  'assessment.answer': {
    request: z
      .object({
        attemptId: id,
        itemId: z.string().min(1).max(200),
        step: z.number().int().min(0).max(100),
        response,
      })
      .strict(),
    response: attemptView,
    access: ['open'],
  },
  /** The step's cards are dealt on screen: its clock starts (at the latest 4 s after main sent it). */
  'assessment.shown': {
    request: z
      .object({ attemptId: id, itemId: z.string().min(1).max(200), step: z.number().int().min(0).max(100) })
      .strict(),
    response: attemptView,
    access: ['open'],
  },
  /** The candidate leaves: the attempt is recorded as abandoned with what was answered. */
  'assessment.leave': { request: attempt, response: attemptView, access: ['open'] },
  /** Trainer: the candidate goes on with an abandoned attempt. */
  'assessment.resume': { request: attempt, response: attemptView, access: ['trainer'] },
  /** Trainer: ends an abandoned attempt as it stands (it counts as an attempt). */
  'assessment.close': { request: attempt, response: record, access: ['trainer'] },
  'assessment.gradePractical': {
    request: z.object({ attemptId: id, grades: practicalInputSchema }).strict(),
    response: record,
    access: ['trainer'],
  },
  /** Trainer: a second assessor, not the one who graded, confirms the practical grades (cleared by a regrade). */
  'assessment.countersignPractical': {
    request: z.object({ attemptId: id, countersign: countersignInputSchema }).strict(),
    response: record,
    access: ['trainer'],
  },
  'assessment.record': { request: attempt, response: record, access: ['trainer'] },
  /** Trainer: every step regenerated from the seed, with its key and the recorded response. */
  'assessment.replay': { request: attempt, response: z.array(replayStep).readonly(), access: ['trainer'] },
  /** Trainer: a candidate's attempts, newest first. */
  'assessment.history': {
    request: z.object({ traineeId: id }).strict(),
    response: candidateHistory,
    access: ['trainer', 'trainee-owned'],
  },
  /** Trainer: save dialog, then the PDF, CSV or signed JSON; null if cancelled. */
  'assessment.export': {
    request: z.object({ attemptId: id, format: z.enum(['pdf', 'csv', 'json']) }).strict(),
    response: z.strictObject({ path: text }).readonly().nullable(),
    access: ['trainer'],
  },
  'reports.verify': {
    request: z
      .object({
        bytes: z
          .instanceof(Uint8Array, { message: 'must be the file bytes' })
          .refine((b) => b.byteLength <= MAX_REPORT_BYTES, {
            message: `must be at most ${MAX_REPORT_BYTES} bytes`,
          }),
      })
      .strict(),
    response: verifyOutcome,
    access: ['open'],
  },
  'reports.keys': { request: none, response: keysInfo, access: ['open'] },
  /** Trainer: trust another installation's public key (signing-key.pub). */
  'reports.trustKey': {
    request: z
      .object({
        publicKey: z.string().min(1).max(2000, 'must be at most 2000 characters'),
        label: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
      })
      .strict(),
    response: trustedKey,
    access: ['trainer'],
  },
} as const satisfies AreaContract;

export type {
  AssessmentRecord,
  AttemptStatus,
  ResponseLine,
  PracticalGrades,
  PracticalInput,
  ReportSubject,
  VerifyOutcome,
  TrustedKey,
};

export type TrainerStatus = z.output<typeof trainerStatus>;
/** What the candidate's screen gets: the current prompt and the time left on it; never the seed, a key or a mark. */
export type AttemptView = z.output<typeof attemptView>;
export type AttemptListItem = z.output<typeof attemptListItem>;
export type CandidateAttempt = z.output<typeof candidateAttempt>;
export type CandidateHistory = z.output<typeof candidateHistory>;
export type HistoryCoverage = z.output<typeof historyCoverage>;
export type ReplayStep = z.output<typeof replayStep>;
export type KeysInfo = z.output<typeof keysInfo>;

export type AssessmentChannel = keyof typeof assessmentChannels;
export type TrainerRequest<C extends AssessmentChannel> = z.input<(typeof assessmentChannels)[C]['request']>;
