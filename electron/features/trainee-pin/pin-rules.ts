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

/** Why `pin` may not be set as a PIN, in words for the trainee, or null when it may. */
export function pinProblemMessage(pin: string): MessageRef | null {
  const problem = pinRuleBroken(pin);
  return problem && fieldMessage('pin', problem);
}

function pinRuleBroken(pin: string): MessageRef | null {
  if (!/^\d*$/.test(pin)) return ref('main_pin_digits_only', {});
  if (pin.length < MIN_PIN_LENGTH) return ref('main_pin_too_short', { min: MIN_PIN_LENGTH });
  if (pin.length > MAX_PIN_LENGTH) return ref('main_pin_too_long', { max: MAX_PIN_LENGTH });
  if (/^(\d)\1*$/.test(pin)) return ref('main_pin_repeated', {});
  if (isRun(pin)) return ref('main_pin_run', {});
  if (COMMON_PINS.has(pin)) return ref('main_pin_common', {});
  return null;
}

/** The same, in English. */
export function pinProblem(pin: string): string | null {
  const problem = pinProblemMessage(pin);
  return problem && english(problem);
}
