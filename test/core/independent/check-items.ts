// Checks every answer key of a generated drill item against the independent reading in rules.ts (irregularities.ts
// for Tasmania 14 and 9.4, procedures.ts and clauses.ts for the table procedures). It reads only what the trainee is shown (the scene, the question,
// the options) and the key's expected response: it never asks the engine how a rule works.
import type { Card } from '../../../core/cards.ts';
import type { DrillItem, DrillStep, Response, SettleAction, TableScene } from '../../../core/drills/types.ts';
import type { TableProfile } from '../../../core/profiles.ts';
import {
  amountsIn,
  bankerDraws,
  cardFromLabel,
  commissionOn,
  conventionsOf,
  roundCommission,
  dragonClass,
  fromHands,
  houseOf,
  illegalHands,
  isNatural,
  pairClass,
  playerDraws,
  point,
  settle,
  winnerOf,
  Unreadable,
  type Conventions,
  type House,
} from './rules.ts';
import { checkIrregularity } from './irregularities.ts';
import { checkProcedure } from './procedures.ts';
import { checkChips } from './chips.ts';
import { checkDealerCheck } from './dealer-check.ts';
import { english } from '../../../core/i18n/phrase.ts';

/** One key (or scene) the checker disagrees with. */
export interface Disagreement {
  readonly itemId: string;
  readonly step: number;
  readonly kind: DrillItem['kind'];
  /** Groups disagreements by the rule at stake, for the table of known-wrong keys. */
  readonly code: string;
  /** The clause that decides it. */
  readonly clause: string;
  readonly engine: string;
  readonly mine: string;
}

export interface CheckContext {
  readonly profile: TableProfile;
  readonly house: House;
  readonly conv: Conventions;
  readonly symbol: string;
  readonly out: Disagreement[];
  /** How many steps' keys the checker derived independently (so a vacuous pass shows). */
  checked: number;
  /** Which: "item-3/1". */
  readonly derived: Set<string>;
  /** Items the checker could not read, with why. */
  readonly unread: string[];
}

export function contextFor(profile: TableProfile, out: Disagreement[]): CheckContext {
  return {
    profile,
    house: houseOf(profile.id),
    conv: conventionsOf(profile),
    symbol: profile.currency.symbol,
    out,
    checked: 0,
    derived: new Set(),
    unread: [],
  };
}

export function show(r: Response): string {
  switch (r.type) {
    case 'points':
      return `Player ${r.player}, Banker ${r.banker}, natural ${r.natural}`;
    case 'draw':
      return r.draw ? 'draws' : 'stands';
    case 'result':
      return r.winner;
    case 'amount':
      return `${r.amount} cents`;
    case 'choice':
      return `choice ${r.choice}`;
    case 'settle-table':
      return showActions(r.actions);
    case 'chips':
      return r.chips.map((c) => `${c.count}x${c.value}`).join(', ');
  }
}

/** A bet's settlement as the key gives it, or 'missing' when the key leaves the bet out. */
type ShownAction = Omit<SettleAction, 'action'> & { readonly action: SettleAction['action'] | 'missing' };

function showActions(actions: readonly ShownAction[]): string {
  return actions
    .map(
      (a) =>
        `${a.betId} ${a.action}${a.amount ? ` ${a.amount}` : ''}${a.commission ? ` box ${a.commission}` : ''}`,
    )
    .join(', ');
}

/** Compares one step's expected response with the independent one; records a disagreement if they differ. */
export function expect(
  x: CheckContext,
  item: DrillItem,
  step: number,
  mine: Response,
  code: string,
  clause: string,
): void {
  x.checked++;
  x.derived.add(`${item.id}/${step}`);
  const engine = (item.steps[step] as DrillStep).key.expected;
  if (JSON.stringify(engine) === JSON.stringify(mine)) return;
  x.out.push({
    itemId: item.id,
    step,
    kind: item.kind,
    code,
    clause,
    engine: show(engine),
    mine: show(mine),
  });
}

/** A scene (not a key) that contradicts the rules: recorded like a wrong key. */
export function sceneWrong(
  x: CheckContext,
  item: DrillItem,
  step: number,
  code: string,
  clause: string,
  what: string,
): void {
  x.out.push({ itemId: item.id, step, kind: item.kind, code, clause, engine: what, mine: 'not possible' });
}

const cards = (scene: TableScene, hand: 'player' | 'banker'): Card[] => scene[hand].map((c) => c.card);

// ---------- Coup steps (Tasmania 8, 10, 11): read from the cards on the layout ----------

function checkLegalFinal(x: CheckContext, item: DrillItem, step: number, scene: TableScene): boolean {
  const why = illegalHands(cards(scene, 'player'), cards(scene, 'banker'));
  if (why === null) return true;
  sceneWrong(x, item, step, 'table-of-play-scene', 'Tasmania 11', `final hands where ${why}`);
  return false;
}

function checkCoupStep(x: CheckContext, item: DrillItem, step: number): boolean {
  const s = item.steps[step] as DrillStep;
  const scene = s.prompt.scene;
  const p = cards(scene, 'player');
  const b = cards(scene, 'banker');
  switch (s.prompt.form.type) {
    case 'points': {
      if (p.length + b.length > 4) checkLegalFinal(x, item, step, scene);
      const natural = isNatural(p.slice(0, 2)) || isNatural(b.slice(0, 2));
      expect(
        x,
        item,
        step,
        { type: 'points', player: point(p), banker: point(b), natural },
        'points',
        'Tasmania 8, 10.1',
      );
      return true;
    }
    case 'draw': {
      if (s.prompt.form.hand === 'player') {
        if (p.length !== 2 || b.length !== 2)
          sceneWrong(
            x,
            item,
            step,
            'draw-scene',
            'Tasmania 9.2',
            `Player call shown ${p.length}+${b.length} cards`,
          );
        expect(x, item, step, { type: 'draw', draw: playerDraws(p, b) }, 'player-draw', 'Tasmania 11');
        return true;
      }
      if (b.length !== 2)
        sceneWrong(x, item, step, 'draw-scene', 'Tasmania 9.2', `Banker call shown ${b.length} Banker cards`);
      const pDraws = playerDraws(p.slice(0, 2), b.slice(0, 2));
      if (pDraws !== (p.length === 3))
        sceneWrong(
          x,
          item,
          step,
          'table-of-play-scene',
          'Tasmania 11',
          `Player shown with ${p.length} cards`,
        );
      const third = p[2] ?? null;
      // The question names the Player's third card (or says there is none): it must be the card on the layout.
      const named = english(s.prompt.question).match(/The Player[’']s third card is (\S+?)\./);
      const namedCard = named ? cardFromLabel(named[1] as string) : null;
      if (
        namedCard !== third &&
        !(third === null && /The Player has no third card\./.test(english(s.prompt.question)))
      )
        sceneWrong(
          x,
          item,
          step,
          'draw-question',
          'the scene',
          `"${english(s.prompt.question)}" with ${third ?? 'no third card'}`,
        );
      expect(
        x,
        item,
        step,
        { type: 'draw', draw: bankerDraws(p.slice(0, 2), b.slice(0, 2), third) },
        'banker-draw',
        'Tasmania 11',
      );
      return true;
    }
    case 'result':
      checkLegalFinal(x, item, step, scene);
      expect(
        x,
        item,
        step,
        { type: 'result', winner: winnerOf(point(p), point(b)) },
        'result',
        'Tasmania 6.6-6.8, 10.3',
      );
      return true;
    default:
      return false;
  }
}

// ---------- Payouts (Tasmania 12, 13, 15; Deltin; Dragon Bonus guide) ----------

const MAIN = new Set<string>(['player', 'banker', 'tie']);

/** Where the house's document and the engine disagree on where the Banker commission goes. */
export function bankerCode(x: CheckContext, on: string): string {
  return on === 'banker' && x.house.banker === 'commission'
    ? `banker-commission-${x.house.commissionCollected}`
    : 'payout';
}

function checkPayout(x: CheckContext, item: DrillItem): void {
  const last = item.steps.length - 1;
  const scene = (item.steps[last] as DrillStep).prompt.scene;
  if (!checkLegalFinal(x, item, last, scene)) return;
  const coup = fromHands(cards(scene, 'player'), cards(scene, 'banker'));
  const bet = scene.bets.find((b) => !MAIN.has(b.on)) ?? scene.bets[0];
  if (!bet) throw new Error(`${item.id}: a payout item without a bet`);
  const question = english((item.steps[last] as DrillStep).prompt.question);
  // The question may open with the house's stated conventions (the commission rule, with its chip amounts): the bet
  // is the one after "Seat N has".
  const named = question.match(/Seat (\d) has (\S+) on /);
  if (!named || Number(named[1]) !== bet.seat || amountsIn(named[2] as string, x.symbol)[0] !== bet.amount)
    sceneWrong(
      x,
      item,
      last,
      'payout-question',
      'the scene',
      `question "${question}" names another bet than ${bet.id}`,
    );
  if (bet.on.startsWith('dragon') && !scene.bets.some((b) => b.seat === bet.seat && MAIN.has(b.on)))
    sceneWrong(x, item, last, 'dragon-main-wager', 'Dragon Bonus guide: a main wager is required', bet.id);
  const s = settle(x.house, x.conv, coup, bet.on, bet.amount);
  checkLimits(x, item, last, scene);
  if (s.outcome === 'win') checkCitation(x, item, last);
  for (let i = 0; i < last; i++) {
    const form = (item.steps[i] as DrillStep).prompt.form;
    if (form.type !== 'choice') continue;
    if (bet.on.startsWith('perfect_pair')) {
      const hand = bet.on === 'perfect_pair_player' ? coup.player : coup.banker;
      const k = pairClass(hand[0] as Card, hand[1] as Card);
      const choice = { perfect: 'p', coloured: 'c', mixed: 'm', none: 'n' }[k];
      expect(x, item, i, { type: 'choice', choice }, 'pair-class', 'Tasmania 15.1');
    } else if (bet.on.startsWith('dragon')) {
      const k = dragonClass(coup, bet.on === 'dragon_player' ? 'player' : 'banker');
      const choice = k === 'natural' ? 'n' : k === 'lose' ? 'l' : k === 'push' ? 't' : String(k);
      expect(x, item, i, { type: 'choice', choice }, 'dragon-class', 'Dragon Bonus guide');
    }
  }
  expect(
    x,
    item,
    last,
    { type: 'amount', amount: s.outcome === 'win' ? s.paid : 0 },
    bankerCode(x, bet.on),
    s.clause,
  );
}

/** Tasmania 7.1, 7.4: a drill's wagers are within the table limits (limit drills are procedures, not payouts). */
function checkLimits(x: CheckContext, item: DrillItem, step: number, scene: TableScene): void {
  const l = x.profile.limits;
  for (const b of scene.bets) {
    const { min, max } = b.on === 'player' || b.on === 'banker' ? l.main : b.on === 'tie' ? l.tie : l.side;
    if (b.amount < min || b.amount > max)
      sceneWrong(
        x,
        item,
        step,
        'bet-outside-limits',
        'Tasmania 7.1, 7.4',
        `${b.id} ${b.amount} outside ${min}-${max}`,
      );
  }
}

/** Issue 8, "Citations": a winning payout's key cites the document of the house whose odds it pays. */
function checkCitation(x: CheckContext, item: DrillItem, step: number): void {
  const rule = (item.steps[step] as DrillStep).key.rule;
  if (!x.house.cites.test(rule))
    sceneWrong(x, item, step, 'citation', `${x.house.source} states these odds`, `key cites "${rule}"`);
}

// ---------- Commission (Tasmania 12.2; casino guide: the box) ----------

/** What one Banker win adds to the box: the rounded commission, or (rounded on the total) the exact one to the cent. */
function boxMark(amount: number, conv: Conventions): number {
  return conv.roundOn === 'mark' ? commissionOn(amount, conv) : Math.ceil(amount / 20);
}

function checkCommission(x: CheckContext, item: DrillItem): void {
  const first = (item.steps[0] as DrillStep).prompt;
  const q = english(first.question);
  if (/commission box now\?$/.test(q)) {
    // box: each step adds this coup's mark to the seat's box. When the shoe ends the seat pays what it owes ("by the
    // end of each shoe, at the latest", casino guide) and the next coup, in a new shoe, starts with an empty box.
    let running = 0;
    let wins: number[] = [];
    let collected = false;
    item.steps.forEach((s, i) => {
      const q = english(s.prompt.question);
      const shownFor = (seat: string): number => s.prompt.scene.commissionBox[seat] ?? 0;
      const collect = q.match(
        /^The shoe is finished: .*How much does seat (\d) pay from its commission box\?$/,
      );
      if (collect) {
        if (shownFor(collect[1] as string) !== running)
          sceneWrong(x, item, i, 'box-continuity', 'casino guide: commission box', 'box at the collection');
        // Each mark rounded as it was made, or the shoe's wins together rounded once (the house's rule).
        const owed =
          x.conv.roundOn === 'mark' ? running : roundCommission(wins.reduce((a, w) => a + w, 0) / 20, x.conv);
        expect(
          x,
          item,
          i,
          { type: 'amount', amount: owed },
          'commission-box-collected',
          'casino guide: paid by the end of each shoe, at the latest',
        );
        running = 0;
        wins = [];
        collected = true;
        return;
      }
      const m = q.match(
        /(?:^|\. )(New shoe\. )?Coup (\d+) of (\d+)\. Seat (\d) has (\S+) on (Banker|Player)\./,
      );
      if (!m) throw new Unreadable(`${item.id}: unreadable box question "${q}"`);
      // A coup in a new shoe only after the old shoe's box was collected, and a collection only at a new shoe.
      if ((m[1] !== undefined) !== collected)
        sceneWrong(
          x,
          item,
          i,
          'box-shoe-change',
          'casino guide: commission paid by the end of each shoe',
          collected ? 'a collection with no new shoe after it' : 'a new shoe with no collection of the box',
        );
      collected = false;
      const seat = m[4] as string;
      const amount = amountsIn(m[5] as string, x.symbol)[0] as number;
      const shown = shownFor(seat);
      if (shown !== running)
        sceneWrong(
          x,
          item,
          i,
          'box-continuity',
          'casino guide: commission box',
          `box shows ${shown}, marked so far ${running}`,
        );
      const scene = s.prompt.scene;
      const coup = fromHands(cards(scene, 'player'), cards(scene, 'banker'));
      if (m[6] === 'Banker' && coup.winner === 'banker') {
        running += boxMark(amount, x.conv);
        wins.push(amount);
      }
      expect(
        x,
        item,
        i,
        { type: 'amount', amount: running },
        'commission-box',
        'Tasmania 12.2; casino guide',
      );
    });
    return;
  }
  const single = q.match(/Banker wins\. Seat (\d) has (\S+) on Banker\. What is the commission/);
  if (single) {
    const amount = amountsIn(single[2] as string, x.symbol)[0] as number;
    const scene = first.scene;
    if (winnerOf(point(cards(scene, 'player')), point(cards(scene, 'banker'))) !== 'banker')
      sceneWrong(
        x,
        item,
        0,
        'commission-scene',
        'Tasmania 6.6',
        'a "Banker wins" question on a coup the Banker did not win',
      );
    expect(
      x,
      item,
      0,
      { type: 'amount', amount: commissionOn(amount, x.conv) },
      'commission',
      'Tasmania 12.2',
    );
    return;
  }
  // owed: the seat's winning Banker bets listed in the situation, each marked (and rounded) when paid.
  const situation = english(first.scene.situation ?? '');
  const listed = situation.match(/winning Banker bets this shoe: (.*) \(the last on this coup\)/);
  if (!listed) throw new Unreadable(`${item.id}: unreadable commission item "${q}" / "${situation}"`);
  const wins = amountsIn(listed[1] as string, x.symbol);
  // Each mark rounded as it is made, or the commission on the stakes together rounded once (the house's rule).
  const owed =
    x.conv.roundOn === 'mark'
      ? wins.reduce((a, w) => a + commissionOn(w, x.conv), 0)
      : roundCommission(wins.reduce((a, w) => a + w, 0) / 20, x.conv);
  expect(x, item, 0, { type: 'amount', amount: owed }, 'commission-owed', 'Tasmania 12.2; casino guide');
}

// ---------- Settle the table ----------

/** The settle-the-table step: the whole item (settle-table), or a pace-lab coup's last step (`at`). */
function checkSettleTable(x: CheckContext, item: DrillItem, at = 0): void {
  const step = item.steps[at] as DrillStep;
  const scene = step.prompt.scene;
  if (!checkLegalFinal(x, item, at, scene)) return;
  const coup = fromHands(cards(scene, 'player'), cards(scene, 'banker'));
  checkLimits(x, item, at, scene);
  for (const b of scene.bets.filter((d) => d.on.startsWith('dragon')))
    if (!scene.bets.some((m) => m.seat === b.seat && MAIN.has(m.on)))
      sceneWrong(x, item, at, 'dragon-main-wager', 'Dragon Bonus guide: a main wager is required', b.id);
  const mine = new Map<string, SettleAction>();
  let bankerCodeUsed = 'settle-amounts';
  for (const bet of scene.bets) {
    const s = settle(x.house, x.conv, coup, bet.on, bet.amount);
    if (bet.on === 'banker' && s.outcome === 'win') bankerCodeUsed = bankerCode(x, 'banker');
    mine.set(bet.id, {
      betId: bet.id,
      action: s.outcome === 'win' ? 'pay' : s.outcome === 'lose' ? 'take' : 'push',
      amount: s.paid,
      ...(s.boxMark > 0 ? { commission: s.boxMark } : {}),
    });
  }
  // Issue 8, "Citations": a table with a winner is settled at the house's odds, so the key cites its document.
  if ([...mine.values()].some((a) => a.action === 'pay')) checkCitation(x, item, at);
  const expected = step.key.expected;
  if (expected.type !== 'settle-table') throw new Error(`${item.id}: not a settle-table key`);
  // What each bet gets, in scene order (the order is checked separately below).
  const byId = (list: readonly SettleAction[]): ShownAction[] =>
    scene.bets.map(
      (b) => list.find((a) => a.betId === b.id) ?? { betId: b.id, action: 'missing', amount: 0 },
    );
  const engineSorted = byId(expected.actions);
  const mineSorted = byId([...mine.values()]);
  x.checked++;
  x.derived.add(`${item.id}/${at}`);
  if (
    expected.actions.length !== scene.bets.length ||
    JSON.stringify(engineSorted) !== JSON.stringify(mineSorted)
  ) {
    x.out.push({
      itemId: item.id,
      step: at,
      kind: item.kind,
      code: bankerCodeUsed,
      clause: 'Tasmania 6.6-6.8, 12, 15; house documents',
      engine: showActions(engineSorted),
      mine: showActions(mineSorted),
    });
  }
  // DEALING.md 5 and 7, as the house's conventions say: every loser taken before any winner is paid, main bets
  // before side bets in each group ('losers-first'), or the main bets taken and paid before the side bets
  // ('main-then-side'); winners paid right to left from the dealer's point of view, starting at the seat nearest
  // the dealer's right (seat 1 when seat 1 is at the dealer's right). Pushes stay where they are.
  const betOf = (id: string) => scene.bets.find((b) => b.id === id);
  const side = (a: SettleAction): boolean => !MAIN.has(betOf(a.betId)?.on ?? 'player');
  const seatKey = (a: SettleAction): number => {
    const seat = betOf(a.betId)?.seat ?? 0;
    return x.conv.seatOne === 'dealer-right' ? seat : -seat;
  };
  const group = (a: SettleAction): number =>
    x.conv.settlementOrder === 'losers-first'
      ? (a.action === 'take' ? 0 : 2) + (side(a) ? 1 : 0)
      : (side(a) ? 2 : 0) + (a.action === 'take' ? 0 : 1);
  const acts = expected.actions.filter((a) => a.action !== 'push');
  const inOrder = acts.every((a, i) => {
    const prev = acts[i - 1];
    if (!prev) return true;
    if (group(prev) !== group(a)) return group(prev) < group(a);
    return a.action !== 'pay' || seatKey(prev) <= seatKey(a);
  });
  if (!inOrder) {
    x.out.push({
      itemId: item.id,
      step: at,
      kind: item.kind,
      code: 'settle-order',
      clause: `DEALING.md 5, 7 (house dealing procedure: ${x.conv.settlementOrder}, seat 1 at the ${x.conv.seatOne})`,
      engine: expected.actions.map((a) => `${a.action} ${a.betId}`).join(', '),
      mine: 'losers and winners in the house order, winners right to left',
    });
  }
}

/**
 * Issue 8, house conventions: a question whose answer depends on the Banker commission states the house's rule. What
 * it states must be what the house's document and the profile's conventions say: where the 5% goes (deducted at
 * payment, or marked to the box, casino guide), how it is rounded, to which chip, and (box) when.
 */
function checkStatedCommission(x: CheckContext, item: DrillItem): void {
  item.steps.forEach((s, i) => {
    const q = english(s.prompt.question);
    const deducted = q.match(/Banker commission 5%, deducted at payment, rounded (.+?)\.(?: |$)/);
    const box = q.match(
      /Banker paid even money, 5% commission marked to the seat's box \((each mark|the total owed) rounded (.+?)(?: when it is collected)?\), paid by the end of the shoe at the latest\./,
    );
    if (!deducted && !box) {
      if (/commission/i.test(q) && /Banker (?:commission|paid)/.test(q))
        throw new Unreadable(`${item.id}: unreadable commission rule in "${q}"`);
      return;
    }
    const chip = formatMoney(x.conv.smallestChip, x.symbol);
    const rounding =
      x.conv.rounding === 'exact' ? 'up to the whole cent' : `${x.conv.rounding} to the ${chip} chip`;
    const wrong = (what: string): void =>
      sceneWrong(x, item, i, 'stated-commission', `${x.house.source}; the profile's conventions`, what);
    if (x.house.banker !== 'commission')
      wrong(`a commission rule stated at a house that charges none: "${q}"`);
    else if ((box ? 'box' : 'deducted') !== x.house.commissionCollected)
      wrong(`"${q}" where the house's document has the 5% ${x.house.commissionCollected}`);
    else if ((box ? box[2] : deducted?.[1]) !== rounding) wrong(`"${q}" where the house rounds ${rounding}`);
    else if (box && (box[1] === 'each mark') !== (x.conv.roundOn === 'mark'))
      wrong(`"${q}" where the house rounds on the ${x.conv.roundOn}`);
  });
}

/**
 * Issue 8, house conventions: the table notice (scene.conventions) and any question that states a convention say what
 * the profile's conventions are: which end is seat 1, who is offered the cut first (5.3), the order of taking and
 * paying, fractions of a cent, competition play.
 */
function checkStatedConventions(x: CheckContext, item: DrillItem): void {
  item.steps.forEach((s, i) => {
    const scene = s.prompt.scene;
    const text = [english(s.prompt.question), ...(scene.conventions ?? []).map(english)].join(' ');
    const wrong = (what: string): void =>
      sceneWrong(x, item, i, 'stated-convention', "the profile's conventions", what);
    if (scene.seatOne !== x.conv.seatOne) wrong(`the table drawn with seat 1 at the ${scene.seatOne}`);
    const seatOne = text.match(/Seat 1 is at the dealer's (right|left)/);
    if (seatOne && `dealer-${seatOne[1]}` !== x.conv.seatOne) wrong(seatOne[0]);
    if (
      /The cut is offered first to the player who sat down first/.test(text) !==
        (x.conv.cutOfferFirst === 'sat-down-first') &&
      /The cut is offered first/.test(text)
    )
      wrong('the cut offer');
    const losersFirst = /Every losing bet is taken before any winner is paid/.test(text);
    const mainFirst =
      /The main bets are settled \(losers taken, then winners paid\) before the side bets/.test(text);
    if (
      (losersFirst && x.conv.settlementOrder !== 'losers-first') ||
      (mainFirst && x.conv.settlementOrder !== 'main-then-side')
    )
      wrong('the settlement order');
    const start = text.match(/right to left from (seat 1|the highest seat)/);
    if (start && (start[1] === 'seat 1') !== (x.conv.seatOne === 'dealer-right')) wrong(start[0]);
    if (/a fraction is rounded down/.test(text) && x.conv.fractionalCents !== 'down')
      wrong('fractions of a cent');
    if (/rounded to the nearest cent, a half cent up/.test(text) && x.conv.fractionalCents !== 'half-up')
      wrong('fractions of a cent');
    if (/No competition play at this table/.test(text) && x.profile.competition !== null)
      wrong('competition play');
    if (
      /Competition play \(Tasmania 16\) is offered at this table/.test(text) &&
      x.profile.competition === null
    )
      wrong('competition play');
  });
}

/** "$1,234.50": cents as the prompts print them (for comparing a stated chip). */
function formatMoney(cents: number, symbol: string): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `${symbol}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Checks every step of an item; records disagreements in x.out and an item it cannot read in x.unread. */
export function checkItem(x: CheckContext, item: DrillItem): void {
  checkAnswerTexts(x, item);
  checkStatedConventions(x, item);
  try {
    checkStatedCommission(x, item);
  } catch (e) {
    if (!(e instanceof Unreadable)) throw e;
    x.unread.push(e.message);
  }
  try {
    checkSteps(x, item);
  } catch (e) {
    if (!(e instanceof Unreadable)) throw e;
    x.unread.push(e.message);
  }
}

/** The answer in words, shown as feedback, states the key itself: the amount, the result, the draw. */
function checkAnswerTexts(x: CheckContext, item: DrillItem): void {
  item.steps.forEach((s, i) => {
    const e = s.key.expected;
    const text = english(s.key.answerText);
    let ok = true;
    if (e.type === 'amount') {
      const said = amountsIn(text, x.symbol)[0];
      ok = e.amount === 0 ? said === undefined || said === 0 : said === e.amount;
    } else if (e.type === 'result') {
      ok = text.toLowerCase().startsWith(e.winner === 'tie' ? 'tie' : `${e.winner} wins`);
    } else if (e.type === 'draw') {
      ok = /\bdraws\b/.test(text) === e.draw;
    }
    if (!ok) sceneWrong(x, item, i, 'answer-text', 'the key', `answer text "${text}" for ${show(e)}`);
  });
}

function checkSteps(x: CheckContext, item: DrillItem): void {
  switch (item.kind) {
    case 'call-hand':
    case 'third-card':
    case 'result':
    case 'whole-coup':
      item.steps.forEach((_s, i) => {
        if (!checkCoupStep(x, item, i)) throw new Error(`${item.id}: unexpected form in a coup item`);
      });
      return;
    case 'payout':
      return checkPayout(x, item);
    case 'commission':
      return checkCommission(x, item);
    case 'settle-table':
      return checkSettleTable(x, item);
    case 'pace-lab':
      // A whole coup's calls (Tasmania 10, 11), then the table settled (the last step).
      item.steps.slice(0, -1).forEach((_s, i) => {
        if (!checkCoupStep(x, item, i)) throw new Error(`${item.id}: unexpected form in a pace-lab coup`);
      });
      return checkSettleTable(x, item, item.steps.length - 1);
    case 'irregularity':
      return checkIrregularity(x, item);
    case 'procedure':
      return checkProcedure(x, item);
    case 'chips':
      return checkChips(x, item);
    case 'dealer-check':
      return checkDealerCheck(x, item);
  }
}
