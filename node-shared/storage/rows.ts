// The one place a SQLite row gets its type. node:sqlite types every row as Record<string, SQLOutputValue> (or an
// array of values with setReturnArrays); the real shape is the SELECT's column list, which the caller names as `T`
// beside its SQL. Every such read goes through here, so the narrowing is reviewed once and no call site needs a
// double cast (`as unknown as`, which ESLint forbids outside test/). What is stored as JSON text is still parsed and
// checked by its own schema where it is read.
import type { SQLInputValue, StatementSync } from 'node:sqlite';

/** Every row `statement` returns for `params`, typed as its SELECT's columns. */
export function allRows<T>(statement: StatementSync, ...params: SQLInputValue[]): T[] {
  return statement.all(...params) as T[];
}

/** The first row `statement` returns for `params` (undefined: none), typed as its SELECT's columns. */
export function oneRow<T>(statement: StatementSync, ...params: SQLInputValue[]): T | undefined {
  return statement.get(...params) as T | undefined;
}
