// Exports for company systems (issue 13): the trainer picks a file, the export refuses the data folder, and writes
// every response and attempt as CSV (progress-export-csv.ts) or xAPI statements (progress-export-xapi.ts).
import type { DatabaseSync } from 'node:sqlite';
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { Phrase } from '../../../core/i18n/phrase.ts';
import { dataFolderTarget } from '../../files/data-folder-guard.ts';
import type { Result } from '../../../contract/index.ts';
import type { ExportRequest, ExportResult } from '../../../contract/progress-types.ts';
import type { ServiceContext } from '../context.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { languagesView } from '../languages/languages.ts';
import { exportCsvTo, NO_EXTRA, type ExportExtra } from './progress-export-csv.ts';
import {
  exportXapiTo,
  NO_XAPI_EXTRA,
  XAPI_PLACEHOLDER_WARNING,
  type XapiExtra,
} from './progress-export-xapi.ts';
import { XAPI_PLACEHOLDER, xapiBase } from '../app/settings.ts';

/**
 * The headers' language: the requesting user's interface language, so a trainee's own export is in theirs and trainer
 * mode's in the station's default.
 */
export function csvLanguage(ctx: ServiceContext, db: DatabaseSync, request: ExportRequest): Language {
  const view = languagesView(db, ctx.trainer.isOpen ? null : (request.traineeId ?? null));
  return view.effective.interface;
}

export async function exportCsv(
  ctx: ServiceContext,
  request: ExportRequest,
  extra: (db: DatabaseSync) => Promise<ExportExtra> = () => Promise.resolve(NO_EXTRA),
  warning: () => Phrase | null = () => null,
): Promise<Result<ExportResult | null>> {
  return exportWith(
    ctx,
    request,
    ref('left_dialog_export_csv', {}),
    'responses.csv',
    ref('left_dialog_filter_csv', {}),
    'csv',
    async (db, p) =>
      (await exportCsvTo(db, request, p, await extra(db), csvLanguage(ctx, db, request))).responses,
    warning,
  );
}

export async function exportXapi(
  ctx: ServiceContext,
  request: ExportRequest,
  extra: (db: DatabaseSync) => Promise<XapiExtra> = () => Promise.resolve(NO_XAPI_EXTRA),
  warning: () => Phrase | null = () => null,
): Promise<Result<ExportResult | null>> {
  return exportWith(
    ctx,
    request,
    ref('left_dialog_export_xapi', {}),
    'statements.json',
    ref('left_dialog_filter_xapi', {}),
    'json',
    async (db, p) => exportXapiTo(db, request, p, xapiBase(db), await extra(db)),
    (db) => bothWarnings(xapiBase(db) === XAPI_PLACEHOLDER ? XAPI_PLACEHOLDER_WARNING : null, warning()),
  );
}

/** The xAPI placeholder's warning and the room's, one after the other, or the one there is. */
function bothWarnings(first: Phrase | null, rest: Phrase | null): Phrase | null {
  if (first === null || rest === null) return first ?? rest;
  return ref('left_export_two_warnings', { first, rest });
}

async function exportWith(
  ctx: ServiceContext,
  request: ExportRequest,
  title: Phrase,
  defaultName: string,
  filterName: Phrase,
  ext: string,
  write: (db: DatabaseSync, path: string) => Promise<number>,
  warn: (db: DatabaseSync) => Phrase | null = () => null,
): Promise<Result<ExportResult | null>> {
  const db = ctx.store.db();
  if (!db.ok) return db;
  if (request.from !== undefined && request.to !== undefined && request.from > request.to)
    return fieldFailure('from', ref('err_progress_from_after_to', { from: request.from, to: request.to }));
  const path = await ctx.dialogs.saveFile({
    title,
    defaultName,
    filters: [{ name: filterName, extensions: [ext] }],
  });
  if (path === null) return { ok: true, value: null };
  const refused = dataFolderTarget(path, [ctx.store.dir, ctx.store.homeDir, ctx.keyDir]);
  if (refused) return refused;
  try {
    const rows = await write(db.value, path);
    const warning = warn(db.value);
    return { ok: true, value: { path, rows, ...(warning === null ? {} : { warning }) } };
  } catch (error) {
    return failure(ref('err_progress_could_not_write', { path, error: (error as Error).message }));
  }
}
