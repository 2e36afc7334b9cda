// The engine's two speed targets (issue 2): an 8-deck exact analysis under 50 ms, and the simulator dealing at least
// five million coups a second. Medians after a warm-up, so one busy moment on a shared machine does not decide.
import { analyze } from '../../core/analysis.ts';
import { builtInProfile } from '../../core/profiles.ts';
import { simulate } from '../../core/simulate.ts';
import type { BenchRow } from './run.ts';
import { median } from '../support/median.ts';

const ANALYSIS_TARGET_MS = 50;
const COUPS_TARGET = 5_000_000;

export async function run(): Promise<BenchRow[]> {
  const profile = builtInProfile('tasmania');
  if (!profile) throw new Error('no tasmania profile');

  const time = (): number => {
    const t0 = performance.now();
    const r = analyze(profile, 8);
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(r.error);
    return ms;
  };
  const cold = time();
  for (let i = 0; i < 3; i++) time();
  const analysisMs = median(Array.from({ length: 15 }, time));

  const rate = (shoes: number): number => {
    const t0 = performance.now();
    const r = simulate(profile, { decks: 8, shoes, seed: 'bench' });
    const s = (performance.now() - t0) / 1000;
    if (!r.ok) throw new Error(r.error);
    return r.value.coups / s;
  };
  rate(2_000);
  const coupsPerSecond = median(Array.from({ length: 5 }, () => rate(20_000)));

  return [
    {
      name: '8-deck exact analysis (median of 15, warm)',
      value: analysisMs,
      unit: 'ms',
      target: `< ${ANALYSIS_TARGET_MS} ms`,
      pass: analysisMs < ANALYSIS_TARGET_MS,
    },
    {
      name: '8-deck exact analysis (first run, cold JIT)',
      value: cold,
      unit: 'ms',
      target: `< ${ANALYSIS_TARGET_MS} ms`,
      pass: cold < ANALYSIS_TARGET_MS,
    },
    {
      name: 'simulator, 8 decks (median of 5 x 20,000 shoes)',
      value: coupsPerSecond,
      unit: 'coups/s',
      target: `>= ${COUPS_TARGET.toLocaleString('en-US')}`,
      pass: coupsPerSecond >= COUPS_TARGET,
    },
  ];
}
