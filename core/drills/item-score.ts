// Items, not steps (issue 23): a session is counted in items everywhere it is shown. An item of several steps (a
// whole coup: the Player's call, the Banker's, the result) is one item, right only when every step is right, and it
// weighs once in accuracy: a two-step item does not count double. An item is counted once its last step is
// answered, as the header's "item 3 of 10" counts it.
import { answerPace, type AnswerPace } from './pace.ts';
import type { DrillKind, Mark } from './types.ts';

export interface ScoredStep {
  readonly item: number;
  readonly kind: DrillKind;
  readonly mark: Pick<Mark, 'correct' | 'late'>;
}

export interface ItemScore {
  readonly item: number;
  readonly kind: DrillKind;
  /** Every step right. */
  readonly correct: boolean;
  /** wrong: a step wrong; too-slow: every step right, one after its limit; in-time: floor-ready. */
  readonly pace: AnswerPace;
}

/** The completely answered items, in order, from the answered steps (in answer order). */
export function itemScores(answers: readonly ScoredStep[], stepsOf: (item: number) => number): ItemScore[] {
  const byItem = new Map<number, ScoredStep[]>();
  for (const a of answers) byItem.set(a.item, [...(byItem.get(a.item) ?? []), a]);
  const out: ItemScore[] = [];
  for (const [item, steps] of byItem) {
    if (steps.length < stepsOf(item)) continue;
    const paces = steps.map((s) => answerPace(s.mark));
    const pace: AnswerPace = paces.includes('wrong')
      ? 'wrong'
      : paces.includes('too-slow')
        ? 'too-slow'
        : 'in-time';
    out.push({ item, kind: (steps[0] as ScoredStep).kind, correct: pace !== 'wrong', pace });
  }
  return out;
}

/** Items right, too slow and floor-ready among these, and the accuracy (right of answered; 0 when none). */
export function itemCounts(items: readonly ItemScore[]): {
  readonly answered: number;
  readonly correct: number;
  readonly tooSlow: number;
  readonly floorReady: number;
  readonly accuracy: number;
} {
  const correct = items.filter((i) => i.correct).length;
  return {
    answered: items.length,
    correct,
    tooSlow: items.filter((i) => i.pace === 'too-slow').length,
    floorReady: items.filter((i) => i.pace === 'in-time').length,
    accuracy: items.length ? correct / items.length : 0,
  };
}

/** A marked step in a trainee's history: `step` is its place in its item (0 first); absent for a step alone. */
export interface ItemStep {
  readonly step?: number;
  readonly correct: boolean;
}

/**
 * A run of one skill's marked steps (oldest first) as items, right or not: an item's steps are answered in order, one
 * after another, so an item begins at its step 0 and takes the steps after it; it is right only when every one of
 * them is (the summary's counting, for the levels and the dashboard). A first step past 0 is the rest of an item
 * begun before the run; a step without a place is an item of its own.
 */
export function stepsAsItems(steps: readonly ItemStep[]): boolean[] {
  const out: boolean[] = [];
  for (const s of steps) {
    if (s.step !== undefined && s.step > 0 && out.length > 0) out[out.length - 1] &&= s.correct;
    else out.push(s.correct);
  }
  return out;
}
