// Why a drill set cannot be dealt is a message (issue 24): each generation failure is said in zh-Hant and zh-Hans with
// no English word left but a trainer's own house's name (a built-in house is named in Chinese, "Federal" and "Deltin"
// kept as the glossary keeps them) and the codes the set's file writes (field paths, kind ids, constraint names and
// values), and its English is the text it always was, byte for byte (the strings below were printed by the code
// before the failures became messages).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as drills } from '../../../cli/commands/drills.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { generationProblem, messageText } from '../../../core/drills/spec-messages.ts';
import type { DrillSet } from '../../../core/drills/spec.ts';
import { english, sayPhrase } from '../../../core/i18n/phrase.ts';
import { generateScenario } from '../../../core/irregularities/generate.ts';
import { builtInProfile } from '../../../core/profiles.ts';
import { Rng } from '../../../core/rng.ts';

interface Case {
  readonly name: string;
  readonly profile: unknown;
  readonly decks?: number;
  readonly kind: string;
  readonly constraints?: unknown;
  readonly difficulty?: string;
  readonly english: string;
  /** Codes the Chinese keeps as the file writes them, besides field paths, the kind id and the house's name. */
  readonly codes?: readonly string[];
}

const TAS = 'Tasmania (commission 19:20, Perfect Pairs)';
const FED = 'Tasmania Federal Baccarat (Banker six pays half)';
const DRAGON = 'Dragon Bonus Baccarat (commission deducted)';
const DELTIN = 'Deltin (Banker six pays half, Pairs, Super Six)';

const CASES: readonly Case[] = [
  {
    name: 'a stake band with no stake (stake.ts)',
    profile: 'deltin',
    kind: 'payout',
    constraints: { bets: ['banker'], stake: { min: 3, max: 7 } },
    english: `sections.0 (payout): stake: no Banker stake from ₹0.03 to ₹0.07 at ${DELTIN} (its limits are ₹500.00 to ₹500,000.00, in steps of ₹200.00)`,
  },
  {
    name: 'a side bet stake band (stake.ts)',
    profile: 'tasmania',
    kind: 'payout',
    constraints: { bets: ['perfect_pair_banker'], stake: { min: 1, max: 2 } },
    english: `sections.0 (payout): stake: no Perfect Pairs (Banker) stake from $0.01 to $0.02 at ${TAS} (its limits are $5.00 to $200.00, in steps of $1.00)`,
  },
  {
    name: 'bets the house does not offer (payout.ts)',
    profile: 'tasmania',
    kind: 'payout',
    constraints: { bets: ['dragon_player', 'perfect_pair_player', 'player_pair', 'super_six'] },
    english: `sections.0 (payout): bets: Dragon Bonus (Player), Player Pair, Super Six not offered at ${TAS} (bets: player, banker, tie, perfect_pair_player, perfect_pair_banker)`,
    codes: ['player', 'banker', 'tie', 'perfect_pair_player', 'perfect_pair_banker'],
  },
  {
    name: 'commission at a house that takes none (commission.ts)',
    profile: 'tasmania-federal',
    kind: 'commission',
    english: `sections.0 (commission): commission drills need a table that charges commission; ${FED} pays a Banker win 1:1 (six pays half)`,
  },
  {
    name: 'a box mode where the commission is deducted (commission.ts)',
    profile: 'dragon-bonus',
    kind: 'commission',
    constraints: { mode: 'owed' },
    english: `sections.0 (commission): mode "owed" needs a commission box; ${DRAGON} deducts the commission when it pays (use mode "single")`,
    codes: ['owed'],
  },
  {
    name: 'chips at a house of one chip (chips.ts)',
    profile: { ...builtInProfile('casino-guide'), id: 'own', name: 'One Chip Club', chips: [500] },
    kind: 'chips',
    english: 'sections.0 (chips): chip drills need at least two chip denominations; One Chip Club has 1',
  },
  {
    name: 'the commission topic without a box (chips.ts)',
    profile: 'tasmania',
    kind: 'chips',
    constraints: { topics: ['commission'] },
    english: `sections.0 (chips): the commission topic needs a table that marks commission in the box; ${TAS} does not`,
  },
  {
    name: 'a commission mistake where none is taken (dealer-check.ts)',
    profile: 'deltin',
    kind: 'dealer-check',
    constraints: { mistakes: ['commission'] },
    english: `sections.0 (dealer-check): mistakes: ${DELTIN} takes no commission, so "commission" cannot be injected`,
  },
  {
    name: 'more seats than the table has (settle-table.ts)',
    profile: 'tasmania',
    kind: 'settle-table',
    constraints: { seats: 9 },
    english: `sections.0 (settle-table): seats: 9 seats with bets, but ${TAS} has 7 seats`,
  },
  {
    name: 'more seats than the table has (pace-lab.ts)',
    profile: 'deltin',
    kind: 'pace-lab',
    constraints: { seats: 9 },
    english: `sections.0 (pace-lab): seats: 9 seats with bets, but ${DELTIN} has 7 seats`,
  },
  {
    name: 'a third-card case the difficulty leaves out (third-card.ts)',
    profile: 'tasmania',
    kind: 'third-card',
    difficulty: 'hard',
    constraints: { natural: true },
    english:
      'sections.0 (third-card): a natural cannot be dealt at hard difficulty (no naturals, Banker 3–6 only) (Tasmania 11)',
  },
  {
    name: 'a procedure topic the house does not have (procedure.ts)',
    profile: 'deltin',
    kind: 'procedure',
    constraints: { topic: 'burn' },
    english: `sections.0 (procedure): ${DELTIN} does not burn cards at a new shoe: choose another topic`,
  },
  {
    name: 'no coup in 20,000 (kind.ts dealWhere, call-hand)',
    profile: 'tasmania',
    kind: 'call-hand',
    difficulty: 'hard',
    constraints: { winner: 'tie', playerPoint: 9, bankerPoint: 0 },
    english:
      'sections.0 (call-hand): no coup with a third card, winner "tie", playerPoint 9, bankerPoint 0 in 20,000 coups dealt: the constraint is impossible or too rare',
    codes: ['winner', 'tie', 'playerPoint', 'bankerPoint'],
  },
  {
    name: 'no coup in 20,000 at a difficulty (result)',
    profile: 'tasmania',
    kind: 'result',
    difficulty: 'basic',
    constraints: { winner: 'banker', playerPoint: 9 },
    english:
      'sections.0 (result): no coup with basic difficulty, winner "banker", playerPoint 9 in 20,000 coups dealt: the constraint is impossible or too rare',
    codes: ['winner', 'banker', 'playerPoint'],
  },
  {
    name: 'no coup in 20,000 for a payout (payout.ts)',
    profile: 'tasmania',
    kind: 'payout',
    constraints: { bets: ['tie'], outcome: 'push' },
    english:
      'sections.0 (payout): no coup with Tie push in 20,000 coups dealt: the constraint is impossible or too rare',
  },
  {
    name: 'a kind with no generator (generate.ts)',
    profile: 'tasmania',
    kind: 'juggling',
    english: 'sections.0.kind: no generator is registered for drill kind "juggling"',
    codes: ['juggling'],
  },
  {
    name: 'a difficulty that is none (generate.ts)',
    profile: 'tasmania',
    kind: 'result',
    difficulty: 'medium',
    english: 'sections.0.difficulty: "medium" is not basic, standard or hard',
    codes: ['medium', 'basic', 'standard', 'hard'],
  },
  {
    name: "a constraint the kind's schema refuses (generate.ts, coup-drills.ts)",
    profile: 'tasmania',
    kind: 'call-hand',
    constraints: { bankerPoint: [3, 2] },
    english: 'sections.0.constraints.bankerPoint: a range is [low, high] with low at most high',
  },
  {
    name: 'a stake range upside down (payout.ts schema)',
    profile: 'tasmania',
    kind: 'payout',
    constraints: { stake: { min: 500, max: 100 } },
    english: 'sections.0.constraints.stake: the stake range runs from min up to max (min ≤ max)',
  },
  {
    name: 'a variant of another irregularity (irregularity.ts schema)',
    profile: 'tasmania',
    kind: 'irregularity',
    constraints: { irregularity: 'order-unknown', variant: 'set-aside' },
    english: 'sections.0.constraints.variant: this variant is not an outcome of that irregularity',
  },
  {
    name: 'a topic outside its area (procedure.ts schema)',
    profile: 'tasmania',
    kind: 'procedure',
    constraints: { area: 'limits', topic: 'cut-valid' },
    english: 'sections.0.constraints.topic: this topic is not in that area',
  },
  {
    name: 'an unknown built-in profile (spec.ts)',
    profile: 'atlantis',
    kind: 'result',
    english: 'profile: unknown profile "atlantis"',
    codes: ['atlantis'],
  },
  {
    name: 'a written profile the schema refuses (spec.ts)',
    profile: 5,
    kind: 'result',
    english: 'profile: (root): Invalid input: expected object, received number',
    codes: ['root'],
  },
  {
    name: 'a deck count no shoe holds (spec.ts)',
    profile: 'tasmania',
    decks: 3,
    kind: 'result',
    english: 'decks: Tasmania 4.1: a shoe holds 4 to 8 decks, not 3',
  },
];

function setOf(c: Case): DrillSet {
  return {
    format: 'baccarat-drill-set',
    version: 1,
    title: 'failure',
    description: '',
    profile: c.profile,
    ...(c.decks === undefined ? {} : { decks: c.decks }),
    sections: [
      {
        kind: c.kind,
        count: 2,
        difficulty: c.difficulty ?? 'standard',
        constraints: c.constraints ?? {},
        timeLimitMs: null,
      },
    ],
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  } as unknown as DrillSet;
}

/** A trainer's own house, shown as typed; the built-in houses' Chinese names keep these (docs/GLOSSARY.md). */
const HOUSES = ['One Chip Club'];
const KEPT = /\b(Federal|Deltin)\b/g;

/** The Chinese with what stays as written taken out: what is left must have no Latin word. */
function withoutCodes(text: string, c: Case): string {
  let left = text;
  for (const house of HOUSES) left = left.split(house).join(' ');
  left = left
    .replace(/\bsections\.\d+(\.[A-Za-z0-9.]+)?/g, ' ')
    .replace(/\b(Tasmania) \d+(\.\d+)*/g, ' ')
    .replace(/\b(stake|bets|seats|mistakes|profile|decks)(?=: )/g, ' ')
    .replace(KEPT, ' ')
    .split(c.kind)
    .join(' ');
  for (const code of c.codes ?? []) left = left.replace(new RegExp(`\\b${code}\\b`, 'g'), ' ');
  return left;
}

describe('why a drill set cannot be dealt, in every language (issue 24)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const made = generateItems(setOf(c), 'failure');
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.error).toBe(c.english);
    expect(made.phrase).toBeDefined();
    const phrase = made.phrase!;
    expect(english(phrase)).toBe(c.english);
    for (const language of ['zh-Hant', 'zh-Hans'] as const) {
      const said = sayPhrase(phrase, language);
      expect(said).toMatch(/[\u4e00-\u9fff]/);
      expect(withoutCodes(said, c), `${language}: ${said}`).not.toMatch(/[A-Za-z]{2,}/);
    }
    // Traditional and Simplified are different texts wherever the words have two forms.
    expect(sayPhrase(phrase, 'zh-Hant')).not.toBe(sayPhrase(phrase, 'zh-Hans'));
  });

  it('an irregularity that has no such outcome (irregularities/generate.ts)', () => {
    const g = generateScenario(Rng.fromSeed(1), { decks: 6, kind: 'excess-card', variant: 'void-coup' });
    if (g.ok) throw new Error('a variant of another kind was dealt');
    const text = 'void-coup" is not a variant of excess-card: use one of first-card-next-hand, set-aside';
    expect(g.error).toBe(`"${text}`);
    expect(english(g.phrase)).toBe(g.error);
    const zh = sayPhrase(g.phrase, 'zh-Hant');
    expect(zh).toBe(
      '「void-coup」不是 excess-card 的處理結果：請用 first-card-next-hand, set-aside 其中之一',
    );
  });

  it('the set editor puts a section failure beside its constraints, in the trainer language', () => {
    const c = CASES[0]!;
    const made = generateItems(setOf(c), 'failure');
    if (made.ok) throw new Error('dealt');
    const problem = generationProblem(made);
    expect(problem.field).toBe('sections.0.constraints');
    expect(english(messageText(problem))).toBe(
      `Section 1, Constraints: no item could be dealt: ${c.english.replace('sections.0 (payout): ', '')}`,
    );
    const zh = sayPhrase(messageText(problem), 'zh-Hant');
    expect(zh).toContain('₹500,000.00');
    expect(zh).toContain('莊');
    expect(withoutCodes(zh, c)).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('a constraint too rare to deal is said as such, whatever the kind wrote', () => {
    const rare = CASES.find((c) => c.kind === 'call-hand' && c.english.includes('20,000'))!;
    const made = generateItems(setOf(rare), 'failure');
    if (made.ok) throw new Error('dealt');
    expect(english(messageText(generationProblem(made)))).toMatch(
      /^Section 1, Constraints: no item could be dealt with these constraints/,
    );
  });

  it('the command line says it in --lang, English as before without it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'generation-failure-'));
    const c = CASES.find((x) => x.kind === 'settle-table')!;
    const spec = join(dir, 'set.json');
    writeFileSync(spec, JSON.stringify(setOf(c)));
    const plain = await drills(['--spec', spec, '--seed', '1']);
    expect(plain).toEqual({ ok: false, error: c.english });
    const zh = await drills(['--spec', spec, '--seed', '1', '--lang', 'zh-Hans']);
    expect(zh.ok).toBe(false);
    if (!zh.ok)
      expect(zh.error).toBe(
        'sections.0（settle-table）：seats: 有投注的座位 9 个，但 塔斯马尼亚（佣金 20 赔 19，完美对子） 只有 7 个座位',
      );
  });
});
