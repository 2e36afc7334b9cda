// The attempts ledger at work (issue 20, guarantee 4). An attempt's start row is written in the transaction that
// stores it, while trainer mode is open (an attempt starts only then), and the ledger's head is authenticated then.
// Its end row is written when it ends, usually with the candidate at the keyboard and trainer mode locked: that row
// is chained but authenticated only at the next unlock, like the audit rows written while locked. Each unlock checks
// the ledger against the attempt tables before moving the head on, and records what is missing in the audit trail;
// the Assessments tab and a candidate's history show the same check. The retake rules count the ledger's attempts,
// so deleting an attempt's rows does not give an attempt back or lift the wait.
import type { DatabaseSync } from 'node:sqlite';
import type { AttemptLedgerView, Result } from '../../../contract/index.ts';
import {
  appendLedgerRow,
  checkLedger,
  readLedger,
  sealLedgerHead,
  type LedgerEnd,
  type LedgerRow,
  type LedgerStart,
} from '../../integrity/attempt-ledger.ts';
import { purposeKey } from '../../../node-shared/keystore/key-store.ts';
import { heldDataKey } from '../../keystore/key-vault.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { auditTrainer } from '../trainer/passcode.ts';
import { requireTrainer } from '../trainer/trainer.ts';
import { sealWhileOpen } from '../trainer/trainer-keys.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { sealedEnd } from '../../integrity/sealed-end.ts';
import { english } from '../../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import { statusWord } from '../assessment/attempt-status-word.ts';

/** The audit trail's event for an attempt (or a ledger row) found missing or changed. */
export const LEDGER_FAULT = 'attempt-ledger-fault';

function ledgerKey(dk: Buffer): Buffer {
  return purposeKey(dk, 'attempt-ledger');
}

/** The audit event that marks where the ledger began: attempts started after it must be in the ledger. */
const LEDGER_STARTED = 'attempt-ledger-started';

function ledgerStartedSeq(db: DatabaseSync): number | null {
  const row = db
    .prepare('SELECT seq FROM trainer_events WHERE event = ? ORDER BY seq LIMIT 1')
    .get(LEDGER_STARTED) as { seq: number } | undefined;
  return row?.seq ?? null;
}

/** Before the ledger's first row: an audit row says from when it holds every attempt started. */
function markLedgerStarted(db: DatabaseSync, at: string): void {
  if (ledgerStartedSeq(db) === null) auditTrainer(db, at, LEDGER_STARTED);
}

/** In the start's transaction, with trainer mode still open: the row, and the head moved onto it. */
export function recordAttemptStart(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  start: LedgerStart,
): void {
  markLedgerStarted(db, ctx.now().toISOString());
  appendLedgerRow(db, ctx.now().toISOString(), attemptId, { kind: 'start', detail: start });
  const dk = heldDataKey(ctx.trainer);
  if (dk) sealLedgerHead(db, ledgerKey(dk));
}

function responseCount(db: DatabaseSync, attemptId: string): number {
  return (
    db.prepare('SELECT count(*) AS n FROM responses WHERE session_id = ?').get(attemptId) as { n: number }
  ).n;
}

/** In the end's transaction (usually locked: authenticated at the next unlock). */
export function recordAttemptEnd(
  db: DatabaseSync,
  attemptId: string,
  end: Omit<LedgerEnd, 'responses'>,
): void {
  appendLedgerRow(db, end.endedAt, attemptId, {
    kind: 'end',
    detail: { ...end, responses: responseCount(db, attemptId) },
  });
}

/** While trainer mode is open (each audited action, the lock): rows since written are authenticated. */
export function sealLedgerWhileOpen(ctx: ServiceContext, db: DatabaseSync): void {
  const dk = heldDataKey(ctx.trainer);
  if (dk) sealLedgerHead(db, ledgerKey(dk));
}

interface Attempt {
  readonly start: LedgerRow & { kind: 'start' };
  end: (LedgerRow & { kind: 'end' }) | null;
  /** Deleted by the app itself (the trainer deleted the trainee): neither missing nor counted any more. */
  removed: boolean;
}

function attemptsOf(rows: readonly LedgerRow[]): Map<string, Attempt> {
  const out = new Map<string, Attempt>();
  for (const row of rows) {
    if (row.kind === 'start') {
      out.set(row.attemptId, { start: row, end: null, removed: false });
      continue;
    }
    const a = out.get(row.attemptId);
    if (!a) continue;
    if (row.kind === 'end') a.end = row;
    else a.removed = true;
  }
  return out;
}

/** In the transaction that deletes a trainee (the trainer's passcode given): their attempts leave the ledger's count. */
export function recordTraineeAttemptsRemoved(
  ctx: ServiceContext,
  db: DatabaseSync,
  traineeId: string,
  reason: string,
): void {
  const ids = db
    .prepare('SELECT session_id FROM assessment_attempts WHERE trainee_id = ?')
    .all(traineeId) as {
    session_id: string;
  }[];
  const at = ctx.now().toISOString();
  for (const { session_id } of ids)
    appendLedgerRow(db, at, session_id, { kind: 'removed', detail: { reason } });
  sealLedgerWhileOpen(ctx, db);
}

/**
 * What the ledger says a candidate has used of a set: how many attempts, and when the last one ended (its start,
 * when its end row is missing too). Matched by candidate id or staff number, so a candidate row deleted and made
 * again is the same candidate.
 */
export function ledgerAttempts(
  db: DatabaseSync,
  candidate: { id: string | null; staffNumber: string },
  setId: string,
): { count: number; lastMs: number | null } {
  const staff = candidate.staffNumber.trim();
  let count = 0;
  let lastMs: number | null = null;
  for (const a of attemptsOf(readLedger(db)).values()) {
    const d = a.start.detail;
    if (a.removed) continue;
    if (d.setId !== setId || (d.candidateId !== candidate.id && d.staffNumber !== staff)) continue;
    count++;
    const at = Date.parse(a.end?.detail.endedAt ?? d.startedAt);
    if (Number.isFinite(at)) lastMs = Math.max(lastMs ?? at, at);
  }
  return { count, lastMs };
}

/** "2026-01-01 09:00 UTC": the date an attempt is named by. */
function when(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function nameOf(d: LedgerStart): MessageRef {
  const { name, staffNumber, setTitle, attempt } = d;
  return ref('err_audit_attempt_named', { name, staffNumber, when: when(d.startedAt), setTitle, attempt });
}

/** Each ledger attempt against the tables: gone, or with responses gone. */
function missingAttempts(db: DatabaseSync, rows: readonly LedgerRow[]): AttemptLedgerView['findings'] {
  const findings: AttemptLedgerView['findings'][number][] = [];
  const attemptRow = db.prepare(
    `SELECT a.status FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id WHERE a.session_id = ?`,
  );
  for (const [attemptId, a] of attemptsOf(rows)) {
    const d = a.start.detail;
    if (a.removed) continue;
    const found = attemptRow.get(attemptId) as { status: string } | undefined;
    if (!found) {
      findings.push({
        attemptId,
        staffNumber: d.staffNumber,
        message: ref('err_audit_attempt_removed', { attempt: nameOf(d) }),
      });
      continue;
    }
    const kept = responseCount(db, attemptId);
    const had = a.end?.detail.responses ?? 0;
    if (kept < had)
      findings.push({
        attemptId,
        staffNumber: d.staffNumber,
        message: ref('err_audit_answers_removed', { attempt: nameOf(d), removed: had - kept, had }),
      });
    else if (a.end && found.status !== a.end.detail.status)
      findings.push({
        attemptId,
        staffNumber: d.staffNumber,
        message: ref('err_audit_status_changed', {
          attempt: nameOf(d),
          ended: statusWord(a.end.detail.status),
          now: statusWord(found.status),
        }),
      });
  }
  return findings;
}

/**
 * Attempts the audit trail says were started since the ledger began, that neither the ledger nor the tables hold any
 * more (their ledger rows deleted too): named from the trail's "assessment-started" row ("<id>: <name> (<staff>),
 * ..."). The ledger's own check says a row is missing; this says whose.
 */
function missingFromLedger(db: DatabaseSync, rows: readonly LedgerRow[]): AttemptLedgerView['findings'] {
  const since = ledgerStartedSeq(db);
  if (since === null) return [];
  const known = new Set(rows.filter((r) => r.kind === 'start').map((r) => r.attemptId));
  const stored = db.prepare('SELECT 1 FROM assessment_attempts WHERE session_id = ?');
  const started = db
    .prepare(
      "SELECT at, detail FROM trainer_events WHERE event = 'assessment-started' AND seq > ? ORDER BY seq",
    )
    .all(since) as { at: string; detail: string }[];
  const findings: AttemptLedgerView['findings'][number][] = [];
  for (const { at, detail } of started) {
    const cut = detail.indexOf(': ');
    const attemptId = cut > 0 ? detail.slice(0, cut) : detail;
    if (known.has(attemptId) || stored.get(attemptId)) continue;
    const staff = /\(([^()]*)\), "/.exec(detail)?.[1] ?? '';
    findings.push({
      attemptId,
      staffNumber: staff,
      message: ref('err_audit_removed_with_ledger', { when: when(at), detail: detail.slice(cut + 2) }),
    });
  }
  return findings;
}

/**
 * Attempts the ledger holds as started and not ended whose own sealed record (opened with DK) says they ended, or
 * does not check: the end row was cut off the ledger before the unlock that would have authenticated it.
 */
function endsCutOff(
  db: DatabaseSync,
  dk: Buffer | null,
  rows: readonly LedgerRow[],
): AttemptLedgerView['findings'] {
  if (!dk) return [];
  const findings: AttemptLedgerView['findings'][number][] = [];
  for (const [attemptId, a] of attemptsOf(rows)) {
    if (a.end || a.removed) continue;
    const end = sealedEnd(db, dk, attemptId);
    if (!end) continue;
    const d = a.start.detail;
    findings.push({
      attemptId,
      staffNumber: d.staffNumber,
      message:
        end.kind === 'tampered'
          ? ref('err_audit_end_tampered', { attempt: nameOf(d), problem: end.problem })
          : end.endedAt
            ? ref('err_audit_end_cut_on', {
                attempt: nameOf(d),
                status: statusWord(end.status),
                when: when(end.endedAt),
              })
            : ref('err_audit_end_cut', { attempt: nameOf(d), status: statusWord(end.status) }),
    });
  }
  return findings;
}

function recordedFaults(db: DatabaseSync): { at: string; message: string }[] {
  return (
    db.prepare('SELECT at, detail FROM trainer_events WHERE event = ? ORDER BY seq').all(LEDGER_FAULT) as {
      at: string;
      detail: string;
    }[]
  ).map((r) => ({ at: r.at, message: r.detail }));
}

/**
 * The whole check: the ledger's chain and head (with `key`), then each of its attempts against the tables, and (with
 * DK) each attempt it holds as open against the attempt's own sealed record.
 */
function ledgerCheck(db: DatabaseSync, key: Buffer | null, dk: Buffer | null): AttemptLedgerView {
  const check = checkLedger(db, key);
  const rows = readLedger(db);
  return {
    problem: check.ok ? null : check.problem,
    findings: [...missingAttempts(db, rows), ...missingFromLedger(db, rows), ...endsCutOff(db, dk, rows)],
    recorded: recordedFaults(db),
  };
}

/**
 * Attempts the ledger does not have yet (stored before it existed) get their rows, and ended attempts whose end row
 * is missing (cut off the end before it was authenticated) get it again from the tables.
 */
function adoptFromTables(db: DatabaseSync, at: string): void {
  const known = attemptsOf(readLedger(db));
  const rows = db
    .prepare(
      `SELECT a.session_id, a.trainee_id, a.drill_set_id, a.attempt, a.status, a.ended_at, s.title, s.started_at,
              s.summary_json, t.name, t.identifier
       FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id LEFT JOIN trainees t ON t.id = a.trainee_id
       ORDER BY s.started_at, a.attempt`,
    )
    .all() as {
    session_id: string;
    trainee_id: string;
    drill_set_id: string;
    attempt: number;
    status: string;
    ended_at: string | null;
    title: string;
    started_at: string;
    summary_json: string | null;
    name: string | null;
    identifier: string | null;
  }[];
  for (const r of rows) {
    const a = known.get(r.session_id);
    if (!a) markLedgerStarted(db, at);
    if (!a)
      appendLedgerRow(db, at, r.session_id, {
        kind: 'start',
        detail: {
          candidateId: r.trainee_id,
          name: r.name ?? '',
          staffNumber: r.identifier ?? '',
          setId: r.drill_set_id,
          setTitle: r.title,
          attempt: r.attempt,
          startedAt: r.started_at,
        },
      });
    if (a?.end || r.ended_at === null || (r.status !== 'finished' && r.status !== 'closed')) continue;
    recordAttemptEnd(db, r.session_id, {
      status: r.status,
      endedAt: r.ended_at,
      passed: summaryPassed(r.summary_json),
    });
  }
}

function summaryPassed(json: string | null): boolean {
  try {
    return (JSON.parse(json ?? 'null') as { passed?: unknown } | null)?.passed === true;
  } catch {
    return false;
  }
}

/**
 * At unlock, in its transaction, before the unlock's own audit row: the check (the head verified only when this key
 * store sealed it: `verifiable`), each fault not recorded before written to the audit trail, older attempts adopted,
 * and the head moved on.
 */
export function checkLedgerAtUnlock(db: DatabaseSync, dk: Buffer, at: string, verifiable: boolean): void {
  const key = ledgerKey(dk);
  recordFaults(db, at, ledgerCheck(db, verifiable ? key : null, dk));
  adoptFromTables(db, at);
  sealLedgerHead(db, key);
}

/** Each fault of `view` not recorded before becomes an audit row; true when one was written. */
function recordFaults(db: DatabaseSync, at: string, view: AttemptLedgerView): boolean {
  const recorded = new Set(view.recorded.map((r) => r.message));
  const faults = [
    ...(view.problem ? [english(ref('left_ledger_does_not_check', { problem: view.problem }))] : []),
  ];
  // The trail keeps each finding's English: its rows are a record, the same in every language.
  for (const f of view.findings) faults.push(english(f.message));
  const fresh = faults.filter((f) => !recorded.has(f));
  for (const f of fresh) auditTrainer(db, at, LEDGER_FAULT, f);
  return fresh.length > 0;
}

/** Trainer: the check as it is now, for the banner on the Assessments tab and a candidate's history. */
export function attemptLedgerView(ctx: ServiceContext): Result<AttemptLedgerView> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const dk = heldDataKey(ctx.trainer);
    const view = ledgerCheck(db, dk ? ledgerKey(dk) : null, dk);
    // Found while trainer mode is open (changed since the unlock): recorded now, the heads moved past it.
    const wrote = inTransaction(db, () => {
      const any = recordFaults(db, ctx.now().toISOString(), view);
      if (any) sealWhileOpen(ctx, db);
      return any;
    });
    return { ok: true, value: wrote ? { ...view, recorded: recordedFaults(db) } : view };
  });
}
