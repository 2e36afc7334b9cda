// One table of the drill keys: the keyboard handlers route by it and the buttons print it, so a key and its button
// can never disagree.
import type { BetName } from '../../core/bets.ts';
import type { Response, SettleAction } from '../../core/drills/types.ts';
import { DEFAULT_PUSH_WORD, pushWordParam } from '../../core/push-word.ts';
import { sayPhrase } from '../../core/i18n/phrase.ts';
import { getLocale } from '../../i18n/paraglide/runtime.js';
import { m } from '../../i18n/paraglide/messages.js';

export interface KeyBinding<T> {
  /** The key as KeyboardEvent.key gives it, lower case for letters. */
  readonly key: string;
  /** What the button says, in the interface language (a getter: read when shown, so it follows a change). */
  readonly label: string;
  readonly value: T;
}

/** Keys that add a chip, by position in the tray (smallest first); Shift with the same key removes one. */
export const CHIP_KEYS = ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p', '[', ']'] as const;

/** The key as a button shows it. */
export function keyCap(key: string): string {
  if (key === ' ') return 'Space';
  return key.length === 1 ? key.toUpperCase() : key;
}

/** Draw or stand (Tasmania 11). */
export function drawKeys(hand: 'player' | 'banker'): readonly KeyBinding<Response>[] {
  const player = hand === 'player';
  return [
    {
      key: 'd',
      get label() {
        return player ? m.ui_key_player_draws() : m.ui_key_banker_draws();
      },
      value: { type: 'draw', draw: true },
    },
    {
      key: 's',
      get label() {
        return player ? m.ui_key_player_stands() : m.ui_key_banker_stands();
      },
      value: { type: 'draw', draw: false },
    },
  ];
}

/** The result of the coup. */
export const RESULT_KEYS: readonly KeyBinding<Response>[] = [
  {
    key: 'p',
    get label() {
      return m.ui_key_player_wins();
    },
    value: { type: 'result', winner: 'player' },
  },
  {
    key: 'b',
    get label() {
      return m.ui_key_banker_wins();
    },
    value: { type: 'result', winner: 'banker' },
  },
  {
    key: 't',
    get label() {
      return m.ui_key_tie();
    },
    value: { type: 'result', winner: 'tie' },
  },
];

/** What is done to the selected bet when settling a table. */
export const SETTLE_KEYS: readonly KeyBinding<SettleAction['action']>[] = (
  [
    ['t', 'take'],
    ['l', 'push'],
    ['p', 'pay'],
  ] as const
).map(([key, value]) => ({
  key,
  get label() {
    return settleActionLabel(value, DEFAULT_PUSH_WORD);
  },
  value,
}));

/** "Take", "Leave (stand-off)", "Pay" in the interface language, the push in the house's word (issue 23); the
 *  default word is said in the interface language too (a house's own word is its own). */
function settleActionLabel(action: SettleAction['action'], pushWord: string): string {
  if (action === 'take') return m.ui_key_take();
  if (action === 'pay') return m.ui_key_pay();
  // Not phrase.ts's shownPushWord: the end-to-end tests import this file in Node, where runes cannot run.
  return m.ui_key_leave({ word: sayPhrase(pushWordParam(pushWord), getLocale()) });
}

/** The settle keys as the buttons say them: the push in the house's word (issue 23; core/push-word.ts). */
export function settleKeys(pushWord: string): readonly KeyBinding<SettleAction['action']>[] {
  return SETTLE_KEYS.map((b) => ({ ...b, label: settleActionLabel(b.value, pushWord) }));
}

/** Opens the table notice close up (components/TableNoticeReader.svelte; issue 23): the house's name, its conventions
 *  and its limits, in type that reads at every window size, where the notice on the table is 5 to 8 px. The same key
 *  or Escape closes it. H for the house: no answer form uses it (N is Natural and No; checked over every kind at every
 *  house in test/renderer/notice-reader.test.ts). */
export const NOTICE_KEY: KeyBinding<'notice'> = {
  key: 'h',
  get label() {
    return m.ui_key_notice();
  },
  value: 'notice',
};

export type SummaryAction = 'next' | 'replay' | 'home';

/** The summary screen's choices. */
export const SUMMARY_KEYS: readonly KeyBinding<SummaryAction>[] = [
  {
    key: 'a',
    get label() {
      return m.ui_key_suggested();
    },
    value: 'next',
  },
  {
    key: 'r',
    get label() {
      return m.ui_key_replay();
    },
    value: 'replay',
  },
  {
    key: 'h',
    get label() {
      return m.ui_key_home();
    },
    value: 'home',
  },
];

/** The key that selects an area of a seat when settling a table. */
export const BET_KEYS: Record<BetName, string> = {
  player: 'P',
  banker: 'B',
  tie: 'T',
  player_pair: 'Q',
  banker_pair: 'W',
  perfect_pair_player: 'Q',
  perfect_pair_banker: 'W',
  super_six: 'S',
  dragon_player: 'Z',
  dragon_banker: 'X',
};

/** The binding a key press means, if any. */
export function bindingFor<T>(bindings: readonly KeyBinding<T>[], key: string): KeyBinding<T> | undefined {
  const k = key.toLowerCase();
  return bindings.find((b) => b.key === k);
}

export type SetupAction = 'print' | 'kept' | 'import' | 'finish';

/** The first run's setup (issue 21): with Alt held, as the trainer studio's keys, so typing a name presses none. */
export const SETUP_KEYS: readonly KeyBinding<SetupAction>[] = [
  {
    key: 'p',
    get label() {
      return m.ui_key_print();
    },
    value: 'print',
  },
  {
    key: 'k',
    get label() {
      return m.ui_key_kept();
    },
    value: 'kept',
  },
  {
    key: 'i',
    get label() {
      return m.ui_key_import();
    },
    value: 'import',
  },
  {
    key: 'f',
    get label() {
      return m.ui_key_finish();
    },
    value: 'finish',
  },
];

/** What a setup key's button says. */
export function setupLabel(action: SetupAction): string {
  return SETUP_KEYS.find((b) => b.value === action)?.label ?? '';
}

/** A setup key as its button shows it ("Alt+P"). */
export function setupKey(action: SetupAction): string {
  const binding = SETUP_KEYS.find((b) => b.value === action);
  return binding ? `Alt+${keyCap(binding.key)}` : '';
}

/** The practical form: on a focused area's grade, a letter gives that grade (issue 21). */
export const GRADE_KEYS: readonly KeyBinding<'A' | 'B' | 'C' | 'fail'>[] = [
  { key: 'a', label: 'A', value: 'A' },
  { key: 'b', label: 'B', value: 'B' },
  { key: 'c', label: 'C', value: 'C' },
  { key: 'f', label: 'fail', value: 'fail' },
];

export type PracticalAction = 'save' | 'countersign';

/** The practical form's actions, with Alt from anywhere on the record (plain letters are left to the fields). */
export const PRACTICAL_KEYS: readonly KeyBinding<PracticalAction>[] = [
  { key: 'g', label: 'Save the practical grades', value: 'save' },
  { key: 'k', label: 'Countersign', value: 'countersign' },
];

export type StandardAction = 'save' | 'revert' | 'area' | 'redLine';

/** The practical standard editor's actions, with Alt (issue 21). */
export const STANDARD_KEYS: readonly KeyBinding<StandardAction>[] = [
  { key: 's', label: 'Save the standard', value: 'save' },
  { key: 'z', label: 'Undo all changes', value: 'revert' },
  { key: 'a', label: 'Add an area', value: 'area' },
  { key: 'l', label: 'Add a red line', value: 'redLine' },
];

/** The key as a button shows it, with Alt. */
export function altCap(key: string): string {
  return `Alt+${keyCap(key)}`;
}
