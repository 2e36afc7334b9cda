// Guarantee 2 (issue 20): what an attempt was, fixed at its start, bound into its chain's MAC. The record is rebuilt
// from the stored set (its items, pass marks), profile and policy, so a pass mark lowered in the stored set, or a
// changed candidate or assessor, would otherwise make a signed record say other than what happened.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** A digest of the attempt's fixed fields (they never change once it has started). */
export function attemptBinding(db: DatabaseSync, attemptId: string): string {
  const row = db
    .prepare(
      `SELECT s.trainee_id, s.drill_set_id, s.title, s.mode, s.spec_json, s.seeding, s.total, s.started_at,
         a.trainee_id AS candidate, a.drill_set_id AS attempt_set, a.set_version, a.attempt, a.assessor,
         a.profile_json, a.policy_json
       FROM sessions s JOIN assessment_attempts a ON a.session_id = s.id WHERE s.id = ?`,
    )
    .get(attemptId) as Record<string, unknown> | undefined;
  return createHash('sha256')
    .update('attempt-binding/v1\n')
    .update(JSON.stringify(row ? Object.entries(row) : null))
    .digest('hex');
}
