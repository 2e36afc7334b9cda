// The trainer, assessment and report channels of the IPC contract. Request types come from their zod schemas
// (assessment-schemas.ts, imported as a type only, so the renderer bundle gets no zod from here).
import type { z } from 'zod';
import type { AssessmentRecord, AttemptStatus, ResponseLine } from '../../core/assessment/record.ts';
import type { PracticalGrades } from '../../core/assessment/practical.ts';
import type { SessionSummary } from './core-types.ts';
import type { AnswerKey, Prompt } from '../../core/drills/types.ts';
import type { ReportSubject, VerifyOutcome } from '../reports/signed-report.ts';
import type { TrustedKey } from '../reports/trusted-keys.ts';
import type { AssessmentRequestSchemas } from './assessment-schemas.ts';

export type {
  AssessmentRecord,
  AttemptStatus,
  ResponseLine,
  PracticalGrades,
  ReportSubject,
  VerifyOutcome,
  TrustedKey,
};

export interface TrainerStatus {
  readonly passcodeSet: boolean;
  readonly unlocked: boolean;
  /** Until the trainer session locks itself, if nothing else is done. */
  readonly expiresInMs: number;
  /** Wait before another passcode try, after too many wrong ones. */
  readonly retryInMs: number;
}

/** What the candidate's screen gets: the current prompt and the time left on it; never the seed, a key or a mark. */
export interface AttemptView {
  readonly attemptId: string;
  readonly title: string;
  readonly candidate: { readonly name: string; readonly staffNumber: string };
  readonly attempt: number;
  readonly status: AttemptStatus;
  readonly total: number;
  readonly answered: number;
  readonly prompt: Prompt | null;
  /** Time left on the current step, measured in main; null when untimed. */
  readonly remainingMs: number | null;
  /** How many steps timed out since the last view (the screen says so). */
  readonly timedOut: number;
  /** For the candidate's screen: what happens now, in words. */
  readonly message: string;
  /** Once finished: the candidate's own result (marks and keys), as in any finished assessment. */
  readonly summary: SessionSummary | null;
}

export interface AttemptListItem {
  readonly attemptId: string;
  readonly set: string;
  readonly attempt: number;
  readonly status: AttemptStatus;
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly result: AssessmentRecord['result'];
  readonly verificationId: string;
}

export interface ReplayStep {
  readonly seq: number;
  readonly prompt: Prompt;
  readonly key: AnswerKey;
  readonly line: ResponseLine;
}

export interface KeysInfo {
  readonly own: { readonly fingerprint: string; readonly publicKey: string };
  readonly trusted: readonly TrustedKey[];
}

type In<C extends keyof AssessmentRequestSchemas> = z.input<AssessmentRequestSchemas[C]>;

export interface AssessmentContract {
  'trainer.status': { request: In<'trainer.status'>; response: TrainerStatus };
  /** First use: sets it. Later: changes it, given the current passcode. Opens a trainer session. */
  'trainer.setPasscode': { request: In<'trainer.setPasscode'>; response: TrainerStatus };
  'trainer.unlock': { request: In<'trainer.unlock'>; response: TrainerStatus };
  'trainer.lock': { request: In<'trainer.lock'>; response: TrainerStatus };

  /** Trainer: starts an attempt for a named candidate; the trainer session closes (the candidate takes over). */
  'assessment.start': { request: In<'assessment.start'>; response: AttemptView };
  /** The attempt the app must reopen on (running or abandoned), if any. */
  'assessment.current': { request: In<'assessment.current'>; response: AttemptView | null };
  /** The running attempt now (a step whose time ran out is recorded as timed out first). */
  'assessment.view': { request: In<'assessment.view'>; response: AttemptView };
  'assessment.answer': { request: In<'assessment.answer'>; response: AttemptView };
  /** The step's cards are dealt on screen: its clock starts (at the latest 4 s after main sent it). */
  'assessment.shown': { request: In<'assessment.shown'>; response: AttemptView };
  /** The candidate leaves: the attempt is recorded as abandoned with what was answered. */
  'assessment.leave': { request: In<'assessment.leave'>; response: AttemptView };
  /** Trainer: the candidate goes on with an abandoned attempt. */
  'assessment.resume': { request: In<'assessment.resume'>; response: AttemptView };
  /** Trainer: ends an abandoned attempt as it stands (it counts as an attempt). */
  'assessment.close': { request: In<'assessment.close'>; response: AssessmentRecord };
  'assessment.gradePractical': { request: In<'assessment.gradePractical'>; response: AssessmentRecord };
  'assessment.record': { request: In<'assessment.record'>; response: AssessmentRecord };
  /** Trainer: every step regenerated from the seed, with its key and the recorded response. */
  'assessment.replay': { request: In<'assessment.replay'>; response: readonly ReplayStep[] };
  /** Trainer: a candidate's attempts, newest first. */
  'assessment.history': { request: In<'assessment.history'>; response: readonly AttemptListItem[] };
  /** Trainer: save dialog, then the PDF, CSV or signed JSON; null if cancelled. */
  'assessment.export': { request: In<'assessment.export'>; response: { readonly path: string } | null };

  'reports.verify': { request: In<'reports.verify'>; response: VerifyOutcome };
  'reports.keys': { request: In<'reports.keys'>; response: KeysInfo };
  /** Trainer: trust another installation's public key (signing-key.pub). */
  'reports.trustKey': { request: In<'reports.trustKey'>; response: TrustedKey };
}

export type AssessmentChannel = keyof AssessmentContract;
export type TrainerRequest<C extends AssessmentChannel> = AssessmentContract[C]['request'];

export const ASSESSMENT_CHANNELS = [
  'trainer.status',
  'trainer.setPasscode',
  'trainer.unlock',
  'trainer.lock',
  'assessment.start',
  'assessment.current',
  'assessment.view',
  'assessment.answer',
  'assessment.shown',
  'assessment.leave',
  'assessment.resume',
  'assessment.close',
  'assessment.gradePractical',
  'assessment.record',
  'assessment.replay',
  'assessment.history',
  'assessment.export',
  'reports.verify',
  'reports.keys',
  'reports.trustKey',
] as const satisfies readonly AssessmentChannel[];
