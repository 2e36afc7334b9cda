// The drill contract shared by core (generator, marker), electron (sessions held in main) and the renderer.
// Prompts and answer keys are separate types: a prompt is what may cross to the renderer before an answer,
// a key never does until the response to its step has been marked.
import type { Card } from '../cards.ts';
import type { BetName } from '../bets.ts';
import type { ChipStack } from '../chips/stack.ts';
import type { PaymentRule } from '../chips/payment-rule.ts';
import type { Response, SettleAction } from './response.ts';

export const DRILL_KINDS = [
  'call-hand',
  'third-card',
  'result',
  'whole-coup',
  'payout',
  'commission',
  'settle-table',
  'irregularity',
  'procedure',
  'chips',
  'dealer-check',
  'pace-lab',
] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

/** A skill is what pass marks and mastery are kept for; one per drill kind. */
export type Skill = DrillKind;

export const KIND_LABELS: Record<DrillKind, string> = {
  'call-hand': 'Call the hand',
  'third-card': 'Third-card calls',
  result: 'Declare the result',
  'whole-coup': 'Whole coup',
  payout: 'Payouts',
  commission: 'Commission',
  'settle-table': 'Settle the table',
  irregularity: 'Irregularities',
  procedure: 'Table procedures',
  chips: 'Chips and change',
  'dealer-check': "Catch the dealer's mistake",
  'pace-lab': 'Pace lab (whole coups, settled)',
};

// ---------- What the table shows (no answers in here) ----------

export interface SceneCard {
  readonly card: Card;
  readonly faceUp: boolean;
  /** Highlight for irregularity scenarios, e.g. the card dealt to the wrong hand. */
  readonly flag?: 'misdealt' | 'exposed' | 'excess';
}

export interface SceneBet {
  /** Stable within the item, e.g. "s3-banker". */
  readonly id: string;
  /** Seat number 1..9 (Tasmania 1: numbered places). */
  readonly seat: number;
  readonly on: BetName;
  readonly amount: number;
  /** The chips the bet is made of, largest first (issue 23: a bet drawn as the pile a player puts down). Absent:
   *  the fewest chips of the amount. */
  readonly stack?: ChipStack;
  /** The amount is not written beside the pile, and `amount` is 0: the trainee reads it from the chips. */
  readonly amountHidden?: boolean;
}

export interface TableScene {
  readonly profileId: string;
  readonly seats: 7 | 9;
  readonly player: readonly SceneCard[];
  readonly banker: readonly SceneCard[];
  /** A card face up at the mouth of the shoe (Tasmania 14.1, 14.4), or found face up in the shoe. */
  readonly shoeMouth: SceneCard | null;
  readonly bets: readonly SceneBet[];
  /** Commission box by seat number, in cents. */
  readonly commissionBox: Readonly<Record<string, number>>;
  /** Short description of the situation shown beside the layout ("The marker card is exposed."). */
  readonly situation: string | null;
  /** Which end of the table is seat 1 (the profile's seatOne): the table is drawn with it. Absent in scenes stored
   *  before it existed: seat 1 at the dealer's right. */
  readonly seatOne?: 'dealer-right' | 'dealer-left';
  /** The house conventions that decide answers at this table, one line each, for the table notice
   *  (core/conventions.ts). Absent in scenes stored before it existed. */
  readonly conventions?: readonly string[];
  /** Seats where a player sits with nothing on the layout yet ("players in seats 2, 4, 6"); a seat with a bet is
   *  occupied anyway. Absent: no such seat. */
  readonly players?: readonly number[];
  /** What this situation posts on the table notice beyond the house's own limits (a maximum collective liability, a
   *  notice of new limits, wagers in multiples of the minimum), one line each. Absent: nothing more. */
  readonly notice?: readonly string[];
}

// ---------- What the trainee is asked for ----------

export interface ChoiceOption {
  /** The key that selects it (a single character, unique in the prompt), also its id in the response. */
  readonly key: string;
  readonly label: string;
}

export type AnswerForm =
  /** Point totals of both hands and whether either is a natural. */
  | { readonly type: 'points' }
  /** Does this hand draw? D / S. */
  | { readonly type: 'draw'; readonly hand: 'player' | 'banker' }
  /** P / B / T. */
  | { readonly type: 'result' }
  /** An amount in cents, typed on the keypad or built from chips. */
  | { readonly type: 'amount'; readonly label: string }
  /** One option, by key. */
  | { readonly type: 'choice'; readonly options: readonly ChoiceOption[] }
  /** Settle every bet on the layout, in the order the dealer does it. */
  | { readonly type: 'settle-table' }
  /** Chips from the tray: which chips, not only their total (a payment, a colour-up, change). */
  | { readonly type: 'chips'; readonly label: string };

// The response and a settled bet are defined by their schema (response.ts), so the type and the check are one.
export type { Response, SettleAction };

/** One step shown to the trainee. Carries nothing that gives away the answer of this or a later step. */
export interface Prompt {
  readonly itemId: string;
  readonly kind: DrillKind;
  /** 0-based step within the item, and how many steps the item has. */
  readonly step: number;
  readonly steps: number;
  /** Position in the session (0-based) and the session's length. */
  readonly index: number;
  readonly total: number;
  readonly question: string;
  readonly scene: TableScene;
  readonly form: AnswerForm;
  /** null: untimed. */
  readonly timeLimitMs: number | null;
  /** The limit is hard (an assessment, or a practice set that says so): when it runs out the step is timed out. */
  readonly hardLimit?: boolean;
  /** A pace-lab step (issue 23): the main process times it from the cards dealt (the page says when, sessions.shown)
   *  to the answer, and the session's coups an hour are counted on that clock, not the page's. */
  readonly paced?: boolean;
}

// ---------- Keys and marks (main process only until answered) ----------

/** The correct response of a step, with what feedback needs to teach it. */
export interface AnswerKey {
  readonly expected: Response;
  /** The correct answer in words ("Banker draws.", "$33.25"). */
  readonly answerText: string;
  /** How the answer is worked out ("19:20 of $35.00 is $33.25"). */
  readonly working: string;
  /** Rule citation ("Tasmania 11"). */
  readonly rule: string;
  /** Tags for adaptive practice and the error heat map, e.g. "banker-4-vs-7", "pp-coloured". */
  readonly cases: readonly string[];
  /** A mistake here fails an assessment outright (e.g. a drawing error, paying a losing bet). */
  readonly redLine: boolean;
  /** Currency symbol for amounts in the marker's error text ("$", "₹"); "$" when absent. */
  readonly currencySymbol?: string;
  /** The house's word for a push, for the marker's words on a settled table (core/push-word.ts); "push" when
   *  absent. */
  readonly pushWord?: string;
  /** A payout's stake in cents (what the payment is computed from), for the heat map's stake bands. */
  readonly stake?: number;
  /** A chips answer: how the house wants it made (core/chips/payment-rule.ts), from which chips, and the wager
   *  whose colours a 'wager-colours' house pays in. Absent: exactly the expected chips (change asked for). */
  readonly chipRule?: {
    readonly rule: PaymentRule;
    readonly denominations: readonly number[];
    readonly wager: ChipStack;
  };
}

export interface DrillStep {
  readonly prompt: Omit<Prompt, 'index' | 'total'>;
  readonly key: AnswerKey;
}

export interface DrillItem {
  readonly id: string;
  readonly kind: DrillKind;
  readonly difficulty: Difficulty;
  readonly steps: readonly DrillStep[];
}

export type Difficulty = 'basic' | 'standard' | 'hard';

/** How one response was marked. */
export interface Mark {
  readonly correct: boolean;
  /** 0..1: the share of the parts that were right (a points call with one hand wrong is 0.5). */
  readonly credit: number;
  /** Answered after the time limit: shown, and counted against speed (core/drills/pace.ts: not floor-ready). */
  readonly late: boolean;
  readonly responseMs: number;
  /** The step's time limit, when it had one: what a late answer is said against ("9.6 s against 6 s"). */
  readonly limitMs?: number;
  /** Parts that were wrong, in words ("Banker point: you said 4, it is 3"). */
  readonly errors: readonly string[];
  readonly redLine: boolean;
}

/** What the renderer receives once a response is marked (in an assessment, only when the set ends). */
export interface Feedback {
  readonly itemId: string;
  readonly step: number;
  readonly mark: Mark;
  readonly response: Response;
  readonly key: AnswerKey;
}
