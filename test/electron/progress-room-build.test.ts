// The case figures of a trainee in a training room are built on a throwaway database whose fact trigger is cut to the
// case reviews (the weekly, skill and recent summaries cost most of a build and the figures never read them): its
// heat maps, due list and flagged cases are those of a PC that stored the same answers with its whole schema, and
// answers added to a kept build give what a build from nothing gives.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoomAnswer } from '../../electron/room/progress-read.ts';
import { dueToday, endOfDay, flagged } from '../../electron/features/progress/progress.ts';
import { heatmaps } from '../../electron/features/progress/progress-queries.ts';
import {
  CaseFigureCache,
  keepCaseReviewsOnly,
  type CaseAsk,
  type CaseFigures,
} from '../../electron/features/progress/progress-room-build.ts';
import { catchUpSchedules } from '../../electron/features/progress/progress-schedule.ts';
import { migrate } from '../../electron/storage/migrations.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const KINDS = ['third-card', 'payout', 'irregularity'] as const;

const answer = fc.record({
  kind: fc.constantFrom(...KINDS),
  tag: fc.integer({ min: 0, max: 5 }),
  correct: fc.boolean(),
  late: fc.boolean(),
  stake: fc.constantFrom(null, 500, 5_000, 50_000, 500_000),
  responseMs: fc.integer({ min: 200, max: 20_000 }),
  minutes: fc.integer({ min: 0, max: 60 * 24 * 40 }),
});
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
      const cases =
        a.kind === 'third-card'
          ? [`banker-${a.tag}-vs-${(a.tag + k) % 10}`]
          : a.kind === 'payout'
            ? [a.tag % 2 ? 'banker-win' : 'player-win']
            : [`misdeal-${a.tag}`];
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
        feedbackJson: JSON.stringify({
          key: {
            cases,
            ...(a.kind === 'payout' && a.stake !== null
              ? { expected: { type: 'amount', amount: (a.stake * 95) / 100 }, stake: a.stake }
              : {}),
            ...(a.kind === 'irregularity' ? { rule: `4.${a.tag}` } : {}),
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

describe("the room's case figures on a throwaway database", () => {
  it("the migration's fact trigger still has the statement it is cut at, and is cut to the case reviews", () => {
    const db = new DatabaseSync(':memory:');
    const done = migrate(db);
    expect(done.ok).toBe(true);
    expect(keepCaseReviewsOnly(db)).toBe(true);
    const { sql } = db
      .prepare(`SELECT sql FROM sqlite_master WHERE name = 'progress_fact_summaries'`)
      .get() as { sql: string };
    expect(sql).toContain('INSERT INTO case_reviews');
    expect(sql).not.toMatch(/case_weeks|skill_totals|skill_recent/);
    db.close();
  });

  it('are those of a PC alone that stored the same answers with its whole schema', () => {
    fc.assert(
      fc.property(fc.array(session, { minLength: 1, maxLength: 4 }), (sessions) => {
        const room = roomAnswers(sessions);
        const cache = new CaseFigureCache();
        const built = cache.answer(ask(room, 'all'));
        cache.clear();
        expect(built).toEqual({ build: 'full', figures: onAPcAlone(room) });
      }),
      { numRuns: 15 },
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
          { kind: 'payout', tag: 1, correct: false, late: false, stake: 500, responseMs: 900, minutes: 0 },
        ],
      },
      {
        mode: 'practice',
        day: 2,
        answers: [
          {
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
});
