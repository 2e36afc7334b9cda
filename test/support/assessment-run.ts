// One whole assessment attempt through the real backend, with hand-moved clocks: the trainer sets the passcode and
// starts it, the candidate answers (right from the keys dealt by the same seed, wrong or timed out where asked), the
// assessor grades the practical part. Shared by the report tests, the bench and `npm run sample-report`.
import { createBackend, type Backend } from '../../electron/backend.ts';
import {
  type AssessmentRecord,
  type Channel,
  type RequestOf,
  type ResponseOf,
  type Result,
  checkResponse,
} from '../../contract/index.ts';
import type { CountersignInput, PracticalInput } from '../../core/assessment/practical.ts';
import { startSession } from '../../core/drills/session.ts';
import { parseDrillSet } from '../../core/drills/spec.ts';
import type { AnswerForm, Response } from '../../core/drills/types.ts';
import { signingKey } from '../../electron/features/assessment/reports.ts';
import type { SigningKey } from '../../node-shared/reports/signing-key.ts';
import { anyResponse, FakeDialogs } from './doubles.ts';

export interface AttemptPlan {
  readonly dataDir: string;
  readonly appRoot: string;
  readonly drillSetId: string;
  readonly seed: string;
  readonly candidate: { readonly name: string; readonly staffNumber: string };
  readonly assessor: string;
  /** 0-based step numbers answered wrongly, and those left to time out. */
  readonly wrong?: readonly number[];
  readonly timeOut?: readonly number[];
  readonly practical?: PracticalInput;
  /** A second assessor's countersign of the practical grades. */
  readonly countersign?: CountersignInput;
  readonly startedAt?: string;
}

export interface AttemptRun {
  readonly backend: Backend;
  readonly dialogs: FakeDialogs;
  readonly record: AssessmentRecord;
  readonly key: SigningKey;
  call<C extends Channel>(channel: C, request?: RequestOf<C>): Promise<ResponseOf<C>>;
}

/** A wrong answer of the right type, unlike the key's. */
function wrongAnswer(expected: Response, form: AnswerForm): Response {
  switch (expected.type) {
    case 'draw':
      return { type: 'draw', draw: !expected.draw };
    case 'amount':
      return { type: 'amount', amount: expected.amount + 500 };
    case 'result':
      return { type: 'result', winner: expected.winner === 'banker' ? 'player' : 'banker' };
    case 'points':
      return { ...expected, player: (expected.player + 1) % 10 };
    default:
      return anyResponse(form);
  }
}

export async function runAttempt(plan: AttemptPlan): Promise<AttemptRun> {
  let mono = 0;
  let wall = Date.parse(plan.startedAt ?? '2026-06-15T09:30:00.000Z');
  const dialogs = new FakeDialogs();
  let ids = 0;
  const backend = createBackend({
    dataDir: plan.dataDir,
    appRoot: plan.appRoot,
    dialogs,
    isTrustedSender: () => true,
    version: 'sample',
    platform: 'linux',
    now: () => new Date(wall),
    monotonicMs: () => mono,
    newId: () => `attempt-${String(++ids).padStart(4, '0')}`,
    randomSeed: () => plan.seed,
    log: () => {},
    assumeSetUp: true,
  });
  const call = async <C extends Channel>(channel: C, request?: RequestOf<C>): Promise<ResponseOf<C>> => {
    const r = (await backend.registry.invoke(channel, request, 'app://trainer/index.html')) as Result<
      ResponseOf<C>
    >;
    if (!r.ok) throw new Error(`${channel}: ${r.error}`);
    const drift = checkResponse(channel, r.value);
    if (drift) throw new Error(drift);
    return r.value;
  };
  const passcode = 'sample-passcode';
  await call('trainer.setPasscode', { passcode });
  const set = parseDrillSet(await call('drillSets.get', { id: plan.drillSetId }));
  if (!set.ok) throw new Error(set.error);
  const dealt = startSession(set.value, plan.seed);
  if (!dealt.ok) throw new Error(dealt.error);
  let view = await call('assessment.start', {
    drillSetId: plan.drillSetId,
    candidate: plan.candidate,
    assessor: plan.assessor,
  });
  let step = 0;
  while (view.prompt) {
    const p = view.prompt;
    const key = dealt.state.items[p.index]?.steps[p.step]?.key;
    if (!key) throw new Error(`no key for ${p.itemId}/${p.step}`);
    await call('assessment.shown', { attemptId: view.attemptId, itemId: p.itemId, step: p.step });
    if (plan.timeOut?.includes(step) && p.timeLimitMs !== null) {
      mono += p.timeLimitMs + 250;
      wall += p.timeLimitMs + 250;
      view = await call('assessment.view', { attemptId: view.attemptId });
      step += view.timedOut;
      continue;
    }
    const ms = 900 + ((step * 377) % 2100);
    mono += ms;
    wall += ms;
    const response = plan.wrong?.includes(step) ? wrongAnswer(key.expected, p.form) : key.expected;
    view = await call('assessment.answer', {
      attemptId: view.attemptId,
      itemId: p.itemId,
      step: p.step,
      response,
    });
    step++;
  }
  await call('trainer.unlock', { passcode });
  if (plan.practical)
    await call('assessment.gradePractical', { attemptId: view.attemptId, grades: plan.practical });
  if (plan.countersign)
    await call('assessment.countersignPractical', {
      attemptId: view.attemptId,
      countersign: plan.countersign,
    });
  const record = await call('assessment.record', { attemptId: view.attemptId });
  const key = signingKey(backend.context);
  if (!key.ok) throw new Error(key.error);
  return { backend, dialogs, record, key: key.value, call };
}
