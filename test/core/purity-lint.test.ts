// core/ is pure (docs/ARCHITECTURE.md): ESLint must fail a core file that touches the DOM, Node or Electron, and a
// cli/, node-shared/ or contract/ file that reaches into Electron or the main process (or, for contract/, the
// renderer). Each file here is linted as if it were at that path.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules a file at `path` with `code` breaks (rule ids, one per problem). */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('ESLint keeps core/ free of the DOM, Node and Electron', () => {
  it('passes a pure core file (the control)', async () => {
    const code = 'export const twice = (n: number): number => structuredClone(n) * 2 + Math.max(0, n);\n';
    expect(await broken('core/purity-probe.ts', code)).toEqual([]);
  }, 30_000);

  it.each([
    ['document', 'export const t = document.title;\n'],
    ['window', 'export const w = window.innerWidth;\n'],
    ['process', 'export const e = process.env;\n'],
    ['Buffer', "export const b = Buffer.from('x');\n"],
    ['navigator', 'export const l = navigator.language;\n'],
    ['localStorage', "export const s = localStorage.getItem('x');\n"],
    ['setImmediate', 'export const i = setImmediate;\n'],
    ['globalThis.process', 'export const p = globalThis.process;\n'],
    ['globalThis.document', 'export const d = globalThis.document;\n'],
  ])(
    'fails a core file using %s',
    async (name, code) => {
      const problems = await broken('core/purity-probe.ts', code);
      expect(problems.length, problems.join('\n')).toBeGreaterThan(0);
      expect(problems.join('\n')).toMatch(/no-restricted-(globals|properties)/);
      expect(problems.join('\n')).toContain(name.replace('globalThis.', ''));
    },
    30_000,
  );

  it.each([
    "import { readFileSync } from 'node:fs';",
    "import { readFileSync } from 'fs';",
    "import { join } from 'path';",
    "import { readFile } from 'fs/promises';",
    "import { Worker } from 'worker_threads';",
    "import { app } from 'electron';",
    "import { readJsonFile } from '../electron/files/read-json-file.ts';",
    "import { readJsonFile } from '../../electron/files/read-json-file.ts';",
    "import { readJsonFile } from '../../node-shared/files/read-json-file.ts';",
    "import { formatCents } from '../renderer/lib/money.ts';",
    "import { parseArgs } from '../cli/args.ts';",
  ])(
    'fails a core file with %s',
    async (line) => {
      const problems = await broken(
        'core/drills/purity-probe.ts',
        `${line}\nexport const x = ${line.match(/\{ (\w+) \}/)?.[1]};\n`,
      );
      expect(problems.join('\n')).toMatch(/no-restricted-imports/);
    },
    30_000,
  );
});

describe('ESLint keeps cli/, node-shared/ and contract/ beside the app, not inside it', () => {
  const CLI = 'cli/purity-probe.ts';
  const SHARED = 'node-shared/reports/purity-probe.ts';
  const BAD = ['no-restricted-imports'];
  it.each([
    [CLI, "import { verifyReport } from '../node-shared/reports/signed-report.ts';", []],
    [CLI, "import { readJsonFile } from '../node-shared/files/read-json-file.ts';", []],
    [CLI, "import { handPoint } from '../core/cards.ts';", []],
    [CLI, "import { readFileSync } from 'node:fs';", []],
    [CLI, "import { createBackend } from '../electron/backend.ts';", BAD],
    [CLI, "import { guardDataFolder } from '../electron/files/data-folder-guard.ts';", BAD],
    [CLI, "import { app } from 'electron';", BAD],
    [CLI, "import { ipcRenderer } from 'electron/renderer';", BAD],
    [CLI, "import { formatCents } from '../renderer/lib/money.ts';", BAD],
    [SHARED, "import { inTransaction } from '../storage/transaction.ts';", []],
    [SHARED, "import { handPoint } from '../../core/cards.ts';", []],
    [SHARED, "import { readFileSync } from 'node:fs';", []],
    [SHARED, "import { safeStorage } from 'electron';", BAD],
    [SHARED, "import { ipcRenderer } from 'electron/renderer';", BAD],
    [SHARED, "import { createBackend } from '../../electron/backend.ts';", BAD],
    [SHARED, "import { openDatabase } from '../../electron/storage/database.ts';", BAD],
    [SHARED, "import { parseArgs } from '../../cli/args.ts';", BAD],
    [SHARED, "import { formatCents } from '../../renderer/lib/money.ts';", BAD],
  ])(
    '%s: %s → %j',
    async (path, line, rules) => {
      const name = line.match(/\{ (\w+) \}/)?.[1];
      const problems = await broken(path, `${line}\nexport const x = ${name};\n`);
      expect(problems.map((p) => p.split(':')[0])).toEqual(rules);
    },
    30_000,
  );

  it.each([
    ["import { handPoint } from '../core/cards.ts';", []],
    ["import type { ReportSubject } from '../node-shared/reports/signed-report.ts';", []],
    ["import { z } from 'zod';", []],
    ["import { app } from 'electron';", BAD],
    ["import { ipcRenderer } from 'electron/renderer';", BAD],
    ["import { createRegistry } from '../electron/ipc/registry.ts';", BAD],
    ["import { DealProgress } from '../electron/engine/deal-jobs.ts';", BAD],
    ["import { formatCents } from '../renderer/lib/money.ts';", BAD],
    ["import { parseArgs } from '../cli/args.ts';", BAD],
  ])(
    'contract/: %s → %j',
    async (line, rules) => {
      const name = line.match(/\{ (\w+) \}/)?.[1];
      const problems = await broken('contract/purity-probe.ts', `${line}\nexport const x = ${name};\n`);
      expect(problems.map((p) => p.split(':')[0])).toEqual(rules);
    },
    30_000,
  );

  it('lets the main process import Electron and node-shared/ (the control)', async () => {
    const code =
      "import { app } from 'electron';\nimport { inTransaction } from '../node-shared/storage/transaction.ts';\nexport const v = [app.getVersion(), inTransaction];\n";
    expect(await broken('electron/main-probe.ts', code)).toEqual([]);
  }, 30_000);
});
