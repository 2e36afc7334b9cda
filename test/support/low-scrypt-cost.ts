// Vitest setup for the main-process tests: new hashes at a low scrypt cost, so the hundreds of tests that set a
// passcode or a PIN do not each spend 0.25 s on it. Hashes keep their parameters, so every check still runs the real
// code; test/security/guesses.test.ts checks the production cost itself. The child processes that set a passcode
// (test/*/fixtures/*-then-hang.ts) import this file too (they inherit VITEST=true), and the e2e harness switches its
// test workers to the same cost; the installed app hashes at the full cost (node-shared/passcode/scrypt-cost.ts).
import { lowerScryptCostForTests } from '../../node-shared/passcode/scrypt-cost.ts';
import { TEST_SCRYPT_PARAMS } from './test-scrypt-params.ts';

export { TEST_SCRYPT_PARAMS };

lowerScryptCostForTests(TEST_SCRYPT_PARAMS);
