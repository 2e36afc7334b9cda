// An amount as a message parameter (issue 24): integer cents and the house's symbol, never text, until a message is
// said. English keeps core/money.ts's format byte for byte ("$1,000.00"); another language gets Intl's digits in its
// locale, as the renderer's locale-format.ts writes them, with the house's symbol.
import { formatCents } from '../money.ts';
import { BASE_LANGUAGE, type Language } from './languages.ts';

export interface MoneyParam {
  readonly cents: number;
  readonly symbol: string;
}

/** An amount for a message: `ref('payout_pay', { amount: money(3325, '$') })`. */
export function money(cents: number, symbol: string): MoneyParam {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money: ${cents} is not a whole number of cents`);
  return { cents, symbol };
}

export function isMoneyParam(value: unknown): value is MoneyParam {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as { cents?: unknown }).cents === 'number' &&
    typeof (value as { symbol?: unknown }).symbol === 'string'
  );
}

/** The amount as the language writes it. */
export function sayMoney(amount: MoneyParam, language: Language): string {
  if (language === BASE_LANGUAGE) return formatCents(amount.cents, amount.symbol);
  if (!Number.isSafeInteger(amount.cents))
    throw new RangeError(`sayMoney: ${amount.cents} is not a whole number of cents`);
  // Whole units and cents apart, so no fraction of a cent is computed in floating point.
  const numbers = new Intl.NumberFormat(language);
  const point = numbers.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const abs = Math.abs(amount.cents);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${amount.cents < 0 ? '-' : ''}${amount.symbol}${numbers.format(Math.floor(abs / 100))}${point}${fraction}`;
}
