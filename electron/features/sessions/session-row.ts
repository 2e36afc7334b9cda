// A session's row in the sessions table, practice or assessment: what every part of the lifecycle reads.
import type { DatabaseSync } from 'node:sqlite';

export interface SessionRow {
  id: string;
  trainee_id: string;
  drill_set_id: string | null;
  title: string;
  mode: 'practice' | 'assessment';
  spec_json: string;
  seed: string;
  /** core/rng.ts SEEDINGS: 1 for sessions stored before seeding 2 (storage migration 2). */
  seeding: number;
  total: number;
  started_at: string;
  finished_at: string | null;
  closed: number;
  summary_json: string | null;
  /** Items completely answered (migration 2); null in rows written before it. */
  answered: number | null;
  /** The revision of the trainer's set it was dealt from (issue 12); null: built in, adaptive or older. */
  set_revision?: number | null;
}

export function sessionRow(db: DatabaseSync, id: string): SessionRow | null {
  return (db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined) ?? null;
}
