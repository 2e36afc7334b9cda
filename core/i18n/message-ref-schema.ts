// A message as data, checked when it crosses a boundary (IPC answers, stored sessions and records): the id must be a
// message of messages/en.json, the parameters strings, numbers, amounts or messages. An unknown id is named in the error (a
// record made by a newer version, or a typing mistake in a test), never shown as a blank.
import { z } from 'zod';
import { isMessageId, type MessageRef } from './say.ts';
import type { Phrase } from './phrase.ts';
import type { LibraryWords } from './library-words.ts';
import type { MoneyParam } from './money-param.ts';

/** An amount: integer cents and the house's symbol (money-param.ts). */
const moneyShape = z.strictObject({ cents: z.number().int(), symbol: z.string() }).readonly();

/** A library's English words and the message other languages say instead (library-words.ts). */
const libraryShape: z.ZodType<LibraryWords<MessageRef>> = z.lazy(() =>
  z.strictObject({ library: z.string(), otherwise: refShape as z.ZodType<MessageRef> }).readonly(),
);

const messageId = z.string().refine(isMessageId, {
  error: (issue) => `"${String(issue.input)}" is not a message id (messages/en.json)`,
});

type ParamValue =
  string | number | MoneyParam | LibraryWords<MessageRef> | MessageRefData | readonly MessageRefData[];
interface MessageRefData {
  readonly id: string;
  readonly params: Readonly<Record<string, ParamValue>>;
}

const paramValue: z.ZodType<ParamValue> = z.lazy(() =>
  z.union([z.string(), z.number(), moneyShape, libraryShape, refShape, z.array(refShape).readonly()]),
);

const refShape: z.ZodType<MessageRefData> = z.lazy(() =>
  z.strictObject({ id: messageId, params: z.record(z.string(), paramValue).readonly() }).readonly(),
);

/** A message with its parameters. (The parameters' names are checked by the type checker where a ref is made.) */
// Checked field by field above; the id's refinement is what makes the data a MessageRef (say.ts).
export const messageRefSchema: z.ZodType<MessageRef> = refShape.transform((v) => v as MessageRef);

/** A phrase: a message, or English words stored before issue 24 (core/i18n/phrase.ts). Not a plain union: its error
 *  would be "Invalid input"; this one names what is wrong in the message (an unknown id, a bad parameter). */
export const phraseSchema: z.ZodType<Phrase> = z.unknown().transform((value, ctx): Phrase => {
  if (typeof value === 'string') return value;
  const said = messageRefSchema.safeParse(value);
  if (said.success) return said.data;
  for (const issue of said.error.issues)
    ctx.addIssue({
      code: 'custom',
      path: issue.path,
      message: `must be words or a message: ${issue.message}`,
    });
  return z.NEVER;
});
