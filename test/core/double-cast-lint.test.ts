// Types once (issue 19): ESLint fails `as unknown as` anywhere but test/, so a type is never forced past the
// compiler. Each snippet is linted as if it were at that path.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rule ids a file at `path` with `code` breaks (one per problem). */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? 'parse');
}

const DOUBLE = 'export const n = (JSON.parse("1") as unknown as number) + 1;\n';
const SINGLE = 'export const n = (JSON.parse("1") as number) + 1;\nexport const u = 2 as unknown;\n';

describe('ESLint fails `as unknown as` outside tests', () => {
  it.each([
    'core/cast-probe.ts',
    'electron/features/cast-probe.ts',
    'node-shared/cast-probe.ts',
    'cli/cast-probe.ts',
    'renderer/lib/cast-probe.ts',
  ])(
    'fails it in %s',
    async (path) => {
      expect(await broken(path, DOUBLE)).toEqual(['no-restricted-syntax']);
    },
    30_000,
  );

  it('fails it nested in a call', async () => {
    const code =
      'declare const rows: unknown[];\nexport const first = String(rows as unknown as string[]);\n';
    expect(await broken('electron/storage/cast-probe.ts', code)).toEqual(['no-restricted-syntax']);
  }, 30_000);

  it('passes one cast, and `as unknown` alone (the controls)', async () => {
    expect(await broken('electron/features/cast-probe.ts', SINGLE)).toEqual([]);
  }, 30_000);

  it('lets a test forge a value', async () => {
    expect(await broken('test/electron/cast-probe.test.ts', DOUBLE)).toEqual([]);
  }, 30_000);
});
