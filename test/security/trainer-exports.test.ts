// Issue 20: an export (report, dashboard) never writes a file of the training data folder or the key folder, however
// the path is spelled: the database, its WAL and SHM, the keys.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolderTarget } from '../../electron/files/data-folder-guard.ts';

const root = mkdtempSync(join(tmpdir(), 'trainer-exports-'));
const data = join(root, 'data');
const keys = join(root, 'keys');
const elsewhere = join(root, 'reports');
for (const d of [data, keys, elsewhere]) mkdirSync(d, { recursive: true });
symlinkSync(data, join(root, 'link-to-data'));
// A file outside the folder that is a link to the database: writing it would write trainer.db.
writeFileSync(join(data, 'trainer.db'), '');
symlinkSync(join(data, 'trainer.db'), join(elsewhere, 'innocent.pdf'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('exports refuse every file of the data folder', () => {
  it.each([
    join(data, 'trainer.db'),
    join(data, 'trainer.db-wal'),
    join(data, 'trainer.db-shm'),
    join(data, 'signing-key.pem'),
    join(data, 'trusted-keys.json'),
    join(keys, 'signing-key.pem'),
    join(elsewhere, '..', 'data', 'trainer.db'),
    join(root, 'link-to-data', 'trainer.db-wal'),
    join(data, 'sub', 'new-report.pdf'),
    join(elsewhere, 'innocent.pdf'),
  ])('%s is refused, and the message says nothing was written', (path) => {
    expect(dataFolderTarget(path, [data, keys])?.error).toMatch(/training data folder.*Nothing was written/);
  });

  it.each([join(elsewhere, 'report.pdf'), join(root, 'trainer.db'), join(root, 'data-2', 'x.csv')])(
    '%s elsewhere is allowed',
    (path) => expect(dataFolderTarget(path, [data, keys])).toBeNull(),
  );
});
