// A kind's starter section (core/drills/starter-sections.ts): a kind the built-in files do not drill is added to its
// house's practice set of its group and to the house's assessment, as the app reads the library; nothing else moves.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIND_MODULES } from '../../../core/drills/kinds/index.ts';
import type { StarterSection } from '../../../core/drills/kinds/kind.ts';
import { parseDrillSet, type DrillSet } from '../../../core/drills/spec.ts';
import { withStarterSections } from '../../../core/drills/starter-sections.ts';

const DIR = join(import.meta.dirname, '../../../assets/drill-sets');
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

function load(id: string): DrillSet {
  const r = parseDrillSet(JSON.parse(readFileSync(join(DIR, `${id}.json`), 'utf8')));
  if (!r.ok) throw new Error(`${id}: ${r.error}`);
  return r.value;
}

const starter: StarterSection = {
  group: 'coup-calls',
  count: 12,
  assessmentCount: 4,
  difficulty: 'standard',
  timeLimitMs: 8000,
};
// 'chips' is drilled in the settlement sets, not the coup calls: as a kind the coup-calls files lack, it shows where a
// new kind's section goes.
const modules = [{ kind: 'chips' as const, starter }];

describe('starter sections', () => {
  it.each(FILES)(
    '%s: as the app reads it, the file’s sections first and unchanged, then only kinds it lacks',
    (file) => {
      const id = file.replace(/\.json$/, '');
      const set = load(id);
      const out = withStarterSections(id, set);
      expect(out.sections.slice(0, set.sections.length)).toEqual(set.sections);
      const added = out.sections.slice(set.sections.length).map((s) => s.kind);
      expect(added.filter((k) => set.sections.some((s) => s.kind === k))).toEqual([]);
      // Every kind registered today is in the files: no set changes (a new kind's `starter` changes this).
      if (KIND_MODULES.every((m) => m.starter === undefined)) expect(out).toBe(set);
    },
  );

  it("a kind the house's practice set of its group lacks is added to it, after the file's sections", () => {
    const set = load('deltin-coup-calls');
    const out = withStarterSections('deltin-coup-calls', set, modules);
    expect(out.sections.slice(0, -1)).toEqual(set.sections);
    expect(out.sections.at(-1)).toEqual({
      kind: 'chips',
      count: 12,
      difficulty: 'standard',
      timeLimitMs: 8000,
    });
    expect(parseDrillSet(out).ok).toBe(true);
  });

  it("and to the house's assessment with its assessment count", () => {
    const set = {
      ...load('tasmania-assessment'),
      sections: load('tasmania-assessment').sections.slice(0, 2),
    };
    const out = withStarterSections('tasmania-assessment', set, modules);
    expect(out.sections.at(-1)).toEqual({
      kind: 'chips',
      count: 4,
      difficulty: 'standard',
      timeLimitMs: 8000,
    });
  });

  it('an assessment count of 0 leaves the kind out of the assessment', () => {
    const set = {
      ...load('tasmania-assessment'),
      sections: load('tasmania-assessment').sections.slice(0, 2),
    };
    const out = withStarterSections('tasmania-assessment', set, [
      { kind: 'chips', starter: { ...starter, assessmentCount: 0 } },
    ]);
    expect(out).toBe(set);
  });

  it.each([
    'deltin-settlement',
    'deltin-procedures',
    'deltin-pace-lab',
    'first-drill',
    'tasmania-9-seat-settlement',
  ])('%s: a set of another group, or not a house set, is left as it is', (id) => {
    const set = load(id);
    const out = withStarterSections(
      id,
      { ...set, sections: set.sections.filter((s) => s.kind !== 'chips') },
      modules,
    );
    expect(out.sections.some((s) => s.kind === 'chips')).toBe(false);
  });

  it('a kind the set already drills keeps the file’s sections only', () => {
    const set = load('tasmania-settlement');
    expect(
      withStarterSections('tasmania-settlement', set, [
        { kind: 'chips', starter: { ...starter, group: 'settlement' } },
      ]),
    ).toBe(set);
  });
});
