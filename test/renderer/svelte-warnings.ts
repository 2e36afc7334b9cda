// Vitest setup for the renderer project: a Svelte runtime warning fails the test that caused it. Svelte prints them
// with console.warn in development ("[svelte] binding_property_non_reactive ..."), and a warned binding is a field
// that does not update: the suite once passed while printing 400 of them from the house-rules form.
import { afterEach } from 'vitest';

const SVELTE_WARNING = /\[svelte\] (\w+)\n(?:%c)?([^\n]*)/;
const caught: string[] = [];
const installed = Symbol.for('bdt.svelteWarnings');
const holder = globalThis as unknown as Record<symbol, boolean | undefined>;

// The project shares one module cache per worker (isolate: false): the console is wrapped once.
if (!holder[installed]) {
  holder[installed] = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const found = typeof args[0] === 'string' ? SVELTE_WARNING.exec(args[0]) : null;
    if (found)
      caught.push(`${found[1]}: ${String(args[0]).split('\n').slice(1).join(' ').replace(/%c/g, '')}`);
    warn(...args);
  };
}

afterEach(() => {
  if (caught.length === 0) return;
  const said = caught.splice(0);
  throw new Error(`Svelte warned ${said.length} time(s):\n${[...new Set(said)].join('\n')}`);
});
