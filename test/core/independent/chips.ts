// The chip drills (issue 23; DEALING.md "Chip handling") read independently: what a pile on the layout is worth, the
// fewest chips of an amount (worked out here by a change-making table, not the engine's), change asked for, and a
// column in full stacks of 20. Reads only the question, the scene and the options.
import type { DrillItem, DrillStep, Response } from '../../../core/drills/types.ts';
import { amountsIn, Unreadable } from './rules.ts';
import { expect, sceneWrong, type CheckContext } from './check-items.ts';
import { english } from '../../../core/i18n/phrase.ts';

type Chips = { value: number; count: number }[];

/** The fewest chips making `amount`, largest chips first among equally few; null when none. */
function fewest(amount: number, chips: readonly number[]): Chips | null {
  if (amount === 0) return [];
  if (chips.length === 0) return null;
  const best: (Chips | null)[] = [[]];
  const sorted = [...chips].sort((a, b) => b - a);
  const unit = sorted.reduce((a, b) => {
    while (b) [a, b] = [b, a % b];
    return a;
  });
  if (amount % unit !== 0) return null;
  const n = amount / unit;
  const count = (c: Chips) => c.reduce((s, x) => s + x.count, 0);
  for (let u = 1; u <= n; u++) {
    let pick: Chips | null = null;
    for (const chip of sorted) {
      const prior = chip / unit <= u ? best[u - chip / unit] : null;
      if (!prior) continue;
      if (pick === null || count(prior) + 1 < count(pick)) {
        const merged = prior.map((x) => ({ ...x }));
        const same = merged.find((x) => x.value === chip);
        if (same) same.count++;
        else merged.push({ value: chip, count: 1 });
        pick = merged.sort((a, b) => b.value - a.value);
      }
    }
    best[u] = pick;
  }
  return best[n] ?? null;
}

function total(c: readonly { value: number; count: number }[]): number {
  return c.reduce((s, x) => s + x.value * x.count, 0);
}

function optionLabel(step: DrillStep, choice: string): string {
  const form = step.prompt.form;
  return form.type === 'choice' ? english(form.options.find((o) => o.key === choice)?.label ?? '') : '';
}

export function checkChips(x: CheckContext, item: DrillItem): void {
  item.steps.forEach((s, i) => {
    const q = english(s.prompt.question);
    const pile = s.prompt.scene.bets[0]?.stack;
    const chips = x.profile.chips;
    let mine: Response | null = null;
    if (/^Read the bet/.test(q)) {
      if (!pile) throw new Unreadable(`${item.id}: a bet to read with no pile`);
      mine = { type: 'amount', amount: total(pile) };
    } else if (/Pay seat \d+'s Player bet from the tray/.test(q)) {
      if (!pile) throw new Unreadable(`${item.id}: a payment with no wager on the layout`);
      // Even money (the question says so); the house's way of paying is the profile's (docs/PROFILES.md).
      const rule = x.profile.chipPayment;
      const inColours =
        rule.kind === 'wager-colours'
          ? fewest(
              total(pile),
              pile.map((c) => c.value),
            )
          : null;
      mine = { type: 'chips', chips: inColours ?? (fewest(total(pile), chips) as Chips) };
    } else if (/asks to colour up\. What do you do first\?$/.test(q)) {
      // DEALING.md: colouring up "is announced and the supervisor signalled before the exchange".
      const e = s.key.expected;
      if (
        e.type !== 'choice' ||
        !/announce/i.test(optionLabel(s, e.choice)) ||
        !/supervisor/i.test(optionLabel(s, e.choice))
      )
        sceneWrong(
          x,
          item,
          i,
          'colour-up-call',
          'DEALING.md chip handling',
          `key "${e.type === 'choice' ? optionLabel(s, e.choice) : ''}"`,
        );
      x.checked++;
      x.derived.add(`${item.id}/${i}`);
      return;
    } else if (/^Colour up seat \d+/.test(q)) {
      if (!pile) throw new Unreadable(`${item.id}: a colour-up with no pile`);
      mine = { type: 'chips', chips: fewest(total(pile), chips) as Chips };
    } else if (/hands you a .* chip and asks for .* chips/.test(q)) {
      const [chip, into] = amountsIn(q, x.symbol) as [number, number];
      const n = Math.floor(chip / into);
      const rest =
        fewest(
          chip - n * into,
          chips.filter((c) => c < into),
        ) ?? [];
      mine = { type: 'chips', chips: [{ value: into, count: n }, ...rest].sort((a, b) => b.value - a.value) };
    } else if (/^You size a column of (\d+) ×/.test(q)) {
      const n = Number(q.match(/column of (\d+) ×/)?.[1]);
      const e = s.key.expected;
      const said = e.type === 'choice' ? optionLabel(s, e.choice) : '';
      if (said !== `${Math.floor(n / 20)} ${n < 40 ? 'stack' : 'stacks'} of 20 and ${n % 20} over`)
        sceneWrong(x, item, i, 'cut-stacks', 'DEALING.md chip handling', `key "${said}" for ${n} chips`);
      x.checked++;
      x.derived.add(`${item.id}/${i}`);
      return;
    } else if (/commission box shows .* and the player pays it with .*\. Give the change\.$/.test(q)) {
      // The box shown on the table is what the seat owes (casino guide: paid by the end of the shoe).
      const [owed, value] = amountsIn(q, x.symbol) as [number, number];
      const times = Number(q.match(/pays it with (\d+) ×/)?.[1] ?? 1);
      const seat = q.match(/Seat (\d+)'s commission box/)?.[1] as string;
      if (s.prompt.scene.commissionBox[seat] !== owed)
        sceneWrong(
          x,
          item,
          i,
          'commission-box-scene',
          'casino guide',
          `box ${s.prompt.scene.commissionBox[seat]} for ${owed}`,
        );
      mine = { type: 'chips', chips: fewest(times * value - owed, chips) as Chips };
    } else if (/^What is the column of (\d+) × /.test(q)) {
      const n = Number(q.match(/column of (\d+) ×/)?.[1]);
      const value = amountsIn(q, x.symbol)[0] as number;
      mine = { type: 'amount', amount: n * value };
    }
    if (mine === null) throw new Unreadable(`${item.id}: a chips question not read: "${q}"`);
    expect(x, item, i, mine, 'chips', 'DEALING.md chip handling');
  });
}
