// Seconds on screen (issue 24): one helper says them, secondsText (renderer/lib/locale-format.ts), its digits Intl's
// in the interface language and its unit the language's ("1.5 s", "1.5 秒"). A screen that writes seconds by hand
// (`(ms / 1000).toFixed(1)` into a message of its own) fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { secondsText } from '../../renderer/lib/locale-format.ts';
import { inLanguage, readerLanguageEachTest } from './main-failures-language.ts';

readerLanguageEachTest();

test.each([
  ['en', 1500, 1, '1.5 s'],
  ['en', 12_000, 0, '12 s'],
  ['zh-Hant', 1500, 1, '1.5 秒'],
  ['zh-Hans', 2340, 2, '2.34 秒'],
] as const)('in %s, %i ms to %i decimals is "%s"', (language, ms, digits, want) => {
  inLanguage(language);
  expect(secondsText(ms, digits)).toBe(want);
});

function rendererFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? rendererFiles(join(dir, e.name))
      : /\.(svelte|ts)$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

test('no renderer file but locale-format.ts says a number of seconds itself', () => {
  const byHand = /m\.ui_seconds\(|\.toFixed\([^)]*\)\s*\}?\s*\+?\s*['"`]\s*s['"`]/;
  const found = rendererFiles('renderer').filter(
    (file) => !file.endsWith('locale-format.ts') && byHand.test(readFileSync(file, 'utf8')),
  );
  expect(found).toEqual([]);
});
