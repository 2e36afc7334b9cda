// Issue 21: a staff list as HR exports it, read line by line; every wrong line named, nothing half-imported.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english } from '../../core/i18n/phrase.ts';
import { parseStaffList } from '../../electron/features/first-run/staff-list-csv.ts';
import { dumpDatabase, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

const ADA = { name: 'Ada Lovelace', identifier: 'S-1' };
const GRACE = { name: 'Grace Hopper', identifier: 'S-2' };

describe('parseStaffList', () => {
  it.each([
    // [what, file text, rows as { line, name, identifier }]
    [
      'commas, no header',
      'Ada Lovelace,S-1\nGrace Hopper,S-2\n',
      [
        { line: 1, ...ADA },
        { line: 2, ...GRACE },
      ],
    ],
    ['a header row', 'Name,Staff number\r\nAda Lovelace,S-1\r\n', [{ line: 2, ...ADA }]],
    [
      'a header with the columns the other way round',
      'Staff No;Full name\nS-1;Ada Lovelace',
      [{ line: 2, ...ADA }],
    ],
    ['a UTF-8 BOM before the header', '\uFEFFname,staff number\nAda Lovelace,S-1', [{ line: 2, ...ADA }]],
    [
      'semicolons (a spreadsheet where the comma is the decimal mark)',
      'Ada Lovelace;S-1\nGrace Hopper;S-2',
      [
        { line: 1, ...ADA },
        { line: 2, ...GRACE },
      ],
    ],
    [
      'quoted fields with the delimiter and a quote inside',
      '"Lovelace, Ada ""Countess""",S-1',
      [{ line: 1, name: 'Lovelace, Ada "Countess"', identifier: 'S-1' }],
    ],
    [
      'no staff number, blank lines skipped',
      '\nAda Lovelace\n\n  \nGrace Hopper,\n',
      [
        { line: 2, name: 'Ada Lovelace', identifier: '' },
        { line: 5, name: 'Grace Hopper', identifier: '' },
      ],
    ],
    [
      'names in any script, spaces trimmed',
      '  Ζωή Παπαδοπούλου , Z-7 ',
      [{ line: 1, name: 'Ζωή Παπαδοπούλου', identifier: 'Z-7' }],
    ],
  ])('%s', (_what, text, rows) => {
    expect(parseStaffList(text)).toEqual({ rows, problems: [] });
  });

  it.each([
    ['an empty name', 'Ada Lovelace,S-1\n,S-2\n', [{ line: 2, message: 'the name is empty' }]],
    [
      'a duplicate staff number',
      'Ada Lovelace,S-1\nGrace Hopper,S-2\nAda L.,S-1',
      [{ line: 3, message: 'staff number "S-1" is also on line 1' }],
    ],
    [
      'one name twice with no staff number',
      'Ada Lovelace\nada lovelace',
      [{ line: 2, message: '"ada lovelace" is also on line 1, and neither has a staff number' }],
    ],
    [
      'a third field',
      'Ada Lovelace,S-1,Pit 3',
      [{ line: 1, message: '3 fields; expected the name and the staff number only' }],
    ],
    [
      'an unclosed quote',
      'Ada Lovelace,S-1\n"Grace Hopper,S-2\n',
      [{ line: 2, message: 'a quoted field is not closed (a " is missing)' }],
    ],
    [
      'a name too long',
      `${'x'.repeat(81)},S-1`,
      [{ line: 1, message: 'the name is 81 characters; at most 80' }],
    ],
    [
      'a header and nothing else',
      'Name,Staff number\n',
      [{ line: 1, message: 'there is no trainee in the file (one name and staff number a line)' }],
    ],
  ])('names the line: %s', (_what, text, problems) => {
    const said = parseStaffList(text).problems.map((p) => ({ line: p.line, message: english(p.message) }));
    expect(said).toEqual(problems);
  });

  it('a quoted field over two lines keeps the line numbers of the records after it', () => {
    const list = parseStaffList('"Ada\nLovelace",S-1\nGrace Hopper,S-2');
    expect(list.rows.map((r) => [r.line, r.name])).toEqual([
      [1, 'Ada\nLovelace'],
      [3, 'Grace Hopper'],
    ]);
  });
});

describe('trainees.previewCsv and trainees.importList', () => {
  let dir: string;
  let b: TestBackend;
  beforeEach(async () => {
    dir = tempDir();
    b = testBackend(dir);
    await b.value('trainer.setPasscode', { passcode: 'open-sesame' });
  });
  afterEach(async () => {
    await b.close();
    removeDir(dir);
  });

  function file(name: string, content: string | Buffer): string {
    const path = join(dir, name);
    writeFileSync(path, content);
    b.dialogs.openQueue.push(path);
    return path;
  }

  it('previews a file without saving anything, then imports every row', async () => {
    file('staff.csv', '\uFEFFName;Staff number\n"Lovelace; Ada";S-1\nGrace Hopper;S-2\n');
    const before = dumpDatabase(dir).trainees;
    const preview = await b.value('trainees.previewCsv');
    expect(preview).toEqual({
      file: 'staff.csv',
      rows: [
        { line: 2, name: 'Lovelace; Ada', identifier: 'S-1' },
        { line: 3, ...GRACE },
      ],
      problems: [],
    });
    expect(dumpDatabase(dir).trainees).toEqual(before);
    expect(await b.value('trainees.importList', { rows: [...preview!.rows] })).toEqual({ added: 2 });
    const list = await b.value('trainees.list');
    expect(list.map((t) => [t.name, t.identifier])).toEqual([
      ['Grace Hopper', 'S-2'],
      ['Lovelace; Ada', 'S-1'],
    ]);
  });

  it('a staff number already here is a problem of its line in the preview', async () => {
    await b.value('trainees.create', { name: 'Ada Lovelace', identifier: 'S-1' });
    file('staff.csv', 'Grace Hopper,S-2\nAda Again,S-1\n');
    const preview = await b.value('trainees.previewCsv');
    expect(preview?.problems.map((p) => ({ line: p.line, message: english(p.message) }))).toEqual([
      { line: 2, message: 'staff number "S-1" already belongs to Ada Lovelace' },
    ]);
  });

  it('an import with one clash saves nothing and names the line', async () => {
    await b.value('trainees.create', { name: 'Ada Lovelace', identifier: 'S-1' });
    const before = dumpDatabase(dir);
    const r = await b.call('trainees.importList', {
      rows: [
        { line: 2, ...GRACE },
        { line: 3, name: 'Ada Again', identifier: 'S-1' },
        { line: 4, name: 'Grace Twin', identifier: 'S-2' },
      ],
    });
    expect(r).toMatchObject({
      ok: false,
      error:
        'Nothing was imported: line 4: staff number "S-2" is also on line 2; ' +
        'line 3: staff number "S-1" already belongs to Ada Lovelace.',
    });
    expect(dumpDatabase(dir)).toEqual(before);
  });

  it('a file that is not UTF-8 is refused in words', async () => {
    file('staff.csv', Buffer.from([0x41, 0x64, 0x61, 0xe9, 0x2c, 0x31, 0x0a]));
    const r = await b.call('trainees.previewCsv');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^staff\.csv: the file is not UTF-8 text: save it .* as "CSV UTF-8/);
  });

  it('a cancelled dialog is null; both are trainer actions', async () => {
    expect(await b.value('trainees.previewCsv')).toBeNull();
    await b.value('trainer.lock');
    file('staff.csv', 'Ada Lovelace,S-1');
    expect((await b.call('trainees.previewCsv')).ok).toBe(false);
    expect((await b.call('trainees.importList', { rows: [{ line: 1, ...ADA }] })).ok).toBe(false);
    expect(await b.value('trainees.list')).toEqual([]);
  });
});
