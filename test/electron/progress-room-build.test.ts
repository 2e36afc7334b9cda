// The case figures of a trainee in a training room are counted straight from the answers (progress-room-tally.ts): its
// heat maps, due list and flagged cases are those of a PC that stored the same answers with its whole schema and SQL,
// and answers added to a kept build give what a build from nothing gives.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoomAnswer } from '../../electron/room/progress-read.ts';
import { dueToday, endOfDay, flagged } from '../../electron/features/progress/progress.ts';
import { heatmaps } from '../../electron/features/progress/progress-queries.ts';
import {
  CaseFigureCache,
  type CaseAsk,
  type CaseFigures,
  type CaseSession,
} from '../../electron/features/progress/progress-room-build.ts';
import { catchUpSchedules } from '../../electron/features/progress/progress-schedule.ts';
import { madeUpAnswers, warmUp } from '../../electron/features/progress/progress-room-warm.ts';
import { migrate } from '../../electron/storage/migrations.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const KINDS = ['third-card', 'payout', 'irregularity', 'whole-coup'] as const;

const answer = fc.record({
  kind: fc.constantFrom(...KINDS),
  tag: fc.integer({ min: 0, max: 5 }),
  /** More cases of the same answer (a step can carry several, the same one twice, or none). */
  more: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 2 }),
  /** An irregularity without its clause; feedback that is not JSON (a damaged row of a PC's own). */
  noRule: fc.boolean(),
  damaged: fc.boolean(),
  correct: fc.boolean(),
  late: fc.boolean(),
  stake: fc.constantFrom(null, 500, 5_000, 50_000, 500_000),
  responseMs: fc.integer({ min: 200, max: 20_000 }),
  minutes: fc.integer({ min: 0, max: 60 * 24 * 40 }),
});
/** An answer with one case, its clause, and feedback as the app writes it. */
const PLAIN = { more: [], noRule: false, damaged: false };
const session = fc.record({
  mode: fc.constantFrom('practice', 'assessment'),
  day: fc.integer({ min: 0, max: 50 }),
  answers: fc.array(answer, { minLength: 1, maxLength: 12 }),
});

type Session = typeof session extends fc.Arbitrary<infer T> ? T : never;

/** Sessions as the room's read gives their answers (feedback rebuilt from its checked parts). */
function roomAnswers(sessions: Session[]): RoomAnswer[] {
  return sessions.flatMap((s, k) => {
    const startedAt = new Date(Date.UTC(2026, 0, 1 + s.day, 9, k)).toISOString();
    return s.answers.map((a, seq) => {
      const caseOf = (tag: number) =>
        a.kind === 'third-card' || a.kind === 'whole-coup'
          ? tag > 7
            ? `natural-${tag}`
            : `banker-${tag}-vs-${tag + k > 9 ? 'none' : tag + k}`
          : a.kind === 'payout'
            ? [`banker-win`, 'player-win', 'tie-push', 'bogus-bet-win'][tag % 4]!
            : `misdeal-${'x'.repeat(tag % 3)}${tag}`;
      const cases = [a.tag, ...a.more].map(caseOf);
      return {
        sessionId: `s${k}`,
        itemId: `i${seq}`,
        seq,
        step: 0,
        kind: a.kind,
        correct: a.correct,
        responseMs: a.responseMs,
        answeredAt: new Date(Date.parse(startedAt) + a.minutes * 60_000).toISOString(),
        sessionStartedAt: startedAt,
        mode: s.mode as 'practice' | 'assessment',
        credit: a.correct ? 1 : 0,
        feedbackJson: a.damaged
          ? '{"key": {"cases": ["banker-1-vs-2"]'
          : JSON.stringify({
              key: {
                cases,
                ...(a.kind === 'payout' && a.stake !== null
                  ? { expected: { type: 'amount', amount: (a.stake * 95) / 100 }, stake: a.stake }
                  : {}),
                ...(a.kind === 'irregularity' && !a.noRule ? { rule: `4.${a.tag % 3}` } : {}),
              },
              mark: { late: a.late },
            }),
      };
    });
  });
}

/** The figures of a PC alone that stored `room`'s answers itself: its whole schema, every trigger as migrated. */
function onAPcAlone(room: RoomAnswer[]): CaseFigures {
  const db = new DatabaseSync(':memory:');
  const done = migrate(db);
  if (!done.ok) throw new Error(done.error);
  db.prepare(`INSERT INTO trainees (id, name, created_at) VALUES ('ada', 'Ada', '')`).run();
  const ids = [...new Set(room.map((a) => a.sessionId))];
  const bySession = ids
    .map((id) => room.filter((a) => a.sessionId === id))
    .sort((x, y) =>
      x[0]!.sessionStartedAt < y[0]!.sessionStartedAt
        ? -1
        : x[0]!.sessionStartedAt > y[0]!.sessionStartedAt
          ? 1
          : x[0]!.sessionId < y[0]!.sessionId
            ? -1
            : 1,
    );
  for (const answers of bySession) {
    const s = answers[0]!;
    db.prepare(
      `INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
       VALUES (?, 'ada', '', ?, '{}', '', ?, ?)`,
    ).run(s.sessionId, s.mode, answers.length, s.sessionStartedAt);
    for (const a of answers)
      db.prepare(
        `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
           feedback_json, answered_at) VALUES (?, ?, ?, ?, ?, '{}', ?, ?, ?, ?, ?)`,
      ).run(
        a.sessionId,
        a.seq,
        a.itemId,
        a.step,
        a.kind,
        a.responseMs,
        a.correct ? 1 : 0,
        a.credit,
        a.feedbackJson,
        a.answeredAt,
      );
    if (s.mode === 'assessment') db.prepare('UPDATE sessions SET closed = 1 WHERE id = ?').run(s.sessionId);
  }
  catchUpSchedules(db);
  const figures = {
    heatmaps: heatmaps(db, 'ada'),
    due: dueToday(db, 'ada', endOfDay(NOW), 20),
    flagged: flagged(db, 'ada'),
  };
  db.close();
  return figures;
}

const ask = (room: RoomAnswer[], key: string): CaseAsk => ({
  store: 1,
  traineeId: 'ada',
  key,
  now: NOW,
  dueLimit: 20,
  rows: { local: [], room },
});

/** Answers as this PC's own rows give them (its sessions, each with its answers in order). */
function asLocal(answers: RoomAnswer[]): CaseSession[] {
  const sessions = new Map<string, CaseSession>();
  for (const a of answers) {
    let s = sessions.get(a.sessionId);
    if (!s)
      sessions.set(
        a.sessionId,
        (s = { id: a.sessionId, startedAt: a.sessionStartedAt, mode: a.mode, answers: [] }),
      );
    s.answers.push({ ...a, responseJson: '{}', correct: a.correct ? 1 : 0 });
  }
  return [...sessions.values()];
}

describe("the room's case figures counted from the answers", () => {
  it('are those of a PC alone that stored the same answers with its whole schema', () => {
    fc.assert(
      fc.property(fc.array(session, { minLength: 1, maxLength: 4 }), (sessions) => {
        const room = roomAnswers(sessions);
        const cache = new CaseFigureCache();
        const built = cache.answer(ask(room, 'all'));
        cache.clear();
        expect(built).toEqual({ build: 'full', figures: onAPcAlone(room) });
      }),
      { numRuns: 60 },
    );
  });

  it('answers added to a kept build give the figures of a build from nothing', () => {
    fc.assert(
      fc.property(
        fc.array(session, { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 1, max: 4 }),
        (sessions, cut) => {
          // Sessions later than every earlier one (the usual case: the trainee answered more).
          const ordered = sessions.map((s, k) => ({ ...s, day: k * 3 }));
          const first = roomAnswers(ordered.slice(0, Math.min(cut, ordered.length - 1)));
          const all = roomAnswers(ordered);
          const kept = new CaseFigureCache();
          kept.answer(ask(first, 'first'));
          const added = kept.answer(ask(all, 'all'));
          const fresh = new CaseFigureCache();
          const full = fresh.answer(ask(all, 'all'));
          kept.clear();
          fresh.clear();
          expect(added).toEqual({ ...full, build: 'added' });
        },
      ),
      { numRuns: 12 },
    );
  });

  it('a read with nothing new reuses the figures of the same day, and counts the due list again on another day', () => {
    const room = roomAnswers([
      {
        mode: 'practice',
        day: 0,
        answers: [
          {
            ...PLAIN,
            kind: 'payout',
            tag: 1,
            correct: false,
            late: false,
            stake: 500,
            responseMs: 900,
            minutes: 0,
          },
        ],
      },
      {
        mode: 'practice',
        day: 2,
        answers: [
          {
            ...PLAIN,
            kind: 'third-card',
            tag: 2,
            correct: true,
            late: false,
            stake: null,
            responseMs: 900,
            minutes: 0,
          },
        ],
      },
    ]);
    // The first read the day the first answer was given (the second is not due yet), the next on NOW.
    const earlier = new Date('2026-01-01T12:00:00.000Z');
    const kept = new CaseFigureCache();
    const first = kept.answer({ ...ask(room, 'k'), now: earlier });
    expect(kept.answer({ ...ask(room, 'k'), now: earlier, rows: undefined })).toEqual({
      ...first,
      build: 'kept',
    });
    const onLater = kept.answer({ ...ask(room, 'k'), rows: undefined });
    const fresh = new CaseFigureCache();
    const built = fresh.answer(ask(room, 'k'));
    expect(onLater).toEqual({ ...built, build: 'kept' });
    if ('need' in built || 'need' in first) throw new Error('no figures');
    expect(built.figures.due.total).toBeGreaterThan(first.figures.due.total);
    kept.clear();
    fresh.clear();
  });

  it("this PC's newer answers alone, added to a kept build, give the figures of a build from nothing", () => {
    let added = 0;
    fc.assert(
      fc.property(
        fc.array(session, { minLength: 1, maxLength: 4 }),
        fc.array(session, { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 0, max: 30 }),
        (elsewhere, here, cut) => {
          // The room's sessions and this PC's, on days that interleave; the PC's answers split where they were read.
          const room = roomAnswers(elsewhere);
          const mine = roomAnswers(here.map((s) => ({ ...s, day: s.day + 1 }))).map((a) => ({
            ...a,
            sessionId: `here-${a.sessionId}`,
          }));
          const ordered = asLocal(mine).sort((x, y) => (x.startedAt < y.startedAt ? -1 : 1));
          const answers = ordered.flatMap((s) => s.answers.map((a) => ({ s, a })));
          const at = Math.min(cut, answers.length - 1);
          const part = (from: number, to: number) =>
            asLocal(
              mine.filter((m) => {
                const n = answers.findIndex(({ s, a }) => s.id === m.sessionId && a.seq === m.seq);
                return n >= from && n < to;
              }),
            );
          const kept = new CaseFigureCache();
          kept.answer({ ...ask(room, 'first'), rows: { local: part(0, at), room } });
          const newer = kept.answer({
            ...ask([], 'all'),
            rows: { local: part(at, answers.length), since: 'first' },
          });
          const fresh = new CaseFigureCache();
          const full = fresh.answer({ ...ask(room, 'all'), rows: { local: asLocal(mine), room } });
          kept.clear();
          fresh.clear();
          // Added when they follow every answer held (in the records' order); otherwise every row is asked for.
          if ('need' in newer) expect(newer).toEqual({ need: 'rows' });
          else {
            expect(newer).toEqual({ ...full, build: 'added' });
            added += 1;
          }
        },
      ),
      { numRuns: 25 },
    );
    expect(added).toBeGreaterThan(0);
  });

  it('newer answers are added only to the figures they were counted after, and only when they follow them', () => {
    const room = roomAnswers([
      {
        mode: 'practice',
        day: 5,
        answers: [
          {
            ...PLAIN,
            kind: 'payout',
            tag: 1,
            correct: false,
            late: false,
            stake: 500,
            responseMs: 900,
            minutes: 0,
          },
        ],
      },
    ]);
    const later = asLocal(
      roomAnswers([
        {
          mode: 'practice',
          day: 9,
          answers: [
            {
              ...PLAIN,
              kind: 'third-card',
              tag: 2,
              correct: true,
              late: false,
              stake: null,
              responseMs: 900,
              minutes: 0,
            },
          ],
        },
      ]),
    ).map((s) => ({ ...s, id: 'here-later' }));
    const earlier = later.map((s) => ({ ...s, id: 'here-early', startedAt: '2025-12-01T00:00:00.000Z' }));
    // The room's session of that id is not this PC's to add to.
    const theRooms = later.map((s) => ({ ...s, id: 's0' }));
    const kept = new CaseFigureCache();
    kept.answer(ask(room, 'first'));
    expect(kept.answer({ ...ask([], 'second'), rows: undefined })).toEqual({ need: 'rows', held: 'first' });
    // Not what the thread holds, or before what it holds: every row is asked for.
    expect(kept.answer({ ...ask([], 'second'), rows: { local: later, since: 'other' } })).toEqual({
      need: 'rows',
    });
    expect(kept.answer({ ...ask([], 'second'), rows: { local: earlier, since: 'first' } })).toEqual({
      need: 'rows',
    });
    expect(kept.answer({ ...ask([], 'second'), rows: { local: theRooms, since: 'first' } })).toEqual({
      need: 'rows',
    });
    expect(kept.answer({ ...ask([], 'second'), rows: { local: later, since: 'first' } })).toMatchObject({
      build: 'added',
    });
    kept.clear();
  });

  it("the thread's warm-up runs every part of a build: each heat map, the due list and the flagged cases", () => {
    const answers = madeUpAnswers(600);
    const cache = new CaseFigureCache();
    const built = cache.answer({ ...ask(answers, 'k'), now: new Date('2020-07-01T00:00:00.000Z') });
    cache.clear();
    if ('need' in built) throw new Error('no figures');
    const { heatmaps: maps, due, flagged: missed } = built.figures;
    expect([maps.tableOfPlay.length, maps.payouts.length, maps.irregularities.length]).not.toContain(0);
    expect([due.total, missed.length]).not.toContain(0);
    expect(() => warmUp(600)).not.toThrow();
  });
});
