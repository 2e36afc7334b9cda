// A seeded PRNG whose whole state is plain data (two 32-bit words are not enough for 416! shuffles,
// so we use xoshiro128** with a 128-bit state), so a shoe or a drill can be saved, sent over IPC and replayed.
// Seeding 2 fills the whole 128-bit state from a SHA-256 of the whole seed, so two different 128-bit seeds deal
// different sessions; seeding 1 (a 32-bit hash of the seed) is kept so that sessions stored with it still replay.
import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';

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

/** How a seed becomes the generator's state; recorded with a stored session so that it replays exactly. */
export const SEEDINGS = [1, 2] as const;
export type Seeding = (typeof SEEDINGS)[number];
/** The seeding new sessions are dealt with. */
export const CURRENT_SEEDING: Seeding = 2;

/**
 * The generator's state from a seed. Seeding 2: the first 128 bits of SHA-256 of the seed's text (UTF-8), so every
 * bit of the seed counts. Seeding 1 (sessions stored before seeding 2): a 32-bit FNV-1a hash spread by splitmix32, so
 * only 2^32 different states were reachable.
 */
export function seedRng(seed: string | number, seeding: Seeding = CURRENT_SEEDING): RngState {
  let s: [number, number, number, number];
  if (seeding === 1) {
    const next = splitmix32(hashSeed(seed));
    s = [next(), next(), next(), next()];
  } else {
    const digest = sha256(utf8ToBytes(String(seed)));
    const view = new DataView(digest.buffer, digest.byteOffset, 16);
    s = [view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)];
  }
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

  /** The seeding this generator's seeds for other generators follow (see childSeed). */
  readonly seeding: Seeding;

  constructor(state: RngState, seeding: Seeding = CURRENT_SEEDING) {
    [this.a, this.b, this.c, this.d] = state.s;
    this.seeding = seeding;
  }

  static fromSeed(seed: string | number, seeding: Seeding = CURRENT_SEEDING): Rng {
    return new Rng(seedRng(seed, seeding), seeding);
  }

  /**
   * A seed for another generator (a scenario's shoe), drawn from this one: 128 bits as hex under seeding 2, so the
   * other generator's whole state can be reached; a 32-bit number under seeding 1, as sessions stored with it were dealt.
   */
  childSeed(): string | number {
    if (this.seeding === 1) return this.nextUint32();
    return Array.from({ length: 4 }, () => this.nextUint32().toString(16).padStart(8, '0')).join('');
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
