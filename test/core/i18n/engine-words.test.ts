// Issue 24: the engine's words outside the drill steps (the case tags on the progress screens, the house conventions
// on the table notice) are messages: the same ids and parameters in every language, English word for word as before,
// and no English left in the Chinese (bar the rule documents' names and section numbers, and the house's own word
// for a push, which is a profile field).
import { describe, expect, it } from 'vitest';
import { caseLabel, caseLabelRef } from '../../../core/progress/case-label.ts';
import { conventionLines, conventionRefs } from '../../../core/conventions.ts';
import { say, type MessageRef } from '../../../core/i18n/say.ts';
import { BUILT_IN_PROFILES, builtInProfile, type TableProfile } from '../../../core/profiles.ts';

/** English words left in a Chinese sentence, once the names that stay English are taken out. */
function englishLeft(text: string, keep: readonly string[] = []): string[] {
  let rest = text.replace(/Tasmania|Perfect Pairs|Dragon Bonus/g, '');
  for (const k of keep) rest = rest.split(k).join('');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const TAGS = [
  'banker-4-vs-2',
  'banker-6-vs-none',
  'points-5-0',
  'natural-9',
  'player-draws-5',
  'banker-stands-7',
  'result-banker',
  'result-tie',
  'player-wins-9',
  'tie-6',
  'perfect_pair_player-lose',
  'banker-push',
  'pp-coloured',
  'dragon-7',
  'ten-or-court',
  'dealer-order',
  'pay-fewest',
  'chips-11-plus',
];

describe('case tags as messages', () => {
  it.each(TAGS)('%s: the English is caseLabel, and zh-Hant and zh-Hans have no English left', (tag) => {
    const r = caseLabelRef(tag);
    expect(say(r, 'en')).toBe(caseLabel(tag));
    for (const language of ['zh-Hant', 'zh-Hans'] as const) {
      const zh = say(r, language);
      expect(zh).not.toBe('');
      expect(englishLeft(zh)).toEqual([]);
    }
  });

  it.each([
    [
      'banker-4-vs-2',
      "Banker 4 v Player's third card 2",
      '莊 4 點對閒家第三張牌 2',
      '庄 4 点对闲家第三张牌 2',
    ],
    ['perfect_pair_player-lose', 'Perfect Pairs (Player) loses', '完美對子（閒）輸', '完美对子（闲）输'],
    ['tie-6', 'Tie at 6', '6 點和局', '6 点和局'],
  ])('%s in the three languages', (tag, en, hant, hans) => {
    const r = caseLabelRef(tag);
    expect([say(r, 'en'), say(r, 'zh-Hant'), say(r, 'zh-Hans')]).toEqual([en, hant, hans]);
  });

  it("an irregularity's tag is its irregularity's own label, in every language", () => {
    expect(say(caseLabelRef('irr-excess-card'), 'en')).toBe('Excess card drawn (14.2)');
    expect(say(caseLabelRef('irr-excess-card'), 'zh-Hant')).not.toMatch(/[A-Za-z]/);
  });
});

describe('house conventions as messages', () => {
  const variants: [string, Partial<TableProfile>][] = [
    ['defaults', {}],
    [
      'the other readings',
      {
        seatOne: 'dealer-left',
        cutOfferFirst: 'first-place',
        settlementOrder: 'main-then-side',
        fractionalCents: 'half-up',
        competition: { indicatorCard: true, secretWagers: 3, unit: 100 },
      },
    ],
  ];
  const profiles = BUILT_IN_PROFILES.flatMap((p) =>
    variants.map(([name, patch]) => [`${p.id}, ${name}`, { ...p, ...patch } as TableProfile] as const),
  );

  it.each(profiles)(
    '%s: English unchanged; the Chinese says every line with no English',
    (_name, profile) => {
      const refs: MessageRef[] = conventionRefs(profile);
      expect(refs.map((r) => say(r, 'en'))).toEqual(conventionLines(profile));
      for (const language of ['zh-Hant', 'zh-Hans'] as const) {
        const lines = refs.map((r) => say(r, language));
        expect(lines).toHaveLength(conventionLines(profile).length);
        for (const line of lines) expect(englishLeft(line, [profile.pushWord ?? 'push'])).toEqual([]);
      }
    },
  );

  it('the settlement order names where a round starts, in the same language', () => {
    const tasmania = builtInProfile('tasmania') as TableProfile;
    const [, , order] = conventionRefs({ ...tasmania, seatOne: 'dealer-left' });
    expect(say(order as MessageRef, 'zh-Hant')).toContain('由最大號的座位起從右至左');
    expect(say(order as MessageRef, 'zh-Hans')).toContain('由最大号的座位起从右至左');
  });
});
