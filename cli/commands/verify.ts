// verify FILE [--trust KEY.pub]... [--passcode-stdin] [--data-dir DIR]: is a report (PDF or signed JSON) intact, and
// is its signer trusted? Only authenticated keys are trusted (issue 20, guarantee 3): a key given with --trust (one the
// casino recorded itself), and, with --passcode-stdin, the app's trust list opened with the trainer passcode read
// from stdin. Nothing found on disk is believed on its own (signing-key.pub, a trusted-keys.json). Exit 0 intact and
// trusted, 3 intact but the signer is not trusted, 1 tampered, 2 unreadable or bad input (a wrong passcode too).
import type { KeyObject } from 'node:crypto';
import { english } from '../../core/i18n/phrase.ts';
import { readRegularFile } from '../../node-shared/files/read-json-file.ts';
import { defaultUserDataDir } from '../../node-shared/reports/data-dir.ts';
import {
  EXIT_CODES,
  verifyReport,
  type TrustList,
  type VerifyOutcome,
} from '../../node-shared/reports/signed-report.ts';
import { publicKeyFromPem } from '../../node-shared/reports/signing-key.ts';
import { openAppTrust } from '../app-trust.ts';
import type { CommandResult } from '../main.ts';
import { readPasscode } from '../passcode-stdin.ts';

/** A signed PDF with its fonts is well under this; a larger file is not one of ours. */
export const MAX_REPORT_BYTES = 64 * 1024 * 1024;

export const USAGE = 'verify FILE [--trust KEY.pub]... [--passcode-stdin] [--data-dir DIR]';

function unreadable(message: string): CommandResult {
  const outcome: VerifyOutcome = { status: 'unreadable', kind: null, message, signer: null, subject: null };
  return { ok: true, output: outcome, exitCode: EXIT_CODES.unreadable };
}

/** What to do when the signer is not trusted: named by fingerprint, with the two ways to trust it. */
export function howToTrust(fingerprint: string, usedPasscode: boolean): string {
  return (
    `The signer's key fingerprint is ${fingerprint}. To trust it, check the report against a public key whose ` +
    `fingerprint the casino recorded itself: verify FILE --trust KEY.pub` +
    (usedPasscode
      ? '. It is not in the trust list of this PC.'
      : `, or against the trust list of the PC that made it, with the trainer passcode: verify FILE ` +
        `--passcode-stdin (it is asked for, or read from stdin). A key file found in a data folder proves nothing.`)
  );
}

interface Options {
  readonly file: string;
  readonly trustFiles: readonly string[];
  readonly dataDir: string | null;
  readonly passcode: boolean;
}

function parse(argv: readonly string[]): { ok: true; value: Options } | { ok: false; error: string } {
  const files: string[] = [];
  const trustFiles: string[] = [];
  let dataDir: string | null = null;
  let passcode = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--trust' || arg === '--data-dir') {
      const value = argv[++i];
      if (value === undefined) return { ok: false, error: `${arg} needs a value` };
      if (arg === '--trust') trustFiles.push(value);
      else dataDir = value;
    } else if (arg === '--passcode-stdin') passcode = true;
    else if (arg === '--passcode' || arg.startsWith('--passcode='))
      return {
        ok: false,
        error: `${arg}: the passcode is read from stdin only (--passcode-stdin), never argv`,
      };
    else if (arg.startsWith('--'))
      return {
        ok: false,
        error: `unknown option ${arg} (options: --trust FILE, --passcode-stdin, --data-dir DIR)`,
      };
    else files.push(arg);
  }
  if (files.length !== 1) return { ok: false, error: `give exactly one report file: ${USAGE}` };
  return { ok: true, value: { file: files[0] as string, trustFiles, dataDir, passcode } };
}

function givenKeys(files: readonly string[]): { ok: true; keys: KeyObject[] } | { ok: false; error: string } {
  const keys: KeyObject[] = [];
  for (const file of files) {
    const pem = readRegularFile(file, 64 * 1024);
    if (!pem.ok) return { ok: false, error: `--trust ${file}: ${pem.error}` };
    const key = publicKeyFromPem(pem.bytes.toString('utf8'));
    if (!key.ok) return { ok: false, error: `--trust ${file}: ${key.error}` };
    keys.push(key.key);
  }
  return { ok: true, keys };
}

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const parsed = parse(argv);
  if (!parsed.ok) return parsed;
  const options = parsed.value;
  const given = givenKeys(options.trustFiles);
  if (!given.ok) return given;
  // Only a regular file, and no larger than a report can be: a FIFO or /dev/zero is refused at once (exit 2).
  const read = readRegularFile(options.file, MAX_REPORT_BYTES);
  if (!read.ok) return unreadable(`${options.file}: ${read.error}`);
  let trust: TrustList = { own: null, registered: [], given: given.keys };
  let problem: string | null = null;
  if (options.passcode) {
    const passcode = await readPasscode();
    if (!passcode.ok) return { ok: false, error: `--passcode-stdin: ${passcode.error}` };
    const app = await openAppTrust(options.dataDir ?? defaultUserDataDir(), passcode.value);
    if (!app.ok) return { ok: false, error: `--passcode-stdin: ${app.error}` };
    trust = { ...app.value.trust, given: given.keys };
    problem = app.value.problem;
  }
  const outcome = verifyReport(read.bytes, trust);
  if (outcome.status !== 'untrusted' || !outcome.signer) {
    return {
      ok: true,
      output: { ...outcome, message: english(outcome.message) },
      exitCode: EXIT_CODES[outcome.status],
    };
  }
  const why = [english(outcome.message), problem, howToTrust(outcome.signer.fingerprint, options.passcode)];
  return {
    ok: true,
    output: { ...outcome, message: why.filter((s) => s !== null).join(' ') },
    exitCode: EXIT_CODES.untrusted,
  };
}
