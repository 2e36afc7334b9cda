// The IPC fuzz property at a larger scale than npm test runs it (test/electron/ipc-fuzz.test.ts): 1,000 malformed
// payloads per channel. Reported as the number refused cleanly; any mishandled payload fails the bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '../../electron/backend.ts';
import { CHANNELS } from '../../contract/index.ts';
import { FakeDialogs } from '../support/doubles.ts';
import { fuzzEveryChannel } from '../support/ipc-fuzz.ts';
import type { BenchRow } from './run.ts';

const RUNS_PER_CHANNEL = 1000;

export async function run(): Promise<BenchRow[]> {
  const work = mkdtempSync(join(tmpdir(), 'trainer-fuzz-'));
  const dialogs = new FakeDialogs();
  const b = createBackend({
    dataDir: join(work, 'data'),
    appRoot: join(import.meta.dirname, '..', 'electron', 'fixtures', 'app'),
    dialogs,
    isTrustedSender: () => true,
    version: 'bench',
    log: () => {},
    assumeSetUp: true,
  });
  try {
    const refused = await fuzzEveryChannel(b, dialogs, RUNS_PER_CHANNEL);
    return [
      {
        name: `IPC fuzz: malformed payloads refused by field, nothing stored (${RUNS_PER_CHANNEL} per channel × ${CHANNELS.length})`,
        value: refused,
        unit: 'payloads',
        target: 'no mishandled payload',
        pass: true,
      },
    ];
  } finally {
    await b.close();
    rmSync(work, { recursive: true, force: true });
  }
}
