// Regression test for issue 18 N4: after a Tie in competition play, "may the player take the wager back?" had two
// defensible answers (16.5.8 allows a wager to be altered, not removed; 16.5.11 requires a wager on every coup). The
// question now says the wager comes off the layout with nothing wagered on the next coup, and the key is No.
import { describe, expect, it } from 'vitest';
import { mayAlterWager } from '../../../core/competition.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { builtInProfile, type TableProfile } from '../../../core/profiles.ts';
import { drillSet } from '../drills/helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

const tasmania = builtInProfile('tasmania') as TableProfile;

describe('N4 Tasmania 16.5.8, 16.5.11: after a Tie a wager may be altered but not taken off the layout', () => {
  it.each<[string, boolean, boolean, string]>([
    ['altered after a Tie', false, true, 'Tasmania 16.5.8'],
    ['taken off the layout after a Tie', true, false, 'Tasmania 16.5.8, 16.5.11'],
  ])('%s', (_case, remove, allowed, rule) => {
    const v = mayAlterWager({ when: 'after-tie', area: 'banker', remove });
    expect([v.allowed, v.rule]).toEqual([allowed, rule]);
  });

  it('every generated item says what the player wants and is keyed by it', () => {
    const set = drillSet(
      [
        {
          kind: 'procedure',
          count: 200,
          difficulty: 'standard',
          timeLimitMs: null,
          constraints: { topic: 'tie-change' },
        },
      ],
      { profile: tasmania },
    );
    const made = generateItems(set, 'n4');
    if (!made.ok) throw new Error(made.error);
    const seen = new Set<string>();
    for (const item of made.items) {
      const { prompt, key } = item.steps[0]!;
      const q = english(prompt.question);
      // No bare "take back" left for the trainee to read as "alter" or as "remove".
      expect(q, q).not.toMatch(/take back it|wants to take back/);
      const m = q.match(
        /wants to (increase it by|reduce it by|take it back off the layout and wager nothing on the next coup)/,
      );
      expect(m, q).not.toBeNull();
      if (!q.includes('The last coup was a Tie')) continue;
      const remove = m![1]!.startsWith('take');
      seen.add(String(remove));
      expect(key.expected, q).toEqual({ type: 'choice', choice: remove ? 'n' : 'y' });
    }
    expect([...seen].sort()).toEqual(['false', 'true']);
  });
});
