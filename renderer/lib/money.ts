// Amounts typed by the trainee become integer cents by string arithmetic: no floating point ever touches money.
export { formatCents } from '../../core/money.ts';

/** Digits with at most one '.', and at most two digits after it: what the keypad accepts as it is typed. */
const TYPED = /^\d*(\.\d{0,2})?$/;

export function isTypedAmount(text: string): boolean {
  return TYPED.test(text);
}

/** "33.25" -> 3325, "33" -> 3300, "33.2" -> 3320, ".5" -> 50; null when it is not an amount (empty, "1.234", "a"). */
export function parseAmount(text: string): number | null {
  const t = text.trim();
  if (t === '' || t === '.' || !TYPED.test(t)) return null;
  const [whole = '', fraction = ''] = t.split('.');
  const digits = (whole === '' ? '0' : whole) + fraction.padEnd(2, '0');
  const cents = Number.parseInt(digits, 10);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 3325 -> "33.25", 3300 -> "33": the keypad's text for an amount (as the trainee would type it). */
export function amountText(cents: number): string {
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  return fraction === '00' ? whole : `${whole}.${fraction}`;
}
