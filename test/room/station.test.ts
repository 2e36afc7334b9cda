// Joining a room from trainer mode, through the real channels: "Test the connection" in words, the password sealed by
// safeStorage (a double here) and never in clear in the data folder or the log, the PC's earlier history uploaded
// once, and after a restart the push resumes with the sealed password.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playSession } from '../support/play.ts';
import { openBackend as open, PASSCODE } from './joined-station.ts';
import { count, freshRoom, NO_PG_REASON, PASSWORDS, PG_URL, type Room } from './room-fixture.ts';

describe.skipIf(!PG_URL)(`a station joins a room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let dir: string;
  beforeAll(async () => {
    room = await freshRoom('station');
    dir = mkdtempSync(join(tmpdir(), 'bdt-join-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await room.drop();
  });

  it('tests the connection, joins with local history, seals the password, and resumes after a restart', async () => {
    const logs: string[] = [];
    let s = open(dir, logs);
    // Before any room: a trainee practised on this PC alone.
    const trainee = await s.value('trainees.create', { name: 'Local Lena', identifier: 'L-1' });
    const view = await s.value('sessions.start', { traineeId: trainee.id, drillSetId: 'call-hand-practice' });
    const db = () => {
      const d = s.backend.store.db();
      if (!d.ok) throw new Error(d.error);
      return d.value;
    };
    await playSession(db(), view, (r) => s.call('sessions.answer', r) as never, {
      right: () => true,
      responseMs: () => 900,
    });

    // The room's channels are the trainer's.
    expect(await s.call('room.status')).toMatchObject({ ok: false });
    await s.value('trainer.setPasscode', { passcode: PASSCODE });
    expect(await s.value('room.status')).toMatchObject({ configured: false, sync: null });

    const address = room.address('bdt_station');
    const settings = {
      host: address.host,
      port: address.port,
      database: address.database,
      user: 'bdt_station' as const,
      tls: false,
      stationName: 'Front desk PC',
    };
    const cases = [
      [{ password: 'wrong-password' }, 'wrong-password', /refused the password/],
      [{ settings: { ...settings, database: 'postgres' } }, 'not-a-room', /not a training room/],
      [{ settings: { ...settings, port: 1 } }, 'unreachable', /Cannot reach/],
      [{ settings: { ...settings, tls: true } }, 'tls-required', /TLS/],
    ] as const;
    for (const [change, problem, words] of cases) {
      const check = await s.value('room.test', { settings, password: PASSWORDS.bdt_station, ...change });
      expect(check).toMatchObject({ ok: false, problem });
      expect(check.message).toMatch(words);
    }
    expect(await s.value('room.test', { settings, password: PASSWORDS.bdt_station })).toMatchObject({
      ok: true,
    });

    // The preview: what would go, and whom Lena becomes in the room (nobody yet).
    const before = await s.value('room.preview', { settings, password: PASSWORDS.bdt_station });
    const answered = (db().prepare('SELECT count(*) AS n FROM responses').get() as { n: number }).n;
    expect(before).toEqual({
      trainees: [{ name: 'Local Lena', staffNumber: 'L-1', match: 'new', roomName: null }],
      sessions: 1,
      responses: answered,
      attempts: 0,
      grades: 0,
      sessionsInRoom: 0,
    });

    const joined = await s.value('room.join', { settings, password: PASSWORDS.bdt_station });
    expect(joined).toMatchObject({ configured: true, password: 'sealed', settings });
    expect(JSON.stringify(joined)).not.toContain(PASSWORDS.bdt_station);
    const pushed = await s.value('room.pushNow');
    expect(pushed.sync).toMatchObject({ pending: 0, fault: null });
    const local = (db().prepare('SELECT count(*) AS n FROM responses').get() as { n: number }).n;
    expect(await count(room, 'SELECT count(*) AS n FROM room.responses')).toBe(local);
    expect(
      await count(
        room,
        `SELECT count(*) AS n FROM room.stations WHERE name = 'Front desk PC' AND public_key LIKE '-----BEGIN PUBLIC KEY-----%'`,
      ),
    ).toBe(1);

    expect(await s.value('room.preview', { settings })).toMatchObject({
      trainees: [{ name: 'Local Lena', match: 'already in the room', roomName: 'Local Lena' }],
      sessionsInRoom: 1,
    });

    // Restart: the sealed password is opened, the push resumes, and nothing is uploaded twice.
    await s.backend.close();
    s = open(dir, logs);
    await s.value('trainer.unlock', { passcode: PASSCODE });
    const again = await s.value('room.pushNow');
    expect(again).toMatchObject({ configured: true, password: 'sealed', sync: { pending: 0, fault: null } });
    expect(await count(room, 'SELECT count(*) AS n FROM room.responses')).toBe(local);
    const rows = await s.value('room.dashboard');
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Local Lena', responses: local, stations: ['Front desk PC'] }),
    ]);

    // Never in clear: not in any file of the data folder, not in the log.
    await s.backend.close();
    for (const name of readdirSync(dir)) {
      expect(readFileSync(join(dir, name)).includes(PASSWORDS.bdt_station), name).toBe(false);
    }
    expect(logs.join('\n')).not.toContain(PASSWORDS.bdt_station);

    // Leaving keeps everything local.
    s = open(dir, logs);
    await s.value('trainer.unlock', { passcode: PASSCODE });
    expect(await s.value('room.leave')).toMatchObject({ configured: false });
    expect((db().prepare('SELECT count(*) AS n FROM responses').get() as { n: number }).n).toBe(local);
    await s.backend.close();
  });

  it("a station's signing key is trusted on the others only once a trainer marks it trusted in the room", async () => {
    const dirs = [mkdtempSync(join(tmpdir(), 'bdt-key-a-')), mkdtempSync(join(tmpdir(), 'bdt-key-b-'))];
    const logs: string[] = [];
    const [a, b] = dirs.map((d) => open(d, logs));
    try {
      const address = room.address('bdt_station');
      const settings = (stationName: string) => ({
        host: address.host,
        port: address.port,
        database: address.database,
        user: 'bdt_station' as const,
        tls: false,
        stationName,
      });
      for (const [s, name] of [
        [a!, 'Key A'],
        [b!, 'Key B'],
      ] as const) {
        await s.value('trainer.setPasscode', { passcode: PASSCODE });
        await s.value('room.join', { settings: settings(name), password: PASSWORDS.bdt_station });
        expect((await s.value('room.pushNow')).sync?.fault).toBeNull();
      }
      // The key store's sealed list, as the app trusts it (trainer mode is open on B since its passcode was set).
      const registered = async () => (await b!.value('reports.keys')).trusted;
      const trusted = async () => (await registered()).map((k) => k.label);
      expect(await trusted()).toEqual([]);
      const trainer = await room.admin();
      try {
        await trainer.query(
          `UPDATE room.stations SET trusted_at = now(), trusted_by = 'Head trainer' WHERE name = 'Key A'`,
        );
      } finally {
        await trainer.end();
      }
      await b!.value('room.pushNow');
      expect(await trusted()).toEqual(['Training room station Key A']);
      const aKey = readFileSync(join(dirs[0]!, 'signing-key.pub'), 'utf8');
      expect((await registered())[0]?.publicKey.trim()).toBe(aKey.trim());
    } finally {
      await a!.backend.close();
      await b!.backend.close();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }
  });
});
