// The audit trail channels (issue 20, guarantee 5): each is one entry below; index.ts derives the types.
import { z } from 'zod';
import { none, type AreaContract } from './channel.ts';
import { phraseSchema } from '../core/i18n/message-ref-schema.ts';

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

/** The attempts ledger's check: a fault in the ledger itself, and each attempt missing or cut from the records (a
 *  finding is a message, shown in the reader's language; what was recorded is the trail's English rows). */
export const attemptLedgerView = z
  .strictObject({
    problem: phraseSchema.nullable(),
    findings: z
      .array(
        z.strictObject({ attemptId: z.string(), staffNumber: z.string(), message: phraseSchema }).readonly(),
      )
      .readonly(),
    /** What unlocks found and recorded in the audit trail, oldest first (a head rewritten is re-sealed after). */
    recorded: z.array(z.strictObject({ at: z.string(), message: z.string() }).readonly()).readonly(),
  })
  .readonly();

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const auditChannels = {
  /** Trainer: the trail, newest first, and whether it checks. */
  'audit.trail': { request: none, response: auditTrailView, access: ['trainer'] },
  /**
   * Save dialog; null if cancelled.
   * Trainer: the whole trail as CSV, to a file chosen in the save dialog (never in the data folder).
   */
  'audit.exportCsv': {
    request: none,
    response: z.strictObject({ path: z.string(), rows: z.number().int() }).readonly().nullable(),
    access: ['trainer'],
  },
  /** Trainer: the attempts ledger checked against the attempt records (issue 20, guarantee 4). */
  'audit.attempts': { request: none, response: attemptLedgerView, access: ['trainer'] },
} as const satisfies AreaContract;

export type AuditCheck = z.output<typeof auditCheck>;
export type AuditTrailView = z.output<typeof auditTrailView>;
export type AttemptLedgerView = z.output<typeof attemptLedgerView>;

export type AuditChannel = keyof typeof auditChannels;
