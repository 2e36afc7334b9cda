// One answer row of a trainee's room history (progress-read.ts), checked field by field as it comes from the room: a
// row that is not what it should be is refused (null), never passed on. Written out rather than as a zod schema: a
// big room's page checks 5,000 answers and more on the main thread before it opens, and zod took 10 µs a row.
// test/electron/progress-answer-check.test.ts holds it to the zod schema it replaced, hostile rows included.
import { DRILL_KINDS, type DrillKind } from '../../core/drills/types.ts';

/** Longer text from the room is cut to this many characters, with an ellipsis (or refused, where it is an id). */
export const ROOM_TEXT_MAX = 200;

export interface RoomAnswer {
  readonly sessionId: string;
  readonly itemId: string;
  readonly seq: number;
  readonly step: number;
  readonly kind: DrillKind;
  readonly correct: boolean;
  readonly responseMs: number;
  readonly answeredAt: string;
  /** When its session started (ISO 8601): a point of the by-session chart. */
  readonly sessionStartedAt: string;
  readonly mode: 'practice' | 'assessment';
  readonly credit: number;
  /**
   * The answer's feedback rebuilt from its checked parts, only those the case summaries read (the cases, the expected
   * amount, the stake, the clause, the late mark): never the room's text as it came.
   */
  readonly feedbackJson: string;
}

/**
 * The fields of a row, in order (progress-read.ts selects them so). The feedback's parts are those the case summaries
 * read (storage migrations 5 and 15), each as the app writes it.
 */
export const ANSWER_FIELDS = [
  'session_id',
  'item_id',
  'seq',
  'step',
  'kind',
  'correct',
  'response_ms',
  'answered_at',
  'started_at',
  'mode',
  'credit',
  'cases',
  'expected_type',
  'expected_amount',
  'stake',
  'rule',
  'late',
] as const;

/** A time as the room gives it here (isoOf): what Date's toISOString gives, milliseconds truncated. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const KINDS: ReadonlySet<unknown> = new Set(DRILL_KINDS);
const MOST_CASES = 100;

const ident = (v: unknown): v is string =>
  typeof v === 'string' && v.length >= 1 && v.length <= ROOM_TEXT_MAX;
const count = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const time = (v: unknown): v is string => typeof v === 'string' && ISO_TIME.test(v);
const textUpTo = (v: unknown, most: number) => v === null || (typeof v === 'string' && v.length <= most);
const whole = (v: unknown) => v === null || Number.isSafeInteger(v);
const cases = (v: unknown): v is readonly string[] | null =>
  v === null || (Array.isArray(v) && v.length <= MOST_CASES && v.every(ident));

/** The feedback as the case summaries read it, from its checked parts. */
function feedbackOf(
  cases: readonly string[] | null,
  expectedType: string | null,
  amount: number | null,
  stake: number | null,
  rule: string | null,
  late: boolean | null,
): string {
  const expected =
    expectedType === null ? undefined : { type: expectedType, ...(amount === null ? {} : { amount }) };
  return JSON.stringify({
    key: { cases: cases ?? [], expected, stake: stake ?? undefined, rule: rule ?? undefined },
    mark: { late: late === true },
  });
}

/** The answer of a row (its fields in ANSWER_FIELDS' order), or null when any field is not what it should be. */
export function checkedAnswer(row: unknown): RoomAnswer | null {
  if (!Array.isArray(row) || row.length !== ANSWER_FIELDS.length) return null;
  const [sessionId, itemId, seq, step, kind, correct, ms, answeredAt, startedAt, mode, credit] =
    row as unknown[];
  const [theCases, expectedType, amount, stake, rule, late] = (row as unknown[]).slice(11);
  if (
    !ident(sessionId) ||
    !ident(itemId) ||
    !count(seq) ||
    !count(step) ||
    !KINDS.has(kind) ||
    typeof correct !== 'boolean' ||
    !count(ms) ||
    !time(answeredAt) ||
    !time(startedAt) ||
    (mode !== 'practice' && mode !== 'assessment') ||
    typeof credit !== 'number' ||
    !(credit >= 0 && credit <= 1) ||
    !cases(theCases) ||
    !textUpTo(expectedType, 50) ||
    !whole(amount) ||
    !whole(stake) ||
    !textUpTo(rule, ROOM_TEXT_MAX) ||
    !(late === null || typeof late === 'boolean')
  )
    return null;
  return {
    sessionId,
    itemId,
    seq,
    step,
    kind: kind as DrillKind,
    correct,
    responseMs: ms,
    answeredAt,
    sessionStartedAt: startedAt,
    mode,
    credit,
    feedbackJson: feedbackOf(
      theCases,
      expectedType as string | null,
      amount as number | null,
      stake as number | null,
      rule as string | null,
      late,
    ),
  };
}
