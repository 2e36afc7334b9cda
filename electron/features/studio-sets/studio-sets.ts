// The trainer studio's drill sets (issue 12): list, check a draft field by field (then one trial generation on the
// dealing thread), preview a few items with their keys, save (each saved change bumps the set's revision), duplicate,
// rename and delete. Built-in sets are read-only. Every channel is behind the trainer session (studio-sets-handlers.ts).
import type { DatabaseSync } from 'node:sqlite';
import {
  checkDrillSetDraft,
  generationProblem,
  type FieldMessage,
} from '../../../core/drills/spec-messages.ts';
import { parseDrillSet, resolveProfile, type DrillSet } from '../../../core/drills/spec.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { RequestOf, Result } from '../../../contract/index.ts';
import type {
  PreviewItem,
  SaveOutcome,
  SetCheck,
  SetPreview,
  StudioSet,
  StudioSetSummary,
} from '../../../contract/studio-sets.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { slug, summarise } from '../sessions/drill-sets.ts';
import { parseStored } from '../../storage/stored-json.ts';

/** Items a preview deals in all (at least one per section). */
export const PREVIEW_ITEMS = 4;

export interface StoredSet {
  readonly id: string;
  readonly set: DrillSet;
  readonly builtIn: boolean;
  readonly revision: number;
  readonly updatedAt: string | null;
}

export function storedSets(ctx: ServiceContext, db: DatabaseSync): StoredSet[] {
  const rows = db
    .prepare('SELECT id, json, revision, updated_at, imported_at FROM drill_sets ORDER BY imported_at, id')
    .all() as {
    id: string;
    json: string;
    revision: number;
    updated_at: string | null;
    imported_at: string;
  }[];
  const own: StoredSet[] = [];
  for (const row of rows) {
    // A damaged row is left out here and named by storage.status (storage/damage.ts), where it can be removed.
    const stored = parseStored(row.json, 'drill set');
    const parsed = stored.ok ? parseDrillSet(stored.value) : stored;
    if (parsed.ok)
      own.push({
        id: row.id,
        set: parsed.value,
        builtIn: false,
        revision: row.revision,
        updatedAt: row.updated_at ?? row.imported_at,
      });
  }
  const builtIn = ctx.builtInDrillSets.map((b) => ({
    id: b.id,
    set: b.set,
    builtIn: true,
    revision: 1,
    updatedAt: null,
  }));
  return [...builtIn, ...own];
}

export function studioSummary(s: StoredSet): StudioSetSummary {
  return { ...summarise(s), revision: s.revision, updatedAt: s.updatedAt };
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An id for a new set: its title's slug, made unique. */
export function freshId(all: readonly StoredSet[], title: string): string {
  const base = slug(title) || 'drill-set';
  if (!all.some((s) => s.id === base)) return base;
  for (let n = 2; ; n++) {
    const id = `${base.slice(0, 56)}-${n}`;
    if (!all.some((s) => s.id === id)) return id;
  }
}

/** A title no other set has: "Title (copy)", "Title (copy 2)", … */
export function freeTitle(all: readonly StoredSet[], title: string, word: string): string {
  const base = title.slice(0, 100);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${base} (${word})` : `${base} (${word} ${n})`;
    if (!all.some((s) => sameTitle(s.set.title, candidate))) return candidate;
  }
}

export function insertSet(
  ctx: ServiceContext,
  db: DatabaseSync,
  id: string,
  set: DrillSet,
  sourceFile: string | null,
): void {
  const at = ctx.now().toISOString();
  db.prepare(
    'INSERT INTO drill_sets (id, title, json, source_file, imported_at, revision, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  ).run(id, set.title, JSON.stringify(set), sourceFile, at, at);
}

/** A saved change: the new document, the revision one up. */
export function updateSet(ctx: ServiceContext, db: DatabaseSync, id: string, set: DrillSet): void {
  db.prepare(
    'UPDATE drill_sets SET title = ?, json = ?, revision = revision + 1, updated_at = ? WHERE id = ?',
  ).run(set.title, JSON.stringify(set), ctx.now().toISOString(), id);
}

function find(ctx: ServiceContext, db: DatabaseSync, id: string): Result<StoredSet> {
  const found = storedSets(ctx, db).find((s) => s.id === id);
  return found ? { ok: true, value: found } : failure(ref('main_no_drill_set', { id }));
}

const BUILT_IN_REFUSED = {
  changed: 'err_studio_builtin_changed',
  renamed: 'err_studio_builtin_renamed',
  deleted: 'err_studio_builtin_deleted',
} as const;

function own(
  ctx: ServiceContext,
  db: DatabaseSync,
  id: string,
  doing: keyof typeof BUILT_IN_REFUSED,
): Result<StoredSet> {
  const found = find(ctx, db, id);
  if (found.ok && found.value.builtIn)
    return failure(ref(BUILT_IN_REFUSED[doing], { title: found.value.set.title }));
  return found;
}

export function listStudioSets(ctx: ServiceContext): Result<StudioSetSummary[]> {
  return withDb(ctx, (db) => ({ ok: true, value: storedSets(ctx, db).map(studioSummary) }));
}

export function getStudioSet(ctx: ServiceContext, request: RequestOf<'studioSets.get'>): Result<StudioSet> {
  return withDb(ctx, (db) => {
    const found = find(ctx, db, request.id);
    return found.ok
      ? { ok: true, value: { summary: studioSummary(found.value), set: found.value.set } }
      : found;
  });
}

/**
 * Every field, then (only when they are right) one trial generation on the dealing thread: of the whole set before it
 * is stored, or of a few items of each section while it is typed (each item is dealt on its own, so an impossible
 * constraint fails on the first; the thread the trainees' sessions use is not held for a whole set per keystroke).
 */
export async function draftProblems(
  ctx: ServiceContext,
  draft: unknown,
  trial: 'whole' | 'sample' = 'whole',
): Promise<FieldMessage[]> {
  return (await checkedDraft(ctx, draft, trial)).problems;
}

/** The draft as a drill set when it has no problem (draftProblems), else its problems. */
async function checkedDraft(
  ctx: ServiceContext,
  draft: unknown,
  trial: 'whole' | 'sample',
): Promise<{ set: DrillSet; problems: [] } | { set: null; problems: FieldMessage[] }> {
  const checked = checkDrillSetDraft(draft);
  if (checked.set === null) return checked;
  const set = trial === 'whole' ? checked.set : previewSet(checked.set);
  const dealt = await ctx.dealer.check({ type: 'check', set });
  return dealt.ok ? { set: checked.set, problems: [] } : { set: null, problems: [generationProblem(dealt)] };
}

export async function checkDraft(
  ctx: ServiceContext,
  request: RequestOf<'studioSets.check'>,
): Promise<Result<SetCheck>> {
  return { ok: true, value: { problems: await draftProblems(ctx, request.set, 'sample') } };
}

/** The draft cut to a few items (each section keeps its kind, difficulty and constraints). */
export function previewSet(set: DrillSet): DrillSet {
  const each = Math.max(1, Math.ceil(PREVIEW_ITEMS / set.sections.length));
  return {
    ...set,
    mode: 'practice',
    sections: set.sections.map((s) => ({ ...s, count: Math.min(s.count, each) })),
  };
}

export async function previewDraft(
  ctx: ServiceContext,
  request: RequestOf<'studioSets.preview'>,
): Promise<Result<SetPreview>> {
  const checked = checkDrillSetDraft(request.set);
  if (checked.set === null)
    return { ok: true, value: { problems: checked.problems, items: [], profile: null } };
  const set = previewSet(checked.set);
  const resolved = resolveProfile(set);
  const dealt = await ctx.dealer.run({ type: 'start', set, seed: String(ctx.randomSeed()), history: [] });
  if (!dealt.ok)
    return { ok: true, value: { problems: [generationProblem(dealt)], items: [], profile: null } };
  const sectionOf: number[] = set.sections.flatMap((s, n) => Array.from({ length: s.count }, () => n));
  const total = dealt.state.items.length;
  const items: PreviewItem[] = dealt.state.items.map((item, index) => ({
    itemId: item.id,
    kind: item.kind,
    section: sectionOf[index] ?? 0,
    steps: item.steps.map((step) => ({ prompt: { ...step.prompt, index, total }, key: step.key })),
  }));
  return {
    ok: true,
    value: { problems: [], items, profile: resolved.ok ? resolved.profile : null },
  };
}

export async function saveStudioSet(
  ctx: ServiceContext,
  request: RequestOf<'studioSets.save'>,
): Promise<Result<SaveOutcome>> {
  const checked = await checkedDraft(ctx, request.set, 'whole');
  if (checked.set === null) return { ok: true, value: { saved: null, problems: checked.problems } };
  const set = checked.set;
  return withDbWrite(ctx, (db): Result<SaveOutcome> => {
    const all = storedSets(ctx, db);
    const clash = all.find((s) => s.id !== request.id && sameTitle(s.set.title, set.title));
    if (clash) {
      const problem = {
        field: 'title',
        label: ref('spec_top_title', {}),
        message: ref('err_studio_title_taken_field', { title: clash.set.title }),
      };
      return { ok: true, value: { saved: null, problems: [problem] } };
    }
    let id: string;
    if (request.id === undefined) {
      id = freshId(all, set.title);
      const fresh = id;
      inTransaction(db, () => insertSet(ctx, db, fresh, set, null));
    } else {
      const found = own(ctx, db, request.id, 'changed');
      if (!found.ok) return found;
      if (request.revision !== undefined && request.revision !== found.value.revision) {
        const { title } = found.value.set;
        return failure(ref('err_studio_changed_elsewhere', { title, revision: found.value.revision }));
      }
      id = found.value.id;
      inTransaction(db, () => updateSet(ctx, db, id, set));
    }
    const saved = find(ctx, db, id);
    if (!saved.ok) return saved;
    return { ok: true, value: { saved: studioSummary(saved.value), problems: [] } };
  });
}

export function duplicateStudioSet(
  ctx: ServiceContext,
  request: RequestOf<'studioSets.duplicate'>,
): Promise<Result<StudioSetSummary>> {
  return withDbWrite(ctx, (db): Result<StudioSetSummary> => {
    const all = storedSets(ctx, db);
    const found = find(ctx, db, request.id);
    if (!found.ok) return found;
    const set: DrillSet = { ...found.value.set, title: freeTitle(all, found.value.set.title, 'copy') };
    const id = freshId(all, set.title);
    inTransaction(db, () => insertSet(ctx, db, id, set, null));
    return {
      ok: true,
      value: studioSummary({ id, set, builtIn: false, revision: 1, updatedAt: ctx.now().toISOString() }),
    };
  });
}

export function renameStudioSet(
  ctx: ServiceContext,
  request: RequestOf<'studioSets.rename'>,
): Promise<Result<StudioSetSummary>> {
  return withDbWrite(ctx, (db): Result<StudioSetSummary> => {
    const found = own(ctx, db, request.id, 'renamed');
    if (!found.ok) return found;
    const title = request.title.trim();
    const clash = storedSets(ctx, db).find((s) => s.id !== request.id && sameTitle(s.set.title, title));
    if (clash) return failure(ref('err_studio_title_taken', { title: clash.set.title }));
    const set: DrillSet = { ...found.value.set, title };
    inTransaction(db, () => updateSet(ctx, db, request.id, set));
    const again = find(ctx, db, request.id);
    return again.ok ? { ok: true, value: studioSummary(again.value) } : again;
  });
}

/** Past sessions keep their own copy of the set (spec_json) and its revision, so their results stay as they were. */
export function deleteStudioSet(
  ctx: ServiceContext,
  request: RequestOf<'studioSets.delete'>,
): Promise<Result<{ id: string }>> {
  return withDbWrite(ctx, (db): Result<{ id: string }> => {
    const found = own(ctx, db, request.id, 'deleted');
    if (!found.ok) return found;
    inTransaction(db, () => db.prepare('DELETE FROM drill_sets WHERE id = ?').run(request.id));
    return { ok: true, value: { id: request.id } };
  });
}
