// Every trainer action is audited (issue 20, guarantee 5): each trainer-only channel, called while trainer mode is
// open, first writes one row of the chained audit trail (the channel and the ids it was given, never a password) and
// moves the authenticated head; if that row cannot be written the action is not done. Services may add rows of their
// own with more detail (an attempt started, a PIN cleared). test/electron/trainer-audit.test.ts finds the trainer
// channels by calling every channel with trainer mode locked, and fails if one is missing here.
import type { Channel, Result } from '../ipc/contract.ts';
import type { Handler, Handlers } from '../ipc/registry.ts';
import { withDb, type ServiceContext } from './context.ts';
import { auditTrainer } from './passcode.ts';
import { sealWhileOpen } from './trainer-keys.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';

export const TRAINER_CHANNELS = [
  'trainees.create',
  'trainees.manage',
  'trainees.update',
  'trainees.archive',
  'trainees.deletePlan',
  'trainees.delete',
  'trainees.previewCsv',
  'trainees.importList',
  'assignments.assign',
  'assignments.unassign',
  'assignments.list',
  'traineePin.clear',
  'profiles.save',
  'profiles.update',
  'profiles.duplicate',
  'profiles.delete',
  'profiles.usage',
  'profiles.setHouse',
  'drillSets.importFile',
  'drillSets.exportFile',
  'storage.removeDamaged',
  'studioSets.list',
  'studioSets.get',
  'studioSets.check',
  'studioSets.preview',
  'studioSets.save',
  'studioSets.duplicate',
  'studioSets.rename',
  'studioSets.delete',
  'studioSets.importFile',
  'studioSets.resolveImport',
  'studioSets.exportFile',
  'dashboard.trainees',
  'dashboard.cohort',
  'dashboard.trainee',
  'dashboard.assignWeakCases',
  'dashboard.exportCsv',
  'dashboard.exportXapi',
  'assessment.start',
  'assessment.resume',
  'assessment.close',
  'assessment.gradePractical',
  'assessment.countersignPractical',
  'assessment.record',
  'assessment.replay',
  'assessment.history',
  'assessment.export',
  'reports.trustKey',
  'room.status',
  'room.test',
  'room.join',
  'room.preview',
  'room.leave',
  'room.pushNow',
  'room.dashboard',
  'room.traineeHistory',
  'room.documentNote',
  'audit.trail',
  'audit.exportCsv',
  'audit.attempts',
  'trainer.recoveryCode',
  'trainer.recoveryNotice',
  'trainer.acknowledgeRecovery',
  'practical.standard',
  'practical.saveStandard',
  'trainerSettings.get',
  'trainerSettings.set',
] as const satisfies readonly Channel[];

const ID_KEY = /^(id|[a-zA-Z]+Id)$/;

/** The ids a request names ("traineeId=t-1"): enough to say what was acted on, and never a password or a PIN. */
export function auditDetail(request: unknown): string {
  if (typeof request !== 'object' || request === null) return '';
  return Object.entries(request)
    .filter(([key, value]) => ID_KEY.test(key) && (typeof value === 'string' || typeof value === 'number'))
    .map(([key, value]) => `${key}=${String(value).slice(0, 100)}`)
    .join(' ');
}

function audited<C extends Channel>(ctx: ServiceContext, channel: C, handler: Handler<C>): Handler<C> {
  return (request) => {
    // Locked: the channel's own gate refuses it, and nothing was done to record.
    if (!ctx.trainer.isOpen) return handler(request);
    const written = withDb(ctx, (db): Result<true> => {
      inTransaction(db, () => {
        auditTrainer(db, ctx.now().toISOString(), channel, auditDetail(request));
        sealWhileOpen(ctx, db);
      });
      return { ok: true, value: true };
    });
    if (!written.ok)
      return {
        ok: false,
        error: `Not done: the trainer audit trail could not be written (${written.error}).`,
      };
    return handler(request);
  };
}

export function auditTrainerChannels(ctx: ServiceContext, handlers: Handlers): Handlers {
  const out: Record<string, unknown> = { ...handlers };
  for (const channel of TRAINER_CHANNELS)
    out[channel] = audited(ctx, channel, handlers[channel] as Handler<Channel>);
  return out as unknown as Handlers;
}
