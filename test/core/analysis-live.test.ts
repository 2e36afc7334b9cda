// The live analysis beside the profile form (issue 12): the same exact figures as analyze() from an enumeration kept
// per deck count, and a pay-table typo flagged in words (a negative edge, or an edge far from the published tables').
import { describe, expect, test } from 'vitest';
import { english } from '../../core/i18n/phrase.ts';
import { analyze } from '../../core/analysis.ts';
import { edgeWarning } from '../../core/analysis/edge-warnings.ts';
import { countsKept, liveAnalysis } from '../../core/analysis/live.ts';
import { BUILT_IN_PROFILES, builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { houseTargets } from '../../core/progress/house-targets.ts';
import { DEFAULT_HOUSE_TARGETS, floorReadiness, skillProgressFromStats } from '../../core/progress/levels.ts';

describe('liveAnalysis', () => {
  test.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s: the same exact figures as analyze()',
    (_id, p) => {
      const live = liveAnalysis(p);
      const full = analyze(p, p.decks);
      expect(live).toEqual(full);
      expect(countsKept(p.decks)).toBe(true);
    },
  );

  test('Tasmania 4.1: a shoe of 3 decks is refused with the rule', () => {
    const p = { ...(builtInProfile('casino-guide') as TableProfile), decks: 3 };
    expect(liveAnalysis(p)).toMatchObject({
      ok: false,
      error: 'Tasmania 4.1: a shoe holds 4 to 8 decks, not 3',
    });
  });
});

describe('edgeWarning', () => {
  test.each([
    ['tie', 0.1436, null],
    ['tie', 0.0484, null],
    ['perfect_pair_player', 0.041, null],
    ['dragon_player', 0.0265, null],
    ['dragon_banker', 0.0937, null],
    ['dragon_player', -0.2, /the house loses 20\.00% of every bet here/],
    ['perfect_pair_banker', 0.12, /keeps 12\.00%, far from the usual about 4%/],
    ['perfect_pair_player', 0.007, /far from the usual about 4%/],
    ['banker', 0.05, /far from the usual about 1\.1%/],
  ] as const)('%s at %s', (bet, edge, words) => {
    const w = edgeWarning(bet, edge);
    if (words === null) expect(w).toBeNull();
    else expect(w && english(w)).toMatch(words);
  });

  test('every built-in profile is free of warnings', () => {
    for (const p of BUILT_IN_PROFILES) {
      const a = liveAnalysis(p);
      if (!a.ok) throw new Error(a.error);
      for (const [bet, f] of Object.entries(a.value.bets))
        expect(edgeWarning(bet as never, f.houseEdge)).toBeNull();
    }
  });
});

describe('issue 13: the house targets of a profile', () => {
  test('a profile without targets uses the app-wide defaults', () => {
    expect(houseTargets(builtInProfile('tasmania'))).toBe(DEFAULT_HOUSE_TARGETS);
    expect(houseTargets(null)).toBe(DEFAULT_HOUSE_TARGETS);
  });

  test("a profile's own targets: its skills, per-skill accuracy and pace, and answers needed", () => {
    const p: TableProfile = {
      ...(builtInProfile('tasmania') as TableProfile),
      targets: { minAnswered: 10, skills: [{ kind: 'payout', accuracy: 80, paceMs: 9000 }] },
    };
    const t = houseTargets(p);
    expect(t.skills).toEqual(['payout']);
    expect(t.accuracyBySkill).toEqual({ payout: 0.8 });
    expect(t.speedMs.payout).toBe(9000);
    expect(t.minAnswered).toBe(10);
    const stats = [{ kind: 'payout' as const, answered: 10, correct: 8, medianMs: 8500 }];
    expect(floorReadiness(skillProgressFromStats(stats, {}), t)).toEqual({ ready: true, reasons: [] });
    expect(floorReadiness(skillProgressFromStats(stats, {}), DEFAULT_HOUSE_TARGETS).ready).toBe(false);
    const slow = [{ ...stats[0]!, correct: 7, medianMs: 9500 }];
    expect(floorReadiness(skillProgressFromStats(slow, {}), t).reasons.map(english)).toEqual([
      'Payouts: accuracy 70% is below 80%',
      'Payouts: median 9.5 s is slower than 9 s',
    ]);
  });
});
