// Assignments in the room (issue 22): work a trainer assigns on one PC shows on whichever PC the trainee sits at.
// A trainer's PC sends each assignment made, changed (a new due date) or removed here since it was last in step, as
// a new revision in room.assignments (a removal is a revision that says so, so it reaches the stations that took the
// assignment; nobody updates or deletes a revision). Every station takes the latest revision of each, for its own
// trainee of the same person (the room's id, one of its aliases, or its staff number, as pull.ts matches trainees).
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import { describeRefusal, issuesInWords, fingerprint, staleNotice } from './documents.ts';
import { roomState, setRoomState } from './outbox.ts';
import { refusedData } from './push.ts';
import { refusalDetail, refusalWords } from './refusal-words.ts';
import { DONE_IN_ROOM, noteDoneInRoom } from './assignment-done.ts';
import { allRows } from '../../node-shared/storage/rows.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';

interface LocalAssignment {
  readonly id: string;
  readonly trainee_id: string;
  readonly drill_set_id: string;
  readonly title: string;
  readonly assigned_at: string;
  readonly due_on: string | null;
}

/** Where an assignment stands with the room: the local content last sent or taken, its room revision, removed. */
interface AssignmentSync {
  readonly local: string;
  readonly roomRevision: number;
  readonly removed: boolean;
}

const PREFIX = 'assignment:';
const version = (a: LocalAssignment) =>
  fingerprint(JSON.stringify([a.trainee_id, a.drill_set_id, a.title, a.assigned_at, a.due_on]));

function readSync(raw: string | null): AssignmentSync | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<AssignmentSync>;
    return typeof v.local === 'string' && Number.isInteger(v.roomRevision) && typeof v.removed === 'boolean'
      ? (v as AssignmentSync)
      : null;
  } catch {
    return null;
  }
}

const record = (db: DatabaseSync, id: string, value: AssignmentSync) =>
  setRoomState(db, PREFIX + id, JSON.stringify(value));

const localAssignments = (db: DatabaseSync) =>
  allRows<LocalAssignment>(
    db.prepare(
      'SELECT id, trainee_id, drill_set_id, title, assigned_at, due_on FROM assignments ORDER BY id',
    ),
  );

/** The room's trainee for this PC's trainee id (pushed before this runs), or null while it is not there. */
async function roomTrainee(client: ClientBase, localId: string): Promise<string | null> {
  const r = await client.query<{ id: string }>(
    `SELECT id FROM room.trainees WHERE id = $1
     UNION ALL SELECT trainee_id FROM room.trainee_aliases WHERE alias_id = $1 LIMIT 1`,
    [localId],
  );
  return r.rows[0]?.id ?? null;
}

type Saved = { revision: number; stale: boolean } | { refused: MessageRef };

/** A new revision, or the room's reason for refusing it (bad data here must not stop the rest of the push). */
async function save(
  client: ClientBase,
  a: Omit<LocalAssignment, 'trainee_id'> & { trainee_id: string },
  base: number | null,
  removed: boolean,
  savedBy: string,
  log?: (line: string) => void,
): Promise<Saved> {
  try {
    const saved = await client.query<{ revision: number; stale: boolean }>(
      'SELECT revision, stale FROM room.save_assignment($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [a.id, base || null, a.trainee_id, a.drill_set_id, a.title, a.assigned_at, a.due_on, removed, savedBy],
    );
    return saved.rows[0] ?? { refused: ref('main_room_no_revision', {}) };
  } catch (error) {
    if (!refusedData(error)) throw error;
    // The database's own words are a detail for whoever reads the room's log; the trainer reads the kind of refusal.
    log?.(`room refused assignment ${a.id}: ${refusalDetail(error)}`);
    return { refused: refusalWords(error) };
  }
}

/** Sends what was assigned, changed or removed here since last in step; returns what the trainer should be told
 *  (a refusal's database words go to `log`). */
export async function pushAssignments(
  client: ClientBase,
  db: DatabaseSync,
  savedBy: string,
  log?: (line: string) => void,
): Promise<MessageRef[]> {
  const notices: MessageRef[] = [];
  const local = localAssignments(db);
  for (const a of local) {
    const state = readSync(roomState(db, PREFIX + a.id));
    const v = version(a);
    if (state && !state.removed && state.local === v) continue;
    // A trainee the room has not taken yet (or refused): tried again at the next push.
    const trainee = await roomTrainee(client, a.trainee_id);
    if (!trainee) continue;
    const row = await save(
      client,
      { ...a, trainee_id: trainee },
      state?.roomRevision ?? null,
      false,
      savedBy,
      log,
    );
    if ('refused' in row) {
      // Said once and kept here; sent again when it changes.
      notices.push(
        ref('left_room_not_sent_refused', {
          what: ref('left_room_doc_assignment', { title: a.title }),
          why: row.refused,
        }),
      );
      record(db, a.id, { local: v, roomRevision: state?.roomRevision ?? 0, removed: false });
      continue;
    }
    record(db, a.id, { local: v, roomRevision: row.revision, removed: false });
    if (row.stale)
      notices.push(staleNotice(ref('left_room_doc_assignment', { title: a.title }), row.revision));
  }
  const here = new Set(local.map((a) => a.id));
  const known = db.prepare(`SELECT key, value FROM room_state WHERE key LIKE 'assignment:%'`).all() as {
    key: string;
    value: string;
  }[];
  for (const { key, value } of known) {
    const id = key.slice(PREFIX.length);
    const state = readSync(value);
    if (!state || state.removed || here.has(id)) continue;
    // Removed here: a revision that says so, with what the room last had.
    const last = await client.query<Omit<LocalAssignment, 'id'>>(
      `SELECT trainee_id, drill_set_id, title, assigned_at, due_on::text AS due_on FROM room.assignments
       WHERE id = $1 ORDER BY revision DESC LIMIT 1`,
      [id],
    );
    const was = last.rows[0];
    const row = was ? await save(client, { id, ...was }, state.roomRevision, true, savedBy, log) : undefined;
    const revision = row && 'revision' in row ? row.revision : state.roomRevision;
    record(db, id, { local: '', roomRevision: revision, removed: true });
    if (row && 'refused' in row)
      notices.push(
        ref('left_room_not_sent_refused', {
          what: ref('left_room_doc_removal', { title: String(was?.title) }),
          why: row.refused,
        }),
      );
    else if (row?.stale)
      notices.push(
        staleNotice(ref('left_room_doc_removal_assignment', { title: String(was?.title) }), row.revision),
      );
  }
  return notices;
}

/**
 * This PC's trainee for the room's (its id, aliases, staff number, staff number again, id again: the room's own id
 * first), as pull.ts matches trainees.
 */
export const LOCAL_TRAINEE = `SELECT id FROM trainees WHERE id = ? OR id IN (SELECT value FROM json_each(?))
  OR (? IS NOT NULL AND identifier = ?) ORDER BY id = ? DESC LIMIT 1`;

/** This PC's trainee for the room's (its id, one of its aliases, or its staff number), with LOCAL_TRAINEE prepared. */
export function localTrainee(
  query: StatementSync,
  room: { trainee_id: string; aliases: readonly string[]; staff_number: string | null },
): string | undefined {
  const aliases = JSON.stringify(room.aliases);
  const found = query.get(room.trainee_id, aliases, room.staff_number, room.staff_number, room.trainee_id) as
    { id: string } | undefined;
  return found?.id;
}

// The app's own limits (a set's title, an id, a day), tighter than the room's checks.
const roomAssignment = z.object({
  id: z.string().min(1).max(100),
  revision: z.number().int().min(1),
  trainee_id: z.string().min(1).max(100),
  drill_set_id: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  assigned_at: z.date(),
  due_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day (YYYY-MM-DD)')
    .nullable(),
  removed: z.boolean(),
  done: z.boolean(),
  staff_number: z.string().max(100).nullable(),
  aliases: z.array(z.string().max(100)).max(10_000),
});

/** The latest revision of every assignment, with what identifies its trainee on a station. */
export async function latestAssignments(client: ClientBase): Promise<unknown[]> {
  const rows = await client.query(
    `SELECT DISTINCT ON (a.id) a.id, a.revision, a.trainee_id, a.drill_set_id, a.title, a.assigned_at,
       a.due_on::text AS due_on, a.removed, t.staff_number, ${DONE_IN_ROOM} AS done,
       coalesce((SELECT array_agg(x.alias_id) FROM room.trainee_aliases x WHERE x.trainee_id = a.trainee_id),
         '{}') AS aliases
     FROM room.assignments a JOIN room.trainees t ON t.id = a.trainee_id
     ORDER BY a.id, a.revision DESC LIMIT 100000`,
  );
  return rows.rows as unknown[];
}

/** Takes the room's latest revisions (inside pull.ts's transaction, after its trainees). */
export function takeAssignments(
  db: DatabaseSync,
  rows: readonly unknown[],
): { updated: number; refused: Phrase[] } {
  const refused: Phrase[] = [];
  let updated = 0;
  const trainee = db.prepare(LOCAL_TRAINEE);
  const upsert = db.prepare(
    `INSERT INTO assignments (id, trainee_id, drill_set_id, title, assigned_at, due_on) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET trainee_id = excluded.trainee_id, drill_set_id = excluded.drill_set_id,
       title = excluded.title, assigned_at = excluded.assigned_at, due_on = excluded.due_on`,
  );
  const remove = db.prepare('DELETE FROM assignments WHERE id = ?');
  for (const row of rows) {
    const parsed = roomAssignment.safeParse(row);
    if (!parsed.success) {
      const why = issuesInWords(parsed.error);
      refused.push(describeRefusal('assignments', row, why));
      continue;
    }
    const r = parsed.data;
    // Done wherever the session was recorded; noted whatever the revision (done-ness has none).
    if (r.done && !r.removed) noteDoneInRoom(db, r.id);
    if ((readSync(roomState(db, PREFIX + r.id))?.roomRevision ?? 0) >= r.revision) continue;
    if (r.removed) {
      remove.run(r.id);
      record(db, r.id, { local: '', roomRevision: r.revision, removed: true });
      updated++;
      continue;
    }
    const aliases = JSON.stringify(r.aliases);
    const found = trainee.get(r.trainee_id, aliases, r.staff_number, r.staff_number, r.trainee_id) as
      { id: string } | undefined;
    if (!found) {
      refused.push(
        describeRefusal('assignments', row, ref('main_room_assignment_no_trainee', { id: r.trainee_id })),
      );
      continue;
    }
    const a: LocalAssignment = {
      id: r.id,
      trainee_id: found.id,
      drill_set_id: r.drill_set_id,
      title: r.title,
      assigned_at: r.assigned_at.toISOString(),
      due_on: r.due_on,
    };
    upsert.run(a.id, a.trainee_id, a.drill_set_id, a.title, a.assigned_at, a.due_on);
    record(db, a.id, { local: version(a), roomRevision: r.revision, removed: false });
    updated++;
  }
  return { updated, refused };
}
