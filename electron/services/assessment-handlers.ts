// The trainer, assessment and report channels, and the guard on the older channels: trainer actions need the trainer
// session once a passcode is set, an assessment attempt is reached only through assessment.*, and another
// candidate's assessment results are not on the plain history without the passcode (no seed is on it at all).
import type { AssessmentChannel } from '../ipc/assessment-contract.ts';
import type { Channel, Result } from '../ipc/contract.ts';
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
import { ATTEMPT_ONLY, attemptRunning, isAttempt, LOCKED_BY_ATTEMPT } from './attempt-store.ts';
import { candidateHistoryWithRoom } from './candidate-history-room.ts';
import { withDb, type ServiceContext } from './context.ts';
import { countersignPractical, gradePractical } from './practical-grading.ts';
import { findDrillSet } from './drill-sets.ts';
import { ASSESSMENT_BY_TRAINER_ONLY } from '../../core/assessment/mock-exam.ts';
import { hasPasscode } from './passcode.ts';
import { exportAttempt, keysInfo, trustKey, verifyDropped } from './reports.ts';
import { lockTrainer, requireTrainerIfSet, setPasscode, trainerStatus, unlockTrainer } from './trainer.ts';

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

function gated<C extends Channel>(ctx: ServiceContext, handler: Handler<C>): Handler<C> {
  return (request) => {
    const gate = withDb(ctx, (db) => requireTrainerIfSet(ctx, db));
    return gate.ok ? handler(request) : (gate as Result<never>);
  };
}

function notAttempt<
  C extends 'sessions.answer' | 'sessions.shown' | 'sessions.resume' | 'sessions.close' | 'sessions.summary',
>(ctx: ServiceContext, handler: Handler<C>): Handler<C> {
  return (request) =>
    isAttempt(ctx, request.sessionId) ? { ok: false, error: ATTEMPT_ONLY } : handler(request);
}

/** Refused while an attempt runs: the assessment is locked (no other session, settings or trainer changes). */
function notDuringAttempt<C extends Channel>(ctx: ServiceContext, handler: Handler<C>): Handler<C> {
  return (request) => (attemptRunning(ctx) ? { ok: false, error: LOCKED_BY_ATTEMPT } : handler(request));
}

export function guardSessionHandlers(ctx: ServiceContext, all: Handlers): Handlers {
  const trainerOpen = () => ctx.trainer.isOpen;
  const handlers: Handlers = {
    ...all,
    'sessions.start': notDuringAttempt(ctx, all['sessions.start']),
    'sessions.answer': notDuringAttempt(ctx, all['sessions.answer']),
    'sessions.resume': notDuringAttempt(ctx, all['sessions.resume']),
    'settings.set': notDuringAttempt(ctx, all['settings.set']),
    'profiles.save': notDuringAttempt(ctx, all['profiles.save']),
    'drillSets.importFile': notDuringAttempt(ctx, all['drillSets.importFile']),
    'trainees.create': notDuringAttempt(ctx, all['trainees.create']),
    'storage.removeDamaged': notDuringAttempt(ctx, all['storage.removeDamaged']),
  };
  return {
    ...handlers,
    'trainees.create': gated(ctx, handlers['trainees.create']),
    'profiles.save': gated(ctx, handlers['profiles.save']),
    'drillSets.importFile': gated(ctx, handlers['drillSets.importFile']),
    'drillSets.exportFile': gated(ctx, handlers['drillSets.exportFile']),
    'storage.removeDamaged': gated(ctx, handlers['storage.removeDamaged']),
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
    'sessions.answer': notAttempt(ctx, handlers['sessions.answer']),
    'sessions.shown': notAttempt(ctx, handlers['sessions.shown']),
    'sessions.resume': notAttempt(ctx, handlers['sessions.resume']),
    'sessions.close': notAttempt(ctx, handlers['sessions.close']),
    'sessions.summary': notAttempt(ctx, handlers['sessions.summary']),
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
