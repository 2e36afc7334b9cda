// A message as data: its id and typed parameters (issue 24). The engine returns these, never sentences; the renderer,
// the PDF and the command line say them in the language they were asked for. Answers are compared as data, so a
// key's meaning never depends on the language.
import * as messages from '../../i18n/paraglide/messages/_index.js';
import type { Language } from './languages.ts';
import { isLibraryWords, sayLibraryWords, type LibraryWords } from './library-words.ts';
import { isMoneyParam, sayMoney } from './money-param.ts';

type Messages = typeof messages;
export type MessageId = {
  [K in keyof Messages]: Messages[K] extends (...args: never[]) => unknown ? K : never;
}[keyof Messages];

/** The parameters a message takes ({} for none); an amount is a MoneyParam (money-param.ts), cents until said. */
export type MessageParams<K extends MessageId> = NonNullable<Parameters<Messages[K]>[0]>;

/** One message with its parameters: a parameter is a string or number (cards, seats, rule sections), an amount in
 *  cents (MoneyParam, said in the message's language), another message (said in the same language first), or a list of messages (said
 *  as sentences one after another). `ref()` checks the id and its parameters where a message is made. The type is not
 *  a union over every message: with 1,400 messages such a union made each type check take over 15 minutes. */
export interface MessageRef {
  readonly id: MessageId;
  readonly params: Readonly<Record<string, unknown>>;
}

/** A message with its parameters, checked against the messages: a wrong id or parameter fails the type check. */
export function ref<K extends MessageId>(id: K, params: MessageParams<K>): MessageRef & { readonly id: K } {
  return { id, params };
}

/** The message ids, for checking one read from outside (message-ref-schema.ts). */
export function isMessageId(id: unknown): id is MessageId {
  return (
    typeof id === 'string' &&
    Object.hasOwn(messages, id) &&
    typeof (messages as Record<string, unknown>)[id] === 'function'
  );
}

export function isMessageRef(value: unknown): value is MessageRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    isMessageId((value as { id?: unknown }).id) &&
    typeof (value as { params?: unknown }).params === 'object'
  );
}

/** The dealer's calls, results and payouts as said at the table (core/dealer-calls.ts): their ids start so, and they
 *  are said in the call language wherever they appear, even inside a sentence in the interface language. */
export function isCall(id: MessageId): boolean {
  return id.startsWith('call_');
}

/** A parameter as the message function takes it: nested messages said first. */
function sayParam(value: unknown, language: Language, callLanguage: Language): unknown {
  if (isMessageRef(value)) return say(value, language, callLanguage);
  if (isMoneyParam(value)) return sayMoney(value, language);
  if (isLibraryWords(value))
    return sayLibraryWords(value as LibraryWords<MessageRef>, language, (m) =>
      say(m, language, callLanguage),
    );
  if (Array.isArray(value)) return saySentences(value as readonly MessageRef[], language, callLanguage);
  return value;
}

/** Messages one after another, as the language runs sentences together (a space in English, none in Chinese). */
export function saySentences(
  list: readonly MessageRef[],
  language: Language,
  callLanguage: Language = language,
): string {
  if (list.length === 0) return '';
  return list
    .map((m) => say(m, language, callLanguage))
    .reduceRight((rest, first) => messages.drill_sentences({ first, rest }, { locale: language }));
}

/**
 * The message in the language given (never the global one: a trainee's call and interface languages may differ). A
 * call (isCall), on its own or inside another message, is said in `callLanguage`, which is `language` unless given.
 */
export function say(message: MessageRef, language: Language, callLanguage: Language = language): string {
  const locale = isCall(message.id) ? callLanguage : language;
  const fn = messages[message.id] as (params: object, options: { locale: Language }) => string;
  const params = Object.fromEntries(
    Object.entries(message.params as Record<string, unknown>).map(([k, v]) => [
      k,
      sayParam(v, locale, callLanguage),
    ]),
  );
  return fn(params, { locale });
}

/** Sentences said one after another, as one message (a space between them in English, none in Chinese). */
export function sentences(first: MessageRef, ...rest: readonly MessageRef[]): MessageRef {
  const [next, ...more] = rest;
  return next === undefined ? first : ref('drill_sentences', { first, rest: sentences(next, ...more) });
}
