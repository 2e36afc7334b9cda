import { english } from '../../core/i18n/phrase.ts';
import { describe, expect, it } from 'vitest';
import {
  competitionBettingOrder,
  competitionSqueezeHolders,
  squeezeHolders,
  type SqueezeBet,
} from '../../core/squeeze.ts';

const b = (seat: number, on: SqueezeBet['on'], amount: number): SqueezeBet => ({ seat, on, amount });

describe('Tasmania 9.3: who is passed the cards to squeeze', () => {
  it('9.3a: each set goes to the highest wager on that hand; side bets do not count', () => {
    const r = squeezeHolders([
      b(2, 'player', 5000),
      b(4, 'player', 10000),
      b(3, 'banker', 2000),
      b(6, 'banker', 1500),
      b(5, 'tie', 50000),
      b(1, 'perfect_pair_banker', 20000),
    ]);
    expect(r.player).toMatchObject({ seat: 4, amount: 10000, rule: 'Tasmania 9.3a' });
    expect(r.banker).toMatchObject({ seat: 3, amount: 2000, rule: 'Tasmania 9.3a' });
    expect(r.bothHands).toBeNull();
  });

  it('9.3c: equal highest wagers: the lowest numbered seat', () => {
    const r = squeezeHolders([
      b(5, 'player', 10000),
      b(2, 'player', 10000),
      b(7, 'player', 10000),
      b(1, 'player', 500),
    ]);
    expect(r.player.seat).toBe(2);
    expect(r.player.rule).toBe('Tasmania 9.3a, 9.3c');
  });

  it('9.3b: a refusal passes the cards to the next highest wager', () => {
    const r = squeezeHolders([b(4, 'player', 10000), b(2, 'player', 5000), b(6, 'player', 2500)], {
      player: [4],
    });
    expect(r.player).toMatchObject({ seat: 2, refusedBy: [4], amount: 5000 });
    expect(r.player.rule).toContain('9.3b');
  });

  it('9.3b, 9.3c: after a refusal, equal next-highest wagers go to the lower seat', () => {
    const r = squeezeHolders([b(4, 'banker', 10000), b(6, 'banker', 5000), b(3, 'banker', 5000)], {
      banker: [4],
    });
    expect(r.banker.seat).toBe(3);
  });

  it('9.3b, 9.3c: after a refusal, equal next-highest wagers cite 9.3c and say why', () => {
    const r = squeezeHolders([b(4, 'banker', 10000), b(6, 'banker', 5000), b(3, 'banker', 5000)], {
      banker: [4],
    });
    expect(r.banker.rule).toBe('Tasmania 9.3a, 9.3b, 9.3c');
    expect(english(r.banker.explanation)).toContain('equal highest: the lowest numbered seat');
  });

  it('9.3b: a refusal by a lower wager is never reached: the highest wager takes the cards', () => {
    const r = squeezeHolders([b(4, 'player', 10000), b(2, 'player', 5000)], { player: [2] });
    expect(r.player).toMatchObject({ seat: 4, refusedBy: [], rule: 'Tasmania 9.3a' });
    expect(english(r.player.explanation)).not.toContain('refused');
  });

  it('9.3b, 9.3c: a refusal by the lower of two equal highest passes to the other', () => {
    const r = squeezeHolders([b(2, 'player', 10000), b(5, 'player', 10000)], { player: [2] });
    expect(r.player.seat).toBe(5);
  });

  it('9.3f: a seat with the highest wager on both hands handles one set at a time', () => {
    const r = squeezeHolders([b(1, 'player', 10000), b(1, 'banker', 20000), b(3, 'banker', 500)]);
    expect(r.player.seat).toBe(1);
    expect(r.banker.seat).toBe(1);
    expect(r.bothHands).toBe(1);
    expect(r.notes.some((n) => english(n).startsWith('Tasmania 9.3f'))).toBe(true);
  });

  it('nobody wagered on the Banker: the dealer turns those cards', () => {
    const r = squeezeHolders([b(3, 'player', 1000)]);
    expect(r.banker).toMatchObject({ seat: null, amount: 0 });
    expect(english(r.banker.explanation)).toContain('dealer turns');
    expect(r.bothHands).toBeNull();
  });

  it('every wagering seat refuses: the dealer turns those cards', () => {
    const r = squeezeHolders([b(3, 'player', 1000), b(4, 'player', 500)], { player: [3, 4] });
    expect(r.player).toMatchObject({ seat: null, refusedBy: [3, 4] });
  });
});

describe('Tasmania 16.7.2: competition play breaks ties by betting sequence', () => {
  it('the first of the equal highest wagers in the betting sequence receives the cards', () => {
    const bets = [b(2, 'player', 10000), b(5, 'player', 10000)];
    const order = competitionBettingOrder([1, 2, 3, 4, 5, 6, 7], 4); // 4, 5, 6, 7, 1, 2, 3
    expect(competitionSqueezeHolders(bets, order).player.seat).toBe(5);
    expect(competitionSqueezeHolders(bets, order).player.rule).toContain('16.7.2');
    // The same bets in the non-competition game go to the lower seat (9.3c).
    expect(squeezeHolders(bets).player.seat).toBe(2);
  });

  it.each([
    [[1, 2, 3, 4, 5, 6, 7], 1, [1, 2, 3, 4, 5, 6, 7]],
    [[1, 2, 3, 4, 5, 6, 7], 4, [4, 5, 6, 7, 1, 2, 3]],
    [[2, 9, 5], 9, [9, 2, 5]],
  ])('16.5.4-16.5.5: seats %j with the puck at seat %i wager in the order %j', (seats, puck, order) => {
    expect(competitionBettingOrder(seats, puck)).toEqual(order);
  });
});
