// Every channel's service, in one table the registry dispatches to (after the sender and payload checks).
import type { Handlers } from '../ipc/registry.ts';
import type { ServiceContext } from './context.ts';
import { exportDrillSetFile, getDrillSet, importDrillSetFile, listDrillSets } from './sessions/drill-sets.ts';
import {
  answerStep,
  showStep,
  closeSession,
  resumeSession,
  sessionSummary,
  startDrillSession,
  unfinishedSessions,
} from './sessions/sessions.ts';
import { traineeSessions } from './sessions/session-history.ts';
import { gatedMastery, progressHandlers } from './progress/progress-handlers.ts';
import { getSettings, setSettings } from './app/settings.ts';
import { chooseStorageFolder, removeDamaged, startFresh, storageStatus } from './app/storage.ts';
import { assessmentHandlers } from './assessment/assessment-handlers.ts';
import { traineesHandlers } from './trainees/trainees-handlers.ts';
import { profileHandlers } from './profiles/profile-handlers.ts';
import { studioSetHandlers } from './studio-sets/studio-sets-handlers.ts';
import { traineePinHandlers } from './trainee-pin/trainee-pin-handlers.ts';
import { roomHandlers } from '../room/handlers.ts';
import { RoomStation } from '../room/station.ts';
import { auditTrail, exportAuditCsv } from './audit/audit-trail.ts';
import { attemptLedgerView } from './audit/attempt-ledger.ts';
import { setupStatus } from './first-run/first-run.ts';
import { getStandard, saveStandard } from './practical/practical-standards.ts';
import { getTrainerSettings, setTrainerSettings } from './app/settings.ts';
import {
  getLanguages,
  setDefaultLanguages,
  setTraineeLanguages,
  traineeLanguages,
} from './languages/languages.ts';
import {
  acknowledgeRecovery,
  recoverPasscode,
  recoveryNotice,
  takeRecoveryCode,
} from './trainer/trainer-recovery.ts';

export function createHandlers(ctx: ServiceContext): Handlers {
  // Who may call each channel is its access rule, applied by the registry (access-policy.ts), not here.
  return {
    ...assessmentHandlers(ctx),
    ...traineesHandlers(ctx),
    ...profileHandlers(ctx),
    ...studioSetHandlers(ctx),
    ...traineePinHandlers(ctx),
    ...roomHandlers(ctx, ctx.room ?? idleRoom(ctx)),
    'app.info': () => ({
      ok: true,
      value: { version: ctx.app.version, platform: ctx.app.platform, dataDir: ctx.store.dir },
    }),
    'storage.status': () => storageStatus(ctx),
    'storage.chooseFolder': () => chooseStorageFolder(ctx),
    'storage.startFresh': () => startFresh(ctx),
    'storage.removeDamaged': (r) => removeDamaged(ctx, r),
    'drillSets.list': () => listDrillSets(ctx),
    'drillSets.get': (r) => getDrillSet(ctx, r),
    'drillSets.importFile': (r) => importDrillSetFile(ctx, r),
    'drillSets.exportFile': (r) => exportDrillSetFile(ctx, r),
    'sessions.start': (r) => startDrillSession(ctx, r),
    'sessions.answer': (r) => answerStep(ctx, r),
    'sessions.shown': (r) => showStep(ctx, r),
    'sessions.unfinished': (r) => unfinishedSessions(ctx, r),
    'sessions.resume': (r) => resumeSession(ctx, r),
    'sessions.close': (r) => closeSession(ctx, r),
    'sessions.summary': (r) => sessionSummary(ctx, r),
    'sessions.dealing': () => ({ ok: true, value: ctx.dealer.progress() }),
    // Levels held back while a skill's last assessment failed (issue 13).
    'progress.mastery': (r) => gatedMastery(ctx, r),
    'progress.history': (r) => traineeSessions(ctx, r),
    ...progressHandlers(ctx),
    'settings.get': () => getSettings(ctx),
    'settings.set': (r) => setSettings(ctx, r),
    'audit.trail': () => auditTrail(ctx),
    'audit.exportCsv': () => exportAuditCsv(ctx),
    'audit.attempts': () => attemptLedgerView(ctx),
    'practical.standard': () => getStandard(ctx),
    'practical.saveStandard': (r) => saveStandard(ctx, r),
    'trainerSettings.get': () => getTrainerSettings(ctx),
    'trainerSettings.set': (r) => setTrainerSettings(ctx, r),
    'trainer.recover': (r) => recoverPasscode(ctx, r),
    'trainer.recoveryCode': () => takeRecoveryCode(ctx),
    'trainer.recoveryNotice': () => recoveryNotice(ctx),
    'trainer.acknowledgeRecovery': () => acknowledgeRecovery(ctx),
    'setup.status': () => setupStatus(ctx),
    'languages.get': () => getLanguages(ctx),
    'languages.forTrainee': (r) => traineeLanguages(ctx, r),
    'languages.setDefault': (r) => setDefaultLanguages(ctx, r),
    'languages.setTrainee': (r) => setTraineeLanguages(ctx, r),
  };
}

/** A context built without a room (some tests) still answers the room's channels: not in a room. */
function idleRoom(ctx: ServiceContext): RoomStation {
  return new RoomStation({
    db: () => {
      const db = ctx.store.db();
      return db.ok ? db.value : null;
    },
    secrets: null,
    publicKey: () => null,
    log: () => {},
  });
}
