// Competition play (Tasmania 16): the areas, a wager, the table limits and a yes/no verdict, shared by the rules of
// core/competition/*.ts.
import type { MessageRef } from '../i18n/say.ts';
import type { MoneyParam } from '../i18n/money-param.ts';

export type CompetitionArea = 'player' | 'banker' | 'tie';

export interface CompetitionWager {
  readonly seat: number;
  readonly on: CompetitionArea;
  readonly amount: number;
}

export interface Limits {
  readonly min: number;
  readonly max: number;
}

/** Formats cents for the reasons given in words ("$10.00"); plain numbers by default. */
/** An amount for a reason's message: a typed amount (said in the reader's language) or words. */
export type Money = (cents: number) => MoneyParam | string;

export interface Verdict {
  readonly allowed: boolean;
  readonly rule: string;
  /** Why, as a message (issue 24). */
  readonly reason: MessageRef;
}

/** Competition chips, or cash value chips (a live competition, 16.3, 16.5.9). */
export type CompetitionChips = 'competition' | 'cash-value';
