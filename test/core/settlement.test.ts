import { describe, expect, it } from 'vitest';
import type { Bet, BetName, Outcome } from '../../core/bets.ts';
import { parseCards } from '../../core/cards.ts';
import { coupFromCards, type Coup } from '../../core/coup.ts';
import { dragonResult } from '../../core/dragon.ts';
import { formatCents } from '../../core/money.ts';
import { classifyPair } from '../../core/pairs.ts';
import { BUILT_IN_PROFILES, builtInProfile, offeredBets, type TableProfile } from '../../core/profiles.ts';
import { settleBet, settleBets } from '../../core/settlement.ts';

function coupOf(cards: string): Coup {
  const parsed = parseCards(cards);
  if (!parsed.ok) throw new Error(parsed.error);
  const r = coupFromCards(parsed.value);
  if (!r.ok) throw new Error(r.error);
  return r.coup;
}

function profile(id: string): TableProfile {
  const p = builtInProfile(id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
}

// Coups in shoe order P, B, P, B, [P3], [B3]; each comment gives the hands as worked out by hand.
const C = {
  playerNatural9: '9h,2c,Kd,3s', // P 9h Kd = natural 9; B 2c 3s = 5. Player wins by 4, natural.
  banker7over6: '6h,7c,Kd,Ks', // P 6h Kd = 6 stands; B 7c Ks = 7 stands. Banker wins by 1.
  bankerSix: '5h,6c,Kd,Qs,Kh', // P 5 draws K = 5; B 6 stands on a 0. Banker wins 6 over 5.
  tie6: '6h,6c,Kd,Ks', // P 6, B 6, both stand: non-natural tie.
  naturalTie: '8h,8c,Kd,Ks', // P 8, B 8: natural tie.
  ppMixed: 'Kh,2c,Ks,3d,4h,2s', // P Kh Ks (red+black) 0 draws 4; B 2c 3d = 5 draws on 4, 2 -> 7.
  ppColoured: 'Kh,2c,Kd,3d,4h,2s', // P Kh Kd (both red, different suits).
  ppPerfect: 'Kh,2c,Kh,3d,4h,2s', // P Kh Kh (same suit; eight decks).
  ppNone: 'Kh,2c,Qh,3d,4h,2s', // P Kh Qh: both worth 0, not a pair.
  bankerPairMixed: '2c,Kh,3d,Ks,4h,2s', // B Kh Ks; P 2c 3d = 5 draws 4 -> 9; B 0 draws 2. Player wins 9 over 2.
  // Dragon Bonus, non-natural: P Kh Qh = 0 draws, B Kc Qc = 0 draws; the last two cards are the third cards.
  playerBy: (n: number) => `Kh,Kc,Qh,Qc,${n}h,Td`, // Player n over Banker 0.
  bankerBy: (n: number) => `Kh,Kc,Qh,Qc,Th,${n}d`, // Banker n over Player 0.
};

type Row = [
  name: string,
  profileId: string,
  cards: string,
  on: BetName,
  amount: number,
  outcome: Outcome,
  payout: number,
  commission: number,
];

// Expected payouts worked out by hand from the rule documents; every payout row of every built-in profile.
// prettier-ignore
const ROWS: Row[] = [
  // Tasmania (19:20 deducted, exact cents; Tie 8:1; Perfect Pairs 6/12/25:1)
  ['Tasmania 12.1: Player win of $35.00 pays $35.00', 'tasmania', C.playerNatural9, 'player', 3500, 'win', 3500, 0],
  ['Tasmania 6.7: Player bet loses when Banker wins', 'tasmania', C.banker7over6, 'player', 3500, 'lose', -3500, 0],
  ['Tasmania 6.8: Player bet pushes on a tie', 'tasmania', C.tie6, 'player', 3500, 'push', 0, 0],
  ['Tasmania 12.2: Banker win of $35.00 pays $33.25', 'tasmania', C.banker7over6, 'banker', 3500, 'win', 3325, 0],
  ['Tasmania 12.2: Banker win of $25.00 pays $23.75', 'tasmania', C.banker7over6, 'banker', 2500, 'win', 2375, 0],
  ['Tasmania 12.2: Banker win of $100.00 pays $95.00', 'tasmania', C.banker7over6, 'banker', 10000, 'win', 9500, 0],
  ['Tasmania 12.2: Banker win of $10.10 pays $9.59 (no fraction of a cent)', 'tasmania', C.banker7over6, 'banker', 1010, 'win', 959, 0],
  ['Tasmania 12.2: Banker win on six still pays 19:20 ($100.00 pays $95.00)', 'tasmania', C.bankerSix, 'banker', 10000, 'win', 9500, 0],
  ['Tasmania 6.6: Banker bet loses when Player wins', 'tasmania', C.playerNatural9, 'banker', 3500, 'lose', -3500, 0],
  ['Tasmania 6.8: Banker bet pushes on a tie', 'tasmania', C.tie6, 'banker', 3500, 'push', 0, 0],
  ['Tasmania 12.3: Tie of $10.00 pays $80.00', 'tasmania', C.tie6, 'tie', 1000, 'win', 8000, 0],
  ['Tasmania 12.3: Tie of $10.00 on a natural tie pays $80.00', 'tasmania', C.naturalTie, 'tie', 1000, 'win', 8000, 0],
  ['Tasmania 6.8: Tie bet loses when a hand wins', 'tasmania', C.banker7over6, 'tie', 1000, 'lose', -1000, 0],
  ['Tasmania 15.8a: Perfect Pairs mixed pair $10.00 pays $60.00', 'tasmania', C.ppMixed, 'perfect_pair_player', 1000, 'win', 6000, 0],
  ['Tasmania 15.8b: Perfect Pairs coloured pair $10.00 pays $120.00', 'tasmania', C.ppColoured, 'perfect_pair_player', 1000, 'win', 12000, 0],
  ['Tasmania 15.8c: Perfect Pairs perfect pair $10.00 pays $250.00', 'tasmania', C.ppPerfect, 'perfect_pair_player', 1000, 'win', 25000, 0],
  ['Tasmania 15.6b: Perfect Pairs K+Q is not a pair and loses', 'tasmania', C.ppNone, 'perfect_pair_player', 1000, 'lose', -1000, 0],
  ['Tasmania 15.6b: Perfect Pairs (Banker) loses on the Player pair', 'tasmania', C.ppMixed, 'perfect_pair_banker', 1000, 'lose', -1000, 0],
  ['Tasmania 15.8a: Perfect Pairs (Banker) mixed pair $10.00 pays $60.00', 'tasmania', C.bankerPairMixed, 'perfect_pair_banker', 1000, 'win', 6000, 0],
  // Tasmania Federal Baccarat (12.4, 13)
  ['Tasmania 12.1: Federal Player win of $35.00 pays $35.00', 'tasmania-federal', C.playerNatural9, 'player', 3500, 'win', 3500, 0],
  ['Tasmania 12.4: Federal Banker win on 7 of $100.00 pays $100.00', 'tasmania-federal', C.banker7over6, 'banker', 10000, 'win', 10000, 0],
  ['Tasmania 12.4: Federal Banker win on six of $100.00 pays $50.00', 'tasmania-federal', C.bankerSix, 'banker', 10000, 'win', 5000, 0],
  ['Tasmania 12.4: Federal Banker win on six of $25.05 pays $12.52 (odd cent down)', 'tasmania-federal', C.bankerSix, 'banker', 2505, 'win', 1252, 0],
  ['Tasmania 6.8: Federal Banker bet pushes on a tie of six', 'tasmania-federal', C.tie6, 'banker', 10000, 'push', 0, 0],
  ['Tasmania 12.3: Federal Tie of $5.00 pays $40.00', 'tasmania-federal', C.tie6, 'tie', 500, 'win', 4000, 0],
  ['Tasmania 6.7: Federal Player bet loses when Banker wins', 'tasmania-federal', C.bankerSix, 'player', 3500, 'lose', -3500, 0],
  ['Tasmania 6.8: Federal Tie bet loses when a hand wins', 'tasmania-federal', C.bankerSix, 'tie', 500, 'lose', -500, 0],
  // Dragon Bonus (guide: "a winning Banker wager of $20 will be paid $20 - $1 commission for a payout of $19":
  // 19:20 deducted at payment, rounded up to the $0.25 chip)
  ['Dragon Bonus: Player win of $35.00 pays $35.00', 'dragon-bonus', C.playerNatural9, 'player', 3500, 'win', 3500, 0],
  ['Dragon Bonus guide: Banker win of $20.00 pays $19.00 (commission deducted)', 'dragon-bonus', C.banker7over6, 'banker', 2000, 'win', 1900, 0],
  ['Dragon Bonus guide: Banker win of $25.00 pays $23.75 (commission deducted)', 'dragon-bonus', C.banker7over6, 'banker', 2500, 'win', 2375, 0],
  ['Dragon Bonus guide: Banker win of $22.00 pays $20.75 ($1.10 rounded up to the $0.25 chip)', 'dragon-bonus', C.banker7over6, 'banker', 2200, 'win', 2075, 0],
  ['Dragon Bonus guide: Banker loses, nothing deducted', 'dragon-bonus', C.playerNatural9, 'banker', 3500, 'lose', -3500, 0],
  // Casino guide (Banker even money, 5% marked to the commission box, rounded up to the $0.25 chip)
  ['casino guide: Player win of $35.00 pays $35.00', 'casino-guide', C.playerNatural9, 'player', 3500, 'win', 3500, 0],
  ['casino guide (box): Banker win of $25.00 pays $25.00, $1.25 to the box', 'casino-guide', C.banker7over6, 'banker', 2500, 'win', 2500, 125],
  ['casino guide (box): Banker win of $35.00 pays $35.00, $1.75 to the box', 'casino-guide', C.banker7over6, 'banker', 3500, 'win', 3500, 175],
  ['casino guide (box): Banker win of $22.00 pays $22.00, $1.10 rounded up to $1.25', 'casino-guide', C.banker7over6, 'banker', 2200, 'win', 2200, 125],
  ['casino guide (box): Banker loses, nothing to the box', 'casino-guide', C.playerNatural9, 'banker', 3500, 'lose', -3500, 0],
  ['Tasmania 6.8: casino guide Banker bet pushes on a tie', 'casino-guide', C.tie6, 'banker', 3500, 'push', 0, 0],
  ['casino guide: Tie of $10.00 pays $80.00', 'casino-guide', C.tie6, 'tie', 1000, 'win', 8000, 0],
  ['casino guide: Tie bet loses when a hand wins', 'casino-guide', C.banker7over6, 'tie', 1000, 'lose', -1000, 0],
  ['casino guide: Player bet loses when Banker wins', 'casino-guide', C.banker7over6, 'player', 1000, 'lose', -1000, 0],
  ['Tasmania 6.8: Dragon table Player bet pushes on a tie', 'dragon-bonus', C.naturalTie, 'player', 3500, 'push', 0, 0],
  ['Tasmania 6.8: Dragon table Tie bet loses when a hand wins', 'dragon-bonus', C.playerBy(9), 'tie', 1000, 'lose', -1000, 0],
  ['Tasmania 12.3: Dragon table Tie of $10.00 pays $80.00', 'dragon-bonus', C.tie6, 'tie', 1000, 'win', 8000, 0],
  ['Dragon Bonus: natural win pays 1:1', 'dragon-bonus', C.playerNatural9, 'dragon_player', 1000, 'win', 1000, 0],
  ['Dragon Bonus: non-natural Player win by 9 pays 30:1', 'dragon-bonus', C.playerBy(9), 'dragon_player', 1000, 'win', 30000, 0],
  ['Dragon Bonus: non-natural Player win by 8 pays 10:1', 'dragon-bonus', C.playerBy(8), 'dragon_player', 1000, 'win', 10000, 0],
  ['Dragon Bonus: non-natural Player win by 7 pays 6:1', 'dragon-bonus', C.playerBy(7), 'dragon_player', 1000, 'win', 6000, 0],
  ['Dragon Bonus: non-natural Player win by 6 pays 4:1', 'dragon-bonus', C.playerBy(6), 'dragon_player', 1000, 'win', 4000, 0],
  ['Dragon Bonus: non-natural Player win by 5 pays 2:1', 'dragon-bonus', C.playerBy(5), 'dragon_player', 1000, 'win', 2000, 0],
  ['Dragon Bonus: non-natural Player win by 4 pays 1:1', 'dragon-bonus', C.playerBy(4), 'dragon_player', 1000, 'win', 1000, 0],
  ['Dragon Bonus: non-natural win by 3 loses', 'dragon-bonus', C.playerBy(3), 'dragon_player', 1000, 'lose', -1000, 0],
  ['Dragon Bonus: non-natural Banker win by 9 pays 30:1', 'dragon-bonus', C.bankerBy(9), 'dragon_banker', 1000, 'win', 30000, 0],
  ['Dragon Bonus: non-natural Banker win by 4 pays 1:1', 'dragon-bonus', C.bankerBy(4), 'dragon_banker', 1000, 'win', 1000, 0],
  ['Dragon Bonus: the other side winning loses', 'dragon-bonus', C.bankerBy(9), 'dragon_player', 1000, 'lose', -1000, 0],
  ['Dragon Bonus: natural tie pushes', 'dragon-bonus', C.naturalTie, 'dragon_banker', 1000, 'push', 0, 0],
  ['Dragon Bonus: non-natural tie loses', 'dragon-bonus', C.tie6, 'dragon_player', 1000, 'lose', -1000, 0],
  // Deltin (rupees; Banker six pays half; Pairs 11:1; Super Six 12:1)
  ['Deltin: Player win of ₹1,000 pays ₹1,000', 'deltin', C.playerNatural9, 'player', 100000, 'win', 100000, 0],
  ['Deltin: Banker win on 7 of ₹1,000 pays ₹1,000', 'deltin', C.banker7over6, 'banker', 100000, 'win', 100000, 0],
  ['Deltin: Banker win on six of ₹1,000 pays ₹500', 'deltin', C.bankerSix, 'banker', 100000, 'win', 50000, 0],
  ['Deltin: Player bet loses on a Banker win', 'deltin', C.bankerSix, 'player', 100000, 'lose', -100000, 0],
  ['Deltin: Banker bet loses on a Player win', 'deltin', C.playerNatural9, 'banker', 100000, 'lose', -100000, 0],
  ['Deltin: Tie bet loses on a Banker win', 'deltin', C.bankerSix, 'tie', 10000, 'lose', -10000, 0],
  ['Deltin: Tie of ₹100 pays ₹800', 'deltin', C.tie6, 'tie', 10000, 'win', 80000, 0],
  ['Deltin: Player Pair of ₹100 pays ₹1,100', 'deltin', C.ppMixed, 'player_pair', 10000, 'win', 110000, 0],
  ['Deltin: Player Pair K+Q is not a pair and loses', 'deltin', C.ppNone, 'player_pair', 10000, 'lose', -10000, 0],
  ['Deltin: Banker Pair of ₹100 pays ₹1,100', 'deltin', C.bankerPairMixed, 'banker_pair', 10000, 'win', 110000, 0],
  ['Deltin: Banker Pair loses on a Player pair', 'deltin', C.ppMixed, 'banker_pair', 10000, 'lose', -10000, 0],
  ['Deltin: Super Six of ₹100 pays ₹1,200 on a Banker win with six', 'deltin', C.bankerSix, 'super_six', 10000, 'win', 120000, 0],
  ['Deltin: Super Six loses on a Banker win with 7', 'deltin', C.banker7over6, 'super_six', 10000, 'lose', -10000, 0],
  ['Deltin: Super Six loses on a tie of six', 'deltin', C.tie6, 'super_six', 10000, 'lose', -10000, 0],
];

describe('settlement: every payout row of every built-in profile', () => {
  it.each(ROWS)('%s', (_name, id, cards, on, amount, outcome, payout, commission) => {
    const r = settleBet(profile(id), coupOf(cards), { on, amount });
    expect(r.ok && r.value).toMatchObject({ on, amount, outcome, payout, commission });
  });

  it('covers every bet each built-in profile offers, in win and non-win rows', () => {
    for (const p of BUILT_IN_PROFILES) {
      for (const on of offeredBets(p)) {
        const rows = ROWS.filter((r) => r[1] === p.id && r[3] === on);
        expect(
          rows.some((r) => r[5] === 'win'),
          `${p.id} ${on} win`,
        ).toBe(true);
        expect(
          rows.some((r) => r[5] !== 'win'),
          `${p.id} ${on} non-win`,
        ).toBe(true);
      }
    }
  });
});

describe('house convention: a payout that comes to a fraction of a cent (fractionalCents), stated in the working', () => {
  // Worked by hand. 19:20 of $59.25 = $56.2875: the commission 5% = $2.9625 is rounded by the commission rule
  // (up to the cent: $2.97, paid $56.28); half of $25.05 = $12.525 is rounded by fractionalCents.
  it.each([
    [
      'Tasmania 12.2: 19:20 of $59.25 with commission up to the cent pays $56.28',
      'tasmania',
      'down',
      C.banker7over6,
      'banker',
      5925,
      5628,
      'this house rounds the commission up to the whole cent: $2.97',
    ],
    [
      'Tasmania 12.4: half of an odd-cent stake $25.05, rounded down, pays $12.52',
      'tasmania-federal',
      'down',
      C.bankerSix,
      'banker',
      2505,
      1252,
      'half of an odd cent: a fraction of a cent is not paid: this house rounds down to the cent',
    ],
    [
      'Tasmania 12.4: half of an odd-cent stake $25.05, rounded half-up, pays $12.53',
      'tasmania-federal',
      'half-up',
      C.bankerSix,
      'banker',
      2505,
      1253,
      'to the nearest cent, a half cent up',
    ],
    [
      'odds 3:2 on $0.05 pays 7.5c: rounded down, 7c',
      'tasmania',
      'down',
      C.tie6,
      'tie',
      5,
      7,
      'a fraction of a cent is not paid',
    ],
    [
      'odds 3:2 on $0.05 pays 7.5c: rounded half-up, 8c',
      'tasmania',
      'half-up',
      C.tie6,
      'tie',
      5,
      8,
      'a half cent up',
    ],
  ] as const)('%s', (_case, id, fractionalCents, cards, on, amount, payout, words) => {
    const p = { ...profile(id), fractionalCents, tie: { pays: 3, per: 2 } };
    const r = settleBet(p, coupOf(cards), { on, amount });
    expect(r.ok && r.value.payout).toBe(payout);
    expect(r.ok && r.value.working).toContain(words);
  });
});

describe('settlement: the explanation a trainee sees', () => {
  it('Tasmania 12.2: working reads "19:20 of $35.00 is $33.25" and cites the rule', () => {
    const r = settleBet(profile('tasmania'), coupOf(C.banker7over6), { on: 'banker', amount: 3500 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.working.startsWith('19:20 of $35.00 is $33.25')).toBe(true);
    expect(r.value.odds).toBe('19:20');
    expect(r.value.rule).toBe('Tasmania 12.2');
  });

  it('Tasmania 12.4: six pays half says so in the detail and working', () => {
    const r = settleBet(profile('tasmania-federal'), coupOf(C.bankerSix), { on: 'banker', amount: 10000 });
    expect(r.ok && r.value.detail).toBe('Banker wins with six');
    expect(r.ok && r.value.winsWithSix).toBe(true);
    expect(r.ok && r.value.working).toContain('half of $100.00 is $50.00');
    expect(r.ok && r.value.rule).toContain('Tasmania 12.4');
  });

  it('Tasmania 12.4: a Banker win on another point is not a win with six', () => {
    const r = settleBet(profile('tasmania-federal'), coupOf(C.banker7over6), { on: 'banker', amount: 10000 });
    expect(r.ok && r.value.winsWithSix).toBe(false);
  });

  it.each([
    [C.ppMixed, 'mixed pair', 'mixed', 'Tasmania 15.1a, 15.8a'],
    [C.ppColoured, 'coloured pair', 'coloured', 'Tasmania 15.1b, 15.8b'],
    [C.ppPerfect, 'perfect pair', 'perfect', 'Tasmania 15.1c, 15.8c'],
    [C.ppNone, 'no pair', null, 'Tasmania 15.6b'],
  ])('Tasmania 15: %s is a %s, class %s as data (%s)', (cards, detail, pairClass, rule) => {
    const r = settleBet(profile('tasmania'), coupOf(cards), { on: 'perfect_pair_player', amount: 1000 });
    expect(r.ok && r.value.detail).toBe(detail);
    expect(r.ok && r.value.pairClass).toBe(pairClass);
    expect(r.ok && r.value.rule).toBe(rule);
  });

  it('Dragon Bonus: the detail names the margin', () => {
    const r = settleBet(profile('dragon-bonus'), coupOf(C.playerBy(7)), {
      on: 'dragon_player',
      amount: 1000,
    });
    expect(r.ok && r.value.detail).toBe('win by 7');
    expect(r.ok && r.value.dragonKey).toBe('7');
    expect(r.ok && r.value.working).toBe('6:1 on $10.00 is $60.00');
  });

  it('Deltin: amounts are shown in rupees', () => {
    const r = settleBet(profile('deltin'), coupOf(C.tie6), { on: 'tie', amount: 10000 });
    expect(r.ok && r.value.working).toBe('8:1 on ₹100.00 is ₹800.00');
  });
});

describe('settlement: bets that cannot be settled come back as errors', () => {
  const coup = coupOf(C.banker7over6);
  it.each<[string, string, Bet, string]>([
    [
      'Perfect Pairs at a Federal table',
      'tasmania-federal',
      { on: 'perfect_pair_player', amount: 1000 },
      'not offered',
    ],
    ['Super Six at Tasmania', 'tasmania', { on: 'super_six', amount: 1000 }, 'not offered'],
    ['Dragon Bonus at Deltin', 'deltin', { on: 'dragon_banker', amount: 10000 }, 'not offered'],
    ['a fraction of a cent', 'tasmania', { on: 'banker', amount: 12.5 }, 'positive whole number of cents'],
    ['a zero bet', 'tasmania', { on: 'player', amount: 0 }, 'positive whole number of cents'],
    ['a negative bet', 'tasmania', { on: 'tie', amount: -500 }, 'positive whole number of cents'],
  ])('%s', (_name, id, bet, message) => {
    const r = settleBet(profile(id), coup, bet);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain(message);
  });

  it('settleBets names the bad bet by its position', () => {
    const r = settleBets(profile('tasmania'), coup, [
      { on: 'banker', amount: 1000 },
      { on: 'super_six', amount: 1000 },
    ]);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^bet 2: Super Six is not offered/) });
  });

  it('settleBets settles a list in order', () => {
    const r = settleBets(profile('tasmania'), coup, [
      { on: 'banker', amount: 2500 },
      { on: 'player', amount: 1000 },
    ]);
    expect(r.ok && r.value.map((s) => s.payout)).toEqual([2375, -1000]);
  });
});

describe('Tasmania 15.1: classifyPair', () => {
  it.each([
    ['Kh', 'Ks', 'mixed'],
    ['Ad', 'Ac', 'mixed'],
    ['Kh', 'Kd', 'coloured'],
    ['7s', '7c', 'coloured'],
    ['Kh', 'Kh', 'perfect'],
    ['2c', '2c', 'perfect'],
    ['Kh', 'Qh', null],
    ['Th', 'Jh', null],
    ['9s', '8s', null],
  ] as const)('%s %s is %s', (a, b, expected) => {
    expect(classifyPair(a, b)).toBe(expected);
    expect(classifyPair(b, a)).toBe(expected);
  });
});

describe('Dragon Bonus: dragonResult', () => {
  const table = profile('dragon-bonus').dragonBonus;
  if (!table) throw new Error('dragon-bonus profile has no paytable');
  it.each([
    [C.playerNatural9, 'player', 'win', 'natural', 'natural win'],
    [C.playerNatural9, 'banker', 'lose', null, 'Player wins'],
    [C.naturalTie, 'player', 'push', null, 'natural tie'],
    [C.tie6, 'banker', 'lose', null, 'non-natural tie'],
    [C.bankerBy(6), 'banker', 'win', '6', 'win by 6'],
    [C.bankerBy(2), 'banker', 'lose', null, 'win by 2 (under 4)'],
  ] as const)('%s on %s: %s (%s)', (cards, side, outcome, key, detail) => {
    const r = dragonResult(coupOf(cards), side, table);
    expect(r).toMatchObject({ outcome, key, detail });
    expect(r.odds).toEqual(key === null ? null : key === 'natural' ? table.natural : table.margins[key]);
  });
});

describe('formatCents', () => {
  it.each([
    [3325, '$', '$33.25'],
    [-2500, '$', '-$25.00'],
    [100000, '$', '$1,000.00'],
    [5, '$', '$0.05'],
    [0, '$', '$0.00'],
    [123456789, '₹', '₹1,234,567.89'],
  ])('%i cents with the symbol %s reads %s', (cents, symbol, text) => {
    expect(formatCents(cents, symbol)).toBe(text);
  });

  it('formatCents(…) refuses a fraction of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(/whole number of cents/);
  });

  it('formatCents agrees with a spot check in words', () => {
    expect(formatCents(3500)).toBe('$35.00');
  });
});

describe('issue 23: a payment changed by rounding the commission to the chip says both steps', () => {
  // Not "19:20 of $118.00 is $112.00": 19:20 of $118 is $112.10; the commission $5.90 goes up to the $0.25 chip.
  it.each([
    [
      11800,
      11200,
      '19:20 of $118.00: $118.00 less commission (5% of $118.00 is $5.90; this house rounds the commission up to the $0.25 chip: $6.00), so $118.00 less $6.00 is $112.00',
    ],
    [
      2200,
      2075,
      '19:20 of $22.00: $22.00 less commission (5% of $22.00 is $1.10; this house rounds the commission up to the $0.25 chip: $1.25), so $22.00 less $1.25 is $20.75',
    ],
  ])(
    'Dragon Bonus, Banker wins on $%i: pays %i, the working names the exact commission and the chip',
    (amount, payout, working) => {
      const r = settleBet(builtInProfile('dragon-bonus')!, coupOf(C.banker7over6), { on: 'banker', amount });
      expect(r).toMatchObject({ ok: true, value: { payout, working } });
    },
  );
});
