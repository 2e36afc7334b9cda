// The payout, commission and settle-table kinds: every key checked against a reference worked out here from the
// profile's odds and the cards shown (not by core/settlement.ts), on many generated items with fixed seeds.
import { describe, expect, it } from 'vitest';
import { isRed, rankOf, suitOf, type Card } from '../../../core/cards.ts';
import { coupFromCards, type Coup } from '../../../core/coup.ts';
import { isRoundStake } from '../../../core/chips/stakes.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { stakeUnit } from '../../../core/drills/kinds/stake.ts';
import { kindModule } from '../../../core/drills/kinds/index.ts';
import { markResponse } from '../../../core/drills/mark.ts';
import { formatCents } from '../../../core/money.ts';
import type { Difficulty, DrillItem, DrillKind, Response, SceneBet } from '../../../core/drills/types.ts';
import {
  BUILT_IN_PROFILES,
  builtInProfile,
  limitsFor,
  offeredBets,
  type TableProfile,
} from '../../../core/profiles.ts';
import { cardsOf, drillSet, lastScene, shoeOrder } from './helpers.ts';
import { betIdsInWords } from '../../../core/words.ts';
import { english } from '../../../core/i18n/phrase.ts';

const DIFFICULTIES: Difficulty[] = ['basic', 'standard', 'hard'];

function items(
  kind: DrillKind,
  difficulty: Difficulty,
  count: number,
  seed: string,
  profile: string | TableProfile = 'tasmania',
  constraints?: Record<string, unknown>,
): DrillItem[] {
  const made = generateItems(
    drillSet([{ kind, count, difficulty, timeLimitMs: null, ...(constraints ? { constraints } : {}) }], {
      profile,
    }),
    seed,
  );
  if (!made.ok) throw new Error(made.error);
  return made.items;
}

function generateError(kind: DrillKind, profile: string, constraints?: Record<string, unknown>): string {
  const made = generateItems(
    drillSet(
      [
        {
          kind,
          count: 1,
          difficulty: 'standard',
          timeLimitMs: null,
          ...(constraints ? { constraints } : {}),
        },
      ],
      {
        profile,
      },
    ),
    'err',
  );
  return made.ok ? '(no error)' : made.error;
}

function profileOf(id: string | TableProfile): TableProfile {
  return typeof id === 'string' ? (builtInProfile(id) as TableProfile) : id;
}

function coupShown(item: DrillItem): Coup {
  const { player, banker } = cardsOf(lastScene(item));
  const r = coupFromCards(shoeOrder(player, banker));
  if (!r.ok) throw new Error(r.error);
  expect([r.coup.player, r.coup.banker]).toEqual([player, banker]);
  return r.coup;
}

function expectedOf<T extends Response['type']>(
  item: DrillItem,
  step: number,
  type: T,
): Extract<Response, { type: T }> {
  const e = item.steps[step]?.key.expected;
  if (e?.type !== type) throw new Error(`step ${step} of ${item.id} is not ${type}`);
  return e as Extract<Response, { type: T }>;
}

// ---------- A reference settlement, written from the rule documents ----------

type Ref = { outcome: 'win' | 'lose' | 'push'; pay: number; pairClass?: string; dragon?: string };

/** Commission as the rules state it: 5% (per the profile odds) up to the cent, or to the smallest chip. */
function refCommission(p: TableProfile, stake: number): number {
  if (p.banker.kind !== 'commission') throw new Error('no commission');
  const { pays, per } = p.banker.odds;
  const exact = (stake * (per - pays)) / per;
  const chip = p.chips[0] as number;
  if (p.banker.rounding === 'exact') return Math.ceil(exact - 1e-9);
  return (
    (p.banker.rounding === 'up' ? Math.ceil(exact / chip - 1e-9) : Math.floor(exact / chip + 1e-9)) * chip
  );
}

function refPairClass(a: Card, b: Card): string {
  if (rankOf(a) !== rankOf(b)) return 'none';
  if (suitOf(a) === suitOf(b)) return 'perfect';
  return isRed(a) === isRed(b) ? 'coloured' : 'mixed';
}

function ref(p: TableProfile, c: Coup, on: SceneBet['on'], amount: number): Ref {
  const win = (pays: number, per = 1): Ref => ({ outcome: 'win', pay: Math.floor((amount * pays) / per) });
  const lose: Ref = { outcome: 'lose', pay: 0 };
  const push: Ref = { outcome: 'push', pay: 0 };
  const bankerWon = c.bankerPoint > c.playerPoint;
  const playerWon = c.playerPoint > c.bankerPoint;
  const tie = c.playerPoint === c.bankerPoint;
  switch (on) {
    case 'player':
      return tie ? push : playerWon ? win(1) : lose;
    case 'banker':
      if (tie) return push;
      if (!bankerWon) return lose;
      if (p.banker.kind === 'six-pays-half') return c.bankerPoint === 6 ? win(1, 2) : win(1);
      return p.banker.collection === 'box'
        ? win(1)
        : { outcome: 'win', pay: amount - refCommission(p, amount) };
    case 'tie':
      return tie ? win(p.tie.pays, p.tie.per) : lose;
    case 'player_pair':
    case 'banker_pair': {
      const h = on === 'player_pair' ? c.player : c.banker;
      return rankOf(h[0] as Card) === rankOf(h[1] as Card) ? win(11) : lose; // Deltin guide: 11 to 1
    }
    case 'perfect_pair_player':
    case 'perfect_pair_banker': {
      const h = on === 'perfect_pair_player' ? c.player : c.banker;
      const cls = refPairClass(h[0] as Card, h[1] as Card);
      const odds: Record<string, number> = { mixed: 6, coloured: 12, perfect: 25 }; // Tasmania 15.8
      return cls === 'none' ? { ...lose, pairClass: cls } : { ...win(odds[cls] as number), pairClass: cls };
    }
    case 'super_six':
      return bankerWon && c.bankerPoint === 6 ? win(12) : lose; // Deltin guide: 12 to 1
    case 'dragon_player':
    case 'dragon_banker': {
      const side = on === 'dragon_player' ? 'player' : 'banker';
      const sideWon = side === 'player' ? playerWon : bankerWon;
      const natural =
        (side === 'player' ? c.player : c.banker).slice(0, 2).reduce((t, x) => t + value(x), 0) % 10 >= 8;
      const margin = Math.abs(c.playerPoint - c.bankerPoint);
      const both =
        c.player.length === 2 && c.banker.length === 2 && (pointOf(c.player) >= 8 || pointOf(c.banker) >= 8);
      if (tie) return both ? { ...push, dragon: 't' } : { ...lose, dragon: 'l' };
      if (!sideWon) return { ...lose, dragon: 'l' };
      if (natural) return { ...win(1), dragon: 'n' };
      const table: Record<number, number> = { 9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1 }; // Dragon Bonus paytable
      return margin >= 4
        ? { ...win(table[margin] as number), dragon: String(margin) }
        : { ...lose, dragon: 'l' };
    }
  }
}

function value(card: Card): number {
  const r = rankOf(card);
  return r === 'A' ? 1 : 'TJQK'.includes(r) ? 0 : Number(r);
}
function pointOf(cards: readonly Card[]): number {
  return cards.reduce((t, x) => t + value(x), 0) % 10;
}

// ---------- payout ----------

/** The rule document of each built-in house (../shared/rules). */
const HOUSE_DOCUMENT: Record<string, RegExp> = {
  tasmania: /Tasmania/,
  'tasmania-federal': /Tasmania/,
  deltin: /Deltin/,
  'dragon-bonus': /Dragon Bonus/,
  'casino-guide': /casino guide/,
};

describe('payout kind', () => {
  for (const profile of BUILT_IN_PROFILES) {
    it.each(DIFFICULTIES)(
      `${profile.id}, %s: keys match the reference payouts; amounts within limits`,
      (d) => {
        const seen = new Set<string>();
        for (const item of items('payout', d, 120, `payout-${profile.id}-${d}`, profile.id)) {
          const scene = lastScene(item);
          // The bet asked about is the last on the layout; a Dragon Bonus seat also shows its main wager.
          const bet = scene.bets.at(-1) as SceneBet;
          expect(scene.bets).toHaveLength(bet.on.startsWith('dragon_') ? 2 : 1);
          seen.add(bet.on);
          const { min, max } = limitsFor(profile, bet.on);
          expect(bet.amount).toBeGreaterThanOrEqual(min);
          expect(bet.amount).toBeLessThanOrEqual(max);
          expect(bet.amount % profile.betUnit).toBe(0);
          expect(bet.amount % (profile.chips[0] as number)).toBe(0);
          // Issue 23: a round stake at every difficulty, as players bet at the house.
          expect(
            isRoundStake(bet.amount, profile.betUnit, stakeUnit(profile, bet.on)),
            `${bet.amount} is round`,
          ).toBe(true);
          const r = ref(profile, coupShown(item), bet.on, bet.amount);
          if (d === 'basic') expect(r.outcome).toBe('win');
          const last = item.steps.length - 1;
          expect(expectedOf(item, last, 'amount').amount).toBe(r.pay);
          // Paying a losing bet is the red-line error; a wrong amount on a winner is not.
          expect(item.steps[last]?.key.redLine).toBe(r.outcome === 'lose');
          // Issue 8, "Citations": the key cites the document that states the house's rule.
          expect(item.steps[last]?.key.rule).toMatch(HOUSE_DOCUMENT[profile.id] as RegExp);
          if (bet.on.startsWith('perfect_pair')) {
            expect(item.steps).toHaveLength(2);
            const keyOf: Record<string, string> = { mixed: 'm', coloured: 'c', perfect: 'p', none: 'n' };
            expect(expectedOf(item, 0, 'choice').choice).toBe(keyOf[r.pairClass as string]);
            // Tasmania 15.1: the working names the class these two cards make, not a list of all three.
            const names: Record<string, RegExp> = {
              mixed: /one red and one black: a mixed pair\.$/,
              coloured: /same colour in two different suits: a coloured pair\.$/,
              perfect: /same suit: a perfect pair\.$/,
              none: /not a pair: the bet loses\.$/,
            };
            expect(english(item.steps[0]!.key.working)).toMatch(names[r.pairClass as string]!);
            expect(english(item.steps[0]!.prompt.question)).toMatch(
              /What pair, if any, are the (Player|Banker)'s first two cards\?$/,
            );
          } else if (bet.on.startsWith('dragon')) {
            expect(item.steps).toHaveLength(2);
            expect(expectedOf(item, 0, 'choice').choice).toBe(r.dragon);
          } else {
            expect(item.steps).toHaveLength(1);
          }
        }
        // Every bet the profile offers is drilled.
        expect([...seen].sort()).toEqual([...offeredBets(profile)].sort());
      },
    );
  }

  it('Tasmania 12.2: the working shows the arithmetic ("19:20 of $35.00 is $33.25" form)', () => {
    const all = items('payout', 'standard', 60, 'working', 'tasmania', { bets: ['banker'], outcome: 'win' });
    for (const item of all) {
      const bet = lastScene(item).bets[0] as SceneBet;
      const key = item.steps[0]?.key;
      const dollars = (c: number) => `$${(c / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
      expect(english(key!.working).startsWith(`19:20 of ${dollars(bet.amount)}`)).toBe(true);
      expect(english(key!.answerText)).toBe(
        dollars(bet.amount - refCommission(profileOf('tasmania'), bet.amount)),
      );
    }
  });

  it.each([
    ['perfect pair', 'tasmania', ['perfect_pair_player', 'perfect_pair_banker'], 'p'],
    ['win by 9', 'dragon-bonus', ['dragon_player', 'dragon_banker'], '9'],
    ['natural win', 'dragon-bonus', ['dragon_banker'], 'n'],
  ])('constraint detail "%s" at %s drills that case', (detail, profile, bets, choice) => {
    for (const item of items('payout', 'standard', 10, `detail-${choice}`, profile, {
      bets,
      outcome: 'win',
      detail,
    })) {
      expect(expectedOf(item, 0, 'choice').choice).toBe(choice);
    }
  });

  it('Tasmania 12.4: a Federal Banker win with six pays half, odd cents down', () => {
    for (const item of items('payout', 'hard', 20, 'six', 'tasmania-federal', {
      bets: ['banker'],
      detail: 'Banker wins with six',
    })) {
      const bet = lastScene(item).bets[0] as SceneBet;
      expect(expectedOf(item, 0, 'amount').amount).toBe(Math.floor(bet.amount / 2));
    }
  });

  it('a bet the profile does not offer is an error naming it', () => {
    expect(generateError('payout', 'tasmania', { bets: ['super_six'] })).toMatch(/Super Six not offered/);
  });

  it('a detail without the bets it applies to is rejected with the reason', () => {
    const r = kindModule('payout')?.constraints.safeParse({ detail: 'win by 9' });
    expect(r?.success).toBe(false);
    expect(r?.error?.issues[0]?.message).toMatch(/a detail needs the bets/);
  });

  it('constraintsForCase targets the case tags the items carry', () => {
    const mod = kindModule('payout');
    const tags = new Set(
      items('payout', 'hard', 80, 'tags', 'dragon-bonus').flatMap((i) => i.steps.flatMap((s) => s.key.cases)),
    );
    expect(tags.size).toBeGreaterThan(5);
    for (const tag of tags) {
      const k = mod?.constraintsForCase?.(tag);
      expect(k, tag).not.toBeNull();
      const again = items(
        'payout',
        'standard',
        3,
        `again-${tag}`,
        'dragon-bonus',
        k as Record<string, unknown>,
      );
      for (const item of again) expect(item.steps.flatMap((s) => s.key.cases)).toContain(tag);
    }
  });
});

// ---------- commission ----------

function amountsIn(text: string): number[] {
  return [...text.matchAll(/\$([\d,]+)\.(\d\d)/g)].map(
    (m) => Number((m[1] as string).replace(/,/g, '')) * 100 + Number(m[2]),
  );
}

describe('commission kind', () => {
  it.each(['tasmania', 'dragon-bonus', 'casino-guide'])(
    'Tasmania 12.2: %s single commissions match 5%% with the profile rounding',
    (id) => {
      const p = profileOf(id);
      for (const d of DIFFICULTIES) {
        for (const item of items('commission', d, 60, `single-${id}-${d}`, id, { mode: 'single' })) {
          const bet = lastScene(item).bets[0] as SceneBet;
          expect(bet.on).toBe('banker');
          expect(coupShown(item).winner).toBe('banker');
          expect(expectedOf(item, 0, 'amount').amount).toBe(refCommission(p, bet.amount));
        }
      }
    },
  );

  it('DEALING.md: the commission on $25 and $100 is $1.25 and $5.00 (basic round amounts)', () => {
    const byStake = new Map<number, number>();
    for (const item of items('commission', 'basic', 200, 'dealing', 'tasmania')) {
      byStake.set((lastScene(item).bets[0] as SceneBet).amount, expectedOf(item, 0, 'amount').amount);
    }
    expect(byStake.get(2500)).toBe(125);
    expect(byStake.get(10000)).toBe(500);
  });

  it('casino guide: the running box total over the coups of a shoe', () => {
    const p = profileOf('casino-guide');
    for (const item of items('commission', 'standard', 40, 'box', 'casino-guide', {
      mode: 'box',
      coups: 5,
    })) {
      const coupSteps = item.steps.filter((s) => !/shoe is finished/.test(english(s.prompt.question)));
      expect(coupSteps).toHaveLength(5);
      let total = 0;
      for (const [i, step] of item.steps.entries()) {
        const scene = step.prompt.scene;
        // The shoe ended mid-item: the seat pays its box, which starts the new shoe empty (casino guide).
        if (/shoe is finished/.test(english(step.prompt.question))) {
          expect(expectedOf(item, i, 'amount').amount).toBe(total);
          total = 0;
          continue;
        }
        const bet = scene.bets[0] as SceneBet;
        // The box shown is the total before this coup: never this step's answer (unless nothing is added).
        expect(Object.values(scene.commissionBox).reduce((a, b) => a + b, 0)).toBe(total);
        const { player, banker } = cardsOf(scene);
        const c = coupFromCards(shoeOrder(player, banker));
        if (!c.ok) throw new Error(c.error);
        if (bet.on === 'banker' && c.coup.bankerPoint > c.coup.playerPoint)
          total += refCommission(p, bet.amount);
        if (i === 0) expect(total).toBeGreaterThan(0);
        expect(expectedOf(item, i, 'amount').amount).toBe(total);
      }
    }
  });

  it('casino guide: what a seat owes when it leaves or the shoe ends is the sum of its marks', () => {
    const p = profileOf('casino-guide');
    for (const item of items('commission', 'hard', 40, 'owed', 'casino-guide', { mode: 'owed' })) {
      const wins = amountsIn(english(lastScene(item).situation ?? ''));
      expect(wins.length).toBeGreaterThanOrEqual(2);
      expect(expectedOf(item, 0, 'amount').amount).toBe(wins.reduce((t, w) => t + refCommission(p, w), 0));
    }
  });

  it('a table without commission, or a box mode at a deducting table, is an error naming why', () => {
    expect(generateError('commission', 'tasmania-federal')).toMatch(/charges commission/);
    expect(generateError('commission', 'deltin')).toMatch(/charges commission/);
    expect(generateError('commission', 'tasmania', { mode: 'box' })).toMatch(/needs a commission box/);
    expect(generateError('commission', 'dragon-bonus', { mode: 'owed' })).toMatch(/needs a commission box/);
  });

  it.each([
    ['dragon-bonus', 'single', 'Banker commission 5%, deducted at payment, rounded up to the $0.25 chip.'],
    [
      'casino-guide',
      'box',
      "5% commission marked to the seat's box (each mark rounded up to the $0.25 chip)",
    ],
    ['casino-guide', 'owed', 'paid by the end of the shoe at the latest'],
  ] as const)(
    'house convention: %s %s items state the commission rounding in the question',
    (id, mode, words) => {
      for (const item of items('commission', 'standard', 10, `conv-${mode}`, id, { mode })) {
        expect(english(item.steps[0]!.prompt.question)).toContain(words);
      }
    },
  );
});

// ---------- settle-table ----------

const nineSeats: TableProfile = { ...profileOf('tasmania'), id: 'nine-seats', seats: 9 };

describe("amounts the dealer pays can be made from the profile's chips", () => {
  // Tasmania 12.2 (19:20 with exact commission) needs $5 Banker steps with a $0.25 chip; 12.4/13 (six pays half)
  // even multiples of the chip. A $247 Banker bet would pay $234.65, which no stack of chips makes.
  for (const profile of BUILT_IN_PROFILES) {
    it.each(DIFFICULTIES)(
      `Tasmania 12.2, 12.4: ${profile.id}, %s payouts, commissions and settlements`,
      (d) => {
        const chip = profile.chips[0] as number;
        const amounts: number[] = [];
        for (const kind of ['payout', 'settle-table', 'commission'] as const) {
          if (kind === 'commission' && profile.banker.kind !== 'commission') continue;
          for (const item of items(kind, d, 60, `chips-${profile.id}-${d}`, profile.id)) {
            for (const step of item.steps) {
              const e = step.key.expected;
              if (e.type === 'amount') amounts.push(e.amount);
              if (e.type === 'settle-table')
                amounts.push(...e.actions.flatMap((a) => [a.amount, a.commission ?? 0]));
            }
          }
        }
        // Tasmania 7.4: an under-minimum Banker bet paid on the result, the first time.
        for (const item of items('procedure', d, 40, `chips-u-${profile.id}-${d}`, profile.id, {
          topic: 'under-minimum',
        })) {
          const e = item.steps[0]!.key.expected;
          if (e.type === 'amount') amounts.push(e.amount);
        }
        expect(amounts.filter((a) => a % chip !== 0)).toEqual([]);
      },
    );
  }
});

describe('settle-table kind', () => {
  const cases: [string | TableProfile, Difficulty][] = [];
  for (const p of [...BUILT_IN_PROFILES.map((x) => x.id), nineSeats])
    for (const d of DIFFICULTIES) cases.push([p, d]);

  it.each(cases)(
    'DEALING.md 5, 7: %s %s keys take losers, then pay winners right to left, main before side',
    (id, d) => {
      const p = profileOf(id);
      for (const item of items('settle-table', d, 40, `table-${p.id}-${d}`, id)) {
        const scene = lastScene(item);
        const coup = coupShown(item);
        const { actions } = expectedOf(item, 0, 'settle-table');
        const seats = new Set(scene.bets.map((b) => b.seat));
        expect(scene.seats).toBe(p.seats);
        expect(seats.size).toBe(d === 'basic' ? 3 : d === 'standard' ? 5 : p.seats);
        for (const seat of seats) expect(seat >= 1 && seat <= p.seats, `seat ${seat}`).toBe(true);
        // Every bet exactly once, with the reference outcome and amount.
        expect(actions.map((a) => a.betId).sort()).toEqual(scene.bets.map((b) => b.id).sort());
        for (const a of actions) {
          const bet = scene.bets.find((b) => b.id === a.betId) as SceneBet;
          const r = ref(p, coup, bet.on, bet.amount);
          expect(a.action).toBe(r.outcome === 'win' ? 'pay' : r.outcome === 'lose' ? 'take' : 'push');
          expect(a.amount).toBe(r.pay);
          // Tasmania 12.2; casino guide: a Banker win at a box-collection table carries its box mark; nothing else does.
          const box = p.banker.kind === 'commission' && p.banker.collection === 'box';
          expect(a.commission, a.betId).toBe(
            box && bet.on === 'banker' && r.outcome === 'win' ? refCommission(p, bet.amount) : undefined,
          );
        }
        // Order: all takes, then all pays, then pushes; in each, main bets before side bets, then ascending seats.
        const phase = { take: 0, pay: 1, push: 2 };
        const rank = (id: string) => {
          const b = scene.bets.find((x) => x.id === id) as SceneBet;
          const side = ['player', 'banker', 'tie'].includes(b.on) ? 0 : 1;
          return [side, b.seat];
        };
        for (let i = 1; i < actions.length; i++) {
          const [a, b] = [actions[i - 1], actions[i]] as [(typeof actions)[number], (typeof actions)[number]];
          expect(phase[a.action]).toBeLessThanOrEqual(phase[b.action]);
          if (a.action === b.action) {
            const [ra, rb] = [rank(a.betId), rank(b.betId)] as [number[], number[]];
            expect(ra[0]! < rb[0]! || (ra[0] === rb[0] && ra[1]! <= rb[1]!)).toBe(true);
          }
        }
        if (d === 'basic') expect(scene.bets.every((b) => ['player', 'banker'].includes(b.on))).toBe(true);
      }
    },
  );

  it('the marker: the key itself is correct; paying a loser is a red line; winners out of order are an error', () => {
    let checkedLoser = false;
    let checkedOrder = false;
    for (const item of items('settle-table', 'hard', 30, 'mark', 'tasmania')) {
      const key = item.steps[0]!.key;
      const { actions } = expectedOf(item, 0, 'settle-table');
      expect(markResponse(key, { type: 'settle-table', actions }, 1000, null)).toMatchObject({
        correct: true,
        redLine: false,
      });
      const loser = actions.find((a) => a.action === 'take');
      if (loser) {
        const paid = actions.map((a) => (a === loser ? { ...a, action: 'pay' as const, amount: 100 } : a));
        const mark = markResponse(key, { type: 'settle-table', actions: paid }, 1000, null);
        expect(mark).toMatchObject({ correct: false, redLine: true });
        checkedLoser = true;
      }
      const pays = actions.filter((a) => a.action === 'pay');
      if (pays.length >= 2) {
        const reordered = [...actions.filter((a) => a.action !== 'pay'), ...[...pays].reverse()];
        const mark = markResponse(key, { type: 'settle-table', actions: reordered }, 1000, null);
        expect(mark.correct).toBe(false);
        expect(mark.errors.map(english).join(' ')).toMatch(/Order/);
        checkedOrder = true;
      }
    }
    expect(checkedLoser && checkedOrder).toBe(true);
  });

  it('Tasmania 12.2, casino guide (commission box): casino-guide keys mark the Banker commission in the box', () => {
    const p = profileOf('casino-guide');
    let marked = 0;
    for (const item of items('settle-table', 'standard', 20, 'box', 'casino-guide', { winner: 'banker' })) {
      const key = item.steps[0]!.key;
      const { actions } = expectedOf(item, 0, 'settle-table');
      const scene = lastScene(item);
      const bankers = actions.filter((a) => a.betId.endsWith('-banker'));
      for (const a of bankers) {
        const bet = scene.bets.find((b) => b.id === a.betId) as SceneBet;
        expect(a).toEqual({
          betId: a.betId,
          action: 'pay',
          amount: bet.amount,
          commission: refCommission(p, bet.amount),
        });
        expect(english(key.working)).toContain(
          `seat ${bet.seat} Banker: ${formatCents(bet.amount, '$')} even money, ${formatCents(a.commission!, '$')} to the commission box`,
        );
        marked += 1;
      }
      if (bankers.length === 0) continue;
      expect(key.rule).toContain('casino guide: commission is paid by the end of each shoe');
      expect(markResponse(key, { type: 'settle-table', actions }, 1000, null).correct).toBe(true);
      // The box mark left out, or wrong by a cent: an error naming the bet and both amounts.
      const first = bankers[0]!;
      const unmarked = actions.map((a) => (a === first ? { ...a, commission: undefined } : a));
      const mark = markResponse(key, { type: 'settle-table', actions: unmarked }, 1000, null);
      expect(mark.correct).toBe(false);
      expect(mark.errors.map(english)).toEqual([
        `${betIdsInWords(first.betId)}: commission box ${formatCents(first.commission!, '$')}, you marked $0.00`,
      ]);
      const offByOne = actions.map((a) => (a === first ? { ...a, commission: a.commission! - 1 } : a));
      expect(markResponse(key, { type: 'settle-table', actions: offByOne }, 1000, null).correct).toBe(false);
    }
    expect(marked).toBeGreaterThan(10);
  });

  it('Tasmania 12.2: at tables without box collection no key carries a box mark, and marking one is an error', () => {
    for (const id of ['tasmania', 'tasmania-federal', 'dragon-bonus', 'deltin']) {
      for (const item of items('settle-table', 'standard', 20, 'nobox', id, { winner: 'banker' })) {
        const key = item.steps[0]!.key;
        const { actions } = expectedOf(item, 0, 'settle-table');
        expect(actions.filter((a) => 'commission' in a)).toEqual([]);
        expect(key.rule).not.toContain('commission box');
        const banker = actions.find((a) => a.action === 'pay' && a.betId.endsWith('-banker'));
        if (!banker) continue;
        const marked = actions.map((a) => (a === banker ? { ...a, commission: 100 } : a));
        const mark = markResponse(key, { type: 'settle-table', actions: marked }, 1000, null);
        expect(mark.errors.map(english)).toContain(
          `${betIdsInWords(banker.betId)}: nothing goes to the commission box, you marked ${formatCents(100, profileOf(id).currency.symbol)}`,
        );
      }
    }
  });

  it('a winner constraint deals that result', () => {
    for (const item of items('settle-table', 'standard', 10, 'tie', 'tasmania', { winner: 'tie' })) {
      expect(coupShown(item).winner).toBe('tie');
    }
  });

  it('Tasmania 1: 9 seats with bets at a 7-seat table is an error naming the seats; at a 9-seat table all 9 bet', () => {
    const made = generateItems(
      drillSet([
        {
          kind: 'settle-table',
          count: 1,
          difficulty: 'standard',
          timeLimitMs: null,
          constraints: { seats: 9 },
        },
      ]),
      's',
    );
    expect(made).toMatchObject({
      ok: false,
      error:
        'sections.0 (settle-table): seats: 9 seats with bets, but Tasmania (commission 19:20, Perfect Pairs) has 7 seats',
    });
    for (const item of items('settle-table', 'standard', 5, 'nine', nineSeats, { seats: 9 })) {
      expect(new Set(lastScene(item).bets.map((b) => b.seat)).size).toBe(9);
    }
  });
});

describe('Dragon Bonus payouts on a real layout', () => {
  it('Dragon Bonus guide: the seat with a Dragon Bonus wager also has a main wager on that side', () => {
    const made = generateItems(
      {
        format: 'baccarat-drill-set',
        version: 1,
        title: 'dragon',
        description: '',
        profile: 'dragon-bonus',
        sections: [
          {
            kind: 'payout',
            count: 40,
            difficulty: 'standard',
            constraints: { bets: ['dragon_player', 'dragon_banker'] },
            timeLimitMs: null,
          },
        ],
        passMarks: { overall: 0.5, perSkill: {} },
        mode: 'practice',
        redLineFailsAssessment: false,
      },
      'dragon-main',
    );
    if (!made.ok) throw new Error(made.error);
    for (const item of made.items) {
      const bets = item.steps[0]!.prompt.scene.bets;
      const dragon = bets.find((b) => b.on.startsWith('dragon_'))!;
      const main = dragon.on === 'dragon_player' ? 'player' : 'banker';
      expect(bets.filter((b) => b.seat === dragon.seat).map((b) => b.on)).toEqual([main, dragon.on]);
    }
  });
});
