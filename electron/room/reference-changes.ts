// Whether what a station pulls from the room (pull.ts) changed since its last pull (issue 22): one cheap query before
// the pull, so a sync that brings nothing new reads no trainee, set, profile, assignment or key. The room notes every
// transaction that changed any of it (room migration 10, room-schema-reference-changes.ts); a station keeps, per room,
// PostgreSQL's snapshot from just before its last pull: a change that snapshot could see was committed, so it was
// pulled; any other (one still running then, or later) is new to it, so one that commits late is never missed, and a
// long transaction elsewhere on the server makes no station pull again and again.
import type { ClientBase } from 'pg';

/** What a station knew at its last pull: the room (made again: pull afresh) and the snapshot taken just before it. */
export interface ReferenceSeen {
  readonly room: string;
  readonly snapshot: string;
}

export interface ReferenceCheck {
  /** Pull now: something changed, or this is the first pull of this room in this run. */
  readonly changed: boolean;
  /** What to keep once the pull is done (not before: a pull that fails is made again at the next sync). */
  readonly seen: ReferenceSeen;
}

export async function referenceChanged(
  client: ClientBase,
  last: ReferenceSeen | null,
): Promise<ReferenceCheck> {
  const row = await client.query<{ room: string | null; snapshot: string; changed: boolean }>(
    `SELECT (SELECT value FROM room.meta WHERE key = 'room_id') AS room, pg_current_snapshot()::text AS snapshot,
       $1::pg_snapshot IS NULL OR EXISTS (SELECT 1 FROM room.reference_changes
         WHERE changed_by >= pg_snapshot_xmin($1::pg_snapshot)
           AND NOT pg_visible_in_snapshot(changed_by, $1::pg_snapshot)) AS changed`,
    [last?.snapshot ?? null],
  );
  const now = row.rows[0];
  const room = now?.room ?? '';
  const seen = { room, snapshot: now?.snapshot ?? '' };
  const changed = !last || last.room !== room || now?.changed !== false;
  return { changed, seen };
}
