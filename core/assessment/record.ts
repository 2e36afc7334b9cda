// The certification record of one assessment attempt: everything a casino files (candidate, assessor, set and its
// version, house, seed, times, every response with its time and the correct answer, timed-out and red-line items,
// per-skill results against the pass marks, practical grades, pass or fail). Plain data: it is signed as canonical
// JSON, rendered to PDF and CSV, and shown on the attempt's screen.
import { z } from 'zod';
import { formatCents } from '../money.ts';
import { DEFAULT_PUSH_WORD, settleActionWords } from '../push-word.ts';
import { chipsInWords } from '../chips/mark-chips.ts';
import { profileSchema } from '../profiles.ts';
import { skillSummarySchema } from '../drills/summary-schema.ts';
import type { SessionSummary } from '../drills/session.ts';
import { DRILL_KINDS, type AnswerForm, type Response, type TableScene } from '../drills/types.ts';
import { BET_LABELS } from '../bets.ts';
import { cardLabel } from '../cards.ts';
import { RED_LINE_LABELS, RED_LINES, type AssessmentPolicy } from './policy.ts';
import { practicalGradesSchema, practicalOutcome } from './practical.ts';
import { OUTCOMES } from './practical-standard.ts';
import { phraseSchema } from '../i18n/message-ref-schema.ts';
import { english, type Phrase } from '../i18n/phrase.ts';

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
    /** The cards the step showed, as symbols ("Player K♠ 5♥, Banker 9♦ Q♣"); absent in records made before it. */
    cards: z.string().optional(),
    /** What the candidate answered, in words ("" when timed out). */
    answer: z.string(),
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
          label: z.string(),
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

const WINNERS = { player: 'Player', banker: 'Banker', tie: 'Tie' } as const;

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
): string {
  switch (r.type) {
    case 'points':
      return `Player ${r.player}, Banker ${r.banker}${r.natural ? ', natural' : ''}`;
    case 'draw': {
      const hand = prompt?.form.type === 'draw' ? WINNERS[prompt.form.hand] : null;
      if (hand) return `${hand} ${r.draw ? 'draws' : 'stands'}`;
      return r.draw ? 'Draw' : 'Stand';
    }
    case 'result':
      return `${WINNERS[r.winner]}${r.winner === 'tie' ? '' : ' wins'}`;
    case 'amount':
      return formatCents(r.amount, symbol);
    case 'choice': {
      const option =
        prompt?.form.type === 'choice' ? prompt.form.options.find((o) => o.key === r.choice) : undefined;
      return option ? english(option.label) : `Option ${r.choice}`;
    }
    case 'settle-table':
      return r.actions.length === 0
        ? 'Nothing settled'
        : r.actions
            .map((a) => {
              const bet = prompt?.scene.bets.find((b) => b.id === a.betId);
              const name = bet ? `seat ${bet.seat} ${BET_LABELS[bet.on]}` : a.betId;
              return `${settleActionWords(a.action, pushWord)} ${name}${a.action === 'pay' ? ` ${formatCents(a.amount, symbol)}` : ''}`;
            })
            .join('; ');
    case 'chips':
      return chipsInWords(r.chips, symbol);
  }
}

/**
 * The cards on the table as symbols, face-down ones as such: "Player K♠ 5♥, Banker 9♦ Q♣"; a hand not dealt yet says
 * so ("Banker no cards yet"). Empty with no cards at all.
 */
export function cardsInWords(scene: Pick<TableScene, 'player' | 'banker'>): string {
  const hand = (cards: TableScene['player']) =>
    cards.map((c) => (c.faceUp ? cardLabel(c.card) : 'face down')).join(' ');
  if (scene.player.length === 0 && scene.banker.length === 0) return '';
  return `Player ${hand(scene.player) || 'no cards yet'}, Banker ${hand(scene.banker) || 'no cards yet'}`;
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
      .map((r) => ({ seq: l.seq, item: l.item, redLine: r, label: RED_LINE_LABELS[r] })),
  );
  // The session's own red-line reason follows the older, uncategorised flag; this record's categories replace it.
  const reasons: Phrase[] = summary.failReasons.filter((r) =>
    typeof r === 'string' ? !r.includes('red-line') : !r.id.startsWith('session_red_line'),
  );
  for (const r of redLineItems) reasons.push(`red line at item ${r.item}: ${r.label}`);
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

export const RESULT_TEXT: Record<AssessmentRecord['result'], string> = {
  pass: 'PASS',
  fail: 'FAIL',
  'pending-practical': 'Knowledge part done; practical not yet graded or an area to retake',
  'in-progress': 'Not finished',
};
