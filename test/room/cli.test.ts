// IT's command: `room -- init` prepares a database idempotently, `status` prints JSON, bad input exits 2 in one line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRoomCli } from '../../electron/room/cli.ts';
import { ROOM_SCHEMA_VERSION } from '../../electron/room/room-schema.ts';
import { connect, freshRoom, NO_PG_REASON, PASSWORDS, PG_URL, type Room } from './room-fixture.ts';

const env = { BDT_STATION_PASSWORD: PASSWORDS.bdt_station, BDT_TRAINER_PASSWORD: PASSWORDS.bdt_trainer };

describe('room command: bad input exits 2 with one line naming what is wrong', () => {
  it.each([
    [['init'], env, /--url is missing/],
    [['init', '--url', 'http://x/db'], env, /must start with postgres:\/\//],
    [['init', '--url', 'postgres://admin@localhost:5432'], env, /names no database/],
    [
      ['init', '--url', 'postgres://admin@localhost/db'],
      { BDT_TRAINER_PASSWORD: 'x'.repeat(12) },
      /BDT_STATION_PASSWORD is not set/,
    ],
    [
      ['init', '--url', 'postgres://admin@localhost/db'],
      { ...env, BDT_TRAINER_PASSWORD: 'short' },
      /BDT_TRAINER_PASSWORD is too short/,
    ],
    [['drop'], env, /unknown command "drop"/],
  ] as const)('%j', async (args, vars, message) => {
    const result = await runRoomCli(args, vars);
    expect(result.code).toBe(2);
    expect(result.out).toMatch(message);
    expect(result.out.trim().split('\n')).toHaveLength(1);
    expect(result.out).not.toContain(PASSWORDS.bdt_station);
  });

  it('help lists the commands', async () => {
    const result = await runRoomCli(['help'], {});
    expect(result.code).toBe(0);
    for (const command of ['init --url', 'status --url', 'help']) expect(result.out).toContain(command);
  });
});

describe.skipIf(!PG_URL)(`room command on PostgreSQL (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let url: string;
  beforeAll(async () => {
    room = await freshRoom('cli');
    const u = new URL(PG_URL);
    u.pathname = '/bdt_test_cli_empty';
    url = String(u);
    const server = await connect(PG_URL);
    await server.query('DROP DATABASE IF EXISTS bdt_test_cli_empty WITH (FORCE)');
    await server.query('CREATE DATABASE bdt_test_cli_empty');
    await server.end();
  });
  afterAll(async () => {
    await room.drop();
    const server = await connect(PG_URL);
    await server.query('DROP DATABASE IF EXISTS bdt_test_cli_empty WITH (FORCE)');
    await server.end();
  });

  it('init prepares an empty database, and again changes nothing; status prints the version, stations and counts', async () => {
    const status0 = await runRoomCli(['status', '--url', url], env);
    expect(JSON.parse(status0.out)).toMatchObject({ schemaVersion: null, rows: {} });
    const first = await runRoomCli(['init', '--url', url], env);
    expect(first).toEqual({
      code: 0,
      out: `room ready: schema version ${ROOM_SCHEMA_VERSION} (migrated from 0 to ${ROOM_SCHEMA_VERSION}); roles bdt_station and bdt_trainer set\n`,
    });
    const second = await runRoomCli(['init', '--url', url], env);
    expect(second).toEqual({
      code: 0,
      out: `room ready: schema version ${ROOM_SCHEMA_VERSION} (already up to date); roles bdt_station and bdt_trainer set\n`,
    });
    // --lang: the same line in words, the version and the roles as they are; status's JSON unchanged.
    const hant = await runRoomCli(['init', '--url', url, '--lang', 'zh-Hant'], env);
    const hans = await runRoomCli(['--lang', 'zh-Hans', 'init', '--url', url], env);
    expect(hant).toEqual({
      code: 0,
      out: `培訓室已就緒：結構描述版本 ${ROOM_SCHEMA_VERSION}（已是最新）；已設定角色 bdt_station 及 bdt_trainer\n`,
    });
    expect(hans).toEqual({
      code: 0,
      out: `培训室已就绪：模式版本 ${ROOM_SCHEMA_VERSION}（已是最新）；已设置角色 bdt_station 及 bdt_trainer\n`,
    });
    expect((await runRoomCli(['status', '--url', url, '--lang', 'zh-Hans'], env)).out).toBe(
      (await runRoomCli(['status', '--url', url], env)).out,
    );
    const status = JSON.parse((await runRoomCli(['status', '--url', url], env)).out) as Record<
      string,
      unknown
    >;
    expect(status).toMatchObject({
      schemaVersion: ROOM_SCHEMA_VERSION,
      appSchemaVersion: ROOM_SCHEMA_VERSION,
      stations: [],
    });
    expect(status['rows']).toMatchObject({ responses: 0, sessions: 0, trainees: 0 });
  });

  it('the roles log in with the passwords from the environment (stored as SCRAM verifiers, never in clear)', async () => {
    const u = new URL(url);
    u.username = 'bdt_station';
    u.password = PASSWORDS.bdt_station;
    const station = await connect(u);
    await station.end();
    const server = await connect(PG_URL);
    try {
      const stored = await server.query(`SELECT rolpassword FROM pg_authid WHERE rolname = 'bdt_station'`);
      expect(stored.rows[0].rolpassword).toMatch(/^SCRAM-SHA-256\$4096:/);
      expect(stored.rows[0].rolpassword).not.toContain(PASSWORDS.bdt_station);
    } finally {
      await server.end();
    }
  });

  it('a server that cannot be reached: exit 1, one line', async () => {
    const result = await runRoomCli(['status', '--url', 'postgres://x@127.0.0.1:1/db'], env);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^room: Cannot reach the database: .*\n$/);
    const said = await runRoomCli(
      ['status', '--url', 'postgres://x@127.0.0.1:1/db', '--lang', 'zh-Hant'],
      env,
    );
    expect(said.code).toBe(1);
    expect(said.out).toMatch(/^room: [^\n]*[\u4e00-\u9fff][^\n]*\n$/);
  });
});
