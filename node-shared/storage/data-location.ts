// Where the data is: the default data folder, or one the trainer chose, remembered in the default folder (which
// always stays the same). Read by the store, and by the command line's verify to find the trainer's database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Remembers a folder the trainer chose, in the default data folder. */
export const LOCATION_FILE = 'data-location.json';

/** The folder the trainer chose for the data (remembered in the default folder), or null: the default itself. */
export function readChosenFolder(homeDir: string): string | null {
  try {
    const parsed = JSON.parse(readFileSync(join(homeDir, LOCATION_FILE), 'utf8')) as { dir?: unknown };
    return typeof parsed.dir === 'string' && parsed.dir !== '' ? parsed.dir : null;
  } catch {
    return null;
  }
}
