// Competition play clauses issue 8 adds drills for (Tasmania 16.3 late and absent players, 16.4.3-16.4.8, 16.5.2-16.5.3,
// 16.5.9-16.5.11, 16.6.5-16.6.11, 16.7.1-16.7.7, 16.8.2-16.8.5), re-derived from the question as the trainee reads it.
// An option is found by what it says; amounts are worked out again from the figures in the question.
import type { DrillItem, DrillStep } from '../../../core/drills/types.ts';
import { expect, sceneWrong, type CheckContext } from './check-items.ts';
import { amountsIn, Unreadable } from './rules.ts';
import { english } from '../../../core/i18n/phrase.ts';

type Rule = (x: CheckContext, item: DrillItem, q: string) => boolean;

/** Expects, at step `i`, the option whose label `says`; records a disagreement when no option (or several) says it. */
function answer(x: CheckContext, item: DrillItem, says: RegExp, code: string, clause: string, i = 0): true {
  const form = (item.steps[i] as DrillStep | undefined)?.prompt.form;
  if (!form || form.type !== 'choice')
    throw new Unreadable(`${item.id}: step ${i} of ${code} is not a choice`);
  const matching = form.options.filter((o) => says.test(english(o.label)));
  if (matching.length !== 1)
    sceneWrong(x, item, i, `${code}-options`, clause, `${matching.length} options say ${String(says)}`);
  else expect(x, item, i, { type: 'choice', choice: matching[0]!.key }, code, clause);
  return true;
}

const yes = (x: CheckContext, item: DrillItem, ok: boolean, code: string, clause: string): true =>
  answer(x, item, ok ? /^Yes$/ : /^No$/, code, clause);

const money = (x: CheckContext, text: string): number[] => amountsIn(text, x.symbol);
const one = (x: CheckContext, text: string): number => {
  const a = money(x, text)[0];
  if (a === undefined) throw new Unreadable(`no amount in "${text}"`);
  return a;
};

const seatsIn = (text: string): number[] => text.split(/,\s*/).map(Number);
const escape = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const RULES: readonly Rule[] = [
  // 16.6.7: the Table Inspector examines each form before the coup begins.
  (x, item, q) =>
    /A secret wager form has been handed in for the next coup\. Before the coup begins, who examines it/.test(
      q,
    ) && answer(x, item, /^The Table Inspector$/, 'secret-examine', 'Tasmania 16.6.7'),
  // 16.6.6: a marker in the player's position; the form to the Table Inspector.
  (x, item, q) =>
    /The player in seat \d completes a secret wager form and hands it to the dealer\. What does the dealer do\?$/.test(
      q,
    ) &&
    answer(
      x,
      item,
      /^Place a marker in the player's position and pass the form to the Table Inspector$/,
      'secret-hand-over',
      'Tasmania 16.6.6',
    ),
  // 16.6.8: after the coup the Table Inspector announces it; the dealer settles it with the other wagers.
  (x, item, q) =>
    /The coup in which seat \d made a secret wager is over\. What happens next\?$/.test(q) &&
    answer(
      x,
      item,
      /^The Table Inspector announces the type and amount; the dealer collects or pays it with the other wagers$/,
      'secret-announce',
      'Tasmania 16.6.8',
    ),
  // 16.6.9: another player may examine the form after that coup and before the first card of the next coup.
  (x, item, q) => {
    const m = q.match(
      /The coup in which seat \d made a secret wager is over(?: and the next coup has not been dealt|, and (?:the first card|\d+ cards) of the next coup ha(?:s|ve) been dealt)\. Another player asks to examine/,
    );
    if (!m) return false;
    return yes(x, item, /has not been dealt/.test(q), 'secret-examine-form', 'Tasmania 16.6.9');
  },
  // 16.6.11: the last coup of the final, every player with a secret wager.
  (x, item, q) =>
    /^The last coup of the final: every player has made a secret wager\. The dealer calls "No more bets"\. What happens next\?$/.test(
      q,
    ) &&
    answer(
      x,
      item,
      /^The Table Inspector announces every secret wager; each player places that amount on the layout; the dealer deals and passes the cards to the highest wager$/,
      'secret-final',
      'Tasmania 16.6.11',
    ),
  // 16.6.5: a secret wager in a coup that results in a Tie still counts.
  (x, item, q) => {
    const m = q.match(
      /the conditions of the competition allow (\d+) secret wagers? a session\. The player in seat \d has made (\d+) secret wagers? this session; (?:\d+|one|it|all) (?:was|were) in a coup that resulted in a Tie\. How many more/,
    );
    if (!m) return false;
    const left = Math.max(0, Number(m[1]) - Number(m[2]));
    return answer(x, item, new RegExp(`^${left}$`), 'secret-count-tie', 'Tasmania 16.6.1, 16.6.5');
  },
  // 16.4.7-16.4.8: a player who does not wager in time may be restricted to the table minimum.
  (x, item, q) => {
    const m = q.match(
      /^Competition play, minimum (\S+)\. With reasonable notice, the Competition Director has limited the time for each wager\. The player in seat \d has not wagered when the time runs out\. What may happen\?$/,
    );
    if (!m) return false;
    const min = m[1] as string;
    return answer(
      x,
      item,
      new RegExp(`^The player's wager may be restricted to the table minimum, ${escape(min)}$`),
      'comp-wager-time',
      'Tasmania 16.4.7, 16.4.8',
    );
  },
  // 16.8.4: prizes of players eliminated in the same coup are combined and shared equally.
  (x, item, q) => {
    const m = q.match(
      /^Competition prizes: (.*)\. (\w+) players are eliminated in the same coup, for those places\./,
    );
    if (!m) return false;
    const prizes = money(x, m[1] as string);
    const n = { Two: 2, Three: 3, Four: 4 }[m[2] as string];
    if (n !== prizes.length) sceneWrong(x, item, 0, 'comp-shared-prize-scene', 'Tasmania 16.8.4', q);
    const total = prizes.reduce((a, p) => a + p, 0);
    if (total % prizes.length !== 0)
      // The rules do not say how a share that is not a whole cent is rounded: such an item must not be asked.
      sceneWrong(x, item, 0, 'comp-shared-prize-fraction', 'Tasmania 16.8.4', q);
    expect(
      x,
      item,
      0,
      { type: 'amount', amount: Math.floor(total / prizes.length) },
      'comp-shared-prize',
      'Tasmania 16.8.4',
    );
    return true;
  },
  // 16.8.2-16.8.3: the most chips wins; players level on the most play off.
  (x, item, q) => {
    const m = q.match(/^The session is over\. Chips at the table: (.*)\. Who wins the session\?$/);
    if (!m) return false;
    const chips = [...(m[1] as string).matchAll(/seat (\d) ([^,]+)/g)].map((c) => ({
      seat: Number(c[1]),
      amount: one(x, c[2] as string),
    }));
    const top = Math.max(...chips.map((c) => c.amount));
    const leaders = chips.filter((c) => c.amount === top);
    return leaders.length === 1
      ? answer(x, item, new RegExp(`^Seat ${leaders[0]!.seat}$`), 'comp-winner', 'Tasmania 16.8.2')
      : answer(x, item, /^Nobody yet: the level players play off$/, 'comp-winner', 'Tasmania 16.8.2, 16.8.3');
  },
  // 16.8.5 with 16.8.3: all eliminated in one coup: chips from the Competition Director, then the play-off.
  (x, item, q) =>
    /^Before the end of the session, all the remaining players are eliminated in one coup; none has \S+, the table minimum\. What happens\?$/.test(
      q,
    ) &&
    answer(
      x,
      item,
      /^The Competition Director allocates them competition chips and they play further coups, the number set by a card drawn from a new shoe$/,
      'comp-all-eliminated',
      'Tasmania 16.8.5, 16.8.3',
    ),
  // 16.4.3, 16.7.6: all chips on the table in clear view.
  (x, item, q) =>
    /^The player in seat \d keeps part of the chips .*\. What must the player do\?$/.test(q) &&
    answer(
      x,
      item,
      /^Keep all the chips on the table, in clear view of the other players and the Table Inspector$/,
      'comp-chips-in-view',
      'Tasmania 16.4.3, 16.7.6',
    ),
  // 16.7.7: concealing or pocketing chips: disqualified by the Casino Operator.
  (x, item, q) =>
    /^During the session the Table Inspector sees the player in seat \d .*(?:pocket|hide|conceal|under)/.test(
      q,
    ) &&
    answer(
      x,
      item,
      /^The Casino Operator disqualifies the player$/,
      'comp-chips-concealed',
      'Tasmania 16.7.7',
    ),
  // 16.7.3: cards passed to the wrong player and exposed: not void, completed by the rules.
  (x, item, q) =>
    /^Seat \d has the highest wager on (?:Player|Banker), but the dealer passes the (?:Player|Banker)'s cards to seat \d, who turns them over\. What now\?$/.test(
      q,
    ) &&
    answer(
      x,
      item,
      /^The hand is not void: it is completed by the rules$/,
      'comp-cards-wrong-player',
      'Tasmania 16.7.3',
    ),
  // 16.7.4: the initial cards not exposed by a player: the dealer turns them.
  (x, item, q) =>
    /^Seat \d is passed the (?:Player|Banker)'s first two cards but does not turn them over\. What does the dealer do\?$/.test(
      q,
    ) && answer(x, item, /^The dealer turns the cards over$/, 'comp-cards-not-exposed', 'Tasmania 16.7.4'),
  // 16.7.1, 16.7.2, 16.7.5: the cards to the highest wager on the hand, the first placed in the sequence among equal
  // highest; the dealer turns them where nobody wagered on that hand.
  (x, item, q) => {
    const m = q.match(
      /^Competition play, players in seats ([\d, ]+); the puck is in front of seat (\d), so the betting sequence is ([\d, ]+)\. Who is passed the (Player|Banker)'s cards\?$/,
    );
    if (!m) return false;
    const seats = seatsIn(m[1] as string);
    const sequence = seatsIn(m[3] as string);
    // 16.5.4-16.5.5: from the puck, anticlockwise (up the seat numbers when seat 1 is at the dealer's right).
    const up = x.conv.seatOne === 'dealer-right';
    const puck = Number(m[2]);
    const size = x.profile.seats;
    const distance = (s: number): number => ((((s - puck) * (up ? 1 : -1)) % size) + size) % size;
    const expected = [...seats].sort((a, b) => distance(a) - distance(b));
    if (expected.join() !== sequence.join())
      sceneWrong(
        x,
        item,
        0,
        'comp-sequence',
        'Tasmania 16.5.4, 16.5.5',
        `${q} (anticlockwise: ${expected.join(', ')})`,
      );
    const hand = (m[4] as string).toLowerCase();
    const bets = (item.steps[0] as DrillStep).prompt.scene.bets.filter((b) => b.on === hand);
    if (bets.length === 0) return answer(x, item, /^The dealer turns them$/, 'comp-cards', 'Tasmania 16.7.5');
    const top = Math.max(...bets.map((b) => b.amount));
    const first = expected.find((s) => bets.some((b) => b.seat === s && b.amount === top));
    return answer(x, item, new RegExp(`^Seat ${first}$`), 'comp-cards', 'Tasmania 16.7.1, 16.7.2');
  },
  // 16.4.4-16.4.6, 16.5.10-16.5.11: one wager on Banker or Player (a Tie wager as well), from the player's own
  // position, in the table's units, within the limits.
  (x, item, q) => {
    const m = q.match(
      /^Competition play, limits (\S+) to (\S+) in units of (\S+)\. The player in seat (\d) places (.*), on (its own|seat (\d)'s) areas\. Are the player's wagers in order\?$/,
    );
    if (!m) return false;
    const [min, max, unit] = [m[1], m[2], m[3]].map((t) => one(x, t as string)) as [number, number, number];
    const wagers = (m[5] as string).split(' and ').map((w) => {
      const p = w.match(/^(\S+) on (Player|Banker|Tie)$/);
      if (!p) throw new Unreadable(`${item.id}: unreadable competition wager "${w}"`);
      return { amount: one(x, p[1] as string), on: p[2] as string };
    });
    const ownPosition = m[6] === 'its own' || m[7] === m[4];
    const main = wagers.filter((w) => w.on !== 'Tie');
    const ok =
      ownPosition &&
      main.length === 1 &&
      wagers.every((w) => w.amount >= min && w.amount <= max && w.amount % unit === 0);
    return yes(x, item, ok, 'comp-wagers', 'Tasmania 16.4.4-16.4.6, 16.5.10, 16.5.11');
  },
  // 16.5.2-16.5.3: the indicator card is set aside and the coup completed; the limits rise only after that coup.
  (x, item, q) => {
    if (
      !/^Competition play\. The indicator card comes out of the shoe during a coup\. What does the dealer do\?$/.test(
        q,
      )
    )
      return false;
    answer(
      x,
      item,
      /^Remove it, place it to the side, and complete the coup$/,
      'comp-indicator',
      'Tasmania 16.5.2',
    );
    const second = item.steps[1];
    if (second) {
      const l = english(second.prompt.question).match(
        /limits would rise from (\S+?)–(\S+) to (\S+?)–(\S+)\. What is the table (minimum|maximum) for (the rest of the coup in which the indicator card appeared|the next coup)\?$/,
      );
      if (!l)
        throw new Unreadable(`${item.id}: unreadable indicator step "${english(second.prompt.question)}"`);
      // This coup keeps the old limits; the raised ones (notified before the competition) apply from the next.
      const next = l[6] === 'the next coup';
      const now = one(x, (l[5] === 'minimum' ? (next ? l[3] : l[1]) : next ? l[4] : l[2]) as string);
      expect(x, item, 1, { type: 'amount', amount: now }, 'comp-indicator-limits', 'Tasmania 16.5.3');
    }
    return true;
  },
  // 16.5.9: chips worth less than the minimum before the end of the session: eliminated; competition chips stay
  // with the Casino Operator, cash value chips (a live competition) with the player; nobody wagers from the position.
  (x, item, q) => {
    const m = q.match(
      /^(Competition play with competition chips|A live competition, played with cash value chips), minimum (\S+)\. Before the end of the session the player in seat \d has chips worth (\S+)\. What happens\?$/,
    );
    if (!m) return false;
    if (one(x, m[3] as string) >= one(x, m[2] as string))
      sceneWrong(x, item, 0, 'comp-eliminated-scene', 'Tasmania 16.5.9', q);
    return (m[1] as string).startsWith('A live')
      ? answer(
          x,
          item,
          /^The player is eliminated and keeps the cash value chips; nobody may wager from that position$/,
          'comp-eliminated',
          'Tasmania 16.5.9',
        )
      : answer(
          x,
          item,
          /^The player is eliminated; the chips stay with the Casino Operator and nobody may wager from that position$/,
          'comp-eliminated',
          'Tasmania 16.5.9',
        );
  },
  // 16.3.6: absent during play: the table minimum per hand with competition chips; with cash value chips a
  // substitute, or disqualification.
  (x, item, q) => {
    const m = q.match(
      /^Competition play with competition chips, minimum (\S+)\. The player in seat \d was away from the table while (\d+) hands? (?:was|were) played\. How much is deducted/,
    );
    if (!m) return false;
    const amount = one(x, m[1] as string) * Number(m[2]);
    expect(x, item, 0, { type: 'amount', amount }, 'comp-absent', 'Tasmania 16.3.6a');
    return true;
  },
  (x, item, q) =>
    /^A live competition, played with cash value chips\. The player in seat \d leaves the table during play without nominating anyone\. What applies\?$/.test(
      q,
    ) &&
    answer(
      x,
      item,
      /^The player must nominate a substitute for the absence, or is disqualified$/,
      'comp-absent',
      'Tasmania 16.3.6b',
    ),
  // 16.3.2: a late player: the minimum per coup up to three coups, cancelled before a fourth; with cash value chips
  // the place is forfeited at once.
  (x, item, q) => {
    const m = q.match(
      /^Competition play with competition chips, minimum (\S+)\. The player allotted seat \d has not taken the seat at the time set, and (\d+) coups? (?:has|have) been played\. How much has been deducted/,
    );
    if (!m) return false;
    const coups = Number(m[2]);
    const amount = one(x, m[1] as string) * Math.min(coups, 3);
    expect(x, item, 0, { type: 'amount', amount }, 'comp-late', 'Tasmania 16.3.2a');
    if (item.steps[1])
      answer(
        x,
        item,
        coups >= 3 ? /^Cancel the position$/ : /^Deal the next coup; the seat stays allotted$/,
        'comp-late',
        'Tasmania 16.3.2a, 16.3.2b',
        1,
      );
    return true;
  },
  (x, item, q) =>
    /^A live competition, played with cash value chips\. The player allotted seat \d has not taken the seat at the time the Competition Director set, and the first coup is dealt\. What happens to that player's place\?$/.test(
      q,
    ) &&
    answer(
      x,
      item,
      /^The player forfeits the place in the competition at once$/,
      'comp-late',
      'Tasmania 16.3.2c',
    ),
];

/** Checks an item if it asks one of these competition clauses; false when it asks something else. */
export function checkCompetitionClause(x: CheckContext, item: DrillItem): boolean {
  const q = english((item.steps[0] as DrillStep).prompt.question);
  return RULES.some((rule) => rule(x, item, q));
}
