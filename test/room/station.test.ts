// Joining a room from trainer mode, through the real channels: "Test the connection" in words, the password sealed by
// safeStorage (a double here) and never in clear in the data folder or the log, the PC's earlier history uploaded
// once, and after a restart the push resumes with the sealed password.
import { english } from '../../core/i18n/phrase.ts';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTERS_AFTER_UNLOCK } from '../../electron/room/push.ts';
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
      expect(english(check.message)).toMatch(words);
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
  it('a station not yet in the room registers only with its own key once trainer mode is open, never a key file planted in its folder (issue 20, 3)', async () => {
    const d = mkdtempSync(join(tmpdir(), 'bdt-key-late-'));
    const logs: string[] = [];
    let s = open(d, logs);
    try {
      const address = room.address('bdt_station');
      await s.value('trainer.setPasscode', { passcode: PASSCODE });
      await s.value('room.join', {
        settings: {
          host: address.host,
          port: address.port,
          database: address.database,
          user: 'bdt_station',
          tls: false,
          stationName: 'Late Key',
        },
        password: PASSWORDS.bdt_station,
      });
      const own = (await s.value('reports.keys')).own;
      expect(own).not.toBeNull();
      await s.backend.close();
      // As if its first push had never reached the room: the station is not there under its id.
      const lateId = randomUUID();
      const db = new DatabaseSync(join(d, 'trainer.db'));
      try {
        const row = db.prepare("SELECT value FROM room_state WHERE key = 'config'").get() as {
          value: string;
        };
        const config = JSON.parse(row.value) as Record<string, unknown>;
        db.prepare("UPDATE room_state SET value = ? WHERE key = 'config'").run(
          JSON.stringify({ ...config, stationId: lateId }),
        );
      } finally {
        db.close();
      }
      // The candidate's own public key, where the app's public copy is kept.
      const planted = generateKeyPairSync('ed25519')
        .publicKey.export({ type: 'spki', format: 'pem' })
        .toString();
      writeFileSync(join(d, 'signing-key.pub'), planted);

      // A new run, trainer mode locked: the station waits, and says why, rather than register the planted key.
      s = open(d, logs);
      const locked = await s.backend.context.room!.pushNow();
      expect(locked.sync?.fault?.message).toEqual(REGISTERS_AFTER_UNLOCK);
      expect(await count(room, 'SELECT count(*) AS n FROM room.stations WHERE id = $1', [lateId])).toBe(0);

      await s.value('trainer.unlock', { passcode: PASSCODE });
      expect((await s.value('room.pushNow')).sync?.fault).toBeNull();
      const admin = await room.admin();
      try {
        const r = await admin.query<{ public_key: string }>(
          'SELECT public_key FROM room.stations WHERE id = $1',
          [lateId],
        );
        expect(r.rows[0]?.public_key.trim()).toBe(own!.publicKey.trim());
        expect(r.rows[0]?.public_key.trim()).not.toBe(planted.trim());
      } finally {
        await admin.end();
      }
    } finally {
      await s.backend.close();
      rmSync(d, { recursive: true, force: true });
    }
  });
});
