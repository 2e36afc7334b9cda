import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NODE = `${ROOT}node_modules/.bin/node`;

function engine(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(NODE, ['cli/main.ts', 'coup', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('engine coup', () => {
  it('Tasmania 12.2: plays the coup from the cards and settles the bets at the profile odds', () => {
    // P 9h 3c = 2 draws 2h -> 4; B Kd 5s = 5 stands on a 2 (Tasmania 11). Banker wins 5 over 4.
    const r = engine(
      '--profile',
      'tasmania',
      '--cards',
      '9h,Kd,3c,5s,2h,Ac,7d',
      '--bets',
      '[{"on":"banker","amount":3500},{"on":"player","amount":1000},{"on":"tie","amount":500}]',
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out).toMatchObject({
      player: { cards: ['9h', '3c', '2h'], total: 4 },
      banker: { cards: ['Kd', '5s'], total: 5 },
      winner: 'banker',
      natural: false,
      bets: [
        { on: 'banker', amount: 3500, outcome: 'win', payout: 3325 },
        { on: 'player', amount: 1000, outcome: 'lose', payout: -1000 },
        { on: 'tie', amount: 500, outcome: 'lose', payout: -500 },
      ],
    });
    expect(out.calls).toEqual([
      'Player 2, Banker 5.',
      'Player draws.',
      'Player 4.',
      'Banker stands.',
      'Banker wins, 5 over 4.',
    ]);
  });

  it('without --bets it plays the coup and settles nothing; a natural is reported', () => {
    const r = engine('--profile', 'deltin', '--cards', '9h,Kd,Kc,5s');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ winner: 'player', natural: true, bets: [] });
  });

  // Issue 8 done-when: a winning $25 Banker bet at the casino guide's house is paid $25 with $1.25 marked to the box;
  // at the Dragon Bonus house the commission is deducted, $23.75.
  it.each([
    ['casino guide: even money, $1.25 marked to the commission box', 'casino-guide', 2500, 125],
    ['Dragon Bonus guide: 19:20 deducted at payment, $23.75', 'dragon-bonus', 2375, 0],
  ])('%s', (_case, profile, payout, commission) => {
    const r = engine(
      '--profile',
      profile,
      '--cards',
      '6h,7c,Kd,Ks',
      '--bets',
      '[{"on":"banker","amount":2500}]',
    );
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      winner: 'banker',
      bets: [{ outcome: 'win', payout, commission }],
    });
  });

  it.each([
    ['too few cards', ['--profile', 'tasmania', '--cards', '9h,Kd,3c'], /not enough cards/],
    ['a bad card', ['--profile', 'tasmania', '--cards', '9h,Kd,3x,5s'], /card 3: "3x" is not a card/],
    ['an unknown profile', ['--profile', 'vegas', '--cards', '9h,Kd,3c,5s'], /unknown profile "vegas"/],
    ['no profile', ['--cards', '9h,Kd,3c,5s'], /--profile is required/],
    ['no cards', ['--profile', 'tasmania'], /--cards is required/],
    [
      'malformed bets JSON',
      ['--profile', 'tasmania', '--cards', '9h,Kd,Kc,5s', '--bets', '[{on:'],
      /--bets is not valid JSON/,
    ],
    [
      'a bet of a fraction of a cent',
      ['--profile', 'tasmania', '--cards', '9h,Kd,Kc,5s', '--bets', '[{"on":"banker","amount":12.5}]'],
      /bets\.0\.amount/,
    ],
    [
      'an unknown bet name',
      ['--profile', 'tasmania', '--cards', '9h,Kd,Kc,5s', '--bets', '[{"on":"dragon","amount":500}]'],
      /bets\.0\.on/,
    ],
    [
      'a bet the profile does not offer',
      ['--profile', 'tasmania', '--cards', '9h,Kd,Kc,5s', '--bets', '[{"on":"super_six","amount":500}]'],
      /bet 1: Super Six is not offered/,
    ],
    [
      'Tasmania 15.8: a Perfect Pairs bet whose 25:1 payout would overflow',
      [
        '--profile',
        'tasmania',
        '--cards',
        '9h,Ah,9h,5s,2c,3d',
        '--bets',
        '[{"on":"perfect_pair_player","amount":9007199254740991}]',
      ],
      /^engine coup: --bets: bet 1: Perfect Pairs \(Player\) amount 9007199254740991 is too large/,
    ],
    [
      'Tasmania 12.3: a Tie bet whose 8:1 payout would overflow, named by its position',
      [
        '--profile',
        'tasmania',
        '--cards',
        '9h,Kd,Kc,5s',
        '--bets',
        '[{"on":"player","amount":500},{"on":"tie","amount":2000000000000000}]',
      ],
      /^engine coup: --bets: bet 2: Tie amount 2000000000000000 is too large/,
    ],
    ['an option without its value', ['--profile', '--cards', '9h,Kd,Kc,5s'], /--profile needs a value/],
    [
      'an unknown option',
      ['--profile', 'tasmania', '--cards', '9h,Kd,Kc,5s', '--seed', '1'],
      /unknown option --seed/,
    ],
  ])('%s: a clear error and exit code 2', (_name, args, message) => {
    const r = engine(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.startsWith('engine coup: ')).toBe(true);
    // One line, no stack trace.
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
