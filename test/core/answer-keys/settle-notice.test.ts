// Issue 23, the trainee's screen: the settle-the-table question is one line, the house's conventions stay on the table
// notice (not in every question), and the citation names each section once. Where a convention decides the key (the
// order, seat 1's end, the commission, the word for a push), the trainee must still see it: every settle-the-table
// scene at every house carries it on its notice, in the words the key follows ("a trainee is never marked wrong for a
// defensible reading"; the notice's fold is in view at every window size, test/e2e/screens.e2e.ts).
import { english } from '../../../core/i18n/phrase.ts';
import { describe, expect, it } from 'vitest';
import { commissionConvention } from '../../../core/commission.ts';
import { pushWordWords, seatNumberingWords, settlementOrderWords } from '../../../core/conventions.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { SETTLE_QUESTION } from '../../../core/drills/kinds/settle-table.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../../core/profiles.ts';
import { drillSet } from '../drills/helpers.ts';

/** Each house as built in, and with every convention the other way (seat 1 at the other end, main bets first, a
 *  house word for a push): the notice must follow the profile, not the defaults. */
const HOUSES: [string, TableProfile][] = BUILT_IN_PROFILES.flatMap((p): [string, TableProfile][] => [
  [p.id, p],
  [
    `${p.id}, conventions reversed`,
    {
      ...p,
      seatOne: p.seatOne === 'dealer-right' ? 'dealer-left' : 'dealer-right',
      settlementOrder: p.settlementOrder === 'losers-first' ? 'main-then-side' : 'losers-first',
      pushWord: 'stand-off',
    },
  ],
]);

describe.each(HOUSES)('%s: settle the table', (_name, profile) => {
  const made = generateItems(
    drillSet(
      [
        {
          kind: 'settle-table',
          count: 12,
          difficulty: 'hard',
          timeLimitMs: null,
          constraints: { sideBets: true },
        },
      ],
      { profile },
    ),
    `notice-${profile.id}`,
  );
  if (!made.ok) throw new Error(made.error);

  it('the question is one short line, stating no convention', () => {
    for (const item of made.items) {
      const q = item.steps[0]!.prompt.question;
      expect(q).toEqual(SETTLE_QUESTION);
      expect(english(q)).toBe('Settle the table.');
      expect(english(q)).not.toMatch(/push|stand-off|commission|right to left|losers/);
    }
  });

  it('every convention that decides the key is on the table notice, in the profile’s words', () => {
    const deciding = [settlementOrderWords(profile), seatNumberingWords(profile), pushWordWords(profile)];
    if (profile.banker.kind === 'commission') deciding.push(commissionConvention(profile));
    for (const item of made.items) {
      const notice = (item.steps[0]!.prompt.scene.conventions ?? []).map(english);
      for (const line of deciding) expect(notice).toContain(line);
    }
  });

  it('the citation names the house procedure and each section once, the Tasmanian ones together', () => {
    for (const item of made.items) {
      const rule = item.steps[0]!.key.rule;
      expect(rule).toMatch(/^House dealing procedure \(this house's settlement order/);
      // The order itself is on the notice, not repeated in the citation.
      expect(rule).not.toContain(settlementOrderWords(profile).slice(0, 30));
      expect(rule.match(/Tasmania /g)?.length ?? 0).toBeLessThanOrEqual(1);
      const sections = rule.match(/Tasmania ([^;]+)/)?.[1]?.split(', ') ?? [];
      expect(new Set(sections).size).toBe(sections.length);
      const cited = rule.split('; ');
      expect(new Set(cited).size).toBe(cited.length);
    }
  });
});
