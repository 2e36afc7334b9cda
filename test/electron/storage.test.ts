import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../electron/storage/database.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../../electron/storage/migrations.ts';
import { currentPrompt, startSession } from '../../core/drills/session.ts';
import type { DrillSection } from '../../core/drills/spec.ts';
import { CURRENT_SEEDING } from '../../core/rng.ts';
import { drillSet } from '../core/drills/helpers.ts';
import { LOCATION_FILE } from '../../electron/storage/store.ts';
import {
  anyResponse,
  dumpDatabase,
  removeDir,
  snapshotFiles,
  tempDir,
  closeBackend,
  testBackend,
  type TestBackend,
} from './helpers.ts';

const dirs: string[] = [];
const backends: TestBackend[] = [];
function dir(): string {
  const d = tempDir();
  dirs.push(d);
  return d;
}
function open(d: string, busyTimeoutMs = 0): TestBackend {
  const b = testBackend(d, { busyTimeoutMs });
  backends.push(b);
  return b;
}
afterEach(async () => {
  for (const b of backends.splice(0)) await closeBackend(b);
  for (const d of dirs.splice(0)) removeDir(d);
});

describe('storage: migrations', () => {
  it('creates the schema from an empty folder, with WAL and foreign keys on', async () => {
    const d = join(dir(), 'not-yet-there');
    const opened = openDatabase(d);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const db = opened.db;
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'assessment_attempts',
        'drill_sets',
        'practical_grades',
        'profiles',
        'responses',
        'sessions',
        'settings',
        'trainees',
        'trainer_auth',
        'trainer_events',
      ]),
    );
    expect(() =>
      db
        .prepare(
          "INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at) VALUES ('s', 'nobody', 't', 'practice', '{}', '1', 1, 'now')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('reopens an existing database without migrating again or losing rows', async () => {
    const d = dir();
    const first = open(d);
    await first.value('trainees.create', { name: 'Ada', identifier: 'D-1' });
    await closeBackend(first);
    const second = open(d);
    expect((await second.value('trainees.list')).map((t) => t.name)).toEqual(['Ada']);
  });

  it('refuses a database written by a newer version, and leaves it as it was', async () => {
    const d = dir();
    const db = new DatabaseSync(join(d, 'trainer.db'));
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 5}`);
    db.close();
    const before = snapshotFiles(d);
    const b = open(d);
    expect(b.store.status).toMatchObject({ state: 'error', reason: 'unknown' });
    expect(b.store.status.state === 'error' && b.store.status.message).toMatch(/newer version/);
    await closeBackend(b);
    expect(snapshotFiles(d)).toEqual(before);
  });
});

describe('storage: a database that cannot be opened', () => {
  it('a corrupt file: status "corrupt" with the way out, the file untouched, every other channel refuses', async () => {
    const d = dir();
    writeFileSync(join(d, 'trainer.db'), 'this is not a database '.repeat(400));
    const before = snapshotFiles(d);
    const b = open(d);
    const status = await b.value('storage.status');
    expect(status).toMatchObject({ state: 'error', reason: 'corrupt', path: join(d, 'trainer.db') });
    expect(status.state === 'error' && status.message).toMatch(
      /damaged.*Nothing has been deleted.*another folder.*start fresh/s,
    );
    const list = await b.call('trainees.list');
    expect(list).toMatchObject({ ok: false });
    expect(!list.ok && list.error).toMatch(
      /Training data is not available: The training database .* is damaged/,
    );
    expect(snapshotFiles(d)).toEqual(before);
  });

  // The integrity check reads every page, so it runs on its own thread once the store is open (issue 20: seconds on a
  // large store); a damaged page then stops the store as a damaged file does at open.
  it('a damaged page inside a readable file: "corrupt" once the background integrity check has run, writes refused', async () => {
    const d = dir();
    const first = open(d);
    for (let i = 0; i < 300; i++) await first.value('trainees.create', { name: `Trainee number ${i}` });
    // The first store's own background check (a low-priority thread, slow on a loaded machine) must be done: while
    // its read-only connection holds an old snapshot, the checkpoint below cannot copy the trainees into the main
    // file, the page damaged below stays current in the WAL, and the damage is never read.
    await first.value('storage.status');
    await closeBackend(first);
    const raw = new DatabaseSync(join(d, 'trainer.db'));
    // Everything into the main file first: the page damaged below must be in it, not still in the WAL.
    expect(raw.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()).toMatchObject({ busy: 0 });
    const pageSize = (raw.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;
    const root = (
      raw.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'trainees'").get() as { rootpage: number }
    ).rootpage;
    raw.close();
    const bytes = readFileSync(join(d, 'trainer.db'));
    // The trainees' root page, past its header: its cell pointers now point nowhere sensible.
    bytes.fill(0xff, (root - 1) * pageSize + 12, (root - 1) * pageSize + 200);
    writeFileSync(join(d, 'trainer.db'), bytes);
    const b = open(d);
    const status = await b.value('storage.status');
    expect(status).toMatchObject({ state: 'error', reason: 'corrupt', path: join(d, 'trainer.db') });
    expect(status.state === 'error' && status.message).toMatch(
      /damaged and cannot be read.*Nothing has been deleted/s,
    );
    expect(await b.call('trainees.create', { name: 'After' })).toMatchObject({ ok: false });
  });

  it('an unwritable folder: status "unwritable", nothing created', async () => {
    const d = dir();
    writeFileSync(join(d, 'a-file'), 'x');
    const b = open(join(d, 'a-file', 'data'));
    const status = await b.value('storage.status');
    expect(status).toMatchObject({ state: 'error', reason: 'unwritable' });
    expect(status.state === 'error' && status.message).toMatch(/cannot be written to/);
    expect(readFileSync(join(d, 'a-file'), 'utf8')).toBe('x');
  });

  it('a database locked by another program: status "locked"', async () => {
    const d = dir();
    const other = new DatabaseSync(join(d, 'trainer.db'));
    other.exec(
      'PRAGMA journal_mode = DELETE; CREATE TABLE theirs (x); BEGIN EXCLUSIVE; INSERT INTO theirs VALUES (1)',
    );
    try {
      const b = open(d);
      const status = await b.value('storage.status');
      expect(status).toMatchObject({ state: 'error', reason: 'locked' });
      expect(status.state === 'error' && status.message).toMatch(/in use by another program/);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('start fresh moves the old files aside with a timestamp (never deleted) and opens a new database', async () => {
    const d = dir();
    const garbage = 'this is not a database '.repeat(400);
    writeFileSync(join(d, 'trainer.db'), garbage);
    const b = open(d);
    const fresh = await b.value('storage.startFresh');
    expect(fresh.status).toEqual({ state: 'ok' });
    expect(fresh.movedTo).toHaveLength(1);
    const moved = fresh.movedTo[0] as string;
    expect(moved).toMatch(/trainer\.db\.old-2026-01-01T09-00-\d\d-\d{3}Z$/);
    expect(readFileSync(moved, 'utf8')).toBe(garbage);
    expect(await b.value('trainees.create', { name: 'Ben' })).toMatchObject({ name: 'Ben' });
  });

  it('start fresh refuses to move a working database aside', async () => {
    const d = dir();
    const b = open(d);
    await b.value('trainees.create', { name: 'Kept' });
    const before = dumpDatabase(d);
    const r = await b.call('storage.startFresh');
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^The training database is working/) });
    expect(dumpDatabase(d)).toEqual(before);
    expect((await b.value('trainees.list')).map((t) => t.name)).toEqual(['Kept']);
  });

  it('choose folder reopens there and remembers it for the next start; cancel changes nothing', async () => {
    const home = dir();
    const elsewhere = join(dir(), 'chosen');
    mkdirSync(elsewhere);
    writeFileSync(join(home, 'trainer.db'), 'garbage'.repeat(600));
    const b = open(home);
    b.dialogs.folderQueue.push(null);
    expect(await b.value('storage.chooseFolder')).toBeNull();
    expect(b.store.status.state).toBe('error');
    b.dialogs.folderQueue.push(elsewhere);
    expect(await b.value('storage.chooseFolder')).toEqual({ state: 'ok' });
    await b.value('trainees.create', { name: 'Cy' });
    expect(existsSync(join(elsewhere, 'trainer.db'))).toBe(true);
    expect(JSON.parse(readFileSync(join(home, LOCATION_FILE), 'utf8'))).toEqual({ dir: elsewhere });
    await closeBackend(b);
    const again = open(home);
    expect((await again.value('app.info')).dataDir).toBe(elsewhere);
    expect((await again.value('trainees.list')).map((t) => t.name)).toEqual(['Cy']);
  });

  it('a chosen folder that is gone (a drive unplugged) is not silently recreated empty', async () => {
    const home = dir();
    const drive = dir();
    const chosen = join(drive, 'training');
    mkdirSync(chosen);
    const b = open(home);
    b.dialogs.folderQueue.push(chosen);
    expect(await b.value('storage.chooseFolder')).toEqual({ state: 'ok' });
    await b.value('trainees.create', { name: 'Ivy' });
    await closeBackend(b);
    renameSync(chosen, join(drive, 'elsewhere'));

    const again = open(home);
    const status = await again.value('storage.status');
    expect(status).toMatchObject({ state: 'error', path: chosen });
    expect(status.state === 'error' && status.message).toMatch(
      /folder .*training, chosen for the training data, is not there.*connect it.*Nothing has been deleted/s,
    );
    expect(existsSync(chosen)).toBe(false);
    // The way out still works: start fresh there (the trainer's choice), or choose the folder where it now is.
    again.dialogs.folderQueue.push(join(drive, 'elsewhere'));
    expect(await again.value('storage.chooseFolder')).toEqual({ state: 'ok' });
    expect((await again.value('trainees.list')).map((t) => t.name)).toEqual(['Ivy']);
  });

  it('every write is in a transaction: a failed write leaves no partial rows', async () => {
    const d = dir();
    const b = open(d);
    await b.value('trainees.create', { name: 'Di', identifier: 'X1' });
    const before = dumpDatabase(d);
    const clash = await b.call('trainees.create', { name: 'Ed', identifier: 'X1' });
    expect(clash).toMatchObject({ ok: false, error: 'identifier: "X1" already belongs to Di' });
    expect(dumpDatabase(d)).toEqual(before);
  });
});

describe('storage: a write that fails', () => {
  function rawDb(b: TestBackend): DatabaseSync {
    const db = b.store.db();
    if (!db.ok) throw new Error(db.error);
    return db.value;
  }

  it('a full disk (SQLITE_FULL) on an answer: a clear error, nothing saved is lost, the same prompt is answered once there is room', async () => {
    const d = dir();
    const b = open(d);
    const trainee = await b.value('trainees.create', { name: 'Fay' });
    const view = await b.value('sessions.start', {
      traineeId: trainee.id,
      drillSetId: 'mixed-assessment',
    });
    const db = rawDb(b);
    const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    // The database may not grow by a single page: answers fit until the current pages are used up.
    db.exec(`PRAGMA max_page_count = ${pages}`);
    let prompt = view.prompt;
    let before = dumpDatabase(d);
    let failed: { ok: false; error: string } | null = null;
    while (prompt && !failed) {
      before = dumpDatabase(d);
      const r = await b.call('sessions.answer', {
        sessionId: view.sessionId,
        response: anyResponse(prompt.form),
        responseMs: 600,
      });
      if (r.ok) prompt = r.value.next;
      else failed = r;
    }
    expect(failed).toMatchObject({
      ok: false,
      error:
        'The disk is full, so this was not saved. Everything saved before it is kept. Free some disk space, then try again.',
    });
    expect(dumpDatabase(d)).toEqual(before);
    const saved = before['responses']?.length ?? 0;
    expect(saved).toBeGreaterThan(0);

    db.exec('PRAGMA max_page_count = 1073741823');
    const resumed = await b.value('sessions.resume', { sessionId: view.sessionId });
    expect(resumed.prompt).toEqual(prompt);
    await b.value('sessions.answer', {
      sessionId: view.sessionId,
      response: anyResponse(prompt!.form),
      responseMs: 600,
    });
    const rows = dumpDatabase(d)['responses'] as { seq: number }[];
    expect(rows.map((r) => r.seq)).toEqual([...Array(saved + 1).keys()]);
  });

  it('a database locked by another program at write time: a clear error, nothing changed', async () => {
    const d = dir();
    const b = open(d);
    await b.value('trainees.create', { name: 'Gil' });
    const other = new DatabaseSync(join(d, 'trainer.db'));
    other.exec('BEGIN IMMEDIATE');
    try {
      expect(await b.call('trainees.create', { name: 'Hal' })).toMatchObject({
        ok: false,
        error:
          'The training database is in use by another program, so this was not saved. Everything saved before it is kept. Close the other program, then try again.',
      });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await b.value('trainees.list')).map((t) => t.name)).toEqual(['Gil']);
  });
});

describe('storage: a session stored before seeding 2 still replays (migration 2)', () => {
  const set = drillSet([
    { kind: 'whole-coup', count: 2, difficulty: 'standard', timeLimitMs: null } as DrillSection,
    { kind: 'irregularity', count: 2, difficulty: 'standard', timeLimitMs: null } as DrillSection,
  ]);
  const seed = 'c47e836e154774b5eb8b5768fbc19750';

  it('a schema-1 session resumes with the seeding it was dealt with (1); a new session records seeding 2', async () => {
    const d = dir();
    // A database as version 1 of the app left it: no seeding column.
    const old = new DatabaseSync(join(d, 'trainer.db'));
    old.exec(MIGRATIONS[0] as string);
    old.exec('PRAGMA user_version = 1');
    old.prepare("INSERT INTO trainees (id, name, created_at) VALUES ('t1', 'Ada', '2026-01-01')").run();
    old
      .prepare(
        `INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
         VALUES ('s1', 't1', 'Old', 'practice', ?, ?, 4, '2026-01-01T08:00:00.000Z')`,
      )
      .run(JSON.stringify(set), seed);
    old.close();

    const b = open(d);
    const resumed = await b.value('sessions.resume', { sessionId: 's1' });
    const dealt = (seeding?: 1) => {
      const s = startSession(set, seed, seeding ? { seeding } : {});
      if (!s.ok) throw new Error(s.error);
      return currentPrompt(s.state);
    };
    expect(resumed.prompt).toEqual(dealt(1));
    expect(resumed.prompt).not.toEqual(dealt());

    // The history says which seeding to replay it with.
    expect((await b.value('progress.history', { traineeId: 't1' }))[0]).toMatchObject({ seeding: 1 });
    const traineeId = (await b.value('trainees.create', { name: 'Bo' })).id;
    const fresh = await b.value('sessions.start', { traineeId, drillSetId: 'call-hand-practice' });
    await closeBackend(b);
    const db = new DatabaseSync(join(d, 'trainer.db'));
    const rows = db.prepare('SELECT id, seeding FROM sessions ORDER BY id').all();
    db.close();
    expect(rows).toEqual([
      { id: fresh.sessionId, seeding: CURRENT_SEEDING },
      { id: 's1', seeding: 1 },
    ]);
  });
});
