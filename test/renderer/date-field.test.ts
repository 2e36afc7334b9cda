// A day field in the interface language (issue 24): Chromium's native date field says "mm/dd/yyyy" whatever `lang`
// says, so outside English DateField is a text field with the language's placeholder, reading the day as a reader
// writes it; English keeps the native field. The assignment's due date and the dashboard's period use it.
import { flushSync } from 'svelte';
import { describe, expect, test } from 'vitest';
import DateField from '../../renderer/components/DateField.svelte';
import { dayTyped } from '../../renderer/lib/day-typed.ts';
import { CHINESE, inLanguage, readerLanguageEachTest } from './main-failures-language.ts';
import { mountInBody } from './mount.ts';

readerLanguageEachTest();

test.each([
  ['2026-03-12', '2026-03-12'],
  ['2026/3/12', '2026-03-12'],
  ['2026.3.2', '2026-03-02'],
  ['2026年3月12日', '2026-03-12'],
  [' 2026 年 12 月 1 日 ', '2026-12-01'],
  ['2026-02-30', null],
  ['12/03/2026', null],
  ['2026-13-01', null],
  ['', null],
])('"%s" is the day %s', (text, want) => {
  expect(dayTyped(text)).toBe(want);
});

/** The field mounted with its value bound to `day.value`. */
function field(initial = ''): { input: HTMLInputElement; day: { value: string } } {
  const day = { value: initial };
  const el = mountInBody(DateField, {
    get value() {
      return day.value;
    },
    set value(v: string) {
      day.value = v;
    },
    testid: 'due',
  });
  const input = el.querySelector<HTMLInputElement>('[data-testid="due"]');
  if (!input) throw new Error('no field');
  return { input, day };
}

function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
}

describe.each(['zh-Hant', 'zh-Hans'] as const)('in %s', (language) => {
  test('a text field with a Chinese placeholder, no "mm/dd/yyyy"', () => {
    inLanguage(language);
    const { input } = field();
    expect(input.type).toBe('text');
    expect(input.placeholder).toMatch(CHINESE);
    expect(input.placeholder).not.toMatch(/[a-z]/i);
  });

  test('the day typed the Chinese way is bound as YYYY-MM-DD; a half-typed one is not a day yet', () => {
    inLanguage(language);
    const { input, day } = field('2026-01-05');
    expect(input.value).toBe('2026-01-05');
    type(input, '2026年3月');
    expect(day.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type(input, '2026年3月12日');
    expect(day.value).toBe('2026-03-12');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });
});

test('in English the native date field stays', () => {
  inLanguage('en');
  const { input } = field('2026-03-12');
  expect(input.type).toBe('date');
  expect(input.value).toBe('2026-03-12');
});

test('every day field on screen is a DateField (no native date input elsewhere)', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.svelte') ? [join(dir, e.name)] : [],
    );
  const native = files('renderer').filter(
    (f) => !f.endsWith('DateField.svelte') && /type="date"/.test(readFileSync(f, 'utf8')),
  );
  expect(native).toEqual([]);
});
