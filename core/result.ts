// Expected failures (bad input, an invalid file, a wrong call) are values, not exceptions: one shape for all of them.

export type Failure<E = string> = { ok: false; error: E };

export type Result<T, E = string> = { ok: true; value: T } | Failure<E>;

/** A result whose payload goes by its own name (`coup`, `state`, `items`...), for callers that read it by that name. */
export type Named<K extends string, T, E = string> = ({ ok: true } & { [P in K]: T }) | Failure<E>;
