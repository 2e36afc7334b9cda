// Regression tests for issue 18 N8: a key cites the document that states the house's rule. A pay table that differs
// from Tasmania (the example house's Tie at 9 to 1) is the house's own rule, not Tasmania 12.3; a renamed copy of a
// built-in house (a new id and name, its document kept in `source`) cites that house's document.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../../core/cards.ts';
import { coupFromCards, type Coup } from '../../../core/coup.ts';
import { builtInProfile, validateProfile, type TableProfile } from '../../../core/profiles.ts';
import { settleBet } from '../../../core/settlement.ts';

function coupOf(cards: string): Coup {
  const parsed = parseCards(cards);
  if (!parsed.ok) throw new Error(parsed.error);
  const r = coupFromCards(parsed.value);
  if (!r.ok) throw new Error(r.error);
  return r.coup;
}

const TIE = coupOf('6h,6c,Kd,Ks'); // P 6, B 6, both stand.
const BANKER_7_OVER_6 = coupOf('6h,7c,Kd,Ks');

function profile(id: string): TableProfile {
  const p = builtInProfile(id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
}

function ruleFor(p: TableProfile, coup: Coup, on: 'tie' | 'banker' | 'player'): string {
  const r = settleBet(p, coup, { on, amount: 1000 });
  if (!r.ok) throw new Error(r.error);
  return r.value.rule;
}

describe('N8 Tasmania 12.3: a pay table that differs from the document cites the house, not the clause', () => {
  const example = validateProfile(JSON.parse(readFileSync('docs/example-profile.json', 'utf8')));
  if (!example.ok) throw new Error(example.error);
  it('the example house (Tie 9 to 1): the Tie win cites its own pay table', () => {
    const rule = ruleFor(example.profile, TIE, 'tie');
    expect(rule).not.toMatch(/12\.3/);
    expect(rule).toMatch(/house pay table: a Tie pays 9 to 1/);
  });
  it('Tasmania itself (Tie 8 to 1) still cites 12.3', () => {
    expect(ruleFor(profile('tasmania'), TIE, 'tie')).toBe('Tasmania 12.3');
  });
  it('a Banker at 39 to 40 is not cited as Tasmania 12.2 (19 to 20)', () => {
    const t = profile('tasmania');
    if (t.banker.kind !== 'commission') throw new Error('tasmania charges commission');
    const p = { ...t, banker: { ...t.banker, odds: { pays: 39, per: 40 } } };
    const rule = ruleFor(p, BANKER_7_OVER_6, 'banker');
    expect(rule).not.toMatch(/Tasmania 12\.2/);
    expect(rule).toMatch(/39 to 40/);
  });
  it.each<[string, RegExp]>([
    ['casino-guide', /^casino guide: the Tie bet pays 8 to 1$/],
    ['deltin', /^Deltin guide: Tie bets are paid 8 to 1$/],
    ['dragon-bonus', /^Dragon Bonus guide: a Tie wager is paid 8 to 1$/],
  ])("a renamed copy of %s cites that house's document", (id, cited) => {
    const copy = { ...profile(id), id: `my-${id}`, name: `Our ${id} table` };
    expect(ruleFor(copy, TIE, 'tie')).toMatch(cited);
  });
});
