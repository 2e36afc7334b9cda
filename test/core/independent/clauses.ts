// The dealer-facing clauses issue 8 adds drills for (Tasmania 4.4, 6.1, 6.3, 6.4, 7.1, 7.3, 7.6, 9.3a/d-f, 13,
// 15.2-15.5, 16.5.6-16.5.8; Dragon Bonus guide: a main wager; Deltin: change of bets after a tie; casino guide:
// mini-baccarat players never touch the cards), re-derived from the question as the trainee reads it.
import type { ChoiceOption, DrillItem, DrillStep } from '../../../core/drills/types.ts';
import { expect, sceneWrong, type CheckContext } from './check-items.ts';
import { amountsIn } from './rules.ts';
import { english } from '../../../core/i18n/phrase.ts';

type Rule = (x: CheckContext, item: DrillItem, q: string) => boolean;

function option(item: DrillItem, label: RegExp): ChoiceOption | undefined {
  const form = (item.steps[0] as DrillStep).prompt.form;
  return form.type === 'choice' ? form.options.find((o) => label.test(english(o.label))) : undefined;
}

function answer(x: CheckContext, item: DrillItem, label: RegExp, code: string, clause: string): true {
  const o = option(item, label);
  if (!o) sceneWrong(x, item, 0, `${code}-options`, clause, `no option says ${String(label)}`);
  else expect(x, item, 0, { type: 'choice', choice: o.key }, code, clause);
  return true;
}

const yes = (x: CheckContext, item: DrillItem, ok: boolean, code: string, clause: string): true =>
  answer(x, item, ok ? /^Yes$/ : /^No$/, code, clause);

const money = (x: CheckContext, text: string): number[] => amountsIn(text, x.symbol);

function limitsOn(x: CheckContext, area: string): { min: number; max: number } {
  const l = x.profile.limits;
  if (area === 'Player' || area === 'Banker') return l.main;
  return area === 'Tie' ? l.tie : l.side;
}

const RULES: readonly Rule[] = [
  // 6.3: no wager made, withdrawn or increased after the first card of the hand is dealt; before it, any of them.
  (x, item, q) =>
    /"No more bets" has been called and (?:\d+ cards have|the first card has) been dealt\. The player in seat \d wants to (?:add chips to|place a new|take back)/.test(
      q,
    ) && yes(x, item, false, 'no-more-bets', 'Tasmania 6.3'),
  (x, item, q) =>
    /The dealer has not yet dealt the first card\. The player in seat \d wants to (?:add chips to|place a new|take back)/.test(
      q,
    ) && yes(x, item, true, 'no-more-bets', 'Tasmania 6.3'),
  // 4.4: once a player has handled the cards, all cards from that shoe are replaced.
  (x, item, q) =>
    /What happens to the cards of this shoe\?$/.test(q) &&
    answer(x, item, /^All the cards from that shoe are replaced/, 'cards-replaced', 'Tasmania 4.4'),
  // 6.4: up to two standing players may wager with a seated player.
  (x, item, q) =>
    /A standing player wants to wager with the seated player on seat \d's betting space\./.test(q) &&
    yes(x, item, true, 'standing-players', 'Tasmania 6.4'),
  (x, item, q) => {
    const m = q.match(
      /(\d+) standing players want to wager with the seated player on seat \d's betting space/,
    );
    return m !== null && yes(x, item, Number(m[1]) <= 2, 'standing-players', 'Tasmania 6.4');
  },
  // Dragon Bonus guide: a Dragon Bonus wager needs a main wager (Player, Banker, Tie).
  (x, item, q) => {
    const m = q.match(
      /the player in seat \d (has \S+ on (?:Player|Banker|Tie)|has no other wager) and offers a wager on Dragon Bonus/,
    );
    return (
      m !== null && yes(x, item, !(m[1] as string).startsWith('has no'), 'dragon-main', 'Dragon Bonus guide')
    );
  },
  // 6.1: wagers only with chips (and, placed in chips within the limits, a wager plays as placed: 7.1).
  (x, item, q) =>
    /puts \S+ in banknotes on the \w+ area and asks to play it as it is/.test(q) &&
    yes(x, item, false, 'chips-only', 'Tasmania 6.1'),
  (x, item, q) => {
    const m = q.match(/places (\S+) in chips on the (Player|Banker|Tie) area and asks to play it as it is/);
    if (!m) return false;
    const amount = money(x, m[1] as string)[0] as number;
    const { min, max } = limitsOn(x, m[2] as string);
    if (amount < min || amount > max) return true; // 7.4-7.5 decide those; not asked here.
    return yes(x, item, true, 'chips-only', 'Tasmania 6.1, 7.1');
  },
  // 7.1: within the limits, multiples of the minimum only when the notice says so.
  (x, item, q) => {
    const m = q.match(
      /Table limits (\S+) to (\S+)\. (The table notice says wagers must be made in multiples of the minimum\. )?Seat \d places (\S+) on \w+\. Does the dealer accept the wager as it is\?/,
    );
    if (!m) return false;
    const [min, max, amount] = [m[1], m[2], m[4]].map((t) => money(x, t as string)[0] as number) as [
      number,
      number,
      number,
    ];
    const ok = amount >= min && amount <= max && (m[3] === undefined || amount % min === 0);
    return yes(x, item, ok, 'multiples', 'Tasmania 7.1');
  },
  // 7.3: no partnership to exceed the maximum stake.
  (x, item, q) => {
    const m = q.match(
      /Maximum (\S+)\. The players in seats \d and \d say they are betting together as partners: (\S+) from seat \d and (\S+) from seat \d/,
    );
    if (!m) return false;
    const [max, a, b] = [m[1], m[2], m[3]].map((t) => money(x, t as string)[0] as number) as [
      number,
      number,
      number,
    ];
    if (a + b > max) yes(x, item, false, 'partnership', 'Tasmania 7.3');
    return true; // A partnership within the maximum: the rule does not say; not checked.
  },
  // 7.6: limits change only with every player's consent or a notice displayed at least half an hour before.
  (x, item, q) => {
    if (!/wants to raise the table minimum from \S+ to \S+ now\./.test(q)) return false;
    const notice = q.match(/A notice of the new minimum went up at the table (\d+) minutes ago/);
    const ok = /Every player at the table agrees/.test(q) || (notice !== null && Number(notice[1]) >= 30);
    return yes(x, item, ok, 'changing-limits', 'Tasmania 7.6');
  },
  // Casino guide: at mini-baccarat players may not handle, remove or alter any cards.
  (x, item, q) =>
    /^Mini-baccarat, cards dealt face up \(no squeeze\)\. .*May the player do so\?$/.test(q) &&
    answer(x, item, /^No(:|$)/, 'mini-no-touch', 'casino guide (Mini-Baccarat)'),
  // 15.2-15.4: Perfect Pairs before the first card, within its own limits, with or without a main wager.
  (x, item, q) => {
    const m = q.match(
      /Perfect Pairs limits (\S+) to (\S+)\. (Before the first card is dealt|After (?:the first card has|\d+ cards have) been dealt), the player in seat \d offers (\S+) on Perfect Pairs/,
    );
    if (!m) return false;
    const [min, max, amount] = [m[1], m[2], m[4]].map((t) => money(x, t as string)[0] as number) as [
      number,
      number,
      number,
    ];
    const ok = (m[3] as string).startsWith('Before') && amount >= min && amount <= max;
    return yes(x, item, ok, 'perfect-pairs-wager', 'Tasmania 15.2-15.4');
  },
  // 15.5: a coup with only Perfect Pairs wagers is completed by the rules.
  (x, item, q) =>
    /The only wager on the table is seat \d's Perfect Pairs wager/.test(q) &&
    answer(x, item, /^Deal the coup and complete it by the rules/, 'perfect-pairs-only', 'Tasmania 15.5'),
  // 9.3a with 6.4: the cards go to the seated player; standing players may not handle them.
  (x, item, q) => {
    const m = q.match(
      /A standing player wagering with the seated player on seat (\d)'s betting space .*seat \1's seated player's own chips alone are more than any other wager on (?:Player|Banker)\..*Who is passed the/,
    );
    return (
      m !== null &&
      answer(
        x,
        item,
        new RegExp(`^(Seat ${m[1]}|The seated player at seat ${m[1]})$`),
        'squeeze-standing',
        'Tasmania 9.3a, 6.4',
      )
    );
  },
  // 9.3f: one set of cards at a time.
  (x, item, q) =>
    /has the highest wager on both the Player's hand and the Banker's hand\. How does that player handle the cards\?/.test(
      q,
    ) && answer(x, item, /^One set of cards at a time/, 'squeeze-one-set', 'Tasmania 9.3f'),
  // 9.3d: discs marked "Player" and "Banker".
  (x, item, q) => {
    const m = q.match(
      /The highest wagerer on the (Player|Banker)'s hand accepts the cards\. What may the dealer place/,
    );
    return (
      m !== null && answer(x, item, new RegExp(`^A disc marked "${m[1]}"$`), 'squeeze-disc', 'Tasmania 9.3d')
    );
  },
  // 9.3e: a Management Representative and Surveillance.
  (x, item, q) =>
    /Before the dealer may deal a squeeze game, who must have been informed\?/.test(q) &&
    answer(x, item, /^A Management Representative and Surveillance$/, 'squeeze-informed', 'Tasmania 9.3e'),
  // 13: a notice at the table.
  (x, item, q) =>
    /decides to play Federal Baccarat at this table .*What must be displayed at the table\?/.test(q) &&
    answer(x, item, /notice at the table saying Federal Baccarat/, 'federal-notice', 'Tasmania 13'),
  // Deltin: on a tie, players may sustain or alter (increase or reduce) their bets for the next hand.
  (x, item, q) =>
    /The hand is a Tie\. Seat \d has \S+ on (?:Player|Banker)\. Before the next hand, what may the player do with that wager\?/.test(
      q,
    ) && answer(x, item, /^Keep it, or alter it/, 'deltin-tie-change', 'Deltin gaming guide'),
  // 16.5.8: after a Tie the Player and Banker wagers may be altered. Taken off the layout with nothing wagered on the
  // next coup (the question says so, issue 18 N4): not an alteration, and 16.5.11 requires a wager every coup.
  (x, item, q) => {
    const m = q.match(
      /The last coup was a Tie, so seat \d's \S+ wager on the (?:Player|Banker) area stands\. .*wants to (increase it by|reduce it by|take it back off the layout and wager nothing on the next coup)/,
    );
    if (!m) return false;
    if (m[1]!.startsWith('take')) yes(x, item, false, 'comp-tie-remove', 'Tasmania 16.5.8, 16.5.11');
    else yes(x, item, true, 'comp-tie-change', 'Tasmania 16.5.8');
    return true;
  },
  // 16.5.6, 16.5.7: a wager placed, in turn or out of it, is not removed or altered.
  (x, item, q) =>
    /Wagers are being placed for the next coup.*(?:in turn|before its turn in the betting sequence) and, before the cards are dealt, wants to/.test(
      q,
    ) && yes(x, item, false, 'comp-wager-placed', 'Tasmania 16.5.6, 16.5.7'),
];

/** Checks an item if it asks one of these clauses; false when it asks something else. */
export function checkClauseItem(x: CheckContext, item: DrillItem): boolean {
  const q = english((item.steps[0] as DrillStep).prompt.question);
  return RULES.some((rule) => rule(x, item, q));
}
