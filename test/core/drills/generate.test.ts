// Generation: deterministic from the seed, constraints honoured exactly, impossible constraints an error,
// and prompts that never carry an answer (nor a card dealt after their step).
import { describe, expect, it } from 'vitest';
import { cardValue, handPoint, type Card } from '../../../core/cards.ts';
import { coupFromCards, type Coup } from '../../../core/coup.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { createCoupDealer, MAX_DEAL_ATTEMPTS } from '../../../core/drills/kinds/kind.ts';
import type { DrillSection } from '../../../core/drills/spec.ts';
import type { DrillItem, DrillKind } from '../../../core/drills/types.ts';
import { builtInProfile } from '../../../core/profiles.ts';
import { cardsOf, drillSet, lastScene, shoeOrder } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

const tasmania = builtInProfile('tasmania')!;

const MIXED: DrillSection[] = [
  { kind: 'call-hand', count: 30, difficulty: 'standard', timeLimitMs: 5000 },
  { kind: 'third-card', count: 30, difficulty: 'basic', timeLimitMs: null },
  { kind: 'result', count: 30, difficulty: 'hard', timeLimitMs: 4000 },
  { kind: 'whole-coup', count: 30, difficulty: 'standard', timeLimitMs: 6000 },
];

function gen(sections: readonly DrillSection[], seed: string, profile = 'tasmania'): DrillItem[] {
  const made = generateItems(drillSet(sections, { profile }), seed);
  if (!made.ok) throw new Error(made.error);
  return made.items;
}

describe('a set built in code, not read through its schema', () => {
  it('a difficulty that is not one names the field, instead of failing inside a stake', () => {
    const set = drillSet([{ kind: 'payout', count: 1, difficulty: 'basic', timeLimitMs: null }]);
    const section = { ...set.sections[0]!, difficulty: 'medium' as DrillSection['difficulty'] };
    const made = generateItems({ ...set, sections: [section] }, 'seed-1');
    expect(made).toMatchObject({
      ok: false,
      error: 'sections.0.difficulty: "medium" is not basic, standard or hard',
    });
  });
});

describe('determinism', () => {
  it('the same set and seed give the same items; another seed gives other items', () => {
    const a = gen(MIXED, 'seed-1');
    expect(gen(MIXED, 'seed-1')).toEqual(a);
    const b = gen(MIXED, 'seed-2');
    expect(b.map((i) => lastScene(i))).not.toEqual(a.map((i) => lastScene(i)));
  });

  it('pinned: the first items of seed "golden" are the same on every machine', () => {
    const items = gen([{ kind: 'whole-coup', count: 3, difficulty: 'basic', timeLimitMs: null }], 'golden');
    expect(items.map((i) => cardsOf(lastScene(i)))).toMatchInlineSnapshot(`
      [
        {
          "banker": [
            "Js",
            "5d",
            "8c",
          ],
          "player": [
            "7d",
            "Kh",
          ],
        },
        {
          "banker": [
            "3s",
            "8h",
            "Qc",
          ],
          "player": [
            "Jc",
            "3s",
            "Td",
          ],
        },
        {
          "banker": [
            "8d",
            "3c",
            "Ks",
          ],
          "player": [
            "2s",
            "9d",
            "6s",
          ],
        },
      ]
    `);
  });

  it('item ids are `item-${index}` in section order (never the seed), with the section time limit', () => {
    const items = gen(MIXED, 'secret-seed');
    expect(items.map((i) => i.id)).toEqual(items.map((_i, n) => `item-${n}`));
    expect(JSON.stringify(items.flatMap((i) => i.steps.map((s) => s.prompt)))).not.toContain('secret-seed');
    expect(items.map((i) => i.kind)).toEqual(MIXED.flatMap((s) => Array<DrillKind>(s.count).fill(s.kind)));
    expect(items[40]!.steps[0]!.prompt.timeLimitMs).toBeNull();
    expect(items[0]!.steps[0]!.prompt.timeLimitMs).toBe(5000);
  });

  it('editing one section leaves the items of another section unchanged', () => {
    const a = gen(MIXED, 'x');
    const edited = gen([{ ...MIXED[0]!, count: 30, difficulty: 'basic' }, ...MIXED.slice(1)], 'x');
    expect(edited.slice(30).map(lastScene)).toEqual(a.slice(30).map(lastScene));
  });
});

describe('the dealer deals real shoes', () => {
  it('Tasmania 4.1, 9.4: coups of one shoe use each card of the profile decks at most as often as the decks hold it', () => {
    const dealer = createCoupDealer(tasmania, 'count');
    const seen = new Map<Card, number>();
    // About one shoe of 416 cards: the first 70 coups never exceed 8 copies of a card.
    for (let i = 0; i < 70; i++) for (const c of dealer.deal().dealt) seen.set(c, (seen.get(c) ?? 0) + 1);
    expect(Math.max(...seen.values())).toBeLessThanOrEqual(8);
  });

  it('an impossible constraint is an error after a capped number of coups, not a hang', () => {
    const dealer = createCoupDealer(tasmania, 'never');
    const r = dealer.dealWhere((c) => c.playerPoint === 10, 'Player point 10');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(english(r.error)).toContain('no coup with Player point 10');
    expect(MAX_DEAL_ATTEMPTS).toBe(20_000);
    const made = generateItems(
      drillSet([
        {
          kind: 'result',
          count: 1,
          difficulty: 'basic',
          constraints: { winner: 'tie', playerPoint: 3, bankerPoint: 4 },
          timeLimitMs: null,
        },
      ]),
      'x',
    );
    expect(made).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^sections\.0 \(result\): no coup with/),
    });
  });
});

describe('constraints are honoured exactly', () => {
  const finalCoup = (item: DrillItem) => {
    const { player, banker } = cardsOf(lastScene(item));
    const r = coupFromCards(shoeOrder(player, banker));
    if (!r.ok) throw new Error(r.error);
    return r.coup;
  };
  type Check = (c: Coup) => boolean;
  it.each<[DrillKind, Record<string, unknown>, Check]>([
    // Super Six / Federal: Banker wins with six.
    ['whole-coup', { winner: 'banker', bankerPoint: 6 }, (c) => c.winner === 'banker' && c.bankerPoint === 6],
    ['whole-coup', { winner: 'tie' }, (c) => c.winner === 'tie'],
    ['whole-coup', { natural: true, winner: 'player' }, (c) => c.natural && c.winner === 'player'],
    ['whole-coup', { playerPoint: [0, 2], bankerThirdCard: true }, (c) => c.playerPoint <= 2 && c.bankerDrew],
    [
      'call-hand',
      { playerPoint: 9, bankerPoint: [0, 1] },
      (c) => c.playerFirstPoint === 9 && c.bankerFirstPoint <= 1,
    ],
  ])('Tasmania 6, 11: %s with %j', (kind, constraints, holds) => {
    for (const item of gen(
      [{ kind, count: 100, difficulty: 'basic', constraints, timeLimitMs: null }],
      `c-${kind}`,
    )) {
      expect(holds(finalCoup(item))).toBe(true);
    }
  });

  it('a constraint that contradicts the difficulty is an error naming both (whole-coup standard has no naturals)', () => {
    const made = generateItems(
      drillSet([
        {
          kind: 'whole-coup',
          count: 1,
          difficulty: 'standard',
          constraints: { natural: true },
          timeLimitMs: null,
        },
      ]),
      'x',
    );
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error).toMatch(/standard difficulty, natural true/);
  });

  it('Tasmania 11: third-card { bankerPoint: [3, 6], playerThirdCard: true } gives only such Banker decisions', () => {
    const items = gen(
      [
        {
          kind: 'third-card',
          count: 200,
          difficulty: 'standard',
          constraints: { bankerPoint: [3, 6], playerThirdCard: true },
          timeLimitMs: null,
        },
      ],
      'grid',
    );
    const cells = new Set<string>();
    for (const item of items) {
      const { player, banker } = cardsOf(item.steps[1]!.prompt.scene);
      const b = handPoint(banker);
      expect(b >= 3 && b <= 6 && player.length === 3).toBe(true);
      cells.add(`${b}-${cardValue(player[2]!)}`);
    }
    // Unbiased inside the constraint: 200 draws reach most of the 40 cells.
    expect(cells.size).toBeGreaterThan(30);
  });

  it('Tasmania 11: third-card { bankerPoint: 4, playerThirdValue: 7 } is exactly the banker-4-vs-7 cell', () => {
    for (const item of gen(
      [
        {
          kind: 'third-card',
          count: 30,
          difficulty: 'hard',
          constraints: { bankerPoint: 4, playerThirdValue: 7 },
          timeLimitMs: null,
        },
      ],
      'cell',
    )) {
      expect(item.steps[0]!.key.cases).toEqual(['banker-4-vs-7']);
      expect(item.steps[0]!.key.expected).toEqual({ type: 'draw', draw: true });
    }
  });
});

// ---------- Prompts never carry answers ----------

const ANSWER_FIELDS = [
  'key',
  'expected',
  'answerText',
  'working',
  'cases',
  'redLine',
  'rule',
  'winner',
  'draw',
  'natural',
];
const PROMPT_FIELDS = ['itemId', 'kind', 'step', 'steps', 'question', 'scene', 'form', 'timeLimitMs'];

function walk(value: unknown, visit: (key: string) => void): void {
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      visit(k);
      walk(v, visit);
    }
}

describe('prompts never contain answer fields', () => {
  const items = gen(
    MIXED.map((s) => ({ ...s, count: 100 })),
    'leak',
  );
  it('no key, expected, answerText, working, cases or rule anywhere in a prompt', () => {
    const topLevel = new Set<string>();
    const everywhere = new Set<string>();
    for (const item of items)
      for (const s of item.steps) {
        Object.keys(s.prompt).forEach((k) => topLevel.add(k));
        walk(JSON.parse(JSON.stringify(s.prompt)), (k) => everywhere.add(k));
      }
    expect([...topLevel].sort()).toEqual([...PROMPT_FIELDS].sort());
    expect(ANSWER_FIELDS.filter((k) => everywhere.has(k))).toEqual([]);
    // The walk does see nested fields (a broken walk would pass vacuously).
    expect(everywhere.has('faceUp')).toBe(true);
  });

  it('Tasmania 9.2, 11: a step shows only the cards dealt before its decision; later cards appear later', () => {
    for (const item of items.filter((i) => i.kind !== 'call-hand' && i.kind !== 'result')) {
      const counts = item.steps.map((s) => s.prompt.scene.player.length + s.prompt.scene.banker.length);
      const { player, banker } = cardsOf(lastScene(item));
      for (const [n, s] of item.steps.entries()) {
        const scene = cardsOf(s.prompt.scene);
        // Each scene is a prefix of the hands as finally dealt.
        expect(player.slice(0, scene.player.length)).toEqual(scene.player);
        expect(banker.slice(0, scene.banker.length)).toEqual(scene.banker);
        if (s.prompt.form.type === 'draw' && s.prompt.form.hand === 'player') expect(counts[n]).toBe(4);
        if (s.prompt.form.type === 'draw' && s.prompt.form.hand === 'banker')
          expect(scene.banker).toHaveLength(2);
        // Every card named in the prompt's text is on its own table.
        const shown = [...scene.player, ...scene.banker];
        for (const named of english(s.prompt.question).match(/\b[A2-9TJQK][shdc]\b/g) ?? [])
          expect(shown).toContain(named);
      }
      for (let n = 1; n < counts.length; n++) expect(counts[n]).toBeGreaterThanOrEqual(counts[n - 1]!);
    }
  });
});
