// Trainer mode's view of the audit trail (issue 20, guarantee 5): the newest rows, the check of the whole chain and
// its authenticated head (the first row that does not hold), and an export of every row as CSV.
import { writeFile } from 'node:fs/promises';
import type { DatabaseSync } from 'node:sqlite';
import type { AuditTrailView, Result } from '../../../contract/index.ts';
import { dataFolderTarget } from '../../files/data-folder-guard.ts';
import { checkAuditTrail, type TrailCheck } from '../../integrity/audit-head.ts';
import { hasKeyStore } from '../../../node-shared/keystore/key-store.ts';
import { csvCell } from '../../reports/csv.ts';
import { sayIn } from '../../reports/report-locale.ts';
import { BASE_LANGUAGE, type Language } from '../../../core/i18n/languages.ts';
import { ref, type MessageId } from '../../../core/i18n/say.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { languagesView } from '../languages/languages.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { requireTrainer } from '../trainer/trainer.ts';
import { auditHeadKey } from '../trainer/trainer-keys.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

export const AUDIT_VIEW_LIMIT = 1000;
export const AUDIT_CSV_COLUMNS = ['seq', 'at', 'event', 'detail', 'prev_hash', 'hash'] as const;

/**
 * The headers in the trainer's language (trainer mode: the station's default, issue 24); the Chinese ones keep the
 * column's name in brackets for a tool that checks the chain. The values are data: `at` the stored ISO 8601 time in
 * UTC (the chain hashes it as written, so a checker must see it unchanged), the event's id, the hashes in hex.
 */
const AUDIT_CSV_MESSAGES = {
  seq: 'csv_audit_seq',
  at: 'csv_audit_at',
  event: 'csv_audit_event',
  detail: 'csv_audit_detail',
  prev_hash: 'csv_audit_prev_hash',
  hash: 'csv_audit_hash',
} as const satisfies Record<(typeof AUDIT_CSV_COLUMNS)[number], MessageId>;

interface Row {
  seq: number;
  at: string;
  event: string;
  detail: string;
}

function check(ctx: ServiceContext, db: DatabaseSync): TrailCheck {
  return checkAuditTrail(db, auditHeadKey(ctx), hasKeyStore(db));
}

export function auditTrail(ctx: ServiceContext): Result<AuditTrailView> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const rows = allRows<Row>(
      db.prepare('SELECT seq, at, event, detail FROM trainer_events ORDER BY seq DESC LIMIT ?'),
      AUDIT_VIEW_LIMIT,
    );
    const earlierFaults = allRows<Row>(
      db.prepare(
        "SELECT seq, at, event, detail FROM trainer_events WHERE event = 'audit-check-failed' ORDER BY seq",
      ),
    );
    return { ok: true, value: { check: check(ctx, db), rows, earlierFaults } };
  });
}

/** The CSV text of every row with its links, so another tool can check the chain too. */
export function auditCsv(
  db: DatabaseSync,
  language: Language = BASE_LANGUAGE,
): { text: string; rows: number } {
  const rows = allRows<Row & { prev_hash: string | null; hash: string | null }>(
    db.prepare('SELECT seq, at, event, detail, prev_hash, hash FROM trainer_events ORDER BY seq'),
  );
  const t = sayIn(language);
  const lines = [AUDIT_CSV_COLUMNS.map((c) => csvCell(t(AUDIT_CSV_MESSAGES[c], {}))).join(',')];
  for (const r of rows)
    lines.push([r.seq, r.at, r.event, r.detail, r.prev_hash, r.hash].map(csvCell).join(','));
  // A byte-order mark, as the other CSV exports, so spreadsheets read non-Latin details correctly.
  return { text: `\uFEFF${lines.join('\r\n')}\r\n`, rows: rows.length };
}

export async function exportAuditCsv(
  ctx: ServiceContext,
): Promise<Result<{ path: string; rows: number } | null>> {
  const gate = withDb(ctx, (db) => requireTrainer(ctx, db));
  if (!gate.ok) return gate;
  const path = await ctx.dialogs.saveFile({
    title: ref('dialog_export_audit', {}),
    defaultName: 'trainer-audit-trail.csv',
    filters: [{ name: ref('left_dialog_filter_csv', {}), extensions: ['csv'] }],
  });
  if (path === null) return { ok: true, value: null };
  const refused = dataFolderTarget(path, [ctx.store.dir, ctx.store.homeDir, ctx.keyDir]);
  if (refused) return refused;
  const csv = withDb(ctx, (db) => ({
    ok: true,
    value: auditCsv(db, languagesView(db, null).station.interface),
  }));
  if (!csv.ok) return csv;
  try {
    await writeFile(path, csv.value.text);
  } catch (error) {
    return failure(ref('err_audit_could_not_write', { path, error: (error as Error).message }));
  }
  return { ok: true, value: { path, rows: csv.value.rows } };
}
