// A record's response line has a real schema (issue 19): a line from an old record still loads, a bad one is refused
// with the field named.
import { describe, expect, it } from 'vitest';
import { responseLineSchema } from '../../../core/assessment/record.ts';

const line = {
  seq: 1,
  item: 1,
  itemId: 'i1',
  step: 1,
  kind: 'payout',
  question: 'Pay the Banker bet',
  cards: 'Player K♠ 5♥, Banker 9♦ Q♣',
  answer: '$95',
  correctAnswer: '$95',
  correct: true,
  timedOut: false,
  responseMs: 4200,
  timeLimitMs: null,
  redLines: [],
  errors: [],
  rule: 'Tasmania 11',
};

describe('responseLineSchema', () => {
  it('loads a line as a record stores it', () => {
    expect(responseLineSchema.parse(line)).toEqual(line);
  });

  it('loads a line from a record made before the cards were kept', () => {
    const { cards: _cards, ...old } = line;
    expect(responseLineSchema.safeParse(old).success).toBe(true);
  });

  it.each([
    ['kind', { kind: 'juggling' }],
    ['responseMs', { responseMs: -1 }],
    ['redLines', { redLines: ['rude'] }],
    ['seq', { seq: 0 }],
  ])('refuses a bad %s, naming it', (field, bad) => {
    const parsed = responseLineSchema.safeParse({ ...line, ...bad });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(field);
  });
});
