// The engine's command line: `npm run --silent engine -- <command> [options]`.
// JSON on stdout; on bad input a one-line message on stderr and exit code 2.
// Each command lives in ./commands/<name>.ts and exports `run(argv): Promise<CommandResult>`.
import { LANGUAGES } from '../core/i18n/languages.ts';
import type { Failure } from '../core/result.ts';

/** exitCode: a command whose answer is a status (verify) sets its own; 0 otherwise. */
export type CommandResult = { ok: true; output: unknown; exitCode?: number } | Failure;

const COMMANDS: Record<string, string> = {
  analyze:
    'exact probabilities and house edge of every bet: --decks N --profile ID [--stake CENTS] [--lang L]',
  coup: 'play one coup from given cards: --profile ID --cards 9h,Kd,... [--bets JSON] [--lang en|zh-Hant|zh-Hans]',
  simulate: 'deal real shoes and report frequencies: --decks N --profile ID --shoes K --seed S [--lang L]',
  drills:
    'generate a drill set: --spec FILE --seed S [--seeding N] [--with-answers] [--lang en|zh-Hant|zh-Hans]',
  score: 'mark a file of responses: --spec FILE --seed S [--seeding N] --responses FILE [--lang L]',
  profiles: 'list the built-in table profiles [--lang L]',
  verify:
    'check a signed assessment report (PDF or JSON): FILE [--trust KEY.pub]... [--passcode-stdin] [--data-dir DIR]\n' +
    '            [--lang L];\n' +
    '            trusted only by a --trust key (one the casino recorded) or, with the trainer passcode from stdin,\n' +
    "            the app's sealed trust list; no key file found on disk is trusted by itself.\n" +
    '            exit 0 intact and trusted, 3 intact but not trusted, 1 tampered, 2 unreadable or bad input',
};

function usage(): string {
  return [
    'usage: npm run --silent engine -- <command> [options]',
    ...Object.entries(COMMANDS).map(([name, text]) => `  ${name.padEnd(9)} ${text}`),
    `  --lang L  any command: L is ${LANGUAGES.join(', ')}; its words and refusals in that language, its JSON data the same`,
  ].join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === 'help') {
    // Asked for: usage on stdout. No command at all is bad input: usage on stderr, so stdout stays JSON-only.
    (name === undefined ? process.stderr : process.stdout).write(usage() + '\n');
    return name === undefined ? 2 : 0;
  }
  if (!(name in COMMANDS)) {
    process.stderr.write(`engine: unknown command "${name}"\n${usage()}\n`);
    return 2;
  }
  const mod = (await import(`./commands/${name}.ts`)) as {
    run: (argv: readonly string[]) => Promise<CommandResult>;
  };
  const result = await mod.run(rest);
  if (!result.ok) {
    process.stderr.write(`engine ${name}: ${result.error}\n`);
    return 2;
  }
  const out = result.output;
  // Commands that emit JSON lines return an array of lines marked with `lines`.
  if (
    out &&
    typeof out === 'object' &&
    'jsonLines' in out &&
    Array.isArray((out as { jsonLines: unknown[] }).jsonLines)
  ) {
    for (const line of (out as { jsonLines: unknown[] }).jsonLines)
      process.stdout.write(JSON.stringify(line) + '\n');
  } else {
    process.stdout.write(JSON.stringify(out) + '\n');
  }
  return result.exitCode ?? 0;
}

// A reader that stops early (`drills ... | head`) closes the pipe: that is the end of the output, not a crash.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await main(process.argv.slice(2));
