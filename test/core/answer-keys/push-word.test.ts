// Issue 23, "words a dealer uses": the house's own word for a push (profile `pushWord`, core/push-word.ts) is the word
// every question, option, answer, working and table-notice line uses, at every built-in house; absent, "push"
// (DEALING.md §5: "On a tie, Player and Banker bets push (stay)").
import { describe, expect, it } from 'vitest';
import { responseText } from '../../../core/assessment/record.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { markResponse } from '../../../core/drills/mark.ts';
import type { DrillItem, DrillKind } from '../../../core/drills/types.ts';
import { BUILT_IN_PROFILES, validateProfile, type TableProfile } from '../../../core/profiles.ts';
import { DEFAULT_PUSH_WORD, pushWord } from '../../../core/push-word.ts';
import { drillSet } from '../drills/helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

/** Everything of an item the trainee reads (not the rule citations, which quote their documents, nor case tags). */
function trainee(item: DrillItem): string[] {
  return item.steps.flatMap((s) => [
    english(s.prompt.question),
    ...(s.prompt.form.type === 'choice' ? s.prompt.form.options.map((o) => english(o.label)) : []),
    ...(s.prompt.scene.conventions ?? []).map(english),
    english(s.key.answerText),
    english(s.key.working),
  ]);
}

function items(
  p: TableProfile,
  kind: DrillKind,
  constraints: Record<string, unknown>,
  count = 12,
): DrillItem[] {
  const set = drillSet([{ kind, count, difficulty: 'hard', timeLimitMs: null, constraints }], { profile: p });
  const made = generateItems(set, `push-word-${p.id}`);
  if (!made.ok) throw new Error(made.error);
  return [...made.items];
}

describe('the house word for a push: validated, defaulted', () => {
  it.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))('%s: the default is "push"', (_id, p) => {
    expect(DEFAULT_PUSH_WORD).toBe('push');
    expect(pushWord(p)).toBe('push');
  });
  it.each([['stand-off'], ['push'], ['stand off'], ['no action']])('accepts %j', (word) => {
    expect(validateProfile({ ...BUILT_IN_PROFILES[0], pushWord: word }).ok).toBe(true);
  });
  it.each([[''], ['Push'], ['push!'], ['  push'], ['a'.repeat(25)], [7]])(
    'rejects %j, naming the field',
    (word) => {
      const r = validateProfile({ ...BUILT_IN_PROFILES[0], pushWord: word });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/pushWord: must be/);
    },
  );
});

describe.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))('%s', (_id, house) => {
  it.each(['push', 'stand-off'])('uses "%s" wherever a push is named, and no other word', (word) => {
    const p: TableProfile = word === 'push' ? house : { ...house, pushWord: word };
    const payout = items(p, 'payout', { bets: ['player', 'banker'], outcome: 'push' });
    const settle = items(p, 'settle-table', { winner: 'tie' });
    for (const item of payout) {
      const last = item.steps[item.steps.length - 1]!;
      expect(english(last.prompt.question)).toContain(
        `(0 if it loses, or if it is a ${word} and the wager stays in its spot)`,
      );
      expect(english(last.key.answerText)).toBe(`Nothing: a ${word} (the bet stays).`);
      expect(english(last.key.working)).toContain(`is a ${word}: it stays (no win, no loss)`);
    }
    for (const item of settle) {
      const step = item.steps[0]!;
      // Issue 23: the question is one line; the house's word is on the table notice (and the Leave button).
      expect(english(step.prompt.question)).toBe('Settle the table.');
      expect(step.prompt.scene.conventions?.map(english)).toContain(
        `On a tie the Player and Banker bets are a ${word}: they stay in their spots, neither won nor lost.`,
      );
      // A tie: every Player and Banker bet is left, in the house's word.
      expect(english(step.key.answerText)).toMatch(new RegExp(`Leave [^.]+ \\(${word}\\)\\.`));
      // The marker's words for a bet left unsettled say the house's word too.
      const mark = markResponse(
        step.key,
        { type: 'settle-table', actions: [] },
        1000,
        null,
        step.prompt.form,
      );
      expect(mark.errors.map(english).join(' ')).toContain(`it should be left (a ${word})`);
      expect(mark.errors.map(english).join(' ')).not.toMatch(word === 'push' ? /stand-off/ : /\bpush/i);
      // The assessment record says the trainee's answer in the same word ("Leave (stand-off) seat 3 Banker").
      const expected = step.key.expected.type === 'settle-table' ? step.key.expected.actions : [];
      const said = responseText(
        { type: 'settle-table', actions: expected },
        '$',
        step.prompt,
        pushWord(step.key),
      );
      expect(english(said)).toMatch(new RegExp(`Leave \\(${word}\\) seat \\d`));
    }
    const dragon = p.dragonBonus
      ? items(p, 'payout', { bets: ['dragon_player', 'dragon_banker'], outcome: 'push' }, 4)
      : [];
    for (const item of dragon) {
      const step = item.steps[0]!;
      const options = step.prompt.form.type === 'choice' ? step.prompt.form.options : [];
      expect(options.map((o) => english(o.label))).toContain(
        `${word === 'push' ? 'Push' : 'Stand-off'} (natural tie)`,
      );
      expect(english(step.key.answerText)).toBe(`Natural tie: ${word}.`);
    }
    if (word !== 'push') {
      const dealer = items(p, 'dealer-check', {}, 8);
      for (const item of [...payout, ...settle, ...dragon, ...dealer])
        for (const text of trainee(item)) expect(text).not.toMatch(/\bpush/i);
    }
  });
});
