import { dirname, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

const MESSAGES = join(import.meta.dirname, 'i18n', 'paraglide');
const PSEUDO_MESSAGES = join(import.meta.dirname, 'dist', 'paraglide-pseudo');

/** The pseudo-locale build (issue 24; scripts/make-pseudo-locale.ts): every import of the compiled messages, from the
 *  renderer or the engine, is taken from the pseudo-locale's compile instead, whose English is accented and longer. */
function pseudoMessages(): Plugin {
  return {
    name: 'pseudo-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const target = resolve(dirname(importer), source);
      return target.startsWith(`${MESSAGES}/`)
        ? join(PSEUDO_MESSAGES, target.slice(MESSAGES.length + 1))
        : null;
    },
  };
}

const pseudo = process.env['PSEUDO_LOCALE'] === '1';

// The renderer is served from the app's own files (custom protocol in Electron, a static server in tests),
// so every URL is relative.
export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  plugins: [svelte(), ...(pseudo ? [pseudoMessages()] : [])],
  // The renderer bundles the project's artwork and sounds from ../assets (import.meta.glob).
  server: { fs: { allow: ['..'] } },
  build: {
    outDir: pseudo ? '../dist/renderer-pseudo' : '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome140',
    assetsInlineLimit: 0,
  },
});
