// The room's command line for IT staff with --lang (issue 24): its help and one-line refusals (exit 2) in that language.
// English is byte for byte what it said before --lang (room-cli-help.en.txt and the refusals, captured from the old
// command); Chinese has no English word but the commands, flags, variables, roles and URLs as typed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runRoomCli } from '../../electron/room/cli.ts';

const HELP = readFileSync(new URL('./room-cli-help.en.txt', import.meta.url), 'utf8');
const ENV = { BDT_STATION_PASSWORD: 's'.repeat(12), BDT_TRAINER_PASSWORD: 't'.repeat(12) };
const DB = ['--url', 'postgres://admin@localhost/db'];

/** Words a Chinese reader would read as English, once what is typed as it stands is taken out. */
function englishWords(text: string): string[] {
  const rest = text
    .replace(/npm run --silent room --/g, ' ')
    .replace(/--[\w-]+/g, ' ')
    .replace(/\S*:\/\/\S*/g, ' ')
    .replace(/"[^"]*"|「[^」]*」|“[^”]*”/g, ' ')
    .replace(
      /\b[A-Z_]{3,}\b|\bbdt_\w+|~\/\.pgpass|\/DATABASE|\b(?:PostgreSQL|JSON|init|status|help|room)\b/g,
      ' ',
    );
  return rest.match(/\b[A-Za-z]{2,}\b/g) ?? [];
}

describe('room command in the --lang language', () => {
  it.each<[string, string[], Record<string, string>, number, string]>([
    ['help', ['help'], {}, 0, HELP],
    ['--help', ['--help'], {}, 0, HELP],
    ['no command', [], {}, 0, HELP],
    [
      'an unknown command',
      ['drop'],
      ENV,
      2,
      'room: unknown command "drop": the commands are init, status and help\n',
    ],
    ['no --url', ['init'], ENV, 2, 'room: --url is missing: give --url postgres://USER@HOST:PORT/DB\n'],
    [
      'not a URL',
      ['status', '--url', 'nope'],
      ENV,
      2,
      'room: --url is not a URL: expected postgres://USER@HOST:PORT/DB\n',
    ],
    [
      'not postgres',
      ['init', '--url', 'http://x/db'],
      ENV,
      2,
      'room: --url must start with postgres:// (it starts with http://)\n',
    ],
    [
      'no database',
      ['init', '--url', 'postgres://admin@localhost:5432'],
      ENV,
      2,
      'room: --url names no database: end it with /DATABASE\n',
    ],
    [
      'a password not set',
      ['init', ...DB],
      { BDT_TRAINER_PASSWORD: 'x'.repeat(12) },
      2,
      'room: BDT_STATION_PASSWORD is not set: it is the password of the role bdt_station\n',
    ],
    [
      'a password too short',
      ['init', ...DB],
      { ...ENV, BDT_TRAINER_PASSWORD: 'short' },
      2,
      'room: BDT_TRAINER_PASSWORD is too short: 12 characters or more\n',
    ],
  ])('%s', async (_what, args, env, code, en) => {
    for (const lang of [[], ['--lang', 'en'], ['--lang=en']]) {
      for (const argv of [
        [...args, ...lang],
        [...lang, ...args],
      ]) {
        expect(await runRoomCli(argv, env), argv.join(' ')).toEqual({ code, out: en });
      }
    }
    const chinese = new Map<string, string>();
    for (const lang of ['zh-Hant', 'zh-Hans']) {
      for (const argv of [
        [...args, '--lang', lang],
        ['--lang', lang, ...args],
      ]) {
        const { code: got, out } = await runRoomCli(argv, env);
        expect(got, argv.join(' ')).toBe(code);
        expect(out.split('\n').length).toBe(en.split('\n').length);
        expect(englishWords(out), out).toEqual([]);
        expect(out).toMatch(/[\u4e00-\u9fff]/);
        chinese.set(lang, out);
      }
    }
    expect(chinese.get('zh-Hant')).not.toBe(chinese.get('zh-Hans'));
  });

  it.each([['help'], ['init'], ['status']])(
    '%s --lang xx: exit 2, one line naming the languages',
    async (command) => {
      expect(await runRoomCli([command, '--lang', 'xx'], ENV)).toEqual({
        code: 2,
        out: 'room: --lang must be one of en, zh-Hant, zh-Hans, not "xx"\n',
      });
    },
  );
});
