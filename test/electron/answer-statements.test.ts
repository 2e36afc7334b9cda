// How many SQL statements one practice answer runs (issue 19): the access rules and the handler read only what the
// live session does not already know, so an answer does not grow a read per rule. Counted on the node:sqlite handle
// (test/support/count-statements.ts); the numbers are what the code runs today (10 before issue 19's rework), held as a ceiling.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countStatements } from '../support/count-statements.ts';
import { removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

let dir: string;
let b: TestBackend;
beforeEach(() => {
  dir = tempDir();
  b = testBackend(dir, { fresh: true });
});
afterEach(async () => {
  await b.close();
  removeDir(dir);
});

/** One answer's statements, in order. */
async function answerCounted(sessionId: string): Promise<readonly string[]> {
  const db = b.store.db();
  if (!db.ok) throw new Error(db.error);
  const counted = countStatements(db.value);
  try {
    await b.value('sessions.answer', {
      sessionId,
      response: { type: 'points', player: 1, banker: 2, natural: false },
      responseMs: 900,
    });
  } finally {
    counted.stop();
  }
  return counted.sql;
}

describe('statements run by sessions.answer', () => {
  it('a signed-in trainee with a PIN answering, passcode set and trainer mode locked', async () => {
    await b.value('trainer.setPasscode', { passcode: 'open-sesame' });
    const ann = await b.value('trainees.create', { name: 'Ann' });
    await b.value('traineePin.signIn', { traineeId: ann.id });
    await b.value('traineePin.set', { traineeId: ann.id, pin: '482913' });
    await b.value('trainer.lock');
    await b.value('traineePin.signIn', { traineeId: ann.id, pin: '482913' });
    const view = await b.value('sessions.start', { traineeId: ann.id, drillSetId: 'call-hand-practice' });
    // The first answer learns the session's owner and that it is no attempt (one read); later ones know both.
    const first = await answerCounted(view.sessionId);
    const later = await answerCounted(view.sessionId);
    expect(first.length).toBeLessThanOrEqual(8);
    expect(later.length).toBeLessThanOrEqual(7);
    // Before the write: is the app set up, is an attempt running, and the session's row (is it still open).
    expect(later.slice(0, later.indexOf('BEGIN IMMEDIATE'))).toEqual([
      'SELECT 1 FROM trainer_auth WHERE id = 1',
      "SELECT 1 FROM assessment_attempts WHERE status = 'running' LIMIT 1",
      'SELECT * FROM sessions WHERE id = ?',
    ]);
    // A practice answer does not look for an attempt's seal.
    expect(later.filter((sql) => sql.includes('assessment_attempts WHERE session_id'))).toEqual([]);
  });
});
