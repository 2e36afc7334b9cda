// A message crossing a boundary (IPC, a stored session or record) is checked: a known id, parameters that are
// strings, numbers, amounts (integer cents) or messages. An English string stored before issue 24 is still a phrase.
import { describe, expect, it } from 'vitest';
import { messageRefSchema, phraseSchema } from '../../../core/i18n/message-ref-schema.ts';
import { english, sayPhrase } from '../../../core/i18n/phrase.ts';
import { ref, say } from '../../../core/i18n/say.ts';
import { resultCallRef } from '../../../core/dealer-calls.ts';
import { money } from '../../../core/i18n/money-param.ts';

describe('messageRefSchema', () => {
  it('accepts a message with its parameters, nested messages and lists of them', () => {
    const nested = { id: 'drill_sentences', params: { first: ref('call_player_draws', {}), rest: 'x' } };
    expect(messageRefSchema.safeParse(ref('call_points', { player: 2, banker: 5 })).success).toBe(true);
    expect(messageRefSchema.safeParse(nested).success).toBe(true);
    expect(
      messageRefSchema.safeParse({
        id: 'drill_sentences',
        params: { first: [ref('call_tie', { point: 6 })], rest: '' },
      }).success,
    ).toBe(true);
  });

  it('accepts an amount as integer cents with its symbol, said in each language (money-param.ts)', () => {
    const paid = ref('payout_answer_amount', { amount: money(123456, '$') });
    const parsed = messageRefSchema.parse(JSON.parse(JSON.stringify(paid)));
    expect(parsed).toEqual(paid);
    expect(say(parsed, 'en')).toBe('$1,234.56');
    expect(say(parsed, 'zh-Hant')).toBe('$1,234.56');
    expect(say(ref('payout_answer_amount', { amount: money(-2500, 'HK$') }), 'zh-Hans')).toBe('-HK$25.00');
    expect(() => money(0.5, '$')).toThrow(/whole number of cents/);
  });

  it.each([
    [
      'an amount of a fraction of a cent',
      { id: 'payout_answer_amount', params: { amount: { cents: 0.5, symbol: '$' } } },
      'amount',
    ],
    ['an unknown id', { id: 'no_such_message', params: {} }, '"no_such_message" is not a message id'],
    ['a missing params', { id: 'call_tie' }, 'params'],
    ['an object parameter that is no message', { id: 'call_tie', params: { point: { x: 1 } } }, 'point'],
    ['an extra field', { id: 'call_tie', params: {}, text: 'Tie' }, 'text'],
    ['a nested unknown id', { id: 'call_tie', params: { point: { id: 'nope', params: {} } } }, '"nope"'],
  ])('refuses %s, naming it', (_what, value, named) => {
    const r = messageRefSchema.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')).toContain(named);
  });
});

describe('phraseSchema', () => {
  it('keeps an English string stored before issue 24 as it is', () => {
    expect(phraseSchema.parse('Declare the result.')).toBe('Declare the result.');
    expect(sayPhrase('Declare the result.', 'zh-Hant')).toBe('Declare the result.');
  });

  it('says a message in the language asked, its calls in the call language', () => {
    const call = resultCallRef('banker', 4, 5);
    expect(english(call)).toBe('Banker wins, 5 over 4.');
    expect(sayPhrase(call, 'zh-Hant')).toBe(say(call, 'zh-Hant'));
    const two = ref('drill_sentences', { first: ref('call_player_draws', {}), rest: 'after' });
    expect(sayPhrase(two, 'en', 'zh-Hans')).toBe(`${say(ref('call_player_draws', {}), 'zh-Hans')} after`);
  });
});
