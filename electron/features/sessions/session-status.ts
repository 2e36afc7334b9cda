// A session's status, derived one way from its row's columns: `closed` (set by sessions.close or the trainer closing
// an attempt), `finished_at` (set when the last step is answered, or on closing) and `mode`. Every reader asks here,
// in TypeScript or (for a query) in SQL, so the two cannot drift.
import type { SessionRow } from './session-row.ts';

export type SessionStatus = 'open' | 'finished' | 'closed';

type StatusColumns = Pick<SessionRow, 'finished_at' | 'closed'>;

export function sessionStatus(row: StatusColumns): SessionStatus {
  if (row.closed === 1) return 'closed';
  return row.finished_at !== null ? 'finished' : 'open';
}

/** Still running: neither finished nor closed, so it can be answered, resumed or closed. */
export function isOpen(row: StatusColumns): boolean {
  return sessionStatus(row) === 'open';
}

/** An assessment still running: its marks and keys stay in main until it ends (session-visibility.ts). */
export function isRunningAssessment(row: StatusColumns & Pick<SessionRow, 'mode'>): boolean {
  return row.mode === 'assessment' && isOpen(row);
}

/** isOpen in SQL, for the sessions table under `alias` ('' for none). */
export function openSql(alias = ''): string {
  const p = alias === '' ? '' : `${alias}.`;
  return `(${p}finished_at IS NULL AND ${p}closed = 0)`;
}

/** isRunningAssessment in SQL, for the sessions table under `alias` ('' for none). */
export function runningAssessmentSql(alias = ''): string {
  const p = alias === '' ? '' : `${alias}.`;
  return `(${p}mode = 'assessment' AND ${openSql(alias)})`;
}
