// The rows a read gets from the room are checked one by one before the app shows them: a row that is not what it
// should be (damaged, or written by a newer app) is left out and counted as refused, never passed on.
import type { z } from 'zod';

export interface CheckedRows<T> {
  readonly rows: T[];
  /** How many rows failed the check and were left out. */
  readonly refused: number;
}

/** Each of `raws` checked against `schema`, and those that pass made into what the app shows by `make`. */
export function checkedRows<S extends z.ZodType, T>(
  schema: S,
  raws: Iterable<unknown>,
  make: (row: z.output<S>) => T,
): CheckedRows<T> {
  const rows: T[] = [];
  let refused = 0;
  for (const raw of raws) {
    const r = schema.safeParse(raw);
    if (r.success) rows.push(make(r.data));
    else refused += 1;
  }
  return { rows, refused };
}
