// Guarantee 7 (issue 20), as the candidate would try it: kill the app in the middle of a timed step, think, start it
// again and have the trainer resume. The step is charged every moment since its clock started, so a kill buys no time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { usedAfterCrash } from '../../electron/integrity/step-clock.ts';
import { closeBackend, removeDir, tempDir, testBackend, type TestBackend } from '../electron/helpers.ts';
import { answerToEnd, ASSESS_APP as APP, tamper } from './attempt-helpers.ts';
const WALL = Date.parse('2026-03-01T10:00:00Z');
/** The fixture set's timed steps (test/electron/fixtures/assess-app): 5 s each. */
const LIMIT_MS = 5000;

const dirs: string[] = [];
const backends: TestBackend[] = [];
afterEach(async () => {
  for (const b of backends.splice(0)) await closeBackend(b);
  for (const d of dirs.splice(0)) removeDir(d);
});

/** Starts an attempt in a child process, waits until its first step is shown, and SIGKILLs it. */
async function killMidStep(dir: string): Promise<{ attemptId: string; itemId: string; remainingMs: number }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'fixtures', 'step-then-hang.ts')], {
    env: { ...process.env, TRAINER_DATA_DIR: dir, WALL_MS: String(WALL) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<string | null>((resolve) => child.on('exit', (_c, signal) => resolve(signal)));
  let shown: { attemptId: string; itemId: string; remainingMs: number } | null = null;
  for await (const line of createInterface({ input: child.stdout })) {
    shown = JSON.parse(line) as typeof shown;
    child.kill('SIGKILL');
    break;
  }
  expect(await exited).toBe('SIGKILL');
  if (!shown) throw new Error('the child process said nothing');
  return shown;
}

function restartAt(dir: string, wallMs: number): TestBackend {
  const b = testBackend(dir, { appRoot: APP, monotonicMs: () => 0, now: () => new Date(wallMs) });
  backends.push(b);
  return b;
}

describe('a step cut short by a kill gives no extra thinking time', () => {
  it('the time from the step being shown to the restart is charged: the trainer resumes it with what remained', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const killed = await killMidStep(dir);
    expect(killed.remainingMs).toBe(LIMIT_MS);
    // 3.5 s of thinking while the app was down.
    const b = restartAt(dir, WALL + 3500);
    await b.value('trainer.unlock', { passcode: 'open-sesame' });
    const v = await b.value('assessment.resume', { attemptId: killed.attemptId });
    expect(v.prompt?.itemId).toBe(killed.itemId);
    expect(v.remainingMs).toBe(LIMIT_MS - 3500);
  });

  it('a step whose limit ran out while the app was down is recorded as timed out, with all that time', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const killed = await killMidStep(dir);
    const b = restartAt(dir, WALL + 60_000);
    await b.value('trainer.unlock', { passcode: 'open-sesame' });
    let v = await b.value('assessment.resume', { attemptId: killed.attemptId });
    v = await b.value('assessment.view', { attemptId: v.attemptId });
    expect(v.timedOut).toBeGreaterThanOrEqual(1);
    expect(v.prompt?.itemId).not.toBe(killed.itemId);
    await answerToEnd(b, v);
    await b.value('trainer.unlock', { passcode: 'open-sesame' });
    const record = await b.value('assessment.record', { attemptId: killed.attemptId });
    expect(record.responses[0]).toMatchObject({ itemId: killed.itemId, timedOut: true, responseMs: 60_000 });
  });

  it('the recovery time moved back while the app runs, with the step clock to match, is found: the resume is refused as a changed record', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const killed = await killMidStep(dir);
    const b = restartAt(dir, WALL + 3500);
    // The candidate, before the trainer comes: the restart made to look as if it came 0.1 s after the step was shown.
    tamper(dir, (db) =>
      db.exec(
        `UPDATE assessment_attempts SET recovered_at = step_started_wall + 100, step_used_ms = 100
         WHERE session_id = '${killed.attemptId}'`,
      ),
    );
    await b.value('trainer.unlock', { passcode: 'open-sesame' });
    const resumed = await b.call('assessment.resume', { attemptId: killed.attemptId });
    expect(resumed.ok).toBe(false);
    expect(resumed.ok ? '' : resumed.error).toContain('the time of its restart after a crash was moved back');
    // Said to the trainer as what it is, not as a fault of the app.
    expect(resumed.ok ? '' : resumed.error).toMatch(
      /^The record of assessment attempt \S+ has been tampered with: /,
    );
  });

  it('a recovery still waiting for the trainer at the next start is charged until that start, whatever was stored meanwhile', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const killed = await killMidStep(dir);
    const first = restartAt(dir, WALL + 2000);
    await closeBackend(first);
    backends.splice(backends.indexOf(first), 1);
    // With the app closed, the stored restart moved back to just after the step was shown.
    tamper(dir, (db) =>
      db.exec(
        `UPDATE assessment_attempts SET recovered_at = step_started_wall + 100, step_used_ms = 100
         WHERE session_id = '${killed.attemptId}'`,
      ),
    );
    const b = restartAt(dir, WALL + 4000);
    await b.value('trainer.unlock', { passcode: 'open-sesame' });
    const v = await b.value('assessment.resume', { attemptId: killed.attemptId });
    expect(v.prompt?.itemId).toBe(killed.itemId);
    expect(v.remainingMs).toBe(LIMIT_MS - 4000);
  });

  it('usedAfterCrash never gives time back: at least what was stored, at least the time since the start', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        fc.integer({ min: 0, max: 2_000_000 }),
        (stored, started, now) => {
          const used = usedAfterCrash(stored, started, now);
          expect(used).toBeGreaterThanOrEqual(stored);
          if (started !== null) expect(used).toBeGreaterThanOrEqual(now - started);
          else expect(used).toBe(stored);
        },
      ),
    );
  });
});
