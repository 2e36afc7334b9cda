// The main thread's longest block while some work runs: an event-loop delay histogram sampled every millisecond,
// and the main thread's own CPU time between two turns (the machine's load left out). Shared by the benches.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { threadCpuMs } from './thread-cpu.ts';

/** CPU time the main thread has used, in ms (not the process's: the dealing thread's is left out), to the µs. */
const mainThreadCpuMs = threadCpuMs;

export interface Measured<T> {
  value: T;
  /** The longest the event loop went without a turn (wall clock: on a loaded machine, waiting for a core counts). */
  blockMs: number;
  /** The most CPU the main thread used between two turns of the event loop: its own work, whatever the load. */
  workMs: number;
  /** The main thread's CPU time in all. */
  cpuMs: number;
  totalMs: number;
}

/** Runs `work` while sampling the event loop every millisecond; the longest block and the elapsed time. */
export async function measured<T>(work: () => Promise<T>): Promise<Measured<T>> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const cpuAtStart = mainThreadCpuMs();
  let cpuAtTurn = cpuAtStart;
  let workMs = 0;
  const turns = setInterval(() => {
    const now = mainThreadCpuMs();
    workMs = Math.max(workMs, now - cpuAtTurn);
    cpuAtTurn = now;
  }, 1);
  // The histogram records a delay only between two of its own samples: a block before its first would be missed.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const started = performance.now();
  const value = await work();
  const totalMs = performance.now() - started;
  // A block at the very end (or work done without ever yielding) is recorded only when the sampling timer fires next.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(turns);
  histogram.disable();
  return { value, blockMs: histogram.max / 1e6, workMs, cpuMs: mainThreadCpuMs() - cpuAtStart, totalMs };
}
