// The report tests' starting point: the fixture app's timed assessment sat whole, once per test file, in a throwaway
// folder (its data in `data/`), with the plan's candidate, answers and practical grades.
import { join } from 'node:path';
import type { PracticalInput } from '../../core/assessment/practical.ts';
import { runAttempt, type AttemptPlan, type AttemptRun } from '../support/assessment-run.ts';
import { closeBackend, removeDir, tempDir } from './helpers.ts';

const ASSESS_APP = join(import.meta.dirname, 'fixtures', 'assess-app');

export interface Sitting {
  /** The throwaway folder; the app's data folder is `data/` inside it. */
  readonly dir: string;
  readonly run: AttemptRun;
}

type SittingPlan = Partial<Omit<AttemptPlan, 'dataDir' | 'appRoot' | 'drillSetId' | 'seed'>>;

/** Sits the timed assessment dealt by `seed`; Ana Lima (D-9) assessed by Pat Supervisor unless the plan says. */
export async function sitTimedAssessment(seed: string, plan: SittingPlan = {}): Promise<Sitting> {
  const dir = tempDir();
  const run = await runAttempt({
    dataDir: join(dir, 'data'),
    appRoot: ASSESS_APP,
    drillSetId: 'timed-assessment',
    seed,
    candidate: { name: 'Ana Lima', staffNumber: 'D-9' },
    assessor: plan.practical?.assessor ?? 'Pat Supervisor',
    ...plan,
  });
  return { dir, run };
}

/** Closes the sitting's backend and removes its folder. */
export async function endSitting({ dir, run }: Sitting): Promise<void> {
  await closeBackend(run.backend);
  removeDir(dir);
}

/** The practical part passed in every area of the fixture's standard (A, B, A), by `assessor`. */
export function passedPractical(assessor: string, comment: string): PracticalInput {
  return {
    assessor,
    areas: [
      { area: 'Shuffle and cut', grade: 'A' },
      { area: 'Calls', grade: 'B' },
      { area: 'Settlement', grade: 'A' },
    ],
    redLines: [],
    comment,
  };
}
