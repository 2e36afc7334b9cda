// A seeded PRNG whose whole state is plain data (two 32-bit words are not enough for 416! shuffles,
// so we use xoshiro128** with a 128-bit state), so a shoe or a drill can be saved, sent over IPC and replayed.

export interface RngState {
  readonly s: readonly [number, number, number, number];
}

/** splitmix32: spreads a 32-bit seed (or a string hash) into well-mixed state words. */
function splitmix32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let z = a;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A stable 32-bit hash of a seed string (FNV-1a), so seeds can be words as well as numbers. */
export function hashSeed(seed: string | number): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function seedRng(seed: string | number): RngState {
  const next = splitmix32(hashSeed(seed));
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1; // xoshiro must not start from all zeros
  return { s };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Mutable generator over a copy of the state; read `.state` to save it. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state.s;
  }

  static fromSeed(seed: string | number): Rng {
    return new Rng(seedRng(seed));
  }

  get state(): RngState {
    return { s: [this.a, this.b, this.c, this.d] };
  }

  /** Next uniform 32-bit unsigned integer (xoshiro128**). */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.b << 9) >>> 0;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    return result;
  }

  /** Uniform integer in [0, n) without modulo bias (rejection sampling). n must be 1..2^32. */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`nextInt: bad bound ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** Uniform integer in [lo, hi], inclusive. */
  between(lo: number, hi: number): number {
    return lo + this.nextInt(hi - lo + 1);
  }

  /** Uniform float in [0, 1) with 32 bits of randomness. */
  nextFloat(): number {
    return this.nextUint32() / 0x100000000;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick: empty list');
    return items[this.nextInt(items.length)] as T;
  }

  /** Unbiased in-place Fisher–Yates shuffle. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}
