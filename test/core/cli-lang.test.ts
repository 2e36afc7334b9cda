// `--lang` on the engine's command line (issue 24): `coup` prints the dealer's calls and workings, `drills` the questions,
// options, answers and workings in the language asked; English by default, unchanged; `--lang xx` is refused with
// exit 2 and one line listing the languages.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NODE = `${ROOT}node_modules/.bin/node`;
const SET = 'assets/drill-sets/tasmania-coup-calls.json';
// P 9h 3c = 2 draws 2h -> 4; B Kd 5s = 5 stands on a 2 (Tasmania 11). Banker wins 5 over 4.
const CARDS = ['--profile', 'tasmania', '--cards', '9h,Kd,3c,5s,2h,Ac,7d'];

function engine(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(NODE, ['cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function calls(...lang: string[]): string[] {
  const r = engine('coup', ...CARDS, ...lang);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return (JSON.parse(r.stdout) as { calls: string[] }).calls;
}

type Line = { prompt: { kind: string; question: string }; key: { answerText: string; working: string } };
function drills(...lang: string[]): Line[] {
  const r = engine('drills', '--spec', SET, '--seed', 'lang', '--with-answers', ...lang);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);
}

describe('engine --lang', () => {
  it.each([
    ['en', ['Player 2, Banker 5.', 'Player draws.', 'Player 4.', 'Banker stands.', 'Banker wins, 5 over 4.']],
    ['zh-Hant', ['閒 2 點，莊 5 點。', '閒家補牌。', '閒 4 點。', '莊家不補牌。', '莊贏，5 點勝 4 點。']],
    ['zh-Hans', ['闲 2 点，庄 5 点。', '闲家补牌。', '闲 4 点。', '庄家不补牌。', '庄赢，5 点胜 4 点。']],
  ])('coup --lang %s says the calls in that language', (lang, expected) => {
    expect(calls('--lang', lang)).toEqual(expected);
  });

  it.each([
    ['en', '19:20 of $35.00 is $33.25 ($35.00 less 5% commission $1.75)'],
    ['zh-Hant', '$35.00 按 20 賠 19 派彩為 $33.25（$35.00 減 5% 佣金 $1.75）'],
    ['zh-Hans', '$35.00 按 20 赔 19 派彩为 $33.25（$35.00 减 5% 佣金 $1.75）'],
  ])("coup --lang %s says each bet's working in that language, the amounts as cents", (lang, working) => {
    const r = engine('coup', ...CARDS, '--bets', '[{"on":"banker","amount":3500}]', '--lang', lang);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { bets: { payout: number; working: string }[] };
    expect(out.bets[0]).toMatchObject({ payout: 3325, working });
  });

  it('coup without --lang says them in English', () => {
    expect(calls()).toEqual(calls('--lang', 'en'));
  });

  it('drills --lang: the questions, answers and workings in that language, the same items and keys', () => {
    const en = drills();
    expect(drills('--lang', 'en')).toEqual(en);
    expect(en.some((l) => l.prompt.question === 'Does the Player draw a third card?')).toBe(true);
    for (const [lang, han] of [
      ['zh-Hant', /[閒莊]/],
      ['zh-Hans', /[闲庄]/],
    ] as const) {
      const said = drills('--lang', lang);
      expect(said).toHaveLength(en.length);
      for (const [i, line] of said.entries()) {
        const english = en[i] as Line;
        expect(line.prompt.kind).toBe(english.prompt.kind);
        // Every word the trainee reads is in the language; the key's data is the same (drill-keys-languages.test.ts).
        for (const text of [line.prompt.question, line.key.answerText, line.key.working]) {
          expect(typeof text).toBe('string');
          expect(text, `${lang}: ${text}`).not.toMatch(/\b(?:Player|Banker|draws?|stands?)\b/);
        }
        expect(`${line.prompt.question}${line.key.answerText}${line.key.working}`).toMatch(han);
      }
    }
  });

  it.each(['coup', 'drills'])('%s --lang xx: exit 2, one line naming the languages', (command) => {
    const args = command === 'coup' ? CARDS : ['--spec', SET, '--seed', 'x'];
    const r = engine(command, ...args, '--lang', 'xx');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`engine ${command}: --lang must be one of ${LANGUAGES.join(', ')}, not "xx"\n`);
  });
});

// The refusals of the cards a coup is dealt from and of the files and flags `coup` and `drills` read, in the --lang
// language (exit 2 as ever); in English, word for word what the commands wrote before.
describe('engine refusals in the --lang language', () => {
  const IDS = 'tasmania, tasmania-federal, dragon-bonus, casino-guide, deltin';
  it.each<[string, string[], string, string, string]>([
    [
      'a card that is not one',
      ['coup', '--profile', 'tasmania', '--cards', '9h,Xz'],
      '--cards: card 2: "Xz" is not a card: use a rank (A 2-9 T J Q K) followed by a suit (s h d c), for example 9h or Td',
      '--cards: 第 2 張牌：「Xz」不是一張牌：請先寫牌面（A 2-9 T J Q K），再寫花色（s h d c），例如 9h 或 Td',
      '--cards: 第 2 张牌：“Xz”不是一张牌：请先写牌面（A 2-9 T J Q K），再写花色（s h d c），例如 9h 或 Td',
    ],
    [
      'too few cards for the coup in shoe order',
      ['coup', '--profile', 'tasmania', '--cards', '9h,Kd,3c'],
      '--cards: not enough cards: 3 given, and this coup needs more (a coup takes 4 to 6 cards)',
      '--cards: 牌不夠：只給了 3 張，這一局需要更多（一局用 4 至 6 張牌）',
      '--cards: 牌不够：只给了 3 张，这一局需要更多（一局用 4 至 6 张牌）',
    ],
    [
      'no cards',
      ['coup', '--profile', 'tasmania'],
      '--cards is required, e.g. --cards 9h,Kd,3c,5s',
      '必須提供 --cards，例如 --cards 9h,Kd,3c,5s',
      '必须提供 --cards，例如 --cards 9h,Kd,3c,5s',
    ],
    [
      'no profile',
      ['coup', '--cards', '9h,Kd,3c,5s'],
      `--profile is required (one of: ${IDS})`,
      `必須提供 --profile（可選：${IDS}）`,
      `必须提供 --profile（可选：${IDS}）`,
    ],
    [
      'an unknown profile',
      ['coup', '--profile', 'nope', '--cards', '9h,Kd,3c,5s'],
      `unknown profile "nope" (one of: ${IDS}, or the path of a profile .json file)`,
      `未知的賭枱設定「nope」（可選：${IDS}，或賭枱設定 .json 檔案的路徑）`,
      `未知的赌台设置“nope”（可选：${IDS}，或赌台设置 .json 文件的路径）`,
    ],
    [
      'a bet on nothing known',
      ['coup', ...CARDS, '--bets', '[{"on":"x","amount":1}]'],
      '--bets must be a list like [{"on":"banker","amount":2500}] (amounts in cents): bets.0.on: Invalid option: expected one of "player"|"banker"|"tie"|"player_pair"|"banker_pair"|"perfect_pair_player"|"perfect_pair_banker"|"super_six"|"dragon_player"|"dragon_banker"',
      '--bets 必須是像 [{"on":"banker","amount":2500}] 這樣的清單（金額以分為單位）：bets.0.on: 選項無效：應為 "player"|"banker"|"tie"|"player_pair"|"banker_pair"|"perfect_pair_player"|"perfect_pair_banker"|"super_six"|"dragon_player"|"dragon_banker" 其中之一',
      '--bets 必须是像 [{"on":"banker","amount":2500}] 这样的列表（金额以分为单位）：bets.0.on: 选项无效：应为 "player"|"banker"|"tie"|"player_pair"|"banker_pair"|"perfect_pair_player"|"perfect_pair_banker"|"super_six"|"dragon_player"|"dragon_banker" 其中之一',
    ],
    [
      'drills without a seed',
      ['drills', '--spec', SET],
      '--seed S is required',
      '必須提供 --seed S',
      '必须提供 --seed S',
    ],
    [
      'drills at a seeding that is none',
      ['drills', '--spec', SET, '--seed', '1', '--seeding', '9'],
      '--seeding must be one of 1, 2, not 9',
      '--seeding 必須是 1, 2 其中之一，而不是 9',
      '--seeding 必须是 1, 2 其中之一，而不是 9',
    ],
  ])('%s', (_what, args, en, hant, hans) => {
    const command = args[0] as string;
    for (const [lang, words] of [
      [[], en],
      [['--lang', 'en'], en],
      [['--lang', 'zh-Hant'], hant],
      [['--lang', 'zh-Hans'], hans],
    ] as const) {
      const r = engine(...args, ...lang);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`engine ${command}: ${words}\n`);
    }
  });
});
