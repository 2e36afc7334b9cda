// Packaging smoke test: build, run electron-builder's unpacked (--dir) target with electronDist pointing at a stub (so
// nothing is downloaded), then check what went into the asar, that the fuses were flipped, and that the packaged
// main process boots (under Node, with 'electron' faked) and serves its page and its drill library.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractAll, extractFile, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { writeStubElectron } from './stub-electron.ts';
import { CHANNELS } from '../../contract/index.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  build: { linux: { executableName: string } };
};
const ELECTRON_VERSION = (pkg.devDependencies['electron'] ?? '').replace(/^[^\d]*/, '');
const ON = 49;
const OFF = 48;

let work: string;
let appOut: string;
let files: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 480_000,
  });
  if (r.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

describe.skipIf(process.platform !== 'linux')('packaging: the unpacked app', () => {
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'trainer-package-'));
    writeStubElectron(join(work, 'electron-dist'), ELECTRON_VERSION);
    // npm test builds the app just before this test and says so (scripts/test-builds.sh): built once, not twice.
    if (process.env['BDT_APP_BUILT'] !== '1') run('npm', ['run', '--silent', 'build']);
    run(join(ROOT, 'node_modules', '.bin', 'electron-builder'), [
      '--linux',
      'dir',
      '--publish',
      'never',
      `-c.electronDist=${join(work, 'electron-dist')}`,
      `-c.directories.output=${join(work, 'release')}`,
    ]);
    appOut = join(work, 'release', 'linux-unpacked');
    files = listPackage(join(appOut, 'resources', 'app.asar'), { isPack: false }).map((f) =>
      f.replaceAll('\\', '/'),
    );
  });
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('holds main, the preload, the compiled engine, the renderer and the starter drill sets', () => {
    for (const f of [
      '/package.json',
      `/${pkg.main}`,
      '/dist/electron/preload.cjs',
      '/dist/electron/ipc/registry.js',
      // The channel contract main and the preload are built from (contract/).
      '/dist/contract/index.js',
      // The dealing thread (electron/engine/dealer.ts loads it beside itself) and what it imports.
      '/dist/electron/engine/deal-worker.js',
      '/dist/electron/engine/deal-jobs.js',
      '/dist/electron/engine/packed-items.js',
      // The thread that runs the whole-database checks (electron/storage/store-checks.ts loads it beside itself).
      '/dist/electron/storage/store-checks-worker.js',
      '/dist/electron/storage/store-checks.js',
      // The thread that copies the WAL back into the database (electron/storage/wal-checkpoint.ts loads it beside itself).
      '/dist/electron/storage/wal-checkpoint-worker.js',
      // The thread that counts a trainee's case figures in a training room (progress-room-thread.ts loads it beside
      // itself) and what it builds them with.
      '/dist/electron/features/progress/progress-room-worker.js',
      '/dist/electron/features/progress/progress-room-build.js',
      '/dist/electron/features/progress/progress-room-tally.js',
      '/dist/electron/features/progress/progress-room-warm.js',
      // The room's push thread (electron/room/sync.ts loads it beside itself) and the push it runs.
      '/dist/electron/room/sync-worker.js',
      '/dist/electron/room/push-run.js',
      // What the main process shares with the command line (node-shared/).
      '/dist/node-shared/keystore/key-store.js',
      '/dist/node-shared/reports/signed-report.js',
      '/dist/core/drills/session.js',
      '/dist/core/profiles.js',
      // The compiled messages core/ and contract/ import (issue 24; i18n/paraglide, no package of their own).
      '/dist/i18n/paraglide/runtime.js',
      '/dist/i18n/paraglide/messages/_index.js',
      '/dist/renderer/index.html',
      '/node_modules/zod/package.json',
      '/node_modules/ts-fsrs/package.json',
      '/node_modules/@pdf-lib/fontkit/package.json',
      // HarfBuzz for right-to-left names in the report: its module and its WebAssembly, inside the asar (Electron reads
      // a file there with fs, as harfbuzzjs does; not unpacked, so the asar's integrity check covers it).
      '/node_modules/harfbuzzjs/package.json',
      '/node_modules/harfbuzzjs/dist/index.mjs',
      '/node_modules/harfbuzzjs/dist/harfbuzz.js',
      '/node_modules/harfbuzzjs/dist/harfbuzz.wasm',
      '/assets/fonts/DejaVuSans.ttf',
      '/assets/fonts/DejaVuSans-Bold.ttf',
      '/assets/fonts/LICENSE',
      '/assets/fonts/wqy-microhei.ttc',
      '/assets/fonts/LICENSE-wqy-microhei',
    ]) {
      expect(files, f).toContain(f);
    }
    // The font subsetter's WebAssembly is never loaded: left out (0.7 MB).
    expect(files).not.toContain('/node_modules/harfbuzzjs/dist/harfbuzz-subset.wasm');
    expect(files.filter((f) => /^\/dist\/renderer\/assets\/.+\.js$/.test(f)).length).toBeGreaterThan(0);
    expect(files.filter((f) => /^\/dist\/renderer\/assets\/.+\.css$/.test(f)).length).toBeGreaterThan(0);
    expect(files.filter((f) => /^\/dist\/renderer\/assets\/.+\.svg$/.test(f)).length).toBeGreaterThanOrEqual(
      52,
    );
    const drillSets = readdirJson(join(ROOT, 'assets', 'drill-sets'));
    expect(drillSets.length).toBeGreaterThan(0);
    for (const name of drillSets) expect(files).toContain(`/assets/drill-sets/${name}`);
    const packed = JSON.parse(
      extractFile(join(appOut, 'resources', 'app.asar'), 'package.json').toString(),
    ) as {
      main: string;
    };
    expect(packed.main).toBe('dist/electron/main.js');
  });

  it('holds no tests, test data, sources or devDependencies', () => {
    const offending = files.filter(
      (f) =>
        /^\/(test|test-results|scripts|docs|renderer|electron|contract|core|build|release)(\/|$)/.test(f) ||
        /\.(ts|cts|mts|map|svelte)$/.test(f) ||
        /\.(test|bench|e2e)\.[a-z]+$/.test(f) ||
        /(^|\/)(fixtures|tsconfig[^/]*\.json|vite\.config|vitest\.config|playwright\.config)/.test(f) ||
        /\/node_modules\/zod\/src\//.test(f),
    );
    expect(offending).toEqual([]);
    for (const dev of Object.keys(pkg.devDependencies)) {
      expect(files, dev).not.toContain(`/node_modules/${dev}`);
    }
    const modules = new Set(
      // A scope folder (/node_modules/@pdf-lib) is not a module; the modules are inside it.
      files.map((f) => /^\/node_modules\/(@[^/]+\/[^/]+|[^@/][^/]*)(\/|$)/.exec(f)?.[1]).filter(Boolean),
    );
    // The runtime dependencies and theirs: zod; @noble/hashes for seeding (core/rng.ts); pdf-lib (with its fonts,
    // PNG reader, pako, tslib) and @pdf-lib/fontkit to embed the report's font; qrcode-generator; ts-fsrs for the
    // progress schedule; harfbuzzjs to shape right-to-left names in the report; pg (node-postgres, with its
    // protocol, pool, type parsers and their small helpers) for the training room's PostgreSQL.
    expect([...modules].sort()).toEqual(
      [
        '@noble/hashes',
        '@pdf-lib/fontkit',
        '@pdf-lib/standard-fonts',
        '@pdf-lib/upng',
        'harfbuzzjs',
        'pako',
        'pdf-lib',
        'pg',
        'pg-cloudflare',
        'pg-connection-string',
        'pg-int8',
        'pg-pool',
        'pg-protocol',
        'pg-types',
        'pgpass',
        'postgres-array',
        'postgres-bytea',
        'postgres-date',
        'postgres-interval',
        'qrcode-generator',
        'split2',
        'ts-fsrs',
        'tslib',
        'xtend',
        'zod',
      ].sort(),
    );
  });

  it('flips the fuses: no RunAsNode, app only from the asar, asar integrity, cookie encryption', async () => {
    const wire = await getCurrentFuseWire(join(appOut, pkg.build.linux.executableName));
    expect({
      runAsNode: wire[FuseV1Options.RunAsNode],
      cookieEncryption: wire[FuseV1Options.EnableCookieEncryption],
      nodeOptions: wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
      inspect: wire[FuseV1Options.EnableNodeCliInspectArguments],
      asarIntegrity: wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
      onlyFromAsar: wire[FuseV1Options.OnlyLoadAppFromAsar],
      fileProtocolPrivileges: wire[FuseV1Options.GrantFileProtocolExtraPrivileges],
    }).toEqual({
      runAsNode: OFF,
      cookieEncryption: ON,
      nodeOptions: OFF,
      inspect: OFF,
      asarIntegrity: ON,
      onlyFromAsar: ON,
      fileProtocolPrivileges: OFF,
    });
  });

  it('the packaged main process boots: hardened window, every channel, its page and its drill library', () => {
    const { extracted, report } = bootPackaged('extracted', 'data');
    expect(report).toMatchObject({
      sandbox: true,
      loadURL: 'app://trainer/index.html',
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true },
      index: {
        status: 200,
        hasApp: true,
        csp: expect.stringMatching(/^default-src 'none'; script-src 'self'/),
      },
      script: { status: 200, type: 'text/javascript; charset=utf-8' },
      storage: { state: 'ok' },
      refused: "Refused: this request did not come from the trainer's own page.",
      setUp: true,
    });
    expect(report.beforeSetup).toMatch(/^This app is not set up yet/);
    expect(report.webPreferences.preload).toBe(join(extracted, 'dist', 'electron', 'preload.cjs'));
    expect(report.hostile).toBeGreaterThanOrEqual(400);
    expect(report.drillSets).toBe(readdirJson(join(ROOT, 'assets', 'drill-sets')).length);
    expect([...report.channels].sort()).toEqual([...CHANNELS].sort());
  });

  it("shapes a right-to-left name with the package's own HarfBuzz, as the certificate PDF does", () => {
    // The same boot as above: the packaged fonts module (dist/electron/reports/fonts.js) loaded from the package.
    const { extracted, report } = bootPackaged('extracted-shaping', 'data-shaping');
    const { shaping } = report as {
      shaping: {
        error?: string;
        wasm: string[];
        shaped: number[];
        perCharacter: number[];
        marks: number[][];
      };
    };
    expect(shaping.error).toBeUndefined();
    // HarfBuzz's WebAssembly came from the package, not from the repository's node_modules. harfbuzzjs reads it with
    // fs.readFileSync(a file URL), which Electron's asar fs also reads inside app.asar (it turns a URL into a path).
    expect(shaping.wasm.map((w) => (w.startsWith('file:') ? fileURLToPath(w) : w))).toEqual([
      join(extracted, 'node_modules', 'harfbuzzjs', 'dist', 'harfbuzz.wasm'),
    ]);
    // Shaped, not a glyph per character: lam and alef are one ligature glyph, seen takes its initial form (the last
    // glyph in visual order), which is not the glyph it has alone.
    expect(shaping.shaped).toHaveLength(shaping.perCharacter.length - 1);
    expect(shaping.shaped.at(-1)).not.toBe(shaping.perCharacter[0]);
    // Hebrew vowel marks are placed by HarfBuzz (an offset off the pen), not at the font's default.
    expect(shaping.marks.some(([dx, dy]) => dx !== 0 || dy !== 0)).toBe(true);
  });
});

/**
 * The asar's files extracted into `work/folder`, its main process booted under Node with 'electron' faked
 * (fake-electron.mjs), on a data folder of its own: the JSON report the stub prints last.
 */
function bootPackaged(
  folder: string,
  data: string,
): { extracted: string; report: ReturnType<typeof JSON.parse> } {
  const extracted = join(work, folder);
  extractAll(join(appOut, 'resources', 'app.asar'), extracted);
  const out = run(
    process.execPath,
    ['--import', join(import.meta.dirname, 'register-fake-electron.mjs'), join(extracted, pkg.main)],
    { TRAINER_DATA_DIR: join(work, data) },
  );
  return { extracted, report: JSON.parse(out.trim().split('\n').at(-1) ?? '{}') };
}

function readdirJson(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.json'));
}
