// The station's push runs on a thread of its own (issue 22: the push never holds up an answer), and a thread that
// dies mid-push loses and doubles nothing: a fault is shown and the next push carries on.
import { english } from '../../core/i18n/phrase.ts';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { outboxCount, PUSHED_THROUGH, roomState } from '../../electron/room/outbox.ts';
import { answersHereAndInRoom, count, NO_PG_REASON, PG_URL, useRoom } from './room-fixture.ts';

const REAL_THREAD = new URL('../../electron/room/sync-worker.ts', import.meta.url);
const DYING_THREAD = new URL('./dying-push-worker.ts', import.meta.url);

describe.skipIf(!PG_URL)(`room push thread (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom('push_thread');
  const station = suite.station;

  it('the push reads the outbox and sends it off the main thread: this thread only writes each acknowledgement', async () => {
    const s = station('T', suite.room.address('bdt_station'), { batchSize: 4 });
    const trainee = await s.value('trainees.create', { name: 'Thread Tess', identifier: 'THR-1' });
    for (let i = 0; i < 3; i++) await s.practise(trainee.id);
    const db = s.db();
    const backlog = outboxCount(db);
    expect(backlog).toBeGreaterThan(12);
    // What the main thread asks of PostgreSQL and of the outbox while the push runs (the thread has its own modules).
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    const prepared = vi.spyOn(DatabaseSync.prototype, 'prepare');
    try {
      const status = await s.sync.pushNow();
      expect(status).toMatchObject({ pending: 0, fault: null });
      expect(sent).not.toHaveBeenCalled();
      const sql = prepared.mock.calls.map(([text]) => String(text));
      expect(sql.filter((text) => /SELECT seq, kind, body FROM room_outbox/.test(text))).toEqual([]);
      // Only each batch's acknowledgement is written here, on the store's connection (push-run.ts says why).
      expect(sql.filter((text) => /INSERT INTO room_state/.test(text)).length).toBeGreaterThanOrEqual(4);
    } finally {
      sent.mockRestore();
      prepared.mockRestore();
    }
    // And yet it all went, and this connection sees the thread's acknowledgement.
    const local = (db.prepare('SELECT count(*) AS n FROM responses').get() as { n: number }).n;
    expect(
      await count(suite.room, 'SELECT count(*) AS n FROM room.responses WHERE trainee_id = $1', [trainee.id]),
    ).toBe(local);
    expect(Number(roomState(db, PUSHED_THROUGH))).toBeGreaterThanOrEqual(backlog);
  });

  it('a push thread that dies mid-push (a batch in the room, not yet acknowledged): a fault, then the next push sends the rest; nothing lost or doubled', async () => {
    const threads: URL[] = [];
    const s = station('D', suite.room.address('bdt_station'), {
      batchSize: 5,
      workerUrl: () => {
        const url = threads.length === 0 ? DYING_THREAD : REAL_THREAD;
        threads.push(url);
        return url;
      },
    });
    const trainee = await s.value('trainees.create', { name: 'Dying Dan', identifier: 'DIE-1' });
    await s.practise(trainee.id);
    await s.practise(trainee.id);
    const db = s.db();
    const backlog = outboxCount(db);
    expect(backlog).toBeGreaterThan(10);

    const died = await s.sync.pushNow();
    expect(died.fault?.problem).toBe('other');
    expect(english(died.fault!.message)).toMatch(
      /push to the training room stopped unexpectedly.*the push thread died/,
    );
    expect(died.state).toBe('waiting');
    // The first batch was acknowledged; the second is in the room but not marked here, so it waits to go again.
    expect(Number(roomState(db, PUSHED_THROUGH))).toBeGreaterThan(0);
    expect(died.pending).toBe(backlog - 5);
    // The station goes on answering meanwhile.
    await s.practise(trainee.id);

    const resumed = await s.sync.pushNow();
    expect(resumed).toMatchObject({ pending: 0, fault: null, state: 'idle' });
    expect(threads).toEqual([DYING_THREAD, REAL_THREAD]);
    // The room's totals count each answer once: the batch sent twice added nothing the second time.
    const answers = await answersHereAndInRoom(suite.room, db, trainee.id);
    expect(answers).toEqual({ here: answers.here, inRoom: answers.here, totals: answers.here, sessions: 3 });
  });
});
