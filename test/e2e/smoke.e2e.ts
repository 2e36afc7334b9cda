// The harness works end to end: the built renderer loads under the app's CSP, window.trainer reaches the real
// main-process registry and its SQLite store in this test's own data folder, and the server refuses hostile paths.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { CHANNELS } from '../../contract/index.ts';
import { expect, test } from './harness.ts';

function rawStatus(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test('the renderer loads with window.trainer wired to the real store', async ({
  openApp,
  appUrl,
  trainerCall,
  consoleErrors,
  dataDir,
}, testInfo) => {
  const page = await openApp();
  await expect(page.locator('#app > *').first()).toBeVisible();

  const shape = await page.evaluate(() =>
    Object.entries(window.trainer).flatMap(([area, methods]) =>
      Object.entries(methods as Record<string, unknown>).map(([m, fn]) => `${area}.${m}:${typeof fn}`),
    ),
  );
  expect(shape.sort()).toEqual(CHANNELS.map((c) => `${c}:function`).sort());

  const info = await page.evaluate(() => window.trainer.app.info());
  expect(info).toEqual({ ok: true, value: { version: 'e2e', dataDir, platform: process.platform } });
  expect(await page.evaluate(() => window.trainer.storage.status())).toEqual({
    ok: true,
    value: { state: 'ok' },
  });

  const created = await page.evaluate(() =>
    window.trainer.trainees.create({ name: 'Smoke Test', identifier: 'E2E-1' }),
  );
  expect(created).toMatchObject({ ok: true, value: { name: 'Smoke Test', identifier: 'E2E-1' } });
  const listed = await trainerCall('trainees.list');
  expect(listed.ok && listed.value.map((t) => t.name)).toContain('Smoke Test');

  const bad = await page.evaluate(() => window.trainer.trainees.create({ name: '' }));
  expect(bad).toMatchObject({
    ok: false,
    error: 'Invalid request to trainees.create: name: must not be empty',
  });

  const origin = new URL(appUrl).origin;
  const response = await page.request.get(appUrl);
  expect(response.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'/);
  for (const hostile of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '//etc/passwd']) {
    expect(await rawStatus(origin, hostile), hostile).toBeGreaterThanOrEqual(400);
  }

  await page.screenshot({ path: testInfo.outputPath('smoke.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test.describe('a database that cannot be opened', () => {
  test.use({ dataDirFiles: { 'trainer.db': 'this is not a database '.repeat(300) } });

  test('storage.status explains it through the bridge, and the file is left alone', async ({ trainer }) => {
    const page = await trainer.open();
    const status = await page.evaluate(() => window.trainer.storage.status());
    expect(status).toMatchObject({ ok: true, value: { state: 'error', reason: 'corrupt' } });
    const list = await page.evaluate(() => window.trainer.trainees.list());
    expect(list).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Training data is not available: /),
    });
    expect(readFileSync(`${trainer.dataDir}/trainer.db`, 'utf8')).toBe('this is not a database '.repeat(300));
  });
});
