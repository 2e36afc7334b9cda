import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtInProfile } from '../../core/profiles.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NODE = `${ROOT}node_modules/.bin/node`;
const dir = mkdtempSync(join(tmpdir(), 'profile-arg-'));

function engine(...args: string[]) {
  const r = spawnSync(NODE, ['cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function writeProfile(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe("engine --profile with a trainer's own profile file", () => {
  const ownHouse = { ...builtInProfile('tasmania')!, id: 'own-house', tie: { pays: 9, per: 1 } };

  it('Tasmania 12.3 (9:1 as a house option): a tie bet is paid at the file profile’s odds', () => {
    const r = engine(
      'coup',
      '--profile',
      writeProfile('own.json', ownHouse),
      '--cards',
      '7h,7d,Tc,Ks',
      '--bets',
      '[{"on":"tie","amount":1000}]',
    );
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({
      winner: 'tie',
      bets: [{ on: 'tie', outcome: 'win', payout: 9000 }],
    });
  });

  it('analyze reads the file profile too: a 9:1 tie has a far lower house edge than 8:1', () => {
    const own = JSON.parse(engine('analyze', '--profile', writeProfile('own2.json', ownHouse)).stdout);
    const std = JSON.parse(engine('analyze', '--profile', 'tasmania').stdout);
    expect(own.bets.tie.houseEdge).toBeLessThan(0.05);
    expect(std.bets.tie.houseEdge).toBeGreaterThan(0.14);
  });

  it.each([
    ['an invalid field', { ...ownHouse, decks: 3 }, /own-bad\.json: invalid table profile: decks/],
    ['broken JSON', '{"id": ', /not valid JSON/],
  ])('a profile file with %s exits 2 naming the problem', (_what, content, message) => {
    const r = engine('coup', '--profile', writeProfile('own-bad.json', content), '--cards', '7h,7d,Tc,Ks');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('a missing file exits 2 naming the path', () => {
    const r = engine('analyze', '--profile', join(dir, 'nope.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('nope.json');
  });
});
