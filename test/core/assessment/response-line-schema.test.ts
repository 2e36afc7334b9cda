// A record's response line has a real schema (issue 19): a line from an old record still loads, a bad one is refused
// with the field named.
import { describe, expect, it } from 'vitest';
import {
  cardsInWords,
  responseLineSchema,
  responseText,
  type AnsweredPrompt,
} from '../../../core/assessment/record.ts';
import type { TableScene } from '../../../core/drills/types.ts';
import { english, sayPhrase } from '../../../core/i18n/phrase.ts';

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

  it('issue 24: a line made before messages keeps its English words; a new one holds messages, an unknown id named', () => {
    const words = {
      question: 'Declare the result.',
      correctAnswer: 'Banker wins.',
      errors: ['Result: wrong'],
    };
    expect(responseLineSchema.parse({ ...line, ...words })).toEqual({ ...line, ...words });
    const said = {
      question: { id: 'coup_q_result', params: {} },
      correctAnswer: { id: 'call_banker_wins', params: { player: 4, banker: 5 } },
      errors: [{ id: 'mark_amount', params: { said: '$1.00', amount: '$2.00' } }],
    };
    expect(responseLineSchema.parse({ ...line, ...said })).toEqual({ ...line, ...said });
    const bad = responseLineSchema.safeParse({ ...line, question: { id: 'coup_q_nope', params: {} } });
    expect(bad.error?.issues.map((i) => i.message).join()).toContain('"coup_q_nope" is not a message id');
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

describe('issue 24: the answer and the cards are messages, the same data in every language', () => {
  const scene = {
    player: [
      { card: 'Ks', faceUp: true },
      { card: '5h', faceUp: false },
    ],
    banker: [],
    bets: [{ id: 's3-banker', seat: 3, on: 'banker', amount: 1000 }],
  } as unknown as TableScene;
  const prompt = { form: { type: 'settle-table' }, scene } as unknown as AnsweredPrompt;
  const answer = responseText(
    { type: 'settle-table', actions: [{ betId: 's3-banker', action: 'pay', amount: 950 }] },
    '$',
    prompt,
  );
  const cards = cardsInWords(scene);

  it('English as the record always said it', () => {
    expect([english(answer), english(cards)]).toEqual([
      'Pay seat 3 Banker $9.50',
      'Player K♠ face down, Banker no cards yet',
    ]);
  });

  it('said in Chinese with the glossary’s words; the stored line holds only the message', () => {
    expect(sayPhrase(answer, 'zh-Hant')).toBe('派彩 3 號位 莊 $9.50');
    expect(sayPhrase(cards, 'zh-Hans')).toBe('闲 K♠ 暗牌，庄 尚未发牌');
    const parsed = responseLineSchema.parse({ ...line, answer, cards });
    expect(JSON.stringify(parsed)).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
