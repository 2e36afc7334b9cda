// Commission (Tasmania 12.2; casino guide: the commission box "must be paid by the end of each shoe, at the
// latest"). Three modes:
//  single: the commission on one winning Banker bet (DEALING.md: $25 -> $1.25, $35 -> $1.75, $100 -> $5);
//  box:    one seat through several coups of a shoe; each step asks the seat's commission box total after the coup;
//  owed:   the seat leaves or the shoe ends: what the seat owes for the Banker wins listed (each win is marked, and
//          rounded, when it is paid, so the total is the sum of the marks).
// box and owed need a table that marks commission in the box; a six-pays-half table charges no commission.
import { houseName } from '../../house-name.ts';
import { z } from 'zod';
import type { BetName } from '../../bets.ts';
import { betNameRef } from '../../bet-names.ts';
import {
  amountList,
  collect,
  commissionConventionRef,
  commissionMark,
  commissionOn,
  commissionOwed,
  commissionWorkingRef,
  EMPTY_BOX,
  markCommission,
  owedBy,
  owedWorkingRef,
} from '../../commission.ts';
import { COMMISSION_BOX_RULE, commissionBoxRule, mainBetRule } from '../../citations.ts';
import { money } from '../../i18n/money-param.ts';
import type { SceneBet } from '../types.ts';
import { buildItem, tableScene, type DrillKindModule, type KindResult, type StepSpec } from './kind.ts';
import { ODD_STAKES } from './constraint-field.ts';
import { betId, finalTable, settleOrThrow, stakeRef } from './payout.ts';
import { betAmount, oddStakes, oddStakesConstraint } from './stake.ts';
import { ref, sentences, type MessageRef } from '../../i18n/say.ts';

const MODES = ['single', 'box', 'owed'] as const;
type Mode = (typeof MODES)[number];

export const commissionConstraints = z
  .object({
    mode: z.enum(MODES).optional(),
    /** Coups in a box item / Banker wins in an owed item. */
    coups: z.number().int().min(2).max(8).optional(),
    /** Stakes of any amount the chips make, not round ones: the commission's rounding on $113 (Tasmania 12). */
    oddStakes: oddStakesConstraint,
  })
  .strict();
type CommissionConstraints = z.infer<typeof commissionConstraints>;

const RULE = 'Tasmania 12.2';
/** The shoe ends (Tasmania 9.4) and the box is paid (the casino guide states when). */
const COLLECT_RULE = `${COMMISSION_BOX_RULE}; Tasmania 9.4`;

export const commission: DrillKindModule = {
  kind: 'commission',
  label: ref('kind_label_commission', {}),
  speedTargetMs: 8000,
  constraintFields: [
    {
      key: 'mode',
      label: ref('constraint_commission_mode', {}),
      control: 'choice',
      options: [
        { value: 'single', label: ref('constraint_commission_single', {}) },
        { value: 'box', label: ref('constraint_commission_box', {}) },
        { value: 'owed', label: ref('constraint_commission_owed', {}) },
      ],
    },
    {
      key: 'coups',
      label: ref('constraint_commission_coups', {}),
      control: 'number',
      min: 2,
      max: 8,
    },
    ODD_STAKES,
  ],
  caseCandidates: ['commission-single', 'commission-box', 'commission-owed'],
  rule: RULE,
  constraints: commissionConstraints,
  generate(ctx): KindResult {
    const k = ctx.constraints as CommissionConstraints;
    const p = ctx.profile;
    const banker = p.banker;
    if (banker.kind !== 'commission') {
      return {
        ok: false,
        error: ref('kindfail_commission_none', { house: houseName(p) }),
      };
    }
    const boxTable = banker.collection === 'box';
    if (k.mode !== undefined && k.mode !== 'single' && !boxTable) {
      return {
        ok: false,
        error: ref('kindfail_commission_mode', { mode: k.mode, house: houseName(p) }),
      };
    }
    const mode: Mode =
      k.mode ??
      (!boxTable || ctx.difficulty === 'basic' ? 'single' : ctx.rng.pick(['single', 'box', 'owed'] as const));
    const sym = p.currency.symbol;
    const m = (c: number) => money(c, sym);
    /** An amount as an answer. */
    const said = (c: number): MessageRef => ref('commission_amount', { amount: m(c) });
    const seat = ctx.rng.between(1, p.seats);
    const rounding = `commission-${banker.rounding}${banker.roundOn === 'total' ? '-total' : ''}`;
    // The answer depends on the house's rounding: every question states it (a drill never marks a defensible
    // reading of an unstated rule wrong).
    const convention = commissionConventionRef(p);
    // Each key cites the document that states the rule at this house (core/citations.ts).
    const rule = mainBetRule(p, 'banker-wins-commission');
    const boxRule = commissionBoxRule(p);

    if (mode === 'single') {
      const amount = betAmount(p, 'banker', ctx.difficulty, ctx.rng, oddStakes(ctx.constraints));
      const dealt = ctx.dealer.dealWhere((c) => c.winner === 'banker', ref('kindfail_a_banker_win', {}));
      if (!dealt.ok) return dealt;
      const c = boxTable ? commissionMark(p, amount) : commissionOn(p, amount);
      const asked = ref(boxTable ? 'commission_q_single_box' : 'commission_q_single_deducted', {
        seat,
        stake: stakeRef(ctx, m(amount)),
      });
      return {
        ok: true,
        item: buildItem(ctx, 'commission', [
          {
            question: sentences(convention, asked),
            scene: finalTable(p, dealt.coup, [{ id: betId(seat, 'banker'), seat, on: 'banker', amount }]),
            form: { type: 'amount', label: ref('commission_label', {}) },
            key: {
              expected: { type: 'amount', amount: c },
              answerText: said(c),
              working: commissionWorkingRef(p, amount),
              rule: boxTable ? boxRule : rule,
              cases: ['commission-single', rounding],
              redLine: false,
              currencySymbol: sym,
            },
          },
        ]),
      };
    }

    const count = k.coups ?? (ctx.difficulty === 'hard' ? 5 : ctx.difficulty === 'standard' ? 4 : 3);

    if (mode === 'box') {
      // The first coup is a Banker win, so every item marks the box at least once; then the shoe carries on.
      const first = ctx.dealer.dealWhere((c) => c.winner === 'banker', ref('kindfail_a_banker_win', {}));
      if (!first.ok) return first;
      let box = EMPTY_BOX;
      /** The seat's winning Banker stakes this shoe: what a roundOn 'total' house charges on. */
      const shoeWins: number[] = [];
      const steps: StepSpec[] = [];
      for (let i = 0; i < count; i++) {
        // The item follows the shoe: when it ends (Tasmania 9.4), the seat pays its box (casino guide: "by the end of
        // each shoe, at the latest") and the box starts the new shoe empty.
        const newShoe = i > 0 && ctx.dealer.shoeFinished();
        if (newShoe) {
          // Rounded as the house rounds: each mark, or the total of the shoe's Banker wins.
          const owed = commissionOwed(p, shoeWins);
          steps.push({
            question: ref('commission_q_shoe_finished', { seat }),
            scene: tableScene(p, { commissionBox: box }),
            form: { type: 'amount', label: ref('commission_label_seat_pays', { seat }) },
            key: {
              expected: { type: 'amount', amount: owed },
              answerText: said(owed),
              working: ref('commission_w_shoe_end', {
                working: owedWorkingRef(p, shoeWins),
                seat,
                owed: m(owed),
              }),
              rule: COLLECT_RULE,
              cases: ['commission-box', rounding],
              redLine: false,
              currencySymbol: sym,
            },
          });
          box = collect(box, seat).box;
          shoeWins.length = 0;
        }
        const coup = i === 0 ? first.coup : ctx.dealer.deal();
        // The seat backs the Banker most coups, the Player sometimes: a Player win marks nothing.
        const on: BetName = i === 0 || ctx.rng.nextInt(4) > 0 ? 'banker' : 'player';
        const amount = betAmount(p, on, ctx.difficulty, ctx.rng, oddStakes(ctx.constraints));
        const before = box;
        const s = settleOrThrow(p, coup, on, amount);
        box = markCommission(box, seat, s.commission);
        if (s.commission > 0) shoeWins.push(amount);
        const total = owedBy(box, seat);
        const bets: SceneBet[] = [{ id: betId(seat, on), seat, on, amount }];
        const why =
          s.commission > 0
            ? ref('commission_w_box_win', {
                working: commissionWorkingRef(p, amount),
                before: m(owedBy(before, seat)),
                commission: m(s.commission),
                total: m(total),
              })
            : ref(on === 'banker' ? 'commission_w_box_banker_lost' : 'commission_w_box_player', {
                total: m(total),
              });
        const asked = ref('commission_q_coup', {
          coup: i + 1,
          count,
          seat,
          stake: stakeRef(ctx, m(amount)),
          bet: betNameRef(on),
        });
        const lead: MessageRef[] = [
          ...(i === 0 ? [convention] : []),
          ...(newShoe ? [ref('commission_new_shoe', {})] : []),
        ];
        steps.push({
          question: lead.length === 0 ? asked : sentences(lead[0] as MessageRef, ...lead.slice(1), asked),
          scene: finalTable(p, coup, bets, before),
          form: { type: 'amount', label: ref('commission_label_box', { seat }) },
          key: {
            expected: { type: 'amount', amount: total },
            answerText: said(total),
            working: why,
            rule: boxRule,
            cases: ['commission-box', rounding],
            redLine: false,
            currencySymbol: sym,
          },
        });
      }
      return { ok: true, item: buildItem(ctx, 'commission', steps) };
    }

    // owed: the seat's Banker wins this shoe, listed; the box marks are the per-win commissions.
    const wins = Array.from({ length: count }, () =>
      betAmount(p, 'banker', ctx.difficulty, ctx.rng, oddStakes(ctx.constraints)),
    );
    const owed = commissionOwed(p, wins);
    const leaving = ctx.rng.nextInt(2) === 0;
    const dealt = ctx.dealer.dealWhere((c) => c.winner === 'banker', ref('kindfail_a_banker_win', {}));
    if (!dealt.ok) return dealt;
    const last = wins[wins.length - 1] as number;
    const situation = ref('commission_situation_owed', { seat, wins: amountList(wins, sym) });
    return {
      ok: true,
      item: buildItem(ctx, 'commission', [
        {
          question: sentences(
            convention,
            ref(leaving ? 'commission_q_leaving' : 'commission_q_last_coup', { seat }),
          ),
          scene: {
            ...finalTable(p, dealt.coup, [{ id: betId(seat, 'banker'), seat, on: 'banker', amount: last }]),
            situation,
          },
          form: { type: 'amount', label: ref('commission_label_owes', { seat }) },
          key: {
            expected: { type: 'amount', amount: owed },
            answerText: said(owed),
            working: ref(leaving ? 'commission_w_owed_leaving' : 'commission_w_owed_shoe', {
              working: owedWorkingRef(p, wins),
            }),
            rule: boxRule,
            cases: ['commission-owed', rounding],
            redLine: false,
            currencySymbol: sym,
          },
        },
      ]),
    };
  },
  constraintsForCase(tag) {
    const m = tag.match(/^commission-(single|box|owed)$/);
    return m ? { mode: m[1] } : null;
  },
};
