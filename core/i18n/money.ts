// An amount of money as a message (issue 24): the data is integer cents and the house's symbol, so a key or a stored
// phrase keeps the amount, not its words; say.ts says it in the reader's language. English is core/money.ts's one
// format ("$1,000.00", "-$25.00"), byte for byte; other languages group the whole units as Intl does for them.
import * as messages from '../../i18n/paraglide/messages/_index.js';
import { formatCents } from '../money.ts';
import type { Language } from './languages.ts';

export const MONEY_ID = 'chips_money' as const;

/** A money message (a MessageRef of say.ts, written out here: say.ts says it, so this file cannot import that one). */
export interface MoneyRef {
  readonly id: typeof MONEY_ID;
  readonly params: Readonly<Record<string, unknown>>;
}

/** `cents` (a whole number) with the house's `symbol`, as a message. */
export function money(cents: number, symbol: string): MoneyRef {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money: ${cents} is not a whole number of cents`);
  // Made by hand, not with ref(): the message's own parameters are the words said, these are the data kept.
  return { id: MONEY_ID, params: { cents, symbol } };
}

/** The amount of a money message in `language`. */
export function sayMoney(params: Readonly<Record<string, unknown>>, language: Language): string {
  const cents = params['cents'];
  const symbol = params['symbol'];
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || typeof symbol !== 'string')
    throw new RangeError(`${MONEY_ID}: needs whole cents and a symbol, got ${JSON.stringify(params)}`);
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  // English keeps formatCents's grouping exactly (signed records and pictures depend on it).
  const whole =
    language === 'en'
      ? formatCents(units * 100, '').slice(0, -3)
      : new Intl.NumberFormat(language).format(units);
  return messages.chips_money(
    { sign: cents < 0 ? '-' : '', symbol, whole, fraction: String(abs % 100).padStart(2, '0') },
    { locale: language },
  );
}
