// Issue 11, the shell: Electronegativity reports nothing of medium severity or above on the app's window, preload,
// main process and page; and the same audit does fail when a window is weakened, so a clean result means something.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditElectron, type Audit } from '../../scripts/electronegativity.ts';
import { removeDir, tempDir } from './helpers.ts';

const REPO = join(import.meta.dirname, '..', '..');
let dir: string;

/** A copy of what the audit reads, with window.ts, preload.cts and index.html edited. */
function weakened(
  name: string,
  editWindow: (source: string) => string,
  editPage: (html: string) => string = (h) => h,
) {
  const root = join(dir, name);
  cpSync(join(REPO, 'electron'), join(root, 'electron'), { recursive: true });
  cpSync(join(REPO, 'contract'), join(root, 'contract'), { recursive: true });
  mkdirSync(join(root, 'renderer'));
  cpSync(join(REPO, 'package.json'), join(root, 'package.json'));
  const window = join(root, 'electron', 'window.ts');
  const edited = editWindow(readFileSync(window, 'utf8'));
  writeFileSync(window, edited);
  // The preload (.cts) is scanned too: a string run as code in it is a finding.
  const preload = join(root, 'electron', 'preload.cts');
  writeFileSync(preload, `${readFileSync(preload, 'utf8')}\neval('1 + ' + process.env['X']);\n`);
  writeFileSync(
    join(root, 'renderer', 'index.html'),
    editPage(readFileSync(join(REPO, 'renderer', 'index.html'), 'utf8')),
  );
  return root;
}

const serious = (audit: Audit) => audit.findings.filter((f) => f.serious).map((f) => f.id);

beforeAll(() => {
  dir = tempDir();
});
afterAll(() => removeDir(dir));

describe('electronegativity', () => {
  it('finds nothing of medium severity or above in the app, and parses every file', async () => {
    const audit = await auditElectron(REPO);
    expect(audit.unparsed).toEqual([]);
    expect(audit.findings.filter((f) => f.serious)).toEqual([]);
    // It did read the sources: the Electron version from package.json, the CSP from the page.
    expect(audit.findings.map((f) => f.id)).toContain('ELECTRON_VERSION_JSON_CHECK');
  }, 60_000);

  it('fails a window without the Auxclick switch or the sandbox, a preload running a string as code, a page without its CSP', async () => {
    const root = weakened(
      'weak',
      (s) => {
        const out = s
          .replace(/\n\s*disableBlinkFeatures: 'Auxclick',/, '')
          .replace('sandbox: true,', 'sandbox: false,');
        expect(out).not.toBe(s);
        return out;
      },
      (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, ''),
    );
    expect(serious(await auditElectron(root)).sort()).toEqual([
      'AUXCLICK_JS_CHECK',
      'CSP_GLOBAL_CHECK',
      'DANGEROUS_FUNCTIONS_JS_CHECK',
      'SANDBOX_JS_CHECK',
    ]);
  }, 60_000);
});
