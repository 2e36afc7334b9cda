import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The renderer is served from the app's own files (custom protocol in Electron, a static server in tests),
// so every URL is relative.
export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  plugins: [svelte()],
  // The renderer bundles the project's artwork and sounds from ../assets (import.meta.glob).
  server: { fs: { allow: ['..'] } },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome140',
    assetsInlineLimit: 0,
  },
});
