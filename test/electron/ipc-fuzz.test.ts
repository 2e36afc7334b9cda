// Every IPC channel against malformed payloads (fast-check): a clean `{ ok: false }` naming the field, nothing
// stored changed, no dialog opened. A larger run is in `npm run bench` (test/bench/fuzz.bench.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHANNELS } from '../../contract/index.ts';
import { fuzzEveryChannel } from '../support/ipc-fuzz.ts';
import { removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

let dir: string;
let b: TestBackend;
beforeAll(async () => {
  dir = tempDir();
  b = testBackend(dir);
  await b.value('trainees.create', { name: 'Ann' });
});
afterAll(async () => {
  await b.close();
  removeDir(dir);
});

it(
  `malformed payloads on all ${CHANNELS.length} channels are refused by field, with nothing stored`,
  { timeout: 120_000 },
  async () => {
    const refused = await fuzzEveryChannel(b, b.dialogs, 150);
    // Most generated payloads are malformed: the property is about them, not the few valid ones.
    expect(refused).toBeGreaterThan(CHANNELS.length * 75);
  },
);
