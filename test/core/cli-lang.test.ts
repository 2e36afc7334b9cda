// `--lang` on the engine's command line (issue 24): `coup` prints the dealer's calls and workings, `drills` the questions,
// options, answers and workings in the language asked; English by default, unchanged; `--lang xx` is refused with
// exit 2 and one line listing the languages.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BET_NAMES } from '../../core/bets.ts';
import { LANGUAGES, type Language } from '../../core/i18n/languages.ts';
import { BUILT_IN_PROFILES } from '../../core/profiles.ts';
import { readPasscode } from '../../cli/passcode-stdin.ts';

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

/** The bets' and the built-in houses' codes, which are data in every language. */
const CODES = new RegExp(
  `(?<![\\w-])(?:${[...BUILT_IN_PROFILES.map((p) => p.id), ...BET_NAMES].sort((a, b) => b.length - a.length).join('|')})(?![\\w-])`,
  'g',
);

/** Words a Chinese reader would read as English: what is left once the flags, the quoted codes, the paths, the
 *  commands' own names and the rule citations (Tasmania 4.1, kept as the rules write them) are taken out. */
function englishWords(text: string): string[] {
  const rest = text
    .replace(/--[\w-]+(?:=\S*)?/g, ' ')
    .replace(/"[^"]*"|'[^']*'|「[^」]*」|“[^”]*”/g, ' ')
    .replace(/(?:\/[\w.-]+)+/g, ' ')
    .replace(
      /\b(?:engine|coup|score|drills|analyze|simulate|profiles|verify|JSON|PEM|PDF|ENOENT|Tasmania|Deltin)\b/g,
      ' ',
    )
    .replace(/\b(?:FILE|KEY\.pub|DIR|S|L|N|rsa)\b/g, ' ')
    .replace(/\b[\w-]+(?:\.[\w-]+)+\b/g, ' ')
    .replace(CODES, ' ');
  return rest.match(/\b[A-Za-z]{2,}\b/g) ?? [];
}

// Every command's refusals in the --lang language (exit 2 as ever): in English the words the commands wrote before
// --lang reached them (captured from the command line before the change, byte for byte), in Chinese no English word
// but the codes, flags and names.
describe('every command refuses in the --lang language', () => {
  const SPEC = SET;
  const dir = mkdtempSync(join(tmpdir(), 'cli-lang-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const NOSTEP = file(
    'nostep.json',
    '[{"itemId":"nope","step":0,"response":{"type":"draw","draw":true},"responseMs":1}]',
  );
  const CUT = file('cut.json', '[');
  const EMPTY = file('empty.json', '');
  const FAULT = file('fault.json', '{"a":1,}');
  const BAD = file('bad.json', '[{"itemId":"x","step":0,"response":{"kind":"x"},"responseMs":1}]');
  const NOT_KEY = file('not-key.pub', 'junk\n');
  const IDS = 'tasmania, tasmania-federal, dragon-bonus, casino-guide, deltin';
  const RSA = file(
    'rsa.pub',
    generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString(),
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it.each<[string, string[], string]>([
    [
      'coup: a bet the house does not offer',
      ['coup', ...CARDS, '--bets', '[{"on":"dragon_player","amount":100}]'],
      '--bets: bet 1: Dragon Bonus (Player) is not offered at Tasmania (commission 19:20, Perfect Pairs) (bets: player, banker, tie, perfect_pair_player, perfect_pair_banker)',
    ],
    [
      'coup: a stake too large to count exactly',
      [
        'coup',
        ...CARDS,
        '--bets',
        '[{"on":"player","amount":100},{"on":"banker","amount":9007199254740991}]',
      ],
      '--bets: bet 2: Banker amount 9007199254740991 is too large: paid at 19:20 it would exceed 9007199254740991 cents, the most the engine counts exactly',
    ],
    [
      'coup: an unknown option',
      ['coup', '--bogus'],
      'unknown option --bogus (options: --profile, --cards, --bets, --lang)',
    ],
    ['coup: a stray argument', ['coup', 'extra'], 'unexpected argument "extra"'],
    ['coup: a flag without its value', ['coup', '--profile'], '--profile needs a value'],
    ['score: no --spec', ['score'], '--spec FILE is required'],
    ['score: no --seed', ['score', '--spec', SPEC], '--seed S is required'],
    ['score: no --responses', ['score', '--spec', SPEC, '--seed', 'x'], '--responses FILE is required'],
    [
      'score: no such responses file',
      ['score', '--spec', SPEC, '--seed', 'x', '--responses', join(dir, 'none')],
      `cannot read --responses ${join(dir, 'none')}: could not be opened (ENOENT)`,
    ],
    [
      'score: a folder for a file',
      ['score', '--spec', SPEC, '--seed', 'x', '--responses', dir],
      `cannot read --responses ${dir}: a folder, not a file`,
    ],
    [
      'score: JSON cut short',
      ['score', '--spec', SPEC, '--seed', 'x', '--responses', CUT],
      `cannot read --responses ${CUT}: not valid JSON (it is cut short)`,
    ],
    [
      'score: an empty file',
      ['score', '--spec', SPEC, '--seed', 'x', '--responses', EMPTY],
      `cannot read --responses ${EMPTY}: not valid JSON (the file is empty)`,
    ],
    [
      'score: a fault in the JSON',
      ['score', '--spec', SPEC, '--seed', 'x', '--responses', FAULT],
      `cannot read --responses ${FAULT}: not valid JSON (the fault is at line 1 column 8)`,
    ],
    [
      'score: a response of no known form',
      ['score', '--spec', SPEC, '--seed', 'x', '--responses', BAD],
      `${BAD}: 0.response.type: Invalid discriminator value. Expected 'points' | 'draw' | 'result' | 'amount' | 'choice' | 'settle-table' | 'chips'`,
    ],
    [
      'score: a step the set does not have',
      ['score', '--spec', SPEC, '--seed', 'x', '--responses', NOSTEP],
      `${NOSTEP}.0: no step 0 of item "nope" in this set and seed`,
    ],
    [
      'score: a drill set that is not JSON',
      ['score', '--spec', FAULT, '--seed', 'x', '--responses', EMPTY],
      `--spec ${FAULT}: not valid JSON (the fault is at line 1 column 8)`,
    ],
    [
      'drills: a folder for a drill set',
      ['drills', '--spec', dir, '--seed', 'x'],
      `--spec ${dir}: a folder, not a file`,
    ],
    ['analyze: no profile', ['analyze'], `--profile is required (one of: ${IDS})`],
    [
      'analyze: too few decks for Perfect Pairs',
      ['analyze', '--profile', 'tasmania', '--decks', '5'],
      '--decks: Tasmania 4.1: at least six decks are used when Perfect Pairs is offered, not 5 (profile tasmania)',
    ],
    [
      'analyze: decks not a number',
      ['analyze', '--profile', 'tasmania', '--decks', 'x'],
      '--decks must be a whole number of decks (Tasmania 4.1: 4 to 8), not "x"',
    ],
    [
      'analyze: a stake of nothing',
      ['analyze', '--profile', 'tasmania', '--stake', '0'],
      '--stake must be a positive whole number of cents (the Banker stake), not "0"',
    ],
    [
      'simulate: no shoes',
      ['simulate', '--profile', 'tasmania', '--shoes', '0'],
      '--shoes must be a whole number from 1 to 1000000, not "0"',
    ],
    ['profiles: an argument', ['profiles', 'foo'], 'takes no options, got "foo"'],
    [
      'verify: no report file',
      ['verify'],
      'give exactly one report file: verify FILE [--trust KEY.pub]... [--passcode-stdin] [--data-dir DIR] [--lang L]',
    ],
    [
      'verify: a passcode in the arguments',
      ['verify', '--passcode=1', 'x'],
      '--passcode=1: the passcode is read from stdin only (--passcode-stdin), never argv',
    ],
    ['verify: a flag without its value', ['verify', 'x', '--trust'], '--trust needs a value'],
    [
      'verify: a --trust key that is not there',
      ['verify', '--trust', join(dir, 'none.pub'), 'x'],
      `--trust ${join(dir, 'none.pub')}: could not be opened (ENOENT)`,
    ],
    [
      'verify: a --trust key that is not Ed25519',
      ['verify', '--trust', RSA, 'x'],
      `--trust ${RSA}: not an Ed25519 key (rsa)`,
    ],
    [
      'coup: --bets that JSON.parse refuses (its English words kept in English, said in words in Chinese)',
      ['coup', ...CARDS, '--bets', '[{"on":x'],
      `--bets is not valid JSON: Unexpected token 'x', "[{"on":x" is not valid JSON`,
    ],
    [
      'coup: --bets cut short',
      ['coup', ...CARDS, '--bets', '[{"on":'],
      '--bets is not valid JSON: Unexpected end of JSON input',
    ],
    [
      "verify: a --trust file that is not a key (crypto's English words kept in English)",
      ['verify', EMPTY, '--trust', NOT_KEY],
      `--trust ${NOT_KEY}: not a public key in PEM form (error:1E08010C:DECODER routines::unsupported)`,
    ],
    [
      'verify: no passcode on stdin',
      ['verify', EMPTY, '--passcode-stdin'],
      '--passcode-stdin: no passcode on stdin',
    ],
  ])('%s', (_what, args, en) => {
    const command = args[0] as string;
    // "profiles foo" names every argument it was given, --lang among them.
    const said = (lang: string[]) =>
      command === 'profiles' ? en.replace('"foo"', `"${['foo', ...lang].join(' ')}"`) : en;
    for (const lang of [[], ['--lang', 'en']]) {
      const r = engine(...args, ...lang);
      expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `engine ${command}: ${said(lang)}\n`]);
    }
    const chinese = new Map<string, string>();
    for (const lang of ['zh-Hant', 'zh-Hans']) {
      const r = engine(...args, '--lang', lang);
      expect([r.status, r.stdout]).toEqual([2, '']);
      const words = r.stderr.replace(`engine ${command}: `, '');
      expect(englishWords(words), words).toEqual([]);
      expect(words).toMatch(/[\u4e00-\u9fff]/);
      chinese.set(lang, words);
    }
    // Two scripts, two texts (the glossary's forms differ: 張/张, 檔案/文件).
    expect(chinese.get('zh-Hant')).not.toBe(chinese.get('zh-Hans'));
  });

  it('a refusal of the flags themselves is said in the language --lang names, wherever it stands', () => {
    expect(engine('score', '--bogus', '--lang', 'zh-Hans').stderr).toBe(
      'engine score: 未知的选项 --bogus（可用的选项：--spec, --seed, --seeding, --responses, --lang）\n',
    );
    expect(engine('simulate', '--lang=zh-Hant', '--shoes').stderr).toBe(
      'engine simulate: --shoes 需要一個值\n',
    );
  });

  it.each(['score', 'analyze', 'simulate', 'profiles', 'verify'])(
    '%s --lang xx: exit 2, naming the languages',
    (c) => {
      const r = engine(c, ...(c === 'verify' ? ['x'] : []), '--lang', 'xx');
      expect([r.status, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toBe(`engine ${c}: --lang must be one of ${LANGUAGES.join(', ')}, not "xx"\n`);
    },
  );
});

// The same input gives the same keys and data in every language: only the words differ.
describe('the same data in every language', () => {
  /** The output with every string a person reads replaced by its place. */
  function data(value: unknown, words: ReadonlySet<string>, key = ''): unknown {
    if (Array.isArray(value)) return value.map((v) => data(v, words, key));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, data(v, words, k)]));
    return words.has(key) && typeof value === 'string' ? `(${key})` : value;
  }

  it('score: the summary of the same responses', () => {
    const empty = join(mkdtempSync(join(tmpdir(), 'cli-lang-')), 'none.json');
    writeFileSync(empty, '[]');
    const out = LANGUAGES.map((lang) => {
      const r = engine('score', '--spec', SET, '--seed', 'x', '--responses', empty, '--lang', lang);
      expect([r.status, r.stderr]).toEqual([0, '']);
      return JSON.parse(r.stdout) as { skills: { label: string }[]; failReasons: string[] };
    });
    const words = new Set(['label', 'failReasons', 'text']);
    for (const o of out) expect(data(o, words)).toEqual(data(out[0], words));
    // In English as before --lang: the skills' labels and reasons as the summary wrote them.
    expect(out[0]?.skills.map((s) => s.label)).toEqual([
      'Call the hand',
      'Third-card calls',
      'Declare the result',
      'Whole coup',
    ]);
    for (const o of out.slice(1)) {
      for (const text of [...o.skills.map((s) => s.label), ...o.failReasons])
        expect(englishWords(text), text).toEqual([]);
    }
  });

  it('coup: the same coup and settlement, the calls and workings in words', () => {
    const bets =
      '[{"on":"banker","amount":3500},{"on":"player","amount":1000},{"on":"perfect_pair_player","amount":500}]';
    const out = LANGUAGES.map((lang) => {
      const r = engine('coup', ...CARDS, '--bets', bets, '--lang', lang);
      expect([r.status, r.stderr]).toEqual([0, '']);
      return JSON.parse(r.stdout) as unknown;
    });
    const words = new Set(['calls', 'detail', 'working']);
    for (const o of out) expect(data(o, words)).toEqual(data(out[0], words));
  });
});

// The usage (`help`, `--help`, no command, an unknown command) in the --lang language: English byte for byte as it was
// before --lang reached it (test/core/fixtures/engine-usage.en.txt, captured from the old command line), Chinese with
// the flags, commands and placeholders as typed and no other English word.
describe('the usage in the --lang language', () => {
  const USAGE = readFileSync(join(ROOT, 'test/core/fixtures/engine-usage.en.txt'), 'utf8');
  it.each<[string, string[], number, 'stdout' | 'stderr', string]>([
    ['help', ['help'], 0, 'stdout', USAGE],
    ['--help', ['--help'], 0, 'stdout', USAGE],
    ['no command', [], 2, 'stderr', USAGE],
    ['an unknown command', ['bogus'], 2, 'stderr', `engine: unknown command "bogus"\n${USAGE}`],
  ])('%s', (_what, args, status, stream, en) => {
    for (const lang of [[], ['--lang', 'en'], ['--lang=en']]) {
      for (const argv of [
        [...args, ...lang],
        [...lang, ...args],
      ]) {
        const r = engine(...argv);
        expect([r.status, r[stream]], argv.join(' ')).toEqual([status, en]);
      }
    }
    const chinese = new Map<string, string>();
    for (const lang of ['zh-Hant', 'zh-Hans']) {
      for (const argv of [
        [...args, '--lang', lang],
        ['--lang', lang, ...args],
      ]) {
        const r = engine(...argv);
        expect(r.status, argv.join(' ')).toBe(status);
        const words = r[stream];
        expect(words.split('\n').length).toBe(en.split('\n').length);
        // The command line as typed: npm's, the placeholders, the languages' codes, the formats and stdin.
        const prose = words
          .replace('npm run', '')
          .replace('<command> [options]', '')
          .replace(/en, zh-Hant, zh-Hans|en\|zh-Hant\|zh-Hans|9h,Kd,/g, '')
          .replace(/\b(?:ID|CENTS|stdin)\b/g, '');
        expect(englishWords(prose), prose).toEqual([]);
        expect(words).toMatch(/[\u4e00-\u9fff]/);
        for (const flag of en.match(/--[\w-]+/g) ?? []) expect(words).toContain(flag);
        chinese.set(lang, words);
      }
    }
    expect(chinese.get('zh-Hant')).not.toBe(chinese.get('zh-Hans'));
  });

  it.each([['help'], ['--help']])('%s --lang xx: exit 2, one line naming the languages', (help) => {
    const r = engine(help, '--lang', 'xx');
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(`engine ${help}: --lang must be one of ${LANGUAGES.join(', ')}, not "xx"\n`);
  });
});

// At a terminal the passcode is asked for in the --lang language (a stand-in terminal: no echo, the prompt on stderr).
describe('the passcode prompt in the --lang language', () => {
  function fakeTerminal(typed: string): NodeJS.ReadStream {
    const stdin = new PassThrough() as unknown as NodeJS.ReadStream & { setRawMode: (on: boolean) => void };
    Object.assign(stdin, { isTTY: true, setRawMode: () => stdin });
    queueMicrotask(() => stdin.write(typed));
    return stdin;
  }
  it.each<[Language, string]>([
    ['en', 'Trainer passcode: '],
    ['zh-Hant', '導師密碼：'],
    ['zh-Hans', '导师密码：'],
  ])('%s', async (language, prompt) => {
    let written = '';
    const out = new Writable({
      write(chunk: Buffer, _enc, done) {
        written += chunk.toString();
        done();
      },
    });
    const read = await readPasscode(language, fakeTerminal('secret\r'), out);
    expect(read).toEqual({ ok: true, value: 'secret' });
    expect(written).toBe(`${prompt}\n`);
  });
});
