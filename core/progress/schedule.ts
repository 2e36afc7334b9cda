// A spaced-repetition schedule per case (a skill and one of its case tags, e.g. third-card "banker-4-vs-2"), kept
// with ts-fsrs, the FSRS authors' library. Fuzz is off, so the same answers always give the same schedule. Cards are
// stored as plain data (times in epoch milliseconds) so they can be saved as JSON and cross IPC.
import {
  BasicLearningStepsStrategy,
  createEmptyCard,
  fsrs,
  Rating as Grade,
  State,
  StrategyMode,
  type Card,
  type TLearningStepsStrategy,
} from 'ts-fsrs';
import type { DrillKind } from '../drills/types.ts';
import { rateSkillAnswer, type Rating } from './rating.ts';

export type CardState = 'new' | 'learning' | 'review' | 'relearning';

export interface CaseCard {
  /** When the case is next due, epoch ms. */
  readonly due: number;
  readonly stability: number;
  readonly difficulty: number;
  readonly scheduledDays: number;
  readonly learningSteps: number;
  readonly reps: number;
  readonly lapses: number;
  readonly state: CardState;
  readonly lastReview: number | null;
}

/** One answer to one case, as the schedule sees it. */
export interface CaseReview {
  readonly kind: DrillKind;
  readonly tag: string;
  readonly correct: boolean;
  readonly responseMs: number;
  /** After its step's time limit (core/drills/pace.ts); absent: in time or untimed. */
  readonly late?: boolean;
  /** Epoch ms. */
  readonly at: number;
}

export interface CaseSchedule {
  readonly kind: DrillKind;
  readonly tag: string;
  readonly card: CaseCard;
  readonly reviews: number;
  readonly misses: number;
  /** The last REPEATED_MISS.window outcomes, oldest first (true: right). */
  readonly recent: readonly boolean[];
  readonly lastRating: Rating;
}

/** A case is missed again and again when at least `misses` of its last `window` answers were wrong. */
export const REPEATED_MISS = { window: 5, misses: 3 } as const;

// ts-fsrs makes a seed for its fuzz at every review (the time, reps and difficulty times stability written as text),
// read only when fuzz is on: with it off, an empty seed gives the same cards and saves a number-to-text conversion per
// answer (a fifth of a review; building a room trainee's case figures reviews thousands: issue 22's 300 ms page).
// Its learning steps are the library's own, kept per state and step: ts-fsrs parses its step texts ("1m", "10m") into
// minutes afresh at every review, as much as the rest of a review together (the steps are fixed, so the answer for a
// state and step is too; the library only reads what it is given).
const stepsKept = new WeakMap<object, Map<number, ReturnType<TLearningStepsStrategy>>>();
const keptLearningSteps: TLearningStepsStrategy = (params, state, step) => {
  let kept = stepsKept.get(params);
  if (!kept) stepsKept.set(params, (kept = new Map()));
  // A state is 0-3 and a step a whole number (anything else is worked out each time, as the library does).
  const key =
    Number.isSafeInteger(step) &&
    step >= 0 &&
    step < 2 ** 40 &&
    state >= 0 &&
    state <= 3 &&
    Number.isInteger(state)
      ? step * 4 + state
      : undefined;
  if (key === undefined) return BasicLearningStepsStrategy(params, state, step);
  let steps = kept.get(key);
  if (!steps) kept.set(key, (steps = BasicLearningStepsStrategy(params, state, step)));
  return steps;
};
export const caseScheduler = fsrs({ enable_fuzz: false })
  .useStrategy(StrategyMode.SEED, () => '')
  .useStrategy(StrategyMode.LEARNING_STEPS, keptLearningSteps);

const GRADE: Record<Rating, Grade.Again | Grade.Hard | Grade.Good | Grade.Easy> = {
  again: Grade.Again,
  hard: Grade.Hard,
  good: Grade.Good,
  easy: Grade.Easy,
};

const STATE_NAME: Record<State, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATE_OF: Record<CardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

/** The key a case is kept under: the same tag in two skills is two cases (a drill on it needs the skill). */
export function caseKey(kind: DrillKind, tag: string): string {
  return `${kind}/${tag}`;
}

function fromFsrs(c: Card): CaseCard {
  return {
    due: c.due.getTime(),
    stability: c.stability,
    difficulty: c.difficulty,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: STATE_NAME[c.state],
    lastReview: c.last_review ? c.last_review.getTime() : null,
  };
}

// One shape for every card (the last review undefined rather than left out: ts-fsrs reads it as absent either way); a
// spread of one of two objects here was a third of a review's own time.
function toFsrs(c: CaseCard): Card {
  return {
    due: new Date(c.due),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: 0,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: STATE_OF[c.state],
    last_review: c.lastReview === null ? undefined : new Date(c.lastReview),
  };
}

export function newCaseCard(now: number): CaseCard {
  return fromFsrs(createEmptyCard(new Date(now)));
}

/** The schedule after one more answer; the first answer to a case starts it. */
export function reviewCase(previous: CaseSchedule | null, review: CaseReview): CaseSchedule {
  const rating = rateSkillAnswer(review.kind, review.correct, review.responseMs, review.late === true);
  const card = previous?.card ?? newCaseCard(review.at);
  // An assessment's answers are revealed when it ends, possibly after later practice: never review back in time.
  const at = Math.max(review.at, card.lastReview ?? review.at);
  const next = fromFsrs(caseScheduler.next(toFsrs(card), new Date(at), GRADE[rating]).card);
  const recent = [...(previous?.recent ?? []), review.correct].slice(-REPEATED_MISS.window);
  return {
    kind: review.kind,
    tag: review.tag,
    card: next,
    reviews: (previous?.reviews ?? 0) + 1,
    misses: (previous?.misses ?? 0) + (review.correct ? 0 : 1),
    recent,
    lastRating: rating,
  };
}

/** Adds answers (oldest first) to the schedules, keyed by caseKey; returns the same map. */
export function applyReviews(
  schedules: Map<string, CaseSchedule>,
  reviews: Iterable<CaseReview>,
): Map<string, CaseSchedule> {
  for (const r of reviews) {
    const key = caseKey(r.kind, r.tag);
    schedules.set(key, reviewCase(schedules.get(key) ?? null, r));
  }
  return schedules;
}

export function isRepeatedlyMissed(s: CaseSchedule): boolean {
  return s.recent.filter((ok) => !ok).length >= REPEATED_MISS.misses;
}

/** Cases due by `until` (epoch ms, e.g. the end of today), most overdue first, ties by key so it is deterministic. */
export function dueCases(schedules: Iterable<CaseSchedule>, until: number): CaseSchedule[] {
  return [...schedules]
    .filter((s) => s.card.due <= until)
    .sort((a, b) => a.card.due - b.card.due || compare(caseKey(a.kind, a.tag), caseKey(b.kind, b.tag)));
}

/** Cases missed again and again, the most missed first. */
export function flaggedCases(schedules: Iterable<CaseSchedule>): CaseSchedule[] {
  return [...schedules]
    .filter(isRepeatedlyMissed)
    .sort((a, b) => b.misses - a.misses || compare(caseKey(a.kind, a.tag), caseKey(b.kind, b.tag)));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
