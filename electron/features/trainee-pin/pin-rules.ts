// What a new trainee PIN must be (issue 20, guarantee 6): at least MIN_PIN_LENGTH digits, and none of the first ones
// a candidate would try: one digit repeated (000000, 1111111), a run up or down (123456, 654321, 012345, 9876543, with
// 0 after 9 or before 1 too: 890123), or a common one (common-pins.ts). A stored PIN that no longer meets them still
// signs in (nothing saved is lost), and the trainee is then asked to set a new one.
import { fieldMessage } from '../../../core/i18n/failure.ts';
import { english } from '../../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import { COMMON_PINS } from './common-pins.ts';

export const MIN_PIN_LENGTH = 6;
export const MAX_PIN_LENGTH = 12;

/** Each digit one more (or one less) than the one before, counting round 9 to 0. */
function isRun(pin: string): boolean {
  for (const step of [1, 9]) {
    let run = true;
    for (let i = 1; i < pin.length && run; i++) run = (Number(pin[i - 1]) + step) % 10 === Number(pin[i]);
    if (run) return true;
  }
  return false;
}

type PinRule = 'digits_only' | 'too_short' | 'too_long' | 'repeated' | 'run' | 'common';

function brokenRule(pin: string): PinRule | null {
  if (!/^\d*$/.test(pin)) return 'digits_only';
  if (pin.length < MIN_PIN_LENGTH) return 'too_short';
  if (pin.length > MAX_PIN_LENGTH) return 'too_long';
  if (/^(\d)\1*$/.test(pin)) return 'repeated';
  if (isRun(pin)) return 'run';
  if (COMMON_PINS.has(pin)) return 'common';
  return null;
}

/** Why `pin` may not be set as a PIN, in words for the trainee, or null when it may. */
export function pinProblemMessage(pin: string): MessageRef | null {
  const rule = brokenRule(pin);
  return rule && fieldMessage('pin', RULE_PROBLEMS[rule]);
}

const RULE_PROBLEMS: Record<PinRule, MessageRef> = {
  digits_only: ref('main_pin_digits_only', {}),
  too_short: ref('main_pin_too_short', { min: MIN_PIN_LENGTH }),
  too_long: ref('main_pin_too_long', { max: MAX_PIN_LENGTH }),
  repeated: ref('main_pin_repeated', {}),
  run: ref('main_pin_run', {}),
  common: ref('main_pin_common', {}),
};

/** The rule a PIN breaks as a clause inside a sentence (no stop, no "choose another"), or null: a stored PIN that
 *  still signs in is asked to be changed with it (trainee-pin.ts). */
export function pinRuleClause(pin: string): MessageRef | null {
  const rule = brokenRule(pin);
  return rule && RULE_CLAUSES[rule];
}

const RULE_CLAUSES: Record<PinRule, MessageRef> = {
  digits_only: ref('pin_rule_digits_only', {}),
  too_short: ref('pin_rule_too_short', { min: MIN_PIN_LENGTH }),
  too_long: ref('pin_rule_too_long', { max: MAX_PIN_LENGTH }),
  repeated: ref('pin_rule_repeated', {}),
  run: ref('pin_rule_run', {}),
  common: ref('pin_rule_common', {}),
};

/** The same, in English. */
export function pinProblem(pin: string): string | null {
  const problem = pinProblemMessage(pin);
  return problem && english(problem);
}
