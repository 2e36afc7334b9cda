// One channel of the contract: the zod schema its request must pass, the schema of its answer, and who may call it
// (access.ts). Each area file holds its channels as one table of these; index.ts joins the tables and derives every
// type from them, so a channel is written once.
import { z } from 'zod';
import type { Access } from './access.ts';

export interface ChannelSpec {
  readonly request: z.ZodType;
  readonly response: z.ZodType;
  readonly access: Access;
}

/** An area's channels, by name ('area.method'). */
export type AreaContract = { readonly [channel: string]: ChannelSpec };

/** An id sent by the renderer (a trainee's, a set's, a session's). */
export const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
/** The request of a channel that takes no argument. */
export const none = z.undefined({ message: 'takes no argument' });
