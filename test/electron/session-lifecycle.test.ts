// The one session lifecycle's small rules, each on its own: the status derived from the row's columns (in TypeScript
// and in SQL, which must agree), what a running session may reveal, and the live store.
import { english } from '../../core/i18n/phrase.ts';
import type { MessageRef } from '../../core/i18n/say.ts';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../core/drills/session.ts';
import type { Feedback } from '../../core/drills/types.ts';
import {
  dropStepClock,
  endRun,
  forget,
  keepRun,
  keepState,
  keepStepClock,
  liveRun,
  liveState,
  liveStepClock,
  oneAtATime,
} from '../../electron/features/sessions/live-sessions.ts';
import type { AttemptRun } from '../../electron/features/assessment/attempt-clock.ts';
import {
  isOpen,
  isRunningAssessment,
  openSql,
  runningAssessmentSql,
  sessionStatus,
  type SessionStatus,
} from '../../electron/features/sessions/session-status.ts';
import {
  attemptResultShown,
  feedbackOnAnswer,
  HISTORY_SHOWS_SQL,
  marksShown,
  onPlainHistory,
  replayRefused,
  showsKeys,
  summaryRefused,
} from '../../electron/features/sessions/session-visibility.ts';

type Mode = 'practice' | 'assessment';
const ROWS: { mode: Mode; finished_at: string | null; closed: number; status: SessionStatus }[] = [
  { mode: 'practice', finished_at: null, closed: 0, status: 'open' },
  { mode: 'practice', finished_at: '2026-01-01T00:00:00.000Z', closed: 0, status: 'finished' },
  { mode: 'practice', finished_at: '2026-01-01T00:00:00.000Z', closed: 1, status: 'closed' },
  { mode: 'practice', finished_at: null, closed: 1, status: 'closed' },
  { mode: 'assessment', finished_at: null, closed: 0, status: 'open' },
  { mode: 'assessment', finished_at: '2026-01-01T00:00:00.000Z', closed: 0, status: 'finished' },
  { mode: 'assessment', finished_at: '2026-01-01T00:00:00.000Z', closed: 1, status: 'closed' },
  { mode: 'assessment', finished_at: null, closed: 1, status: 'closed' },
];

/** The rows in a sessions table, so the SQL forms can be checked against the TypeScript ones. */
function table(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE sessions (id INTEGER PRIMARY KEY, mode TEXT, finished_at TEXT, closed INTEGER)');
  const insert = db.prepare('INSERT INTO sessions (id, mode, finished_at, closed) VALUES (?, ?, ?, ?)');
  ROWS.forEach((r, i) => insert.run(i, r.mode, r.finished_at, r.closed));
  return db;
}

function idsWhere(db: DatabaseSync, where: string): number[] {
  return (db.prepare(`SELECT id FROM sessions s WHERE ${where} ORDER BY id`).all() as { id: number }[]).map(
    (r) => r.id,
  );
}

describe('session status, derived one way from mode, finished_at and closed', () => {
  it.each(ROWS)('$mode, finished_at $finished_at, closed $closed: $status', (row) => {
    expect(sessionStatus(row)).toBe(row.status);
    expect(isOpen(row)).toBe(row.status === 'open');
    expect(isRunningAssessment(row)).toBe(row.mode === 'assessment' && row.status === 'open');
  });

  it('the SQL forms pick exactly the rows the TypeScript forms do', () => {
    const db = table();
    const expected = (f: (r: (typeof ROWS)[number]) => boolean) => ROWS.flatMap((r, i) => (f(r) ? [i] : []));
    expect(idsWhere(db, openSql('s'))).toEqual(expected(isOpen));
    expect(idsWhere(db, runningAssessmentSql('s'))).toEqual(expected(isRunningAssessment));
    expect(idsWhere(db, HISTORY_SHOWS_SQL('s'))).toEqual(expected(marksShown));
    expect(idsWhere(db, openSql())).toEqual(expected(isOpen));
    expect(idsWhere(db, runningAssessmentSql())).toEqual(expected(isRunningAssessment));
  });
});

describe('what a running session may reveal', () => {
  const feedback = { itemId: 'i', step: 0 } as unknown as Feedback;

  it.each(ROWS)('$mode, $status: marks, keys, summary and mistakes', (row) => {
    const running = row.mode === 'assessment' && row.status === 'open';
    const r = { ...row, title: 'Set' };
    expect(marksShown(r)).toBe(!running);
    const said = (m: MessageRef | null) => m && english(m);
    expect(said(summaryRefused(r))).toBe(
      running ? 'The assessment "Set" is still running: its results come when it ends.' : null,
    );
    expect(said(replayRefused(r))).toBe(
      running ? 'The assessment "Set" is still running: replay its mistakes when it ends.' : null,
    );
    expect(feedbackOnAnswer(r, feedback)).toBe(row.mode === 'practice' ? feedback : null);
    expect(showsKeys(r, false)).toBe(row.mode === 'practice');
    expect(showsKeys(r, true)).toBe(true);
  });

  it.each([
    { ended: false, justEnded: false, trainer: true, shown: false },
    { ended: false, justEnded: true, trainer: true, shown: false },
    { ended: true, justEnded: true, trainer: false, shown: true },
    { ended: true, justEnded: false, trainer: true, shown: true },
    { ended: true, justEnded: false, trainer: false, shown: false },
  ])(
    "an attempt's result: ended $ended, just ended $justEnded, trainer $trainer: $shown",
    ({ ended, justEnded, trainer, shown }) => {
      let asked = 0;
      const trainerOpen = () => (asked++, trainer);
      expect(attemptResultShown(ended, justEnded, trainerOpen)).toBe(shown);
      // Asking touches the trainer session: it is asked only when the answer depends on it.
      expect(asked).toBe(ended && !justEnded ? 1 : 0);
    },
  );
});

describe("an attempt's summary on the plain history", () => {
  it.each([
    { trainerOpen: true, attempt: true, summary: 'kept' },
    { trainerOpen: false, attempt: true, summary: null },
    { trainerOpen: false, attempt: false, summary: 'kept' },
    { trainerOpen: true, attempt: false, summary: 'kept' },
  ])('trainer open $trainerOpen, attempt $attempt: summary $summary', ({ trainerOpen, attempt, summary }) => {
    const record = { sessionId: 's', summary: 'kept' as string | null };
    expect(onPlainHistory(record, trainerOpen, () => attempt).summary).toBe(summary);
  });
});

describe('the live store', () => {
  const state = { item: 3 } as unknown as SessionState;
  const run = { itemId: 'i' } as unknown as AttemptRun;

  it('keeps a state and a run per database; ending the run keeps the state; forgetting drops both', () => {
    const db = new DatabaseSync(':memory:');
    const other = new DatabaseSync(':memory:');
    keepState(db, 's', state);
    keepRun(db, 's', run);
    expect(liveState(db, 's')).toBe(state);
    expect(liveRun(db, 's')).toBe(run);
    expect(liveState(other, 's')).toBeUndefined();
    endRun(db, 's');
    expect(liveRun(db, 's')).toBeUndefined();
    expect(liveState(db, 's')).toBe(state);
    keepRun(db, 's', run);
    forget(db, 's');
    expect(liveState(db, 's')).toBeUndefined();
    expect(liveRun(db, 's')).toBeUndefined();
  });

  it("keeps a practice step's clock beside the state; dropping it keeps the state", () => {
    const db = new DatabaseSync(':memory:');
    const clock = { itemId: 'i', step: 0, startsAt: 5, shown: false };
    keepState(db, 'p', state);
    keepStepClock(db, 'p', clock);
    expect(liveStepClock(db, 'p')).toBe(clock);
    dropStepClock(db, 'p');
    expect(liveStepClock(db, 'p')).toBeUndefined();
    expect(liveState(db, 'p')).toBe(state);
    keepStepClock(db, 'p', clock);
    forget(db, 'p');
    expect(liveStepClock(db, 'p')).toBeUndefined();
  });

  it('runs one operation at a time per session, even after one fails', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const first = oneAtATime('x', async () => {
      await gate;
      order.push('first');
      throw new Error('first failed');
    });
    const second = oneAtATime('x', async () => {
      order.push('second');
      return 2;
    });
    release();
    await expect(first).rejects.toThrow('first failed');
    expect(await second).toBe(2);
    expect(order).toEqual(['first', 'second']);
  });
});
