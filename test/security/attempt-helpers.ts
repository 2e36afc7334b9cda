// Shared by the candidate's-tools tests: the fixture app with a timed assessment, and answering an attempt to its end.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { AttemptView } from '../../contract/index.ts';
import { anyResponse, type TestBackend } from '../electron/helpers.ts';

export const ASSESS_APP = join(import.meta.dirname, '..', 'electron', 'fixtures', 'assess-app');
export const PASSCODE = 'open-sesame';

/** Answers the next `steps` steps (any well-formed answer), or fewer if the attempt ends, and returns the last view. */
export async function answerSteps(b: TestBackend, view: AttemptView, steps: number): Promise<AttemptView> {
  let v = view;
  for (let i = 0; i < steps && v.prompt; i++) {
    const p = v.prompt;
    v = await b.value('assessment.answer', {
      attemptId: v.attemptId,
      itemId: p.itemId,
      step: p.step,
      response: anyResponse(p.form),
    });
  }
  return v;
}

/** Answers every remaining step (any well-formed answer) and returns the last view. */
export function answerToEnd(b: TestBackend, view: AttemptView): Promise<AttemptView> {
  return answerSteps(b, view, Infinity);
}

/** The candidate's own program: a writable connection to the database, waiting for the app's lock if it runs. */
export function tamper(dir: string, edit: (db: DatabaseSync) => void): void {
  const db = new DatabaseSync(join(dir, 'trainer.db'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    edit(db);
  } finally {
    db.close();
  }
}
