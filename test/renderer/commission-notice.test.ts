// The table notice states the house's own commission rate (issue 18): it is derived from the Banker odds, never a
// fixed "5%" (Tasmania 12.2: 19:20 is even money less 5%; a 39:40 house charges 2.5%).
import { describe, expect, it } from 'vitest';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { noticeLines } from '../../renderer/lib/layout.ts';

function boxHouse(pays: number, per: number): TableProfile {
  const base = builtInProfile('tasmania');
  if (!base || base.banker.kind !== 'commission') throw new Error('the Tasmania profile charges commission');
  return { ...base, banker: { ...base.banker, odds: { pays, per }, collection: 'box' } };
}

describe('the commission-box notice names the house rate (Tasmania 12.2)', () => {
  it.each([
    [19, 20, '5%'],
    [39, 40, '2.5%'],
    [24, 25, '4%'],
  ])('Banker %i:%i → %s to the commission box', (pays, per, rate) => {
    const banker = noticeLines(boxHouse(pays, per)).find((l) => l.startsWith('Banker')) ?? '';
    expect(banker).toContain(`(even money, ${rate} to the commission box)`);
    expect(banker.match(/\d+(\.\d+)?%/g)).toEqual([rate]);
  });
});
