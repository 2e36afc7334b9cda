// node --import ./register-fake-electron.mjs main.js: resolves 'electron' to fake-electron.mjs.
import { register } from 'node:module';

const fake = new URL('./fake-electron.mjs', import.meta.url).href;
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'electron') return { url: ${JSON.stringify(fake)}, shortCircuit: true };
      return next(specifier, context);
    }`)}`,
);
