// Drill sets: the starter library plus trainers' own, imported and exported as files through the system dialogs.
// An import is validated completely (schema, then one generation) before anything is stored, and never replaces a
// set already in the library: an id or title clash is an error unless the trainer asks to keep both.
import { failure, failurePhrase } from '../../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import { lstatSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readJsonFile } from '../../../node-shared/files/read-json-file.ts';
import { payloadProblem } from '../../ipc/payload-guard.ts';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { itemCount, parseDrillSet, type DrillSet } from '../../../core/drills/spec.ts';
import type { DrillKind } from '../../../core/drills/types.ts';
import type { DrillSetSummary, RequestOf, Result } from '../../../contract/index.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { parseStored } from '../../storage/stored-json.ts';

export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
const JSON_FILTER = [{ name: ref('dialog_filter_drill_set', {}), extensions: ['json'] }];

interface Entry {
  readonly id: string;
  readonly set: DrillSet;
  readonly builtIn: boolean;
}

export function summarise(entry: Entry): DrillSetSummary {
  const kinds: DrillKind[] = [];
  for (const s of entry.set.sections) if (!kinds.includes(s.kind)) kinds.push(s.kind);
  const profile = entry.set.profile;
  return {
    id: entry.id,
    title: entry.set.title,
    description: entry.set.description,
    mode: entry.set.mode,
    profileId: typeof profile === 'string' ? profile : profile.id,
    kinds,
    items: itemCount(entry.set),
    builtIn: entry.builtIn,
  };
}

function ownSets(db: DatabaseSync): Entry[] {
  const rows = db.prepare('SELECT id, json FROM drill_sets ORDER BY imported_at, id').all() as {
    id: string;
    json: string;
  }[];
  const out: Entry[] = [];
  for (const row of rows) {
    // A damaged row is left out here and named by storage.status (storage/damage.ts), where it can be removed.
    const stored = parseStored(row.json, 'drill set');
    const parsed = stored.ok ? parseDrillSet(stored.value) : stored;
    if (parsed.ok) out.push({ id: row.id, set: parsed.value, builtIn: false });
  }
  return out;
}

function allSets(ctx: ServiceContext, db: DatabaseSync): Entry[] {
  return [...ctx.builtInDrillSets.map((b) => ({ id: b.id, set: b.set, builtIn: true })), ...ownSets(db)];
}

export function findDrillSet(ctx: ServiceContext, db: DatabaseSync, id: string): Entry | null {
  return allSets(ctx, db).find((e) => e.id === id) ?? null;
}

export function listDrillSets(ctx: ServiceContext): Result<DrillSetSummary[]> {
  return withDb(ctx, (db) => ({ ok: true, value: allSets(ctx, db).map(summarise) }));
}

export function getDrillSet(ctx: ServiceContext, request: RequestOf<'drillSets.get'>): Result<DrillSet> {
  return withDb(ctx, (db) => {
    const entry = findDrillSet(ctx, db, request.id);
    return entry ? { ok: true, value: entry.set } : failure(ref('main_no_drill_set', { id: request.id }));
  });
}

/** "Third Card Calls.json" → "third-card-calls". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * Reads and validates a drill-set file, and deals it once on the dealing thread (a set that cannot be dealt within
 * the limit is refused with the reason); the error starts with the file name and names the part that is wrong.
 */
export async function readDrillSetFile(ctx: ServiceContext, path: string): Promise<Result<DrillSet>> {
  const name = basename(path);
  const read = readJsonFile(path, MAX_IMPORT_BYTES);
  if (!read.ok) return failure(ref('main_file_problem', { file: name, problem: read.error }));
  const json = read.value;
  // The same guard as every IPC payload: text SQLite stores faithfully, no prototype keys.
  const problem = payloadProblem(json);
  if (problem) return failure(ref('main_file_problem', { file: name, problem }));
  const parsed = parseDrillSet(json);
  if (!parsed.ok) return failure(ref('main_file_problem', { file: name, problem: failurePhrase(parsed) }));
  const generated = await ctx.dealer.check({ type: 'check', set: parsed.value });
  if (!generated.ok)
    return failure(ref('main_file_problem', { file: name, problem: failurePhrase(generated) }));
  return { ok: true, value: parsed.value };
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function importDrillSetFile(
  ctx: ServiceContext,
  request: RequestOf<'drillSets.importFile'>,
): Promise<Result<DrillSetSummary | null>> {
  const path = await ctx.dialogs.openFile({
    title: ref('dialog_import_drill_set', {}),
    filters: JSON_FILTER,
  });
  if (path === null) return { ok: true, value: null };
  const read = await readDrillSetFile(ctx, path);
  if (!read.ok) return read;
  return withDbWrite(ctx, (db) => {
    const existing = allSets(ctx, db);
    let set = read.value;
    let id = slug(basename(path, '.json')) || slug(set.title) || 'drill-set';
    const clash = existing.find((e) => e.id === id || sameTitle(e.set.title, set.title));
    if (clash) {
      if (request?.onClash !== 'keep-both') {
        const file = basename(path);
        return failure(
          clash.id === id
            ? ref('main_set_clash_id', { file, id })
            : ref('main_set_clash_title', { file, title: clash.set.title }),
        );
      }
      for (let n = 2; ; n++) {
        const title = `${set.title.slice(0, 110)} (${n})`;
        const candidate = `${id.slice(0, 56)}-${n}`;
        if (!existing.some((e) => e.id === candidate || sameTitle(e.set.title, title))) {
          id = candidate;
          set = { ...set, title };
          break;
        }
      }
    }
    const stored = set;
    inTransaction(db, () => {
      db.prepare(
        'INSERT INTO drill_sets (id, title, json, source_file, imported_at) VALUES (?, ?, ?, ?, ?)',
      ).run(id, stored.title, JSON.stringify(stored), path, ctx.now().toISOString());
    });
    return { ok: true, value: summarise({ id, set: stored, builtIn: false }) };
  });
}

/** Real path of a folder, or the path itself when it does not exist (nothing there can be overwritten). */
function realFolder(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return resolve(dir);
  }
}

const inside = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * Why an export may not write to `path`, or null. The data folder holds the live database (an export over it
 * destroyed every stored answer), so nothing is written inside it; and an existing file is replaced only when it
 * is itself a drill set (a trainer re-exporting), never any other file.
 */
function refusedExportTarget(ctx: ServiceContext, path: string): MessageRef | null {
  const target = join(realFolder(dirname(path)), basename(path));
  for (const folder of new Set([ctx.store.dir, ctx.store.homeDir])) {
    if (inside(realFolder(folder), target)) {
      return ref('edge24_export_in_data_folder', { file: basename(path), folder });
    }
  }
  let existing;
  try {
    existing = lstatSync(target);
  } catch {
    return null;
  }
  if (!existing.isFile()) return ref('edge24_export_not_file', { file: basename(path) });
  const read = readJsonFile(target, MAX_IMPORT_BYTES);
  if (!read.ok || !parseDrillSet(read.value).ok) {
    return ref('edge24_export_not_drill_set', { file: basename(path) });
  }
  return null;
}

export async function exportDrillSetFile(
  ctx: ServiceContext,
  request: RequestOf<'drillSets.exportFile'>,
): Promise<Result<{ path: string } | null>> {
  const found = withDb(ctx, (db) => {
    const entry = findDrillSet(ctx, db, request.id);
    return entry ? { ok: true, value: entry } : failure(ref('main_no_drill_set', { id: request.id }));
  });
  if (!found.ok) return found;
  const path = await ctx.dialogs.saveFile({
    title: ref('dialog_export_drill_set', {}),
    defaultName: `${found.value.id}.json`,
    filters: JSON_FILTER,
  });
  if (path === null) return { ok: true, value: null };
  const refused = refusedExportTarget(ctx, path);
  if (refused) return failure(ref('main_nothing_written', { reason: refused }));
  // Written beside the target and renamed over it, so a failed write never leaves half a file.
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, `${JSON.stringify(found.value.set, null, 2)}\n`, 'utf8');
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    return failure(ref('main_could_not_write', { path, error: (error as Error).message }));
  }
  return { ok: true, value: { path } };
}
