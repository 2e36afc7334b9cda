// Call the hand (Tasmania 8, 10.1): the points of both hands and whether there is a natural.
// basic: the initial deal (two cards each); standard: the finished hands; hard: finished hands with a third card.
import type { Coup } from '../../coup.ts';
import { buildItem, type DrillKindModule } from './kind.ts';
import { COUP_FIELDS } from './constraint-field.ts';
import {
  constraintsForCoupCase,
  coupConstraints,
  coupMatches,
  describeConstraints,
  finalScene,
  initialScene,
  pointsKey,
  type CoupConstraints,
  COUP_TAGS,
} from './coup-drills.ts';
import { ref } from '../../i18n/say.ts';

export const callHand: DrillKindModule = {
  kind: 'call-hand',
  label: ref('kind_label_call_hand', {}),
  speedTargetMs: 3000,
  constraintFields: COUP_FIELDS,
  caseCandidates: COUP_TAGS,
  rule: 'Tasmania 8, 10.1',
  constraints: coupConstraints,
  generate(ctx) {
    const k = ctx.constraints as CoupConstraints;
    const at = ctx.difficulty === 'basic' ? 'first' : 'final';
    const hard = ctx.difficulty === 'hard';
    const dealt = ctx.dealer.dealWhere(
      (c: Coup) => coupMatches(c, k, at) && (!hard || c.playerDrew || c.bankerDrew),
      describeConstraints(k, hard ? ref('kindfail_a_third_card', {}) : undefined),
    );
    if (!dealt.ok) return dealt;
    const c = dealt.coup;
    return {
      ok: true,
      item: buildItem(ctx, 'call-hand', [
        {
          question: ref('coup_q_call_hand', {}),
          scene: at === 'first' ? initialScene(ctx.profile, c) : finalScene(ctx.profile, c),
          form: { type: 'points' },
          key: pointsKey(c, at),
        },
      ]),
    };
  },
  constraintsForCase: constraintsForCoupCase,
};
