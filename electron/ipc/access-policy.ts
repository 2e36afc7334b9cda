// Applies each channel's access rule (contract/access.ts; the rules sit on the contract's entries) for the registry, after
// the schema check and before the service. The order is fixed: setup, the trainer audit row, the trainee's own
// records, trainer-if-set, not an attempt's session, not while an attempt runs, the trainer. A refusal is a Result
// the screen shows; nothing of the service runs.
import type { DatabaseSync } from 'node:sqlite';
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';
import type { Access } from '../../contract/access.ts';
import { isTrainerAccess } from '../../contract/access.ts';
import { ACCESS, type Channel, type Result } from '../../contract/index.ts';
import {
  ATTEMPT_ONLY_FAILURE,
  attemptRunning,
  isAttempt,
  LOCKED_BY_ATTEMPT_FAILURE,
} from '../features/assessment/attempt-store.ts';
import { withDb, type ServiceContext } from '../features/context.ts';
import { sessionFacts } from '../features/sessions/live-sessions.ts';
import { isSetUp, NOT_SET_UP_FAILURE } from '../features/first-run/first-run.ts';
import { auditTrainerCall } from '../features/audit/trainer-audit.ts';
import { traineeAccess } from '../features/trainee-pin/trainee-pin.ts';
import { requireTrainer, requireTrainerIfSet } from '../features/trainer/trainer.ts';

export type AccessCheck = (channel: Channel, request: unknown) => Result<true>;

const ALLOWED: Result<true> = { ok: true, value: true };

/** The trainee whose records a trainee-owned request reads or changes: its traineeId, or its session's trainee. */
function ownerOf(db: DatabaseSync, request: unknown): string | null {
  if (typeof request !== 'object' || request === null) return null;
  const fields = request as { traineeId?: unknown; sessionId?: unknown };
  if (typeof fields.traineeId === 'string') return fields.traineeId;
  if (typeof fields.sessionId !== 'string') return null;
  return sessionFacts(db, fields.sessionId)?.owner ?? null;
}

function sessionIdOf(request: unknown): string | null {
  const id = (request as { sessionId?: unknown } | undefined)?.sessionId;
  return typeof id === 'string' ? id : null;
}

function check(ctx: ServiceContext, channel: Channel, access: Access, request: unknown): Result<true> {
  const [who, ...checks] = access;
  if (who === 'setup') return ALLOWED;
  // Not set up, or no database to ask (the storage channels, which are setup's, say why): refused.
  const setUp = withDb(ctx, (db): Result<true> => (isSetUp(ctx, db) ? ALLOWED : NOT_SET_UP_FAILURE));
  if (!setUp.ok) return setUp;
  if (isTrainerAccess(access) && ctx.trainer.isOpen) {
    const written = auditTrainerCall(ctx, channel, request);
    if (!written.ok) return written;
  }
  if (checks.includes('trainee-owned')) {
    const own = withDb(ctx, (db) => {
      const owner = ownerOf(db, request);
      return owner === null ? ALLOWED : traineeAccess(ctx, db, owner);
    });
    if (!own.ok) return own;
  }
  if (who === 'trainer-if-set') {
    const ifSet = withDb(ctx, (db) => requireTrainerIfSet(ctx, db));
    if (!ifSet.ok) return ifSet;
  }
  if (checks.includes('not-attempt')) {
    const id = sessionIdOf(request);
    if (id !== null && isAttempt(ctx, id)) return ATTEMPT_ONLY_FAILURE;
  }
  if (checks.includes('not-during-attempt') && attemptRunning(ctx)) return LOCKED_BY_ATTEMPT_FAILURE;
  if (who === 'trainer') return withDb(ctx, (db) => requireTrainer(ctx, db));
  return ALLOWED;
}

/** The registry's access check for this context: each channel's rule, from the contract. */
export function accessPolicy(ctx: ServiceContext): AccessCheck {
  return (channel, request) =>
    // A channel with no rule is refused (the contract's types require one; this holds whatever reaches here).
    Object.hasOwn(ACCESS, channel)
      ? check(ctx, channel, ACCESS[channel], request)
      : failure(ref('err_ipc_no_rule', { channel }));
}
