// Competition play (Tasmania 16.6): secret wagers: whether a form complies and what it is deemed to be, how many a
// player has left, and when another player may examine a form.
import { betNameRef } from '../bet-names.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import type { CompetitionArea, Limits, Money, Verdict } from './types.ts';

export interface SecretWager {
  /** The area circled on the form; null when the type is not correctly shown. */
  readonly on: CompetitionArea | null;
  /** The amount in words and figures; null when it is not correctly shown (missing, or words and figures differ). */
  readonly amount: number | null;
}

export interface SecretWagerInput {
  readonly wager: SecretWager;
  readonly limits: Limits;
  /** The value of the player's chips when the secret wager was made (16.6.4b, 16.6.10c). */
  readonly chipsHeld: number;
  /** A wager with chips on the same coup, if any (16.6.3). */
  readonly chipWager: { readonly on: CompetitionArea; readonly amount: number } | null;
  readonly format?: Money;
}

export interface SecretWagerVerdict {
  readonly valid: boolean;
  /**
   * The amount the wager stands or is deemed at (16.6.10a-c): never negative and never below the minimum. Null when
   * no wager stands (16.6.10d) or when the rules give no amount and it is referred to the Competition Director.
   */
  readonly deemed: number | null;
  /** Deducted from the player's chips (16.6.10d: the table minimum). */
  readonly deduction: number;
  /**
   * The rules give no amount (16.6.3 broken together with a chip wager: Banker and Player both, or a total above the
   * maximum), so the dealer refers the wager to the Competition Director (16.1: responsible for the competition).
   */
  readonly referToDirector: boolean;
  /** The settlement's rule and reason: what happens to the wager once the coup is over, and why (a sentence). */
  readonly rule: string;
  readonly reason: MessageRef;
  /**
   * Whether the form complies, and why, without saying what follows (a drill asks that separately): the clause broken
   * (16.6.2, 16.6.3, 16.6.4a-b) or the clauses met (a sentence).
   */
  readonly complianceRule: string;
  readonly breach: MessageRef;
}

/** "a, b and c" / "a; then b": phrases run together in the sentence's language (none is empty). */
function joined(list: readonly MessageRef[], id: 'proc_comp_and' | 'proc_secret_verdict_then'): MessageRef {
  const [first, ...rest] = list as [MessageRef, ...MessageRef[]];
  return rest.length === 0 ? first : ref(id, { first, rest: joined(rest, id) });
}

/**
 * 16.6.3, 16.6.4, 16.6.10: whether a secret wager complies and, if not, what it is deemed to be once the coup is over.
 * 16.6.10a-c deem the form alone, to the minimum, the maximum or the chips held; a form that breaks 16.6.3 together
 * with a chip wager on the same coup (both Banker and Player, or a total above the maximum) has no amount in the
 * rules, so it is referred to the Competition Director rather than deemed at an amount of our own.
 */
export function judgeSecretWager(input: SecretWagerInput): SecretWagerVerdict {
  const { wager, limits, chipsHeld, chipWager } = input;
  const f = input.format ?? String;
  const refer = (rule: string, why: MessageRef, complianceRule = rule): SecretWagerVerdict => ({
    valid: false,
    deemed: null,
    deduction: 0,
    referToDirector: true,
    rule,
    reason: ref('proc_secret_verdict_refer', { why }),
    complianceRule,
    breach: why,
  });
  if (wager.on === null || wager.amount === null) {
    const type = wager.on === null;
    return {
      valid: false,
      deemed: null,
      deduction: limits.min,
      referToDirector: false,
      rule: 'Tasmania 16.6.10d',
      reason: ref(type ? 'proc_secret_verdict_form_type_reason' : 'proc_secret_verdict_form_amount_reason', {
        min: f(limits.min),
      }),
      complianceRule: 'Tasmania 16.6.2',
      breach: ref(
        type ? 'proc_secret_verdict_form_type_breach' : 'proc_secret_verdict_form_amount_breach',
        {},
      ),
    };
  }
  if (chipsHeld < limits.min) {
    return refer(
      'Tasmania 16.5.9',
      ref('proc_secret_verdict_eliminated', { held: f(chipsHeld), min: f(limits.min) }),
    );
  }
  if (chipWager && wager.on !== 'tie' && chipWager.on !== 'tie' && chipWager.on !== wager.on) {
    return refer('Tasmania 16.6.3, 16.5.10b', ref('proc_secret_verdict_both_areas', {}));
  }
  // What the form breaks (16.6.4), judged on the amount written.
  const broken: { rule: string; breach: MessageRef }[] = [];
  if (wager.amount < limits.min)
    broken.push({ rule: '16.6.4a', breach: ref('proc_secret_verdict_below_min', { min: f(limits.min) }) });
  if (wager.amount > limits.max)
    broken.push({ rule: '16.6.4a', breach: ref('proc_secret_verdict_above_max', { max: f(limits.max) }) });
  if (wager.amount > chipsHeld)
    broken.push({ rule: '16.6.4b', breach: ref('proc_secret_verdict_over_chips', { held: f(chipsHeld) }) });
  // What it is deemed to be (16.6.10a-c), in the order of the clauses.
  const steps: { rule: string; words: MessageRef }[] = [];
  let deemed = wager.amount;
  if (deemed < limits.min) {
    deemed = limits.min;
    steps.push({ rule: '16.6.10a', words: ref('proc_secret_verdict_deemed_min', { min: f(limits.min) }) });
  }
  if (deemed > limits.max) {
    deemed = limits.max;
    steps.push({ rule: '16.6.10b', words: ref('proc_secret_verdict_deemed_max', { max: f(limits.max) }) });
  }
  if (deemed > chipsHeld) {
    // chipsHeld >= limits.min (checked above), so this never deems below the minimum.
    deemed = chipsHeld;
    steps.push({ rule: '16.6.10c', words: ref('proc_secret_verdict_deemed_chips', { held: f(chipsHeld) }) });
  }
  const written = ref('proc_secret_verdict_written', {
    amount: f(wager.amount),
    label: betNameRef(wager.on),
  });
  const brokenRules = [...new Set(broken.map((s) => s.rule))];
  // Every deeming step follows from a clause broken (16.6.10a-c answer 16.6.4a-b), so neither list is empty below.
  const breaches = (): MessageRef =>
    joined(
      broken.map((s) => s.breach),
      'proc_comp_and',
    );
  const deemedWords = (): MessageRef =>
    joined(
      steps.map((s) => s.words),
      'proc_secret_verdict_then',
    );
  if (chipWager && deemed + chipWager.amount > limits.max) {
    const total = { written, chip: f(chipWager.amount), max: f(limits.max) };
    return {
      ...refer(
        `Tasmania 16.6.3${steps.length > 0 ? `, ${steps.map((s) => s.rule).join(', ')}` : ''}`,
        steps.length > 0
          ? ref('proc_secret_verdict_total_why_deemed', { ...total, deemed: deemedWords() })
          : ref('proc_secret_verdict_total_why', total),
      ),
      complianceRule: `Tasmania ${['16.6.3', ...brokenRules].join(', ')}`,
      breach:
        broken.length > 0
          ? ref('proc_secret_verdict_total_breach_broken', { ...total, breaches: breaches() })
          : ref('proc_secret_verdict_total_breach', total),
    };
  }
  if (steps.length === 0) {
    const within = ref(chipWager ? 'proc_secret_verdict_within_chips' : 'proc_secret_verdict_within', {
      written,
    });
    return {
      valid: true,
      deemed,
      deduction: 0,
      referToDirector: false,
      rule: 'Tasmania 16.6.3, 16.6.4',
      reason: ref('proc_secret_verdict_stands', { within }),
      complianceRule: 'Tasmania 16.6.3, 16.6.4',
      breach: within,
    };
  }
  return {
    valid: false,
    deemed,
    deduction: 0,
    referToDirector: false,
    rule: `Tasmania ${steps.map((s) => s.rule).join(', ')}`,
    reason: ref('proc_secret_verdict_is', { written, what: deemedWords() }),
    complianceRule: `Tasmania ${brokenRules.join(', ')}`,
    breach: ref('proc_secret_verdict_is', { written, what: breaches() }),
  };
}

/**
 * 16.2.2i, 16.6.1, 16.6.5: secret wagers a player has left in the session. A secret wager in a coup that results in a
 * Tie still counts as one of those permitted.
 */
export function secretWagersLeft(allowed: number, used: readonly { readonly tie: boolean }[]): number {
  return Math.max(0, allowed - used.length);
}

/** 16.6.9: another player may examine a secret wager form after that coup and before the first card of the next. */
export function mayExamineForm(cardsDealtOfNextCoup: number): Verdict {
  return cardsDealtOfNextCoup === 0
    ? { allowed: true, rule: 'Tasmania 16.6.9', reason: ref('proc_secret_examine_in_time', {}) }
    : { allowed: false, rule: 'Tasmania 16.6.9', reason: ref('proc_secret_examine_too_late', {}) };
}
