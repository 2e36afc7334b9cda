// Issue 23, "words a dealer uses", over every kind at every house (and with a house word for a push): no question says
// "(0 if it loses or stays)" (the house's own word for a push instead, core/push-word.ts), and no working says
// "19:20 of $118.00 is $112.00" when the commission's rounding to the chip changed the payment: whatever a working
// calls "<odds> of $X is $Y" is exactly those odds of $X (the rounding, where there is one, is a step of its own).
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { DRILL_KINDS } from '../../../core/drills/types.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../../core/profiles.ts';
import { drillSet } from '../drills/helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

function cents(text: string): number {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** Every "<pays>:<per> of <amount> is <amount>" in a text, with whether it is exact. */
function oddsClaims(text: string): { claim: string; exact: boolean }[] {
  return [...text.matchAll(/\b(\d+):(\d+) of (\D?[\d,]+\.\d\d) is (\D?[\d,]+\.\d\d)\b/g)].map((m) => {
    const [claim, pays, per, stake, paid] = m as unknown as [string, string, string, string, string];
    return { claim, exact: cents(stake) * Number(pays) === cents(paid) * Number(per) };
  });
}

const HOUSES: [string, TableProfile][] = BUILT_IN_PROFILES.flatMap((p): [string, TableProfile][] => [
  [p.id, p],
  [`${p.id} (stand-off)`, { ...p, pushWord: 'stand-off' }],
]);

describe.each(HOUSES)('%s', (_name, p) => {
  const kinds = DRILL_KINDS.filter((k) => k !== 'commission' || p.banker.kind === 'commission');
  const made = generateItems(
    drillSet(
      kinds.map((kind) => ({ kind, count: 8, difficulty: 'hard', timeLimitMs: null })),
      { profile: p },
    ),
    `words-${p.id}`,
  );
  if (!made.ok) throw new Error(made.error);
  const steps = made.items.flatMap((i) => i.steps);

  it('no question says "(0 if it loses or stays)"; a push is named in the house’s word', () => {
    expect(steps.length).toBeGreaterThan(kinds.length);
    for (const s of steps) {
      expect(english(s.prompt.question)).not.toMatch(/loses or stays/);
      if (p.pushWord === 'stand-off') expect(english(s.prompt.question)).not.toMatch(/\bpush(es)?\b/i);
    }
  });

  it('"<odds> of $X is $Y" in a working or an answer is always exact; a rounded commission is its own step', () => {
    const wrong = steps.flatMap((s) =>
      oddsClaims(`${english(s.key.working)} ${english(s.key.answerText)}`)
        .filter((c) => !c.exact)
        .map((c) => c.claim),
    );
    expect(wrong).toEqual([]);
    // The check has something to check: Tasmania's exact 19:20, Dragon Bonus's commission rounded to the chip.
    const all = steps.map((s) => english(s.key.working)).join('\n');
    if (p.id === 'tasmania') expect(oddsClaims(all).length).toBeGreaterThan(0);
    if (p.id === 'dragon-bonus') expect(all).toMatch(/less commission \(/);
    // A payment the commission's rounding changed names the stake less the rounded commission.
    for (const s of steps)
      for (const m of `${english(s.key.working)}`.matchAll(
        /\d+:\d+ of (\D?[\d,]+\.\d\d): [^;]*?less commission \(/g,
      ))
        expect(english(s.key.working).slice(m.index)).toMatch(/\), so \D?[\d,.]+ less \D?[\d,.]+ is /);
  });
});

it('the check itself: "19:20 of $118.00 is $112.00" is not exact, "19:20 of $35.00 is $33.25" is', () => {
  expect(oddsClaims('19:20 of $118.00 is $112.00').map((c) => c.exact)).toEqual([false]);
  expect(oddsClaims('19:20 of $35.00 is $33.25; 8:1 of ₹1,000.00 is ₹8,000.00').map((c) => c.exact)).toEqual([
    true,
    true,
  ]);
});
