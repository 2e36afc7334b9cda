// The work the dealing thread does: generate a session's items (start), rebuild a session from its responses
// (replay), or check that a set can be dealt at all (import). Plain data in and out, so it crosses threads; run
// inline too, where no worker can be started.
import { generateItems } from '../../core/drills/generate.ts';
import type { HistoryEntry } from '../../core/drills/mastery.ts';
import { replay, startSession, type SessionResult } from '../../core/drills/session.ts';
import type { DrillSet } from '../../core/drills/spec.ts';
import type { Response } from '../../core/drills/types.ts';
import type { Seeding } from '../../core/rng.ts';

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
    };

/** A check answers only whether the set deals (its items stay on the thread); start and replay answer the state. */
export type DealResult = SessionResult | { ok: true; state: null };

export function runDealJob(job: DealJob): DealResult {
  switch (job.type) {
    case 'check': {
      const generated = generateItems(job.set, 'import-check');
      return generated.ok ? { ok: true, state: null } : generated;
    }
    case 'start':
      return startSession(job.set, job.seed, { history: job.history });
    case 'replay':
      return replay(job.set, job.seed, job.responses, { history: job.history, seeding: job.seeding });
  }
}
