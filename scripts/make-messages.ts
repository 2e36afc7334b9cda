// Compiles messages/*.json into typed message functions in i18n/paraglide/ (Paraglide JS, issue 24), after checking
// every language has exactly the base language's messages and parameters. The output is committed (like the
// preload) so tests, the command line and the type check need no build step; it records a hash of its sources, so
// `--if-changed` (the builds) skips the slow compile when nothing changed and test/core/i18n/messages.test.ts fails
// when messages were edited and not compiled.
// The message format plugin is the installed package, given to the project directly: the compile never fetches a
// module from a CDN, so it works offline and always with the pinned version.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs';
import { dirname, join } from 'node:path';
import type { InlangPlugin } from '@inlang/sdk';
import { messageProblems, type MessageFile } from '../core/i18n/message-check.ts';

const root = join(import.meta.dirname, '..');
export const OUTDIR = join(root, 'i18n', 'paraglide');
/** The SHA-256 of settings.json and every messages file the output was compiled from. */
export const SOURCES_HASH_FILE = join(OUTDIR, 'sources.sha256');

/** The hash of the compile's sources as they are now. */
export function sourcesHash(): string {
  const hash = createHash('sha256').update(readFileSync(join(root, 'project.inlang', 'settings.json')));
  for (const f of readdirSync(join(root, 'messages')).sort()) {
    hash.update(`\0${f}\0`).update(readFileSync(join(root, 'messages', f)));
  }
  return hash.digest('hex');
}

interface ProjectSettings {
  baseLocale: string;
  locales: string[];
}

/** The languages in project.inlang/settings.json, each with its messages file (`from`: a folder laid out as the
 *  project is; the pseudo-locale's compile gives one of its own, scripts/make-pseudo-locale.ts). */
export function readMessageFiles(from = root): {
  settings: ProjectSettings;
  files: Record<string, MessageFile>;
} {
  const settings = JSON.parse(
    readFileSync(join(from, 'project.inlang', 'settings.json'), 'utf8'),
  ) as ProjectSettings;
  const files: Record<string, MessageFile> = {};
  const onDisk = readdirSync(join(from, 'messages')).filter((f) => f.endsWith('.json'));
  for (const locale of settings.locales) {
    if (!onDisk.includes(`${locale}.json`))
      throw new Error(`messages/${locale}.json: missing (settings.json lists ${locale})`);
    files[locale] = JSON.parse(readFileSync(join(from, 'messages', `${locale}.json`), 'utf8')) as MessageFile;
  }
  for (const f of onDisk) {
    if (!settings.locales.includes(f.replace(/\.json$/, '')))
      throw new Error(`messages/${f}: not a language of project.inlang/settings.json's "locales"`);
  }
  return { settings, files };
}

/** The compiled output, file name -> text. */
export async function compileMessages(from = root): Promise<Record<string, string>> {
  const { settings, files } = readMessageFiles(from);
  const problems = messageProblems(files, settings.baseLocale);
  if (problems.length > 0) throw new Error(`messages:\n  ${problems.join('\n  ')}`);
  // Loaded here, not at the top: the tests read the sources' hash without loading the compiler.
  const { compileProject } = await import('@inlang/paraglide-js');
  const { loadProjectFromDirectory } = await import('@inlang/sdk');
  const { default: messageFormat } = await import('@inlang/plugin-message-format');
  const project = await loadProjectFromDirectory({
    path: join(from, 'project.inlang'),
    fs,
    providePlugins: [messageFormat as InlangPlugin],
  });
  try {
    return await compileProject({
      project,
      compilerOptions: {
        outputStructure: 'locale-modules',
        // The app decides the language (main's settings), never a cookie or the URL; see renderer/lib/i18n.svelte.ts.
        strategy: ['globalVariable', 'baseLocale'],
        emitTsDeclarations: true,
        emitGitIgnore: false,
        emitPrettierIgnore: false,
        emitReadme: false,
        includeEslintDisableComment: true,
      },
    });
  } finally {
    await project.close();
  }
}

function writeAll(output: Record<string, string>, hash: string): void {
  rmSync(OUTDIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(output)) {
    mkdirSync(dirname(join(OUTDIR, name)), { recursive: true });
    writeFileSync(join(OUTDIR, name), text);
  }
  writeFileSync(SOURCES_HASH_FILE, `${hash}\n`);
}

if (import.meta.main) {
  try {
    const hash = sourcesHash();
    const current = existsSync(SOURCES_HASH_FILE) && readFileSync(SOURCES_HASH_FILE, 'utf8').trim() === hash;
    // Even when the output is current the files are checked: a bad file never passes a build.
    const { settings, files } = readMessageFiles();
    const problems = messageProblems(files, settings.baseLocale);
    if (problems.length > 0) throw new Error(`messages:\n  ${problems.join('\n  ')}`);
    if (!(process.argv.includes('--if-changed') && current)) writeAll(await compileMessages(), hash);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
