// The engine's command line: `npm run --silent engine -- <command> [options]`.
// JSON on stdout; on bad input a one-line message on stderr and exit code 2.
// Each command lives in ./commands/<name>.ts and exports `run(argv): Promise<CommandResult>`.
import { LANGUAGES, type Language } from '../core/i18n/languages.ts';
import { ref, say, type MessageId } from '../core/i18n/say.ts';
import { langInArgv, parseFlagsIn } from './lang-flag.ts';
import type { Failure } from '../core/result.ts';

/** exitCode: a command whose answer is a status (verify) sets its own; 0 otherwise. */
export type CommandResult = { ok: true; output: unknown; exitCode?: number } | Failure;

// Each command's description is a message; its flags, names and placeholders stay as typed in every language.
const COMMANDS = {
  analyze: { what: 'cli24_help_analyze', flags: '--decks N --profile ID [--stake CENTS] [--lang L]' },
  coup: {
    what: 'cli24_help_coup',
    flags: '--profile ID --cards 9h,Kd,... [--bets JSON] [--lang en|zh-Hant|zh-Hans]',
  },
  simulate: { what: 'cli24_help_simulate', flags: '--decks N --profile ID --shoes K --seed S [--lang L]' },
  drills: {
    what: 'cli24_help_drills',
    flags: '--spec FILE --seed S [--seeding N] [--with-answers] [--lang en|zh-Hant|zh-Hans]',
  },
  score: {
    what: 'cli24_help_score',
    flags: '--spec FILE --seed S [--seeding N] --responses FILE [--lang L]',
  },
  profiles: { what: 'cli24_help_profiles', flags: undefined },
  verify: {
    what: 'cli24_help_verify',
    flags: 'FILE [--trust KEY.pub]... [--passcode-stdin] [--data-dir DIR]',
  },
} as const satisfies Record<string, { what: MessageId; flags: string | undefined }>;

const INDENT = ' '.repeat(12);

function commandLine(name: keyof typeof COMMANDS, language: Language): string {
  const { what, flags } = COMMANDS[name];
  const text = flags === undefined ? ref(what, {}) : ref('cli24_help_line', { what: ref(what, {}), flags });
  const said = say(text, language);
  if (name !== 'verify') return said;
  return [
    said,
    say(ref('cli24_help_clause_end', { text: '[--lang L]' }), language),
    say(ref('cli24_help_verify_trust_1', {}), language),
    say(ref('cli24_help_verify_trust_2', {}), language),
    say(ref('cli24_help_verify_exit', {}), language),
  ].join('\n' + INDENT);
}

function usage(language: Language): string {
  return [
    say(ref('cli24_help_usage', { command: 'npm run --silent engine -- <command> [options]' }), language),
    ...Object.keys(COMMANDS).map(
      (name) => `  ${name.padEnd(9)} ${commandLine(name as keyof typeof COMMANDS, language)}`,
    ),
    `  --lang L  ${say(ref('cli24_help_lang', { list: LANGUAGES.join(', ') }), language)}`,
  ].join('\n');
}

/** The command and its arguments; `--lang X` before the command (`--lang zh-Hant help`) is read as if after it. */
function commandAndRest(argv: readonly string[]): [string | undefined, string[]] {
  const [first, second, ...more] = argv;
  if (first === '--lang' && second !== undefined) return [more[0], [...more.slice(1), first, second]];
  if (first?.startsWith('--lang=') === true) return [second, [...more, first]];
  return [first, argv.slice(1)];
}

async function main(argv: readonly string[]): Promise<number> {
  const [name, rest] = commandAndRest(argv);
  const atHelp = name === undefined || name === '--help' || name === 'help' || !(name in COMMANDS);
  if (atHelp) {
    // The usage in the language --lang names; a --lang naming none is refused like any command's.
    const lang = parseFlagsIn(rest, {});
    if (!lang.ok && (name === '--help' || name === 'help' || name === undefined)) {
      process.stderr.write(`engine ${name ?? 'help'}: ${lang.error}\n`);
      return 2;
    }
    const language = lang.ok ? lang.language : langInArgv(rest);
    if (name === undefined || name === '--help' || name === 'help') {
      // Asked for: usage on stdout. No command at all is bad input: usage on stderr, so stdout stays JSON-only.
      (name === undefined ? process.stderr : process.stdout).write(usage(language) + '\n');
      return name === undefined ? 2 : 0;
    }
    const unknown = say(ref('cli24_unknown_command', { name }), language);
    process.stderr.write(`engine: ${unknown}\n${usage(language)}\n`);
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
