// The irregularity and procedure drill kinds: every answer key re-derived from what the prompt shows, with the
// engine (coup.ts, cut.ts, squeeze.ts, limits.ts, competition.ts), on many generated items.
import { describe, expect, it } from 'vitest';
import { countValue, isCard, type Card } from '../../../core/cards.ts';
import { firstPuck, judgeSecretWager, mayAlterWager, nextPuck } from '../../../core/competition.ts';
import { coupFromCards } from '../../../core/coup.ts';
import { whoCuts } from '../../../core/cut.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { irregularity } from '../../../core/drills/kinds/irregularity.ts';
import {
  procedure,
  PROCEDURE_TOPICS,
  topicUnavailable,
  type ProcedureTopic,
} from '../../../core/drills/kinds/procedure.ts';
import type { DrillSection } from '../../../core/drills/spec.ts';
import type { Difficulty, DrillItem, DrillStep, Response } from '../../../core/drills/types.ts';
import { PROCEDURE_LABELS, type ProcedureId } from '../../../core/irregularities.ts';
import { SCENARIO_VARIANTS } from '../../../core/irregularities/generate.ts';
import { proRata, settleWithinLimits } from '../../../core/limits.ts';
import { builtInProfile as maybeProfile, type TableProfile } from '../../../core/profiles.ts';
import { isValidCut } from '../../../core/cut.ts';
import { squeezeHolders } from '../../../core/squeeze.ts';
import { drillSet, shoeOrder } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

function items(
  kind: 'irregularity' | 'procedure',
  count: number,
  seed: string,
  over: Partial<DrillSection> = {},
  profile = 'tasmania',
): DrillItem[] {
  const made = generateItems(
    drillSet([{ kind, count, difficulty: 'standard', timeLimitMs: null, ...over } as DrillSection], {
      profile,
    }),
    seed,
  );
  if (!made.ok) throw new Error(made.error);
  return made.items;
}

function choice(step: DrillStep): string {
  const e: Response = step.key.expected;
  if (e.type !== 'choice') throw new Error('not a choice step');
  return e.choice;
}

function amount(step: DrillStep): number {
  const e = step.key.expected;
  if (e.type !== 'amount') throw new Error('not an amount step');
  return e.amount;
}

/** The label of the option the key expects: it must be one of the options shown. */
function chosenLabel(step: DrillStep): string {
  const form = step.prompt.form;
  if (form.type !== 'choice') throw new Error('not a choice form');
  const keys = form.options.map((o) => o.key);
  expect(new Set(keys).size).toBe(keys.length);
  for (const k of keys) expect(k).toHaveLength(1);
  const option = form.options.find((o) => o.key === choice(step));
  expect(option).toBeDefined();
  return option ? english(option.label) : '';
}

/** "$6,165.00" -> 616500. */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

const SUIT_OF: Record<string, string> = { '♠': 's', '♥': 'h', '♦': 'd', '♣': 'c' };
/** "Player 9♥ 3♣ 5♦ — Banker K♠ 4♥, Player wins" back to cards and a winner. */
function parseHands(label: string): { player: Card[]; banker: Card[]; winner: string } | null {
  const m = label.match(/^Player (.*) — Banker (.*), (Player wins|Banker wins|Tie)$/);
  if (!m) return null;
  const cards = (text: string): Card[] =>
    text.split(' ').map((t) => {
      const c = `${t.slice(0, -1) === '10' ? 'T' : t.slice(0, -1)}${SUIT_OF[t.slice(-1)]}`;
      if (!isCard(c)) throw new Error(`bad card ${t}`);
      return c;
    });
  return {
    player: cards(m[1] as string),
    banker: cards(m[2] as string),
    winner: (m[3] as string).split(' ')[0] as string,
  };
}

const DIFFICULTIES: Difficulty[] = ['basic', 'standard', 'hard'];

function builtInProfile(id: string): TableProfile {
  const p = maybeProfile(id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
}

describe('irregularity drill: Tasmania 14 and 9.4 from real cards', () => {
  // The procedure each generator outcome must teach.
  const expectedProcedure = (variant: string): ProcedureId =>
    (
      ({
        'banker-draws': 'move-to-player-banker-draws',
        'banker-stands': 'move-to-player-banker-draws',
        'initial-deal': 'void-hand',
        'third-card': 'void-hand',
      }) as Record<string, ProcedureId>
    )[variant] ?? (variant as ProcedureId);

  const rows = Object.entries(SCENARIO_VARIANTS).flatMap(([k, vs]) => vs.map((v) => [k, v] as const));
  it.each(rows)("%s / %s: the key is the rule's procedure, among the options shown", (kind, variant) => {
    for (const item of items('irregularity', 5, `irr-${variant}`, {
      constraints: { irregularity: kind, variant },
    })) {
      const step = item.steps[0] as DrillStep;
      expect(step.prompt.form.type).toBe('choice');
      expect(chosenLabel(step)).toBe(PROCEDURE_LABELS[expectedProcedure(variant)]);
      expect(english(step.key.answerText)).toBe(PROCEDURE_LABELS[expectedProcedure(variant)]);
      // The irregularity's own section first, then any it brings in (14.4 -> 14.1; 9.4 at the marker).
      expect(step.key.rule).toMatch(/^Tasmania (14\.[1-6]|9\.4)(, (14\.1|9\.4))*$/);
      expect(english(step.key.working).startsWith(step.key.rule)).toBe(true);
      expect(step.key.cases).toContain(`irr-${kind}-${variant}`);
      expect(step.prompt.scene.situation && english(step.prompt.scene.situation)).toBeTruthy();
    }
  });

  it.each(DIFFICULTIES)(
    'Tasmania 14.1, 14.3, 14.4 (%s): the hands in the key are the coup the engine deals from those cards',
    (d) => {
      let handSteps = 0;
      for (const item of items('irregularity', 120, `irr-hands-${d}`, { difficulty: d })) {
        const step0 = item.steps[0] as DrillStep;
        const form = step0.prompt.form;
        // At most 4, 5 or 6 options by difficulty; at least 3 (14.5 has only three plausible procedures).
        expect(form.type === 'choice' && form.options.length).toBeLessThanOrEqual(
          { basic: 4, standard: 5, hard: 6 }[d],
        );
        expect(form.type === 'choice' && form.options.length).toBeGreaterThanOrEqual(3);
        if (d === 'basic')
          expect(step0.key.cases.some((c) => /reshuffle|set-aside|insufficient/.test(c))).toBe(false);
        if (item.steps.length === 1) continue;
        handSteps++;
        const step = item.steps[1] as DrillStep;
        expect(step.key.redLine).toBe(true);
        const hands = parseHands(chosenLabel(step));
        expect(hands).not.toBeNull();
        if (!hands) continue;
        const coup = coupFromCards(shoeOrder(hands.player, hands.banker));
        expect(coup.ok && [coup.coup.player, coup.coup.banker]).toEqual([hands.player, hands.banker]);
        expect(coup.ok && coup.coup.winner).toBe(hands.winner.toLowerCase());
        // The flagged card in the scene ends up in the right place: with the Banker (14.1), the Player (14.3).
        const scene = step.prompt.scene;
        const misdealt = [...scene.player, ...scene.banker].find((c) => c.flag === 'misdealt')?.card;
        if (step.key.rule.startsWith('Tasmania 14.3')) expect(hands.player[2]).toBe(misdealt);
        if (
          step.key.rule.startsWith('Tasmania 14.1') &&
          chosenLabel(item.steps[0] as DrillStep) === PROCEDURE_LABELS['card-to-banker']
        ) {
          expect(hands.banker[2]).toBe(misdealt);
        }
        if (step.key.rule.startsWith('Tasmania 14.1') && scene.player.length === 3 && misdealt) {
          // The misdealt card leaves the Player's hand (8 decks hold eight of each card: count, not contain).
          const count = (cards: readonly Card[]): number => cards.filter((c) => c === misdealt).length;
          expect(count(hands.player)).toBe(count(scene.player.map((c) => c.card)) - 1);
        }
      }
      expect(handSteps).toBeGreaterThan(10);
    },
  );

  it('the same seed gives the same items; another seed others', () => {
    expect(items('irregularity', 20, 'same')).toEqual(items('irregularity', 20, 'same'));
    expect(JSON.stringify(items('irregularity', 20, 'other'))).not.toEqual(
      JSON.stringify(items('irregularity', 20, 'same')),
    );
  });

  it('every case tag can be targeted again, and targets that case', () => {
    for (const item of items('irregularity', 40, 'cases')) {
      for (const tag of (item.steps[0] as DrillStep).key.cases) {
        const k = irregularity.constraintsForCase?.(tag);
        expect(k).not.toBeNull();
        const again = items('irregularity', 1, `again-${tag}`, { constraints: k ?? {} });
        expect((again[0]?.steps[0] as DrillStep).key.cases).toContain(tag);
      }
    }
    expect(irregularity.constraintsForCase?.('banker-4-vs-7')).toBeNull();
  });

  it.each([
    [{ variant: 'set-aside' }, /variant needs its irregularity/],
    [{ irregularity: 'excess-card', variant: 'void-coup' }, /not an outcome/],
    [{ irregularity: 'dealer-sneezed' }, /irregularity/],
  ])('bad constraints %j are an error naming the field', (constraints, message) => {
    expect(() => items('irregularity', 1, 'bad', { constraints })).toThrow(message);
  });
});

describe('procedure drill: answers re-derived from the prompt', () => {
  const topicItems = (topic: ProcedureTopic, n = 40, profile = 'tasmania') =>
    items('procedure', n, `proc-${topic}`, { constraints: { topic } }, profile);

  it('Tasmania 5.3: a cut is valid at least ten cards from either end', () => {
    for (const item of topicItems('cut-valid')) {
      const step = item.steps[0] as DrillStep;
      const [, at, total] =
        english(step.prompt.question).match(/(\d+) cards from the front of the (\d+)/) ?? [];
      expect(choice(step)).toBe(isValidCut(Number(total), Number(at)) ? 'y' : 'n');
      expect(step.key.rule).toBe('Tasmania 5.3');
    }
  });

  it('Tasmania 5.3, 5.5: the seat offered the cut', () => {
    const rules = new Set<string>();
    for (const item of topicItems('cut-offer', 80)) {
      const step = item.steps[0] as DrillStep;
      const q = english(step.prompt.question);
      const occupied = (q.match(/Seats ([\d, ]+) are occupied/)?.[1] ?? '').split(', ').map(Number);
      const first = q.match(/The player in seat (\d) sat down first/)?.[1];
      const prev = q.match(/Seat (\d) cut the cards for the previous game/)?.[1];
      const declined = (q.match(/Seats? ([\d, ]+) declines?/)?.[1] ?? '')
        .split(', ')
        .filter(Boolean)
        .map(Number);
      const r = whoCuts(
        {
          seats: 7,
          occupied,
          firstSeated: first ? Number(first) : null,
          previousCutter: prev ? Number(prev) : null,
        },
        declined,
      );
      expect(r.ok && (r.value === 'inspector' ? 'i' : String(r.value))).toBe(choice(step));
      rules.add(step.key.rule);
    }
    expect([...rules].sort()).toEqual(['Tasmania 5.3', 'Tasmania 5.5']);
  });

  it('Tasmania 5.4: the marker goes between the 7th and 8th cards from the back', () => {
    for (const item of topicItems('marker', 10)) {
      expect(chosenLabel(item.steps[0] as DrillStep)).toBe('Between the 7th and 8th cards from the back');
    }
  });

  it("burn: the turned card's count value, ten and court cards ten", () => {
    for (const item of topicItems('burn', 40, 'casino-guide')) {
      const step = item.steps[0] as DrillStep;
      const turned = step.prompt.scene.shoeMouth?.card as Card;
      expect(chosenLabel(step)).toBe(String(countValue(turned)));
    }
  });

  it('Tasmania 9.3: the squeeze goes to the highest wager, equal highest the lowest seat, past a refusal; nobody on the hand is house practice', () => {
    const rules = new Set<string>();
    for (const item of topicItems('squeeze', 80)) {
      const step = item.steps[0] as DrillStep;
      const hand = english(step.prompt.question).includes("Player's cards") ? 'player' : 'banker';
      const refused = english(step.prompt.question).match(/Seat (\d) refuses/)?.[1];
      const r = squeezeHolders(step.prompt.scene.bets, { [hand]: refused ? [Number(refused)] : [] })[hand];
      expect(choice(step)).toBe(r.seat === null ? 'd' : String(r.seat));
      if (r.seat === null) {
        // 9.3 names no one when nobody wagered on the hand: house practice, with its own case tag.
        expect(step.key.rule).toBe('House practice (by analogy with Tasmania 16.7.5)');
        expect(step.key.cases).toEqual(['squeeze-nobody']);
        rules.add('house');
        continue;
      }
      for (const part of step.key.rule.split(', ')) rules.add(part.replace('Tasmania ', ''));
    }
    expect(rules).toEqual(new Set(['9.3a', '9.3b', '9.3c', 'house']));
  });

  it('Tasmania 9.3: a profile without the squeeze cannot be drilled on it (an error value)', () => {
    const made = generateItems(
      drillSet(
        [
          {
            kind: 'procedure',
            count: 1,
            difficulty: 'basic',
            timeLimitMs: null,
            constraints: { topic: 'squeeze' },
          },
        ],
        {
          profile: { ...builtInProfile('tasmania'), id: 'no-squeeze', squeeze: false },
        },
      ),
      's',
    );
    expect(made.ok).toBe(false);
  });

  it.each(['under-minimum', 'over-maximum'] as const)(
    'Tasmania 7.4, 7.5 (%s): what the seat is paid',
    (topic) => {
      const actions = new Set<string>();
      for (const item of topicItems(topic)) {
        const step = item.steps[0] as DrillStep;
        const bet = step.prompt.scene.bets[0];
        if (!bet) throw new Error('no bet shown');
        const player = step.prompt.scene.player.map((c) => c.card);
        const banker = step.prompt.scene.banker.map((c) => c.card);
        const coup = coupFromCards(shoeOrder(player, banker));
        if (!coup.ok) throw new Error(coup.error);
        const warned = english(step.prompt.question).includes('advised earlier');
        const r = settleWithinLimits(
          builtInProfile('tasmania'),
          coup.coup,
          [{ on: bet.on, amount: bet.amount }],
          warned,
        );
        if (!r.ok) throw new Error(r.error);
        const b = r.value.bets[0];
        expect(amount(step)).toBe(b?.settlement?.payout ?? 0);
        actions.add(b?.decision.action ?? '');
      }
      expect([...actions].sort()).toEqual(topic === 'over-maximum' ? ['cap'] : ['return', 'warn']);
    },
  );

  it('Tasmania 7.3b: each wager reduced pro rata to the maximum collective liability', () => {
    for (const item of topicItems('pro-rata')) {
      const step = item.steps[0] as DrillStep;
      const q = english(step.prompt.question);
      const limit = cents(q.match(/liability of (\S+) on/)?.[1] ?? '');
      const seat = Number(q.match(/seat (\d)'s/)?.[1]);
      // House convention: reduced to the profile's smallest chip (tasmania: $0.25), stated in the question.
      expect(q).toContain('rounded down to the $0.25 chip');
      const r = proRata(step.prompt.scene.bets, limit, '$', 25);
      expect(amount(step)).toBe(r.bets.find((b) => b.seat === seat)?.reduced);
      expect(r.reducedTotal).toBeLessThanOrEqual(limit);
    }
  });

  it('Tasmania 16.5.4-16.5.5: where the puck goes', () => {
    for (const item of topicItems('puck')) {
      const step = item.steps[0] as DrillStep;
      const q = english(step.prompt.question);
      const seats = (q.match(/seats ([\d, ]+)\./)?.[1] ?? '').split(', ').map(Number);
      const from = q.match(/in front of seat (\d) for the coup just finished/)?.[1];
      const r = from ? nextPuck(Number(from), seats) : firstPuck(seats);
      expect(r.ok && String(r.value)).toBe(choice(step));
    }
  });

  it('Tasmania 16.5.6-16.5.8 (regression): only wagers still on the layout are asked about; after a Tie the Player and Banker wagers may be altered', () => {
    const seen = new Set<string>();
    for (const item of topicItems('tie-change', 80)) {
      const step = item.steps[0] as DrillStep;
      const q = english(step.prompt.question);
      // Never a wager "left on" an area that lost and was taken.
      expect(q).not.toMatch(/left on|Player win|Banker win/);
      const area = (q.match(/on the (Player|Banker|Tie) area/)?.[1] ?? '').toLowerCase() as
        'player' | 'banker' | 'tie';
      const bet = step.prompt.scene.bets[0];
      expect(bet?.on).toBe(area);
      const change = q.includes('was a Tie')
        ? ({
            when: 'after-tie',
            area: area as 'player' | 'banker',
            remove: q.includes('take it back off the layout'),
          } as const)
        : ({ when: 'placed', area, outOfSequence: q.includes('before its turn') } as const);
      if (change.when === 'after-tie') expect(area).not.toBe('tie');
      const v = mayAlterWager(change);
      expect(choice(step)).toBe(v.allowed ? 'y' : 'n');
      expect(step.key.rule).toBe(v.rule);
      seen.add(v.rule);
    }
    expect(seen).toEqual(
      new Set(['Tasmania 16.5.6', 'Tasmania 16.5.7', 'Tasmania 16.5.8', 'Tasmania 16.5.8, 16.5.11']),
    );
  });

  it('Tasmania 16.5.12: the top-up brings the wager to the minimum', () => {
    const min = builtInProfile('tasmania').limits.main.min;
    for (const item of topicItems('top-up')) {
      const step = item.steps[0] as DrillStep;
      const bet = step.prompt.scene.bets[0];
      expect(bet && bet.amount < min).toBe(true);
      expect(amount(step)).toBe(min - (bet?.amount ?? 0));
    }
  });

  it('Tasmania 16.6 (regression 16.6.3, 16.6.10): the key is the engine verdict on the form shown; a deemed amount is within limits and chips, and no amount in the rules is referred to the Competition Director', () => {
    const { min, max } = builtInProfile('tasmania').limits.main;
    const rules = new Set<string>();
    let referred = 0;
    for (const item of topicItems('secret-wager', 120)) {
      const [first, second] = item.steps as [DrillStep, DrillStep];
      expect(item.steps).toHaveLength(2);
      // Both steps' questions are the same whatever the form, so the second gives nothing away about the first.
      expect(english(second.prompt.question)).toBe('The coup is over. What happens to the secret wager?');
      const situation = english(first.prompt.scene.situation ?? '');
      const held = cents(situation.match(/holds (\S+) in chips/)?.[1] ?? '');
      const written = situation.match(/secret wager of (\S+) on (Player|Banker|Tie)/);
      const chip = situation.match(/also has (\S+) in chips on (Player|Banker|Tie)/);
      const v = judgeSecretWager({
        wager: {
          on: ((written?.[2] ?? situation.match(/secret wager on (\w+)/)?.[1]) as string).toLowerCase() as
            'player' | 'banker' | 'tie',
          amount: written ? cents(written[1] as string) : null,
        },
        limits: { min, max },
        chipsHeld: held,
        chipWager: chip
          ? { on: (chip[2] as string).toLowerCase() as 'player' | 'banker', amount: cents(chip[1] as string) }
          : null,
      });
      rules.add(second.key.rule);
      expect(choice(first)).toBe(v.valid ? 'y' : 'n');
      expect(first.key.rule).toBe(v.complianceRule);
      // The first step's feedback never gives away the second step's answer.
      expect(english(first.key.working)).not.toMatch(
        /deemed|Competition Director|deducted|stands as written/,
      );
      const label = chosenLabel(second);
      const options =
        second.prompt.form.type === 'choice' ? second.prompt.form.options.map((o) => english(o.label)) : [];
      expect(options).toContain('Referred to the Competition Director: the rules give no amount');
      if (v.referToDirector) {
        referred++;
        expect(label).toBe('Referred to the Competition Director: the rules give no amount');
      } else if (v.deemed === null) expect(label).toMatch(/^No wager stands/);
      else {
        const settled = cents(
          label.replace('Settled at ', '').replace(', collected or paid with the other wagers', ''),
        );
        expect(settled).toBe(v.deemed);
        expect(settled).toBeGreaterThanOrEqual(min);
        expect(settled).toBeLessThanOrEqual(Math.min(max, held));
      }
    }
    expect(referred).toBeGreaterThan(0);
    for (const r of ['16.6.3', '16.6.10a', '16.6.10b', '16.6.10c', '16.6.10d'])
      expect([...rules].some((x) => x.includes(r))).toBe(true);
  });

  it('Tasmania 16.8.3: a drawn card sets the play-off coups, ace one, picture cards ten', () => {
    for (const item of topicItems('play-off')) {
      const step = item.steps[0] as DrillStep;
      expect(chosenLabel(step)).toBe(String(countValue(step.prompt.scene.shoeMouth?.card as Card)));
    }
  });

  it('every topic the profile supports is generated by default, for every built-in profile, and each case tag targets its topic', () => {
    const all = Object.values(PROCEDURE_TOPICS).flat();
    for (const profile of ['tasmania', 'tasmania-federal', 'dragon-bonus', 'casino-guide', 'deltin']) {
      const p = builtInProfile(profile);
      const made = items('procedure', 500, `all-${profile}`, {}, profile);
      for (const item of made) {
        for (const step of item.steps) {
          expect(english(step.key.working)).toMatch(/[.!?]$/);
          expect(step.key.rule).toMatch(/Tasmania|House|guide/);
          if (step.prompt.form.type === 'choice') chosenLabel(step);
          for (const tag of step.key.cases) {
            const k = procedure.constraintsForCase?.(tag);
            expect(k && all.includes(k.topic as ProcedureTopic)).toBe(true);
          }
        }
      }
      const topics = new Set(
        made
          .flatMap((i) => i.steps.flatMap((s) => s.key.cases))
          .map((t) => procedure.constraintsForCase?.(t)?.topic),
      );
      // Topics the profile's data rules out (no squeeze at Deltin, competition play only where declared, the burn only
      // where the house burns, Perfect Pairs only at Tasmania, ...) never appear.
      expect([...topics].sort()).toEqual(all.filter((x) => topicUnavailable(x, p) === null).sort());
    }
  });

  it('a topic outside its area is an error naming the field', () => {
    expect(() => items('procedure', 1, 'bad', { constraints: { area: 'cut', topic: 'puck' } })).toThrow(
      /topic/,
    );
  });
});
