// Issue 20, guarantee 6: the rules a new PIN and a new passcode must meet, the wait after wrong tries, and the scrypt
// cost an installed app hashes at (not the low one the tests use).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSCODES } from '../../electron/features/trainer/common-passcodes.ts';
import { COMMON_PINS } from '../../electron/features/trainee-pin/common-pins.ts';
import { MIN_PASSCODE_LENGTH, passcodeProblem } from '../../electron/features/trainer/passcode.ts';
import { MIN_PIN_LENGTH, pinProblem } from '../../electron/features/trainee-pin/pin-rules.ts';
import { SCRYPT_PARAMS, scryptCost } from '../../node-shared/passcode/scrypt-cost.ts';
import { LOCKOUT_MS, MAX_TRIES, MAX_WAIT_MS, waitAfter } from '../../node-shared/passcode/wrong-tries.ts';
import { TEST_SCRYPT_PARAMS } from '../support/low-scrypt-cost.ts';

const REPO = join(import.meta.dirname, '..', '..');

describe('PIN rules', () => {
  it.each([
    ['1234', 'too short'],
    ['48215', 'too short'],
    ['', 'too short'],
    ['12a456', 'not digits'],
    ['1234567890123', 'too long'],
    ['000000', 'one digit'],
    ['7777777', 'one digit'],
    ['123456', 'run'],
    ['654321', 'run'],
    ['012345', 'run'],
    ['890123', 'run'],
    ['3210987', 'run'],
    ['123123', 'common'],
    ['121212', 'common'],
    ['112233', 'common'],
    ['696969', 'common'],
    ['159753', 'common'],
    ['1234567', 'run'],
    ['482915', null],
    ['4829153760', null],
    ['123457', null],
  ])('%j → %s', (pin, kind) => {
    const problem = pinProblem(pin);
    const words: Record<string, RegExp> = {
      'too short': new RegExp(`at least ${MIN_PIN_LENGTH} digits`),
      'not digits': /digits only/,
      'too long': /at most 12 digits/,
      'one digit': /one digit repeated/,
      run: /run of digits/,
      common: /commonest PINs/,
    };
    if (kind === null) expect(problem).toBeNull();
    else expect(problem).toMatch(words[kind]!);
  });

  it('every PIN of the common list is 6 digits and refused', () => {
    for (const pin of COMMON_PINS) {
      expect(pin).toMatch(/^\d{6}$/);
      expect(pinProblem(pin)).not.toBeNull();
    }
  });

  it('a PIN that is neither short, repeated, a run nor common is accepted (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,12}$/), (pin) => {
        const repeated = new Set(pin).size === 1;
        const steps = new Set([...pin].slice(1).map((d, i) => (Number(d) - Number(pin[i]) + 10) % 10));
        const run = steps.size === 1 && (steps.has(1) || steps.has(9));
        expect(pinProblem(pin) === null).toBe(!repeated && !run && !COMMON_PINS.has(pin));
      }),
    );
  });
});

describe('passcode rules', () => {
  it.each([
    ['sesame7', 'short'],
    ['  sesame7   ', 'short'],
    ['password', 'common'],
    ['PASSWORD1', 'common'],
    [' iloveyou ', 'common'],
    ['Qwerty123', 'common'],
    ['baccarat1', 'common'],
    ['vault-of-chips-42', null],
    ['open-sesame', null],
  ])('%j → %s', (passcode, kind) => {
    const problem = passcodeProblem(passcode);
    if (kind === null) expect(problem).toBeNull();
    else if (kind === 'short')
      expect(problem).toBe(`passcode: must be at least ${MIN_PASSCODE_LENGTH} characters`);
    else expect(problem).toMatch(/commonest passwords/);
  });

  it('the common list: a few hundred, lower case, trimmed, none shorter than the least length', () => {
    expect(COMMON_PASSCODES.size).toBeGreaterThanOrEqual(200);
    for (const word of COMMON_PASSCODES) {
      expect(word).toBe(word.trim().toLowerCase());
      expect(word.length).toBeGreaterThanOrEqual(MIN_PASSCODE_LENGTH);
    }
  });
});

describe('the wait after wrong tries', () => {
  it('none before MAX_TRIES wrong, then LOCKOUT_MS doubling up to MAX_WAIT_MS', () => {
    expect(Array.from({ length: MAX_TRIES }, (_, i) => waitAfter(i))).toEqual(Array(MAX_TRIES).fill(0));
    expect(waitAfter(MAX_TRIES)).toBe(LOCKOUT_MS);
    expect(waitAfter(MAX_TRIES + 1)).toBe(2 * LOCKOUT_MS);
    expect(waitAfter(MAX_TRIES + 100)).toBe(MAX_WAIT_MS);
    expect(waitAfter(Number.MAX_SAFE_INTEGER)).toBe(MAX_WAIT_MS);
  });

  it('never shorter after more wrong tries, and never over the cap (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [few, many] = a <= b ? [a, b] : [b, a];
        expect(waitAfter(many)).toBeGreaterThanOrEqual(waitAfter(few));
        expect(waitAfter(many)).toBeLessThanOrEqual(MAX_WAIT_MS);
      }),
    );
  });
});

describe('the scrypt cost', () => {
  it('the tests hash at a low cost; an installed app at SCRYPT_PARAMS (N = 2^17, r = 8), with no way to lower it', () => {
    expect(scryptCost()).toEqual(TEST_SCRYPT_PARAMS);
    expect(SCRYPT_PARAMS).toMatchObject({ N: 2 ** 17, r: 8 });
    // A process that is not vitest (the app): the full cost, and the tests' switch refuses to work.
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env['VITEST'];
    delete env['TEST_WORKER_INDEX'];
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { scryptCost, lowerScryptCostForTests } from './node-shared/passcode/scrypt-cost.ts';
         const before = JSON.stringify(scryptCost());
         let refused = false;
         try { lowerScryptCostForTests({ N: 2, r: 1, p: 1, keylen: 32 }); } catch { refused = true; }
         console.log(JSON.stringify({ before: JSON.parse(before), after: scryptCost(), refused }));`,
      ],
      { cwd: REPO, env, encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({ before: SCRYPT_PARAMS, after: SCRYPT_PARAMS, refused: true });
  });
});
