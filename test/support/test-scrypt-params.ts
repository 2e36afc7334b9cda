// The low scrypt cost the tests hash new passcodes and PINs at (low-scrypt-cost.ts says why), apart from the file that
// switches to it, so the e2e harness can name it without switching in Playwright's runner process.
export const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1, keylen: 32 } as const;
