import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NODE = `${ROOT}node_modules/.bin/node`;

function engine(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(NODE, ['cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('engine analyze', () => {
  it('Tasmania 11, 12: prints the published 8-deck counts as decimal strings and every offered bet', () => {
    const r = engine('analyze', '--decks', '8', '--profile', 'tasmania');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown> & {
      bets: Record<string, { probabilityWin: number; houseEdge: number }>;
      cards: Record<string, string>;
    };
    expect(out).toMatchObject({
      decks: 8,
      profile: 'tasmania',
      total: '4998398275503360',
      banker: '2292252566437888',
      player: '2230518282592256',
      tie: '475627426473216',
    });
    expect(Object.keys(out.bets)).toEqual([
      'player',
      'banker',
      'tie',
      'perfect_pair_player',
      'perfect_pair_banker',
    ]);
    expect(out.bets['banker']?.houseEdge).toBeCloseTo(0.010579, 6);
    expect(out.bets['perfect_pair_player']?.probabilityWin).toBeCloseTo(31 / 415, 12);
    expect(typeof out['naturals']).toBe('string');
    const sum = ['4', '5', '6'].reduce((s, k) => s + BigInt(out.cards[k] ?? 'x'), 0n);
    expect(sum).toBe(4998398275503360n);
  });

  it("defaults --decks to the profile's own (Deltin: eight decks) and lists Pairs and Super Six", () => {
    const out = JSON.parse(engine('analyze', '--profile', 'deltin').stdout) as {
      decks: number;
      bets: object;
    };
    expect(out.decks).toBe(8);
    expect(Object.keys(out.bets)).toEqual([
      'player',
      'banker',
      'tie',
      'player_pair',
      'banker_pair',
      'super_six',
    ]);
  });

  it.each([
    [['--profile', 'nope'], /unknown profile "nope"/],
    [['--decks', '8'], /--profile is required/],
    [['--profile', 'deltin', '--decks', '3'], /Tasmania 4.1: a shoe holds 4 to 8 decks, not 3/],
    [['--profile', 'deltin', '--decks', '9'], /Tasmania 4.1: a shoe holds 4 to 8 decks, not 9/],
    [['--profile', 'tasmania', '--decks', '5'], /Tasmania 4.1: at least six decks .*Perfect Pairs/],
    [['--profile', 'deltin', '--decks', 'eight'], /--decks must be a whole number/],
    [['--profile', 'deltin', '--deck', '8'], /unknown option --deck/],
    [['--profile', 'casino-guide', '--stake', '0'], /--stake must be a positive whole number of cents/],
    [['--profile', 'casino-guide', '--stake', '22.5'], /--stake must be a positive whole number of cents/],
  ])('Tasmania 4.1: bad input %j is refused with a message and exit code 2', (args, message) => {
    const r = engine('analyze', ...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});

describe('engine analyze --stake (Tasmania 12.2: the edge of the commission actually charged)', () => {
  it('casino-guide: a $22 Banker bet, its $1.10 marked as $1.25, has a higher edge than a $20 one', () => {
    const edge = (stake: string): number => {
      const r = engine('analyze', '--profile', 'casino-guide', '--stake', stake);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout) as { bankerStake: number; bets: { banker: { houseEdge: number } } };
      expect(out.bankerStake).toBe(Number(stake));
      return out.bets.banker.houseEdge;
    };
    expect(edge('2200')).toBeGreaterThan(edge('2000'));
  });
});

describe('engine simulate', () => {
  it('Tasmania 9.4: deals the shoes and prints frequencies that sum to one, coups and time', () => {
    const r = engine(
      'simulate',
      '--decks',
      '8',
      '--profile',
      'dragon-bonus',
      '--shoes',
      '200',
      '--seed',
      'cli',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      shoes: number;
      seed: string;
      coups: number;
      elapsedMs: number;
      frequencies: { banker: number; player: number; tie: number; cards: Record<string, number> };
      returns: Record<string, number>;
    };
    expect(out).toMatchObject({ shoes: 200, seed: 'cli' });
    // 409 cards may start a coup (seven behind the marker); each coup takes 4 to 6.
    expect(out.coups).toBeGreaterThanOrEqual(200 * 69);
    expect(out.coups).toBeLessThanOrEqual(200 * 103);
    const f = out.frequencies;
    expect(f.banker + f.player + f.tie).toBeCloseTo(1, 12);
    expect(Object.keys(out.returns)).toEqual(['player', 'banker', 'tie', 'dragon_player', 'dragon_banker']);
    expect(out.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('the same seed prints the same frequencies', () => {
    const a = JSON.parse(
      engine('simulate', '--profile', 'deltin', '--shoes', '50', '--seed', 'x').stdout,
    ) as object;
    const b = JSON.parse(
      engine('simulate', '--profile', 'deltin', '--shoes', '50', '--seed', 'x').stdout,
    ) as object;
    expect((a as { frequencies: object }).frequencies).toEqual((b as { frequencies: object }).frequencies);
  });

  it.each([
    [['--profile', 'deltin', '--shoes', 'many'], /--shoes must be a whole number/],
    [['--profile', 'deltin', '--shoes', '0'], /--shoes must be a whole number/],
    [['--profile', 'tasmania', '--decks', '4'], /Tasmania 4.1: at least six decks/],
    [['--profile', 'deltin', '--seed'], /--seed needs a value/],
  ])('Tasmania 4.1: bad input %j is refused with a message and exit code 2', (args, message) => {
    const r = engine('simulate', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe('engine command line', () => {
  it('issue 2 (engine CLI): no command is bad input: usage on stderr, nothing on stdout, exit code 2', () => {
    const r = engine();
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/usage: npm run --silent engine/);
  });

  it('issue 2 (engine CLI): --help prints usage on stdout and exits 0', () => {
    const r = engine('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/usage: npm run --silent engine/);
  });
});
