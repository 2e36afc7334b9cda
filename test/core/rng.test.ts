import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, type RngState } from '../../core/rng.ts';

describe('seeded PRNG', () => {
  it('the same seed gives the same sequence; another seed another', () => {
    const a = Rng.fromSeed('shoe-1');
    const b = Rng.fromSeed('shoe-1');
    const c = Rng.fromSeed('shoe-2');
    const seqA = Array.from({ length: 20 }, () => a.nextUint32());
    expect(Array.from({ length: 20 }, () => b.nextUint32())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.nextUint32())).not.toEqual(seqA);
  });

  it('its state is plain data that resumes the sequence exactly (through JSON)', () => {
    const r = Rng.fromSeed(42);
    r.nextUint32();
    const saved = JSON.parse(JSON.stringify(r.state)) as RngState;
    const next = r.nextUint32();
    expect(new Rng(saved).nextUint32()).toBe(next);
  });

  it('nextInt stays in range for any bound (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.string(), (n, seed) => {
        const x = Rng.fromSeed(seed).nextInt(n);
        return Number.isInteger(x) && x >= 0 && x < n;
      }),
    );
  });

  it('nextInt is uniform: chi-square over 10 buckets stays below the 99.9% critical value', () => {
    const r = Rng.fromSeed('uniform');
    const counts = new Array<number>(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[r.nextInt(10)]!++;
    const expected = n / 10;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
  });

  it('Fisher-Yates is unbiased: every permutation of 3 items appears about equally often', () => {
    const r = Rng.fromSeed('perm');
    const counts = new Map<string, number>();
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const key = r.shuffle(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const expected = n / 6;
    const chi = [...counts.values()].reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
  });

  it('rejects a bound it cannot honour', () => {
    expect(() => Rng.fromSeed(1).nextInt(0)).toThrow(RangeError);
  });
});
