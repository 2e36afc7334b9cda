// Measures how much each screen of the screen tests differs from run to run on this build, and writes
// test/e2e/screen-noise.json, from which each screen's tolerance is taken (test/e2e/screen-tolerance.ts).
// Usage: node scripts/measure-screen-noise.ts [runs=3]. A first run takes every picture into a folder of its own; each
// further run compares its pictures with those, with no tolerance, and a picture that differs reports how many pixels
// did; the worst share over all runs is kept. (The committed references are not used: a reference made by an older
// build would measure the build's change, not the noise.) Run it after a reference is added or redrawn, on a machine
// as busy as CI's, and commit the file with the references.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Result {
  status: string;
  errors: { message?: string }[];
}
interface Spec {
  title: string;
  tests: { results: Result[] }[];
}
interface Suite {
  title: string;
  specs?: Spec[];
  suites?: Suite[];
}

const runs = Number(process.argv[2] ?? 3);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`runs: a whole number of at least 1, not ${process.argv[2]}`);
const root = join(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'screen-noise-'));
execFileSync('npm', ['run', '--silent', 'build:renderer'], { cwd: root, stdio: 'inherit' });

const pictures = join(outDir, 'pictures');
const playwright = (report: string, extra: string[]) =>
  spawnSync(
    'npx',
    [
      'playwright',
      'test',
      'test/e2e/screens.e2e.ts',
      '--project',
      'e2e',
      '--grep',
      'as in the reference',
      '--reporter',
      'json',
      ...extra,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        SCREEN_NOISE_PROBE: '1',
        SCREEN_NOISE_DIR: pictures,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    },
  );

// The first run's pictures are what the others are compared with.
playwright(join(outDir, 'run-0.json'), ['--update-snapshots=all']);
const worst = new Map<string, number>();
const seen = new Set<string>();
for (let run = 1; run <= runs; run++) {
  const report = join(outDir, `run-${run}.json`);
  playwright(report, []);
  const walk = (suite: Suite): void => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          // The reporter colours its messages; the escape codes are taken out before reading them.
          // eslint-disable-next-line no-control-regex -- the escape character is what is matched
          const messages = result.errors.map((e) => (e.message ?? '').replace(/\u001b\[\d+m/g, ''));
          for (const message of messages) {
            const shot = /Snapshot: (\S+)\.png/.exec(message);
            const pixels = /(\d+) pixels \(ratio/.exec(message);
            if (!shot || !pixels)
              throw new Error(
                `run ${run}: ${spec.title} failed for another reason than a difference:\n${message}`,
              );
            const [, w, h] = /-(\d+)x(\d+)$/.exec(shot[1]!) ?? [];
            const share = Number(pixels[1]) / (Number(w) * Number(h));
            worst.set(shot[1]!, Math.max(worst.get(shot[1]!) ?? 0, share));
          }
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] };
  for (const suite of parsed.suites) walk(suite);
  process.stdout.write(
    `run ${run}: ${[...worst.values()].filter((v) => v > 0).length} pictures differed so far\n`,
  );
}
// Every picture taken, differing or not: the first run's folder names them all.
for (const file of readdirSync(pictures)) if (file.endsWith('.png')) seen.add(file.slice(0, -'.png'.length));
for (const name of seen) if (!worst.has(name)) worst.set(name, 0);
const sorted = Object.fromEntries([...worst].sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  join(root, 'test/e2e/screen-noise.json'),
  `${JSON.stringify({ runs, measuredAt: new Date().toISOString().slice(0, 10), worst: sorted }, null, 2)}\n`,
);
process.stdout.write(`wrote test/e2e/screen-noise.json: ${worst.size} screens over ${runs} runs\n`);
