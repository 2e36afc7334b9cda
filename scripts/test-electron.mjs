// npm run test:electron: a Playwright _electron test of the real app (test/electron/app.electron.ts).
// It needs the Electron binary. Where the binary is absent, this says so and exits 0 WITHOUT running or claiming
// anything: requiring the 'electron' package would try to download it, so the check reads the files only.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const pkgDir = join(root, 'node_modules', 'electron');

/** The Electron executable, found the way node_modules/electron/index.js finds it, but never downloading. */
function electronBinary() {
  const pathFile = join(pkgDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const p = join(process.env.ELECTRON_OVERRIDE_DIST_PATH, relative || 'electron');
    return existsSync(p)
      ? { path: p }
      : { missing: `ELECTRON_OVERRIDE_DIST_PATH is set but ${p} does not exist` };
  }
  if (!existsSync(pkgDir)) return { missing: 'node_modules/electron is not installed (run npm install)' };
  if (!relative) {
    return { missing: 'node_modules/electron/path.txt is missing: the Electron binary was never downloaded' };
  }
  const p = join(pkgDir, 'dist', relative);
  return existsSync(p)
    ? { path: p }
    : { missing: `${p} does not exist: the Electron binary was never downloaded` };
}

const binary = electronBinary();
if (!binary.path) {
  console.log(`test:electron SKIPPED: ${binary.missing}.`);
  console.log(
    'The real-app test needs the Electron binary, which the electron package downloads from GitHub the first time it is required.',
  );
  console.log(
    'Nothing was run and nothing is claimed. On a machine that can reach GitHub, `npx electron --version` (or `npm start`) fetches it.',
  );
  process.exit(0);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const env = { ...process.env, TRAINER_ELECTRON_PATH: binary.path };
const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const test = spawnSync(
  npx,
  ['playwright', 'test', '--config', 'test/electron/playwright.electron.config.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
process.exit(test.status ?? 1);
