// Catch the dealer's mistake (issue 23) read independently: the hands on the layout against the table of play
// (Tasmania 11), each bet's settlement at the house's odds (rules.ts), and the order the question lists, taken from
// the question's own words; the key's option must name the first mistake found, or a clean coup.
import type { DrillItem, DrillStep } from '../../../core/drills/types.ts';
import { amountsIn, fromHands, illegalHands, settle, Unreadable } from './rules.ts';
import { sceneWrong, type CheckContext } from './check-items.ts';
import { english } from '../../../core/i18n/phrase.ts';

interface Listed {
  readonly seat: number;
  readonly on: string;
  readonly action: 'take' | 'push' | 'pay';
  readonly amount: number;
  readonly box: number;
}

const ON: Record<string, string> = { Player: 'player', Banker: 'banker', Tie: 'tie' };

function listed(question: string, symbol: string): Listed[] {
  const body = question.match(/settled it in this order: (.*)\. Was it right\?$/)?.[1];
  if (!body) throw new Unreadable(`dealer-check question not read: "${question}"`);
  return body.split('; ').map((part) => {
    const m = part.match(/^\d+\. (took|left|paid) seat (\d+) (Player|Banker|Tie)(.*)$/);
    if (!m) throw new Unreadable(`dealer-check action not read: "${part}"`);
    const money = amountsIn(m[4] as string, symbol);
    return {
      seat: Number(m[2]),
      on: ON[m[3] as string] as string,
      action: m[1] === 'took' ? 'take' : m[1] === 'left' ? 'push' : 'pay',
      amount: money[0] ?? 0,
      box: money[1] ?? 0,
    };
  });
}

function mistakeOf(x: CheckContext, step: DrillStep): string {
  const scene = step.prompt.scene;
  const player = scene.player.map((c) => c.card);
  const banker = scene.banker.map((c) => c.card);
  if (illegalHands(player, banker) !== null) return 'A wrong draw';
  const coup = fromHands(player, banker);
  const actions = listed(english(step.prompt.question), x.symbol);
  for (const a of actions) {
    const bet = scene.bets.find((b) => b.seat === a.seat && b.on === a.on);
    if (!bet) throw new Unreadable(`no bet at seat ${a.seat} ${a.on}`);
    const s = settle(x.house, x.conv, coup, bet.on, bet.amount);
    const want = s.outcome === 'win' ? 'pay' : s.outcome === 'lose' ? 'take' : 'push';
    if (want !== a.action || (want === 'pay' && (a.amount !== s.paid || a.box !== s.boxMark))) {
      // A Banker win paid at even money with nothing deducted and nothing marked, at a house that takes commission.
      const commissionMissed =
        bet.on === 'banker' &&
        want === 'pay' &&
        a.amount === bet.amount &&
        a.box === 0 &&
        (s.paid < bet.amount || s.boxMark > 0);
      return commissionMissed ? 'Commission missed' : 'A wrong payment';
    }
  }
  const firstPay = actions.findIndex((a) => a.action === 'pay');
  const lastTake = actions.map((a) => a.action).lastIndexOf('take');
  if (firstPay >= 0 && lastTake > firstPay) return 'Wrong order';
  return 'Clean';
}

export function checkDealerCheck(x: CheckContext, item: DrillItem): void {
  const step = item.steps[0] as DrillStep;
  const e = step.key.expected;
  const form = step.prompt.form;
  if (e.type !== 'choice' || form.type !== 'choice') throw new Error(`${item.id}: not a choice key`);
  const label = english(form.options.find((o) => o.key === e.choice)?.label ?? '');
  const mine = mistakeOf(x, step);
  x.checked++;
  x.derived.add(`${item.id}/0`);
  if (!label.startsWith(mine)) {
    x.out.push({
      itemId: item.id,
      step: 0,
      kind: item.kind,
      code: 'dealer-check',
      clause: 'Tasmania 11, 12; house settlement order',
      engine: label,
      mine,
    });
  }
  if (form.options.length < 3)
    sceneWrong(x, item, 0, 'dealer-check-options', 'the key', 'fewer than 3 options');
}
