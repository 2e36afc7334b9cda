// The app's view state against a main process that answers late: a late answer never undoes what the trainee did
// meanwhile (another trainee picked, the home screen chosen).
import { afterEach, expect, test, vi } from 'vitest';
import './match-media.ts';
import type { DealProgress, Result, SessionView, UnfinishedSession } from '../../contract/index.ts';
import type { Prompt } from '../../core/drills/types.ts';
import { AppState, PROGRESS_AFTER_MS } from '../../renderer/lib/app.svelte.ts';
import { PROGRESS_POLL_MS } from '../../renderer/lib/state/slow-calls.svelte.ts';
import { profile, scene } from './fixtures.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const settle = () => new Promise((r) => setTimeout(r, 0));

const global = globalThis as { trainer?: unknown };
afterEach(() => {
  delete global.trainer;
});

function unfinished(sessionId: string): UnfinishedSession {
  return {
    sessionId,
    title: sessionId,
    mode: 'practice',
    startedAt: '2026-01-01T00:00:00Z',
    answered: 0,
    total: 1,
  };
}

const prompt: Prompt = {
  itemId: 'a-0',
  kind: 'result',
  step: 0,
  steps: 1,
  index: 0,
  total: 1,
  question: 'Declare the result.',
  scene: scene(),
  form: { type: 'result' },
  timeLimitMs: null,
};

test('a late list of unfinished sessions for the trainee picked before is not shown for the one picked now', async () => {
  const lists: Record<string, Deferred<Result<readonly UnfinishedSession[]>>> = {
    ann: deferred(),
    bob: deferred(),
  };
  global.trainer = {
    sessions: { unfinished: ({ traineeId }: { traineeId: string }) => lists[traineeId]?.promise },
    progress: { mastery: async () => ok({}) },
  };
  const app = new AppState();
  const first = app.trainees.select('ann');
  const second = app.trainees.select('bob');
  lists.bob?.resolve(ok([unfinished('bob-session')]));
  await second;
  lists.ann?.resolve(ok([unfinished('ann-session')]));
  await first;
  expect(app.trainees.id).toBe('bob');
  expect(app.trainees.unfinished.map((u) => u.sessionId)).toEqual(['bob-session']);
});

test('a session started late does not take the trainee off the home screen they went back to', async () => {
  const started = deferred<Result<SessionView>>();
  let listed = 0;
  global.trainer = {
    sessions: {
      start: () => started.promise,
      unfinished: async () => ok(listed++ === 0 ? [] : [unfinished('late')]),
    },
    progress: { mastery: async () => ok({}) },
  };
  const app = new AppState();
  app.trainees.id = 'ann';
  app.nav.go({ name: 'home' });
  const starting = app.startAdaptive();
  await app.leaveSession();
  started.resolve(
    ok({
      sessionId: 'late',
      title: 'Adaptive',
      mode: 'practice',
      total: 1,
      answered: 0,
      prompt,
      profile: profile('tasmania'),
    }),
  );
  await starting;
  await settle();
  expect(app.nav.screen.name).toBe('home');
  expect(app.session).toBeNull();
  expect(app.trainees.unfinished.map((u) => u.sessionId)).toEqual(['late']); // it can be resumed from there
  expect(app.busy).toBe(false);
});

test('a session started while the trainee stays put is opened', async () => {
  global.trainer = {
    sessions: {
      start: async () =>
        ok({
          sessionId: 's',
          title: 'Set',
          mode: 'practice',
          total: 1,
          answered: 0,
          prompt,
          profile: profile('tasmania'),
        }),
    },
  };
  const app = new AppState();
  app.trainees.id = 'ann';
  app.nav.go({ name: 'home' });
  await app.startSet('set');
  expect(app.nav.screen.name).toBe('drill');
  expect(app.session?.id).toBe('s');
});

test('a data folder that cannot be checked gets the storage screen with its error, not an empty home screen', async () => {
  global.trainer = {
    storage: { status: async () => ({ ok: false, error: 'The main process did not answer.' }) },
  };
  const app = new AppState();
  await app.init();
  expect(app.nav.screen.name).toBe('storage');
  expect(app.storage).toBeNull();
  expect(app.errors.items.map((e) => `${e.doing}: ${e.message}`)).toEqual([
    'Checking the data folder: The main process did not answer.',
  ]);
});

test('while a call is slow the screen asks how far the dealing is, every few moments, and stops when it answers', async () => {
  vi.useFakeTimers();
  try {
    const start = deferred<Result<SessionView>>();
    const answers: (DealProgress | null)[] = [
      { stage: 'dealing', done: 10, total: 5000 },
      { stage: 'dealing', done: 2600, total: 5000 },
    ];
    let asked = 0;
    global.trainer = {
      sessions: {
        start: () => start.promise,
        dealing: async () => ok(answers[Math.min(asked++, answers.length - 1)] ?? null),
      },
      trainees: { list: async () => ok([]) },
    };
    const app = new AppState();
    app.trainees.list = [{ id: 'ann', name: 'Ann', identifier: '', createdAt: '', archived: false }];
    app.trainees.id = 'ann';
    const starting = app.startSet('rare');
    await vi.advanceTimersByTimeAsync(PROGRESS_AFTER_MS - 50);
    // A quick call asks nothing.
    expect(asked).toBe(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(app.dealing).toEqual({ stage: 'dealing', done: 10, total: 5000 });
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS);
    expect(app.dealing).toEqual({ stage: 'dealing', done: 2600, total: 5000 });
    start.resolve({ ok: false, error: 'no' });
    await starting;
    expect(app.dealing).toBeNull();
    const before = asked;
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 5);
    expect(asked).toBe(before);
  } finally {
    vi.useRealTimers();
  }
});

test('a call still running after 200 ms shows what is being done, and the notice goes when it answers', async () => {
  vi.useFakeTimers();
  try {
    const start = deferred<Result<SessionView>>();
    global.trainer = {
      sessions: { start: () => start.promise },
      trainees: { list: async () => ok([]) },
    };
    const app = new AppState();
    app.trainees.list = [{ id: 'ann', name: 'Ann', identifier: '', createdAt: '', archived: false }];
    app.trainees.id = 'ann';
    const starting = app.startSet('rare');
    await vi.advanceTimersByTimeAsync(PROGRESS_AFTER_MS - 50);
    expect(app.working).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(app.working).toBe('Starting the session');
    start.resolve({ ok: false, error: 'no' });
    await starting;
    expect(app.working).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});
