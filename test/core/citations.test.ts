// Every answer key cites the document that states its rule: Deltin's odds the Deltin guide, the Dragon Bonus pay table
// the Dragon Bonus guide, the commission box the casino guide; house practice is cited as that, never as a Tasmania
// clause it is not.
import { describe, expect, it } from 'vitest';
import type { BetName } from '../../core/bets.ts';
import { parseCards } from '../../core/cards.ts';
import { coupFromCards, type Coup } from '../../core/coup.ts';
import {
  citationRef,
  deltinSideBetRule,
  DRAGON_GUIDE,
  citeOnce,
  commissionBoxRule,
  DRAGON_RULE,
  houseOrderRule,
  mainBetRule,
  type MainBetRule,
} from '../../core/citations.ts';
import { settlementOrderRef, settlementOrderWords } from '../../core/conventions.ts';
import { english, sayPhrase } from '../../core/i18n/phrase.ts';
import { generateItems } from '../../core/drills/generate.ts';
import { procedure } from '../../core/drills/kinds/procedure.ts';
import type { DrillSection } from '../../core/drills/spec.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { settleBet } from '../../core/settlement.ts';
import { competitionSqueezeHolders, squeezeHolders } from '../../core/squeeze.ts';
import { drillSet } from './drills/helpers.ts';

function profile(id: string): TableProfile {
  const p = builtInProfile(id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
}

function coup(cards: string): Coup {
  const parsed = parseCards(cards);
  if (!parsed.ok) throw new Error(parsed.error);
  const c = coupFromCards(parsed.value);
  if (!c.ok) throw new Error(c.error);
  return c.coup;
}

// Player 9♥ K♣, a natural 9, over Banker 3♦ 2♠; Banker 6 or 7 over Player 4; a tie at 7.
const PLAYER_WINS = coup('9h,3d,Kc,2s');
const BANKER_SIX = coup('Th,3s,4c,3h,Kd,Qc'); // Player 4 draws K -> 4; Banker 6 stands on a 10: Banker wins with 6
const BANKER_SEVEN = coup('Th,3s,4c,4h,Kd,Qc'); // Banker 7 stands: Banker wins 7 over 4
const TIE = coup('7h,7d,Kc,Ks');

const settle = (p: TableProfile, c: Coup, on: BetName) => {
  const r = settleBet(p, c, { on, amount: 2000 });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('citations: each rule from the document that states it at that house', () => {
  it('the coups are what the rows say', () => {
    expect([PLAYER_WINS.winner, BANKER_SIX.winner, BANKER_SIX.bankerPoint, BANKER_SEVEN.bankerPoint]).toEqual(
      ['player', 'banker', 6, 7],
    );
    expect(TIE.winner).toBe('tie');
  });

  it.each([
    ['deltin', PLAYER_WINS, 'player', /^Deltin guide: a Player win is paid 1 to 1$/],
    ['deltin', BANKER_SIX, 'banker', /^Deltin guide: a Banker win with a point total of 6 is paid half$/],
    ['deltin', BANKER_SEVEN, 'banker', /^Deltin guide: a Banker win is paid 1 to 1$/],
    ['deltin', TIE, 'tie', /^Deltin guide: Tie bets are paid 8 to 1$/],
    ['deltin', TIE, 'banker', /^Deltin guide: on a Tie the Player and Banker bets stand/],
    ['deltin', BANKER_SIX, 'super_six', /^Deltin guide: Super Six/],
    ['deltin', PLAYER_WINS, 'player_pair', /^Deltin guide: Player Pair/],
    ['dragon-bonus', PLAYER_WINS, 'dragon_player', /^Dragon Bonus guide: Dragon Bonus pay table$/],
    ['dragon-bonus', TIE, 'dragon_banker', /^Dragon Bonus guide: Dragon Bonus pay table$/],
    ['dragon-bonus', PLAYER_WINS, 'player', /^Dragon Bonus guide: a Player win is paid even money$/],
    ['dragon-bonus', TIE, 'tie', /^Dragon Bonus guide: a Tie wager is paid 8 to 1$/],
    [
      'dragon-bonus',
      BANKER_SEVEN,
      'banker',
      /^Dragon Bonus guide: a Banker win is paid even money less a 5% commission/,
    ],
    ['tasmania', PLAYER_WINS, 'player', /^Tasmania 12\.1$/],
    ['tasmania', BANKER_SEVEN, 'banker', /^Tasmania 12\.2$/],
    ['tasmania', TIE, 'tie', /^Tasmania 12\.3$/],
    ['tasmania', TIE, 'player', /^Tasmania 6\.8$/],
    ['tasmania-federal', BANKER_SIX, 'banker', /^Tasmania 12\.4, 13$/],
  ] as const)('%s: %s, a %s bet cites %s', (id, c, on, rule) => {
    expect(settle(profile(id), c, on).rule).toMatch(rule);
  });

  it('the commission box cites the casino guide, whatever house marks it', () => {
    const box: TableProfile = {
      ...profile('tasmania'),
      id: 'box-house',
      banker: {
        kind: 'commission',
        odds: { pays: 19, per: 20 },
        collection: 'box',
        rounding: 'exact',
        roundOn: 'mark',
      },
    };
    expect(settle(box, BANKER_SEVEN, 'banker').rule).toMatch(
      /^Tasmania 12\.2; casino guide: commission is paid by the end of each shoe, at the latest$/,
    );
    expect(settle({ ...box, id: 'casino-guide' }, BANKER_SEVEN, 'banker').rule).toMatch(
      /^casino guide: .*5% commission.*; casino guide: commission is paid by the end of each shoe/,
    );
  });

  it("a trainer's own profile follows the document its source names", () => {
    const own: TableProfile = { ...profile('deltin'), id: 'club-deltin', source: 'Deltin gaming guide' };
    expect(settle(own, PLAYER_WINS, 'player').rule).toMatch(/^Deltin guide/);
    const plain: TableProfile = {
      ...profile('tasmania'),
      id: 'club-seven',
      source: 'Club Seven house rules',
    };
    expect(settle(plain, PLAYER_WINS, 'player').rule).toBe('Tasmania 12.1');
  });

  it.each(['deltin', 'dragon-bonus', 'tasmania'])(
    '%s: the settle-the-table key cites the house dealing procedure as that, then each bet by its own rule',
    (id) => {
      const made = generateItems(
        drillSet(
          [{ kind: 'settle-table', count: 20, difficulty: 'hard', timeLimitMs: null } as DrillSection],
          { profile: id },
        ),
        `settle-${id}`,
      );
      if (!made.ok) throw new Error(made.error);
      for (const item of made.items) {
        const rule = item.steps[0]!.key.rule;
        expect(rule).toMatch(/^House dealing procedure \(/);
        if (id !== 'tasmania') expect(rule).not.toMatch(/Tasmania 12\b|Tasmania 6\.6-6\.7/);
      }
    },
  );
});

describe('the squeeze: nobody wagered on a hand', () => {
  const bets = [{ seat: 3, on: 'banker' as const, amount: 5000 }];

  it('house practice (by analogy with Tasmania 16.7.5), not 9.3: the dealer turns the Player cards', () => {
    const r = squeezeHolders(bets);
    expect(r.player).toMatchObject({ seat: null, rule: 'House practice (by analogy with Tasmania 16.7.5)' });
    expect(r.player.rule).not.toMatch(/9\.3/);
    expect(r.banker.rule).toBe('Tasmania 9.3a');
  });

  it('Tasmania 16.7.5 in competition play, where the rule says so', () => {
    expect(competitionSqueezeHolders(bets, [3]).player.rule).toBe('Tasmania 16.7.5');
  });

  it('the squeeze drill tags the case squeeze-nobody, so adaptive practice can target it', () => {
    const made = generateItems(
      drillSet([
        {
          kind: 'procedure',
          count: 80,
          difficulty: 'standard',
          timeLimitMs: null,
          constraints: { topic: 'squeeze' },
        } as DrillSection,
      ]),
      'squeeze-nobody',
    );
    if (!made.ok) throw new Error(made.error);
    const noWager = made.items.filter((i) => i.steps[0]!.key.cases.includes('squeeze-nobody'));
    expect(noWager.length).toBeGreaterThan(0);
    for (const item of noWager) {
      expect(item.steps[0]!.key.rule).toBe('House practice (by analogy with Tasmania 16.7.5)');
      expect(english(item.steps[0]!.key.answerText)).toBe('The dealer turns them');
    }
    for (const item of made.items.filter((i) => !noWager.includes(i)))
      expect(item.steps[0]!.key.rule).not.toMatch(/House practice \(by analogy with Tasmania 16\.7\.5\)/);
    expect(procedure.constraintsForCase?.('squeeze-nobody')).toEqual({ topic: 'squeeze' });
  });
});

describe('the commission drill cites the house that states the rate, and the casino guide for the box', () => {
  // A house that marks commission in the box (whichever built-in profile does): Tasmania's table with the box.
  const boxHouse: TableProfile = {
    ...profile('tasmania'),
    id: 'box-house',
    banker: {
      kind: 'commission',
      odds: { pays: 19, per: 20 },
      collection: 'box',
      rounding: 'exact',
      roundOn: 'mark',
    },
  };

  it.each(['single', 'box', 'owed'] as const)('commission %s at a box house: the casino guide', (mode) => {
    const made = generateItems(
      drillSet(
        [
          {
            kind: 'commission',
            count: 3,
            difficulty: 'standard',
            timeLimitMs: null,
            constraints: { mode },
          } as DrillSection,
        ],
        { profile: boxHouse },
      ),
      `commission-${mode}`,
    );
    if (!made.ok) throw new Error(made.error);
    for (const item of made.items)
      for (const step of item.steps)
        expect(step.key.rule).toMatch(/casino guide: commission is paid by the end of each shoe/);
  });

  it('commission single at Tasmania: Tasmania 12.2', () => {
    const made = generateItems(
      drillSet([
        {
          kind: 'commission',
          count: 3,
          difficulty: 'standard',
          timeLimitMs: null,
          constraints: { mode: 'single' },
        } as DrillSection,
      ]),
      'commission-tasmania',
    );
    if (!made.ok) throw new Error(made.error);
    for (const item of made.items) expect(item.steps[0]!.key.rule).toBe('Tasmania 12.2');
  });
});

describe('citeOnce: each section once (issue 23)', () => {
  it.each<[string, string[], string]>([
    [
      'Tasmanian sections together, in the rules’ order, each once',
      [
        'House dealing procedure (x)',
        'Tasmania 12.1',
        'Tasmania 6.6',
        'Tasmania 12.1',
        'Tasmania 15.6b',
        'Tasmania 6.8',
      ],
      'House dealing procedure (x); Tasmania 6.6, 6.8, 12.1, 15.6b',
    ],
    [
      'a lettered clause after its section',
      ['Tasmania 15.7', 'Tasmania 15.6b', 'Tasmania 15.6'],
      'Tasmania 15.6, 15.6b, 15.7',
    ],
    [
      'a rule of several citations, one in brackets with a "; " of its own',
      ['House dealing procedure (a; b)', 'casino guide: x; casino guide: y', 'casino guide: x'],
      'House dealing procedure (a; b); casino guide: x; casino guide: y',
    ],
    ['a range and a list', ['Tasmania 6.6-6.8, 12', 'Tasmania 12'], 'Tasmania 6.6-6.8, 12'],
    [
      'no Tasmanian section',
      ['Deltin guide: a Player win is paid 1 to 1'],
      'Deltin guide: a Player win is paid 1 to 1',
    ],
  ])('%s', (_case, rules, cited) => {
    expect(citeOnce(rules)).toBe(cited);
  });
});

describe('a citation in the reader’s language, the English as stored (issue 24)', () => {
  const RULES: MainBetRule[] = [
    'player-wins',
    'player-loses',
    'banker-wins-commission',
    'banker-wins-even',
    'banker-wins-six-half',
    'banker-loses',
    'tie-wins',
    'tie-loses',
    'main-push',
  ];
  const houses = [
    ...['tasmania', 'deltin', 'dragon-bonus', 'casino-guide'].map(profile),
    { ...profile('casino-guide'), name: 'Lucky', tie: { pays: 9, per: 1 } },
    {
      ...profile('casino-guide'),
      name: 'Lucky',
      banker: { kind: 'commission', odds: { pays: 24, per: 25 } },
    },
  ] as TableProfile[];
  const cited = [
    ...new Set([
      ...houses.flatMap((h) => RULES.map((r) => mainBetRule(h, r))),
      ...houses.flatMap((h) => commissionBoxRule(h).split('; ')),
      DRAGON_RULE,
    ]),
  ];

  it.each(cited)('%s: its message says the same English, and Chinese words', (text) => {
    const message = citationRef(text);
    if (text.startsWith('Tasmania ')) {
      expect(message).toBeNull(); // a rule section stays as cited
      return;
    }
    expect(message).not.toBeNull();
    if (!message) return;
    expect(english(message)).toBe(text);
    for (const language of ['zh-Hant', 'zh-Hans'] as const) {
      const said = sayPhrase(message, language);
      // The documents' and houses' names stay as they are; nothing else in English.
      expect(said.replace(/Deltin|Lucky/g, '').match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    }
  });

  it("the table settlement's order (house practice, DEALING.md; the order on the table notice): English as cited before, said in Chinese", () => {
    const made = generateItems(
      drillSet([
        { kind: 'settle-table', count: 3, difficulty: 'standard', timeLimitMs: null } as DrillSection,
      ]),
      'settlement-order',
    );
    if (!made.ok) throw new Error(made.error);
    for (const item of made.items) {
      const first = item.steps[0]!.key.rule.split('; ')[0]!;
      expect(first).toBe(
        "House dealing procedure (this house's settlement order, in House conventions on the table notice)",
      );
      const message = citationRef(first);
      expect(message).not.toBeNull();
      expect(sayPhrase(message as never, 'zh-Hant')).toBe(
        '賭場派牌程序（本賭場的結算次序，見賭枱告示的「賭場慣例」）',
      );
      expect(sayPhrase(message as never, 'zh-Hans').match(/[A-Za-z]/g)).toBeNull();
    }
  });

  it('the dealer check\'s order, cited in full (its words hold "; "): English as cited before, one message said as the notice says it', () => {
    for (const seatOne of ['dealer-right', 'dealer-left'] as const)
      for (const settlementOrder of ['losers-first', 'main-then-side'] as const) {
        const house = { ...profile('tasmania'), id: 'mine', seatOne, settlementOrder };
        const made = generateItems(
          drillSet(
            [
              {
                kind: 'dealer-check',
                count: 2,
                difficulty: 'standard',
                timeLimitMs: null,
                constraints: { mistakePercent: 100, mistakes: ['order'] },
              } as DrillSection,
            ],
            { profile: house },
          ),
          'dealer-order',
        );
        if (!made.ok) throw new Error(made.error);
        for (const item of made.items) {
          const rule = item.steps[0]!.key.rule;
          // As the kind wrote it before it was a message: the notice's words without their full stop.
          expect(rule).toBe(`House dealing procedure (${settlementOrderWords(house).replace(/\.$/, '')})`);
          const message = citationRef(rule);
          expect(message).not.toBeNull();
          expect(english(message as never)).toBe(rule);
          const notice = sayPhrase(settlementOrderRef(house), 'zh-Hant').replace(/。$/, '');
          expect(sayPhrase(message as never, 'zh-Hant')).toBe(`賭場派牌程序（${notice}）`);
          expect(sayPhrase(message as never, 'zh-Hans').match(/[A-Za-z]/g)).toBeNull();
        }
      }
    expect(
      sayPhrase(
        citationRef(houseOrderRule({ seatOne: 'dealer-right', settlementOrder: 'losers-first' }))!,
        'zh-Hant',
      ),
    ).toBe(
      '賭場派牌程序（先收齊所有輸的注碼，才派彩給贏家：先收輸的主注，再收輸的旁注；然後派彩給贏的主注，再派彩給贏的旁注；每一輪都由1 號位起從右至左）',
    );
  });

  it('words the engine did not write have no message', () => {
    expect(citationRef('my own note')).toBeNull();
  });

  it("a house's own odds: the Chinese writes them the house's way round (1 賠 9 for 9 to 1)", () => {
    const text = mainBetRule(houses[4] as TableProfile, 'tie-wins');
    expect(text).toBe('Lucky house pay table: a Tie pays 9 to 1');
    expect(sayPhrase(citationRef(text) as never, 'zh-Hant')).toBe('Lucky 賭場賠率表：和注 1 賠 9');
  });

  it("Deltin's side bets and the Dragon Bonus guide: cited in English, said from their messages (1 賠 11 for 11:1)", () => {
    const pair = deltinSideBetRule('player_pair', { pays: 11, per: 1 });
    expect(pair).toBe('Deltin guide: Player Pair 11:1');
    expect(sayPhrase(citationRef(pair) as never, 'zh-Hant')).toBe('Deltin 指南：閒對 1 賠 11');
    const six = deltinSideBetRule('super_six', { pays: 12, per: 1 });
    expect(six).toBe('Deltin guide: Super Six 12:1');
    expect(sayPhrase(citationRef(six) as never, 'zh-Hans')).toBe('Deltin 指南：超级六 1 赔 12');
    expect(
      sayPhrase(citationRef(deltinSideBetRule('banker_pair', { pays: 11, per: 1 })) as never, 'zh-Hans'),
    ).toBe('Deltin 指南：庄对 1 赔 11');
    expect(DRAGON_GUIDE).toBe('Dragon Bonus guide');
    expect(sayPhrase(citationRef(DRAGON_GUIDE) as never, 'zh-Hant')).toBe('龍寶百家樂指南');
  });
});
