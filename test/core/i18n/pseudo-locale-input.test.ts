// The pseudo-locale's compile is skipped when its input is the same as last time (scripts/make-pseudo-locale.ts): the
// words are made by the generator on every run, and the input's hash must change with any byte of what is compiled,
// or a stale compile would be served to the 900×600 screen run.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { pseudoEnglish, pseudoInputHash } from '../../../scripts/make-pseudo-locale.ts';
import { pseudoMessage } from '../../../scripts/pseudo-text.ts';
import en from '../../../messages/en.json' with { type: 'json' };

const root = join(import.meta.dirname, '..', '..', '..');
const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

/** A copy of the project's compile input, as make-pseudo-locale.ts lays it out. */
function input(): string {
  const work = mkdtempSync(join(tmpdir(), 'pseudo-input-test-'));
  folders.push(work);
  mkdirSync(join(work, 'project.inlang'));
  cpSync(join(root, 'project.inlang', 'settings.json'), join(work, 'project.inlang', 'settings.json'));
  cpSync(join(root, 'messages'), join(work, 'messages'), { recursive: true });
  writeFileSync(
    join(work, 'messages', 'en.json'),
    JSON.stringify(pseudoEnglish(en as Record<string, string>)),
  );
  return work;
}

test("the pseudo English is the generator's word for every message, and the schema entries are kept", () => {
  const pseudo = pseudoEnglish(en as Record<string, string>);
  expect(Object.keys(pseudo)).toEqual(Object.keys(en));
  for (const [id, text] of Object.entries(en as Record<string, string>)) {
    expect(pseudo[id], id).toBe(id.startsWith('$') ? text : pseudoMessage(text));
  }
});

test('the same input has the same hash', () => {
  expect(pseudoInputHash(input())).toBe(pseudoInputHash(input()));
});

test.each([
  ['a pseudo word', 'messages/en.json', (t: string) => t.replace('~', '~~')],
  ['a Traditional Chinese message', 'messages/zh-Hant.json', (t: string) => t.replace('": "', '": "x')],
  ['a Simplified Chinese message', 'messages/zh-Hans.json', (t: string) => t.replace('": "', '": "x')],
  ['the settings', 'project.inlang/settings.json', (t: string) => `${t} `],
])('changing %s changes the hash', (_what, file, edit) => {
  const before = input();
  const after = input();
  writeFileSync(join(after, file), edit(readFileSync(join(after, file), 'utf8')));
  expect(readFileSync(join(after, file), 'utf8')).not.toBe(readFileSync(join(before, file), 'utf8'));
  expect(pseudoInputHash(after)).not.toBe(pseudoInputHash(before));
});

test('a messages file added changes the hash', () => {
  const before = input();
  const after = input();
  writeFileSync(join(after, 'messages', 'fr.json'), '{}');
  expect(pseudoInputHash(after)).not.toBe(pseudoInputHash(before));
});
