// Competition play (Tasmania 16): the areas, a wager, the table limits and a yes/no verdict, shared by the rules of
// core/competition/*.ts.
import type { MessageRef } from '../i18n/say.ts';

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
export type Money = (cents: number) => string;

export interface Verdict {
  readonly allowed: boolean;
  readonly rule: string;
  /** Why, as a message (issue 24). */
  readonly reason: MessageRef;
}

/** Competition chips, or cash value chips (a live competition, 16.3, 16.5.9). */
export type CompetitionChips = 'competition' | 'cash-value';
