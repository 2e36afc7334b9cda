// The app's authenticated trust list, for the command line's verify (issue 20, guarantee 3): opened with the trainer
// passcode exactly as an unlock in the app opens it (the key store's DK, then the sealed list), never from a file a
// candidate can write. The key store and the list are read through a read-only connection; the only writes are the
// ones an unlock makes: the wrong-try count (the app's durable store, the passcode's row, its waits) and, for a wrong
// passcode, the same audit row.
import { failure } from '../core/i18n/failure.ts';
import type { Phrase } from '../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../core/i18n/say.ts';
import { libraryWords } from '../core/i18n/library-words.ts';
import { existsSync, lstatSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import type { Result } from '../core/result.ts';
import { hasKeyStore, openWithPasscode, storedBlobs } from '../node-shared/keystore/key-store.ts';
import {
  readTrust,
  TRUST_TAMPERED,
  TRUST_TAMPERED_SAID,
  trustList,
} from '../node-shared/keystore/signing-store.ts';
import type { TrustList } from '../node-shared/reports/signed-report.ts';
import { appendAuditRow } from '../node-shared/integrity/audit-chain.ts';
import { passcodeWait, TRAINER_SUBJECT } from '../node-shared/passcode/trainer-gate.ts';
import { WrongTries } from '../node-shared/passcode/wrong-tries.ts';
import { databasePath } from '../node-shared/storage/database-path.ts';
import { readChosenFolder } from '../node-shared/storage/data-location.ts';
import { inTransaction } from '../node-shared/storage/transaction.ts';

export const WRONG_PASSCODE = ref('cli24_wrong_passcode', {});

export interface AppTrust {
  readonly trust: TrustList;
  /** Why the list trusts nothing (edited outside the app) as a message verify says in --lang, or null. */
  readonly problem: Phrase | null;
}

/** A refusal as a message (English in `error` as it always was), which verify says in its --lang language. */
const fail = (message: MessageRef): Result<never> => failure(message);

function hasTables(db: DatabaseSync, names: readonly string[]): boolean {
  const found = db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (${names.map(() => '?').join(',')})`,
    )
    .all(...names);
  return found.length === names.length;
}

/**
 * The trust list of the installation whose default data folder is `homeDir` (its database may be in a folder the
 * trainer chose), opened with `passcode`. A wrong passcode, or one tried during a wait, is refused as in the app.
 */
export async function openAppTrust(
  homeDir: string,
  passcode: string,
  wallMs: () => number = Date.now,
): Promise<Result<AppTrust>> {
  const path = databasePath(readChosenFolder(homeDir) ?? homeDir);
  // Opening a missing file read-write would create an empty database: check it is there, and a plain file.
  if (!existsSync(path) || !lstatSync(path).isFile()) return fail(ref('cli24_no_database', { path }));
  let reader: DatabaseSync | null = null;
  let writer: DatabaseSync | null = null;
  try {
    reader = new DatabaseSync(path, { readOnly: true });
    writer = new DatabaseSync(path);
    // The app may be writing: wait for its lock rather than fail at once.
    writer.exec('PRAGMA busy_timeout = 5000');
    if (!hasTables(reader, ['trainer_keys', 'wrong_tries', 'trainer_auth']))
      return fail(ref('cli24_older_database', { path }));
    if (!hasKeyStore(reader)) return fail(ref('cli24_no_key_store', { path }));
    const db = writer;
    const tries = new WrongTries(
      () => db,
      wallMs,
      () => performance.now(),
    );
    const wait = tries.retryInMs(TRAINER_SUBJECT);
    if (wait > 0) return fail(passcodeWait(wait));
    // Counted before the hash, cleared once it proves right (electron/features/trainer/guess.ts): a kill meanwhile counts it.
    tries.failed(TRAINER_SUBJECT);
    const opened = await openWithPasscode(storedBlobs(reader), passcode);
    if (opened.state !== 'open') {
      inTransaction(db, () =>
        appendAuditRow(
          db,
          new Date(wallMs()).toISOString(),
          'unlock-refused',
          'by the command line (verify)',
        ),
      );
      return fail(WRONG_PASSCODE);
    }
    tries.cleared(TRAINER_SUBJECT);
    const read = readTrust(reader, opened.dk);
    opened.dk.fill(0);
    if (read === null) return fail(ref('cli24_no_trust_list', { path }));
    // The one problem readTrust names has a message; any other stays in its English.
    const problem = read.ok ? null : read.problem === TRUST_TAMPERED ? TRUST_TAMPERED_SAID : read.problem;
    return { ok: true, value: { trust: trustList(read), problem } };
  } catch (error) {
    // The database's own words in English, as ever; in another language the project's words for them.
    const detail = libraryWords(
      error instanceof Error ? error.message : String(error),
      ref('cli_db_unreadable_words', {}),
    );
    return fail(ref('cli24_db_unreadable', { path, detail }));
  } finally {
    reader?.close();
    writer?.close();
  }
}
