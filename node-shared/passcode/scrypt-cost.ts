// The scrypt cost of a new hash (the trainer passcode, a trainee's PIN). Each row stores the parameters it was made
// with (params_json), so a hash made at an older, lower cost still verifies.
//
// N = 2^17, r = 8: about 0.25-0.4 s and 128 MiB per guess on one core of a current PC (issue 20, guarantee 6;
// docs/SECURITY.md item 6 gives the figure measured and what it means for offline guessing).
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly keylen: number;
}
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1, keylen: 32 };

let current: ScryptParams = SCRYPT_PARAMS;

/** The cost new hashes are made with. */
export function scryptCost(): ScryptParams {
  return current;
}

/**
 * Tests only (test/support/low-scrypt-cost.ts: a vitest setup file, and the e2e harness's test processes): hundreds of
 * tests set a passcode, and 0.25 s each would slow the suite for nothing. No app code calls it, and it refuses to run
 * outside a vitest or Playwright test process, so an installed app always hashes at SCRYPT_PARAMS.
 */
export function lowerScryptCostForTests(params: ScryptParams): void {
  const underVitest = process.env['VITEST'] === 'true';
  // Playwright sets it in its test worker processes only (not in the runner that lists the tests).
  const underPlaywright = process.env['TEST_WORKER_INDEX'] !== undefined;
  if (!underVitest && !underPlaywright)
    throw new Error('lowerScryptCostForTests: only in a test process (vitest, Playwright)');
  current = params;
}
