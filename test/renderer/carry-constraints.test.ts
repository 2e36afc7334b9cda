// Issue 23: changing a section's drill kind never drops its constraints silently: those the new kind understands are
// kept, the rest are named (the editor offers to undo).
import { describe, expect, it } from 'vitest';
import { carryConstraints } from '../../renderer/lib/studio/carry-constraints.ts';

describe('constraints carried to another drill kind', () => {
  it.each([
    // Third-card calls to calling the hand: the Player's draw means the same; the Banker's two-card point is the
    // final point there (not the same constraint), and "Banker draws" has no field there.
    [
      { bankerPoint: [3, 6], playerThirdCard: true, bankerDraws: true },
      'third-card',
      'call-hand',
      { playerThirdCard: true },
      ['bankerPoint', 'bankerDraws'],
    ],
    // Between the coup kinds that share their constraints, everything is kept.
    [
      { winner: 'banker', playerPoint: 5 },
      'call-hand',
      'whole-coup',
      { winner: 'banker', playerPoint: 5 },
      [],
    ],
    // Payouts to commission: nothing in common.
    [{ bets: ['tie'], outcome: 'win' }, 'payout', 'commission', {}, ['bets', 'outcome']],
    [{}, 'commission', 'payout', {}, []],
    // Odd stakes mean the same in every kind that deals bets, and only there.
    [{ oddStakes: true, outcome: 'win' }, 'payout', 'commission', { oddStakes: true }, ['outcome']],
    [{ oddStakes: true }, 'settle-table', 'procedure', { oddStakes: true }, []],
    [{ oddStakes: true }, 'payout', 'call-hand', {}, ['oddStakes']],
  ] as const)('%j from %s to %s keeps %j and names %j', (constraints, from, to, kept, lost) => {
    expect(carryConstraints(constraints, from, to)).toEqual({ kept, lost });
  });
});
