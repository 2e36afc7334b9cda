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
