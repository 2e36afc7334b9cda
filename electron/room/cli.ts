// `npm run --silent room -- <command>`: IT's command for the training room's PostgreSQL database.
//   init --url postgres://ADMIN@HOST:PORT/DB   schema, migrations, the roles bdt_station and bdt_trainer
//   status --url postgres://USER@HOST:PORT/DB  JSON: schema version, stations, row counts
//   help
// Exit 0 on success, 2 with one line on bad input, 1 with one line when the database refuses or cannot be reached.
import { english } from '../../core/i18n/phrase.ts';
import pg from 'pg';
import { prepareRoom, roomStatus, ROOM_ROLES, type RoomRole } from './prepare.ts';
import { describeRoomError } from './problems.ts';

export const HELP = `Training room (PostgreSQL) for IT staff.

  npm run --silent room -- init --url postgres://ADMIN@HOST:PORT/DB
      Prepares the database (run it again at any time: it changes nothing, or migrates an older room):
      the schema "room" and the login roles bdt_station and bdt_trainer, whose passwords it reads from the
      environment variables BDT_STATION_PASSWORD and BDT_TRAINER_PASSWORD (12 characters or more).
      The administrator's password: in the URL, or PGPASSWORD, or ~/.pgpass.
  npm run --silent room -- status --url postgres://USER@HOST:PORT/DB
      Prints JSON: the schema version, the stations that joined, and the row count of every table.
  npm run --silent room -- help
      This text.
`;

const PASSWORD_ENV: Record<RoomRole, string> = {
  bdt_station: 'BDT_STATION_PASSWORD',
  bdt_trainer: 'BDT_TRAINER_PASSWORD',
};
const MIN_PASSWORD = 12;

export interface CliResult {
  readonly code: number;
  readonly out: string;
}

class BadInput extends Error {}

function urlArg(args: readonly string[]): string {
  const at = args.indexOf('--url');
  const value = at >= 0 ? args[at + 1] : undefined;
  if (!value) throw new BadInput('--url is missing: give --url postgres://USER@HOST:PORT/DB');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BadInput(`--url is not a URL: expected postgres://USER@HOST:PORT/DB`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new BadInput(`--url must start with postgres:// (it starts with ${url.protocol}//)`);
  }
  if (url.pathname.length <= 1) throw new BadInput('--url names no database: end it with /DATABASE');
  return value;
}

function passwords(env: NodeJS.ProcessEnv): Record<RoomRole, string> {
  const out = {} as Record<RoomRole, string>;
  for (const role of ROOM_ROLES) {
    const value = env[PASSWORD_ENV[role]];
    if (!value)
      throw new BadInput(`${PASSWORD_ENV[role]} is not set: it is the password of the role ${role}`);
    if (value.length < MIN_PASSWORD) {
      throw new BadInput(`${PASSWORD_ENV[role]} is too short: ${MIN_PASSWORD} characters or more`);
    }
    out[role] = value;
  }
  return out;
}

export async function runRoomCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<CliResult> {
  const [command, ...rest] = args;
  try {
    if (command === undefined || command === 'help' || command === '--help') return { code: 0, out: HELP };
    if (command !== 'init' && command !== 'status') {
      throw new BadInput(`unknown command "${command}": the commands are init, status and help`);
    }
    const url = urlArg(rest);
    const secrets = command === 'init' ? passwords(env) : null;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
      if (secrets) {
        const done = await prepareRoom(client, secrets);
        const what =
          done.from === done.to ? 'already up to date' : `migrated from ${done.from} to ${done.to}`;
        return {
          code: 0,
          out: `room ready: schema version ${done.to} (${what}); roles ${ROOM_ROLES.join(' and ')} set\n`,
        };
      }
      return { code: 0, out: `${JSON.stringify(await roomStatus(client), null, 2)}\n` };
    } finally {
      await client.end().catch(() => undefined);
    }
  } catch (error) {
    if (error instanceof BadInput) return { code: 2, out: `room: ${error.message}\n` };
    return { code: 1, out: `room: ${oneLine(english(describeRoomError(error, 'database').message))}\n` };
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runRoomCli(process.argv.slice(2));
  (result.code === 0 ? process.stdout : process.stderr).write(result.out);
  process.exitCode = result.code;
}
