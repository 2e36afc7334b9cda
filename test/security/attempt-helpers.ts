// Shared by the candidate's-tools tests: the fixture app with a timed assessment, and answering an attempt to its end.
import { join } from 'node:path';
import type { AttemptView } from '../../electron/ipc/contract.ts';
import { anyResponse, type TestBackend } from '../electron/helpers.ts';

export const ASSESS_APP = join(import.meta.dirname, '..', 'electron', 'fixtures', 'assess-app');
export const PASSCODE = 'open-sesame';

/** Answers every remaining step (any well-formed answer) and returns the last view. */
export async function answerToEnd(b: TestBackend, view: AttemptView): Promise<AttemptView> {
  let v = view;
  while (v.prompt) {
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
