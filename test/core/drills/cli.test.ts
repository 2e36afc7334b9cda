// The engine command line: `drills` prints prompts as JSON lines (keys only with --with-answers); `score` marks a
// file of responses and prints the summary; a bad spec is an error (main.ts exits 2 with it).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run as drills } from '../../../cli/commands/drills.ts';
import { run as score } from '../../../cli/commands/score.ts';
import type { SessionSummary } from '../../../core/drills/session.ts';
import type { AnswerKey, Prompt } from '../../../core/drills/types.ts';

const dir = mkdtempSync(join(tmpdir(), 'drills-cli-'));
function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

const SPEC = file('spec.json', {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'CLI',
  description: '',
  profile: 'deltin',
  sections: [
    { kind: 'third-card', count: 3, difficulty: 'standard', timeLimitMs: 4000 },
    { kind: 'whole-coup', count: 2, difficulty: 'basic', timeLimitMs: null },
  ],
  passMarks: { overall: 0.9, perSkill: {} },
  mode: 'assessment',
  redLineFailsAssessment: true,
});

async function lines(argv: string[]): Promise<unknown[]> {
  const r = await drills(argv);
  if (!r.ok) throw new Error(r.error);
  return (r.output as { jsonLines: unknown[] }).jsonLines;
}

describe('drills command', () => {
  it('prompts only, first steps only (a later step would give an earlier answer away); --with-answers: every step and key', async () => {
    const prompts = (await lines(['--spec', SPEC, '--seed', 'c'])) as Prompt[];
    expect(prompts).toHaveLength(5);
    expect(prompts.every((p) => !('key' in p) && p.total === 5 && p.step === 0)).toBe(true);
    expect(prompts.map((p) => p.steps)).toEqual([2, 2, 2, 4, 4]);
    expect(JSON.stringify(prompts)).not.toMatch(/"(expected|answerText|working)"/);
    const withKeys = (await lines(['--spec', SPEC, '--seed', 'c', '--with-answers'])) as {
      prompt: Prompt;
      key: AnswerKey;
    }[];
    expect(withKeys).toHaveLength(3 * 2 + 2 * 4);
    expect(withKeys.filter((l) => l.prompt.step === 0).map((l) => l.prompt)).toEqual(prompts);
    expect(withKeys.every((l) => l.key.rule.startsWith('Tasmania'))).toBe(true);
  });

  it('--seeding 1 deals as sessions stored before seeding 2 were dealt; another value is refused', async () => {
    const now = await lines(['--spec', SPEC, '--seed', 'c']);
    const old = await lines(['--spec', SPEC, '--seed', 'c', '--seeding', '1']);
    expect(await lines(['--spec', SPEC, '--seed', 'c', '--seeding', '2'])).toEqual(now);
    expect(old).toHaveLength(now.length);
    expect(JSON.stringify(old)).not.toEqual(JSON.stringify(now));
    expect(await drills(['--spec', SPEC, '--seed', 'c', '--seeding', '3'])).toMatchObject({
      ok: false,
      error: '--seeding must be one of 1, 2, not 3',
    });
  });

  it('piped into a reader that stops early (drills ... | head), it ends quietly with status 0', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const child = spawn(
      process.execPath,
      ['cli/main.ts', 'drills', '--spec', 'assets/drill-sets/tasmania-assessment.json', '--seed', 'abc'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });

  it.each<[string, string[], string]>([
    ['no seed', ['--spec', SPEC], '--seed S is required'],
    ['a missing file', ['--spec', join(dir, 'none.json'), '--seed', '1'], 'could not be opened (ENOENT)'],
    [
      'not JSON',
      ['--spec', file('bad.json', '{'), '--seed', '1'],
      'not valid JSON (the fault is at line 1 column 2)',
    ],
    [
      'an invalid set',
      ['--spec', file('invalid.json', { format: 'baccarat-drill-set' }), '--seed', '1'],
      'invalid drill set: version: must be 1',
    ],
    ['an unknown flag', ['--spec', SPEC, '--seed', '1', '--answers'], 'unknown option --answers'],
  ])('%s is an error', async (_name, argv, error) => {
    const r = await drills(argv);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(error);
  });
});

describe('score command', () => {
  async function answers(wrongStep = -1) {
    const withKeys = (await lines(['--spec', SPEC, '--seed', 's', '--with-answers'])) as {
      prompt: Prompt;
      key: AnswerKey;
    }[];
    return withKeys.map(({ prompt, key }, n) => ({
      itemId: prompt.itemId,
      step: prompt.step,
      response:
        n === wrongStep && key.expected.type === 'draw'
          ? { type: 'draw', draw: !key.expected.draw }
          : key.expected,
      responseMs: 1500,
    }));
  }

  it('all right, in any order in the file: passed', async () => {
    const responses = (await answers()).reverse();
    const r = await score(['--spec', SPEC, '--seed', 's', '--responses', file('all.json', responses)]);
    expect(r.ok).toBe(true);
    // Items (issue 23): five items (three calls, two whole coups), fourteen steps.
    if (r.ok)
      expect(r.output).toMatchObject({ finished: true, answered: 5, items: 5, accuracy: 1, passed: true });
  });

  it('Tasmania 11: a drawing error fails the assessment (red line) and is listed as a mistake', async () => {
    const r = await score([
      '--spec',
      SPEC,
      '--seed',
      's',
      '--responses',
      file('one-wrong.json', await answers(0)),
    ]);
    if (!r.ok) throw new Error(r.error);
    const s = r.output as SessionSummary;
    expect([s.passed, s.redLineFailures, s.mistakes.length, s.mistakes[0]?.rule]).toEqual([
      false,
      1,
      1,
      'Tasmania 11',
    ]);
  });

  it('a partial file is summarised as unfinished; a gap or an unknown item is an error', async () => {
    const all = await answers();
    const partial = await score([
      '--spec',
      SPEC,
      '--seed',
      's',
      '--responses',
      file('partial.json', all.slice(0, 4)),
    ]);
    expect(partial.ok && (partial.output as SessionSummary).finished).toBe(false);
    const gap = await score([
      '--spec',
      SPEC,
      '--seed',
      's',
      '--responses',
      file('gap.json', [all[0], all[2]]),
    ]);
    expect(gap).toMatchObject({
      ok: false,
      error: expect.stringContaining('step 1 of item "item-0" is not answered, but later steps are'),
    });
    const unknown = await score([
      '--spec',
      SPEC,
      '--seed',
      's',
      '--responses',
      file('unknown.json', [{ ...all[0], itemId: 'x-9' }]),
    ]);
    expect(unknown).toMatchObject({ ok: false, error: expect.stringContaining('no step 0 of item "x-9"') });
  });
});
