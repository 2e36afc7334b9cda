// The trainer, assessment and report channels. Who may call each channel (trainer, not during an attempt, not an
// attempt's session) is its access rule (contract/access.ts); what the practice channels leave out of an attempt is
// theirs to say (sessions.ts, session-history.ts).
import type { AssessmentChannel } from '../../../contract/assessment.ts';
import {
  answerAttempt,
  closeAttempt,
  currentAttempt,
  leaveAttempt,
  resumeAttempt,
  stepShown,
  viewAttempt,
} from './assessments.ts';
import { attemptRecord, replayAttempt } from './attempt-record.ts';
import { startAssessment } from './attempt-start.ts';
import { candidateHistoryWithRoom } from './candidate-history-room.ts';
import { countersignPractical, gradePractical } from '../practical/practical-grading.ts';
import type { Handler } from '../../ipc/registry.ts';
import type { ServiceContext } from '../context.ts';
import { exportAttempt, keysInfo, trustKey, verifyDropped } from './reports.ts';
import { lockTrainer, setPasscode, trainerStatus, unlockTrainer } from '../trainer/trainer.ts';

export function assessmentHandlers(ctx: ServiceContext): { readonly [C in AssessmentChannel]: Handler<C> } {
  return {
    'trainer.status': () => trainerStatus(ctx),
    'trainer.setPasscode': (r) => setPasscode(ctx, r),
    'trainer.unlock': (r) => unlockTrainer(ctx, r),
    'trainer.lock': () => lockTrainer(ctx),
    'assessment.start': (r) => startAssessment(ctx, r),
    'assessment.current': () => currentAttempt(ctx),
    'assessment.view': (r) => viewAttempt(ctx, r),
    'assessment.answer': (r) => answerAttempt(ctx, r),
    'assessment.shown': (r) => stepShown(ctx, r),
    'assessment.leave': (r) => leaveAttempt(ctx, r),
    'assessment.resume': (r) => resumeAttempt(ctx, r),
    'assessment.close': (r) => closeAttempt(ctx, r),
    'assessment.gradePractical': (r) => gradePractical(ctx, r),
    'assessment.countersignPractical': (r) => countersignPractical(ctx, r),
    'assessment.record': (r) => attemptRecord(ctx, r),
    'assessment.replay': (r) => replayAttempt(ctx, r),
    'assessment.history': (r) => candidateHistoryWithRoom(ctx, r),
    'assessment.export': (r) => exportAttempt(ctx, r),
    'reports.verify': (r) => verifyDropped(ctx, r),
    'reports.keys': () => keysInfo(ctx),
    'reports.trustKey': (r) => trustKey(ctx, r),
  };
}
