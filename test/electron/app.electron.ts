// The real app under Electron (npm run test:electron): the window loads app://trainer, the renderer has no Node, the
// bridge reaches the store, data survives a restart, and a second instance gives way to the first.
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const executablePath = process.env['TRAINER_ELECTRON_PATH'];

let dataDir = '';
test.beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'trainer-electron-'));
});
test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function launch(): Promise<ElectronApplication> {
  if (!executablePath)
    throw new Error('TRAINER_ELECTRON_PATH is not set: run this through npm run test:electron');
  return electron.launch({
    executablePath,
    args: [ROOT],
    cwd: ROOT,
    env: { ...process.env, TRAINER_DATA_DIR: dataDir } as Record<string, string>,
  });
}

test('the window is the app page, sandboxed, with window.trainer reaching the store', async () => {
  const testInfo = test.info();
  const app = await launch();
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('load');
    expect(page.url()).toBe('app://trainer/index.html');
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
    const info = await page.evaluate(() => window.trainer.app.info());
    expect(info).toMatchObject({ ok: true, value: { dataDir } });
    // A fresh data folder: nothing but the first run's setup answers until the trainer passcode is set (issue 21).
    const refused = await page.evaluate(() => window.trainer.trainees.create({ name: 'Electron Test' }));
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('not set up yet') });
    const set = await page.evaluate(() =>
      window.trainer.trainer.setPasscode({ passcode: 'electron-test-set-up' }),
    );
    expect(set).toMatchObject({ ok: true });
    const created = await page.evaluate(() => window.trainer.trainees.create({ name: 'Electron Test' }));
    expect(created).toMatchObject({ ok: true });
    const opened = await page.evaluate(() => window.open('https://example.com/') === null);
    expect(opened).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('window.png') });
  } finally {
    await app.close();
  }

  const again = await launch();
  try {
    const page = await again.firstWindow();
    const list = await page.evaluate(() => window.trainer.trainees.list());
    expect(list).toMatchObject({ ok: true, value: [expect.objectContaining({ name: 'Electron Test' })] });
  } finally {
    await again.close();
  }
});

test('a second instance quits and leaves the first running', async () => {
  const first = await launch();
  try {
    await first.firstWindow();
    // Started directly (not through Playwright, which would wait for a window that never comes).
    const second = spawn(executablePath as string, [ROOT], {
      cwd: ROOT,
      env: { ...process.env, TRAINER_DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const exited = await new Promise<number | null>((done) => second.on('exit', (code) => done(code)));
    expect(exited).toBe(0);
    expect(first.windows()).toHaveLength(1);
  } finally {
    await first.close();
  }
});
