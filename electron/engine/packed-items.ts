// A dealt session's items as they cross from the dealing thread and stay in the main process: packed as UTF-8 JSON in
// one buffer that is transferred (not copied), each item parsed the first time it is read. Received as objects, the
// rare-constraint set's 5,000 items (13 MB, some 400,000 objects) blocked the main thread for 200-400 ms to receive and
// then cost it 40-60 ms a young-generation collection; a buffer lies outside the heap the collector copies. A session
// reads the item being answered (and a summary the answered ones), so most items are never parsed at all.
import type { DrillItem } from '../../core/drills/types.ts';

/** Items as UTF-8 JSON texts one after another; item i is bytes ends[i - 1] (or 0) to ends[i]. */
export interface PackedItems {
  readonly bytes: Uint8Array;
  readonly ends: Uint32Array;
}

export function packItems(items: readonly DrillItem[]): PackedItems {
  const encoder = new TextEncoder();
  const encoded = items.map((item) => encoder.encode(JSON.stringify(item)));
  const ends = new Uint32Array(encoded.length);
  const bytes = new Uint8Array(encoded.reduce((n, e) => n + e.length, 0));
  let at = 0;
  for (const [i, e] of encoded.entries()) {
    bytes.set(e, at);
    ends[i] = at += e.length;
  }
  return { bytes, ends };
}

/** The buffers to transfer with a message that carries `packed`. */
export function transferList(packed: PackedItems): ArrayBuffer[] {
  return [packed.bytes.buffer as ArrayBuffer, packed.ends.buffer as ArrayBuffer];
}

/** The index a property key names in an array of `length`, or -1. */
function indexOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string') return -1;
  const i = Number(key);
  return Number.isInteger(i) && i >= 0 && i < length && String(i) === key ? i : -1;
}

/**
 * The packed items as a read-only array: indexing, length, iteration and the array methods all work, each item parsed
 * once, when it is first read.
 */
export function lazyItems(packed: PackedItems): readonly DrillItem[] {
  const { bytes, ends } = packed;
  const decoder = new TextDecoder();
  const parsed = new Map<number, DrillItem>();
  const read = (i: number): DrillItem => {
    let item = parsed.get(i);
    if (!item) {
      const text = decoder.decode(bytes.subarray(i === 0 ? 0 : ends[i - 1], ends[i]));
      parsed.set(i, (item = JSON.parse(text) as DrillItem));
    }
    return item;
  };
  // The target holds one slot per item, so that length, `in` and the array methods see the right shape.
  // Array.from of a bare length fills every slot with undefined (no holes); the items are read through `get`.
  const slots = Array.from<DrillItem>({ length: ends.length });
  return new Proxy(slots, {
    get(target, key, receiver) {
      const i = indexOf(key, target.length);
      return i < 0 ? (Reflect.get(target, key, receiver) as unknown) : read(i);
    },
    getOwnPropertyDescriptor(target, key) {
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      const i = indexOf(key, target.length);
      return i < 0 || !own ? own : { ...own, value: read(i) };
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}
