// Issue 13 in the profile schema: a house may state its floor-ready targets; profile files written before targets
// existed stay valid; a bad target is refused with its field named.
import { describe, expect, test } from 'vitest';
import { builtInProfile, validateProfile, type TableProfile } from '../../core/profiles.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const tasmania = builtInProfile('tasmania') as TableProfile;

describe('profile targets', () => {
  test('docs/example-profile.json (no targets) is still valid, and gets none', () => {
    const file = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../docs/example-profile.json'), 'utf8'),
    );
    const r = validateProfile(file);
    expect(r.ok && r.profile.targets).toBeUndefined();
  });

  test.each([
    [{ minAnswered: 0, skills: [{ kind: 'payout', accuracy: 90, paceMs: 8000 }] }, 'targets.minAnswered'],
    [{ minAnswered: 5, skills: [] }, 'targets.skills'],
    [
      { minAnswered: 5, skills: [{ kind: 'payout', accuracy: 101, paceMs: 8000 }] },
      'targets.skills.0.accuracy',
    ],
    [{ minAnswered: 5, skills: [{ kind: 'payout', accuracy: 90, paceMs: 100 }] }, 'targets.skills.0.paceMs'],
    [{ minAnswered: 5, skills: [{ kind: 'dealing', accuracy: 90, paceMs: 8000 }] }, 'targets.skills.0.kind'],
    [
      {
        minAnswered: 5,
        skills: [
          { kind: 'payout', accuracy: 90, paceMs: 8000 },
          { kind: 'payout', accuracy: 80, paceMs: 8000 },
        ],
      },
      'targets.skills.1.kind: each skill is listed once',
    ],
  ])('a bad target is refused, naming %#: %s', (targets, named) => {
    const r = validateProfile({ ...tasmania, targets });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(named);
  });

  test('good targets are kept as given', () => {
    const targets = {
      minAnswered: 15,
      skills: [{ kind: 'third-card' as const, accuracy: 98, paceMs: 2000 }],
    };
    const r = validateProfile({ ...tasmania, targets });
    expect(r.ok && r.profile.targets).toEqual(targets);
  });
});
