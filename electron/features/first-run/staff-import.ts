// Importing a staff list (issue 21): the trainer chooses a CSV file, sees every row and every line that is wrong
// (staff numbers already taken here included) before anything is saved, then imports the rows shown: all of them in
// one transaction, or none, with each wrong line named. Both are trainer actions (trainees-handlers.ts).
import { basename } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Result, Trainee } from '../../../contract/index.ts';
import { failure } from '../../../core/i18n/failure.ts';
import type { Phrase } from '../../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import type { FirstRunRequest, StaffPreview, StaffProblem, StaffRow } from '../../../contract/first-run.ts';
import { readRegularFile } from '../../../node-shared/files/read-json-file.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { parseStaffList } from './staff-list-csv.ts';
import { identifierClash, insertTrainee } from '../trainees/trainees.ts';

/** A staff list of thousands is a few hundred kilobytes; anything far bigger is not one. */
const MAX_BYTES = 2 * 1024 * 1024;

/** Each row whose staff number someone here already has ("staff number "A17" already belongs to Ann Lee"). */
function clashes(db: DatabaseSync, rows: readonly StaffRow[]): StaffProblem[] {
  return rows.flatMap((row) => {
    const clash = identifierClash(db, row.identifier, null);
    if (!clash) return [];
    // The clash is "identifier: <problem>" (fieldFailure); the list names the field as the file does.
    const problem = clash.phrase.params['problem'] as MessageRef;
    return [{ line: row.line, message: ref('err_staff_number_taken', { problem }) }];
  });
}

/** "line 3: the name is empty; line 7: ..." */
function linesOf(problems: readonly StaffProblem[]): Phrase {
  const each = problems.map((p): Phrase => ref('err_staff_line', { line: p.line, problem: p.message }));
  return each.reduceRight((rest, first) => ref('err_staff_join', { first, rest }));
}

export async function previewStaffCsv(ctx: ServiceContext): Promise<Result<StaffPreview | null>> {
  const path = await ctx.dialogs.openFile({
    title: ref('dialog_import_staff', {}),
    filters: [{ name: ref('dialog_filter_staff', {}), extensions: ['csv', 'txt'] }],
  });
  if (path === null) return { ok: true, value: null };
  const file = basename(path);
  const read = readRegularFile(path, MAX_BYTES);
  if (!read.ok) return failure(ref('main_file_problem', { file, problem: read.error }));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return failure(ref('main_file_problem', { file, problem: ref('err_staff_not_utf8', {}) }));
  }
  const list = parseStaffList(text);
  return withDb(ctx, (db) => {
    const problems = [...list.problems, ...clashes(db, list.rows)].sort((a, b) => a.line - b.line);
    return { ok: true, value: { file, rows: list.rows, problems } };
  });
}

/** The rows shown in the preview, checked again here (the list may have changed meanwhile): all added, or none. */
export function importStaffList(
  ctx: ServiceContext,
  request: FirstRunRequest<'trainees.importList'>,
): Promise<Result<{ added: number }>> {
  return withDbWrite(ctx, (db) => {
    const seen = new Map<string, number>();
    const problems: StaffProblem[] = [];
    for (const row of request.rows) {
      const earlier = row.identifier === '' ? undefined : seen.get(row.identifier);
      if (earlier !== undefined)
        problems.push({
          line: row.line,
          message: ref('err_staff_number_twice', { identifier: row.identifier, line: earlier }),
        });
      else if (row.identifier !== '') seen.set(row.identifier, row.line);
    }
    problems.push(...clashes(db, request.rows));
    if (problems.length > 0) {
      return failure(ref('err_staff_nothing_imported', { lines: linesOf(problems) }));
    }
    const at = ctx.now().toISOString();
    inTransaction(db, () => {
      for (const row of request.rows) {
        const trainee: Trainee = {
          id: ctx.newId(),
          name: row.name,
          identifier: row.identifier,
          createdAt: at,
          archived: false,
        };
        insertTrainee(db, trainee);
      }
    });
    return { ok: true, value: { added: request.rows.length } };
  });
}
