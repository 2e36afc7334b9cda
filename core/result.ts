// Expected failures (bad input, an invalid file, a wrong call) are values, not exceptions: one shape for all of them.
import type { MessageRef } from './i18n/say.ts';

/** `error` is the message in English (logs, the command line, tests); `phrase`, where the failure is written as a
 *  message (issue 24), is the same message as data, which the screen says in the reader's language. */
export type Failure<E = string> = { ok: false; error: E; phrase?: MessageRef };

export type Result<T, E = string> = { ok: true; value: T } | Failure<E>;

/** A result whose payload goes by its own name (`coup`, `state`, `items`...), for callers that read it by that name. */
export type Named<K extends string, T, E = string> = ({ ok: true } & { [P in K]: T }) | Failure<E>;
