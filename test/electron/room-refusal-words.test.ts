// Issue 24: a row the room refuses is told to the trainer by the kind of refusal, in their language; PostgreSQL's own
// English (column and constraint names) is only the log line's detail.
import { describe, expect, it } from 'vitest';
import { refusalDetail, refusalWords } from '../../electron/room/refusal-words.ts';
import { english, sayPhrase } from '../../core/i18n/phrase.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the room refusal words', () => {
  it.each([
    [
      '23514',
      'new row for relation "assignments" violates check constraint "assignments_title_check"',
      'a value is outside what the room accepts',
      '有數值超出培訓室接受的範圍',
    ],
    [
      '23503',
      'insert or update on table "assignments" violates foreign key constraint "assignments_trainee_id_fkey"',
      'the trainee or drill set it names is not in the room',
      '它所指的學員或練習題組不在培訓室',
    ],
    [
      '23505',
      'duplicate key value violates unique constraint "assignments_pkey"',
      'the room already has it',
      '培訓室已經有這一項',
    ],
    [
      '23502',
      'null value in column "title" of relation "assignments" violates not-null constraint',
      'a value the room needs is missing',
      '缺少培訓室需要的數值',
    ],
    [
      '22007',
      'invalid input syntax for type timestamp with time zone: "soon"',
      'a value is not one the room can store',
      '有數值無法存入培訓室',
    ],
    [
      '42501',
      'permission denied for function save_assignment',
      "this station's room account may not save it",
      '本工作站的培訓室帳戶無權儲存',
    ],
    [
      'P0002',
      'query returned no rows',
      'the trainee or drill set it names is not in the room',
      '它所指的學員或練習題組不在培訓室',
    ],
    [
      'XX000',
      'internal error',
      'the room refused it (database code XX000)',
      '培訓室拒絕接收（資料庫代碼 XX000）',
    ],
  ])('%s: said by its kind, never in the database words', (code, text, en, hant) => {
    const words = refusalWords(pgError(code, text));
    expect(english(words)).toBe(en);
    expect(sayPhrase(words, 'zh-Hant')).toBe(hant);
    for (const lang of ['en', 'zh-Hant', 'zh-Hans'] as const)
      expect(sayPhrase(words, lang)).not.toContain(text);
    expect(refusalDetail(pgError(code, text))).toBe(`${code} ${text}`);
  });
});
