// Issue 3's speed target: generating a 1,000-item assessment with every registered kind mixed takes under 100 ms.
// Median of 9 runs after a warm-up, on the Tasmania profile (every kind applies there, commission included).
import { generateItems } from '../../core/drills/generate.ts';
import { KIND_MODULES } from '../../core/drills/kinds/index.ts';
import { parseDrillSet, type DrillSection } from '../../core/drills/spec.ts';
import { DRILL_KINDS } from '../../core/drills/types.ts';
import type { BenchRow } from './run.ts';
import { median } from '../support/median.ts';

const TARGET_MS = 100;
const ITEMS = 1000;

export async function run(): Promise<BenchRow[]> {
  const kinds = KIND_MODULES.map((m) => m.kind);
  const difficulties = ['basic', 'standard', 'hard'] as const;
  // Every registered kind at every difficulty, counts summing to 1,000.
  const cells = kinds.flatMap((kind) => difficulties.map((difficulty) => ({ kind, difficulty })));
  const sections: DrillSection[] = cells.map((c, i) => ({
    ...c,
    count: Math.floor(ITEMS / cells.length) + (i < ITEMS % cells.length ? 1 : 0),
    timeLimitMs: 10000,
  }));
  const parsed = parseDrillSet({
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Bench: 1,000-item assessment',
    description: '',
    profile: 'tasmania',
    sections,
    passMarks: { overall: 0.85, perSkill: {} },
    mode: 'assessment',
    redLineFailsAssessment: true,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  const time = (seed: string): number => {
    const t0 = performance.now();
    const r = generateItems(parsed.value, seed);
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(r.error);
    if (r.items.length !== ITEMS) throw new Error(`generated ${r.items.length} items, not ${ITEMS}`);
    return ms;
  };
  time('warm-up');
  const ms = median(Array.from({ length: 9 }, (_x, i) => time(`bench-${i}`)));
  const missing = DRILL_KINDS.filter((k) => !kinds.includes(k));
  return [
    {
      name: `generate a 1,000-item assessment (${kinds.length} kinds × 3 difficulties${missing.length ? `; not registered: ${missing.join(', ')}` : ''})`,
      value: ms,
      unit: 'ms',
      target: `< ${TARGET_MS}`,
      pass: ms < TARGET_MS && missing.length === 0,
    },
  ];
}
