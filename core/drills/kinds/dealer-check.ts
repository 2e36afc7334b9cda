// Catch the dealer's mistake (issue 23): another dealer deals and settles a coup, and the trainee, as the inspector
// would, calls the mistake or accepts a clean coup. A mistake is injected at the rate the set chooses, one of: a
// wrong draw (Tasmania 11), a wrong payment (the bet's own rule), a missed commission (Tasmania 12.2), or a wrong
// order (the house's settlement order). Each key cites the rule the mistake breaks.
import { houseName } from '../../house-name.ts';
import { z } from 'zod';
import type { BetName } from '../../bets.ts';
import { betNameRef } from '../../bet-names.ts';
import type { Card } from '../../cards.ts';
import { coupOfHands, type Coup } from '../../coup.ts';
import { houseOrderRule } from '../../citations.ts';
import { money } from '../../i18n/money-param.ts';
import type { Phrase } from '../../i18n/phrase.ts';
import { bankerDraws, playerDraws } from '../../table-of-play.ts';
import { cardValue, handPoint } from '../../cards.ts';
import type { SceneBet, SettleAction } from '../types.ts';
import { buildItem, type DrillKindModule, type KindContext, type KindResult } from './kind.ts';
import { ODD_STAKES } from './constraint-field.ts';
import { betId, finalTable, settleOrThrow } from './payout.ts';
import { betAmount, oddStakes, oddStakesConstraint } from './stake.ts';
import { lettered } from './procedure/tools.ts';
import { settlementOrder } from './settle-table.ts';
import { fieldMessage } from '../../i18n/failure.ts';
import { ref, type MessageRef } from '../../i18n/say.ts';

export const DEALER_MISTAKES = ['draw', 'payment', 'commission', 'order'] as const;
export type DealerMistake = (typeof DEALER_MISTAKES)[number];

export const dealerCheckConstraints = z
  .object({
    /** The share of coups with a mistake in them, in per cent (0: all clean, 100: always one). */
    mistakePercent: z.number().int().min(0).max(100).optional(),
    /** The mistakes to inject (default: every one the table allows). */
    mistakes: z.array(z.enum(DEALER_MISTAKES)).min(1).optional(),
    /** Stakes of any amount the chips make, not round ones (a section about odd amounts). */
    oddStakes: oddStakesConstraint,
  })
  .strict();
type DealerCheckConstraints = z.infer<typeof dealerCheckConstraints>;

const CLEAN = ref('dealercheck_clean', {});
/** Each option of about one length, so none gives the answer away by its size (issue 18 N5). */
export const MISTAKE_WORDS: Record<DealerMistake, MessageRef> = {
  draw: ref('dealercheck_mistake_draw', {}),
  payment: ref('dealercheck_mistake_payment', {}),
  commission: ref('dealercheck_mistake_commission', {}),
  order: ref('dealercheck_mistake_order', {}),
};

/** Each mistake's name, as the set editor lists them. */
const MISTAKE_NAMES: Record<DealerMistake, MessageRef> = {
  draw: ref('dealercheck_mistake_draw_short', {}),
  payment: ref('dealercheck_mistake_payment_short', {}),
  commission: ref('dealercheck_mistake_commission_short', {}),
  order: ref('dealercheck_mistake_order_short', {}),
};

/** Final hands with one decision against the table of play, from the first cards of a real coup and one more. */
function wrongDraw(coup: Coup, spare: Card): { player: Card[]; banker: Card[] } {
  const p = coup.player.slice(0, 2);
  const b = coup.banker.slice(0, 2);
  const pp = handPoint(p);
  const bp = handPoint(b);
  if (playerDraws(pp, bp)) return { player: p, banker: b }; // The Player should draw and stood.
  if (coup.natural) return { player: [...p, spare], banker: b }; // Drew on a natural (Tasmania 10.2, 11).
  // The Player stood rightly: the Banker's decision is turned round.
  return bankerDraws(bp, null, pp) ? { player: p, banker: b } : { player: p, banker: [...b, spare] };
}

function allowed(ctx: KindContext, k: DealerCheckConstraints): DealerMistake[] {
  const commissionTable = ctx.profile.banker.kind === 'commission';
  return (k.mistakes ?? DEALER_MISTAKES).filter((m) => m !== 'commission' || commissionTable);
}

export const dealerCheck: DrillKindModule = {
  kind: 'dealer-check',
  label: ref('kind_label_dealer_check', {}),
  // Reading a settled table and the list of what was done, as an inspector does.
  speedTargetMs: 20_000,
  constraintFields: [
    {
      key: 'mistakePercent',
      label: ref('dealercheck_field_percent', {}),
      control: 'number',
      min: 0,
      max: 100,
      help: ref('dealercheck_field_percent_help', {}),
    },
    {
      key: 'mistakes',
      label: ref('dealercheck_field_mistakes', {}),
      control: 'many',
      options: DEALER_MISTAKES.map((m) => ({
        value: m,
        label: MISTAKE_NAMES[m],
      })),
    },
    ODD_STAKES,
  ],
  caseCandidates: ['dealer-clean', 'dealer-draw', 'dealer-payment', 'dealer-commission', 'dealer-order'],
  rule: 'Tasmania 11, 12; the house settlement order',
  constraints: dealerCheckConstraints,
  generate(ctx): KindResult {
    const k = ctx.constraints as DealerCheckConstraints;
    const p = ctx.profile;
    const rng = ctx.rng;
    const kinds = allowed(ctx, k);
    if (kinds.length === 0) {
      return {
        ok: false,
        error: fieldMessage('mistakes', ref('kindfail_no_commission_mistake', { house: houseName(p) })),
      };
    }
    const mistake: DealerMistake | null =
      rng.nextInt(100) < (k.mistakePercent ?? 50) ? rng.pick(kinds) : null;
    // Bets on both main sides at different seats, so a coup that is not a tie has a loser to take and a winner to pay.
    const seats = rng.shuffle(Array.from({ length: p.seats }, (_, i) => i + 1)).slice(0, rng.between(2, 4));
    const bets: SceneBet[] = seats.map((seat, i) => {
      const on: BetName = i === 0 ? 'banker' : i === 1 ? 'player' : rng.pick(['player', 'banker'] as const);
      return { id: betId(seat, on), seat, on, amount: betAmount(p, on, 'standard', rng, oddStakes(k)) };
    });
    const needsBankerWin = mistake === 'commission';
    const dealt = ctx.dealer.dealWhere(
      (c) => (needsBankerWin ? c.winner === 'banker' : c.winner !== 'tie'),
      needsBankerWin ? ref('kindfail_a_banker_win', {}) : ref('kindfail_not_a_tie', {}),
    );
    if (!dealt.ok) return dealt;
    let coup = dealt.coup;
    if (mistake === 'draw') {
      const hands = wrongDraw(coup, ctx.dealer.cards(1)[0] as Card);
      coup = coupOfHands(hands.player, hands.banker);
    }
    const settled = bets.map((bet) => ({ bet, settlement: settleOrThrow(p, coup, bet.on, bet.amount) }));
    const right = settlementOrder(p, settled);
    let shown: SettleAction[] = right;
    if (mistake === 'payment') {
      const pays = right.filter((a) => a.action === 'pay');
      // Never a Banker winner paid exactly even money: at a house that takes commission that is the missed
      // commission, the other mistake, and the two options must not both be true.
      const betOf = (a: SettleAction) => bets.find((b) => b.id === a.betId) as SceneBet;
      const others = pays.filter((a) => betOf(a).on !== 'banker');
      const target = rng.pick(others.length > 0 ? others : pays);
      const unit = Math.max(p.betUnit, p.chips[0] as number);
      const candidates = [target.amount + unit, target.amount - unit].filter(
        (amount) => amount > 0 && !(betOf(target).on === 'banker' && amount === betOf(target).amount),
      );
      const wrongAmount = candidates[rng.nextInt(candidates.length)] as number;
      shown = right.map((a) => (a === target ? { ...a, amount: wrongAmount } : a));
    } else if (mistake === 'commission') {
      // Paid even money as if there were no commission: nothing deducted and nothing marked in the box.
      shown = right.map((a) => {
        const bet = bets.find((b) => b.id === a.betId) as SceneBet;
        if (a.action !== 'pay' || bet.on !== 'banker') return a;
        const { commission: _marked, ...rest } = a;
        return { ...rest, amount: bet.amount };
      });
    } else if (mistake === 'order') {
      const pays = right.filter((a) => a.action === 'pay');
      const rest = right.filter((a) => a.action !== 'pay');
      shown = [pays[0] as SettleAction, ...rest, ...pays.slice(1)];
    }
    const sym = p.currency.symbol;
    const name = (id: string): MessageRef => {
      const b = bets.find((x) => x.id === id) as SceneBet;
      return ref('dealercheck_seat_bet', { seat: b.seat, bet: betNameRef(b.on) });
    };
    const said = shown
      .map((a, i) => {
        const bet = name(a.betId);
        const what =
          a.action === 'take'
            ? ref('dealercheck_took', { bet })
            : a.action === 'push'
              ? ref('dealercheck_left', { bet })
              : a.commission
                ? ref('dealercheck_paid_marked', {
                    bet,
                    amount: money(a.amount, sym),
                    commission: money(a.commission, sym),
                  })
                : ref('dealercheck_paid', { bet, amount: money(a.amount, sym) });
        return ref('dealercheck_step', { n: i + 1, what });
      })
      .reduceRight<MessageRef | null>(
        (rest, first) => (rest === null ? first : ref('dealercheck_steps', { first, rest })),
        null,
      );
    const options = lettered(
      rng,
      mistake === null ? CLEAN : MISTAKE_WORDS[mistake],
      [CLEAN, ...kinds.map((m) => MISTAKE_WORDS[m])].filter(
        (o) => o !== (mistake === null ? CLEAN : MISTAKE_WORDS[mistake]),
      ),
    );
    const why = explain(mistake, coup, right, shown, name, sym);
    // The order in full, one citation (a message) though its words hold "; " (the reader's language on screen).
    const orderRule = houseOrderRule(p);
    const rule =
      mistake === 'draw'
        ? 'Tasmania 11'
        : mistake === 'order'
          ? orderRule
          : mistake === null
            ? `Tasmania 11; ${orderRule}`
            : [...new Set(settled.map((s) => s.settlement.rule))].join('; ');
    return {
      ok: true,
      item: buildItem(ctx, 'dealer-check', [
        {
          // Two to four bets are on the table, so there is always a step to say.
          question: ref('dealercheck_q', { steps: said as MessageRef }),
          scene: finalTable(p, coup, bets),
          form: { type: 'choice', options: options.options },
          key: {
            expected: { type: 'choice', choice: options.answer },
            answerText: ref('dealercheck_answer', {
              option: mistake === null ? CLEAN : MISTAKE_WORDS[mistake],
            }),
            working: why,
            rule,
            cases: [mistake === null ? 'dealer-clean' : `dealer-${mistake}`],
            redLine: false,
            currencySymbol: sym,
          },
        },
      ]),
    };
  },
  constraintsForCase(tag) {
    const m = tag.match(/^dealer-(draw|payment|commission|order)$/);
    if (m) return { mistakePercent: 100, mistakes: [m[1]] };
    if (tag === 'dealer-clean') return { mistakePercent: 0 };
    return null;
  },
};

function explain(
  mistake: DealerMistake | null,
  coup: Coup,
  right: readonly SettleAction[],
  shown: readonly SettleAction[],
  name: (id: string) => MessageRef,
  sym: string,
): Phrase {
  const m = (c: number) => money(c, sym);
  switch (mistake) {
    case null:
      return ref('dealercheck_w_clean', { player: coup.playerPoint, banker: coup.bankerPoint });
    case 'draw': {
      const pp = handPoint(coup.player.slice(0, 2));
      const bp = handPoint(coup.banker.slice(0, 2));
      if (coup.natural && (coup.playerDrew || coup.bankerDrew))
        return ref('dealercheck_w_natural', { player: pp, banker: bp });
      if (playerDraws(pp, bp) && !coup.playerDrew) return ref('dealercheck_w_player_stood', { point: pp });
      const third = coup.playerDrew ? cardValue(coup.player[2] as Card) : null;
      const should = bankerDraws(bp, third, pp);
      if (third === null)
        return ref(should ? 'dealercheck_w_banker_none_draw' : 'dealercheck_w_banker_none_stand', {
          point: bp,
        });
      return ref(should ? 'dealercheck_w_banker_third_draw' : 'dealercheck_w_banker_third_stand', {
        point: bp,
        card: third,
      });
    }
    case 'payment':
    case 'commission': {
      const wrong = shown.find(
        (a, i) => a.amount !== right[i]?.amount || a.commission !== right[i]?.commission,
      );
      const want = right.find((a) => a.betId === wrong?.betId);
      if (!wrong || !want) return '';
      const said = { bet: name(want.betId), amount: m(want.amount), paid: m(wrong.amount) };
      if (want.commission && wrong.commission)
        return ref('dealercheck_w_paid_both_box', {
          ...said,
          commission: m(want.commission),
          paidCommission: m(wrong.commission),
        });
      if (want.commission) return ref('dealercheck_w_paid_box', { ...said, commission: m(want.commission) });
      if (wrong.commission)
        return ref('dealercheck_w_paid_wrong_box', { ...said, paidCommission: m(wrong.commission) });
      return ref('dealercheck_w_paid', said);
    }
    case 'order': {
      const first = shown[0] as SettleAction;
      return ref('dealercheck_w_order', { bet: name(first.betId) });
    }
  }
}
