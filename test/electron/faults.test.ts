// Fault injection (issue 9): each test reproduces one way a real installation froze the app or lost answers (a
// special file picked for import, a damaged row, the database deleted under the app, a lock held by another
// program...) and checks the app now refuses it cleanly, says what is wrong and keeps what was saved.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dumpDatabase, FIXTURE_APP, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

let dir: string;
let files: string;
let b: TestBackend;
beforeEach(() => {
  dir = tempDir();
  files = tempDir('trainer-files-');
  b = testBackend(dir);
});
afterEach(() => {
  b.close();
  removeDir(dir);
  removeDir(files);
});

const fixtureText = (name: string) =>
  readFileSync(join(FIXTURE_APP, 'assets', 'drill-sets', `${name}.json`), 'utf8');

function writeFile(name: string, text: string): string {
  const path = join(files, name);
  writeFileSync(path, text);
  return path;
}

const posix = process.platform !== 'win32';

describe('defect 1: special files on import and in the engine CLI', () => {
  it.runIf(posix)('a set that links to /dev/zero is refused as a device, without reading it', async () => {
    const path = join(files, 'zero.json');
    symlinkSync('/dev/zero', path);
    b.dialogs.openQueue.push(path);
    const before = process.memoryUsage().rss;
    expect(await b.call('drillSets.importFile')).toEqual({
      ok: false,
      error: 'zero.json: a device, not a file',
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it.runIf(posix)('a FIFO is refused at once instead of waiting for a writer', async () => {
    const path = join(files, 'pipe.json');
    execFileSync('mkfifo', [path]);
    b.dialogs.openQueue.push(path);
    expect(await b.call('drillSets.importFile')).toEqual({
      ok: false,
      error: 'pipe.json: a pipe, not a file',
    });
  });

  it.runIf(process.platform === 'linux')(
    'a /proc file (size 0 on disk) is read with the byte limit and its content is never echoed',
    async () => {
      b.dialogs.openQueue.push('/proc/self/status');
      const r = await b.call('drillSets.importFile');
      expect(r).toEqual({ ok: false, error: 'status: not valid JSON (it is not JSON text)' });
    },
  );

  it('a file over the limit is refused while reading, and JSON errors quote no content', async () => {
    const big = writeFile('big.json', `{"title": "${'x'.repeat(3 * 1024 * 1024)}"}`);
    b.dialogs.openQueue.push(big);
    expect(await b.call('drillSets.importFile')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^big\.json: the file is \d+ bytes; at most 2097152$/),
    });
    b.dialogs.openQueue.push(writeFile('secret.json', '{"a": 1, SECRET-PASSWORD}'));
    const r = await b.call('drillSets.importFile');
    expect(r).toEqual({ ok: false, error: 'secret.json: not valid JSON (the fault is at line 1 column 10)' });
  });

  it.runIf(posix)(
    'the engine CLI refuses /dev/zero and a FIFO instead of running out of memory or hanging',
    () => {
      const fifo = join(files, 'cli-pipe.json');
      execFileSync('mkfifo', [fifo]);
      for (const [spec, what] of [
        ['/dev/zero', 'a device'],
        [fifo, 'a pipe'],
      ] as const) {
        const r = spawnSync(process.execPath, ['core/cli/main.ts', 'drills', '--spec', spec, '--seed', '1'], {
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(r.signal).toBeNull();
        expect(r.status).toBe(2);
        expect(r.stderr).toContain(`${what}, not a file`);
      }
    },
  );
});

export { dumpDatabase, fixtureText };
