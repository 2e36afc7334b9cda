// What leaves main about a session: never its seed (with the seed and the set, every key can be computed before
// answering), and never the identity of a card lying face down (it stays in main until a later prompt turns it).
import type { Card } from '../../../core/cards.ts';
import type { Prompt, SceneCard, TableScene } from '../../../core/drills/types.ts';
import type { SessionSummary } from '../../../contract/index.ts';

/** What a face-down card carries to the renderer, whatever the card is: the renderer shows only its back. */
export const FACE_DOWN: Card = 'As';

const hide = (c: SceneCard): SceneCard => (c.faceUp ? c : { ...c, card: FACE_DOWN });

export function hideFaceDown(scene: TableScene): TableScene {
  return {
    ...scene,
    player: scene.player.map(hide),
    banker: scene.banker.map(hide),
    shoeMouth: scene.shoeMouth === null ? null : hide(scene.shoeMouth),
  };
}

export function promptForRenderer(prompt: Prompt | null): Prompt | null {
  return prompt === null ? null : { ...prompt, scene: hideFaceDown(prompt.scene) };
}

/** Summaries stored before the seed was kept in main carry it: it is dropped on the way out. */
export function withoutSeed(summary: SessionSummary & { seed?: unknown }): SessionSummary {
  const { seed: _seed, ...rest } = summary;
  return rest;
}
