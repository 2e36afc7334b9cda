// The audit channels (contract/audit.ts), spread into features/index.ts's table: the trail and the attempts ledger.
import type { Handler } from '../../ipc/registry.ts';
import type { AuditChannel } from '../../../contract/audit.ts';
import type { ServiceContext } from '../context.ts';
import { attemptLedgerView } from './attempt-ledger.ts';
import { auditTrail, exportAuditCsv } from './audit-trail.ts';

export function auditHandlers(ctx: ServiceContext): { readonly [C in AuditChannel]: Handler<C> } {
  return {
    'audit.trail': () => auditTrail(ctx),
    'audit.exportCsv': () => exportAuditCsv(ctx),
    'audit.attempts': () => attemptLedgerView(ctx),
  };
}
