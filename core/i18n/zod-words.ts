// Zod's own words for a problem ("Too small: expected string to have >=1 characters") as a message (issue 24), for
// where a refused payload or file is described to a person: a room row, a table profile. The issue's English is read
// back into a message whose English is the same text byte for byte (checked here: words this file does not know, or
// a schema's own message, stay the English they are). Type and format names a developer reads ("string", "UUID") are
// said in the reader's words where there is a message for them.
import type { z } from 'zod';
import { english, type Phrase } from './phrase.ts';
import { ref, type MessageRef } from './say.ts';

const TYPES: Readonly<Record<string, MessageRef>> = {
  string: ref('main_zod_type_string', {}),
  number: ref('main_zod_type_number', {}),
  // A whole number: what a count, a seat or an amount in cents must be.
  int: ref('main_zod_type_int', {}),
  boolean: ref('main_zod_type_boolean', {}),
  object: ref('main_zod_type_object', {}),
  array: ref('main_zod_type_array', {}),
  undefined: ref('main_zod_type_undefined', {}),
  null: ref('main_zod_type_null', {}),
  bigint: ref('main_zod_type_bigint', {}),
  date: ref('main_zod_type_date', {}),
  set: ref('main_zod_type_set', {}),
  map: ref('main_zod_type_map', {}),
  value: ref('main_zod_type_value', {}),
};

const UNITS: Readonly<Record<string, MessageRef>> = {
  characters: ref('main_zod_unit_characters', {}),
  items: ref('main_zod_unit_items', {}),
  bytes: ref('main_zod_unit_bytes', {}),
  entries: ref('main_zod_unit_entries', {}),
};

const FORMATS: Readonly<Record<string, MessageRef>> = {
  'email address': ref('main_zod_format_email', {}),
  'ISO datetime': ref('main_zod_format_datetime', {}),
  'ISO date': ref('main_zod_format_date', {}),
  'ISO time': ref('main_zod_format_time', {}),
  'ISO duration': ref('main_zod_format_duration', {}),
  'IPv4 address': ref('main_zod_format_ipv4', {}),
  'IPv6 address': ref('main_zod_format_ipv6', {}),
  'base64-encoded string': ref('main_zod_format_base64', {}),
  'JSON string': ref('main_zod_format_json', {}),
  'currency code': ref('main_zod_format_currency', {}),
};

const word = (table: Readonly<Record<string, MessageRef>>, w: string): Phrase =>
  Object.hasOwn(table, w) ? table[w]! : w;

/** "<=200", ">1", or "exactly 3" (a bound's comparison is a sign in every language, "exactly" is a word). */
function bound(text: string): Phrase {
  const exact = /^exactly (.+)$/.exec(text);
  return exact ? ref('main_zod_exactly', { n: exact[1] ?? '' }) : text;
}

type Reader = (match: RegExpExecArray) => MessageRef;

/** Zod 4's English forms (zod/v4/locales/en.js), most specific first. */
const FORMS: readonly (readonly [RegExp, Reader])[] = [
  [/^Invalid input$/, () => ref('main_zod_invalid_input', {})],
  [/^Invalid input: more than one option matched$/, () => ref('main_zod_many_matched', {})],
  [
    /^Invalid input: expected (\S+), received (\S+)$/,
    ([, expected = '', received = '']) =>
      ref('main_zod_invalid_type', { expected: word(TYPES, expected), received: word(TYPES, received) }),
  ],
  [/^Invalid input: expected (.+)$/, ([, value = '']) => ref('main_zod_expected_value', { value })],
  [/^Invalid option: expected one of (.+)$/, ([, values = '']) => ref('main_zod_one_of', { values })],
  [
    /^Too (big|small): expected (\S+) to have (\S+|exactly \S+) (\S+)$/,
    ([, size, origin = '', n = '', unit = '']) =>
      ref(size === 'big' ? 'main_zod_too_big_have' : 'main_zod_too_small_have', {
        origin: word(TYPES, origin),
        bound: bound(n),
        unit: word(UNITS, unit),
      }),
  ],
  [
    /^Too (big|small): expected (\S+) to be (\S+|exactly \S+)$/,
    ([, size, origin = '', n = '']) =>
      ref(size === 'big' ? 'main_zod_too_big_be' : 'main_zod_too_small_be', {
        origin: word(TYPES, origin),
        bound: bound(n),
      }),
  ],
  [/^Invalid string: must start with "(.*)"$/, ([, text = '']) => ref('main_zod_starts_with', { text })],
  [/^Invalid string: must end with "(.*)"$/, ([, text = '']) => ref('main_zod_ends_with', { text })],
  [/^Invalid string: must include "(.*)"$/, ([, text = '']) => ref('main_zod_includes', { text })],
  [/^Invalid string: must match pattern (.+)$/, ([, pattern = '']) => ref('main_zod_pattern', { pattern })],
  [/^Invalid number: must be a multiple of (.+)$/, ([, n = '']) => ref('main_zod_multiple_of', { n })],
  [/^Unrecognized key: (.+)$/, ([, keys = '']) => ref('main_zod_unknown_key', { keys })],
  [/^Unrecognized keys: (.+)$/, ([, keys = '']) => ref('main_zod_unknown_keys', { keys })],
  [/^Invalid key in (\S+)$/, ([, origin = '']) => ref('main_zod_key_in', { origin: word(TYPES, origin) })],
  [
    /^Invalid value in (\S+)$/,
    ([, origin = '']) => ref('main_zod_value_in', { origin: word(TYPES, origin) }),
  ],
  [
    /^Invalid discriminator value\. Expected (.+)$/,
    ([, options = '']) => ref('main_zod_discriminator', { options }),
  ],
  [/^Invalid (.+)$/, ([, format = '']) => ref('main_zod_invalid_format', { format: word(FORMATS, format) })],
];

/** Zod's words for one problem as a message, or the words as they are when they are not zod's own. */
export function zodWords(message: string): Phrase {
  for (const [form, read] of FORMS) {
    const match = form.exec(message);
    if (!match) continue;
    const said = read(match);
    return english(said) === message ? said : message;
  }
  return message;
}

/** "path: words" for each problem, one after another ("a: ...; b: ..."), the path as it is in every language. */
export function issuesPhrase(issues: readonly z.core.$ZodIssue[], withPath = true): Phrase {
  const each = issues.map((i) => {
    const words = zodWords(i.message);
    return withPath
      ? ref('main_field_problem', { field: i.path.map(String).join('.'), problem: words })
      : words;
  });
  return (
    each.reduceRight<Phrase | null>(
      (rest, first) => (rest === null ? first : ref('main_join_semicolon', { first, rest })),
      null,
    ) ?? ''
  );
}
