// A label ending in a full-width colon (Chinese "：") is followed by what it labels with no space (issue 24): the
// renderer joins them with wordGap() (a space in English only). Checked on the delete-trainee dialog as shown, and on
// every template that says such a label, so a new " ：…" join made in code fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import DeleteTrainee from '../../renderer/screens/trainer/studio/trainees/DeleteTrainee.svelte';
import { inLanguage, readerLanguageEachTest } from './main-failures-language.ts';
import { mountInBody } from './mount.ts';

readerLanguageEachTest();

const plan = {
  traineeId: 't-1',
  name: 'Mei Ling',
  sessions: 3,
  answers: 40,
  attempts: 1,
  assignments: 2,
  blocked: null,
};

const dialog = (): HTMLElement =>
  mountInBody(DeleteTrainee, {
    plan,
    error: null,
    busy: false,
    ondelete: () => Promise.resolve(true),
    oncancel: () => {},
  });

const words = (el: HTMLElement): string => (el.textContent ?? '').replace(/\s+/g, ' ');

describe('the delete-trainee dialog', () => {
  test.each(['zh-Hant', 'zh-Hans'] as const)('in %s, no space follows a full-width colon', (language) => {
    inLanguage(language);
    const text = words(dialog());
    expect(text).toContain('：');
    expect(text).not.toMatch(/： | ：/);
  });

  test('in English the label and the name keep their space', () => {
    inLanguage('en');
    const text = words(dialog());
    expect(text).toMatch(/: Mei Ling/);
  });
});

/** Every message whose Chinese ends in a full-width colon. */
function colonLabels(): string[] {
  const ids = new Set<string>();
  for (const language of ['zh-Hant', 'zh-Hans']) {
    const messages = JSON.parse(readFileSync(`messages/${language}.json`, 'utf8')) as Record<string, unknown>;
    for (const [id, text] of Object.entries(messages))
      if (typeof text === 'string' && text.trimEnd().endsWith('：')) ids.add(id);
  }
  return [...ids];
}

function svelteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? svelteFiles(join(dir, e.name)) : e.name.endsWith('.svelte') ? [join(dir, e.name)] : [],
  );
}

test('no template puts a space (or a line break, which Svelte makes a space) after a colon label', () => {
  const labels = colonLabels();
  expect(labels.length).toBeGreaterThan(5);
  const spaced = new RegExp(
    String.raw`\{m\.(${labels.join('|')})\([^)]*\)\}(?:</(?:strong|span|b)>)?[ \t\r\n]+(?!</)[^\s]`,
    'g',
  );
  const found = svelteFiles('renderer').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(spaced)].map((hit) => `${file}: ${hit[1]}`),
  );
  expect(found).toEqual([]);
});
