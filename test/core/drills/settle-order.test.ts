// House conventions for settling a table (docs/PROFILES.md `settlementOrder`, `seatOne`): the key's order and the
// marker follow the profile. Expected orders worked by hand for one coup: Player Kh 6c = 6, Banker 9h 9d = natural 8
// (a coloured pair). Seat 2 Player, seat 4 Tie and seat 3 Perfect Pairs (Player) lose; seat 5 Banker and seat 6
// Perfect Pairs (Banker) win.
import { describe, expect, it } from 'vitest';
import type { BetName } from '../../../core/bets.ts';
import { coupFromCards } from '../../../core/coup.ts';
import { settlementOrder } from '../../../core/drills/kinds/settle-table.ts';
import { markResponse } from '../../../core/drills/mark.ts';
import type { AnswerKey, SettleAction } from '../../../core/drills/types.ts';
import { builtInProfile, type TableProfile } from '../../../core/profiles.ts';
import { settleBet } from '../../../core/settlement.ts';
import { english } from '../../../core/i18n/phrase.ts';

const played = coupFromCards(['Kh', '9h', '6c', '9d']);
if (!played.ok) throw new Error(played.error);
const coup = played.coup;
const tasmania = builtInProfile('tasmania') as TableProfile;
const BETS: [number, BetName, number][] = [
  [2, 'player', 1000],
  [3, 'perfect_pair_player', 500],
  [4, 'tie', 500],
  [5, 'banker', 2000],
  [6, 'perfect_pair_banker', 500],
];

function keyOrder(p: TableProfile): SettleAction[] {
  const settled = BETS.map(([seat, on, amount]) => {
    const r = settleBet(p, coup, { on, amount });
    if (!r.ok) throw new Error(r.error);
    return { bet: { id: `s${seat}-${on}`, seat, on, amount }, settlement: r.value };
  });
  return settlementOrder(p, settled);
}

const ORDERS = {
  'dealer-right/losers-first': [
    's2-player',
    's4-tie',
    's3-perfect_pair_player',
    's5-banker',
    's6-perfect_pair_banker',
  ],
  'dealer-right/main-then-side': [
    's2-player',
    's4-tie',
    's5-banker',
    's3-perfect_pair_player',
    's6-perfect_pair_banker',
  ],
  'dealer-left/losers-first': [
    's4-tie',
    's2-player',
    's3-perfect_pair_player',
    's5-banker',
    's6-perfect_pair_banker',
  ],
  'dealer-left/main-then-side': [
    's4-tie',
    's2-player',
    's5-banker',
    's3-perfect_pair_player',
    's6-perfect_pair_banker',
  ],
} as const;

type Conventions = Pick<TableProfile, 'seatOne' | 'settlementOrder'>;
const CASES: [string, Conventions, keyof typeof ORDERS][] = [
  [
    'all losers taken first, right to left from seat 1 (the defaults)',
    { seatOne: 'dealer-right', settlementOrder: 'losers-first' },
    'dealer-right/losers-first',
  ],
  [
    'main bets settled before side bets, from seat 1',
    { seatOne: 'dealer-right', settlementOrder: 'main-then-side' },
    'dealer-right/main-then-side',
  ],
  [
    "all losers first, seat 1 at the dealer's left: right to left is descending",
    { seatOne: 'dealer-left', settlementOrder: 'losers-first' },
    'dealer-left/losers-first',
  ],
  [
    "main before side, seat 1 at the dealer's left",
    { seatOne: 'dealer-left', settlementOrder: 'main-then-side' },
    'dealer-left/main-then-side',
  ],
];

function key(actions: SettleAction[]): AnswerKey {
  return {
    expected: { type: 'settle-table', actions },
    answerText: '',
    working: '',
    rule: '',
    cases: [],
    redLine: false,
  };
}

describe('DEALING.md 5, 7; Tasmania 15.7: the settlement order follows the house convention', () => {
  it.each(CASES)('%s', (_case, conventions, order) => {
    const actions = keyOrder({ ...tasmania, ...conventions });
    expect(actions.map((a) => a.betId)).toEqual(ORDERS[order]);
    // The Banker win pays 19:20 of $20 = $19 (Tasmania 12.2); the coloured pair 12:1 of $5 = $60 (15.8b).
    expect(actions.find((a) => a.betId === 's5-banker')).toMatchObject({ action: 'pay', amount: 1900 });
    expect(actions.find((a) => a.betId === 's6-perfect_pair_banker')).toMatchObject({
      action: 'pay',
      amount: 6000,
    });
  });

  it.each<[string, Conventions, string]>([
    [
      'a main-then-side house marks the losers-first order wrong, naming its rule',
      { seatOne: 'dealer-right', settlementOrder: 'main-then-side' },
      'main bets are settled (losers taken, then winners paid) before the side bets',
    ],
    [
      'a losers-first house marks the main-then-side order wrong, naming its rule',
      { seatOne: 'dealer-right', settlementOrder: 'losers-first' },
      'take every losing bet before paying any winner',
    ],
  ])('%s', (_case, conventions, words) => {
    const p = { ...tasmania, ...conventions };
    const actions = keyOrder(p);
    const other = keyOrder({
      ...p,
      settlementOrder: p.settlementOrder === 'losers-first' ? 'main-then-side' : 'losers-first',
    });
    expect(markResponse(key(actions), { type: 'settle-table', actions }, 1000, null).correct).toBe(true);
    const mark = markResponse(key(actions), { type: 'settle-table', actions: other }, 1000, null);
    expect(mark.correct).toBe(false);
    expect(mark.errors.map(english).join(' ')).toContain(words);
  });
});
