// Runs `body` in an $effect (as a tab's "read when it opens" does) and counts how often the effect runs.
import { flushSync } from 'svelte';

export function countEffectRuns(body: () => void): { runs: () => number; stop: () => void } {
  let runs = 0;
  const stop = $effect.root(() => {
    $effect(() => {
      runs++;
      body();
    });
  });
  flushSync();
  return { runs: () => runs, stop };
}
