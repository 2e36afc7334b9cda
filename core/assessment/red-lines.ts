// Which red lines a marked step crossed. A red line is an error a casino fails a dealer for whatever the score
// (DEALING.md); a timed-out step took no action at the table, so it crosses none.
import type { AnswerKey, DrillKind, Response, SettleAction } from '../drills/types.ts';
import type { RedLine } from './policy.ts';

export interface MarkedStep {
  readonly kind: DrillKind;
  readonly response: Response;
  readonly correct: boolean;
  readonly timedOut: boolean;
  readonly key: AnswerKey;
}

export function redLinesCrossed(step: MarkedStep): RedLine[] {
  if (step.correct || step.timedOut) return [];
  const { key, response: r } = step;
  const e = key.expected;
  const out = new Set<RedLine>();
  // Tasmania 11: a wrong draw or stand decision.
  if (e.type === 'draw' && r.type === 'draw' && r.draw !== e.draw) out.add('drawing-error');
  if (e.type === 'amount' && r.type === 'amount') {
    if (e.amount === 0 && key.redLine && r.amount > 0) out.add('paying-losing-bet');
    if (e.amount > 0 && r.amount === 0) out.add('taking-winning-bet');
  }
  if (e.type === 'settle-table' && r.type === 'settle-table') {
    const given = new Map<string, SettleAction>(r.actions.map((a) => [a.betId, a]));
    for (const want of e.actions) {
      const got = given.get(want.betId);
      if (!got) continue;
      if (want.action === 'take' && got.action === 'pay') out.add('paying-losing-bet');
      if (want.action === 'pay' && got.action === 'take') out.add('taking-winning-bet');
    }
  }
  if (step.kind === 'irregularity' && key.redLine) out.add('irregularity');
  return [...out];
}
