// Declare the result (Tasmania 6.6–6.8, 10.2–10.3): Player, Banker or Tie, with the dealer's call in the key.
// basic: coups with no third card; standard: any coup; hard: close coups (a tie or a margin of one).
import type { Coup } from '../../coup.ts';
import { buildItem, type DrillKindModule } from './kind.ts';
import { COUP_FIELDS } from './constraint-field.ts';
import {
  constraintsForCoupCase,
  coupConstraints,
  coupMatches,
  describeConstraints,
  difficultyWords,
  finalScene,
  resultKey,
  type CoupConstraints,
  COUP_TAGS,
} from './coup-drills.ts';
import { ref } from '../../i18n/say.ts';

function fitsDifficulty(c: Coup, difficulty: string): boolean {
  if (difficulty === 'basic') return !c.playerDrew && !c.bankerDrew;
  if (difficulty === 'hard') return Math.abs(c.playerPoint - c.bankerPoint) <= 1;
  return true;
}

export const result: DrillKindModule = {
  kind: 'result',
  label: ref('kind_label_result', {}),
  speedTargetMs: 2000,
  constraintFields: COUP_FIELDS,
  caseCandidates: COUP_TAGS,
  rule: 'Tasmania 6.6–6.8, 10.2',
  constraints: coupConstraints,
  generate(ctx) {
    const k = ctx.constraints as CoupConstraints;
    const dealt = ctx.dealer.dealWhere(
      (c) => coupMatches(c, k) && fitsDifficulty(c, ctx.difficulty),
      describeConstraints(k, difficultyWords(ctx.difficulty)),
    );
    if (!dealt.ok) return dealt;
    return {
      ok: true,
      item: buildItem(ctx, 'result', [
        {
          question: ref('coup_q_result', {}),
          scene: finalScene(ctx.profile, dealt.coup),
          form: { type: 'result' },
          key: resultKey(dealt.coup),
        },
      ]),
    };
  },
  constraintsForCase: constraintsForCoupCase,
};
