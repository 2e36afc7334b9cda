// Killing the app in the middle of a session loses nothing answered: a child process answers and is SIGKILLed, the
// store is reopened, and the session resumes exactly where it stopped.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { anyResponse, closeBackend, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

const CHILD = join(import.meta.dirname, 'fixtures', 'answer-then-hang.ts');

interface Reported {
  sessionId: string;
  traineeId: string;
  answered: number;
  itemId: string;
  step: number;
}

/** Runs the child until it says it is hanging, then SIGKILLs it; returns what it reported as committed. */
async function answerAndKill(
  dir: string,
  answers: number,
): Promise<{ reported: Reported[]; signal: string | null }> {
  const child = spawn(process.execPath, [CHILD], {
    env: { ...process.env, TRAINER_DATA_DIR: dir, ANSWERS: String(answers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<string | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const reported: Reported[] = [];
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === 'hanging') {
      child.kill('SIGKILL');
      break;
    }
    reported.push(JSON.parse(line) as Reported);
  }
  return { reported, signal: await exited };
}

let dir: string;
let b: TestBackend | null = null;
afterEach(async () => {
  if (b) await closeBackend(b);
  removeDir(dir);
});

// Each test starts a child process (and its dealing thread) and a reference backend: generous on a busy machine.
describe('durability: a session survives the app being killed', { timeout: 60_000 }, () => {
  it('every answered step is there after SIGKILL; the session resumes and finishes', async () => {
    dir = tempDir();
    const { reported, signal } = await answerAndKill(dir, 6);
    expect(signal).toBe('SIGKILL');
    expect(reported).toHaveLength(6);
    // Killed without closing: the WAL still holds the commits.
    expect(existsSync(join(dir, 'trainer.db-wal'))).toBe(true);

    b = testBackend(dir);
    const { sessionId, traineeId } = reported[0] as Reported;
    const unfinished = await b.value('sessions.unfinished', { traineeId });
    expect(unfinished.map((u) => u.sessionId)).toEqual([sessionId]);

    const resumed = await b.value('sessions.resume', { sessionId });
    // A running assessment's seed stays in main; the reference backend deals from the same first seed.
    expect(resumed).toMatchObject({ total: 4 });
    expect(resumed).not.toHaveProperty('seed');
    // The same set, the same (test backend's first) seed and six responses in a session never interrupted: the resumed one is at the same prompt.
    const refDir = tempDir();
    const ref = testBackend(refDir);
    try {
      const t = await ref.value('trainees.create', { name: 'Reference' });
      const start = await ref.value('sessions.start', {
        traineeId: t.id,
        drillSetId: 'mixed-assessment',
      });
      let p = start.prompt;
      for (let i = 0; i < 6 && p; i++) {
        p = (
          await ref.value('sessions.answer', {
            sessionId: start.sessionId,
            response: anyResponse(p.form),
            responseMs: 700 + i,
          })
        ).next;
      }
      expect(resumed.prompt).toEqual(p);
      expect(resumed.answered).toBe(
        (await ref.value('sessions.resume', { sessionId: start.sessionId })).answered,
      );
    } finally {
      await closeBackend(ref);
      removeDir(refDir);
    }

    let prompt = resumed.prompt;
    let summary = null;
    while (prompt) {
      const out = await b.value('sessions.answer', {
        sessionId,
        response: anyResponse(prompt.form),
        responseMs: 500,
      });
      prompt = out.next;
      summary = out.summary;
    }
    expect(summary?.finished).toBe(true);
    const fb = summary?.feedback ?? [];
    expect(fb.slice(0, 6).map((f) => [f.itemId, f.step, f.mark.responseMs])).toEqual(
      reported.map((r, i) => [r.itemId, r.step, 700 + i]),
    );
    expect(summary?.answered).toBe(summary?.items);
  });

  it('killed before the first answer: the session is listed as unfinished with nothing answered', async () => {
    dir = tempDir();
    const { reported, signal } = await answerAndKill(dir, 0);
    expect(signal).toBe('SIGKILL');
    expect(reported).toEqual([]);
    b = testBackend(dir);
    const trainees = await b.value('trainees.list');
    const unfinished = await b.value('sessions.unfinished', { traineeId: trainees[0]?.id ?? '' });
    expect(unfinished).toEqual([expect.objectContaining({ answered: 0, total: 4 })]);
  });
});
