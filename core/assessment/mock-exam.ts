// A mock exam (issue 21): a trainee practises an assessment set's items on their own. It is dealt as a practice
// session under its own label, so it is never counted as an attempt, never locked, signed or shown as certification.
import type { DrillSet } from '../drills/spec.ts';

export const MOCK_EXAM_LABEL = 'Mock exam';

/** The practice copy of an assessment set a trainee may take alone. */
export function mockExamSet(set: DrillSet): DrillSet {
  if (set.mode !== 'assessment')
    throw new Error(`"${set.title}" is not an assessment set: practise it directly.`);
  const { assessment: _policy, ...rest } = set;
  return {
    ...rest,
    mode: 'practice',
    redLineFailsAssessment: false,
    title: `${MOCK_EXAM_LABEL}: ${set.title}`,
  };
}

/** Refusal a trainee gets when asking to start an assessment set as a session of their own. */
export const ASSESSMENT_BY_TRAINER_ONLY =
  'An assessment is started by the trainer for a named candidate (Trainer mode, Assessments). You can take this set as a mock exam instead: it is practice and never counts as an attempt.';
