// The trainee's answer being built, one small state class per answer form. Every key has a button twin, so the
// same methods serve the keyboard, the mouse and touch. A method returns a Response when the answer is complete.
import type { AnswerForm, ChoiceOption, Response, SceneBet, SettleAction } from '../../core/drills/types.ts';
import type { TableProfile } from '../../core/profiles.ts';
import { ChipTrayState } from './chip-tray.svelte.ts';
import { KeypadState } from './keypad.svelte.ts';
import { bindingFor, drawKeys, RESULT_KEYS, SETTLE_KEYS } from './keymap.ts';
import { BET_KEYS, SETTLE_ORDER } from './layout.ts';
import { shown } from './phrase.ts';

export type KeyResult = Response | 'handled' | 'ignored';

/** Points: Player digit, Banker digit, N for a natural, Enter. */
export class PointsAnswer {
  player = $state<number | null>(null);
  banker = $state<number | null>(null);
  natural = $state(false);
  readonly complete = $derived(this.player !== null && this.banker !== null);

  digit(d: number): void {
    if (this.player === null) this.player = d;
    else if (this.banker === null) this.banker = d;
    else this.banker = d;
  }

  backspace(): void {
    if (this.banker !== null) this.banker = null;
    else this.player = null;
  }

  toggleNatural(): void {
    this.natural = !this.natural;
  }

  submit(): Response | null {
    if (this.player === null || this.banker === null) return null;
    return { type: 'points', player: this.player, banker: this.banker, natural: this.natural };
  }

  key(key: string): KeyResult {
    if (/^\d$/.test(key)) this.digit(Number(key));
    else if (key === 'Backspace') this.backspace();
    else if (key.toLowerCase() === 'n') this.toggleNatural();
    else if (key === 'Enter') return this.submit() ?? 'handled';
    else return 'ignored';
    return 'handled';
  }
}

/** Draw or stand: D / S (keymap.ts). */
export function drawKey(key: string, hand: 'player' | 'banker' = 'player'): KeyResult {
  return bindingFor(drawKeys(hand), key)?.value ?? 'ignored';
}

/** The result: P / B / T (keymap.ts). */
export function resultKey(key: string): KeyResult {
  return bindingFor(RESULT_KEYS, key)?.value ?? 'ignored';
}

/** A choice: each option's own key. */
export function choiceKey(options: readonly ChoiceOption[], key: string): KeyResult {
  const option = options.find((o) => o.key.toLowerCase() === key.toLowerCase());
  return option ? { type: 'choice', choice: option.key } : 'ignored';
}

/** An amount: keypad digits, or chips from the tray (Q W E R ...), Enter. */
export class AmountAnswer {
  readonly keypad = new KeypadState();
  readonly tray: ChipTrayState;

  constructor(denominations: readonly number[]) {
    this.tray = new ChipTrayState(denominations);
  }

  /** Chips replace what was typed: the amount is the payment in the tray. */
  chipsChanged(): void {
    this.keypad.setCents(this.tray.total);
  }

  submit(): Response | null {
    const amount = this.keypad.cents;
    return amount === null ? null : { type: 'amount', amount };
  }

  key(key: string, shift: boolean): KeyResult {
    if (/^[\d.]$/.test(key)) {
      if (this.tray.chipCount > 0) {
        this.tray.clear();
        this.keypad.clear();
      }
      this.keypad.type(key);
    } else if (key === 'Backspace') {
      this.tray.clear();
      this.keypad.backspace();
    } else if (key === 'Escape') {
      this.tray.clear();
      this.keypad.clear();
    } else if (key === 'Enter') {
      return this.submit() ?? 'handled';
    } else if (this.tray.handleKey(key, shift)) {
      this.chipsChanged();
    } else {
      return 'ignored';
    }
    return 'handled';
  }
}

/**
 * Chips from the tray (issue 23: a payment, a colour-up, change): which chips, not only their total. Q W E R ... add
 * a chip, Shift removes one, Backspace or Escape empties the tray, Enter gives the chips (an empty tray is no answer).
 */
export class ChipsAnswer {
  readonly tray: ChipTrayState;

  constructor(denominations: readonly number[]) {
    this.tray = new ChipTrayState(denominations);
  }

  submit(): Response | null {
    return this.tray.chipCount === 0 ? null : { type: 'chips', chips: this.tray.chips() };
  }

  key(key: string, shift: boolean): KeyResult {
    if (key === 'Backspace' || key === 'Escape') this.tray.clear();
    else if (key === 'Enter') return this.submit() ?? 'handled';
    else if (!this.tray.handleKey(key, shift)) return 'ignored';
    return 'handled';
  }
}

export type SettleStage = 'bet' | 'area' | 'action' | 'amount' | 'commission';

/** The table pays Banker wins even money and marks the commission in the seat's box (Tasmania 12.2; casino guide). */
export function collectsInBox(profile: TableProfile | null): boolean {
  return profile?.banker.kind === 'commission' && profile.banker.collection === 'box';
}

/**
 * Settling the table: select a bet (arrow keys, or its seat number then its area key, or a click), then
 * T take / L leave (push) / P pay and the amount on the keypad with Enter. At a table that collects commission in the
 * box, paying a Banker bet then asks for the box mark: the amount on the keypad with Enter. Backspace undoes the last
 * action; Enter with no bet selected submits the whole sequence.
 */
export class SettleAnswer {
  readonly bets: readonly SceneBet[];
  readonly commissionBox: boolean;
  readonly keypad = new KeypadState();
  /** Replaced, never changed in place: an action recorded keeps its identity (see `settled`). */
  actions = $state.raw<SettleAction[]>([]);
  selected = $state<string | null>(null);
  seat = $state<number | null>(null);
  stage = $state<SettleStage>('bet');
  /** The payment typed for the selected Banker bet while its box mark is asked for. */
  pendingPay = $state<number | null>(null);

  /** What has been done to each bet, by id (the table shows it): the recorded actions themselves, so a bet's entry
   *  stays the same object while other bets are settled and the table redraws only the bet that changed. */
  readonly settled: Readonly<Record<string, SettleAction>> = $derived(
    Object.fromEntries(this.actions.map((a) => [a.betId, a])),
  );

  /** The selected bet. */
  get bet(): SceneBet | null {
    return this.bets.find((b) => b.id === this.selected) ?? null;
  }

  /** The bets not yet settled, in layout order. */
  get remaining(): SceneBet[] {
    return this.bets.filter((b) => !this.actions.some((a) => a.betId === b.id));
  }

  constructor(bets: readonly SceneBet[], commissionBox = false) {
    this.commissionBox = commissionBox;
    // Layout order: seat by seat, main bets before side bets.
    this.bets = [...bets].sort(
      (a, b) => a.seat - b.seat || SETTLE_ORDER.indexOf(a.on) - SETTLE_ORDER.indexOf(b.on),
    );
  }

  select(betId: string): void {
    if (this.actions.some((a) => a.betId === betId)) return;
    this.selected = betId;
    this.seat = this.bets.find((b) => b.id === betId)?.seat ?? null;
    this.stage = 'action';
    this.pendingPay = null;
    this.keypad.clear();
  }

  cancel(): void {
    this.selected = null;
    this.seat = null;
    this.stage = 'bet';
    this.pendingPay = null;
    this.keypad.clear();
  }

  /** Moves the selection to the next (or previous) bet not yet settled. */
  step(direction: 1 | -1): void {
    const open = this.remaining;
    if (open.length === 0) return;
    const at = open.findIndex((b) => b.id === this.selected);
    const next =
      at < 0 ? (direction === 1 ? 0 : open.length - 1) : (at + direction + open.length) % open.length;
    const bet = open[next];
    if (bet) this.select(bet.id);
  }

  chooseSeat(seat: number): boolean {
    const atSeat = this.remaining.filter((b) => b.seat === seat);
    if (atSeat.length === 0) return false;
    if (atSeat.length === 1 && atSeat[0]) {
      this.select(atSeat[0].id);
    } else {
      this.seat = seat;
      this.selected = null;
      this.stage = 'area';
    }
    return true;
  }

  chooseArea(key: string): boolean {
    const bet = this.remaining.find((b) => b.seat === this.seat && BET_KEYS[b.on] === key.toUpperCase());
    if (!bet) return false;
    this.select(bet.id);
    return true;
  }

  /** T / L record the action; P asks for the amount (and, while an amount is being typed, confirms it). */
  act(action: 'take' | 'push' | 'pay'): void {
    if (this.selected === null) return;
    if (action !== 'pay') this.#record(action, 0);
    else if (this.stage === 'amount') this.confirmPay();
    else if (this.stage === 'commission') this.confirmCommission();
    else {
      this.stage = 'amount';
      this.keypad.clear();
    }
  }

  #record(action: SettleAction['action'], amount: number, commission?: number): void {
    if (this.selected === null) return;
    const settled: SettleAction =
      commission === undefined
        ? { betId: this.selected, action, amount }
        : { betId: this.selected, action, amount, commission };
    this.actions = [...this.actions, settled];
    const settledSeat = this.seat;
    this.cancel();
    // Stay at the seat when it has more bets, as a dealer works a seat at a time.
    if (settledSeat !== null) {
      const more = this.remaining.filter((b) => b.seat === settledSeat);
      if (more.length > 1) {
        this.seat = settledSeat;
        this.stage = 'area';
      } else if (more.length === 1 && more[0]) this.select(more[0].id);
    }
  }

  /** Enter on the payment: recorded, or at a box-collection table a Banker payment first asks for the box mark. */
  confirmPay(): boolean {
    const cents = this.keypad.cents;
    if (this.stage !== 'amount' || cents === null) return false;
    if (this.commissionBox && this.bet?.on === 'banker') {
      this.pendingPay = cents;
      this.stage = 'commission';
      this.keypad.clear();
      return true;
    }
    this.#record('pay', cents);
    return true;
  }

  /** Enter on the box mark: the Banker payment is recorded with it. */
  confirmCommission(): boolean {
    const cents = this.keypad.cents;
    if (this.stage !== 'commission' || cents === null || this.pendingPay === null) return false;
    this.#record('pay', this.pendingPay, cents);
    return true;
  }

  /** Backspace on an empty box mark: back to the payment as it was typed. */
  #backToPay(): void {
    this.stage = 'amount';
    this.keypad.setCents(this.pendingPay ?? 0);
    this.pendingPay = null;
  }

  undo(): void {
    this.actions = this.actions.slice(0, -1);
    this.cancel();
  }

  submit(): Response {
    return { type: 'settle-table', actions: this.actions };
  }

  key(key: string): KeyResult {
    if (key === 'Escape') {
      if (this.stage === 'bet') return 'ignored';
      this.cancel();
      return 'handled';
    }
    if (key === 'ArrowRight' || key === 'ArrowDown') {
      this.step(1);
      return 'handled';
    }
    if (key === 'ArrowLeft' || key === 'ArrowUp') {
      this.step(-1);
      return 'handled';
    }
    switch (this.stage) {
      case 'bet':
        if (/^[1-9]$/.test(key)) return this.chooseSeat(Number(key)) ? 'handled' : 'ignored';
        if (key === 'Backspace') {
          this.undo();
          return 'handled';
        }
        if (key === 'Enter') return this.submit();
        return 'ignored';
      case 'area':
        if (/^[1-9]$/.test(key)) return this.chooseSeat(Number(key)) ? 'handled' : 'ignored';
        if (key === 'Backspace') {
          this.cancel();
          return 'handled';
        }
        return this.chooseArea(key) ? 'handled' : 'ignored';
      case 'action': {
        const action = bindingFor(SETTLE_KEYS, key)?.value;
        if (action) this.act(action);
        else if (key === 'Backspace') this.cancel();
        else return 'ignored';
        return 'handled';
      }
      case 'amount':
        if (/^[\d.]$/.test(key)) this.keypad.type(key);
        else if (key === 'Backspace') {
          if (this.keypad.text === '') this.stage = 'action';
          else this.keypad.backspace();
        } else if (key === 'Enter') this.confirmPay();
        else return 'ignored';
        return 'handled';
      case 'commission':
        if (/^[\d.]$/.test(key)) this.keypad.type(key);
        else if (key === 'Backspace') {
          if (this.keypad.text === '') this.#backToPay();
          else this.keypad.backspace();
        } else if (key === 'Enter') this.confirmCommission();
        else return 'ignored';
        return 'handled';
    }
  }
}

/** The answer being built for one prompt's form. */
export type AnswerState =
  | { readonly type: 'points'; readonly state: PointsAnswer }
  | { readonly type: 'draw'; readonly hand: 'player' | 'banker' }
  | { readonly type: 'result' }
  | { readonly type: 'amount'; readonly label: string; readonly state: AmountAnswer }
  | { readonly type: 'choice'; readonly options: readonly ChoiceOption[] }
  | { readonly type: 'settle-table'; readonly state: SettleAnswer }
  | { readonly type: 'chips'; readonly label: string; readonly state: ChipsAnswer };

export function createAnswer(
  form: AnswerForm,
  bets: readonly SceneBet[],
  denominations: readonly number[],
  /** The table collects Banker commission in the box: settling asks for the box marks. */
  commissionBox = false,
): AnswerState {
  switch (form.type) {
    case 'points':
      return { type: 'points', state: new PointsAnswer() };
    case 'draw':
      return { type: 'draw', hand: form.hand };
    case 'result':
      return { type: 'result' };
    case 'amount':
      return { type: 'amount', label: shown(form.label), state: new AmountAnswer(denominations) };
    case 'choice':
      return { type: 'choice', options: form.options };
    case 'settle-table':
      return { type: 'settle-table', state: new SettleAnswer(bets, commissionBox) };
    case 'chips':
      return { type: 'chips', label: shown(form.label), state: new ChipsAnswer(denominations) };
  }
}

/** Routes a drill key to the answer; a Response when the key completes it. */
export function answerKey(answer: AnswerState, key: string, shift: boolean): KeyResult {
  switch (answer.type) {
    case 'points':
      return answer.state.key(key);
    case 'draw':
      return drawKey(key, answer.hand);
    case 'result':
      return resultKey(key);
    case 'amount':
      return answer.state.key(key, shift);
    case 'choice':
      return choiceKey(answer.options, key);
    case 'settle-table':
      return answer.state.key(key);
    case 'chips':
      return answer.state.key(key, shift);
  }
}
