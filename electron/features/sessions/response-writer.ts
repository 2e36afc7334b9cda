// The one way a response is stored, for a practice session and an assessment attempt alike: its row is built from the
// session's state, and a sealed attempt's key and mark are withheld until it ends (issue 20, guarantee 1) and its
// answer chained (guarantee 2). A practice session has no seal, so its row carries its mark and key at once.
import type { DatabaseSync } from 'node:sqlite';
import type { SessionState } from '../../../core/drills/session.ts';
import { feedbackJson, sealingFor, WITHHELD_FEEDBACK } from '../../integrity/attempt-seal.ts';
import { appendLink } from '../../integrity/response-chain.ts';
import { storeItemsDone } from '../assessment/attempt-sealing.ts';
import { sessionFacts } from './live-sessions.ts';

/** Stores the state's answer number `seq` (inside the caller's transaction). */
export function insertResponse(
  db: DatabaseSync,
  sessionId: string,
  seq: number,
  next: SessionState,
  responseMs: number,
  timedOut: boolean,
  at: string,
): void {
  const a = next.answers[seq];
  if (!a) throw new Error(`no answer ${seq} to store`);
  const key = next.items[a.item]?.steps[a.step]?.key;
  // Only an attempt has a seal: a practice answer does not look for one (the session's facts are known in memory).
  const sealed = sessionFacts(db, sessionId)?.attempt ? sealingFor(db, sessionId) : null;
  db.prepare(
    `INSERT INTO responses
       (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit, feedback_json, answered_at, timed_out)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sessionId,
    seq,
    a.itemId,
    a.step,
    a.kind,
    JSON.stringify(a.response),
    responseMs,
    sealed ? 0 : a.mark.correct ? 1 : 0,
    sealed ? 0 : a.mark.credit,
    sealed ? WITHHELD_FEEDBACK : feedbackJson(a, key),
    at,
    timedOut ? 1 : 0,
  );
  if (sealed) {
    appendLink(db, sessionId, seq, sealed);
    storeItemsDone(db, sessionId, next.item);
  }
}
