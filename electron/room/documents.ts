// Drill sets saved in the trainer studio go to the room when this PC is in it with the trainer's role (issue 22).
// Each set remembers the room revision it was last in step with; a save made from an older revision than the room's
// latest (another trainer saved the same set meanwhile) still becomes the newest revision, never an overwrite, and
// the Training room tab says so. Nothing here runs with the station's role (it may not edit reference data).
import type { DatabaseSync } from 'node:sqlite';
import type { ClientBase } from 'pg';
import { roomState, setRoomState } from './outbox.ts';

/** Where a set stands with the room: the local revision last sent or taken, and its revision in the room. */
export interface SetSync {
  readonly localRevision: number;
  readonly roomRevision: number;
}

const key = (id: string) => `set:${id}`;

export function setSync(db: DatabaseSync, id: string): SetSync | null {
  const raw = roomState(db, key(id));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SetSync;
    return Number.isInteger(parsed.localRevision) && Number.isInteger(parsed.roomRevision) ? parsed : null;
  } catch {
    return null;
  }
}

export function recordSetSync(db: DatabaseSync, id: string, value: SetSync): void {
  setRoomState(db, key(id), JSON.stringify(value));
}

/** Sends every set saved here since it was last in step with the room; returns what the trainer should be told. */
export async function pushDrillSets(
  client: ClientBase,
  db: DatabaseSync,
  savedBy: string,
): Promise<string[]> {
  const notices: string[] = [];
  const sets = db.prepare('SELECT id, title, json, revision FROM drill_sets ORDER BY id').all() as {
    id: string;
    title: string;
    json: string;
    revision: number;
  }[];
  for (const set of sets) {
    const state = setSync(db, set.id);
    if (state && state.localRevision >= set.revision) continue;
    let body: unknown;
    try {
      body = JSON.parse(set.json);
    } catch {
      notices.push(`“${set.title}” was not sent to the room: it is not readable on this PC.`);
      continue;
    }
    const saved = await client.query<{ revision: number; stale: boolean }>(
      `SELECT revision, stale FROM room.save_document('drill_set', $1, $2, $3, $4::jsonb, $5)`,
      [set.id, state?.roomRevision ?? null, set.title, JSON.stringify(body), savedBy],
    );
    const row = saved.rows[0];
    if (!row) continue;
    recordSetSync(db, set.id, { localRevision: set.revision, roomRevision: row.revision });
    if (row.stale) {
      notices.push(
        `“${set.title}” was saved in the room by another trainer while you edited it here: your save is kept as revision ${row.revision}, after theirs (theirs is revision ${row.revision - 1}; nothing was overwritten).`,
      );
    }
  }
  return notices;
}
