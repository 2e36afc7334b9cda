// The work the dealing thread does: generate a session's items (start), rebuild a session from its responses
// (replay), deal a replay of a session's mistakes (start-replay), or check that a set can be dealt at all (import).
// Plain data in and out, so it crosses threads; run inline too, where no worker can be started.
import { generateItems, type OnDealt } from '../../core/drills/generate.ts';
import type { HistoryEntry } from '../../core/drills/mastery.ts';
import { replaySet } from '../../core/drills/replay.ts';
import { replay, startSession, type SessionResult } from '../../core/drills/session.ts';
import type { DrillSet } from '../../core/drills/spec.ts';
import type { Response } from '../../core/drills/types.ts';
import type { Seeding } from '../../core/rng.ts';
import type { PackedItems } from './packed-items.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';

export type DealJob =
  | { readonly type: 'check'; readonly set: DrillSet }
  | {
      readonly type: 'start';
      readonly set: DrillSet;
      readonly seed: string;
      readonly history: readonly HistoryEntry[];
    }
  | {
      readonly type: 'replay';
      readonly set: DrillSet;
      readonly seed: string;
      /** How the stored session's seed became its items (core/rng.ts SEEDINGS). */
      readonly seeding: Seeding;
      readonly responses: readonly { response: Response; responseMs: number }[];
      readonly history: readonly HistoryEntry[];
    }
  | {
      /** A session of the mistakes of `of` (rebuilt here from its responses): the replay set is probed and dealt. */
      readonly type: 'start-replay';
      readonly of: ReplayJob;
      readonly seed: string;
      readonly history: readonly HistoryEntry[];
    };

/** A start-replay's error when the session has nothing answered wrongly. */
/** The English of err_engine_no_mistakes, which sessions.ts tells apart from other failures to deal a replay. */
export const NO_MISTAKES = 'it has no mistakes to replay';

export type ReplayJob = Extract<DealJob, { type: 'replay' }>;

/**
 * How far the dealing thread is with its job, for the screen (anything over 200 ms shows it): the items dealt of the
 * set's total (`dealing`: a new session; `rebuilding`: a stored one from its seed; `checking`: an import's trial deal).
 */
export interface DealProgress {
  readonly stage: 'checking' | 'dealing' | 'rebuilding';
  readonly done: number;
  readonly total: number;
}

export type OnProgress = (progress: DealProgress) => void;

// The messages between the main process and the dealing thread (electron/engine/deal-worker.ts).
/** How often at most the thread says how far it is: often enough for a moving bar, rarely enough to cost nothing. */
export const PROGRESS_EVERY_MS = 50;

/** A job, or the word to stop: the thread then closes its port and ends by itself (never terminated mid-compile). */
export type ToDealer = { id: number; job: DealJob } | { close: true };
/**
 * To the main process: how far a job is, or its result. A dealt session comes without its items, which come packed
 * (electron/engine/packed-items.ts), and without the history the main process sent.
 */
export type FromDealer =
  { id: number; progress: DealProgress } | { id: number; result: DealResult; packed?: PackedItems };

/** A check answers only whether the set deals (its items stay on the thread); start and replay answer the state. */
export type DealResult = SessionResult | { ok: true; state: null };

export function runDealJob(job: DealJob, onProgress: OnProgress = () => {}): DealResult {
  const reporting =
    (stage: DealProgress['stage']): OnDealt =>
    (done, total) =>
      onProgress({ stage, done, total });
  switch (job.type) {
    case 'check': {
      const generated = generateItems(job.set, 'import-check', undefined, reporting('checking'));
      return generated.ok ? { ok: true, state: null } : generated;
    }
    case 'start':
      return startSession(job.set, job.seed, { history: job.history, onDealt: reporting('dealing') });
    case 'replay':
      return replay(job.set, job.seed, job.responses, {
        history: job.history,
        seeding: job.seeding,
        onDealt: reporting('rebuilding'),
      });
    case 'start-replay': {
      const of = runDealJob(job.of, onProgress);
      if (!of.ok || of.state === null) return of.ok ? failure(ref('err_engine_not_rebuilt', {})) : of;
      const set = replaySet(of.state);
      if (!set) return failure(ref('err_engine_no_mistakes', {}));
      return startSession(set, job.seed, { history: job.history, onDealt: reporting('dealing') });
    }
  }
}
