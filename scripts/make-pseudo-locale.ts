// Compiles the messages for the pseudo-locale screen run (issue 24; test/e2e/pseudo-locale.e2e.ts): English is
// replaced by its pseudo form (pseudo-text.ts) and compiled with Paraglide as English, into dist/paraglide-pseudo/.
// `PSEUDO_LOCALE=1 vite build` builds the renderer with it (vite.config.ts) into dist/renderer-pseudo/. It is never a
// language of the app: the app and its tests build from i18n/paraglide/ as ever.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compileMessages } from './make-messages.ts';
import { pseudoMessage } from './pseudo-text.ts';

const root = join(import.meta.dirname, '..');
export const PSEUDO_OUTDIR = join(root, 'dist', 'paraglide-pseudo');

export async function makePseudoLocale(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'pseudo-locale-'));
  try {
    cpSync(join(root, 'project.inlang', 'settings.json'), join(work, 'project.inlang', 'settings.json'));
    cpSync(join(root, 'messages'), join(work, 'messages'), { recursive: true });
    const english = JSON.parse(readFileSync(join(root, 'messages', 'en.json'), 'utf8')) as Record<
      string,
      string
    >;
    const pseudo = Object.fromEntries(
      Object.entries(english).map(([id, text]) => [id, id.startsWith('$') ? text : pseudoMessage(text)]),
    );
    writeFileSync(join(work, 'messages', 'en.json'), `${JSON.stringify(pseudo, null, 2)}\n`);
    const output = await compileMessages(work);
    rmSync(PSEUDO_OUTDIR, { recursive: true, force: true });
    for (const [name, text] of Object.entries(output)) {
      mkdirSync(dirname(join(PSEUDO_OUTDIR, name)), { recursive: true });
      writeFileSync(join(PSEUDO_OUTDIR, name), text);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    await makePseudoLocale();
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
