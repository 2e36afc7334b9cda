// A trainee's case figures in a training room are counted on a thread of their own (issue 22: the first build over a
// big room blocked the window's process for most of a second): the main thread keeps turning while a large build is
// in flight, the thread's figures are those of a build in this process, what it built is kept between asks, and a
// thread that crashes, throws, answers nonsense or cannot load gives the ask a failure in words, never an exception;
// the next ask then has a new thread.
import { afterEach, describe, expect, it } from 'vitest';
import type { RoomAnswer } from '../../electron/room/progress-read.ts';
import { CaseFigureCache, type CaseAsk } from '../../electron/features/progress/progress-room-build.ts';
import {
  createCaseFigureThread,
  type CaseFigureThread,
} from '../../electron/features/progress/progress-room-thread.ts';

const KINDS = ['third-card', 'payout', 'irregularity'] as const;

/** `sessions` sessions of 100 answers recorded on another station, with feedback as the room's read rebuilds it. */
function roomAnswers(sessions: number): RoomAnswer[] {
  const answers: RoomAnswer[] = [];
  for (let k = 0; k < sessions; k++)
    for (let q = 0; q < 100; q++) {
      const kind = KINDS[q % 3] as (typeof KINDS)[number];
      const cases =
        kind === 'third-card'
          ? [`banker-${q % 8}-vs-${k % 10}`]
          : kind === 'payout'
            ? ['banker-win']
            : [`misdeal-${q % 5}`];
      answers.push({
        sessionId: `other-${k}`,
        itemId: `i${q}`,
        seq: q,
        step: 0,
        kind,
        correct: (k + q) % 3 !== 0,
        responseMs: 900 + q,
        answeredAt: new Date(Date.UTC(2026, 0, 1 + k, 10, 0, q)).toISOString(),
        sessionStartedAt: new Date(Date.UTC(2026, 0, 1 + k, 10)).toISOString(),
        mode: 'practice',
        credit: 1,
        feedbackJson: JSON.stringify({
          key: {
            cases,
            ...(kind === 'payout' ? { expected: { type: 'amount', amount: 475 }, stake: 500 } : {}),
            ...(kind === 'irregularity' ? { rule: `4.${q % 5}` } : {}),
          },
          mark: { late: q % 17 === 0 },
        }),
      });
    }
  return answers;
}

const NOW = new Date('2026-03-01T12:00:00.000Z');
const ask = (traineeId: string, room: RoomAnswer[], key = `k${room.length}`): CaseAsk => ({
  store: 1,
  traineeId,
  key,
  now: NOW,
  dueLimit: 20,
  rows: { local: [], room },
});
const FAULTY = new URL('../support/case-thread-faulty.ts', import.meta.url);

let threads: CaseFigureThread[] = [];
const thread = (options: Parameters<typeof createCaseFigureThread>[0] = {}) => {
  const t = createCaseFigureThread({ log: () => {}, ...options });
  threads.push(t);
  return t;
};
afterEach(async () => {
  await Promise.all(threads.map((t) => t.close()));
  threads = [];
});

describe('the thread that counts the case figures', () => {
  it('the main thread keeps turning while a large build is in flight; the figures are a build in this process', async () => {
    const room = roomAnswers(100); // 10,000 answers: a second or more of work if it ran here
    const t = thread();
    let settled = false;
    let turnsWhileCounting = 0;
    const turns = setInterval(() => {
      if (!settled) turnsWhileCounting += 1;
    }, 1);
    try {
      const answered = await t.ask(ask('ada', room)).finally(() => (settled = true));
      // A build on this thread would have held every turn back until it was done: none would have come.
      expect(turnsWhileCounting).toBeGreaterThan(0);
      if (!answered.ok || 'need' in answered.value) throw new Error(JSON.stringify(answered));
      expect(answered.value.build).toBe('full');
      const here = new CaseFigureCache().answer(ask('ada', room));
      expect(here).toEqual(answered.value);
      expect(answered.value.figures.heatmaps.tableOfPlay.length).toBeGreaterThan(0);
      expect(answered.value.figures.flagged.length).toBeGreaterThan(0);
    } finally {
      clearInterval(turns);
    }
  });

  it('keeps what it built: the same key needs no rows, more answers after them are added, others build anew', async () => {
    const t = thread();
    t.warm();
    const room = roomAnswers(3);
    expect(await t.ask({ ...ask('ada', room), rows: undefined })).toEqual({
      ok: true,
      value: { need: 'rows' },
    });
    const full = await t.ask(ask('ada', room));
    expect(full).toMatchObject({ ok: true, value: { build: 'full' } });
    const kept = await t.ask({ ...ask('ada', room), rows: undefined });
    expect(kept).toEqual({ ok: true, value: { ...(full.ok ? full.value : {}), build: 'kept' } });
    const more = roomAnswers(4);
    const added = await t.ask(ask('ada', more));
    expect(added).toMatchObject({ ok: true, value: { build: 'added' } });
    if (!added.ok || 'need' in added.value) throw new Error('no figures');
    expect(new CaseFigureCache().answer(ask('ada', more))).toEqual({ ...added.value, build: 'full' });
    // Another of the store's databases (it was reopened): nothing kept is used.
    expect(await t.ask({ ...ask('ada', more), store: 2, rows: undefined })).toEqual({
      ok: true,
      value: { need: 'rows' },
    });
  });

  it.each([
    ['crash', /stopped \(exit code 3\)/],
    ['throw', /failed: a fault in the thread/],
    ['nonsense', /answered something it should not have/],
  ])(
    'a thread that does "%s": the ask fails in words, and the next ask has a new thread',
    async (fault, said) => {
      const logs: string[] = [];
      const t = thread({ workerUrl: FAULTY, log: (m) => logs.push(m) });
      const room = roomAnswers(1);
      const first = await t.ask(ask('ada', room));
      expect(first).toMatchObject({ ok: true, value: { build: 'full' } });
      const failed = await t.ask(ask(fault, room));
      expect(failed.ok).toBe(false);
      if (!failed.ok) expect(failed.error).toMatch(said);
      const again = await t.ask(ask('ada', room));
      // A new thread: it holds nothing, so it builds from nothing.
      expect(again).toMatchObject({ ok: true, value: { build: 'full' } });
      if (again.ok && first.ok) expect(again.value).toEqual(first.value);
    },
  );

  it('a build that fails on the thread (bad answers) is a failure in words; the thread answers on', async () => {
    const t = thread();
    const room = roomAnswers(1);
    // The room's read refuses such rows; were one to reach the thread, the build refuses it there.
    const broken = room.map((a) => ({ ...a, mode: 'drill' as 'practice' }));
    expect(await t.ask(ask('ada', broken))).toMatchObject({
      ok: false,
      error: `session "${room[0]?.sessionId}": its mode is not practice or assessment`,
    });
    const undated = room.map((a) => ({ ...a, answeredAt: 'yesterday' }));
    expect(await t.ask(ask('ada', undated))).toMatchObject({
      ok: false,
      error: /no number, time taken or time answered/,
    });
    expect(await t.ask(ask('bea', room))).toMatchObject({ ok: true, value: { build: 'full' } });
  });

  it('a thread that cannot load is a failure in words', async () => {
    const t = thread({ workerUrl: new URL('../support/no-such-thread.ts', import.meta.url) });
    t.warm(); // started early, as a page does while it reads the room: its failure is only logged
    const failed = await t.ask(ask('ada', roomAnswers(1)));
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error).toMatch(/failed|stopped|no thread/);
  });

  it('an ask under way when the app closes is answered with a failure', async () => {
    const t = thread();
    const pending = t.ask(ask('ada', roomAnswers(50)));
    await t.close();
    expect(await pending).toMatchObject({ ok: false, error: 'the app is closing' });
  });
});
