// `npm run --silent room -- <command>`: IT's command for the training room's PostgreSQL database.
//   init --url postgres://ADMIN@HOST:PORT/DB   schema, migrations, the roles bdt_station and bdt_trainer
//   status --url postgres://USER@HOST:PORT/DB  JSON: schema version, stations, row counts
//   help
// Any of them with --lang en|zh-Hant|zh-Hans: its help, refusals and success line in that language (status's JSON the same).
// Exit 0 on success, 2 with one line on bad input, 1 with one line when the database refuses or cannot be reached.
import { BASE_LANGUAGE, type Language } from '../../core/i18n/languages.ts';
import { english, sayPhrase } from '../../core/i18n/phrase.ts';
import { ref, say, type MessageRef } from '../../core/i18n/say.ts';
import { languageFlag } from '../../cli/lang-flag.ts';
import pg from 'pg';
import { prepareRoom, roomStatus, ROOM_ROLES, type RoomRole } from './prepare.ts';
import { describeRoomError } from './problems.ts';

const COMMAND = 'npm run --silent room --';
const indented = (text: string) => text.replace(/^/gm, '      ');

/** The help in a language: the command lines as typed, what each does in words. */
export function helpText(language: Language = BASE_LANGUAGE): string {
  const said = (message: MessageRef) => say(message, language);
  return [
    said(ref('room_cli_help_title', {})),
    '',
    `  ${COMMAND} init --url postgres://ADMIN@HOST:PORT/DB`,
    indented(said(ref('room_cli_help_init', {}))),
    `  ${COMMAND} status --url postgres://USER@HOST:PORT/DB`,
    indented(said(ref('room_cli_help_status', {}))),
    `  ${COMMAND} help`,
    indented(said(ref('room_cli_help_help', {}))),
    '',
  ].join('\n');
}

export const HELP = helpText();

const EXAMPLE_URL = 'postgres://USER@HOST:PORT/DB';

const PASSWORD_ENV: Record<RoomRole, string> = {
  bdt_station: 'BDT_STATION_PASSWORD',
  bdt_trainer: 'BDT_TRAINER_PASSWORD',
};
const MIN_PASSWORD = 12;

export interface CliResult {
  readonly code: number;
  readonly out: string;
}

class BadInput extends Error {
  readonly said: MessageRef;
  constructor(said: MessageRef) {
    super(english(said));
    this.said = said;
  }
}

function urlArg(args: readonly string[]): string {
  const at = args.indexOf('--url');
  const value = at >= 0 ? args[at + 1] : undefined;
  if (!value) throw new BadInput(ref('room_cli_url_missing', { example: EXAMPLE_URL }));
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BadInput(ref('room_cli_url_not_url', { example: EXAMPLE_URL }));
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new BadInput(ref('room_cli_url_scheme', { scheme: url.protocol }));
  }
  if (url.pathname.length <= 1) throw new BadInput(ref('room_cli_url_no_db', {}));
  return value;
}

function passwords(env: NodeJS.ProcessEnv): Record<RoomRole, string> {
  const out = {} as Record<RoomRole, string>;
  for (const role of ROOM_ROLES) {
    const value = env[PASSWORD_ENV[role]];
    if (!value) throw new BadInput(ref('room_cli_env_unset', { env: PASSWORD_ENV[role], role }));
    if (value.length < MIN_PASSWORD) {
      throw new BadInput(ref('room_cli_env_short', { env: PASSWORD_ENV[role], min: MIN_PASSWORD }));
    }
    out[role] = value;
  }
  return out;
}

export async function runRoomCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<CliResult> {
  const lang = languageArg(args);
  if (!lang.ok) return { code: 2, out: `room: ${lang.error}\n` };
  const { language } = lang;
  const [command, ...rest] = lang.rest;
  try {
    if (command === undefined || command === 'help' || command === '--help')
      return { code: 0, out: helpText(language) };
    if (command !== 'init' && command !== 'status') throw new BadInput(ref('room_cli_unknown', { command }));
    const url = urlArg(rest);
    const secrets = command === 'init' ? passwords(env) : null;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
      if (secrets) {
        const done = await prepareRoom(client, secrets);
        const what =
          done.from === done.to
            ? ref('room_cli_up_to_date', {})
            : ref('room_cli_migrated', { from: done.from, to: done.to });
        const [first, second] = ROOM_ROLES;
        const ready = ref('room_cli_ready', { version: done.to, what, first, second });
        return { code: 0, out: `${say(ready, language)}\n` };
      }
      return { code: 0, out: `${JSON.stringify(await roomStatus(client), null, 2)}\n` };
    } finally {
      await client.end().catch(() => undefined);
    }
  } catch (error) {
    if (error instanceof BadInput) return { code: 2, out: `room: ${say(error.said, language)}\n` };
    return {
      code: 1,
      out: `room: ${oneLine(sayPhrase(describeRoomError(error, 'database').message, language))}\n`,
    };
  }
}

/** `--lang L` (or `--lang=L`) anywhere among the arguments, taken out of them; a language that is none is bad input. */
function languageArg(
  args: readonly string[],
): { ok: true; language: Language; rest: string[] } | { ok: false; error: string } {
  const rest: string[] = [];
  let value: string | boolean | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--lang') value = args[++i] ?? true;
    else if (arg.startsWith('--lang=')) value = arg.slice('--lang='.length);
    else rest.push(arg);
  }
  const lang = languageFlag(value);
  return lang.ok ? { ok: true, language: lang.language, rest } : lang;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runRoomCli(process.argv.slice(2));
  (result.code === 0 ? process.stdout : process.stderr).write(result.out);
  process.exitCode = result.code;
}
