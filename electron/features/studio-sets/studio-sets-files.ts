// Importing and exporting drill-set files from the trainer studio (issue 12). An import is checked completely (the
// file, every field, one trial generation) before anything is stored, and its problems are given in the trainer's
// words. A clash with a set already in the library is never resolved silently: the file waits in main, under a token,
// for the trainer's choice: keep both (imported as a copy) or replace (the renderer asks for a confirmation first).
import { basename } from 'node:path';
import { parseDrillSet, type DrillSet } from '../../../core/drills/spec.ts';
import type { FieldMessage } from '../../../core/drills/spec-messages.ts';
import { failure, failurePhrase } from '../../../core/i18n/failure.ts';
import type { Phrase } from '../../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import { parseJsonText, readRegularFile } from '../../../node-shared/files/read-json-file.ts';
import { payloadProblem } from '../../ipc/payload-guard.ts';
import type { RequestOf, Result } from '../../../contract/index.ts';
import type { ImportOutcome } from '../../../contract/studio-sets.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDbWrite, type ServiceContext } from '../context.ts';
import { exportDrillSetFile, MAX_IMPORT_BYTES, slug } from '../sessions/drill-sets.ts';
import {
  draftProblems,
  freeTitle,
  freshId,
  insertSet,
  storedSets,
  studioSummary,
  updateSet,
} from './studio-sets.ts';

interface Pending {
  readonly file: string;
  readonly path: string;
  readonly id: string;
  readonly set: DrillSet;
  readonly existingId: string;
}

/** Imports waiting for the trainer's choice, per backend (a handful at most: one per clash shown). */
const pendingImports = new WeakMap<ServiceContext, Map<string, Pending>>();

function pendingOf(ctx: ServiceContext): Map<string, Pending> {
  let map = pendingImports.get(ctx);
  if (!map) pendingImports.set(ctx, (map = new Map()));
  return map;
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** The file's reading problem in words ("the file is 50 MB; a drill-set file is at most 2 MB"); the reader's own
 *  words (`error`, English) are a detail inside the message. */
export function fileProblem(error: string): MessageRef {
  const size = /^the file is (?:over )?(\d+) bytes/.exec(error);
  if (size) {
    const params = { size: mb(Number(size[1])), max: mb(MAX_IMPORT_BYTES) };
    return ref(error.includes('over') ? 'err_studio_file_over_size' : 'err_studio_file_size', params);
  }
  if (error.includes('cut short')) return ref('err_studio_file_cut_short', {});
  if (error.includes('the file is empty')) return ref('err_studio_file_empty', {});
  if (error.startsWith('not valid JSON')) return ref('err_studio_file_not_json', { error });
  return ref('err_studio_file_other', { error });
}

/** JSON that ends inside a string, an object or a list: a file cut short (a copy that did not finish). */
function cutShort(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch (error) {
    // V8's wording differs between versions: a fault at the very end of the text, or no position at all, is an end.
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    return at ? Number(at[1]) >= text.trimEnd().length : /Unterminated|Unexpected end/.test(message);
  }
}

const whole = (message: Phrase): FieldMessage[] => [{ field: '', label: '', message }];

/** The file read and checked; its problems in words, or the set. */
export async function checkFile(
  ctx: ServiceContext,
  path: string,
): Promise<Result<DrillSet> | { ok: 'invalid'; problems: FieldMessage[] }> {
  const bytes = readRegularFile(path, MAX_IMPORT_BYTES);
  if (!bytes.ok) return { ok: 'invalid', problems: whole(fileProblem(bytes.error)) };
  const text = bytes.bytes.toString('utf8');
  const read = parseJsonText(text);
  if (!read.ok)
    return { ok: 'invalid', problems: whole(fileProblem(cutShort(text) ? 'cut short' : read.error)) };
  const problem = payloadProblem(read.value);
  if (problem) return { ok: 'invalid', problems: whole(ref('err_studio_cannot_import', { problem })) };
  const problems = await draftProblems(ctx, read.value);
  if (problems.length > 0) return { ok: 'invalid', problems };
  const parsed = parseDrillSet(read.value);
  return parsed.ok ? parsed : { ok: 'invalid', problems: whole(failurePhrase(parsed)) };
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function importStudioSet(ctx: ServiceContext): Promise<Result<ImportOutcome>> {
  const path = await ctx.dialogs.openFile({
    title: ref('dialog_import_drill_set', {}),
    filters: [{ name: ref('dialog_filter_drill_set', {}), extensions: ['json'] }],
  });
  if (path === null) return { ok: true, value: { outcome: 'cancelled' } };
  const file = basename(path);
  const checked = await checkFile(ctx, path);
  if (checked.ok === 'invalid')
    return { ok: true, value: { outcome: 'invalid', file, problems: checked.problems } };
  if (!checked.ok) return checked;
  const set = checked.value;
  return withDbWrite(ctx, (db): Result<ImportOutcome> => {
    const all = storedSets(ctx, db);
    const id = slug(basename(path, '.json')) || slug(set.title) || 'drill-set';
    const clash = all.find((s) => s.id === id || sameTitle(s.set.title, set.title));
    if (clash) {
      const token = ctx.newId();
      pendingOf(ctx).set(token, { file, path, id, set, existingId: clash.id });
      return {
        ok: true,
        value: {
          outcome: 'clash',
          file,
          token,
          title: set.title,
          existing: { id: clash.id, title: clash.set.title, builtIn: clash.builtIn },
        },
      };
    }
    inTransaction(db, () => insertSet(ctx, db, id, set, path));
    const stored = storedSets(ctx, db).find((s) => s.id === id);
    if (!stored) return failure(ref('err_studio_not_read_back', {}));
    return { ok: true, value: { outcome: 'imported', summary: studioSummary(stored), replaced: false } };
  });
}

export function resolveImport(
  ctx: ServiceContext,
  request: RequestOf<'studioSets.resolveImport'>,
): Promise<Result<ImportOutcome>> {
  const pending = pendingOf(ctx).get(request.token);
  return withDbWrite(ctx, (db): Result<ImportOutcome> => {
    if (!pending) return failure(ref('err_studio_import_gone', {}));
    if (request.choice === 'cancel') {
      pendingOf(ctx).delete(request.token);
      return { ok: true, value: { outcome: 'cancelled' } };
    }
    const all = storedSets(ctx, db);
    let id: string;
    let replaced = false;
    if (request.choice === 'keep-both') {
      const taken = all.some((s) => sameTitle(s.set.title, pending.set.title));
      const set = taken
        ? { ...pending.set, title: freeTitle(all, pending.set.title, 'imported') }
        : pending.set;
      id = all.some((s) => s.id === pending.id) ? freshId(all, set.title) : pending.id;
      const fresh = id;
      inTransaction(db, () => insertSet(ctx, db, fresh, set, pending.path));
    } else {
      const existing = all.find((s) => s.id === pending.existingId);
      if (!existing) return failure(ref('err_studio_replace_gone', {}));
      if (existing.builtIn) return failure(ref('err_studio_builtin_replace', { title: existing.set.title }));
      const other = all.find((s) => s.id !== existing.id && sameTitle(s.set.title, pending.set.title));
      if (other) return failure(ref('err_studio_title_taken_keep', { title: other.set.title }));
      id = existing.id;
      replaced = true;
      inTransaction(db, () => updateSet(ctx, db, existing.id, pending.set));
    }
    pendingOf(ctx).delete(request.token);
    const stored = storedSets(ctx, db).find((s) => s.id === id);
    if (!stored) return failure(ref('err_studio_not_read_back', {}));
    return { ok: true, value: { outcome: 'imported', summary: studioSummary(stored), replaced } };
  });
}

export function exportStudioSet(
  ctx: ServiceContext,
  request: RequestOf<'studioSets.exportFile'>,
): Promise<Result<{ path: string } | null>> {
  return exportDrillSetFile(ctx, request);
}
