// Electronegativity (Doyensec's Electron security scanner) over what the app ships: the main process and preload
// sources (electron/), the page (renderer/index.html, with its CSP) and package.json. It runs offline: its HTTP
// client (got) is replaced by one that fails at once, so it uses its bundled English texts instead of downloading
// translations, and the one check that downloads Electron's release list (AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK) is
// left out; the pinned Electron version is given, not detected. Used by `npm run audit:electron` and its test.
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

interface Level {
  readonly name: string;
  readonly value: number;
}
interface Issue {
  readonly id: string;
  readonly file: string;
  readonly location: { readonly line: number; readonly column: number };
  readonly description: string;
  readonly severity: Level;
  readonly confidence: Level;
}
interface ScanResult {
  readonly issues: readonly Issue[];
  readonly errors: readonly { file: string; message: string; tolerable?: boolean }[];
}
type Run = (options: Record<string, unknown>) => Promise<ScanResult>;

const require = createRequire(import.meta.url);
const scanner = createRequire(require.resolve('@doyensec/electronegativity'));
const gotPath = scanner.resolve('got');
// Its HTTP client, as a loaded module that fails at once (see the head of this file).
const offline = new Module(gotPath);
offline.filename = gotPath;
offline.loaded = true;
offline.exports = () => Promise.reject(new Error('electronegativity runs offline here'));
require.cache[gotPath] = offline;
const run = scanner('./runner.js') as Run;
const { severity } = scanner('./finder/attributes.js') as { severity: Record<'MEDIUM', Level> };

export interface Finding {
  readonly id: string;
  readonly severity: string;
  readonly confidence: string;
  /** file:line:column, the file relative to the app's root. */
  readonly where: string;
  readonly description: string;
  /** Medium severity or above: the audit fails. */
  readonly serious: boolean;
}

export interface Audit {
  readonly findings: readonly Finding[];
  /** Files the scanner could not parse, so did not check. */
  readonly unparsed: readonly string[];
}

/** Scans electron/, contract/, renderer/index.html and package.json under root (copied, so nothing else is scanned). */
export async function auditElectron(root: string): Promise<Audit> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const scan = mkdtempSync(join(tmpdir(), 'electronegativity-'));
  try {
    cpSync(join(root, 'electron'), join(scan, 'electron'), { recursive: true });
    // The IPC contract main and the preload are built from (it lived in electron/ipc until issue 19).
    cpSync(join(root, 'contract'), join(scan, 'contract'), { recursive: true });
    // The scanner reads .js and .ts only: the preload (CommonJS TypeScript, .cts) is scanned as .cts.ts.
    for (const file of readdirSync(join(scan, 'electron'), { recursive: true, encoding: 'utf8' }))
      if (/\.[cm]ts$/.test(file))
        renameSync(join(scan, 'electron', file), join(scan, 'electron', `${file}.ts`));
    cpSync(join(root, 'renderer', 'index.html'), join(scan, 'renderer', 'index.html'));
    cpSync(join(root, 'package.json'), join(scan, 'package.json'));
    const result = await run({
      input: scan,
      electronVersionOverride: pkg.devDependencies['electron'],
      excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
      isRelative: false,
    });
    const name = (file: string) =>
      (file.startsWith(scan) ? relative(scan, file) : file).replace(/\.([cm]ts)\.ts$/, '.$1');
    return {
      findings: result.issues.map((i) => ({
        id: i.id,
        severity: i.severity.name,
        confidence: i.confidence.name,
        where: `${name(i.file)}:${i.location.line}:${i.location.column}`,
        description: i.description,
        serious: i.severity.value >= severity.MEDIUM.value,
      })),
      unparsed: result.errors.filter((e) => !e.tolerable).map((e) => `${name(e.file)}: ${e.message}`),
    };
  } finally {
    rmSync(scan, { recursive: true, force: true });
  }
}
