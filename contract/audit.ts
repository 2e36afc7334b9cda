// Zod schemas for the audit trail channels (issue 20, guarantee 5), written once: audit-contract.ts derives the types.
import { z } from 'zod';

const none = z.undefined({ message: 'takes no argument' });

export const auditRequestSchemas = {
  /** Trainer: the trail, newest first, and whether it checks. */
  'audit.trail': none,
  /** Trainer: the whole trail as CSV, to a file chosen in the save dialog (never in the data folder). */
  'audit.exportCsv': none,
  /** Trainer: the attempts ledger checked against the attempt records (issue 20, guarantee 4). */
  'audit.attempts': none,
};

export type AuditRequestSchemas = typeof auditRequestSchemas;

const auditRow = z.strictObject({
  seq: z.number().int(),
  at: z.string(),
  event: z.string(),
  detail: z.string(),
});

/** The check of the whole trail: ok, or the first row that does not hold (null: the head, not a row). */
export const auditCheck = z.discriminatedUnion('ok', [
  z.strictObject({ ok: z.literal(true), rows: z.number().int(), sealedThrough: z.number().int().nullable() }),
  z.strictObject({
    ok: z.literal(false),
    rows: z.number().int(),
    row: z.number().int().nullable(),
    problem: z.string(),
  }),
]);

export const auditTrailView = z
  .strictObject({
    check: auditCheck,
    /** The newest rows (at most AUDIT_VIEW_LIMIT), newest first. */
    rows: z.array(auditRow).readonly(),
    /** Faults found at an earlier unlock and recorded as rows of their own ("audit-check-failed"). */
    earlierFaults: z.array(auditRow).readonly(),
  })
  .readonly();

/** The attempts ledger's check: a fault in the ledger itself, and each attempt missing or cut from the records. */
export const attemptLedgerView = z
  .strictObject({
    problem: z.string().nullable(),
    findings: z
      .array(
        z.strictObject({ attemptId: z.string(), staffNumber: z.string(), message: z.string() }).readonly(),
      )
      .readonly(),
    /** What unlocks found and recorded in the audit trail, oldest first (a head rewritten is re-sealed after). */
    recorded: z.array(z.strictObject({ at: z.string(), message: z.string() }).readonly()).readonly(),
  })
  .readonly();

export const auditResponseSchemas = {
  'audit.trail': auditTrailView,
  'audit.exportCsv': z.strictObject({ path: z.string(), rows: z.number().int() }).readonly().nullable(),
  'audit.attempts': attemptLedgerView,
};

export type AuditResponseSchemas = typeof auditResponseSchemas;
