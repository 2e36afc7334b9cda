// An export never writes into the training data folder or the key folder: a save dialog pointed at trainer.db, its
// -wal or -shm, or a key file would otherwise replace it (issue 20). Folders are compared by their real paths, so a
// link or a "..", or a different spelling of the same folder, does not get round it.
import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { failure, type StatedFailure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';

function realFolder(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return resolve(dir);
  }
}

function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Why `path` may not be written by an export (it is in one of `folders`), as a failure, or null when it may. */
export function dataFolderTarget(path: string, folders: readonly string[]): StatedFailure | null {
  // The file itself may be a link (a report.pdf on the desktop pointing at trainer.db): where it really leads counts.
  const targets = [join(realFolder(dirname(path)), basename(path)), realFolder(path)];
  for (const folder of new Set(folders)) {
    if (targets.some((target) => inside(realFolder(folder), target)))
      return failure(ref('left_data_folder_target', { file: basename(path), folder }));
  }
  return null;
}
