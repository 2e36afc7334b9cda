// A drill session as plain, serialisable data: the set, the seed, the generated items (with their keys: the
// session lives in the main process) and each marked response. It is resumed by replaying the responses.
import type { z } from 'zod';
import { CURRENT_SEEDING, type Seeding } from '../rng.ts';
import type { mistakeSchema, sessionSummarySchema, skillSummarySchema } from './summary-schema.ts';
import { generateItems, type OnDealt } from './generate.ts';
import { itemCounts, itemScores } from './item-score.ts';
import { markResponse } from './mark.ts';
import { seconds } from './pace.ts';
import { mastery, median, weakCases, type HistoryEntry } from './mastery.ts';
import { checkResponse } from './check-response.ts';
import { resolveProfile, type DrillSet } from './spec.ts';
import { paceLabResult, type PaceLabResult } from './pace-lab-score.ts';
import { auditionBand } from './audition.ts';
import {
  type DrillItem,
  type DrillKind,
  type Feedback,
  type Mark,
  type Prompt,
  type Response,
} from './types.ts';
import { KIND_LABEL_REFS, KIND_LABELS } from './kinds/index.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import type { Phrase } from '../i18n/phrase.ts';
import type { Failure, Named } from '../result.ts';

export interface AnsweredStep {
  readonly itemId: string;
  readonly item: number;
  readonly step: number;
  readonly kind: DrillKind;
  readonly response: Response;
  readonly responseMs: number;
  readonly mark: Mark;
}

export interface SessionState {
  readonly set: DrillSet;
  readonly seed: string;
  /** How the seed became the items (core/rng.ts): stored with the session so that it replays exactly. */
  readonly seeding: Seeding;
  readonly items: readonly DrillItem[];
  /**
   * The steps of all the items, counted once when they are dealt: a summary needs it, and the main process parses an
   * item only when it is read (electron/engine/packed-items.ts).
   */
  readonly steps: number;
  /** The item and step to be answered next; item === items.length when finished. */
  readonly item: number;
  readonly step: number;
  readonly answers: readonly AnsweredStep[];
  /** The trainee's history before this session (for the suggestion of what to practise next). */
  readonly history: readonly HistoryEntry[];
}

export type SessionResult = Named<'state', SessionState>;

export interface SessionOptions {
  readonly history?: readonly HistoryEntry[];
  /** By default the current seeding; a stored session gives the seeding it was dealt with. */
  readonly seeding?: Seeding;
  /** Told as the items are dealt (core/drills/generate.ts). */
  readonly onDealt?: OnDealt;
}

export function startSession(set: DrillSet, seed: string, opts: SessionOptions = {}): SessionResult {
  const seeding = opts.seeding ?? CURRENT_SEEDING;
  const generated = generateItems(set, seed, seeding, opts.onDealt);
  if (!generated.ok) return generated;
  return {
    ok: true,
    state: {
      set,
      seed,
      seeding,
      items: generated.items,
      steps: generated.items.reduce((a, it) => a + it.steps.length, 0),
      item: 0,
      step: 0,
      answers: [],
      history: opts.history ?? [],
    },
  };
}

export function isFinished(state: SessionState): boolean {
  return state.item >= state.items.length;
}

/** The prompt to answer now (never its key), or null when the session is finished. */
export function currentPrompt(state: SessionState): Prompt | null {
  const step = state.items[state.item]?.steps[state.step];
  if (!step) return null;
  const hard = hasHardLimit(state.set) && step.prompt.timeLimitMs !== null;
  return {
    ...step.prompt,
    index: state.item,
    total: state.items.length,
    ...(hard ? { hardLimit: true } : {}),
    ...(step.prompt.kind === 'pace-lab' ? { paced: true } : {}),
  };
}

export function answer(
  state: SessionState,
  response: Response,
  responseMs: number,
): { ok: true; state: SessionState; feedback: Feedback } | Failure {
  const item = state.items[state.item];
  const current = item?.steps[state.step];
  if (!item || !current) return { ok: false, error: 'the session is finished: there is nothing to answer' };
  const checked = checkResponse(current.prompt.form, response);
  if (!checked.ok) return checked;
  if (typeof responseMs !== 'number' || !Number.isFinite(responseMs) || responseMs < 0) {
    return {
      ok: false,
      error: `responseMs must be a non-negative number of milliseconds, not ${String(responseMs)}`,
    };
  }
  const ms = Math.round(responseMs);
  const marked = markResponse(
    current.key,
    checked.response,
    ms,
    current.prompt.timeLimitMs,
    current.prompt.form,
  );
  // A hard limit (an assessment, or a practice set that chooses one) is enforced: an answer after it is a timed-out
  // item, wrong whatever it said. Under a soft limit a late answer keeps its mark and is shown as too slow.
  const mark =
    hasHardLimit(state.set) && marked.late ? timedOutMark(marked, current.prompt.timeLimitMs) : marked;
  const answered: AnsweredStep = {
    itemId: item.id,
    item: state.item,
    step: state.step,
    kind: item.kind,
    response: checked.response,
    responseMs: ms,
    mark,
  };
  const lastStep = state.step + 1 >= item.steps.length;
  return {
    ok: true,
    state: {
      ...state,
      item: lastStep ? state.item + 1 : state.item,
      step: lastStep ? 0 : state.step + 1,
      answers: [...state.answers, answered],
    },
    feedback: { itemId: item.id, step: answered.step, mark, response: checked.response, key: current.key },
  };
}

/** Whether a step's time limit is enforced: always in an assessment; in practice when the set says so. */
export function hasHardLimit(set: DrillSet): boolean {
  return set.mode === 'assessment' || set.hardTimeLimit === true;
}

function timedOutMark(mark: Mark, limitMs: number | null): Mark {
  return {
    ...mark,
    correct: false,
    credit: 0,
    redLine: false,
    errors: [
      limitMs === null
        ? ref('session_timed_out', {})
        : ref('session_timed_out_within', { seconds: seconds(limitMs) }),
    ],
  };
}

/** Rebuilds a session from its set, seed and responses in the order given; equal to the live session. */
export function replay(
  set: DrillSet,
  seed: string,
  responses: readonly { response: Response; responseMs: number }[],
  opts: SessionOptions = {},
): SessionResult {
  const started = startSession(set, seed, opts);
  if (!started.ok) return started;
  let state = started.state;
  for (const [i, r] of responses.entries()) {
    const next = answer(state, r.response, r.responseMs);
    if (!next.ok) return { ok: false, error: `response ${i + 1}: ${next.error}` };
    state = next.state;
  }
  return { ok: true, state };
}

/** Feedback for every answer so far, in order: what an assessment shows when it ends. */
export function allFeedback(state: SessionState): Feedback[] {
  return state.answers.map((a) => {
    const key = state.items[a.item]?.steps[a.step]?.key;
    if (!key) throw new Error(`no key for item ${a.itemId} step ${a.step}`);
    return { itemId: a.itemId, step: a.step, mark: a.mark, response: a.response, key };
  });
}

/** This session's responses as history entries, to store with the trainee's history. */
export function sessionHistory(state: SessionState): HistoryEntry[] {
  return state.answers.map((a) => ({
    kind: a.kind,
    cases: [...(state.items[a.item]?.steps[a.step]?.key.cases ?? [])],
    correct: a.mark.correct,
    responseMs: a.responseMs,
    ...(a.mark.late ? { late: true } : {}),
    step: a.step,
  }));
}

/** One skill's share of a session, a mistake, and the session's summary: z.infer of summary-schema.ts. */
export type SkillSummary = z.infer<typeof skillSummarySchema>;
export type Mistake = z.infer<typeof mistakeSchema>;
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** The pace lab's result, for a set with pace-lab sections (null otherwise, or when its profile cannot be read). */
export function sessionPace(state: SessionState): PaceLabResult | null {
  if (!state.set.sections.some((s) => s.kind === 'pace-lab')) return null;
  const profile = resolveProfile(state.set);
  if (!profile.ok) return null;
  return paceLabResult(state.answers, (i) => state.items[i]?.steps.length ?? 0, profile.profile);
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

export function summarise(state: SessionState): SessionSummary {
  const { set, answers } = state;
  const finished = isFinished(state);
  const scored = itemScores(answers, (i) => state.items[i]?.steps.length ?? 0);
  const overall = itemCounts(scored);
  const { accuracy } = overall;
  // Messages, so a summary (and the record built from it) is the same data in every language.
  const failReasons: Phrase[] = [];
  if (!finished)
    failReasons.push(ref('session_not_finished', { answered: overall.answered, items: state.items.length }));
  if (accuracy < set.passMarks.overall) {
    failReasons.push(
      ref('session_overall_below', { accuracy: pct(accuracy), passMark: pct(set.passMarks.overall) }),
    );
  }
  // The items' kinds in order, read from the set: its sections are dealt in order, each of its own kind.
  const kinds = [...new Set(set.sections.filter((s) => s.count > 0).map((s) => s.kind))];
  const skills = kinds.map((kind): SkillSummary => {
    const mine = itemCounts(scored.filter((i) => i.kind === kind));
    const acc = mine.accuracy;
    const med = median(answers.filter((a) => a.kind === kind).map((a) => a.responseMs));
    const passMark = set.passMarks.perSkill[kind] ?? null;
    let passed: boolean | null = null;
    if (passMark) {
      const fast = passMark.medianMs === undefined || (med !== null && med <= passMark.medianMs);
      passed = mine.answered > 0 && acc >= passMark.accuracy && fast;
      if (acc < passMark.accuracy || mine.answered === 0)
        failReasons.push(
          ref('session_skill_below', {
            skill: KIND_LABEL_REFS[kind],
            accuracy: pct(acc),
            passMark: pct(passMark.accuracy),
          }),
        );
      if (!fast)
        failReasons.push(
          // In seconds, as every other time figure is shown ("last answer 2.9 s"); session_skill_slow (ms) stays
          // for summaries stored before.
          ref('eng_session_skill_slow', {
            skill: KIND_LABEL_REFS[kind],
            median: med === null ? '-' : seconds(med),
            target: seconds(passMark.medianMs ?? 0),
          }),
        );
    }
    return {
      kind,
      label: KIND_LABELS[kind],
      answered: mine.answered,
      correct: mine.correct,
      accuracy: acc,
      medianMs: med,
      tooSlow: mine.tooSlow,
      floorReady: mine.floorReady,
      passMark,
      passed,
    };
  });
  const redLineFailures = answers.filter((a) => a.mark.redLine).length;
  if (set.mode === 'assessment' && set.redLineFailsAssessment && redLineFailures > 0) {
    failReasons.push(
      ref(redLineFailures > 1 ? 'session_red_line_many' : 'session_red_line_one', { count: redLineFailures }),
    );
  }
  const mistakes = answers
    .filter((a) => !a.mark.correct)
    .map((a): Mistake => {
      const s = state.items[a.item]?.steps[a.step];
      return {
        itemId: a.itemId,
        step: a.step,
        kind: a.kind,
        question: s?.prompt.question ?? '',
        response: a.response,
        answerText: s?.key.answerText ?? '',
        working: s?.key.working ?? '',
        rule: s?.key.rule ?? '',
        errors: a.mark.errors,
        redLine: a.mark.redLine,
      };
    });
  const pace = sessionPace(state);
  const audition = pace && set.audition ? auditionBand(set.audition, pace) : null;
  return {
    title: set.title,
    mode: set.mode,
    seed: state.seed,
    finished,
    answered: overall.answered,
    items: state.items.length,
    correct: overall.correct,
    tooSlow: overall.tooSlow,
    floorReady: overall.floorReady,
    accuracy,
    medianMs: median(answers.map((a) => a.responseMs)),
    skills,
    redLineFailures,
    passed: failReasons.length === 0,
    failReasons,
    mistakes,
    suggestion: suggest([...state.history, ...sessionHistory(state)], kinds),
    ...(pace ? { pace } : {}),
    ...(audition ? { audition } : {}),
  };
}

/** The weakest skills (lowest level, then accuracy) among those drilled, and their weakest cases. */
function suggest(
  history: readonly HistoryEntry[],
  drilled: readonly DrillKind[],
): SessionSummary['suggestion'] {
  const m = mastery(history);
  const rank = { new: 1, learning: 0, practised: 2, mastered: 3 } as const;
  // A skill is weak only if something in its window went wrong or was slow: a few answers all right and in time
  // are too few for "mastered" but are no reason to practise that skill next.
  const weak = drilled
    .filter((k) => m[k].answered > 0 && m[k].level !== 'mastered' && weakCases(history, k).length > 0)
    .sort((a, b) => rank[m[a].level] - rank[m[b].level] || m[a].accuracy - m[b].accuracy)
    .slice(0, 2);
  const cases = weak.flatMap((k) => weakCases(history, k).slice(0, 3));
  if (weak.length === 0) return { kinds: [], cases: [], text: ref('session_nothing_weak', {}) };
  const [first, second] = weak.map((k) => KIND_LABEL_REFS[k]) as [MessageRef, MessageRef | undefined];
  const skills = second ? ref('session_two_skills', { first, second }) : first;
  return {
    kinds: weak,
    cases,
    // The cases are tags for the adaptive drills; the screen says the suggestion without them (session_practise).
    text: cases.length
      ? ref('session_practise_cases', { skills, cases: cases.join(', ') })
      : ref('session_practise', { skills }),
  };
}
