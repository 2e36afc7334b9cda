// A trainee's heat maps, due-today list and repeatedly missed cases on a PC in a training room (issue 22): a case
// missed on station A and again on station B counts both, once each, on B and on a third station; a page read with
// nothing new builds nothing; a room that cannot be reached leaves this PC's figures with the note; a hostile feedback
// row is refused and counted.
import { english } from '../../core/i18n/phrase.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseStatus, TraineeProgress } from '../../contract/progress-types.ts';
import { traineeProgress } from '../../electron/features/progress/progress.ts';
import { builds, newerOnly } from '../../electron/features/progress/progress-room-cases.ts';
import { sharedReads } from '../../electron/features/progress/progress-room.ts';
import { playSession } from '../support/play.ts';
import { joinedStation, type JoinedStation } from './joined-station.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';

/** A drill on Banker 4 against a Player's third card of 2 (count under 4: the cell's own items only), all wrong. */
async function missBanker4vs2(s: JoinedStation, traineeId: string, count: number): Promise<void> {
  const view = await s.value('progress.drill', {
    traineeId,
    targets: [{ type: 'table-of-play', cell: { banker: 4, third: 2 } }],
    count,
  });
  await playSession(s.db(), view, (r) => s.call('sessions.answer', r), {
    right: () => false,
    responseMs: () => 900,
  });
}

const cell = (p: TraineeProgress) =>
  p.heatmaps.tableOfPlay.find((c) => c.banker === 4 && c.third === 2) ?? { answered: 0, wrong: 0 };
const isCell = (c: CaseStatus) => /^banker-4-vs-2/.test(c.tag);
const local = (s: JoinedStation, id: string) => {
  const page = traineeProgress(s.db(), id, new Date());
  if (!page.ok) throw new Error(page.error);
  return page.value;
};

describe.skipIf(!PG_URL)(`case figures read the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let a: JoinedStation;
  let b: JoinedStation;
  let c: JoinedStation;
  let adaId: string;
  beforeAll(async () => {
    room = await freshRoom('progress_cases');
    a = await joinedStation(room, 'Station A');
    b = await joinedStation(room, 'Station B');
    c = await joinedStation(room, 'Station C');
    adaId = (await a.value('trainees.create', { name: 'Ada', identifier: 'C-1' })).id;
    expect(await a.sync()).toBeNull();
    expect(await b.sync()).toBeNull();
    await missBanker4vs2(a, adaId, 2);
    expect(await a.sync()).toBeNull();
    expect(await b.sync()).toBeNull();
    await missBanker4vs2(b, adaId, 1);
    expect(await b.sync()).toBeNull();
    expect(await c.sync()).toBeNull();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await c?.close();
    await room?.drop();
  });

  it('the heat map cell, the due list and the repeatedly missed list count both stations, once each', async () => {
    const onlyA = local(a, adaId);
    const onlyB = local(b, adaId);
    expect(cell(onlyA).wrong).toBeGreaterThan(0);
    expect(cell(onlyB).wrong).toBeGreaterThan(0);
    // Neither PC alone has missed the case often enough to flag it; together they have.
    expect(onlyA.flagged.filter(isCell)).toEqual([]);
    expect(onlyB.flagged.filter(isCell)).toEqual([]);
    const dueA = onlyA.due.cases.filter(isCell);
    const dueB = onlyB.due.cases.filter(isCell);
    expect(dueA.length).toBeGreaterThan(0);
    for (const s of [b, c]) {
      const page = await s.value('progress.page', { traineeId: adaId });
      expect(page.room).toMatchObject({ reachable: true, refused: 0 });
      expect(cell(page)).toMatchObject({
        answered: cell(onlyA).answered + cell(onlyB).answered,
        wrong: cell(onlyA).wrong + cell(onlyB).wrong,
      });
      const due = page.due.cases.filter(isCell);
      expect(due.map((d) => `${d.kind} ${d.tag}`)).toEqual(dueA.map((d) => `${d.kind} ${d.tag}`));
      for (const d of due) {
        const reviews = (list: CaseStatus[]) =>
          list.find((x) => x.kind === d.kind && x.tag === d.tag)?.reviews ?? 0;
        expect(d.reviews).toBe(reviews(dueA) + reviews(dueB));
      }
      const flagged = page.flagged.filter(isCell);
      expect(flagged.length).toBeGreaterThan(0);
      for (const f of flagged) expect(f.misses).toBe(3);
    }
  });

  it('the home screen\'s due list and "Practise what\'s due" count every station too', async () => {
    // C has recorded nothing of Ada's: on its own, nothing would be due.
    expect(local(c, adaId).due.total).toBe(0);
    const due = await c.value('progress.due', { traineeId: adaId });
    const page = await c.value('progress.page', { traineeId: adaId });
    expect(due).toEqual(page.due);
    expect(due.cases.filter(isCell).length).toBeGreaterThan(0);
    const view = await c.value('progress.practiseDue', { traineeId: adaId });
    expect(view.prompt).not.toBeNull();
  });

  it('the page opened while the home screen reads what is due shares its read of the room', async () => {
    const shared = sharedReads.count;
    const [due, page] = await Promise.all([
      c.value('progress.due', { traineeId: adaId }),
      c.value('progress.page', { traineeId: adaId }),
    ]);
    expect(sharedReads.count).toBe(shared + 1);
    expect(page.due).toEqual(due);
    expect(page.room).toMatchObject({ reachable: true, refused: 0 });
  });

  it('a read with nothing new builds nothing; newer answers are added, as a build from nothing counts them', async () => {
    await b.value('progress.page', { traineeId: adaId });
    const before = { ...builds };
    const again = await b.value('progress.page', { traineeId: adaId });
    expect(builds).toEqual(before);
    const sentNewer = newerOnly.added;
    await missBanker4vs2(b, adaId, 1);
    const added = await b.value('progress.page', { traineeId: adaId });
    expect(builds).toEqual({ full: before.full, added: before.added + 1 });
    // A new session here: only its answers went to the thread, not every answer again.
    expect(newerOnly.added).toBe(sentNewer + 1);
    expect(cell(added).answered).toBe(cell(again).answered + 1);
    // A station new to the trainee builds from nothing, over the same answers: the same figures.
    expect(await b.sync()).toBeNull();
    const e = await joinedStation(room, 'Station E');
    try {
      expect(await e.sync()).toBeNull();
      const fresh = await e.value('progress.page', { traineeId: adaId });
      expect(builds.full).toBe(before.full + 1);
      expect([fresh.heatmaps, fresh.due, fresh.flagged]).toEqual([added.heatmaps, added.due, added.flagged]);
    } finally {
      await e.close();
    }
    // An answer that comes before some already counted (a session that started earlier): built again from nothing.
    const admin = await room.admin();
    try {
      await admin.query(
        `INSERT INTO room.sessions (id, trainee_id, title, mode, spec, seed, seeding, total, started_at, station_id,
           station_seq)
         SELECT 'earlier-1', trainee_id, 'Earlier', 'practice', '{}', 's', 1, 1, '2020-01-01', station_id, 800000
         FROM room.sessions WHERE trainee_id = $1 LIMIT 1`,
        [adaId],
      );
      await admin.query(
        `INSERT INTO room.responses SELECT 'earlier-1', 0, trainee_id, item_id, step, kind, response, response_ms,
           correct, credit, feedback, timed_out, '2020-01-01', station_id, 800000, now()
         FROM room.responses WHERE trainee_id = $1 AND kind = 'third-card' LIMIT 1`,
        [adaId],
      );
    } finally {
      await admin.end();
    }
    const full = builds.full;
    const earlier = await b.value('progress.page', { traineeId: adaId });
    expect(builds.full).toBe(full + 1);
    expect(cell(earlier).answered).toBe(cell(added).answered + 1);
  });

  it("room unreachable: this PC's case figures, with the note", async () => {
    const d = await joinedStation(room, 'Station D', 1);
    try {
      const id = (await d.value('trainees.create', { name: 'Bea', identifier: 'C-2' })).id;
      await missBanker4vs2(d, id, 2);
      const page = await d.value('progress.page', { traineeId: id });
      expect(page.room).toMatchObject({ reachable: false });
      expect(english(page.room?.message ?? '')).toContain('The figures are what this PC recorded');
      const here = local(d, id);
      expect(page.heatmaps).toEqual(here.heatmaps);
      expect(page.due).toEqual(here.due);
      expect(page.flagged).toEqual(here.flagged);
      expect(cell(page).answered).toBe(2);
    } finally {
      await d.close();
    }
  });

  it('a hostile feedback row is refused and counted, never counted in the figures', async () => {
    const before = await c.value('progress.page', { traineeId: adaId });
    const admin = await room.admin();
    try {
      // Each copies a real answer of Ada's from A, into a session of its own, with the feedback made hostile.
      const hostile = [
        `{"key": {"cases": ["banker-4-vs-2", 12345]}}`,
        JSON.stringify({ key: { cases: ['x'.repeat(100_000)] } }),
        `{"key": {"cases": "banker-4-vs-2"}}`,
        `{"key": {"cases": ["banker-4-vs-2"]}, "mark": {"late": "'); DROP TABLE case_reviews; --"}}`,
      ];
      for (const [n, feedback] of hostile.entries()) {
        await admin.query(
          `INSERT INTO room.sessions (id, trainee_id, title, mode, spec, seed, seeding, total, started_at, station_id,
             station_seq)
           SELECT $1, trainee_id, 'Hostile', 'practice', '{}', 's', 1, 1, now(), station_id, 900000 + $3
           FROM room.sessions WHERE trainee_id = $2 LIMIT 1`,
          [`hostile-${n}`, adaId, n],
        );
        await admin.query(
          `INSERT INTO room.responses SELECT $1, 0, trainee_id, item_id, step, kind, response, response_ms, correct,
             credit, $2::jsonb, timed_out, answered_at, station_id, 900000 + $3, now()
           FROM room.responses WHERE trainee_id = $4 AND kind = 'third-card' LIMIT 1`,
          [`hostile-${n}`, feedback, n, adaId],
        );
      }
    } finally {
      await admin.end();
    }
    const page = await c.value('progress.page', { traineeId: adaId });
    expect(page.room).toMatchObject({ reachable: true, refused: 4 });
    expect(cell(page)).toEqual(cell(before));
    expect(page.due).toEqual(before.due);
    expect(page.flagged).toEqual(before.flagged);
  });
});
