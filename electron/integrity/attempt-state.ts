// Guarantee 2 (issue 20): what changes during an attempt, sealed with its answers. Its status, end and finish times,
// duration, abandonments, the step clock (the stored start of the step on screen and the time it had used), whether
// the trainer closed it, its summary and its practical grades (with the countersignature) are the attempt's "covered
// state". Each time the app writes any of them it stores the state as it now is (state_json) under the chain's MAC
// (response-chain.ts), so the record check names any field changed since. The one change made without the attempt's
// key, the app abandoning an attempt a crash cut short, is stored as its time (recovered_at) and checked as exactly
// that change of the sealed state until the trainer's next action seals it.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { usedAfterCrash } from './step-clock.ts';
import { statusWord } from '../features/assessment/attempt-status-word.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';

export interface CoveredState {
  readonly status: string;
  readonly endedAt: string | null;
  readonly activeMs: number;
  readonly abandonments: number;
  readonly stepUsedMs: number;
  readonly stepStartedWall: number | null;
  readonly finishedAt: string | null;
  readonly closed: number;
  /** sha256 of the stored summary (it carries the keys once ended: only its digest is kept here). */
  readonly summary: string | null;
  /** sha256 of the practical grades row (assessor, grades with their countersignature, when graded). */
  readonly grades: string | null;
}

/** How each field is named when it no longer matches, in the order they are compared (said in the reader's
 *  language: the problem is shown, never stored). */
const NAMES: Record<keyof CoveredState, MessageRef> = {
  status: ref('main_state_field_status', {}),
  endedAt: ref('main_state_field_ended_at', {}),
  activeMs: ref('main_state_field_active_ms', {}),
  abandonments: ref('main_state_field_abandonments', {}),
  stepUsedMs: ref('main_state_field_step_used', {}),
  stepStartedWall: ref('main_state_field_step_started', {}),
  finishedAt: ref('main_state_field_finished_at', {}),
  closed: ref('main_state_field_closed', {}),
  summary: ref('main_state_field_summary', {}),
  grades: ref('main_state_field_grades', {}),
};
const FIELDS = Object.keys(NAMES) as (keyof CoveredState)[];

/** The problem named when the head's MAC does not check over the stored head and state. */
export const SEAL_FAILS = ref('main_state_seal_fails', {});

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

interface Row {
  status: string;
  ended_at: string | null;
  active_ms: number;
  abandoned_count: number;
  step_used_ms: number;
  step_started_wall: number | null;
  finished_at: string | null;
  closed: number;
  summary_json: string | null;
  assessor: string | null;
  grades_json: string | null;
  graded_at: string | null;
}

/** The attempt's covered state as stored now, or null when there is no such attempt. */
export function coveredState(db: DatabaseSync, attemptId: string): CoveredState | null {
  const r = db
    .prepare(
      `SELECT a.status, a.ended_at, a.active_ms, a.abandoned_count, a.step_used_ms, a.step_started_wall,
         s.finished_at, s.closed, s.summary_json, g.assessor, g.grades_json, g.graded_at
       FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id
       LEFT JOIN practical_grades g ON g.session_id = a.session_id WHERE a.session_id = ?`,
    )
    .get(attemptId) as Row | undefined;
  if (!r) return null;
  return {
    status: r.status,
    endedAt: r.ended_at,
    activeMs: r.active_ms,
    abandonments: r.abandoned_count,
    stepUsedMs: r.step_used_ms,
    stepStartedWall: r.step_started_wall,
    finishedAt: r.finished_at,
    closed: r.closed,
    summary: r.summary_json === null ? null : digest(r.summary_json),
    grades: r.grades_json === null ? null : digest(JSON.stringify([r.assessor, r.grades_json, r.graded_at])),
  };
}

/** The text that is stored and MAC'd: the fields in a fixed order. */
export function stateText(state: CoveredState): string {
  return JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, state[f]])));
}

export function coveredStateText(db: DatabaseSync, attemptId: string): string {
  const state = coveredState(db, attemptId);
  if (!state) throw new Error(`there is no assessment attempt ${attemptId} to seal`);
  return stateText(state);
}

function parseState(text: string): CoveredState | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    return FIELDS.every((f) => f in parsed) ? (parsed as CoveredState) : null;
  } catch {
    return null;
  }
}

/** What the app's restart after a crash does to a running attempt (step-clock.ts abandonCutShort), or null. */
export function afterRecovery(sealed: CoveredState, recoveredAt: number): CoveredState | null {
  if (sealed.status !== 'running') return null;
  return {
    ...sealed,
    status: 'abandoned',
    abandonments: sealed.abandonments + 1,
    stepUsedMs: usedAfterCrash(sealed.stepUsedMs, sealed.stepStartedWall, recoveredAt),
  };
}

function shown(field: keyof CoveredState, value: unknown): Phrase {
  if (value === null) return ref('main_state_value_none', {});
  if (field === 'summary' || field === 'grades') return ref('main_state_value_other', {});
  if (field === 'stepStartedWall' && typeof value === 'number') return new Date(value).toISOString();
  if (field === 'status' && typeof value === 'string') return statusWord(value);
  return String(value);
}

/** One changed field in words (grades are plural: "were"). */
function fieldChange(field: keyof CoveredState, expected: unknown, live: unknown): MessageRef {
  const plural = field === 'grades';
  const name = NAMES[field];
  if (expected === null)
    return ref(plural ? 'main_state_were_added' : 'main_state_was_added', { field: name });
  if (live === null)
    return ref(plural ? 'main_state_were_removed' : 'main_state_was_removed', { field: name });
  if (field === 'summary' || field === 'grades')
    return ref(plural ? 'main_state_were_changed' : 'main_state_was_changed', { field: name });
  return ref('main_state_changed_from', {
    field: name,
    sealed: shown(field, expected),
    now: shown(field, live),
  });
}

/** "a; b; c" as one message (a full-width semicolon in Chinese). */
export function problemList(problems: readonly MessageRef[]): MessageRef | null {
  return problems.reduceRight<MessageRef | null>(
    (rest, first) => (rest === null ? first : ref('main_join_semicolon', { first, rest })),
    null,
  );
}

/**
 * Null when the stored state is the sealed one (after the crash recovery recorded, if any); otherwise every field
 * that differs, named with what was sealed and what is stored now. `sealedText` must already be authenticated.
 */
export function stateProblem(
  sealedText: string,
  live: CoveredState | null,
  recoveredAt: number | null,
): MessageRef | null {
  const sealed = parseState(sealedText);
  if (!sealed) return ref('main_state_unreadable', {});
  if (!live) return ref('main_state_row_removed', {});
  const expected = recoveredAt === null ? sealed : afterRecovery(sealed, recoveredAt);
  if (!expected) return ref('main_state_recovery_not_running', { status: statusWord(sealed.status) });
  return problemList(
    FIELDS.filter((f) => expected[f] !== live[f]).map((f) => fieldChange(f, expected[f], live[f])),
  );
}
