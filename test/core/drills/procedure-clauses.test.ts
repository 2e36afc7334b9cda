// The procedure topics for clauses drilled since issue 8 (Tasmania 4.4, 6.1, 6.3, 6.4, 7.1, 7.3, 7.6, 9.3a, 9.3d-f,
// 13, 15.2-15.5; the casino, Deltin and Dragon Bonus guides): each key re-derived from what the prompt shows, with
// core/wagers.ts and core/squeeze.ts, or checked against the clause's own statement.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { topicUnavailable, type ProcedureTopic } from '../../../core/drills/kinds/procedure.ts';
import type { DrillSection } from '../../../core/drills/spec.ts';
import type { DrillItem, DrillStep } from '../../../core/drills/types.ts';
import { builtInProfile } from '../../../core/profiles.ts';
import { squeezeHolders } from '../../../core/squeeze.ts';
import {
  dragonBonusWager,
  lateWager,
  limitChange,
  multipleOfMinimum,
  partnership,
  perfectPairsWager,
  standingPlayers,
  wagerMedium,
} from '../../../core/wagers.ts';
import { drillSet } from './helpers.ts';

function items(topic: ProcedureTopic, profile = 'tasmania', count = 40): DrillItem[] {
  const made = generateItems(
    drillSet(
      [
        {
          kind: 'procedure',
          count,
          difficulty: 'standard',
          timeLimitMs: null,
          constraints: { topic },
        } as DrillSection,
      ],
      { profile },
    ),
    `clause-${topic}`,
  );
  if (!made.ok) throw new Error(made.error);
  return made.items;
}

function only(item: DrillItem): DrillStep {
  expect(item.steps).toHaveLength(1);
  return item.steps[0] as DrillStep;
}

function choice(step: DrillStep): string {
  const e = step.key.expected;
  if (e.type !== 'choice') throw new Error('not a choice step');
  return e.choice;
}

function label(step: DrillStep): string {
  const form = step.prompt.form;
  if (form.type !== 'choice') throw new Error('not a choice form');
  const o = form.options.find((x) => x.key === choice(step));
  if (!o) throw new Error('the key is not among the options');
  return o.label;
}

function yes(step: DrillStep): boolean {
  return choice(step) === 'y';
}

/** "$6,165.00" -> 616500 (any currency symbol). */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

const MONEY = /[$₹]([\d,]+\.\d\d)/g;
function amounts(text: string): number[] {
  return [...text.matchAll(MONEY)].map((m) => cents(m[1] as string));
}

describe('procedure clauses: wagers and cards', () => {
  it('Tasmania 6.1: only chips play; banknotes do not', () => {
    const seen = new Set<boolean>();
    for (const item of items('chips-only')) {
      const step = only(item);
      const cash = step.prompt.question.includes('banknotes');
      expect(yes(step)).toBe(wagerMedium(cash ? 'cash' : 'chips').allowed);
      expect(step.key.rule).toBe('Tasmania 6.1');
      seen.add(cash);
    }
    expect(seen.size).toBe(2);
  });

  it('Tasmania 6.3: no wager made, withdrawn or increased after the first card', () => {
    const rows = new Set<string>();
    for (const item of items('no-more-bets', 'tasmania', 80)) {
      const step = only(item);
      const q = step.prompt.question;
      const dealt = q.includes('not yet dealt') ? 0 : Number(q.match(/(\d) cards have/)?.[1] ?? 1);
      const action = q.includes('place a new') ? 'make' : q.includes('take back') ? 'withdraw' : 'increase';
      expect(yes(step)).toBe(lateWager(action, dealt).allowed);
      rows.add(`${action}-${dealt > 0}`);
    }
    expect(rows.size).toBe(6);
  });

  it('Tasmania 6.4: up to two standing players with a seated player', () => {
    for (const item of items('standing-players')) {
      const step = only(item);
      const n = step.prompt.question.startsWith('A standing')
        ? 1
        : Number(step.prompt.question.match(/^(\d)/)?.[1]);
      expect(yes(step)).toBe(standingPlayers(n).allowed);
    }
  });

  it('Tasmania 4.4: once a player has handled the cards, all cards from that shoe are replaced', () => {
    for (const item of items('cards-replaced', 'tasmania', 10)) {
      expect(label(only(item))).toBe('All the cards from that shoe are replaced');
      expect(only(item).key.rule).toBe('Tasmania 4.4');
    }
  });

  it('Casino guide (Mini-Baccarat): players never touch the cards', () => {
    for (const profile of ['tasmania', 'deltin']) {
      for (const item of items('no-touch', profile, 10)) {
        expect(label(only(item))).toMatch(/^No: players may not handle/);
        expect(only(item).key.rule).toMatch(/^Casino guide: Mini-Baccarat/);
      }
    }
  });

  it('Deltin guide: after a tie the player may keep, increase or reduce the wager for the next hand (Deltin only)', () => {
    for (const item of items('deltin-tie', 'deltin', 10)) {
      expect(label(only(item))).toBe('Keep it, or alter it: increase or reduce it, for the next hand');
      expect(only(item).key.rule).toMatch(/^Deltin guide/);
    }
    expect(topicUnavailable('deltin-tie', builtInProfile('tasmania')!)).not.toBeNull();
  });

  it('Tasmania 13: the Federal Baccarat notice, asked only at a Tasmanian Federal table', () => {
    for (const item of items('federal-notice', 'tasmania-federal', 5)) {
      expect(label(only(item))).toBe('A notice at the table saying Federal Baccarat is played');
    }
    for (const id of ['tasmania', 'deltin', 'dragon-bonus'])
      expect(topicUnavailable('federal-notice', builtInProfile(id)!)).not.toBeNull();
  });
});

describe('procedure clauses: side wagers', () => {
  it('Tasmania 15.2-15.4: a Perfect Pairs wager before the first card, within its limits, with or without a main wager', () => {
    const side = builtInProfile('tasmania')!.limits.side;
    const rules = new Set<string>();
    for (const item of items('pp-wager', 'tasmania', 80)) {
      const step = only(item);
      const q = step.prompt.question;
      const offered = amounts(q)[2] as number;
      const cardsDealt = q.includes('Before the first card')
        ? 0
        : Number(q.match(/After (\d) cards/)?.[1] ?? 1);
      const v = perfectPairsWager({
        amount: offered,
        limits: side,
        cardsDealt,
        mainWager: !q.includes('Nobody at the table'),
      });
      expect(yes(step)).toBe(v.allowed);
      expect(step.key.rule).toBe(v.rule);
      rules.add(v.rule);
    }
    expect(rules).toEqual(
      new Set(['Tasmania 15.2', 'Tasmania 15.3', 'Tasmania 15.4', 'Tasmania 15.2, 15.3']),
    );
  });

  it('Tasmania 15.5: a coup with only Perfect Pairs wagers is completed', () => {
    for (const item of items('pp-only-coup', 'tasmania', 5)) {
      expect(label(only(item))).toMatch(/^Deal the coup and complete it/);
    }
    expect(topicUnavailable('pp-only-coup', builtInProfile('deltin')!)).not.toBeNull();
  });

  it('Dragon Bonus guide: a Dragon Bonus wager needs a main wager', () => {
    const seen = new Set<boolean>();
    for (const item of items('dragon-main', 'dragon-bonus')) {
      const step = only(item);
      const main = step.prompt.scene.bets.map((b) => b.on);
      expect(yes(step)).toBe(dragonBonusWager(main).allowed);
      seen.add(yes(step));
    }
    expect(seen.size).toBe(2);
  });
});

describe('procedure clauses: limits', () => {
  it('Tasmania 7.1: wagers need not be multiples of the minimum unless the notice says so', () => {
    const seen = new Set<string>();
    for (const item of items('multiples', 'tasmania', 80)) {
      const step = only(item);
      const q = step.prompt.question;
      const [min, max, amount] = amounts(q) as [number, number, number];
      const notice = q.includes('multiples of the minimum');
      expect(yes(step)).toBe(multipleOfMinimum(amount, { min, max }, notice).allowed);
      seen.add(`${notice}-${yes(step)}`);
    }
    expect(seen).toEqual(new Set(['false-true', 'true-true', 'true-false']));
  });

  it('Tasmania 7.3: no partnership to exceed the maximum', () => {
    const seen = new Set<boolean>();
    for (const item of items('partnership')) {
      const step = only(item);
      const [max, a, b] = amounts(step.prompt.question) as [number, number, number];
      expect(yes(step)).toBe(partnership([a, b], max).allowed);
      seen.add(yes(step));
    }
    expect(seen.size).toBe(2);
  });

  it('Tasmania 7.6: a new minimum takes effect with every player consenting or half an hour after a notice', () => {
    const rules = new Set<string>();
    for (const item of items('limit-change', 'tasmania', 60)) {
      const step = only(item);
      const q = step.prompt.question;
      const minutes = q.match(/went up at the table (\d+) minutes ago/)?.[1];
      const v = limitChange({
        allConsent: q.includes('Every player at the table agrees'),
        noticeMinutes: minutes === undefined ? null : Number(minutes),
      });
      expect(yes(step)).toBe(v.allowed);
      rules.add(v.rule);
    }
    expect(rules).toEqual(new Set(['Tasmania 7.6', 'Tasmania 7.6a', 'Tasmania 7.6b']));
  });
});

describe('procedure clauses: the squeeze', () => {
  it('Tasmania 9.3a, 6.4: a standing player never squeezes; the cards go to the seated player with the highest wager', () => {
    for (const item of items('squeeze-standing')) {
      const step = only(item);
      const hand = step.prompt.question.includes("Player's cards") ? 'player' : 'banker';
      const holder = squeezeHolders(step.prompt.scene.bets, {})[hand];
      expect(label(step)).toBe(`The seated player at seat ${holder.seat}`);
    }
  });

  it.each([
    ['squeeze-discs', /^A disc marked "(Player|Banker)"$/, 'Tasmania 9.3d'],
    ['squeeze-informed', /^A Management Representative and Surveillance$/, 'Tasmania 9.3e'],
    ['squeeze-one-set', /^One set of cards at a time$/, 'Tasmania 9.3f'],
  ] as const)('%s: the clause as written (%s)', (topic, answer, rule) => {
    for (const item of items(topic, 'tasmania', 10)) {
      const step = only(item);
      expect(label(step)).toMatch(answer);
      expect(step.key.rule).toBe(rule);
      if (topic === 'squeeze-discs') {
        const hand = step.prompt.question.includes("Player's hand") ? 'Player' : 'Banker';
        expect(label(step)).toBe(`A disc marked "${hand}"`);
      }
      if (topic === 'squeeze-one-set') {
        const seat = Number(step.prompt.question.match(/Seat (\d)/)?.[1]);
        expect(squeezeHolders(step.prompt.scene.bets, {}).bothHands).toBe(seat);
      }
    }
    expect(topicUnavailable(topic, builtInProfile('deltin')!)).not.toBeNull();
  });
});
