// The case figures of a trainee in a training room (issue 22), counted straight from their answers, one at a time, in
// the records' order: the heat maps, the schedules (what is due, what is missed again and again). They are exactly
// what a PC alone gives for the same answers through its SQL (storage migrations 5 and 15: the facts and case reviews;
// progress-heatmaps.ts, progress-due.ts, progress-schedule.ts): test/electron/progress-room-build.test.ts holds the
// two side by side. Counted here rather than on a throwaway SQLite database: inserting 6,000 answers there (with the
// triggers and their JSON reads) took longer than scheduling them, on a page that must open in under 300 ms. Every
// figure is a running total, so answers added later give what counting all of them from nothing gives.
import { SPEED_TARGETS_MS } from '../../../core/drills/mastery.ts';
import type { DrillKind } from '../../../core/drills/types.ts';
import { planDue } from '../../../core/progress/due-per-day.ts';
import { betLabel, payoutBet, tableOfPlayCell, type AmountBand } from '../../../core/progress/heat-cells.ts';
import { isRepeatedlyMissed, reviewCase, type CaseSchedule } from '../../../core/progress/schedule.ts';
import type {
  CaseStatus,
  ClauseHeatCell,
  DueToday,
  Heatmaps,
  PayoutHeatCell,
  TableOfPlayHeatCell,
} from '../../../contract/progress-types.ts';
import { caseStatus } from './progress-schedule.ts';

export interface CaseFigures {
  readonly heatmaps: Heatmaps;
  readonly due: DueToday;
  readonly flagged: CaseStatus[];
}

/** One revealed answer as the figures read it (a PC's progress_facts row and its feedback's parts). */
export interface CaseFact {
  readonly kind: string;
  /** Its case tags, in the feedback's order (each one case review). */
  readonly tags: readonly string[];
  readonly correct: boolean;
  readonly responseMs: number;
  readonly late: boolean;
  readonly answeredAt: string;
  /** A payout answer whose key expects an amount (the payout heat map counts only those). */
  readonly paid: boolean;
  /** The stake's band (the payout heat map's column). */
  readonly band: AmountBand;
  /** An irregularity answer's clause; null for others. */
  readonly rule: string | null;
}

const object = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A JSON value as SQLite's json_extract gives it into a TEXT column: text as it is, numbers in figures. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The tags json_each gives of the key's cases (an array's items, an object's values, a single value itself). */
function tagsOf(cases: unknown): string[] {
  const items = Array.isArray(cases)
    ? cases
    : typeof cases === 'object' && cases !== null
      ? Object.values(cases)
      : cases === undefined || cases === null
        ? []
        : [cases];
  return items.map(asText).filter((t): t is string => t !== null);
}

/** The band of a stake as SQLite compares it (heatmaps' SQL): text is greater than every number there. */
function bandOf(stake: unknown): AmountBand {
  if (stake === null || stake === undefined) return 'not recorded';
  const n = typeof stake === 'number' ? stake : typeof stake === 'boolean' ? Number(stake) : Infinity;
  if (n <= 0) return 'not recorded';
  if (n < 1_000) return '<10';
  if (n < 10_000) return '10–99';
  if (n < 100_000) return '100–999';
  return '1000+';
}

/** What a fact takes from an answer's stored feedback (the same for every answer with the same feedback text). */
interface FeedbackParts {
  readonly tags: readonly string[];
  readonly late: boolean;
  /** Its key expects an amount (counted on the payout heat map when the answer is a payout's). */
  readonly expectsAmount: boolean;
  readonly band: AmountBand;
  readonly rule: string | null;
}

function partsOf(feedbackJson: string): FeedbackParts {
  let feedback: unknown = null;
  try {
    feedback = JSON.parse(feedbackJson);
  } catch {
    // Damaged: no cases, as json_valid() leaves it on a PC.
  }
  const key = object(object(feedback).key);
  const expected = object(key.expected);
  const late = object(object(feedback).mark).late;
  return {
    tags: tagsOf(key.cases),
    late: late === true || late === 1,
    expectsAmount: expected.type === 'amount' && expected.amount !== null && expected.amount !== undefined,
    band: bandOf(key.stake),
    rule: asText(key.rule),
  };
}

/**
 * Feedback texts short enough to be the room's (progress-answer-check.ts rebuilds each from its few parts, so many
 * answers share one: a case, a stake), each parsed once: parsing every answer's was a fifth of a first build. This
 * PC's own feedback is longer (the response, the item) and seldom the same twice: parsed each time.
 */
const SHARED_FEEDBACK_MAX = 400;
const KEPT_FEEDBACK = 4_096;
const partsKept = new Map<string, FeedbackParts>();

function sharedPartsOf(feedbackJson: string): FeedbackParts {
  if (feedbackJson.length > SHARED_FEEDBACK_MAX) return partsOf(feedbackJson);
  let parts = partsKept.get(feedbackJson);
  if (parts === undefined) {
    if (partsKept.size >= KEPT_FEEDBACK) partsKept.clear();
    partsKept.set(feedbackJson, (parts = partsOf(feedbackJson)));
  }
  return parts;
}

/** An answer's fact, from its stored feedback (JSON that does not parse counts with no cases, as on a PC). */
export function factOf(answer: {
  readonly kind: string;
  readonly correct: boolean | number;
  readonly responseMs: number;
  readonly answeredAt: string;
  readonly feedbackJson: string;
}): CaseFact {
  const parts = sharedPartsOf(answer.feedbackJson);
  return {
    kind: answer.kind,
    tags: parts.tags,
    correct: answer.correct === true || answer.correct === 1,
    responseMs: answer.responseMs,
    late: parts.late,
    answeredAt: answer.answeredAt,
    paid: answer.kind === 'payout' && parts.expectsAmount,
    band: parts.band,
    rule: answer.kind === 'irregularity' ? parts.rule : null,
  };
}

/** Text in SQLite's order (BINARY: UTF-8 bytes), which differs from JavaScript's past the first 55,296 characters. */
export function byteOrder(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const sx = x >= 0xd800 && x <= 0xdfff;
    const sy = y >= 0xd800 && y <= 0xdfff;
    if (sx !== sy) return sx ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

interface Cell {
  answered: number;
  wrong: number;
  slow: number;
}

const rates = (r: Cell) => ({
  answered: r.answered,
  wrong: r.wrong,
  slow: r.slow,
  errorRate: r.answered ? r.wrong / r.answered : 0,
  slowRate: r.answered ? r.slow / r.answered : 0,
});

function bump(cell: Cell, fact: CaseFact, slow: boolean): void {
  cell.answered += 1;
  cell.wrong += fact.correct ? 0 : 1;
  cell.slow += slow ? 1 : 0;
}

function count(cells: Map<string, Cell>, key: string, fact: CaseFact, slow: boolean): void {
  let cell = cells.get(key);
  if (!cell) cells.set(key, (cell = { answered: 0, wrong: 0, slow: 0 }));
  bump(cell, fact, slow);
}

const TARGETS: Readonly<Record<string, number>> = SPEED_TARGETS_MS;
const codePoints = (text: string) => [...text].length;

/** The running totals of one trainee's case figures. */
export class CaseTally {
  /**
   * Per case, its schedule: found by kind then tag (a joined key per answer cost a string and its hash each time),
   * listed in the order the cases were first answered (the flagged list's order for equal tags rests on it).
   */
  readonly #byKind = new Map<string, Map<string, { schedule: CaseSchedule }>>();
  readonly #schedules: { schedule: CaseSchedule }[] = [];
  readonly #table = new Map<string, Cell>();
  /** Per payout tag and band (`tag\0band`). */
  readonly #payouts = new Map<string, Cell>();
  /** Per clause: its answers, each once, and its broadest tag (the shortest, then first in order). */
  readonly #clauses = new Map<string, { cell: Cell; tag: string }>();

  add(fact: CaseFact): void {
    if (fact.tags.length === 0) return;
    const target = TARGETS[fact.kind];
    // Over the skill's target or after its step's time limit (heatmaps' SLOW); an unknown skill has no target.
    const slow = fact.late || (target !== undefined && fact.responseMs > target);
    const at = Date.parse(fact.answeredAt);
    let byTag = this.#byKind.get(fact.kind);
    if (!byTag) this.#byKind.set(fact.kind, (byTag = new Map()));
    for (const tag of fact.tags) {
      const held = byTag.get(tag);
      const schedule = reviewCase(held?.schedule ?? null, {
        kind: fact.kind as DrillKind,
        tag,
        correct: fact.correct,
        responseMs: fact.responseMs,
        late: fact.late,
        at,
      });
      if (held) held.schedule = schedule;
      else {
        const first = { schedule };
        byTag.set(tag, first);
        this.#schedules.push(first);
      }
      if ((fact.kind === 'third-card' || fact.kind === 'whole-coup') && tableOfPlayCell(tag))
        count(this.#table, tag, fact, slow);
      if (fact.kind === 'payout' && fact.paid && payoutBet(tag))
        count(this.#payouts, `${tag}\u0000${fact.band}`, fact, slow);
    }
    if (fact.rule === null) return;
    // A step carries several irregularity tags: its clause counts it once.
    let clause = this.#clauses.get(fact.rule);
    if (!clause)
      this.#clauses.set(fact.rule, (clause = { cell: { answered: 0, wrong: 0, slow: 0 }, tag: '' }));
    bump(clause.cell, fact, slow);
    for (const tag of fact.tags) {
      const shorter = codePoints(tag) - codePoints(clause.tag);
      if (clause.tag === '' || shorter < 0 || (shorter === 0 && byteOrder(tag, clause.tag) < 0))
        clause.tag = tag;
    }
  }

  figures(until: number, dueLimit: number): CaseFigures {
    return { heatmaps: this.#heatmaps(), due: this.#due(until, dueLimit), flagged: this.#flagged() };
  }

  #heatmaps(): Heatmaps {
    const tableOfPlay: TableOfPlayHeatCell[] = [...this.#table]
      .sort(([a], [b]) => byteOrder(a, b))
      .map(([tag, r]) => {
        const cell = tableOfPlayCell(tag) as NonNullable<ReturnType<typeof tableOfPlayCell>>;
        return { ...cell, ...rates(r), target: { type: 'table-of-play', cell } };
      });
    const payouts: PayoutHeatCell[] = [...this.#payouts]
      .map(([id, r]) => {
        const [tag, band] = id.split('\u0000') as [string, AmountBand];
        return { tag, band, r };
      })
      .sort((x, y) => byteOrder(x.tag, y.tag) || byteOrder(x.band, y.band))
      .map(({ tag, band, r }) => {
        const bet = payoutBet(tag) as NonNullable<ReturnType<typeof payoutBet>>;
        return {
          bet: bet.bet,
          betLabel: betLabel(bet.bet),
          outcome: bet.outcome,
          band,
          ...rates(r),
          target: { type: 'case', kind: 'payout', tag, band },
        };
      });
    const irregularities: ClauseHeatCell[] = [...this.#clauses]
      .sort(([a], [b]) => byteOrder(a, b))
      .map(([clause, { cell, tag }]) => ({
        clause,
        ...rates(cell),
        target: { type: 'case', kind: 'irregularity', tag },
      }));
    return { tableOfPlay, payouts, irregularities };
  }

  /** progress-due.ts's dueToday: the most overdue first, then by skill and tag. */
  #due(until: number, limit: number): DueToday {
    const due = this.#schedules.map((h) => h.schedule).filter((s) => s.card.due <= until);
    const plan = planDue(due.length);
    const cases = due
      .sort((a, b) => a.card.due - b.card.due || byteOrder(a.kind, b.kind) || byteOrder(a.tag, b.tag))
      .slice(0, Math.min(limit, plan.today))
      .map(caseStatus);
    return { cases, total: plan.today, later: plan.later, laterDays: plan.lastDay };
  }

  /**
   * progress-due.ts's flagged: its rows come by its index (trainee, due), a tie in the order the cases were first
   * stored, then are sorted by misses and tag (its sort leaves the order of two skills' same tag to that).
   */
  #flagged(): CaseStatus[] {
    return this.#schedules
      .map((h) => h.schedule)
      .filter(isRepeatedlyMissed)
      .sort((a, b) => a.card.due - b.card.due)
      .map(caseStatus)
      .sort((a, b) => b.misses - a.misses || (a.tag < b.tag ? -1 : 1));
  }
}
