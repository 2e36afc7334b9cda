// The progress summaries brought up to date a slice per turn (a room's progress page after many answers) end exactly
// as a catch-up at once leaves them: every summary table, row for row, whatever the slice and the answers.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../electron/features/context.ts';
import { catchUpInTurns } from '../../electron/features/progress/progress-catch-up-turns.ts';
import { catchUpFactsSlice } from '../../electron/features/progress/progress-facts.ts';
import { catchUpSchedules } from '../../electron/features/progress/progress-schedule.ts';
import { migrate } from '../../electron/storage/migrations.ts';

const KINDS = ['third-card', 'payout', 'irregularity'] as const;

const answer = fc.record({
  kind: fc.constantFrom(...KINDS),
  tag: fc.integer({ min: 0, max: 4 }),
  correct: fc.boolean(),
  late: fc.boolean(),
  responseMs: fc.integer({ min: 200, max: 20_000 }),
  minutes: fc.integer({ min: 0, max: 60 * 24 * 20 }),
});
const session = fc.record({
  trainee: fc.constantFrom('ada', 'bo'),
  mode: fc.constantFrom('practice', 'assessment'),
  day: fc.integer({ min: 0, max: 40 }),
  answers: fc.array(answer, { minLength: 1, maxLength: 10 }),
});

type Session = typeof session extends fc.Arbitrary<infer T> ? T : never;

/** A PC's store holding `sessions`, answered as the app stores them (the summaries not caught up yet). */
function storeOf(sessions: Session[]): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  const done = migrate(db);
  if (!done.ok) throw new Error(done.error);
  for (const t of ['ada', 'bo'])
    db.prepare(`INSERT INTO trainees (id, name, created_at) VALUES (?, ?, '')`).run(t, t);
  sessions.forEach((s, k) => {
    const startedAt = new Date(Date.UTC(2026, 0, 1 + s.day, 9, k)).toISOString();
    db.prepare(
      `INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
       VALUES (?, ?, '', ?, '{}', '', ?, ?)`,
    ).run(`s${k}`, s.trainee, s.mode, s.answers.length, startedAt);
    s.answers.forEach((a, seq) => {
      const cases = a.kind === 'payout' ? ['banker-win'] : [`${a.kind}-${a.tag}`];
      const feedback = JSON.stringify({
        key: { cases, ...(a.kind === 'irregularity' ? { rule: `4.${a.tag}` } : {}) },
        mark: { late: a.late },
      });
      db.prepare(
        `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
           feedback_json, answered_at) VALUES (?, ?, ?, 0, ?, '{}', ?, ?, 1, ?, ?)`,
      ).run(
        `s${k}`,
        seq,
        `i${seq}`,
        a.kind,
        a.responseMs,
        a.correct ? 1 : 0,
        feedback,
        new Date(Date.parse(startedAt) + a.minutes * 60_000).toISOString(),
      );
    });
    if (s.mode === 'assessment') db.prepare('UPDATE sessions SET closed = 1 WHERE id = ?').run(`s${k}`);
  });
  return db;
}

/** Every table of the store, its rows in a fixed order. */
function contents(db: DatabaseSync): Record<string, string[]> {
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as {
    name: string;
  }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      db
        .prepare(`SELECT * FROM "${name}"`)
        .all()
        .map((r) => JSON.stringify(r))
        .sort(),
    ]),
  );
}

/** The service context catchUpInTurns reads the store through. */
const contextOf = (db: DatabaseSync) =>
  ({ store: { db: () => ({ ok: true, value: db }), stillThere: () => true } }) as unknown as ServiceContext;

describe('the progress summaries caught up a slice per turn', () => {
  it('end as a catch-up at once leaves them, whatever the slice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(session, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 9 }),
        async (sessions, slice) => {
          const atOnce = storeOf(sessions);
          const inTurns = storeOf(sessions);
          catchUpSchedules(atOnce);
          await catchUpInTurns(contextOf(inTurns), slice);
          expect(contents(inTurns)).toEqual(contents(atOnce));
          // Nothing is left for the page's own catch-up.
          expect(catchUpSchedules(inTurns)).toBe(0);
          atOnce.close();
          inTurns.close();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers stored between two catch-ups are applied after the first ones, as at once', async () => {
    const first: Session[] = [
      {
        trainee: 'ada',
        mode: 'practice',
        day: 1,
        answers: [{ kind: 'payout', tag: 1, correct: false, late: false, responseMs: 900, minutes: 0 }],
      },
    ];
    const atOnce = storeOf(first);
    const inTurns = storeOf(first);
    catchUpSchedules(atOnce);
    await catchUpInTurns(contextOf(inTurns), 1);
    for (const db of [atOnce, inTurns])
      db.prepare(
        `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
           feedback_json, answered_at)
         VALUES ('s0', 1, 'i1', 0, 'payout', '{}', 800, 1, 1, '{"key":{"cases":["banker-win"]}}', '2026-01-02T10:00:00.000Z')`,
      ).run();
    catchUpSchedules(atOnce);
    await catchUpInTurns(contextOf(inTurns), 1);
    expect(contents(inTurns)).toEqual(contents(atOnce));
  });

  it('a slice applies at most its size (the migration text it bounds is still there)', () => {
    const db = storeOf([
      {
        trainee: 'ada',
        mode: 'practice',
        day: 1,
        answers: [0, 1, 2].map((minutes) => ({
          kind: 'payout' as const,
          tag: 1,
          correct: true,
          late: false,
          responseMs: 900,
          minutes,
        })),
      },
    ]);
    const facts = () => (db.prepare('SELECT count(*) AS n FROM progress_facts').get() as { n: number }).n;
    expect([catchUpFactsSlice(db, 2), facts()]).toEqual([true, 2]);
    expect([catchUpFactsSlice(db, 2), facts()]).toEqual([false, 3]);
    expect([catchUpFactsSlice(db, 2), facts()]).toEqual([false, 3]);
    db.close();
  });
});
