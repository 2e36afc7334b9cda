// Issue 8, "Done when": every starter set generated with 20 seeds, every key checked independently of the engine's
// rule functions. rules.ts, irregularities.ts, procedures.ts and clauses.ts read the rule documents again; they see
// only what the trainee sees (scene, question, options) and compare the key's expected response with their own.
//
// KNOWN_WRONG lists the keys the engine still gets wrong, each with the clause that decides it. The test is strict
// for everything else, and fails when a row no longer matches anything: delete the row when its fix lands.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet, resolveProfile } from '../../../core/drills/spec.ts';
import { checkItem, contextFor, type Disagreement } from './check-items.ts';

interface KnownWrong {
  /** The checker's code for the rule at stake (Disagreement.code). */
  readonly code: string;
  /** The starter sets it shows in (file names); all when absent. */
  readonly sets?: RegExp;
  readonly clause: string;
  readonly reason: string;
}

// Every defect the checker found when it was written is fixed (issue 8): the table is empty. A row may come back only
// with a written reason that the rules leave the point open.
const KNOWN_WRONG: readonly KnownWrong[] = [];

const DIR = new URL('../../../assets/drill-sets/', import.meta.url);
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const SEEDS = Array.from({ length: 20 }, (_, i) => `independent-${i}`);

interface Found extends Disagreement {
  readonly set: string;
  readonly seed: string;
}

function checkSet(file: string): { found: Found[]; checked: number; unread: string[] } {
  const parsed = parseDrillSet(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
  const profile = resolveProfile(parsed.value);
  if (!profile.ok) throw new Error(`${file}: ${profile.error}`);
  const found: Found[] = [];
  const unread: string[] = [];
  let checked = 0;
  for (const seed of SEEDS) {
    const out: Disagreement[] = [];
    const x = contextFor(profile.profile, out);
    const items = generateItems(parsed.value, seed);
    if (!items.ok) throw new Error(`${file} seed ${seed}: ${items.error}`);
    for (const item of items.items) checkItem(x, item);
    checked += x.checked;
    found.push(...out.map((d) => ({ ...d, set: file, seed })));
    unread.push(...x.unread.map((u) => `${file} seed ${seed} ${u}`));
  }
  return { found, checked, unread };
}

const known = (d: Found): KnownWrong | undefined =>
  KNOWN_WRONG.find((k) => k.code === d.code && (k.sets === undefined || k.sets.test(d.set)));

const results = new Map<string, ReturnType<typeof checkSet>>();
function resultOf(file: string): ReturnType<typeof checkSet> {
  let r = results.get(file);
  if (!r) results.set(file, (r = checkSet(file)));
  return r;
}

describe('issue 8: every starter set, 20 seeds, every key re-derived from the rule documents', () => {
  it('finds the starter sets', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(17);
  });

  for (const file of FILES) {
    it(`${file}: no wrong key outside KNOWN_WRONG`, () => {
      const { found, checked } = resultOf(file);
      // Every item has at least one key the checker derives itself (20 seeds of several items each).
      expect(checked).toBeGreaterThanOrEqual(20 * 10);
      const unknown = found.filter((d) => !known(d));
      expect(unknown.map((d) => JSON.stringify(d))).toEqual([]);
    });
  }

  it('reads every item of every set (a new wording or topic needs teaching to the checker)', () => {
    const unread = FILES.flatMap((f) => resultOf(f).unread);
    expect(unread.slice(0, 20), `${unread.length} items unread`).toEqual([]);
  });

  it.each(KNOWN_WRONG)('KNOWN_WRONG row "$code" still matches a key (delete the row once fixed)', (row) => {
    const hits = FILES.flatMap((f) => resultOf(f).found).filter((d) => known(d) === row);
    expect(hits.length, `${row.code}: no disagreement left (${row.clause}); delete this row`).toBeGreaterThan(
      0,
    );
  });
});
