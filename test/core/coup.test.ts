import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, handPoint, type Card } from '../../core/cards.ts';
import { cardsFrom, coupFromCards, dealInOrder } from '../../core/coup.ts';

function coup(cards: string) {
  const r = coupFromCards(cards.split(',') as Card[]);
  if (!r.ok) throw new Error(r.error);
  return r.coup;
}

describe('Tasmania 9.2, 10, 11: a coup from known cards', () => {
  it.each([
    // [cards in shoe order, player hand, banker hand, winner, calls]
    [
      '9h,Kd,Tc,5s',
      ['9h', 'Tc'],
      ['Kd', '5s'],
      'player',
      ['Player 9, Banker 5.', 'Player natural 9.', 'Player wins, 9 over 5.'],
    ],
    [
      '3h,4d,2c,2s,7h,9d',
      ['3h', '2c', '7h'],
      ['4d', '2s', '9d'],
      'banker',
      [
        'Player 5, Banker 6.',
        'Player draws.',
        'Player 2.',
        'Banker draws.',
        'Banker 5.',
        'Banker wins, 5 over 2.',
      ],
    ],
  ])(
    'Tasmania 9.2: deals %s in the order P, B, P, B and calls it',
    (cards, player, banker, winner, calls) => {
      const c = coup(cards);
      expect(c.player).toEqual(player);
      expect(c.banker).toEqual(banker);
      expect(c.winner).toBe(winner);
      expect(c.calls).toEqual(calls);
    },
  );

  it('Tasmania 11: Banker 6 draws against a Player third card of 7 (and the calls are in order)', () => {
    const c = coup('3h,4d,2c,2s,7h,9d');
    expect(c.player).toEqual(['3h', '2c', '7h']);
    expect(c.banker).toEqual(['4d', '2s', '9d']);
    expect(c.playerPoint).toBe(2);
    expect(c.bankerPoint).toBe(5);
    expect(c.winner).toBe('banker');
    expect(c.calls).toEqual([
      'Player 5, Banker 6.',
      'Player draws.',
      'Player 2.',
      'Banker draws.',
      'Banker 5.',
      'Banker wins, 5 over 2.',
    ]);
  });

  it('Tasmania 11: Banker 3 stands against a Player third card of 8', () => {
    const c = coup('Ah,Kd,2c,3s,8h,9d');
    expect(c.player).toEqual(['Ah', '2c', '8h']);
    expect(c.banker).toEqual(['Kd', '3s']);
    expect(c.calls).toContain('Banker stands.');
    expect(c.dealt).toHaveLength(5);
  });

  it('Tasmania 11: a Player third card of a ten counts 0, so Banker 3 draws and Banker 4 stands', () => {
    expect(coup('Ah,Kd,2c,3s,Th,9d').banker).toHaveLength(3);
    expect(coup('Ah,Kd,2c,4s,Jh,9d').banker).toHaveLength(2);
  });

  it('Tasmania 11: the Player stands on 6 and the Banker then draws on 0-5 and stands on 6', () => {
    expect(coup('6h,Kd,Tc,5s,9h').banker).toEqual(['Kd', '5s', '9h']);
    expect(coup('6h,Kd,Tc,6s,9h').banker).toEqual(['Kd', '6s']);
  });

  it('Tasmania 10.2: a tie is called with its point', () => {
    const c = coup('7h,7d,Tc,Ks');
    expect(c.winner).toBe('tie');
    expect(c.calls.at(-1)).toBe('Tie, 7.');
  });

  it('a natural on either side stops both hands (Tasmania 11)', () => {
    const c = coup('2h,8d,3c,Ks,9h,9d');
    expect(c.natural).toBe(true);
    expect(c.bankerNatural).toBe(true);
    expect(c.dealt).toHaveLength(4);
    expect(c.calls).toEqual(['Player 5, Banker 8.', 'Banker natural 8.', 'Banker wins, 8 over 5.']);
  });

  it('too few cards is an error that says how many were given', () => {
    expect(coupFromCards(['3h', '4d'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('2 given'),
    });
    expect(coupFromCards(['3h', '4d', '2c', '2s', '7h'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('5 given, and this coup needs more'),
    });
  });

  const card = fc.constantFrom(...RANKS.flatMap((r) => SUITS.map((s) => `${r}${s}` as Card)));

  it('properties: 4 to 6 cards, dealt in shoe order, points are the hands’ points, winner is the higher point', () => {
    fc.assert(
      fc.property(fc.array(card, { minLength: 6, maxLength: 6 }), (cards) => {
        const r = coupFromCards(cards);
        if (!r.ok) return false;
        const c = r.coup;
        expect(c.dealt).toEqual(cards.slice(0, c.dealt.length));
        expect(c.dealt.length).toBe(c.player.length + c.banker.length);
        expect(c.playerPoint).toBe(handPoint(c.player));
        expect(c.bankerPoint).toBe(handPoint(c.banker));
        const expected =
          c.playerPoint > c.bankerPoint ? 'player' : c.playerPoint < c.bankerPoint ? 'banker' : 'tie';
        expect(c.winner).toBe(expected);
        return c.dealt.length >= 4 && c.dealt.length <= 6;
      }),
      { numRuns: 2000 },
    );
  });

  it('Tasmania 9.2: a coup cut short after n cards has dealt them P, B, P, B, then the third cards, as the whole coup does', () => {
    fc.assert(
      fc.property(fc.array(card, { minLength: 6, maxLength: 6 }), fc.nat(6), (cards, n) => {
        const whole = coup(cards.join(','));
        const part = dealInOrder(cardsFrom(cards.slice(0, n)));
        const shown = Math.min(n, whole.dealt.length);
        expect(part.complete).toBe(n >= whole.dealt.length);
        expect(part.dealt).toEqual(whole.dealt.slice(0, shown));
        // The first four alternate Player, Banker; each hand receives its cards in the whole coup's order.
        expect(part.order.slice(0, 4)).toEqual(['player', 'banker', 'player', 'banker'].slice(0, shown));
        expect(part.player).toEqual(whole.player.slice(0, part.player.length));
        expect(part.banker).toEqual(whole.banker.slice(0, part.banker.length));
        expect(part.player.length + part.banker.length).toBe(shown);
      }),
      { numRuns: 2000 },
    );
  });
});
