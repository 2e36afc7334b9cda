// An attempt's record (core/assessment/record.ts), rebuilt from its stored rows and seed for the trainer: the record
// screen, its replay, the candidate's history and an export. Nothing is built from answers that do not check.
import { failure, failurePhrase } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import { pushWord } from '../../../core/push-word.ts';
import type { DatabaseSync } from 'node:sqlite';
import { practicalOutcome, type PracticalGrades } from '../../../core/assessment/practical.ts';
import {
  knowledgeResult,
  overallResult,
  RECORD_FORMAT,
  RECORD_VERSION,
  responseText,
  cardsInWords,
  type AssessmentRecord,
  type ResponseLine,
} from '../../../core/assessment/record.ts';
import { redLinesCrossed } from '../../../core/assessment/red-lines.ts';
import { summarise, type SessionState } from '../../../core/drills/session.ts';
import { parseDrillSet } from '../../../core/drills/spec.ts';
import type { Response } from '../../../core/drills/types.ts';
import type { TableProfile } from '../../../core/profiles.ts';
import type { AttemptListItem, ReplayStep, TrainerRequest } from '../../../contract/assessment.ts';
import type { Result } from '../../../contract/index.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { sessionRow } from '../sessions/session-row.ts';
import { traineeHistory } from '../sessions/session-history.ts';
import { liveRun } from '../sessions/live-sessions.ts';
import { elapsedRun } from './attempt-clock.ts';
import { attemptDamaged, load, policyOf } from './attempt-store.ts';
import { withTrainerAttempt } from './attempt-turns.ts';
import { parseStored } from '../../storage/stored-json.ts';
import type { DealJob } from '../../engine/deal-jobs.ts';
import { SEEDINGS } from '../../../core/rng.ts';
import { requireTrainer } from '../trainer/trainer.ts';
import { subjectOf } from '../../../node-shared/reports/signed-report.ts';
import { attemptSeed } from '../../integrity/attempt-seal.ts';
import { checkAttemptSeal, checkBeforeReplay, OLDER_SEAL, TAMPERED } from '../../integrity/attempt-check.ts';
import { tamperedListItem } from './attempt-sealing.ts';

/** Every step's line of the record, from the state and the stored timed-out flags. */
export function responseLines(
  db: DatabaseSync,
  state: SessionState,
  sessionId: string,
  symbol: string,
): ResponseLine[] {
  const flags = db
    .prepare('SELECT timed_out FROM responses WHERE session_id = ? ORDER BY seq')
    .all(sessionId) as { timed_out: number }[];
  return state.answers.map((a, i): ResponseLine => {
    const s = state.items[a.item]?.steps[a.step];
    if (!s) throw new Error(`no step ${a.itemId}/${a.step}`);
    const timedOut = flags[i]?.timed_out === 1;
    return {
      seq: i + 1,
      item: a.item + 1,
      itemId: a.itemId,
      step: a.step + 1,
      kind: a.kind,
      question: s.prompt.question,
      cards: cardsInWords(s.prompt.scene),
      answer: timedOut ? '' : responseText(a.response, symbol, s.prompt, pushWord(s.key)),
      correctAnswer: s.key.answerText,
      correct: a.mark.correct,
      timedOut,
      responseMs: a.responseMs,
      timeLimitMs: s.prompt.timeLimitMs,
      redLines: redLinesCrossed({
        kind: a.kind,
        response: a.response,
        correct: a.mark.correct,
        timedOut,
        key: s.key,
      }),
      errors: a.mark.errors,
      rule: s.key.rule,
    };
  });
}

export function buildRecord(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  attemptState: SessionState,
): Result<AssessmentRecord> {
  const l = load(db, attemptId, attemptState);
  if (!l.ok) return l;
  const { row, session, state } = l.value;
  // Nothing is built from answers that do not check (issue 20, guarantee 2): so nothing tampered is signed.
  const sealed = checkAttemptSeal(ctx, db, attemptId, session.seed);
  if (!sealed.ok) return sealed;
  const trainee = db.prepare('SELECT id, name, identifier FROM trainees WHERE id = ?').get(row.trainee_id) as
    { id: string; name: string; identifier: string } | undefined;
  const storedProfile = parseStored<TableProfile>(row.profile_json, 'its table profile');
  if (!storedProfile.ok) return attemptDamaged(attemptId, storedProfile);
  const profile = storedProfile.value;
  const storedPolicy = policyOf(row);
  if (!storedPolicy.ok) return storedPolicy;
  const policy = storedPolicy.value;
  const lines = responseLines(db, state, attemptId, profile.currency.symbol);
  const knowledge = knowledgeResult({
    summary: summarise(state),
    overallPassMark: state.set.passMarks.overall,
    lines,
    policy,
  });
  const gradesRow = db
    .prepare('SELECT grades_json FROM practical_grades WHERE session_id = ?')
    .get(attemptId) as { grades_json: string } | undefined;
  const storedGrades = gradesRow
    ? parseStored<PracticalGrades>(gradesRow.grades_json, 'its practical grades')
    : null;
  if (storedGrades && !storedGrades.ok) return attemptDamaged(attemptId, storedGrades);
  const grades = storedGrades ? storedGrades.value : null;
  const outcome = grades ? practicalOutcome(grades) : null;
  const practical = policy.practical
    ? { areas: policy.practical.areas, grades, passed: outcome && outcome === 'pass', outcome }
    : null;
  const live = liveRun(db, attemptId);
  const durationMs =
    live && row.status === 'running' ? live.activeAtRunStart + elapsedRun(ctx, live) : row.active_ms;
  return {
    ok: true,
    value: {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      attemptId,
      candidate: {
        id: trainee?.id ?? row.trainee_id,
        name: trainee?.name ?? '',
        staffNumber: trainee?.identifier ?? '',
      },
      assessor: row.assessor,
      set: {
        id: row.drill_set_id,
        title: session.title,
        version: row.set_version,
        ...(session.set_revision ? { revision: session.set_revision } : {}),
      },
      attempt: { number: row.attempt, allowed: policy.attempts, waitMinutes: policy.waitMinutes },
      house: { profileId: profile.id, name: profile.name, currency: profile.currency.symbol },
      profile,
      seed: state.seed,
      seeding: session.seeding,
      status: row.status,
      startedAt: session.started_at,
      endedAt: row.ended_at,
      durationMs: Math.round(durationMs),
      abandonments: row.abandoned_count,
      knowledge,
      practical,
      result: overallResult(row.status, knowledge, practical),
      responses: lines,
      appVersion: ctx.app.version,
      ...(sealed.value === 'answers' ? { seal: OLDER_SEAL } : {}),
    },
  };
}

export async function attemptRecord(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.record'>,
): Promise<Result<AssessmentRecord>> {
  return recordForExport(ctx, request.attemptId);
}

/** Trainer: every step dealt again from the attempt's seed with its own seeding, beside the recorded response. */
export async function replayAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.replay'>,
): Promise<Result<ReplayStep[]>> {
  const record = await recordForExport(ctx, request.attemptId);
  if (!record.ok) return record;
  const job = withDb(ctx, (db): Result<Extract<DealJob, { type: 'replay' }>> => {
    const session = sessionRow(db, request.attemptId);
    if (!session) return failure(ref('main_no_attempt', { id: request.attemptId }));
    const spec = parseStored(session.spec_json, 'its drill set');
    if (!spec.ok) return attemptDamaged(request.attemptId, spec);
    const set = parseDrillSet(spec.value);
    if (!set.ok) return set;
    const seeding = SEEDINGS.find((k) => k === session.seeding);
    if (seeding === undefined)
      return failure(ref('err_attempt_unknown_seeding', { seeding: session.seeding }));
    const seed = attemptSeed(ctx, db, request.attemptId, session.seed);
    if (!seed.ok) return seed;
    const stored = db
      .prepare('SELECT response_json, response_ms FROM responses WHERE session_id = ? ORDER BY seq')
      .all(request.attemptId) as { response_json: string; response_ms: number }[];
    const responses: { response: Response; responseMs: number }[] = [];
    for (const [i, r] of stored.entries()) {
      const response = parseStored<Response>(r.response_json, `its answer ${i + 1}`);
      if (!response.ok) return attemptDamaged(request.attemptId, response);
      responses.push({ response: response.value, responseMs: r.response_ms });
    }
    return {
      ok: true,
      value: {
        type: 'replay',
        set: set.value,
        seed: seed.value,
        seeding,
        responses,
        history: traineeHistory(db, session.trainee_id, session.started_at),
      },
    };
  });
  if (!job.ok) return job;
  // Regenerated from the seed alone: the items must be the ones the candidate saw, or the replay says so.
  const replayed = await ctx.dealer.run(job.value);
  if (!replayed.ok) return failure(ref('err_attempt_cannot_replay', { problem: failurePhrase(replayed) }));
  const state = replayed.state;
  const steps: ReplayStep[] = [];
  for (const [i, a] of state.answers.entries()) {
    const s = state.items[a.item]?.steps[a.step];
    const line = record.value.responses[i];
    if (!s || !line) return failure(ref('err_attempt_replay_no_step', { step: i + 1 }));
    steps.push({
      seq: i + 1,
      prompt: { ...s.prompt, index: a.item, total: state.items.length },
      key: s.key,
      line,
    });
  }
  return { ok: true, value: steps };
}

export async function candidateHistory(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.history'>,
): Promise<Result<AttemptListItem[]>> {
  const ids = withDb(ctx, (db): Result<string[]> => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const rows = db
      .prepare(
        `SELECT a.session_id FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id
         WHERE a.trainee_id = ? ORDER BY s.started_at DESC, a.attempt DESC`,
      )
      .all(request.traineeId) as { session_id: string }[];
    return { ok: true, value: rows.map((r) => r.session_id) };
  });
  if (!ids.ok) return ids;
  const out: AttemptListItem[] = [];
  for (const attemptId of ids.value) {
    const r = await recordForExport(ctx, attemptId);
    if (!r.ok && r.error.includes(TAMPERED)) {
      const listed = withDb(ctx, (db) => tamperedListItem(db, attemptId, failurePhrase(r)));
      if (!listed.ok) return listed;
      out.push(listed.value);
      continue;
    }
    if (!r.ok) return r;
    out.push({
      attemptId,
      set: r.value.set.title,
      attempt: r.value.attempt.number,
      status: r.value.status,
      startedAt: r.value.startedAt,
      endedAt: r.value.endedAt,
      result: r.value.result,
      verificationId: subjectOf(r.value).verificationId,
      tampered: null,
    });
  }
  return { ok: true, value: out };
}

/** The record of an attempt, for the trainer (the record screen, the history, an export). */
export async function recordForExport(
  ctx: ServiceContext,
  attemptId: string,
): Promise<Result<AssessmentRecord>> {
  const sealed = withDb(ctx, (db) => checkBeforeReplay(ctx, db, attemptId));
  if (!sealed.ok) return sealed;
  return withTrainerAttempt(ctx, attemptId, false, (db, state) => {
    return buildRecord(ctx, db, attemptId, state);
  });
}
