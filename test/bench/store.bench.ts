// The store: committing one response (sessions.answer through the real registry: payload check, marking, one
// transaction in a WAL database on disk) must take under 5 ms at the 99th percentile. Durability against a power
// cut: the answer is acknowledged only once the WAL is on disk (an fdatasync on the main thread, storage/durability.ts),
// measured apart: on a busy shared disk its tail is the disk's, not the app's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Channel, RequestOf } from '../../contract/index.ts';
import { benchBackend, writeBenchSet } from './bench-app.ts';
import { call as invoke } from './invoke.ts';
import { percentile } from './percentile.ts';
import { anyResponse } from '../support/doubles.ts';

const WARM_UP = 50;
const MEASURED = 1000;
const TARGET_P99_MS = 5;

export async function run(): Promise<
  { name: string; value: number; unit: string; target: string; pass: boolean }[]
> {
  const work = mkdtempSync(join(tmpdir(), 'trainer-bench-'));
  const appRoot = join(work, 'app');
  writeBenchSet(appRoot, {
    title: 'Store bench',
    description: 'Many one-step items, answered as fast as the store allows.',
    // One-step items, at most 500 per section (the format's limit).
    sections: [
      { kind: 'call-hand', count: 350, difficulty: 'standard', timeLimitMs: null },
      { kind: 'result', count: 350, difficulty: 'standard', timeLimitMs: null },
      { kind: 'call-hand', count: 350, difficulty: 'basic', timeLimitMs: null },
    ],
  });
  const backend = benchBackend(join(work, 'data'), appRoot);
  if (backend.libraryErrors.length > 0) throw new Error(backend.libraryErrors.join('; '));
  const call = <C extends Channel>(channel: C, request: RequestOf<C>) => invoke(backend, channel, request);
  try {
    const trainee = await call('trainees.create', { name: 'Bench' });
    const view = await call('sessions.start', { traineeId: trainee.id, drillSetId: 'bench' });
    let prompt = view.prompt;
    // The wait for the disk inside each answer, timed apart from the work the app does for it.
    const store = backend.store;
    const durable = store.durable.bind(store);
    let waited = 0;
    store.durable = async () => {
      const from = performance.now();
      await durable();
      waited += performance.now() - from;
    };
    const times: number[] = [];
    const acknowledged: number[] = [];
    const onDisk: number[] = [];
    for (let i = 0; i < WARM_UP + MEASURED && prompt; i++) {
      const request = { sessionId: view.sessionId, response: anyResponse(prompt.form), responseMs: 1000 };
      waited = 0;
      const started = performance.now();
      const out = await call('sessions.answer', request);
      const elapsed = performance.now() - started;
      if (i >= WARM_UP) {
        times.push(elapsed - waited);
        acknowledged.push(elapsed);
        onDisk.push(waited);
      }
      prompt = out.next;
    }
    if (times.length !== MEASURED)
      throw new Error(`measured ${times.length} responses, expected ${MEASURED}`);
    times.sort((a, b) => a - b);
    acknowledged.sort((a, b) => a - b);
    onDisk.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    return [
      {
        name: `commit one response (sessions.answer: checks, marking, the transaction in the WAL), p99 of ${MEASURED}`,
        value: p99,
        unit: 'ms',
        target: `< ${TARGET_P99_MS} ms`,
        pass: p99 < TARGET_P99_MS,
      },
      {
        name: `commit one response, median of ${MEASURED}`,
        value: percentile(times, 50),
        unit: 'ms',
        target: 'report',
        pass: true,
      },
      {
        name: `acknowledged (the commit, then the WAL on disk: fdatasync on the main thread), p99 of ${MEASURED}`,
        value: percentile(acknowledged, 99),
        unit: 'ms',
        target: 'report',
        pass: true,
      },
      {
        name: `of which waiting for the disk, p99 of ${MEASURED}`,
        value: percentile(onDisk, 99),
        unit: 'ms',
        target: 'report',
        pass: true,
      },
      {
        name: `acknowledged, median of ${MEASURED}`,
        value: percentile(acknowledged, 50),
        unit: 'ms',
        target: 'report',
        pass: true,
      },
    ];
  } finally {
    await backend.close();
    rmSync(work, { recursive: true, force: true });
  }
}
