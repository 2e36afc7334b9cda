// The whole coup in steps (Tasmania 9.2, 10, 11): the points after the deal, the Player's call, the Banker's call,
// the result. Each step's scene shows only the cards dealt before that decision, so a later card is never seen early.
// basic: any coup; standard: no naturals (every step is a decision); hard: Banker 3–6 against a Player third card.
import { cardLabel } from '../../cards.ts';
import type { Coup } from '../../coup.ts';
import type { TableProfile } from '../../profiles.ts';
import type { TableScene } from '../types.ts';
import { buildItem, type DrillKindModule, type StepSpec } from './kind.ts';
import { COUP_FIELDS } from './constraint-field.ts';
import {
  afterPlayerScene,
  bankerDrawKey,
  constraintsForCoupCase,
  coupConstraints,
  coupMatches,
  describeConstraints,
  difficultyWords,
  finalScene,
  initialScene,
  playerDrawKey,
  playerThirdCard,
  pointsKey,
  resultKey,
  type CoupConstraints,
  COUP_TAGS,
} from './coup-drills.ts';
import { ref } from '../../i18n/say.ts';

function fitsDifficulty(c: Coup, difficulty: string): boolean {
  if (difficulty === 'standard') return !c.natural;
  if (difficulty === 'hard') return c.playerDrew && c.bankerFirstPoint >= 3 && c.bankerFirstPoint <= 6;
  return true;
}

/** A whole coup's four decisions, each scene with only the cards dealt before it; `dress` adds to every scene (the
 *  pace lab puts the players' bets on the layout). */
export function wholeCoupSteps(
  p: TableProfile,
  c: Coup,
  dress: (scene: TableScene) => TableScene = (scene) => scene,
): StepSpec[] {
  const third = playerThirdCard(c);
  return [
    {
      question: ref('coup_q_call_both', {}),
      scene: dress(initialScene(p, c)),
      form: { type: 'points' },
      key: pointsKey(c, 'first'),
    },
    {
      question: ref('coup_q_player_draws', {}),
      scene: dress(initialScene(p, c)),
      form: { type: 'draw', hand: 'player' },
      key: playerDrawKey(c),
    },
    {
      question:
        third === null
          ? ref('coup_q_banker_no_third', {})
          : ref('coup_q_banker_third', { card: cardLabel(third) }),
      scene: dress(afterPlayerScene(p, c)),
      form: { type: 'draw', hand: 'banker' },
      key: bankerDrawKey(c),
    },
    {
      question: ref('coup_q_result', {}),
      scene: dress(finalScene(p, c)),
      form: { type: 'result' },
      key: resultKey(c),
    },
  ];
}

export const wholeCoup: DrillKindModule = {
  kind: 'whole-coup',
  label: ref('kind_label_whole_coup', {}),
  speedTargetMs: 3000,
  constraintFields: COUP_FIELDS,
  caseCandidates: COUP_TAGS,
  rule: 'Tasmania 9.2, 10, 11',
  constraints: coupConstraints,
  generate(ctx) {
    const k = ctx.constraints as CoupConstraints;
    const dealt = ctx.dealer.dealWhere(
      (c) => coupMatches(c, k) && fitsDifficulty(c, ctx.difficulty),
      describeConstraints(k, difficultyWords(ctx.difficulty)),
    );
    if (!dealt.ok) return dealt;
    const c = dealt.coup;
    const p = ctx.profile;
    return {
      ok: true,
      item: buildItem(ctx, 'whole-coup', wholeCoupSteps(p, c)),
    };
  },
  constraintsForCase: constraintsForCoupCase,
};
