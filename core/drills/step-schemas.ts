// What one step of a drill is, as schemas: the table scene, the answer form, the prompt the trainee sees, the answer
// key kept in main until the step is marked, the mark and the feedback. The types in types.ts are z.infer of these, so
// a shape is written once and every answer that carries one can be checked field by field. What a person reads is a
// phrase (core/i18n/phrase.ts): a message said in the reader's language, or English stored before issue 24.
import { z } from 'zod';
import { isCard, type Card } from '../cards.ts';
import { BET_NAMES } from '../bets.ts';
import { DRILL_KINDS } from './drill-kinds.ts';
import { responseSchema } from './response.ts';
import { phraseSchema } from '../i18n/message-ref-schema.ts';

const cents = z.number().int();
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

const card = z.custom<Card>((v) => isCard(v), 'must be a card ("Th", "As")');

const chipStack = list(z.strictObject({ value: cents, count: z.number().int() }).readonly());

export const sceneCardSchema = z
  .strictObject({
    card,
    faceUp: z.boolean(),
    /** Highlight for irregularity scenarios, e.g. the card dealt to the wrong hand. */
    flag: z.enum(['misdealt', 'exposed', 'excess']).optional(),
  })
  .readonly();

export const sceneBetSchema = z
  .strictObject({
    /** Stable within the item, e.g. "s3-banker". */
    id: z.string(),
    /** Seat number 1..9 (Tasmania 1: numbered places). */
    seat: z.number().int(),
    on: z.enum(BET_NAMES),
    amount: cents,
    /** The chips the bet is made of, largest first (issue 23: a bet drawn as the pile a player puts down). Absent:
     *  the fewest chips of the amount. */
    stack: chipStack.optional(),
    /** The amount is not written beside the pile, and `amount` is 0: the trainee reads it from the chips. */
    amountHidden: z.boolean().optional(),
  })
  .readonly();

export const tableSceneSchema = z
  .strictObject({
    profileId: z.string(),
    seats: z.union([z.literal(7), z.literal(9)]),
    player: list(sceneCardSchema),
    banker: list(sceneCardSchema),
    /** A card face up at the mouth of the shoe (Tasmania 14.1, 14.4), or found face up in the shoe. */
    shoeMouth: sceneCardSchema.nullable(),
    bets: list(sceneBetSchema),
    /** Commission box by seat number, in cents. */
    commissionBox: z.record(z.string(), cents).readonly(),
    /** Short description of the situation shown beside the layout ("The marker card is exposed."). */
    situation: phraseSchema.nullable(),
    /** Which end of the table is seat 1 (the profile's seatOne): the table is drawn with it. Absent in scenes stored
     *  before it existed: seat 1 at the dealer's right. */
    seatOne: z.enum(['dealer-right', 'dealer-left']).optional(),
    /** The house conventions that decide answers at this table, one line each, for the table notice
     *  (core/conventions.ts). Absent in scenes stored before it existed. */
    conventions: list(phraseSchema).optional(),
    /** Seats where a player sits with nothing on the layout yet ("players in seats 2, 4, 6"); a seat with a bet is
     *  occupied anyway. Absent: no such seat. */
    players: list(z.number().int()).optional(),
    /** What this situation posts on the table notice beyond the house's own limits (a maximum collective liability,
     *  a notice of new limits, wagers in multiples of the minimum), one line each. Absent: nothing more. */
    notice: list(phraseSchema).optional(),
  })
  .readonly();

export const choiceOptionSchema = z
  .strictObject({
    /** The key that selects it (a single character, unique in the prompt), also its id in the response. */
    key: z.string(),
    label: phraseSchema,
  })
  .readonly();

export const answerFormSchema = z.discriminatedUnion('type', [
  /** Point totals of both hands and whether either is a natural. */
  z.strictObject({ type: z.literal('points') }).readonly(),
  /** Does this hand draw? D / S. */
  z.strictObject({ type: z.literal('draw'), hand: z.enum(['player', 'banker']) }).readonly(),
  /** P / B / T. */
  z.strictObject({ type: z.literal('result') }).readonly(),
  /** An amount in cents, typed on the keypad or built from chips. */
  z.strictObject({ type: z.literal('amount'), label: phraseSchema }).readonly(),
  /** One option, by key. */
  z.strictObject({ type: z.literal('choice'), options: list(choiceOptionSchema) }).readonly(),
  /** Settle every bet on the layout, in the order the dealer does it. */
  z.strictObject({ type: z.literal('settle-table') }).readonly(),
  /** Chips from the tray: which chips, not only their total (a payment, a colour-up, change). */
  z.strictObject({ type: z.literal('chips'), label: phraseSchema }).readonly(),
]);

/** One step shown to the trainee. Carries nothing that gives away the answer of this or a later step. */
export const promptSchema = z
  .strictObject({
    itemId: z.string(),
    kind: z.enum(DRILL_KINDS),
    /** 0-based step within the item, and how many steps the item has. */
    step: z.number().int(),
    steps: z.number().int(),
    /** Position in the session (0-based) and the session's length. */
    index: z.number().int(),
    total: z.number().int(),
    question: phraseSchema,
    scene: tableSceneSchema,
    form: answerFormSchema,
    /** null: untimed. */
    timeLimitMs: z.number().nullable(),
    /** The limit is hard (an assessment, or a practice set that says so): when it runs out the step is timed out. */
    hardLimit: z.boolean().optional(),
    /** A pace-lab step (issue 23): the main process times it from the cards dealt (the page says when,
     *  sessions.shown) to the answer, and the session's coups an hour are counted on that clock, not the page's. */
    paced: z.boolean().optional(),
  })
  .readonly();

const paymentRuleSchema = z.discriminatedUnion('kind', [
  /** The fewest chips that make the amount. */
  z.strictObject({ kind: z.literal('fewest') }).readonly(),
  /** Only the denominations in the wager, as far as they make the amount; the rest in the fewest chips. */
  z.strictObject({ kind: z.literal('wager-colours') }).readonly(),
  /** The fewest chips, but never more than `max` of any one denomination. */
  z.strictObject({ kind: z.literal('at-most'), max: z.number().int() }).readonly(),
]);

/** The correct response of a step, with what feedback needs to teach it. */
export const answerKeySchema = z
  .strictObject({
    expected: responseSchema,
    /** The correct answer in words ("Banker draws.", "$33.25"). */
    answerText: phraseSchema,
    /** How the answer is worked out ("19:20 of $35.00 is $33.25"). */
    working: phraseSchema,
    /** Rule citation ("Tasmania 11"). */
    rule: z.string(),
    /** Tags for adaptive practice and the error heat map, e.g. "banker-4-vs-7", "pp-coloured". */
    cases: list(z.string()),
    /** A mistake here fails an assessment outright (e.g. a drawing error, paying a losing bet). */
    redLine: z.boolean(),
    /** Currency symbol for amounts in the marker's error text ("$", "₹"); "$" when absent. */
    currencySymbol: z.string().optional(),
    /** The house's word for a push, for the marker's words on a settled table (core/push-word.ts); "push" when
     *  absent. */
    pushWord: z.string().optional(),
    /** A payout's stake in cents (what the payment is computed from), for the heat map's stake bands. */
    stake: cents.optional(),
    /** A chips answer: how the house wants it made (core/chips/payment-rule.ts), from which chips, and the wager
     *  whose colours a 'wager-colours' house pays in. Absent: exactly the expected chips (change asked for). */
    chipRule: z
      .strictObject({ rule: paymentRuleSchema, denominations: list(cents), wager: chipStack })
      .readonly()
      .optional(),
  })
  .readonly();

/** How one response was marked. */
export const markSchema = z
  .strictObject({
    correct: z.boolean(),
    /** 0..1: the share of the parts that were right (a points call with one hand wrong is 0.5). */
    credit: z.number().min(0).max(1),
    /** Answered after the time limit: shown, and counted against speed (core/drills/pace.ts: not floor-ready). */
    late: z.boolean(),
    responseMs: z.number(),
    /** The step's time limit, when it had one: what a late answer is said against ("9.6 s against 6 s"). */
    limitMs: z.number().optional(),
    /** Parts that were wrong, in words ("Banker point: you said 4, it is 3"). */
    errors: list(phraseSchema),
    redLine: z.boolean(),
  })
  .readonly();

/** What the renderer receives once a response is marked (in an assessment, only when the set ends). */
export const feedbackSchema = z
  .strictObject({
    itemId: z.string(),
    step: z.number().int(),
    mark: markSchema,
    response: responseSchema,
    key: answerKeySchema,
  })
  .readonly();
