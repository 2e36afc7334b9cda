// The trainer, assessment and report channels, and what the practice channels leave out: another candidate's
// assessment results are not on the plain history without the passcode (no seed is on it at all). Who may call each
// channel (trainer, not during an attempt, not an attempt's session) is its access rule (contract/access.ts).
import type { AssessmentChannel } from '../../contract/assessment.ts';
import type { Result } from '../../contract/index.ts';
import type { Handler, Handlers } from '../ipc/registry.ts';
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
import { onPlainHistory } from './session-visibility.ts';
import { isAttempt } from './attempt-store.ts';
import { candidateHistoryWithRoom } from './candidate-history-room.ts';
import { withDb, type ServiceContext } from './context.ts';
import { countersignPractical, gradePractical } from './practical-grading.ts';
import { findDrillSet } from './drill-sets.ts';
import { ASSESSMENT_BY_TRAINER_ONLY } from '../../core/assessment/mock-exam.ts';
import { hasPasscode } from './passcode.ts';
import { exportAttempt, keysInfo, trustKey, verifyDropped } from './reports.ts';
import { lockTrainer, setPasscode, trainerStatus, unlockTrainer } from './trainer.ts';

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

/**
 * What is left of the old guard on the practice channels, beyond their access rules (contract/access.ts): an assessment set
 * starts only as a mock exam once a passcode is set, and an attempt's session is left off the practice lists.
 */
export function filterSessionHandlers(ctx: ServiceContext, handlers: Handlers): Handlers {
  const trainerOpen = () => ctx.trainer.isOpen;
  return {
    ...handlers,
    'sessions.start': (request) => {
      const refused = withDb(ctx, (db): Result<true> => {
        if (!('drillSetId' in request) || !hasPasscode(db)) return { ok: true, value: true };
        const entry = findDrillSet(ctx, db, request.drillSetId);
        // A mock exam (practice, never an attempt) is the trainee's way to take an assessment set's items.
        if (entry?.set.mode === 'assessment' && request.mock !== true)
          return { ok: false, error: ASSESSMENT_BY_TRAINER_ONLY };
        return { ok: true, value: true };
      });
      return refused.ok ? handlers['sessions.start'](request) : refused;
    },
    'sessions.unfinished': async (request) => {
      const list = await handlers['sessions.unfinished'](request);
      return list.ok ? { ok: true, value: list.value.filter((s) => !isAttempt(ctx, s.sessionId)) } : list;
    },
    // An attempt's result belongs to the trainer's candidate history, behind the passcode.
    'progress.history': async (request) => {
      const list = await handlers['progress.history'](request);
      if (!list.ok) return list;
      const open = trainerOpen();
      return {
        ok: true,
        value: list.value.map((s) => onPlainHistory(s, open, () => isAttempt(ctx, s.sessionId))),
      };
    },
  };
}
