// A mock exam (issue 21): a trainee practises an assessment set's items on their own. It is dealt as a practice
// session under its own label, so it is never counted as an attempt, never locked, signed or shown as certification.
import type { DrillSet } from '../drills/spec.ts';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { ref, say } from '../i18n/say.ts';

/** In English: the mock exam's title is stored with its session, like the set's own title (the trainer's words). */
export const MOCK_EXAM_LABEL = say(ref('home_mock_exam', {}), BASE_LANGUAGE);

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

/** Refusal a trainee gets when asking to start an assessment set as a session of their own (in English: main's
 *  errors are still English words). */
export const ASSESSMENT_BY_TRAINER_ONLY = say(ref('policy_by_trainer_only', {}), BASE_LANGUAGE);
