// The screens' one caller (renderer/lib/state/caller.svelte.ts): busy while a call runs, a failure in words until
// the next success, a notice a success leaves, and an exclusive caller never making a second call while one runs.
import { afterEach, describe, expect, test } from 'vitest';
import { Caller } from '../../renderer/lib/state/caller.svelte.ts';
import { AuditState } from '../../renderer/lib/state/audit.svelte.ts';
import { StandardState } from '../../renderer/lib/state/standard.svelte.ts';
import { flushSync } from 'svelte';
import { countEffectRuns } from './effect-runs.svelte.ts';

type Answer = { ok: true; value: unknown } | { ok: false; error: string };

/** A call that answers when the test says so, counting how often it was made. */
function pending() {
  let answer: (a: Answer) => void = () => undefined;
  const made = { count: 0 };
  const run = () => {
    made.count++;
    return new Promise<Answer>((resolve) => (answer = resolve));
  };
  return { run, made, answer: (a: Answer) => answer(a) };
}

function withTrainer(api: unknown): void {
  (window as unknown as { trainer: unknown }).trainer = api;
}

afterEach(() => {
  delete (window as unknown as { trainer?: unknown }).trainer;
});

describe('Caller', () => {
  test('busy while the call runs; a success gives the value, clears the error and leaves its notice', async () => {
    const p = pending();
    withTrainer({ audit: { trail: p.run } });
    const caller = new Caller();
    caller.error = 'an old failure';
    caller.notice = 'an old notice';
    const running = caller.run(() => p.run() as never, { notice: (v: number) => `got ${v}` });
    expect(caller.busy).toBe(true);
    expect(caller.notice).toBeNull(); // the old notice goes when the call starts
    p.answer({ ok: true, value: 7 });
    expect(await running).toBe(7);
    expect([caller.busy, caller.error, caller.notice]).toEqual([false, null, 'got 7']);
  });

  test('a failing call gives undefined and its message in words; busy ends; the notice stays gone', async () => {
    withTrainer({});
    const caller = new Caller();
    caller.notice = 'an old notice';
    const value = await caller.run(async () => ({ ok: false, error: 'The file is locked.' }), {
      notice: () => 'never',
    });
    expect(value).toBeUndefined();
    expect([caller.busy, caller.error, caller.notice]).toEqual([false, 'The file is locked.', null]);
  });

  test('a call that throws, or a missing bridge, is a failure in words, never a throw', async () => {
    withTrainer({});
    const caller = new Caller();
    expect(await caller.run(() => Promise.reject(new Error('channel closed')))).toBeUndefined();
    expect(caller.error).toBe('The main process did not answer: channel closed');
    delete (window as unknown as { trainer?: unknown }).trainer;
    expect(await caller.run(async () => ({ ok: true, value: 1 }))).toBeUndefined();
    expect(caller.error).toMatch(/window\.trainer is missing/);
    expect(caller.busy).toBe(false);
  });

  test('an exclusive caller does not make a second call while one runs; after it ends, it does', async () => {
    withTrainer({});
    const first = pending();
    const caller = new Caller();
    const running = caller.run(() => first.run() as never);
    expect(await caller.run(() => first.run() as never)).toBeUndefined();
    expect(first.made.count).toBe(1);
    first.answer({ ok: true, value: 'a' });
    expect(await running).toBe('a');
    const again = caller.run(() => first.run() as never);
    first.answer({ ok: true, value: 'b' });
    expect(await again).toBe('b');
    expect(first.made.count).toBe(2);
  });

  test('a shared caller runs overlapping calls and stays busy until the last one ends', async () => {
    withTrainer({});
    const a = pending();
    const b = pending();
    const caller = new Caller({ exclusive: false });
    const first = caller.run(() => a.run() as never);
    const second = caller.run(() => b.run() as never);
    expect([a.made.count, b.made.count]).toEqual([1, 1]);
    a.answer({ ok: true, value: 1 });
    await first;
    expect(caller.busy).toBe(true);
    b.answer({ ok: false, error: 'second failed' });
    await second;
    expect([caller.busy, caller.error]).toEqual([false, 'second failed']);
  });
  test('a call made from an $effect does not run the effect again when busy changes', async () => {
    withTrainer({});
    const p = pending();
    const caller = new Caller();
    let done: Promise<unknown> = Promise.resolve();
    const effect = countEffectRuns(() => {
      done = caller.run(() => p.run() as never);
    });
    p.answer({ ok: true, value: 1 });
    await done;
    flushSync();
    expect([effect.runs(), p.made.count]).toEqual([1, 1]);
    effect.stop();
  });
});

describe('trainer tabs built on the caller', () => {
  test('Audit: a cancelled export leaves no notice; a saved one says where, and the trail is read again', async () => {
    let saved: unknown = null;
    let reads = 0;
    const trail = { rows: [], check: { ok: true, rows: 0, sealedThrough: null }, earlierFaults: [] };
    withTrainer({
      audit: {
        trail: async () => {
          reads++;
          return { ok: true, value: trail };
        },
        exportCsv: async () => ({ ok: true, value: saved }),
      },
    });
    const audit = new AuditState();
    await audit.exportCsv();
    expect([audit.caller.notice, reads]).toEqual([null, 1]);
    saved = { rows: 3, path: '/tmp/audit.csv' };
    await audit.exportCsv();
    expect([audit.caller.notice, reads, audit.view]).toEqual(['Saved 3 rows to /tmp/audit.csv.', 2, trail]);
  });

  test('Practical standard: saving sends the draft against its revision; Undo all changes clears the words', async () => {
    const standard = { title: 'T', areas: [], redLines: [] };
    const sent: unknown[] = [];
    withTrainer({
      practical: {
        standard: async () => ({
          ok: true,
          value: { revision: 2, savedAt: '2026-01-01T00:00:00Z', standard },
        }),
        saveStandard: async (req: { revision: number; standard: typeof standard }) => {
          sent.push(req);
          return req.standard.title === ''
            ? { ok: false, error: 'title: must not be empty' }
            : { ok: true, value: { revision: 3, savedAt: '2026-01-02T00:00:00Z', standard: req.standard } };
        },
      },
    });
    const std = new StandardState();
    await std.load();
    expect(std.changed).toBe(false);
    const i = std.addRedLine();
    expect([i, std.changed]).toEqual([0, true]);
    await std.save();
    expect(sent).toEqual([
      {
        revision: 2,
        standard: { title: 'T', areas: [], redLines: [{ id: 'red-line-1', label: '', fails: 'practical' }] },
      },
    ]);
    expect([std.saved?.revision, std.changed, std.caller.notice]).toEqual([
      3,
      false,
      'Saved as revision 3. Grades given from now on use it.',
    ]);
    if (std.draft) std.draft.title = '';
    await std.save();
    expect([std.caller.error, std.caller.notice, std.changed]).toEqual([
      'title: must not be empty',
      null,
      true,
    ]);
    std.revert();
    expect([std.caller.error, std.caller.notice, std.changed]).toEqual([null, null, false]);
  });
});
