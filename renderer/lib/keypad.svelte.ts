// What the trainee types on the keypad: digits, one '.', at most two decimals, backspace; the amount in cents.
import { amountText, isTypedAmount, parseAmount } from './money.ts';

const MAX_LENGTH = 12;

export class KeypadState {
  text = $state('');
  readonly cents = $derived(parseAmount(this.text));

  /** Adds one character ('0'-'9' or '.') if the result is still an amount as typed; returns whether it was taken. */
  type(char: string): boolean {
    if (!/^[\d.]$/.test(char)) return false;
    const next = this.text === '0' && char !== '.' ? char : this.text + char;
    if (next.length > MAX_LENGTH || !isTypedAmount(next)) return false;
    this.text = next;
    return true;
  }

  backspace(): void {
    this.text = this.text.slice(0, -1);
  }

  clear(): void {
    this.text = '';
  }

  /** Sets the amount shown (from the chip tray, for example). */
  setCents(cents: number): void {
    this.text = cents > 0 ? amountText(cents) : '';
  }
}
