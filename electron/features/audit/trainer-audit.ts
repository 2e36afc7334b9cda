// Every trainer action is audited (issue 20, guarantee 5): each trainer-only channel, called while trainer mode is
// open, first writes one row of the chained audit trail (the channel and the ids it was given, never a password) and
// moves the authenticated head; if that row cannot be written the action is not done. Services may add rows of their
// own with more detail (an attempt started, a PIN cleared). test/electron/trainer-audit.test.ts finds the trainer
// channels by calling every channel with trainer mode locked, and fails if one is not a trainer channel here.
import { ACCESS, CHANNELS, type Channel, type Result } from '../../../contract/index.ts';
import { isTrainerAccess } from '../../../contract/access.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { failure, failurePhrase } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import { auditTrainer } from '../trainer/passcode.ts';
import { sealWhileOpen } from '../trainer/trainer-keys.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';

/** The trainer channels: those whose access rule is trainer or trainer-if-set (contract/access.ts). */
export const TRAINER_CHANNELS: readonly Channel[] = CHANNELS.filter((c) => isTrainerAccess(ACCESS[c]));

const ID_KEY = /^(id|[a-zA-Z]+Id)$/;

/** The ids a request names ("traineeId=t-1"): enough to say what was acted on, and never a password or a PIN. */
export function auditDetail(request: unknown): string {
  if (typeof request !== 'object' || request === null) return '';
  return Object.entries(request)
    .filter(([key, value]) => ID_KEY.test(key) && (typeof value === 'string' || typeof value === 'number'))
    .map(([key, value]) => `${key}=${String(value).slice(0, 100)}`)
    .join(' ');
}

/**
 * Called by the access policy (access-policy.ts) for a trainer channel while trainer mode is open, before anything
 * else may refuse it: one row naming the channel and its ids; if it cannot be written, the action is not done.
 */
export function auditTrainerCall(ctx: ServiceContext, channel: Channel, request: unknown): Result<true> {
  const written = withDb(ctx, (db): Result<true> => {
    inTransaction(db, () => {
      auditTrainer(db, ctx.now().toISOString(), channel, auditDetail(request));
      sealWhileOpen(ctx, db);
    });
    return { ok: true, value: true };
  });
  if (!written.ok) return failure(ref('err_audit_not_done', { error: failurePhrase(written) }));
  return written;
}
