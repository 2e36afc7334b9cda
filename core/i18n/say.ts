// A message as data: its id and typed parameters (issue 24). The engine returns these, never sentences; the renderer,
// the PDF and the command line say them in the language they were asked for. Answers are compared as data, so a
// key's meaning never depends on the language.
import * as messages from '../../i18n/paraglide/messages/_index.js';
import type { Language } from './languages.ts';

type Messages = typeof messages;
export type MessageId = {
  [K in keyof Messages]: Messages[K] extends (...args: never[]) => unknown ? K : never;
}[keyof Messages];

/** The parameters a message takes ({} for none). */
export type MessageParams<K extends MessageId> = NonNullable<Parameters<Messages[K]>[0]>;

/** One message with its parameters, checked against the messages: a wrong id or parameter fails the type check. */
export type MessageRef = {
  [K in MessageId]: { readonly id: K; readonly params: MessageParams<K> };
}[MessageId];

/** A message with its parameters, typed. */
export function ref<K extends MessageId>(id: K, params: MessageParams<K>): Extract<MessageRef, { id: K }> {
  return { id, params } as Extract<MessageRef, { id: K }>;
}

/** A parameter that is itself a message ("{bet} wins" with bet = the bet's name): said in the same language. */
function isMessageRef(value: unknown): value is MessageRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { params?: unknown }).params === 'object' &&
    Object.hasOwn(messages, (value as { id: string }).id)
  );
}

/** The message in the language given (never the global one: a trainee's call and interface languages may differ).
 *  A parameter that is a message is said first, in the same language. */
export function say(message: MessageRef, language: Language): string {
  const fn = messages[message.id] as (params: object, options: { locale: Language }) => string;
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(message.params))
    params[name] = isMessageRef(value) ? say(value, language) : value;
  return fn(params, { locale: language });
}
