// An assignment is done on every station (issue 22): done when a session of its set was finished after it was
// assigned (the rule of progress-queries.ts), counted over the room's history of that trainee, whichever station
// recorded the session. Each pull notes the assignments the room says are done; a station offline counts what it
// last knew and its own sessions.
import type { DatabaseSync } from 'node:sqlite';
import { hasRoomTables, setRoomState } from './outbox.ts';

const PREFIX = 'assignment-done:';

/** For latestAssignments's select (`a` an assignment's row): a finished session of the set, by any of its ids. */
export const DONE_IN_ROOM = `EXISTS (SELECT 1 FROM room.sessions s
    JOIN room.session_ends e ON e.session_id = s.id AND e.event = 'finished'
    WHERE s.drill_set_id = a.drill_set_id AND s.started_at >= a.assigned_at
      AND (s.trainee_id = a.trainee_id
        OR s.trainee_id IN (SELECT x.alias_id FROM room.trainee_aliases x WHERE x.trainee_id = a.trainee_id)))`;

/** Notes that the room counts this assignment done (once done, it stays done: history is never removed). */
export function noteDoneInRoom(db: DatabaseSync, assignmentId: string): void {
  setRoomState(db, PREFIX + assignmentId, '1');
}

/** The assignments the room counted done at the last pull (none on a PC that was never in a room). */
export function doneInRoom(db: DatabaseSync): Set<string> {
  if (!hasRoomTables(db)) return new Set();
  const rows = db
    .prepare(`SELECT substr(key, ?) AS id FROM room_state WHERE key LIKE ?`)
    .all(PREFIX.length + 1, `${PREFIX}%`) as { id: string }[];
  return new Set(rows.map((r) => r.id));
}
