// Measured in Chromium on the built renderer wired to the real main-process handlers:
// - page launch to the first prompt (target under 1 s),
// - frame times while a coup is dealt with full animation (no frame over 50 ms, median about 16.7 ms),
// - a key press to the feedback on screen (target under 50 ms),
// - the renderer's bundle size (dist/renderer).
// Every figure is printed and attached to the report, with whether it met its target. None is asserted: on a
// loaded machine (another process on a core) one frame took 150 ms, and `npm test` must pass there (issue 9).
// The test asserts only that each figure was measured.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './harness.ts';
import { median } from '../support/median.ts';

function dirSize(dir: string): { total: number; js: number; css: number } {
  const sizes = { total: 0, js: 0, css: 0 };
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    const st = statSync(path);
    if (!st.isFile()) continue;
    sizes.total += st.size;
    if (name.endsWith('.js')) sizes.js += st.size;
    if (name.endsWith('.css')) sizes.css += st.size;
  }
  return sizes;
}

test('performance: first prompt, deal frame times, key to feedback, bundle size', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  const figures: Record<string, number | string> = {};

  // Record every animation frame from the start of the page, on the performance.now() clock.
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: number[] };
    w.__frames = [];
    const tick = (t: number) => {
      w.__frames.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  // Full animation, at the normal speed, for the frame-time measurement.
  await trainer.open();
  await page.evaluate(() => window.trainer.settings.set({ reducedMotion: 'off', speed: 1 }));
  await trainer.open();
  await expect(page.getByTestId('quick-start')).toBeEnabled();
  await page.getByTestId('quick-start').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();

  const t = await page.evaluate(() => {
    const mark = (name: string) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN;
    const frames = (window as unknown as { __frames: number[] }).__frames;
    const deltas = (from: number, to: number) => {
      const during = frames.filter((f) => f >= from && f <= to);
      return during.slice(1).map((f, i) => f - (during[i] as number));
    };
    const prompt = mark('bdt:prompt');
    const start = mark('bdt:deal-start');
    const end = mark('bdt:prompt-shown');
    return {
      home: mark('bdt:home'),
      prompt,
      dealStart: start,
      shown: end,
      build: deltas(prompt, start + 20),
      deltas: deltas(start, end + 20),
    };
  });
  figures['page launch to home screen (ms)'] = Math.round(t.home);
  figures['page launch to first prompt received (ms, one key press at the home screen)'] = Math.round(
    t.prompt,
  );
  figures['page launch to first prompt on screen, deal starting (ms)'] = Math.round(t.dealStart);
  figures['page launch to first prompt fully dealt (ms)'] = Math.round(t.shown);
  figures['deal animation (ms)'] = Math.round(t.shown - t.dealStart);
  figures['building the drill screen, frame times (ms)'] = t.build.map((d) => Math.round(d)).join(' ');
  figures['frames during the deal'] = t.deltas.length;
  figures['longest frame during the deal (ms)'] = Math.round(Math.max(...t.deltas) * 10) / 10;
  figures['median frame during the deal (ms)'] = Math.round(median(t.deltas) * 10) / 10;
  figures['frame times of the deal (ms)'] = t.deltas.map((d) => Math.round(d)).join(' ');

  // Key press to feedback: from the key event's time stamp to the feedback in the DOM and to the next frame.
  const latencies: { dom: number; frame: number }[] = [];
  for (let i = 0; i < 5; i++) {
    await expect(page.locator('[data-phase="answering"]')).toBeVisible();
    const form = await page.locator('[data-phase]').getAttribute('data-form');
    await page.evaluate(() => {
      const w = window as unknown as { __fb: Promise<{ dom: number; frame: number }> };
      w.__fb = new Promise((resolve) => {
        const seen = () => document.querySelector('[data-testid="feedback"]');
        const obs = new MutationObserver(() => {
          if (!seen()) return;
          obs.disconnect();
          const dom = performance.now();
          requestAnimationFrame(() => resolve({ dom, frame: performance.now() }));
        });
        obs.observe(document.body, { childList: true, subtree: true });
      });
    });
    const keys =
      form === 'points'
        ? ['1', '2', 'Enter']
        : form === 'draw'
          ? ['d']
          : form === 'result'
            ? ['p']
            : ['1', 'Enter'];
    for (const k of keys) await page.keyboard.press(k);
    const r = await page.evaluate(async () => {
      const w = window as unknown as { __fb: Promise<{ dom: number; frame: number }> };
      const seen = await w.__fb;
      const key = performance.getEntriesByName('bdt:key').at(-1)?.startTime ?? NaN;
      return { dom: seen.dom - key, frame: seen.frame - key };
    });
    latencies.push(r);
    await page.keyboard.press('Enter');
  }
  figures['key press to feedback in the DOM, median of 5 (ms)'] =
    Math.round(median(latencies.map((l) => l.dom)) * 10) / 10;
  figures['key press to the frame showing feedback, median of 5 (ms)'] =
    Math.round(median(latencies.map((l) => l.frame)) * 10) / 10;
  figures['key press to the frame showing feedback, worst of 5 (ms)'] =
    Math.round(Math.max(...latencies.map((l) => l.frame)) * 10) / 10;

  const size = dirSize(join(process.cwd(), 'dist', 'renderer'));
  figures['dist/renderer total (KiB)'] = Math.round(size.total / 1024);
  figures['dist/renderer JavaScript (KiB)'] = Math.round(size.js / 1024);
  figures['dist/renderer CSS (KiB)'] = Math.round(size.css / 1024);

  const targets: [string, boolean][] = [
    ['first prompt on screen under 1 s', t.dealStart < 1000],
    ['no frame over 50 ms while dealing', Math.max(...t.deltas) <= 50],
    ['median frame near 16.7 ms (under 20)', median(t.deltas) < 20],
    ['key to feedback under 50 ms', median(latencies.map((l) => l.frame)) < 50],
  ];
  for (const [target, met] of targets) figures[`target: ${target}`] = met ? 'met' : 'MISSED (not asserted)';

  const report = Object.entries(figures)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  console.log(`\nRenderer performance (Chromium)\n${report}\n`);
  await testInfo.attach('performance.txt', { body: report, contentType: 'text/plain' });

  // Measured, not judged: each figure exists and is a time.
  for (const value of [t.home, t.prompt, t.dealStart, t.shown]) expect(value).toBeGreaterThan(0);
  expect(t.deltas.length, 'frames were recorded while dealing').toBeGreaterThan(0);
  for (const l of latencies) expect(l.frame).toBeGreaterThanOrEqual(l.dom);
});
