// The trainer, assessment and report channels of the IPC contract. Request and response types come from their zod
// schemas (assessment-schemas.ts, imported as types only, so the renderer bundle gets no zod from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { AssessmentRecord, AttemptStatus, ResponseLine } from '../core/assessment/record.ts';
import type { PracticalGrades, PracticalInput } from '../core/assessment/practical.ts';
import type { ReportSubject, VerifyOutcome } from '../node-shared/reports/signed-report.ts';
import type { TrustedKey } from '../node-shared/reports/trusted-keys.ts';
import type {
  AssessmentRequestSchemas,
  AssessmentResponseSchemas,
  attemptListItem,
  candidateAttempt,
  candidateHistory,
  historyCoverage,
  attemptView,
  keysInfo,
  replayStep,
  trainerStatus,
} from './assessment.ts';

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

type Out<C extends keyof AssessmentResponseSchemas> = z.output<AssessmentResponseSchemas[C]>;

export type TrainerStatus = z.output<typeof trainerStatus>;
/** What the candidate's screen gets: the current prompt and the time left on it; never the seed, a key or a mark. */
export type AttemptView = z.output<typeof attemptView>;
export type AttemptListItem = z.output<typeof attemptListItem>;
export type CandidateAttempt = z.output<typeof candidateAttempt>;
export type CandidateHistory = z.output<typeof candidateHistory>;
export type HistoryCoverage = z.output<typeof historyCoverage>;
export type ReplayStep = z.output<typeof replayStep>;
export type KeysInfo = z.output<typeof keysInfo>;

type In<C extends keyof AssessmentRequestSchemas> = z.input<AssessmentRequestSchemas[C]>;

export interface AssessmentContract {
  'trainer.status': { request: In<'trainer.status'>; response: Out<'trainer.status'> };
  /** First use: sets it. Later: changes it, given the current passcode. Opens a trainer session. */
  'trainer.setPasscode': { request: In<'trainer.setPasscode'>; response: Out<'trainer.setPasscode'> };
  'trainer.unlock': { request: In<'trainer.unlock'>; response: Out<'trainer.unlock'> };
  'trainer.lock': { request: In<'trainer.lock'>; response: Out<'trainer.lock'> };

  /** Trainer: starts an attempt for a named candidate; the trainer session closes (the candidate takes over). */
  'assessment.start': { request: In<'assessment.start'>; response: Out<'assessment.start'> };
  /** The attempt the app must reopen on (running or abandoned), if any. */
  'assessment.current': { request: In<'assessment.current'>; response: Out<'assessment.current'> };
  /** The running attempt now (a step whose time ran out is recorded as timed out first). */
  'assessment.view': { request: In<'assessment.view'>; response: Out<'assessment.view'> };
  'assessment.answer': { request: In<'assessment.answer'>; response: Out<'assessment.answer'> };
  /** The step's cards are dealt on screen: its clock starts (at the latest 4 s after main sent it). */
  'assessment.shown': { request: In<'assessment.shown'>; response: Out<'assessment.shown'> };
  /** The candidate leaves: the attempt is recorded as abandoned with what was answered. */
  'assessment.leave': { request: In<'assessment.leave'>; response: Out<'assessment.leave'> };
  /** Trainer: the candidate goes on with an abandoned attempt. */
  'assessment.resume': { request: In<'assessment.resume'>; response: Out<'assessment.resume'> };
  /** Trainer: ends an abandoned attempt as it stands (it counts as an attempt). */
  'assessment.close': { request: In<'assessment.close'>; response: Out<'assessment.close'> };
  'assessment.gradePractical': {
    request: In<'assessment.gradePractical'>;
    response: Out<'assessment.gradePractical'>;
  };
  /** Trainer: a second assessor, not the one who graded, confirms the practical grades (cleared by a regrade). */
  'assessment.countersignPractical': {
    request: In<'assessment.countersignPractical'>;
    response: Out<'assessment.countersignPractical'>;
  };
  'assessment.record': { request: In<'assessment.record'>; response: Out<'assessment.record'> };
  /** Trainer: every step regenerated from the seed, with its key and the recorded response. */
  'assessment.replay': { request: In<'assessment.replay'>; response: Out<'assessment.replay'> };
  /** Trainer: a candidate's attempts, newest first. */
  'assessment.history': { request: In<'assessment.history'>; response: Out<'assessment.history'> };
  /** Trainer: save dialog, then the PDF, CSV or signed JSON; null if cancelled. */
  'assessment.export': { request: In<'assessment.export'>; response: Out<'assessment.export'> };

  'reports.verify': { request: In<'reports.verify'>; response: Out<'reports.verify'> };
  'reports.keys': { request: In<'reports.keys'>; response: Out<'reports.keys'> };
  /** Trainer: trust another installation's public key (signing-key.pub). */
  'reports.trustKey': { request: In<'reports.trustKey'>; response: Out<'reports.trustKey'> };
}

export type AssessmentChannel = keyof AssessmentContract;
export type TrainerRequest<C extends AssessmentChannel> = AssessmentContract[C]['request'];

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const ASSESSMENT_ACCESS = {
  'trainer.status': ['setup'],
  'trainer.setPasscode': ['setup'],
  'trainer.unlock': ['setup'],
  'trainer.lock': ['setup'],
  'assessment.start': ['trainer'],
  'assessment.current': ['open'],
  'assessment.view': ['open'],
  'assessment.answer': ['open'],
  'assessment.shown': ['open'],
  'assessment.leave': ['open'],
  'assessment.resume': ['trainer'],
  'assessment.close': ['trainer'],
  'assessment.gradePractical': ['trainer'],
  'assessment.countersignPractical': ['trainer'],
  'assessment.record': ['trainer'],
  'assessment.replay': ['trainer'],
  'assessment.history': ['trainer', 'trainee-owned'],
  'assessment.export': ['trainer'],
  'reports.verify': ['open'],
  'reports.keys': ['open'],
  'reports.trustKey': ['trainer'],
} as const satisfies { readonly [C in AssessmentChannel]: Access };

export const ASSESSMENT_CHANNELS = Object.keys(ASSESSMENT_ACCESS) as AssessmentChannel[];
