// The calling thread's CPU time to the microsecond, for the benches' "work between two turns" rows. Node's own
// process.threadCpuUsage (getrusage) moves in whole scheduler ticks while a thread runs without a break (4 ms at
// 250 Hz): a 1 ms stretch of work could read as 0 or as 4 ms, and the longest stretch of a push read 6-8 ms when no
// turn of its work came near that. CLOCK_THREAD_CPUTIME_ID is exact, and Node reaches it only through WASI's
// clock_time_get (clock 3, the thread's CPU time): a module of a few bytes, written out here, that calls it.
const text = (s: string) => [s.length, ...Buffer.from(s)];
const section = (id: number, bytes: readonly number[]) => [id, bytes.length, ...bytes];
/** (module (import "wasi_snapshot_preview1" "clock_time_get") (memory (export "memory") 1) (func (export "now") ...)) */
const MODULE = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  // Types: clock_time_get (i32 clock, i64 precision, i32 where) -> i32 errno; now () -> i64 nanoseconds.
  ...section(1, [0x02, 0x60, 0x03, 0x7f, 0x7e, 0x7f, 0x01, 0x7f, 0x60, 0x00, 0x01, 0x7e]),
  ...section(2, [0x01, ...text('wasi_snapshot_preview1'), ...text('clock_time_get'), 0x00, 0x00]),
  ...section(3, [0x01, 0x01]),
  ...section(5, [0x01, 0x00, 0x01]),
  ...section(7, [0x02, ...text('memory'), 0x02, 0x00, ...text('now'), 0x00, 0x01]),
  // now: clock_time_get(3, 1, 0); drop its errno; load the i64 it wrote at address 0.
  ...section(
    10,
    [
      0x01, 0x10, 0x00, 0x41, 0x03, 0x42, 0x01, 0x41, 0x00, 0x10, 0x00, 0x1a, 0x41, 0x00, 0x29, 0x03, 0x00,
      0x0b,
    ],
  ),
]);

async function threadClock(): Promise<() => number> {
  // Loading WASI prints an "experimental" warning: a bench's output has no use for it.
  const warn = process.emitWarning;
  process.emitWarning = () => {};
  try {
    const { WASI } = await import('node:wasi');
    const wasi = new WASI({ version: 'preview1' });
    const instance = new WebAssembly.Instance(
      new WebAssembly.Module(MODULE),
      wasi.getImportObject() as WebAssembly.Imports,
    );
    wasi.initialize(instance);
    const now = instance.exports['now'] as () => bigint;
    return () => Number(now()) / 1e6;
  } finally {
    process.emitWarning = warn;
  }
}

/**
 * CPU time the calling thread has used, in ms (exact; the other threads' left out). Made on the main thread, it reads
 * the main thread's time.
 */
export const threadCpuMs: () => number = await threadClock();
