// The pace lab (issue 23, "pace that counts"): a run of whole coups at a table, each dealt, called and settled end
// to end, as a dealer works it (DEALING.md "A coup, step by step"): the bets are down, the hand is called (Tasmania
// 9.2, 10), the Player's and the Banker's draws (Tasmania 11), the result, then the table settled in the house's
// order. A session of these is timed on the main process's clock and scored in coups an hour against the house's
// target (core/drills/pace-lab-score.ts). Each step's scene shows only the cards dealt before that decision.
import { z } from 'zod';
import { HOUSE_PROCEDURE } from '../../citations.ts';
import { buildItem, type DrillKindModule } from './kind.ts';
import { ODD_STAKES } from './constraint-field.ts';
import { wholeCoupSteps } from './whole-coup.ts';
import { placeBets, seatsError, settleStep } from './settle-table.ts';
import { oddStakesConstraint } from './stake.ts';
import { ref } from '../../i18n/say.ts';

export const paceLabConstraints = z
  .object({
    /** How many seats have bets (at most the table's seats). */
    seats: z.number().int().min(1).max(9).optional(),
    /** Side bets on the layout (default: not at basic difficulty). */
    sideBets: z.boolean().optional(),
    /** Stakes of any amount the chips make, not round ones (a section about odd amounts). */
    oddStakes: oddStakesConstraint,
  })
  .strict();
type PaceLabConstraints = z.infer<typeof paceLabConstraints>;

export const paceLab: DrillKindModule = {
  kind: 'pace-lab',
  label: ref('kind_label_pace_lab', {}),
  // Per step of a whole coup dealt and settled; the pace lab's own measure is coups an hour (core/pace-target.ts).
  speedTargetMs: 10_000,
  constraintFields: [
    { key: 'seats', label: ref('pace_field_seats', {}), control: 'number', min: 1, max: 9 },
    { key: 'sideBets', label: ref('pace_field_side_bets', {}), control: 'yes-no' },
    ODD_STAKES,
  ],
  caseCandidates: ['settle-side-bets'],
  rule: `Tasmania 9.2, 10, 11; ${HOUSE_PROCEDURE} (settling in the house's order); each bet by its own rule`,
  constraints: paceLabConstraints,
  generate(ctx) {
    const k = ctx.constraints as PaceLabConstraints;
    const p = ctx.profile;
    const error = seatsError(p, k.seats);
    if (error) return { ok: false, error };
    // Bets first: they are on the layout before "No more bets" and the deal (DEALING.md 1, 2).
    const bets = placeBets(p, ctx.rng, ctx.difficulty, k);
    const c = ctx.dealer.deal();
    return {
      ok: true,
      item: buildItem(ctx, 'pace-lab', [
        ...wholeCoupSteps(p, c, (scene) => ({ ...scene, bets })),
        settleStep(p, c, bets),
      ]),
    };
  },
  constraintsForCase(tag) {
    if (tag === 'settle-side-bets') return { sideBets: true };
    return null;
  },
};
