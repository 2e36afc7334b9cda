// verify FILE [--trust KEY.pub]... [--passcode-stdin] [--data-dir DIR]: is a report (PDF or signed JSON) intact, and
// is its signer trusted? Only authenticated keys are trusted (issue 20, guarantee 3): a key given with --trust (one the
// casino recorded itself), and, with --passcode-stdin, the app's trust list opened with the trainer passcode read
// from stdin. Nothing found on disk is believed on its own (signing-key.pub, a trusted-keys.json). Exit 0 intact and
// trusted, 3 intact but the signer is not trusted, 1 tampered, 2 unreadable or bad input (a wrong passcode too).
import type { KeyObject } from 'node:crypto';
import { fieldMessage, failure } from '../../core/i18n/failure.ts';
import { BASE_LANGUAGE, type Language } from '../../core/i18n/languages.ts';
import { sayPhrase, type Phrase } from '../../core/i18n/phrase.ts';
import { ref, say, type MessageRef } from '../../core/i18n/say.ts';
import type { Failure } from '../../core/result.ts';
import { langInArgv, languageFlag, saidIn } from '../lang-flag.ts';
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

export const USAGE = 'verify FILE [--trust KEY.pub]... [--passcode-stdin] [--data-dir DIR] [--lang L]';
const OPTIONS = '--trust FILE, --passcode-stdin, --data-dir DIR, --lang L';

function unreadable(message: string): CommandResult {
  const outcome: VerifyOutcome = { status: 'unreadable', kind: null, message, signer: null, subject: null };
  return { ok: true, output: outcome, exitCode: EXIT_CODES.unreadable };
}

/** What to do when the signer is not trusted: named by fingerprint, with the two ways to trust it. */
export function howToTrust(fingerprint: string, usedPasscode: boolean): MessageRef {
  return ref(usedPasscode ? 'cli24_trust_how_passcode' : 'cli24_trust_how', { fingerprint });
}

interface Options {
  readonly file: string;
  readonly trustFiles: readonly string[];
  readonly dataDir: string | null;
  readonly passcode: boolean;
  readonly language: Language;
}

function parse(argv: readonly string[]): { ok: true; value: Options } | Failure {
  const refused = (message: MessageRef): Failure => saidIn(langInArgv(argv), message);
  const files: string[] = [];
  let lang: string | undefined;
  const trustFiles: string[] = [];
  let dataDir: string | null = null;
  let passcode = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--trust' || arg === '--data-dir' || arg === '--lang') {
      // "--trust --lang zh-Hant" is a missing key file, not one called "--lang" (as parseFlags reads a flag).
      const value = argv[i + 1]?.startsWith('--') ? undefined : argv[++i];
      if (value === undefined) return refused(ref('cli24_needs_value', { name: arg.slice(2) }));
      if (arg === '--trust') trustFiles.push(value);
      else if (arg === '--lang') lang = value;
      else dataDir = value;
    } else if (arg.startsWith('--lang=')) lang = arg.slice('--lang='.length);
    else if (arg === '--passcode-stdin') passcode = true;
    else if (arg === '--passcode' || arg.startsWith('--passcode='))
      return refused(ref('cli24_passcode_argv', { arg }));
    else if (arg.startsWith('--'))
      return refused(ref('cli24_unknown_option', { name: arg.slice(2), options: OPTIONS }));
    else files.push(arg);
  }
  const language = languageFlag(lang);
  if (!language.ok) return language;
  if (files.length !== 1) return refused(ref('cli24_one_report', { usage: USAGE }));
  return {
    ok: true,
    value: { file: files[0] as string, trustFiles, dataDir, passcode, language: language.language },
  };
}

function givenKeys(files: readonly string[]): { ok: true; keys: KeyObject[] } | Failure {
  const keys: KeyObject[] = [];
  for (const file of files) {
    const pem = readRegularFile(file, 64 * 1024);
    if (!pem.ok) return failure(fieldMessage(`--trust ${file}`, pem.phrase ?? pem.error));
    const key = publicKeyFromPem(pem.bytes.toString('utf8'));
    if (!key.ok) return failure(fieldMessage(`--trust ${file}`, key.phrase));
    keys.push(key.key);
  }
  return { ok: true, keys };
}

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const parsed = parse(argv);
  if (!parsed.ok) return parsed;
  const options = parsed.value;
  const { language } = options;
  const refused = (failed: Failure): Failure => saidIn(language, failed);
  const given = givenKeys(options.trustFiles);
  if (!given.ok) return refused(given);
  // Only a regular file, and no larger than a report can be: a FIFO or /dev/zero is refused at once (exit 2).
  const read = readRegularFile(options.file, MAX_REPORT_BYTES);
  if (!read.ok) return unreadable(say(fieldMessage(options.file, read.phrase ?? read.error), language));
  let trust: TrustList = { own: null, registered: [], given: given.keys };
  let problem: Phrase | null = null;
  if (options.passcode) {
    const passcode = await readPasscode(language);
    if (!passcode.ok)
      return refused(failure(fieldMessage('--passcode-stdin', passcode.phrase ?? passcode.error)));
    const app = await openAppTrust(options.dataDir ?? defaultUserDataDir(), passcode.value);
    if (!app.ok) return refused(failure(fieldMessage('--passcode-stdin', app.phrase ?? app.error)));
    trust = { ...app.value.trust, given: given.keys };
    problem = app.value.problem;
  }
  const outcome = verifyReport(read.bytes, trust);
  if (outcome.status !== 'untrusted' || !outcome.signer) {
    return {
      ok: true,
      output: { ...outcome, message: sayPhrase(outcome.message, language) },
      exitCode: EXIT_CODES[outcome.status],
    };
  }
  const why = [outcome.message, problem, howToTrust(outcome.signer.fingerprint, options.passcode)];
  return {
    ok: true,
    output: {
      ...outcome,
      message: why
        .filter((s) => s !== null)
        .map((s) => sayPhrase(s, language))
        .join(language === BASE_LANGUAGE ? ' ' : ''),
    },
    exitCode: EXIT_CODES.untrusted,
  };
}
