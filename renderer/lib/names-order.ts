// Names in the order a reader of the interface language expects (issue 24): Intl's collation in that locale, so a
// Simplified Chinese list runs by pinyin (李, 王, 张) and a Traditional one by strokes (王, 李, 張), not by code point.
// Main sends trainees in SQLite's order (case-insensitive code points); every list of people on screen is put in this
// order here, and reading the locale makes a $derived list re-sort when the language changes.
import { getLocale } from '../../i18n/paraglide/runtime.js';

const collators = new Map<string, Intl.Collator>();

function collator(): Intl.Collator {
  const locale = getLocale();
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(locale);
    collators.set(locale, c);
  }
  return c;
}

/** Compares two names in the interface language's order. */
export function compareNames(a: string, b: string): number {
  return collator().compare(a, b);
}

/** A copy of `list` in its names' order (a stable sort: equal names keep main's order). */
export function byName<T extends { readonly name: string }>(list: readonly T[]): T[] {
  const compare = collator().compare;
  return list.toSorted((a, b) => compare(a.name, b.name));
}
