// The dealing thread (issue 9, defect 2): it says how far it is, and a dealt session's items come back to the main
// process packed in a transferred buffer, each parsed when it is first read.
import { afterEach, describe, expect, it } from 'vitest';
import { parseDrillSet, type DrillSet } from '../../core/drills/spec.ts';
import type { DrillItem } from '../../core/drills/types.ts';
import { runDealJob, type DealProgress } from '../../electron/engine/deal-jobs.ts';
import { createDealer, type Dealer } from '../../electron/engine/dealer.ts';
import { lazyItems, packItems } from '../../electron/engine/packed-items.ts';

/** `count` third-card items, in sections of at most 500 (the format's limit). */
function thirdCardSet(count: number): DrillSet {
  const parsed = parseDrillSet({
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Third card',
    description: 'Tasmania 11: the third-card rules.',
    profile: 'tasmania',
    sections: Array.from({ length: Math.ceil(count / 500) }, (_, i) => ({
      kind: 'third-card',
      count: Math.min(500, count - i * 500),
      difficulty: 'standard',
      timeLimitMs: null,
    })),
    passMarks: { overall: 0.5, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/**
 * A dealer whose every progress message is noted as it arrives: the thread always sends one before its result, so a
 * job that finishes quickly is still seen (polling progress() once per turn raced the thread and could see none).
 */
function watchedDealer(): { dealer: Dealer; seen: DealProgress[] } {
  const seen: DealProgress[] = [];
  return { dealer: createDealer({ onProgress: (p) => seen.push(p) }), seen };
}

let dealer: Dealer;
afterEach(async () => {
  await dealer.close();
});

describe('the dealing thread', () => {
  it('closing during a job stops the job and lets the thread end by itself (never terminated mid-compile)', async () => {
    const logged: string[] = [];
    let started!: () => void;
    const progressing = new Promise<void>((resolve) => (started = resolve));
    dealer = createDealer({ log: (m) => logged.push(m), onProgress: () => started() });
    const job = dealer.run({ type: 'start', set: thirdCardSet(5000), seed: 's-close', history: [] });
    await progressing;
    await dealer.close();
    expect(await job).toMatchObject({ ok: false, error: 'the app is closing' });
    expect(logged).toEqual([]);
  });

  it('says how many items it has dealt of the total, never backwards, and nothing once done', async () => {
    const watched = watchedDealer();
    dealer = watched.dealer;
    const seen = watched.seen;
    const total = 1200;
    const value = await dealer.run({ type: 'start', set: thirdCardSet(total), seed: 's1', history: [] });
    expect(value.ok && value.state.items).toHaveLength(total);
    expect(seen.length).toBeGreaterThan(0);
    for (const p of seen) {
      expect(p).toMatchObject({ stage: 'dealing', total });
      expect(p.done).toBeGreaterThan(0);
      expect(p.done).toBeLessThanOrEqual(total);
    }
    expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort((a, b) => a - b));
    expect(dealer.progress()).toBeNull();
  });

  it('a session dealt on the thread has the very items dealt inline, and rebuilding says "rebuilding"', async () => {
    const watched = watchedDealer();
    dealer = watched.dealer;
    const set = thirdCardSet(300);
    const history = [
      { kind: 'third-card' as const, cases: ['player-draws-0'], correct: true, responseMs: 900 },
    ];
    const inline = runDealJob({ type: 'start', set, seed: 's2', history });
    const threaded = await dealer.run({ type: 'start', set, seed: 's2', history });
    expect(threaded.ok && inline.ok && inline.state).toBeTruthy();
    if (!threaded.ok || !inline.ok || !inline.state) return;
    const { items, ...rest } = threaded.state;
    const { items: inlineItems, ...inlineRest } = inline.state;
    expect(rest).toEqual(inlineRest);
    expect([...items]).toEqual(inlineItems);
    watched.seen.length = 0;
    await dealer.run({
      type: 'replay',
      set,
      seed: 's2',
      seeding: threaded.state.seeding,
      responses: [],
      history: [],
    });
    expect(watched.seen.length).toBeGreaterThan(0);
    expect(watched.seen.every((p) => p.stage === 'rebuilding')).toBe(true);
  });

  it('a job that runs past its limit is refused, and the same thread deals the next job (stopped, not killed)', async () => {
    let limit = 20;
    const logged: string[] = [];
    dealer = createDealer({ limitMs: () => limit, log: (m) => logged.push(m) });
    const slow = await dealer.check({ type: 'check', set: thirdCardSet(5000) });
    expect(slow).toMatchObject({
      ok: false,
      error: 'it could not be dealt within 0 s: a constraint is too rare to drill',
    });
    limit = 60_000;
    const next = await dealer.run({ type: 'start', set: thirdCardSet(3), seed: 'after', history: [] });
    expect(next.ok && next.state.items).toHaveLength(3);
    expect(logged).toEqual([]);
  });

  it('an import check says "checking", and nothing once it is done', async () => {
    const watched = watchedDealer();
    dealer = watched.dealer;
    const seen = watched.seen;
    const value = await dealer.check({ type: 'check', set: thirdCardSet(1000) });
    expect(value).toEqual({ ok: true });
    expect(seen.map((p) => p.stage)).toContain('checking');
    expect(seen.every((p) => p.stage === 'checking')).toBe(true);
    expect(dealer.progress()).toBeNull();
  });
});

describe('items packed in a buffer, parsed when read', () => {
  const items = runDealJob({ type: 'start', set: thirdCardSet(5), seed: 's3', history: [] });
  const real = items.ok && items.state ? items.state.items : [];
  const packed = () => packItems(real);

  it('reads like the array of items (text beyond ASCII included): index, length, iteration, array methods, JSON', () => {
    // Offsets are in bytes: "♠" and "’" are three bytes each in UTF-8.
    expect(JSON.stringify(real)).toMatch(/[♠♥♦♣’]/);
    const lazy = lazyItems(packed());
    expect(real).toHaveLength(5);
    expect(lazy).toHaveLength(5);
    expect(Array.isArray(lazy)).toBe(true);
    expect(lazy[3]).toEqual(real[3]);
    expect(lazy[5]).toBeUndefined();
    expect([...lazy]).toEqual(real);
    expect(lazy.map((it: DrillItem) => it.id)).toEqual(real.map((it) => it.id));
    expect(lazy.reduce((n: number, it: DrillItem) => n + it.steps.length, 0)).toBe(
      real.reduce((n, it) => n + it.steps.length, 0),
    );
    expect(JSON.parse(JSON.stringify(lazy))).toEqual(real);
  });

  it('parses an item once (the same object on every read) and cannot be changed', () => {
    const lazy = lazyItems(packed());
    expect(lazy[1]).toBe(lazy[1]);
    expect(Reflect.set(lazy, 0, real[1])).toBe(false);
    expect(Reflect.deleteProperty(lazy, 0)).toBe(false);
    expect(lazy[0]).toEqual(real[0]);
  });
});
