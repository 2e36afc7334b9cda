// A save that another trainer's save overtook (issue 22): two trainers edited the same set (or house profile) on two
// stations; the later save reached the room second and became the newest revision, after theirs, never over it. This
// is only known when the save is pushed (stations are offline-first), so it is kept here, per document, for the editor
// to say when the document is open or next opened (document-note.ts), until a later save of it reaches the room in
// step. Whose save it was and when are read from the room's row, checked like every row the room gives.
import type { DatabaseSync } from 'node:sqlite';
import type { ClientBase } from 'pg';
import { z } from 'zod';
import type { DocumentKind } from './documents.ts';
import { roomState, setRoomState } from './outbox.ts';
import { roomText } from './progress-read.ts';

export interface DocumentConflict {
  /** This PC's save, as the room numbered it. */
  readonly revision: number;
  /** The other trainer's save this one came after. */
  readonly theirRevision: number;
  readonly theirStation: string;
  readonly theirSavedAt: string;
}

const key = (kind: DocumentKind, id: string) => `conflict:${kind}:${id}`;

const theirRow = z.object({ revision: z.number().int().min(1), saved_by: z.string(), saved_at: z.date() });

const stored = z.object({
  revision: z.number().int().min(1),
  theirRevision: z.number().int().min(1),
  theirStation: z.string().max(200),
  theirSavedAt: z.string().max(40),
});

/** The revision before `revision` (the save this PC's came after), or a conflict naming no station if unreadable. */
export async function theirSave(
  client: ClientBase,
  kind: DocumentKind,
  id: string,
  revision: number,
): Promise<DocumentConflict> {
  const rows = await client.query(
    `SELECT revision, saved_by, saved_at FROM room.documents WHERE kind = $1 AND id = $2 AND revision < $3
     ORDER BY revision DESC LIMIT 1`,
    [kind, id, revision],
  );
  const row = theirRow.safeParse(rows.rows[0]);
  if (!row.success)
    return { revision, theirRevision: revision - 1, theirStation: 'another station', theirSavedAt: '' };
  return {
    revision,
    theirRevision: row.data.revision,
    theirStation: roomText(row.data.saved_by, 'another station'),
    theirSavedAt: row.data.saved_at.toISOString(),
  };
}

/** Keeps the document's conflict for its editor, or clears it (a save that reached the room in step). */
export function recordConflict(
  db: DatabaseSync,
  kind: DocumentKind,
  id: string,
  conflict: DocumentConflict | null,
): void {
  if (conflict === null && roomState(db, key(kind, id)) === null) return;
  setRoomState(db, key(kind, id), JSON.stringify(conflict));
}

/** The document's last save that another trainer's overtook, if its newest save here is that one. */
export function documentConflict(db: DatabaseSync, kind: DocumentKind, id: string): DocumentConflict | null {
  const raw = roomState(db, key(kind, id));
  if (raw === null) return null;
  try {
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
