// Compiles the messages for the pseudo-locale screen run (issue 24; test/e2e/pseudo-locale.e2e.ts): English is
// replaced by its pseudo form (pseudo-text.ts) and compiled with Paraglide as English, into dist/paraglide-pseudo/.
// `PSEUDO_LOCALE=1 vite build` builds the renderer with it (vite.config.ts) into dist/renderer-pseudo/. It is never a
// language of the app: the app and its tests build from i18n/paraglide/ as ever.
// The compile costs about a minute of CPU (Paraglide); the pseudo words cost nothing. So the words are made every time
// and the compile is skipped when exactly the same input was compiled last time: the hash recorded beside the output
// covers the compile's whole input as written (the pseudo English, the other languages, settings.json), the compile's
// code and options (make-messages.ts) and the compiler's versions. A change to the generator changes the words, so the
// output is always what the generator makes now; `--force` compiles regardless.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compileMessages } from './make-messages.ts';
import { pseudoMessage } from './pseudo-text.ts';

const root = join(import.meta.dirname, '..');
export const PSEUDO_OUTDIR = join(root, 'dist', 'paraglide-pseudo');
/** The hash of the input the output in PSEUDO_OUTDIR was compiled from (pseudoInputHash). */
export const PSEUDO_HASH_FILE = join(PSEUDO_OUTDIR, 'input.sha256');

/** The compiler's packages: another version may compile the same messages differently. */
const COMPILER_PACKAGES = ['@inlang/paraglide-js', '@inlang/sdk', '@inlang/plugin-message-format'];

/** en.json in the pseudo-locale: every English message in its pseudo form (`$schema` and the like kept). */
export function pseudoEnglish(english: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english).map(([id, text]) => [id, id.startsWith('$') ? text : pseudoMessage(text)]),
  );
}

/** The compile's input, laid out as the project is: a folder with project.inlang/settings.json and messages/. */
function writeInput(work: string): void {
  cpSync(join(root, 'project.inlang', 'settings.json'), join(work, 'project.inlang', 'settings.json'));
  cpSync(join(root, 'messages'), join(work, 'messages'), { recursive: true });
  const english = JSON.parse(readFileSync(join(root, 'messages', 'en.json'), 'utf8')) as Record<
    string,
    string
  >;
  writeFileSync(join(work, 'messages', 'en.json'), `${JSON.stringify(pseudoEnglish(english), null, 2)}\n`);
}

/** The SHA-256 of everything the compile's output depends on: the input folder's files (names and bytes), the compile's
 *  code and the compiler's versions. */
export function pseudoInputHash(work: string): string {
  const hash = createHash('sha256');
  const part = (name: string, bytes: Buffer | string) =>
    hash.update(`\0${name}\0${bytes.length}\0`).update(bytes);
  part('settings.json', readFileSync(join(work, 'project.inlang', 'settings.json')));
  const messages = join(work, 'messages');
  for (const f of readdirSync(messages).sort()) part(`messages/${f}`, readFileSync(join(messages, f)));
  part('make-messages.ts', readFileSync(join(root, 'scripts', 'make-messages.ts')));
  for (const p of COMPILER_PACKAGES) {
    const { version } = JSON.parse(readFileSync(join(root, 'node_modules', p, 'package.json'), 'utf8')) as {
      version: string;
    };
    part(p, version);
  }
  return hash.digest('hex');
}

/** Compiles into PSEUDO_OUTDIR unless it already holds the compile of the same input (or `force`). True when compiled. */
export async function makePseudoLocale(force = false): Promise<boolean> {
  const work = mkdtempSync(join(tmpdir(), 'pseudo-locale-'));
  try {
    writeInput(work);
    const hash = pseudoInputHash(work);
    if (!force && existsSync(PSEUDO_HASH_FILE) && readFileSync(PSEUDO_HASH_FILE, 'utf8').trim() === hash)
      return false;
    const output = await compileMessages(work);
    rmSync(PSEUDO_OUTDIR, { recursive: true, force: true });
    for (const [name, text] of Object.entries(output)) {
      mkdirSync(dirname(join(PSEUDO_OUTDIR, name)), { recursive: true });
      writeFileSync(join(PSEUDO_OUTDIR, name), text);
    }
    // Written last: an interrupted compile leaves no hash, so the next run compiles again.
    writeFileSync(PSEUDO_HASH_FILE, `${hash}\n`);
    return true;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    const compiled = await makePseudoLocale(process.argv.includes('--force'));
    if (!compiled)
      console.log('pseudo-locale: dist/paraglide-pseudo/ is current (same input), not compiled again');
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
