// The drill contract shared by core (generator, marker), electron (sessions held in main) and the renderer.
// Prompts and answer keys are separate types: a prompt is what may cross to the renderer before an answer,
// a key never does until the response to its step has been marked.
import type { z } from 'zod';
import type { Response, SettleAction } from './response.ts';
import type {
  answerFormSchema,
  answerKeySchema,
  choiceOptionSchema,
  feedbackSchema,
  markSchema,
  promptSchema,
  sceneBetSchema,
  sceneCardSchema,
  tableSceneSchema,
} from './step-schemas.ts';

import { DRILL_KINDS, type DrillKind } from './drill-kinds.ts';

export { DRILL_KINDS, type DrillKind };

/** A skill is what pass marks and mastery are kept for; one per drill kind. */
export type Skill = DrillKind;

// Each kind's label (KIND_LABELS) and its other facts are on its module: core/drills/kinds/index.ts.

// ---------- What the table shows (no answers in here) ----------
// The shapes of a step are defined by their schemas (step-schemas.ts), so the type and the check are one.

export type SceneCard = z.infer<typeof sceneCardSchema>;
export type SceneBet = z.infer<typeof sceneBetSchema>;
export type TableScene = z.infer<typeof tableSceneSchema>;

// ---------- What the trainee is asked for ----------

export type ChoiceOption = z.infer<typeof choiceOptionSchema>;
export type AnswerForm = z.infer<typeof answerFormSchema>;
/** One step shown to the trainee. Carries nothing that gives away the answer of this or a later step. */
export type Prompt = z.infer<typeof promptSchema>;

// The response and a settled bet are defined by their schema (response.ts), so the type and the check are one.
export type { Response, SettleAction };

// ---------- Keys and marks (main process only until answered) ----------

/** The correct response of a step, with what feedback needs to teach it. */
export type AnswerKey = z.infer<typeof answerKeySchema>;
/** How one response was marked. */
export type Mark = z.infer<typeof markSchema>;
/** What the renderer receives once a response is marked (in an assessment, only when the set ends). */
export type Feedback = z.infer<typeof feedbackSchema>;

export interface DrillStep {
  readonly prompt: Omit<Prompt, 'index' | 'total'>;
  readonly key: AnswerKey;
}

export interface DrillItem {
  readonly id: string;
  readonly kind: DrillKind;
  readonly difficulty: Difficulty;
  readonly steps: readonly DrillStep[];
}

export type Difficulty = 'basic' | 'standard' | 'hard';
