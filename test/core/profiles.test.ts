import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PROFILES,
  builtInProfile,
  HOUSE_CONVENTION_DEFAULTS,
  offeredBets,
  validateProfile,
} from '../../core/profiles.ts';

describe('table profiles', () => {
  it.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))('built-in profile %s validates', (_id, p) => {
    expect(validateProfile(p)).toEqual({ ok: true, profile: p });
  });

  it.each([
    ['tasmania', ['player', 'banker', 'tie', 'perfect_pair_player', 'perfect_pair_banker']],
    ['tasmania-federal', ['player', 'banker', 'tie']],
    ['dragon-bonus', ['player', 'banker', 'tie', 'dragon_player', 'dragon_banker']],
    ['casino-guide', ['player', 'banker', 'tie']],
    ['deltin', ['player', 'banker', 'tie', 'player_pair', 'banker_pair', 'super_six']],
  ])('%s offers exactly %j', (id, bets) => {
    const p = builtInProfile(id);
    expect(p && offeredBets(p)).toEqual(bets);
  });

  it('Tasmania 12.2, 12.3, 15.8: the tasmania profile pays 19:20, Tie 8:1 and Perfect Pairs 6/12/25:1', () => {
    const p = builtInProfile('tasmania')!;
    expect(p.banker).toMatchObject({ kind: 'commission', odds: { pays: 19, per: 20 } });
    expect(p.tie).toEqual({ pays: 8, per: 1 });
    expect(p.perfectPairs).toEqual({
      mixed: { pays: 6, per: 1 },
      coloured: { pays: 12, per: 1 },
      perfect: { pays: 25, per: 1 },
    });
  });

  it('Tasmania 13 and Deltin: Banker six pays half', () => {
    expect(builtInProfile('tasmania-federal')!.banker.kind).toBe('six-pays-half');
    expect(builtInProfile('deltin')!.banker.kind).toBe('six-pays-half');
  });

  const base = builtInProfile('tasmania')!;
  it.each([
    ['Tasmania 4.1: Perfect Pairs with four decks', { ...base, decks: 4 }, 'decks: Tasmania 4.1'],
    ['nine decks', { ...base, perfectPairs: null, decks: 9 }, 'decks: Tasmania 4.1'],
    [
      'a minimum above the maximum',
      { ...base, limits: { ...base.limits, main: { min: 900, max: 100 } } },
      'limits.main.min',
    ],
    ['a negative odds figure', { ...base, tie: { pays: -8, per: 1 } }, 'tie.pays'],
    ['an unknown field', { ...base, bonus: true }, 'bonus'],
    ['chips out of order', { ...base, chips: [500, 100] }, 'chips.1'],
    ['a bad id', { ...base, id: 'Has Spaces' }, 'id:'],
    ['a missing banker rule', { ...base, banker: undefined }, 'banker'],
    ['money in fractions of a cent', { ...base, betUnit: 2.5 }, 'betUnit'],
    [
      'Tasmania 12.2: a commission rule paying more than even money (a negative commission)',
      { ...base, banker: { ...base.banker, odds: { pays: 21, per: 20 } } },
      'banker.odds.pays',
    ],
    [
      'Tasmania 12.2: a commission rule paying even money (no commission)',
      { ...base, banker: { ...base.banker, odds: { pays: 20, per: 20 } } },
      'banker.odds.pays',
    ],
  ])('a profile with %s is refused with an error naming the field', (_what, input, field) => {
    const r = validateProfile(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(field);
  });

  it("the trainers' example in docs/example-profile.json validates (Tie 9:1, commission box)", () => {
    const json: unknown = JSON.parse(
      readFileSync(new URL('../../docs/example-profile.json', import.meta.url), 'utf8'),
    );
    const r = validateProfile(json);
    expect(
      r.ok && [r.profile.tie, r.profile.banker, r.profile.cutOfferFirst, r.profile.settlementOrder],
    ).toEqual([
      { pays: 9, per: 1 },
      {
        kind: 'commission',
        odds: { pays: 19, per: 20 },
        collection: 'box',
        rounding: 'up',
        roundOn: 'total',
      },
      'first-place',
      'main-then-side',
    ]);
  });

  it('house conventions left out of a profile take the defaults documented in docs/PROFILES.md', () => {
    const json = JSON.parse(
      readFileSync(new URL('../../docs/example-profile.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown> & { banker: Record<string, unknown> };
    for (const k of Object.keys(HOUSE_CONVENTION_DEFAULTS)) delete json[k];
    delete json.banker['roundOn'];
    const r = validateProfile(json);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.profile).toMatchObject({ ...HOUSE_CONVENTION_DEFAULTS, banker: { roundOn: 'mark' } });
    const doc = readFileSync(new URL('../../docs/PROFILES.md', import.meta.url), 'utf8');
    for (const [k, v] of Object.entries(HOUSE_CONVENTION_DEFAULTS))
      expect(doc).toContain(`\`${k}\` | default \`"${v}"\``);
  });
});
