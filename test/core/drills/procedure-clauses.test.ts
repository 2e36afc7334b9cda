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
import {
  absentPlayer,
  checkSeatWagers,
  competitionCards,
  eliminated,
  latePlayer,
  limitsForNextCoup,
  mayExamineForm,
  secretWagersLeft,
  sessionWinners,
  sharedPrize,
} from '../../../core/competition.ts';
import { drillSet } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

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
  return english(o.label);
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
      const cash = english(step.prompt.question).includes('banknotes');
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
      const q = english(step.prompt.question);
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
      const n = english(step.prompt.question).startsWith('A standing')
        ? 1
        : Number(english(step.prompt.question).match(/^(\d)/)?.[1]);
      expect(yes(step)).toBe(standingPlayers(n).allowed);
    }
  });

  it('Tasmania 4.4: once a player has handled the cards, all cards from that shoe are replaced', () => {
    for (const item of items('cards-replaced', 'tasmania', 10)) {
      expect(label(only(item))).toBe('All the cards from that shoe are replaced');
      expect(only(item).key.rule).toBe('Tasmania 4.4');
    }
  });

  it('Casino guide (Mini-Baccarat): players never touch the cards, asked only where the casino guide is the source', () => {
    for (const item of items('no-touch', 'casino-guide', 10)) {
      expect(label(only(item))).toMatch(/^No: players may not handle/);
      expect(only(item).key.rule).toMatch(/^Casino guide: Mini-Baccarat/);
    }
    for (const id of ['tasmania', 'tasmania-federal', 'deltin', 'dragon-bonus']) {
      expect(topicUnavailable('no-touch', builtInProfile(id)!)).not.toBeNull();
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
      const q = english(step.prompt.question);
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
      const q = english(step.prompt.question);
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
      const [max, a, b] = amounts(english(step.prompt.question)) as [number, number, number];
      expect(yes(step)).toBe(partnership([a, b], max).allowed);
      seen.add(yes(step));
    }
    expect(seen.size).toBe(2);
  });

  it('Tasmania 7.6: a new minimum takes effect with every player consenting or half an hour after a notice', () => {
    const rules = new Set<string>();
    for (const item of items('limit-change', 'tasmania', 60)) {
      const step = only(item);
      const q = english(step.prompt.question);
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
      const hand = english(step.prompt.question).includes("Player's cards") ? 'player' : 'banker';
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
        const hand = english(step.prompt.question).includes("Player's hand") ? 'Player' : 'Banker';
        expect(label(step)).toBe(`A disc marked "${hand}"`);
      }
      if (topic === 'squeeze-one-set') {
        const seat = Number(english(step.prompt.question).match(/Seat (\d)/)?.[1]);
        expect(squeezeHolders(step.prompt.scene.bets, {}).bothHands).toBe(seat);
      }
    }
    expect(topicUnavailable(topic, builtInProfile('deltin')!)).not.toBeNull();
  });
});

describe('procedure clauses: competition play (Tasmania 16.3-16.8)', () => {
  const { min, max } = builtInProfile('tasmania')!.limits.main;

  it("Tasmania 16.4.4-16.4.6, 16.5.10, 16.5.11: a seat's wagers are in order exactly when the engine finds no problem", () => {
    const rules = new Set<string>();
    for (const item of items('seat-wagers', 'tasmania', 120)) {
      const step = only(item);
      const q = english(step.prompt.question);
      const unit = amounts(q)[2] as number;
      const seat = Number(q.match(/player in seat (\d)/)?.[1]);
      const own = q.includes('on its own areas');
      const wagers = step.prompt.scene.bets.map((b) => ({
        seat,
        on: b.on as 'player' | 'banker' | 'tie',
        amount: b.amount,
      }));
      const inOrder = own && checkSeatWagers(wagers, { min, max }, unit).length === 0;
      expect(yes(step)).toBe(inOrder);
      for (const r of step.key.rule.replace('Tasmania ', '').split(', ')) rules.add(r);
    }
    for (const r of ['16.4.4', '16.4.5', '16.4.6', '16.5.10a', '16.5.10b', '16.5.11'])
      expect(rules).toContain(r);
  });

  it('Tasmania 16.4.7, 16.4.8: a player out of time may be restricted to the minimum', () => {
    for (const item of items('wager-time', 'tasmania', 5))
      expect(label(only(item))).toMatch(/^The player's wager may be restricted to the table minimum/);
  });

  it('Tasmania 16.7.1, 16.7.2, 16.7.5: who is passed the cards in competition play', () => {
    const rules = new Set<string>();
    for (const item of items('comp-cards', 'tasmania', 80)) {
      const step = only(item);
      const q = english(step.prompt.question);
      const inGame = (q.match(/players in seats ([\d, ]+);/)?.[1] ?? '').split(', ').map(Number);
      const puck = Number(q.match(/puck is in front of seat (\d)/)?.[1]);
      const hand = q.includes("Player's cards") ? 'player' : 'banker';
      const wagers = step.prompt.scene.bets.map((b) => ({
        seat: b.seat,
        on: b.on as 'player' | 'banker',
        amount: b.amount,
      }));
      const r = competitionCards(wagers, inGame, puck);
      if (!r.ok) throw new Error(r.error);
      const holder = r.value[hand];
      expect(choice(step)).toBe(holder.seat === null ? 'd' : String(holder.seat));
      rules.add(step.key.rule);
    }
    expect(rules).toEqual(new Set(['Tasmania 16.7.1', 'Tasmania 16.7.1, 16.7.2', 'Tasmania 16.7.5']));
  });

  it('Tasmania 16.7.3, 16.7.4: cards to the wrong player are completed; unexposed cards are turned by the dealer', () => {
    const rules = new Set<string>();
    for (const item of items('comp-cards-irregular', 'tasmania', 20)) {
      const step = only(item);
      rules.add(step.key.rule);
      expect(label(step)).toBe(
        step.key.rule === 'Tasmania 16.7.3'
          ? 'The hand is not void: it is completed by the rules'
          : 'The dealer turns the cards over',
      );
    }
    expect(rules).toEqual(new Set(['Tasmania 16.7.3', 'Tasmania 16.7.4']));
  });

  it('Tasmania 16.6.5: secret wagers left, a Tie coup counting as one', () => {
    for (const item of items('secret-count', 'tasmania', 20)) {
      const step = only(item);
      const q = english(step.prompt.question);
      const allowed = Number(q.match(/allow (\d+) secret/)?.[1]);
      const used = Number(q.match(/has made (\d+) secret/)?.[1]);
      expect(label(step)).toBe(
        String(
          secretWagersLeft(
            allowed,
            Array.from({ length: used }, () => ({ tie: true })),
          ),
        ),
      );
    }
  });

  it('Tasmania 16.6.6-16.6.9, 16.6.11: the secret wager form, clause by clause', () => {
    const rules = new Set<string>();
    for (const item of items('secret-procedure', 'tasmania', 60)) {
      const step = only(item);
      rules.add(step.key.rule);
      if (step.key.rule === 'Tasmania 16.6.9') {
        const q = english(step.prompt.question);
        const cards = q.includes('has not been dealt')
          ? 0
          : Number(q.match(/(\d) cards of the next/)?.[1] ?? 1);
        expect(yes(step)).toBe(mayExamineForm(cards).allowed);
      }
    }
    expect(rules).toEqual(
      new Set([
        'Tasmania 16.6.6',
        'Tasmania 16.6.7',
        'Tasmania 16.6.8',
        'Tasmania 16.6.9',
        'Tasmania 16.6.11',
      ]),
    );
  });

  it('Tasmania 16.3.2: a late player is charged the minimum per coup up to three, then the position is cancelled; the first step does not give the second away', () => {
    for (const item of items('late-player', 'tasmania', 40)) {
      const q = english((item.steps[0] as DrillStep).prompt.question);
      if (q.includes('cash value chips')) {
        expect(label(only(item))).toBe('The player forfeits the place in the competition at once');
        continue;
      }
      const coups = Number(q.match(/(\d) coups? ha/)?.[1]);
      const v = latePlayer(coups, 'competition', min);
      const [first, second] = item.steps as [DrillStep, DrillStep];
      expect(first.key.expected).toEqual({ type: 'amount', amount: v.deducted });
      expect(english(first.key.working)).not.toMatch(/cancel/i);
      expect(label(second)).toBe(
        v.cancelled ? 'Cancel the position' : 'Deal the next coup; the seat stays allotted',
      );
    }
  });

  it('Tasmania 16.3.6: an absent player is charged the minimum for every hand missed (competition chips)', () => {
    for (const item of items('absent-player', 'tasmania', 30)) {
      const step = only(item);
      const hands = english(step.prompt.question).match(/while (\d) hands? w/)?.[1];
      if (hands === undefined) {
        expect(label(step)).toMatch(/nominate a substitute/);
        continue;
      }
      expect(step.key.expected).toEqual({
        type: 'amount',
        amount: absentPlayer(Number(hands), 'competition', false, min).deducted,
      });
    }
  });

  it('Tasmania 16.4.3, 16.7.6, 16.7.7: chips in view; concealing them disqualifies', () => {
    for (const item of items('chips-in-view', 'tasmania', 10)) {
      const step = only(item);
      expect(label(step)).toBe(
        step.key.rule === 'Tasmania 16.7.7'
          ? 'The Casino Operator disqualifies the player'
          : 'Keep all the chips on the table, in clear view of the other players and the Table Inspector',
      );
    }
  });

  it('Tasmania 16.8.2, 16.8.3: the session winner, or a play-off when level', () => {
    const seen = new Set<boolean>();
    for (const item of items('session-winner', 'tasmania', 40)) {
      const step = only(item);
      const chips = new Map(
        [...english(step.prompt.question).matchAll(/seat (\d) \$([\d,]+\.\d\d)/g)].map((m) => [
          Number(m[1]),
          cents(m[2] as string),
        ]),
      );
      const w = sessionWinners(chips);
      expect(choice(step)).toBe(w.playOff ? 'p' : String(w.seats[0]));
      seen.add(w.playOff);
    }
    expect(seen.size).toBe(2);
  });

  it('Tasmania 16.8.2: a session-winner item never shows every player at nothing; its key is one of its options', () => {
    // Found by the independent checker: seat 1 $0.00, seat 3 $0.00, seat 5 $0.00 was keyed "Seat undefined".
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const made = generateItems(
        drillSet(
          [
            {
              kind: 'procedure',
              count: 40,
              difficulty: 'standard',
              timeLimitMs: null,
              constraints: { topic: 'session-winner' },
            } as DrillSection,
          ],
          { profile: 'tasmania' },
        ),
        `winner-${seed}`,
      );
      if (!made.ok) throw new Error(made.error);
      for (const item of made.items) {
        const step = only(item);
        const chips = [...english(step.prompt.question).matchAll(/seat \d \$([\d,]+\.\d\d)/g)].map((m) =>
          cents(m[1] as string),
        );
        expect(Math.max(...chips), english(step.prompt.question)).toBeGreaterThan(0);
        const form = step.prompt.form;
        if (form.type !== 'choice') throw new Error('not a choice');
        expect(form.options.map((o) => o.key)).toContain(choice(step));
      }
    }
  });

  it('Tasmania 16.8.4: prizes of players eliminated together are shared equally', () => {
    for (const item of items('shared-prize', 'tasmania', 20)) {
      const step = only(item);
      const prizes = amounts(english(step.prompt.question));
      const r = sharedPrize(prizes);
      expect(r.ok && step.key.expected).toEqual({ type: 'amount', amount: r.ok ? r.value : NaN });
    }
  });

  it('Tasmania 16.8.5: everyone eliminated at once: chips from the Competition Director and a play-off', () => {
    for (const item of items('all-eliminated', 'tasmania', 5))
      expect(label(only(item))).toMatch(/^The Competition Director allocates them competition chips/);
  });

  it('Tasmania 16.5.2, 16.5.3: the indicator card is set aside and the coup completed; the limits rise only after that coup', () => {
    const seen = new Set<boolean>();
    for (const item of items('indicator', 'tasmania', 30)) {
      const [first, second] = item.steps as [DrillStep, DrillStep];
      expect(label(first)).toBe('Remove it, place it to the side, and complete the coup');
      const [bMin, bMax, rMin, rMax] = amounts(english(second.prompt.question)) as [
        number,
        number,
        number,
        number,
      ];
      const thisCoup = english(second.prompt.question).includes('the rest of the coup');
      const l = limitsForNextCoup({
        indicatorSeen: !thisCoup,
        base: { min: bMin, max: bMax },
        raised: { min: rMin, max: rMax },
      });
      expect(second.key.expected).toEqual({ type: 'amount', amount: l.limits.min });
      seen.add(thisCoup);
    }
    expect(seen.size).toBe(2);
  });

  it('Tasmania 16.5.9: below the minimum a player is eliminated; competition chips stay with the casino, cash value chips with the player', () => {
    for (const item of items('eliminated', 'tasmania', 30)) {
      const step = only(item);
      const q = english(step.prompt.question);
      const [m, value] = amounts(q) as [number, number];
      const e = eliminated(value, m, q.includes('cash value') ? 'cash-value' : 'competition');
      expect(e.eliminated).toBe(true);
      expect(label(step)).toMatch(
        e.playerKeepsChips ? /keeps the cash value chips/ : /stay with the Casino Operator/,
      );
    }
  });
});
