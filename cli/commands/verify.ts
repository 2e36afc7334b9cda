// verify FILE [--trust PUBLIC_KEY_FILE] [--data-dir DIR]: is a report (PDF or signed JSON) intact, and is its signer
// trusted? Exit 0 intact and trusted (the --trust key, this installation's own key or a registered one), 3 intact but
// the signer is not trusted, 1 tampered, 2 unreadable.
import { readRegularFile } from '../../electron/files/read-json-file.ts';
import { defaultUserDataDir } from '../../electron/reports/data-dir.ts';
import { EXIT_CODES, verifyReport, type VerifyOutcome } from '../../electron/reports/signed-report.ts';
import { publicKeyFromPem, readOwnPublicKey } from '../../electron/reports/signing-key.ts';
import { readTrustedKeys } from '../../electron/reports/trusted-keys.ts';
import type { CommandResult } from '../main.ts';

/** A signed PDF with its fonts is well under this; a larger file is not one of ours. */
export const MAX_REPORT_BYTES = 64 * 1024 * 1024;

function unreadable(message: string): CommandResult {
  const outcome: VerifyOutcome = { status: 'unreadable', kind: null, message, signer: null, subject: null };
  return { ok: true, output: outcome, exitCode: EXIT_CODES.unreadable };
}

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const files: string[] = [];
  const trustFiles: string[] = [];
  let dataDir: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--trust' || arg === '--data-dir') {
      const value = argv[++i];
      if (value === undefined) return { ok: false, error: `${arg} needs a value` };
      if (arg === '--trust') trustFiles.push(value);
      else dataDir = value;
    } else if (arg.startsWith('--')) {
      return { ok: false, error: `unknown option ${arg} (options: --trust FILE, --data-dir DIR)` };
    } else files.push(arg);
  }
  if (files.length !== 1)
    return { ok: false, error: 'give exactly one report file: verify FILE [--trust KEY.pub]' };
  const given = [];
  for (const file of trustFiles) {
    const pem = readRegularFile(file, 64 * 1024);
    if (!pem.ok) return { ok: false, error: `--trust ${file}: ${pem.error}` };
    const key = publicKeyFromPem(pem.bytes.toString('utf8'));
    if (!key.ok) return { ok: false, error: `--trust ${file}: ${key.error}` };
    given.push(key.key);
  }
  // Only a regular file, and no larger than a report can be: a FIFO or /dev/zero is refused at once (exit 2).
  const read = readRegularFile(files[0] as string, MAX_REPORT_BYTES);
  if (!read.ok) return unreadable(`${files[0]}: ${read.error}`);
  const bytes = read.bytes;
  const dir = dataDir ?? defaultUserDataDir();
  const outcome = verifyReport(bytes, {
    own: readOwnPublicKey(dir),
    registered: readTrustedKeys(dir),
    given,
  });
  return { ok: true, output: outcome, exitCode: EXIT_CODES[outcome.status] };
}
