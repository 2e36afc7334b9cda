// House conventions (docs/PROFILES.md): each setting is stated on the table notice of every scene, in the words
// that decide the answers at that table.
import { english } from '../../core/i18n/phrase.ts';
import { describe, expect, it } from 'vitest';
import { commissionConvention } from '../../core/commission.ts';
import { conventionLines } from '../../core/conventions.ts';
import { generateItems } from '../../core/drills/generate.ts';
import type { DrillSet } from '../../core/drills/spec.ts';
import { DRILL_KINDS } from '../../core/drills/types.ts';
import { BUILT_IN_PROFILES, builtInProfile, type TableProfile } from '../../core/profiles.ts';

const tasmania = builtInProfile('tasmania') as TableProfile;

describe('house conventions on the table notice', () => {
  it.each<[string, Partial<TableProfile>, string]>([
    ["seat 1 at the dealer's right (default)", {}, "Seat 1 is at the dealer's right"],
    ["seat 1 at the dealer's left", { seatOne: 'dealer-left' }, "Seat 1 is at the dealer's left"],
    ['Tasmania 5.3 read as who sat down first (default)', {}, 'the player who sat down first (Tasmania 5.3)'],
    [
      'Tasmania 5.3 read as the first place',
      { cutOfferFirst: 'first-place' },
      'the lowest-numbered occupied seat (Tasmania 5.3)',
    ],
    [
      'all losers taken before any winner is paid (default)',
      {},
      'Every losing bet is taken before any winner is paid',
    ],
    [
      'main bets before side bets',
      { settlementOrder: 'main-then-side' },
      'The main bets are settled (losers taken, then winners paid) before the side bets',
    ],
    ['a fraction of a cent rounded down (default)', {}, 'a fraction is rounded down'],
    ['a fraction of a cent rounded half up', { fractionalCents: 'half-up' }, 'a half cent up'],
    [
      'Tasmania 12.2: commission deducted, to the cent',
      {},
      'Banker commission 5%, deducted at payment, rounded up to the whole cent.',
    ],
    ['Tasmania 7.3b: pro rata to the chip', {}, 'each rounded down to the $0.25 chip'],
    ['Tasmania 16: competition play declared', {}, 'Competition play (Tasmania 16) is offered'],
    ['no competition play', { competition: null }, 'No competition play'],
  ])('%s', (_case, over, words) => {
    expect(conventionLines({ ...tasmania, ...over }).join('\n')).toContain(words);
  });

  it('casino guide: the commission box convention is on the notice', () => {
    expect(conventionLines(builtInProfile('casino-guide') as TableProfile)).toContain(
      "Banker paid even money, 5% commission marked to the seat's box (each mark rounded up to the $0.25 chip), paid by the end of the shoe at the latest.",
    );
  });

  it('a six-pays-half table states no commission', () => {
    expect(conventionLines(builtInProfile('deltin') as TableProfile).join('\n')).not.toContain('commission');
  });

  it.each<[string, 'payout' | 'settle-table', Record<string, unknown>]>([
    ['dragon-bonus', 'payout', { bets: ['banker'], outcome: 'win' }],
    ['casino-guide', 'payout', { bets: ['banker'], outcome: 'win' }],
    ['tasmania', 'settle-table', { winner: 'banker' }],
    ['casino-guide', 'settle-table', { winner: 'banker' }],
  ])(
    'Tasmania 12.2: %s %s questions on a Banker win state the house commission rule (settle-table: on the notice)',
    (id, kind, constraints) => {
      const p = builtInProfile(id) as TableProfile;
      const made = generateItems(
        {
          format: 'baccarat-drill-set',
          version: 1,
          title: 'commission stated',
          description: '',
          profile: id,
          sections: [{ kind, count: 5, difficulty: 'standard', timeLimitMs: null, constraints }],
          passMarks: { overall: 0.8, perSkill: {} },
          mode: 'practice',
          redLineFailsAssessment: false,
        },
        'stated',
      );
      if (!made.ok) throw new Error(made.error);
      for (const item of made.items) {
        const last = item.steps[item.steps.length - 1]!;
        if (kind === 'settle-table') {
          // Issue 23: the settlement's question is one line; the table notice beside it states the rule.
          expect(english(last.prompt.question)).toBe('Settle the table.');
          expect(last.prompt.scene.conventions?.map(english)).toContain(commissionConvention(p));
        } else expect(english(last.prompt.question)).toContain(commissionConvention(p));
      }
    },
  );

  it.each(BUILT_IN_PROFILES.map((p) => p.id))(
    '%s: every scene of every kind carries the seat numbering and the conventions',
    (id) => {
      const p = builtInProfile(id) as TableProfile;
      const kinds = DRILL_KINDS.filter((k) => k !== 'commission' || p.banker.kind === 'commission');
      const set: DrillSet = {
        format: 'baccarat-drill-set',
        version: 1,
        title: 'conventions',
        description: '',
        profile: id,
        sections: kinds.map((kind) => ({ kind, count: 3, difficulty: 'standard', timeLimitMs: null })),
        passMarks: { overall: 0.8, perSkill: {} },
        mode: 'practice',
        redLineFailsAssessment: false,
      };
      const made = generateItems(set, 'conventions');
      if (!made.ok) throw new Error(made.error);
      for (const item of made.items)
        for (const step of item.steps) {
          expect(step.prompt.scene.seatOne).toBe(p.seatOne);
          expect(step.prompt.scene.conventions?.map(english)).toEqual(conventionLines(p));
        }
    },
  );
});
