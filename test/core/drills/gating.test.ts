// Gating (issue 8, docs/PROFILES.md): competition-play topics only at a profile that declares competition play
// (Tasmania 16), burn topics only where the house burns, the squeeze only where it is played (Tasmania 9.3). Every
// topic still has a home among the built-in profiles.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { procedure, PROCEDURE_TOPICS, type ProcedureTopic } from '../../../core/drills/kinds/procedure.ts';
import { BUILT_IN_PROFILES, builtInProfile, type TableProfile } from '../../../core/profiles.ts';
import { drillSet } from './helpers.ts';

const ALL = Object.values(PROCEDURE_TOPICS).flat() as ProcedureTopic[];

function generate(profile: string | TableProfile, constraints: Record<string, string>) {
  return generateItems(
    drillSet([{ kind: 'procedure', count: 5, difficulty: 'standard', timeLimitMs: null, constraints }], {
      profile,
    }),
    'gating',
  );
}

function topicsOf(profile: string): Set<unknown> {
  const made = generateItems(
    drillSet([{ kind: 'procedure', count: 200, difficulty: 'standard', timeLimitMs: null }], { profile }),
    `gating-${profile}`,
  );
  if (!made.ok) throw new Error(made.error);
  return new Set(
    made.items
      .flatMap((i) => i.steps.flatMap((s) => s.key.cases))
      .map((t) => procedure.constraintsForCase?.(t)?.topic),
  );
}

describe('gating of procedure topics by the house', () => {
  it.each<[string, string, Record<string, string>, RegExp]>([
    [
      'Tasmania 16: no competition play at dragon-bonus, by topic',
      'dragon-bonus',
      { topic: 'puck' },
      /does not offer competition play \(Tasmania 16\)/,
    ],
    [
      'Tasmania 16: no competition play at casino-guide, by area',
      'casino-guide',
      { area: 'competition' },
      /does not offer competition play/,
    ],
    [
      'house burn: tasmania does not burn',
      'tasmania',
      { topic: 'burn' },
      /does not burn cards at a new shoe/,
    ],
    [
      'Tasmania 9.3: casino-guide players never touch the cards, no squeeze',
      'casino-guide',
      { topic: 'squeeze' },
      /does not play the squeeze/,
    ],
    [
      'Tasmania 9.3: deltin does not play the squeeze, by area',
      'deltin',
      { area: 'squeeze' },
      /does not play the squeeze/,
    ],
  ])('%s: asking is an error naming why', (_case, profile, constraints, error) => {
    const made = generate(profile, constraints);
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error).toMatch(error);
  });

  it.each<[string, string, Record<string, string>]>([
    ['Tasmania 16: competition play at tasmania', 'tasmania', { topic: 'secret-wager' }],
    ['Tasmania 16: competition play at tasmania-federal', 'tasmania-federal', { area: 'competition' }],
    ['house burn at casino-guide', 'casino-guide', { topic: 'burn' }],
  ])('%s: generated', (_case, profile, constraints) => {
    const made = generate(profile, constraints);
    expect(made.ok ? 'ok' : made.error).toBe('ok');
  });

  it.each(['dragon-bonus', 'casino-guide', 'deltin'])(
    '%s: by default no item asks about competition play',
    (profile) => {
      const topics = topicsOf(profile);
      for (const t of PROCEDURE_TOPICS.competition) expect(topics.has(t), t).toBe(false);
      if (!builtInProfile(profile)!.burn) expect(topics.has('burn')).toBe(false);
    },
  );

  it('every topic has a home: some built-in profile drills it', () => {
    const homed = new Set(BUILT_IN_PROFILES.flatMap((p) => [...topicsOf(p.id)]));
    expect(ALL.filter((t) => !homed.has(t))).toEqual([]);
  });
});
