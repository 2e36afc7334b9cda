// The certification record of one assessment attempt: everything a casino files (candidate, assessor, set and its
// version, house, seed, times, every response with its time and the correct answer, timed-out and red-line items,
// per-skill results against the pass marks, practical grades, pass or fail). Plain data: it is signed as canonical
// JSON, rendered to PDF and CSV, and shown on the attempt's screen.
import { RED_LINE_REASON_ID } from './red-line-reasons.ts';
import { z } from 'zod';
import { formatCents } from '../money.ts';
import { money } from '../i18n/money-param.ts';
import { DEFAULT_PUSH_WORD, pushWordParam } from '../push-word.ts';
import { chipsInWords } from '../chips/mark-chips.ts';
import { profileSchema } from '../profiles.ts';
import { skillSummarySchema } from '../drills/summary-schema.ts';
import type { SessionSummary } from '../drills/session.ts';
import { DRILL_KINDS, type AnswerForm, type Response, type TableScene } from '../drills/types.ts';
import { betNameRef } from '../bet-names.ts';
import { cardLabel } from '../cards.ts';
import { RED_LINE_REFS, RED_LINES, type AssessmentPolicy } from './policy.ts';
import { practicalGradesSchema, practicalOutcome } from './practical.ts';
import { OUTCOMES } from './practical-standard.ts';
import { phraseSchema } from '../i18n/message-ref-schema.ts';
import type { Phrase } from '../i18n/phrase.ts';
import { ref, type MessageRef } from '../i18n/say.ts';

export const RECORD_FORMAT = 'baccarat-assessment-record';
/** 2 (issue 23): the knowledge part counts items (`items`, was `steps`; an item of several steps once). */
export const RECORD_VERSION = 2;

export const ATTEMPT_STATUSES = ['running', 'abandoned', 'finished', 'closed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export const RECORD_RESULTS = ['pass', 'fail', 'pending-practical', 'in-progress'] as const;

/** One answered (or timed-out) step of an attempt, as the record keeps it; old records lack the optional fields. */
export const responseLineSchema = z
  .object({
    /** 1-based order of answering. */
    seq: z.number().int().positive(),
    /** 1-based item number in the attempt. */
    item: z.number().int().positive(),
    itemId: z.string(),
    /** 1-based step within the item. */
    step: z.number().int().positive(),
    kind: z.enum(DRILL_KINDS),
    /** A message (said in the reader's language), or the English words of a record made before issue 24: kept as
     *  stored, so a signed record's bytes never change. */
    question: phraseSchema,
    /** The cards the step showed, as symbols ("Player K♠ 5♥, Banker 9♦ Q♣"); absent in records made before it. A
     *  message, or the English words of a record made before issue 24. */
    cards: phraseSchema.optional(),
    /** What the candidate answered, in a dealer's words ("" when timed out): a message, or English as above. */
    answer: phraseSchema,
    correctAnswer: phraseSchema,
    correct: z.boolean(),
    timedOut: z.boolean(),
    /** Measured in the main process with a monotonic clock. */
    responseMs: z.number().nonnegative(),
    timeLimitMs: z.number().nonnegative().nullable(),
    redLines: z.array(z.enum(RED_LINES)).readonly(),
    errors: z.array(phraseSchema).readonly(),
    rule: z.string(),
  })
  .readonly();
export type ResponseLine = z.infer<typeof responseLineSchema>;

const count = z.number().int().min(0);
const share = z.number().min(0).max(1);
const iso = z.string().datetime({ offset: true, message: 'must be an ISO 8601 time' });
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

/** A skill's line: the summary's, less its pace counts (the record judges pass marks, not floor readiness). */
export const skillLineSchema = skillSummarySchema
  .unwrap()
  .omit({ tooSlow: true, floorReady: true })
  .readonly();
export type SkillLine = z.infer<typeof skillLineSchema>;

const knowledgeSchema = z
  .strictObject({
    /** Items (core/drills/item-score.ts): an item of several steps counts once. */
    answered: count,
    items: count,
    correct: count,
    accuracy: share,
    overallPassMark: share,
    skills: list(skillLineSchema),
    /** Items timed out. */
    timedOut: count,
    redLineRules: list(z.enum(RED_LINES)),
    redLineItems: list(
      z
        .strictObject({
          seq: z.number().int().positive(),
          item: z.number().int().positive(),
          redLine: z.enum(RED_LINES),
          label: phraseSchema,
        })
        .readonly(),
    ),
    passed: z.boolean(),
    /** Messages; English words in a record made before issue 24 (kept as stored, so its bytes never change). */
    failReasons: list(phraseSchema),
  })
  .readonly();

const practicalPartSchema = z
  .strictObject({
    areas: list(z.string()),
    grades: practicalGradesSchema.nullable(),
    passed: z.boolean().nullable(),
    /** pass, retake (an area is to be assessed again), fail; null until graded. */
    outcome: z.enum(OUTCOMES).nullable().optional(),
  })
  .readonly();

/** The record as it is signed, sent to the trainer's screen and checked by the response schema (contract/). */
export const assessmentRecordSchema = z
  .strictObject({
    format: z.literal(RECORD_FORMAT),
    version: z.literal(RECORD_VERSION),
    attemptId: z.string(),
    candidate: z.strictObject({ id: z.string(), name: z.string(), staffNumber: z.string() }).readonly(),
    assessor: z.string(),
    set: z
      .strictObject({
        id: z.string(),
        title: z.string(),
        version: z.string(),
        /** The trainer's revision of the set (each saved change adds one); absent for a built-in set or an older
         *  record. */
        revision: z.number().int().positive().optional(),
      })
      .readonly(),
    attempt: z
      .strictObject({ number: z.number().int().positive(), allowed: count, waitMinutes: z.number().min(0) })
      .readonly(),
    house: z.strictObject({ profileId: z.string(), name: z.string(), currency: z.string() }).readonly(),
    profile: profileSchema,
    seed: z.string(),
    /** How the seed became the items (core/rng.ts SEEDINGS): with the seed and the set, the items can be dealt again. */
    seeding: z.number().int(),
    status: z.enum(ATTEMPT_STATUSES),
    /** ISO 8601; the end is the start plus the monotonic time the attempt ran, so a clock change cannot move it. */
    startedAt: iso,
    endedAt: iso.nullable(),
    durationMs: z.number().min(0),
    /** How often the attempt was left (window closed, crash, leaving) before it ended. */
    abandonments: count,
    /** Present when the app's seal covers less than everything: an attempt sealed by an older version (issue 20). */
    seal: z.string().optional(),
    knowledge: knowledgeSchema,
    practical: practicalPartSchema.nullable(),
    /** pass only when the knowledge part and (if the set has one) the practical part both pass. */
    result: z.enum(RECORD_RESULTS),
    responses: list(responseLineSchema),
    appVersion: z.string(),
  })
  .readonly();
export type AssessmentRecord = z.infer<typeof assessmentRecordSchema>;

const WINNERS = {
  player: ref('coup_winner_player', {}),
  banker: ref('coup_winner_banker', {}),
  tie: ref('coup_winner_tie', {}),
} as const;
const DRAWS = {
  player: { draws: ref('ui_key_player_draws', {}), stands: ref('ui_key_player_stands', {}) },
  banker: { draws: ref('ui_key_banker_draws', {}), stands: ref('ui_key_banker_stands', {}) },
} as const;

/** Messages one after another, joined as `joiner` says ("Take seat 1 Player; Pay seat 2 Banker $10.00"). */
function joined(list: readonly Phrase[], joiner: 'record_settle_list' | 'record_cards'): Phrase {
  return (
    list.reduceRight(
      (rest: Phrase | null, first) => (rest === null ? first : ref(joiner, { first, rest })),
      null,
    ) ?? ''
  );
}

/** What the prompt showed that a response refers to: the options' words, and the bets on the layout. */
export interface AnsweredPrompt {
  readonly form: AnswerForm;
  readonly scene: Pick<TableScene, 'bets' | 'player' | 'banker'>;
}

/**
 * A response in the words a dealer uses, for the report and the CSV ("Banker wins"; "Pay seat 3 Banker $33.25"; an
 * option by its own words, not its key). Without the prompt, the bare response (an option by its key).
 */
export function responseText(
  r: Response,
  symbol = '$',
  prompt?: AnsweredPrompt,
  /** The house's word for a push (a settle-table key's `pushWord`). */
  pushWord = DEFAULT_PUSH_WORD,
): Phrase {
  switch (r.type) {
    case 'points':
      return ref(r.natural ? 'record_hands_natural' : 'record_hands', { player: r.player, banker: r.banker });
    case 'draw': {
      const hand = prompt?.form.type === 'draw' ? DRAWS[prompt.form.hand] : null;
      if (hand) return r.draw ? hand.draws : hand.stands;
      return ref(r.draw ? 'record_draw' : 'record_stand', {});
    }
    case 'result':
      return WINNERS[r.winner];
    case 'amount':
      return formatCents(r.amount, symbol);
    case 'choice': {
      const option =
        prompt?.form.type === 'choice' ? prompt.form.options.find((o) => o.key === r.choice) : undefined;
      return option ? option.label : ref('record_option', { key: r.choice });
    }
    case 'settle-table':
      if (r.actions.length === 0) return ref('record_nothing_settled', {});
      return joined(
        r.actions.map((a) => {
          const bet = prompt?.scene.bets.find((b) => b.id === a.betId);
          const name = bet ? ref('record_seat_bet', { seat: bet.seat, bet: betNameRef(bet.on) }) : a.betId;
          const action = settleAction(a.action, pushWord);
          return a.action === 'pay'
            ? ref('record_settle_pay', { action, bet: name, amount: money(a.amount, symbol) })
            : ref('record_settle', { action, bet: name });
        }),
        'record_settle_list',
      );
    case 'chips':
      return chipsInWords(r.chips, symbol);
  }
}

/** "Take", "Pay", "Leave (stand-off)": a settle action as the buttons say it, the push in the house's word. */
function settleAction(action: 'take' | 'push' | 'pay', pushWord: string): MessageRef {
  if (action === 'take') return ref('ui_key_take', {});
  return action === 'pay'
    ? ref('ui_key_pay', {})
    : ref('ui_key_leave', {
        word: pushWordParam(pushWord),
      });
}

/**
 * The cards on the table as symbols, face-down ones as such: "Player K♠ 5♥, Banker 9♦ Q♣"; a hand not dealt yet says
 * so ("Banker no cards yet"). Empty with no cards at all.
 */
export function cardsInWords(scene: Pick<TableScene, 'player' | 'banker'>): Phrase {
  const hand = (cards: TableScene['player']): Phrase =>
    cards.length === 0
      ? ref('record_no_cards', {})
      : joined(
          cards.map((c) => (c.faceUp ? cardLabel(c.card) : ref('record_face_down', {}))),
          'record_cards',
        );
  if (scene.player.length === 0 && scene.banker.length === 0) return '';
  return ref('record_hands', { player: hand(scene.player), banker: hand(scene.banker) });
}

export interface KnowledgeInput {
  readonly summary: SessionSummary;
  readonly overallPassMark: number;
  readonly lines: readonly ResponseLine[];
  readonly policy: AssessmentPolicy;
}

/** The knowledge part: the pass marks (overall and per skill), every step answered, no configured red line crossed. */
export function knowledgeResult(input: KnowledgeInput): AssessmentRecord['knowledge'] {
  const { summary, lines, policy } = input;
  const redLineItems = lines.flatMap((l) =>
    l.redLines
      .filter((r) => policy.redLines.includes(r))
      .map((r) => ({ seq: l.seq, item: l.item, redLine: r, label: RED_LINE_REFS[r] })),
  );
  // The session's own red-line reason follows the older, uncategorised flag; this record's categories replace it.
  const reasons: Phrase[] = summary.failReasons.filter((r) =>
    typeof r === 'string' ? !r.includes('red-line') : !r.id.startsWith('session_red_line'),
  );
  for (const r of redLineItems)
    reasons.push(ref(RED_LINE_REASON_ID, { item: r.item, label: RED_LINE_REFS[r.redLine] }));
  return {
    answered: summary.answered,
    items: summary.items,
    correct: summary.correct,
    accuracy: summary.accuracy,
    overallPassMark: input.overallPassMark,
    skills: summary.skills.map((s) => ({
      kind: s.kind,
      label: s.label,
      answered: s.answered,
      correct: s.correct,
      accuracy: s.accuracy,
      medianMs: s.medianMs,
      passMark: s.passMark,
      passed: s.passed,
    })),
    // Items, as every count here: a timed-out item's later steps are timed out with it.
    timedOut: new Set(lines.filter((l) => l.timedOut).map((l) => l.itemId)).size,
    redLineRules: policy.redLines,
    redLineItems,
    passed: reasons.length === 0,
    failReasons: reasons,
  };
}

export function overallResult(
  status: AttemptStatus,
  knowledge: AssessmentRecord['knowledge'],
  practical: AssessmentRecord['practical'],
): AssessmentRecord['result'] {
  if (status === 'running' || status === 'abandoned') return 'in-progress';
  if (!knowledge.passed) return 'fail';
  if (practical === null) return 'pass';
  if (practical.grades === null) return 'pending-practical';
  const outcome = practicalOutcome(practical.grades);
  // An area to retake leaves the practical part open: graded again, the record is judged again.
  if (outcome === 'retake') return 'pending-practical';
  return outcome === 'pass' ? 'pass' : 'fail';
}

export const RESULT_TEXT: Record<AssessmentRecord['result'], MessageRef> = {
  pass: ref('pdf_result_pass', {}),
  fail: ref('pdf_result_fail', {}),
  'pending-practical': ref('pdf_result_pending', {}),
  'in-progress': ref('pdf_result_in_progress', {}),
};
