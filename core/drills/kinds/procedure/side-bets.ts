// Side wagers at the table: when and how a Perfect Pairs wager may be made (Tasmania 15.2-15.4), a coup with only
// Perfect Pairs wagers (15.5), and the Dragon Bonus's main wager (Dragon Bonus guide). Answers from core/wagers.ts.
import type { BetName } from '../../../bets.ts';
import { betNameRef } from '../../../bet-names.ts';
import { ref } from '../../../i18n/say.ts';
import { dragonBonusWager, perfectPairsWager } from '../../../wagers.ts';
import type { SceneBet } from '../../types.ts';
import { tableScene } from '../kind.ts';
import { betId } from '../payout.ts';
import { betAmount, oddStakes, stakeOver, stakeUnder, stakeUnit } from '../stake.ts';
import type { AreaTopic } from './topics.ts';
import { dealtSoFar, statementStep, verdictStep, type Builder, type Step, type Tools } from './tools.ts';

function ppWager(t: Tools): Step[] {
  const p = t.ctx.profile;
  const on = t.rng.pick(['perfect_pair_player', 'perfect_pair_banker'] as const);
  const limits = p.limits.side;
  const unit = stakeUnit(p, on);
  const seat = t.rng.between(1, p.seats);
  const variant = t.rng.pick(['fine', 'no-main', 'late', 'under', 'over'] as const);
  const amount =
    variant === 'under'
      ? stakeUnder(p, on, t.rng)
      : variant === 'over'
        ? stakeOver(p, on, t.rng)
        : betAmount(p, on, t.ctx.difficulty, t.rng, oddStakes(t.ctx.constraints));
  const cardsDealt = variant === 'late' ? t.rng.between(1, 4) : 0;
  const mainWager = variant !== 'no-main';
  const v = perfectPairsWager({ amount: Math.max(unit, amount), limits, cardsDealt, mainWager }, t.m);
  const bets: SceneBet[] = mainWager
    ? [
        {
          id: betId(seat, 'banker'),
          seat,
          on: 'banker',
          amount: betAmount(p, 'banker', 'basic', t.rng, oddStakes(t.ctx.constraints)),
        },
      ]
    : [];
  // Said in the trainee's language (issue 24): every word here is a message.
  const moment =
    cardsDealt === 0
      ? ref('proc_side_before_first_card', {})
      : cardsDealt === 1
        ? ref('proc_side_after_first_card', {})
        : ref('proc_side_after_cards', { cards: cardsDealt });
  const main = mainWager ? ref('proc_side_main_banker', {}) : ref('proc_side_no_main', {});
  return [
    verdictStep(
      t,
      ref('proc_side_pp_question', {
        min: t.m(limits.min),
        max: t.m(limits.max),
        moment,
        seat,
        amount: t.m(Math.max(unit, amount)),
        bet: betNameRef(on),
        main,
      }),
      tableScene(p, {
        bets,
        players: [seat],
        ...dealtSoFar(t, cardsDealt),
        situation: cardsDealt === 0 ? ref('proc_side_place_your_bets', {}) : ref('proc_no_more_bets', {}),
      }),
      v,
      `pp-wager-${variant}`,
    ),
  ];
}

function ppOnlyCoup(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seats = [t.rng.between(1, p.seats)];
  const bets: SceneBet[] = seats.map((seat) => {
    const on = t.rng.pick(['perfect_pair_player', 'perfect_pair_banker'] as const);
    return {
      id: betId(seat, on),
      seat,
      on,
      amount: betAmount(p, on, t.ctx.difficulty, t.rng, oddStakes(t.ctx.constraints)),
    };
  });
  // Said in the trainee's language (issue 24): every word of this step is a message.
  const correct = ref('proc_pp_only_correct', {});
  return [
    statementStep(
      t,
      ref('proc_pp_only_question', { seat: seats[0] as number }),
      tableScene(p, { bets, situation: ref('proc_no_more_bets', {}) }),
      correct,
      [
        ref('proc_pp_only_wrong_return', {}),
        ref('proc_pp_only_wrong_two_cards', {}),
        ref('proc_pp_only_wrong_ask_main', {}),
        ref('proc_pp_only_wrong_void', {}),
      ],
      ref('proc_pp_only_working', {}),
      'Tasmania 15.5',
      'pp-only-coup',
    ),
  ];
}

function dragonMain(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const side = t.rng.pick(['dragon_player', 'dragon_banker'] as const);
  const main: BetName[] = t.rng.pick([[], [], ['player'], ['banker'], ['tie']] as const).slice();
  const v = dragonBonusWager(main);
  const bets: SceneBet[] = main.map((on) => ({
    id: betId(seat, on),
    seat,
    on,
    amount: betAmount(p, on, 'basic', t.rng, oddStakes(t.ctx.constraints)),
  }));
  const has =
    main.length === 0
      ? ref('proc_side_has_nothing', {})
      : ref('proc_side_has_wager', {
          stake: t.ctx.readTheStacks ? ref('proc_side_a_bet', {}) : t.m((bets[0] as SceneBet).amount),
          bet: betNameRef(main[0] as BetName),
        });
  return [
    verdictStep(
      t,
      ref('proc_side_dragon_question', { seat, has, bet: betNameRef(side) }),
      tableScene(p, { bets, players: [seat], situation: ref('proc_side_place_your_bets', {}) }),
      v,
      main.length === 0 ? 'dragon-no-main' : 'dragon-with-main',
    ),
  ];
}

export const SIDE_BETS: Record<AreaTopic<'side-bets'>, Builder> = {
  'pp-wager': ppWager,
  'pp-only-coup': ppOnlyCoup,
  'dragon-main': dragonMain,
};
