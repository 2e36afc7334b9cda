// A staff list as a casino's HR or rota system exports it (issue 21): one trainee a line, their name and staff number,
// comma- or semicolon-separated (the semicolon is what spreadsheets write where the comma is the decimal mark),
// fields quoted or not ("" is a quote inside one), a header row or none, UTF-8 with or without its BOM. Every line
// that is wrong is named with what is wrong, so the whole list can be fixed at once; pure, so it is tested alone.
import type { StaffProblem, StaffRow } from '../../../contract/first-run.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';

export interface StaffList {
  readonly rows: StaffRow[];
  readonly problems: StaffProblem[];
}

const NAME_MAX = 80;
const IDENTIFIER_MAX = 40;

interface Record {
  /** The line the record starts on (a quoted field may run over several). */
  readonly line: number;
  readonly fields: string[];
  readonly unclosed: boolean;
}

/** Splits the text into records, honouring quotes; blank lines are dropped. */
function records(text: string, delimiter: string): Record[] {
  const out: Record[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let unclosed = false;
    for (;;) {
      if (i >= text.length) {
        unclosed = quoted;
        break;
      }
      const c = text[i] as string;
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (c === '"') {
          quoted = false;
          i += 1;
        } else {
          if (c === '\n') line += 1;
          field += c;
          i += 1;
        }
      } else if (c === '"' && field.trim() === '') {
        quoted = true;
        field = '';
        i += 1;
      } else if (c === delimiter) {
        fields.push(field);
        field = '';
        i += 1;
      } else if (c === '\n' || c === '\r') {
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line += 1;
        break;
      } else {
        field += c;
        i += 1;
      }
    }
    fields.push(field);
    const blank = fields.every((f) => f.trim() === '');
    if (!blank || unclosed) out.push({ line: start, fields: fields.map((f) => f.trim()), unclosed });
  }
  return out;
}

/** The delimiter of the first line: the semicolon if it has more of them than commas. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => first.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const NAME_HEADERS = new Set(['name', 'full name', 'trainee', 'trainee name', 'employee', 'employee name']);
const NUMBER_HEADER = /staff|number|no\.?$|id$|identifier|employee/;

/** The header row's columns, if the first record is one ("Name;Staff number", in either order). */
function headerColumns(fields: readonly string[]): { name: number; identifier: number } | null {
  const lower = fields.map((f) => f.toLowerCase());
  const name = lower.findIndex((f) => NAME_HEADERS.has(f));
  if (name < 0) return null;
  const identifier = lower.findIndex((f, i) => i !== name && NUMBER_HEADER.test(f));
  return { name, identifier };
}

export function parseStaffList(input: string): StaffList {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const all = records(text, delimiterOf(text));
  const first = all[0];
  const header = first ? headerColumns(first.fields) : null;
  const columns = header ?? { name: 0, identifier: 1 };
  const body = header ? all.slice(1) : all;
  const width = header ? (first?.fields.length ?? 2) : 2;
  const rows: StaffRow[] = [];
  const problems: StaffProblem[] = [];
  const byNumber = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const record of body) {
    const wrong = (message: MessageRef) => problems.push({ line: record.line, message });
    if (record.unclosed) {
      wrong(ref('err_staff_unclosed', {}));
      continue;
    }
    if (record.fields.length > width) {
      wrong(ref('err_staff_too_many_fields', { count: record.fields.length }));
      continue;
    }
    const name = record.fields[columns.name] ?? '';
    const identifier = columns.identifier < 0 ? '' : (record.fields[columns.identifier] ?? '');
    if (name === '') wrong(ref('err_staff_name_empty', {}));
    else if (name.length > NAME_MAX)
      wrong(ref('err_staff_name_long', { length: name.length, max: NAME_MAX }));
    if (identifier.length > IDENTIFIER_MAX)
      wrong(ref('err_staff_number_long', { length: identifier.length, max: IDENTIFIER_MAX }));
    if (identifier !== '') {
      const earlier = byNumber.get(identifier);
      if (earlier !== undefined) wrong(ref('err_staff_number_twice', { identifier, line: earlier }));
      else byNumber.set(identifier, record.line);
    } else if (name !== '') {
      // Two people of one name need their staff numbers to be told apart.
      const earlier = byName.get(name.toLowerCase());
      if (earlier !== undefined) wrong(ref('err_staff_name_twice', { name, line: earlier }));
      else byName.set(name.toLowerCase(), record.line);
    }
    if (problems.at(-1)?.line !== record.line) rows.push({ line: record.line, name, identifier });
  }
  if (rows.length === 0 && problems.length === 0)
    problems.push({ line: 1, message: ref('err_staff_no_trainee', {}) });
  return { rows, problems };
}
