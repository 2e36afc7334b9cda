// Shared by the drill tests: a drill set from sections, and the cards of a coup item read back from its prompts.
import type { Card } from '../../../core/cards.ts';
import { parseDrillSet, type DrillSection, type DrillSet } from '../../../core/drills/spec.ts';
import { startSession } from '../../../core/drills/session.ts';
import type { DrillItem, Response, TableScene } from '../../../core/drills/types.ts';

export function drillSet(sections: readonly DrillSection[], over: Partial<DrillSet> = {}): DrillSet {
  const doc = {
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Test set',
    description: '',
    profile: 'tasmania',
    sections,
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
    ...over,
  };
  const parsed = parseDrillSet(doc);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

export function cardsOf(scene: TableScene): { player: Card[]; banker: Card[] } {
  return { player: scene.player.map((c) => c.card), banker: scene.banker.map((c) => c.card) };
}

/** The scene of an item's last step (the most cards shown). */
export function lastScene(item: DrillItem): TableScene {
  const last = item.steps[item.steps.length - 1];
  if (!last) throw new Error('item without steps');
  return last.prompt.scene;
}

/** Cards in shoe order for a dealt coup shown as hands (Tasmania 9.2: P, B, P, B, then third cards). */
export function shoeOrder(player: readonly Card[], banker: readonly Card[]): Card[] {
  const order = [player[0], banker[0], player[1], banker[1], player[2], banker[2]];
  return order.filter((c): c is Card => c !== undefined);
}

/** The right response to each step ("item-0#2"), dealt from the same set and seed as main deals it. */
export function rightAnswers(set: DrillSet, seed: string): Map<string, Response> {
  const started = startSession(set, seed);
  if (!started.ok) throw new Error(started.error);
  const out = new Map<string, Response>();
  for (const item of started.state.items)
    for (const [i, step] of item.steps.entries()) out.set(`${item.id}#${i}`, step.key.expected);
  return out;
}
