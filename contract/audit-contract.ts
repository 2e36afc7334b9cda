// The audit trail channels of the IPC contract (issue 20, guarantee 5), both behind the trainer session. Types come
// from audit-schemas.ts (a type import: no zod in the renderer bundle from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type {
  attemptLedgerView,
  auditCheck,
  AuditRequestSchemas,
  AuditResponseSchemas,
  auditTrailView,
} from './audit.ts';

export type AuditCheck = z.output<typeof auditCheck>;
export type AuditTrailView = z.output<typeof auditTrailView>;
export type AttemptLedgerView = z.output<typeof attemptLedgerView>;

type In<C extends keyof AuditRequestSchemas> = z.input<AuditRequestSchemas[C]>;
type Out<C extends keyof AuditResponseSchemas> = z.output<AuditResponseSchemas[C]>;

export interface AuditContract {
  'audit.trail': { request: In<'audit.trail'>; response: Out<'audit.trail'> };
  /** Save dialog; null if cancelled. */
  'audit.exportCsv': { request: In<'audit.exportCsv'>; response: Out<'audit.exportCsv'> };
  'audit.attempts': { request: In<'audit.attempts'>; response: Out<'audit.attempts'> };
}

export type AuditChannel = keyof AuditContract;

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const AUDIT_ACCESS = {
  'audit.trail': ['trainer'],
  'audit.exportCsv': ['trainer'],
  'audit.attempts': ['trainer'],
} as const satisfies { readonly [C in AuditChannel]: Access };

export const AUDIT_CHANNELS = Object.keys(AUDIT_ACCESS) as AuditChannel[];
