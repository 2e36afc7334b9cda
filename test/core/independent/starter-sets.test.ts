// Issue 8, "Done when": every starter set generated with 20 seeds, every key checked independently of the engine's
// rule functions (test/core/independent/rules.ts reads the rule documents again).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet, resolveProfile } from '../../../core/drills/spec.ts';
import { checkItem, contextFor, type Disagreement } from './check-items.ts';

const DIR = new URL('../../../assets/drill-sets/', import.meta.url);
const SEEDS = Array.from({ length: 20 }, (_, i) => `independent-${i}`);

interface Found extends Disagreement {
  readonly set: string;
  readonly seed: string;
}

function checkSet(file: string): { found: Found[]; checked: number } {
  const parsed = parseDrillSet(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
  const profile = resolveProfile(parsed.value);
  if (!profile.ok) throw new Error(`${file}: ${profile.error}`);
  const found: Found[] = [];
  let checked = 0;
  for (const seed of SEEDS) {
    const out: Disagreement[] = [];
    const x = contextFor(profile.profile, out);
    const items = generateItems(parsed.value, seed);
    if (!items.ok) throw new Error(`${file} seed ${seed}: ${items.error}`);
    for (const item of items.items) checkItem(x, item);
    checked += x.checked;
    found.push(...out.map((d) => ({ ...d, set: file, seed })));
  }
  return { found, checked };
}

const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

describe('issue 8: every starter set, 20 seeds, every key checked from the rule documents', () => {
  for (const file of FILES) {
    it(file, () => {
      const { found, checked } = checkSet(file);
      expect(checked).toBeGreaterThan(0);
      for (const d of found) console.log(JSON.stringify(d));
      expect(found).toEqual([]);
    });
  }
});
