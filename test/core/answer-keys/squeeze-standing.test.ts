// Regression test for issue 18 N6: the squeeze with a standing player (Tasmania 9.3a, 6.4) had two defensible
// answers when the standing player's chips made the seat's wager the highest: counted as the seated player's wager,
// the seated player; counted apart, the seated player with the next highest wager. The premise now says the seated
// player's own chips alone are the highest, so both readings give the seated player on that seat.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { builtInProfile, type TableProfile } from '../../../core/profiles.ts';
import { drillSet } from '../drills/helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

const tasmania = builtInProfile('tasmania') as TableProfile;

describe('N6 Tasmania 9.3a, 6.4: the squeeze with a standing player has one defensible answer', () => {
  it('the premise decides the highest wager, and the key is the seated player on that seat', () => {
    const set = drillSet(
      [
        {
          kind: 'procedure',
          count: 100,
          difficulty: 'standard',
          timeLimitMs: null,
          constraints: { topic: 'squeeze-standing' },
        },
      ],
      { profile: tasmania },
    );
    const made = generateItems(set, 'n6');
    if (!made.ok) throw new Error(made.error);
    for (const item of made.items) {
      const { prompt, key } = item.steps[0]!;
      const q = english(prompt.question);
      const m = q.match(
        /on seat (\d)'s betting space .*seat \1's seated player's own chips alone are more than any other wager on (Player|Banker)\./,
      );
      expect(m, q).not.toBeNull();
      const seat = Number(m![1]);
      // The scene agrees: the seat's space holds the highest wager on the hand, and it is the only one that high.
      const onHand = prompt.scene.bets.filter((b) => b.on === m![2]!.toLowerCase());
      const top = Math.max(...onHand.map((b) => b.amount));
      expect(onHand.filter((b) => b.amount === top).map((b) => b.seat)).toEqual([seat]);
      if (prompt.form.type !== 'choice') throw new Error('a choice form');
      const keyed = prompt.form.options.find(
        (o) => key.expected.type === 'choice' && o.key === key.expected.choice,
      );
      expect(keyed && english(keyed.label)).toBe(`The seated player at seat ${seat}`);
    }
  });
});
