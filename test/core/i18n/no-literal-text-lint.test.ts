// Languages (issue 24): ESLint fails user-visible English written in a component or in the engine, so every word a
// user reads comes from messages/*.json. Each snippet is linted as if it were at that path (a path not on the
// not-yet-translated list); the controls show what is code, not text, and passes.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_YET_TRANSLATED } from '../../../eslint-rules/not-yet-translated.js';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const RULE = 'local/no-literal-text';
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** How many times the rule fires on `code` linted at `path`. */
async function hits(path: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  const parse = result?.messages.find((m) => m.fatal);
  if (parse) throw new Error(`${path}: ${parse.message}`);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).length;
}

const COMPONENT = 'renderer/components/LiteralProbe.svelte';
const ENGINE = 'core/drills/literal-probe.ts';

describe('ESLint fails user-visible text outside messages', () => {
  it.each([
    ['template text', '<p>Save the set</p>\n'],
    ['a one-word button', '<button>Save</button>\n'],
    ['an aria-label', '<button aria-label="Close the reader">×</button>\n'],
    ['a placeholder', '<input placeholder="Staff number" />\n'],
    ['a title', '<span title="Banker wins">9</span>\n'],
    [
      'a sentence in a mustache',
      '<script lang="ts">let busy = $state(false);</script>\n<p>{busy ? "Saving the set" : ""}</p>\n',
    ],
    ['Chinese in a component', '<p>{"莊家贏"}</p>\n'],
    [
      'a sentence in the script',
      '<script lang="ts">const notice = "Nothing answered yet.";</script>\n<p>{notice}</p>\n',
    ],
  ])(
    'fails %s in a component',
    async (_what, code) => {
      expect(await hits(COMPONENT, code)).toBe(1);
    },
    30_000,
  );

  it.each([
    ['a question', "export const question = 'Call the hand: the Player’s point, then the Banker’s.';\n"],
    ['a template sentence', 'export const say = (n: number) => `Pay ${n} to seat 1`;\n'],
    ['a label with a stop', "export const done = 'Saved.';\n"],
    ['Chinese in the engine', "export const call = '閒贏';\n"],
  ])(
    'fails %s in the engine',
    async (_what, code) => {
      expect(await hits(ENGINE, code)).toBe(1);
    },
    30_000,
  );

  it('passes code that is not text (the controls)', async () => {
    const svelte = [
      '<script lang="ts">',
      "  import Chip from './Chip.svelte';",
      "  const keys = { Enter: 'submit', Escape: 'cancel' };",
      "  const kind = 'call-hand';",
      '</script>',
      '<div class="panel" data-testid="probe-panel"><kbd>Enter</kbd><code>SELECT 1</code> 12 · 45%</div>',
      '<p>Tasmania</p>',
      '<style>.panel { display: grid; }</style>',
      '',
    ].join('\n');
    expect(await hits(COMPONENT, svelte)).toBe(0);
    const ts = [
      "import { ref } from '../i18n/say.ts';",
      "export const id = ref('call_tie', { point: 6 });",
      "export const rule = 'Tasmania 11.2';",
      "export const kind: 'call-hand' | 'third-card' = 'call-hand';",
      "export const key = { 'Banker wins': 1 };",
      '',
    ].join('\n');
    expect(await hits(ENGINE, ts)).toBe(0);
  }, 30_000);

  it('does not look at tests, the main process or the command line', async () => {
    const code = "export const notice = 'Nothing answered yet.';\n";
    expect(await hits('test/core/literal-probe.test.ts', code)).toBe(0);
    expect(await hits('cli/literal-probe.ts', code)).toBe(0);
  }, 30_000);

  it('lets a listed file keep its literals, and fails it once none is left (the list only shrinks)', async () => {
    const listed = NOT_YET_TRANSLATED.find((f) => f.endsWith('.svelte'));
    if (listed === undefined) return;
    expect(await hits(listed, '<p>Save the set</p>\n')).toBe(0);
    const empty = '<script lang="ts">let count = $state(0);</script>\n<p>{count}</p>\n';
    const [result] = await eslint.lintText(empty, { filePath: resolve(ROOT, listed) });
    expect(result?.messages.filter((m) => m.ruleId === RULE).map((m) => m.message)).toEqual([
      'No user-visible literal is left here: remove this file from eslint-rules/not-yet-translated.js.',
    ]);
  }, 30_000);
});
