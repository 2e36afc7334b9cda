// Where the training database is in a data folder: the main process opens it there (electron/storage/database.ts),
// and the command line finds it there to open the trainer's key store (cli/app-trust.ts).
import { join } from 'node:path';

export const DATABASE_FILE = 'trainer.db';

export function databasePath(dir: string): string {
  return join(dir, DATABASE_FILE);
}
