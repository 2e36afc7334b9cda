// Trainers' documents (drill sets saved in the studio, house profiles) go to the room when this PC is in it with the
// trainer's role (issue 22). Each document remembers the local version and the room revision it was last in step
// with; a save made from an older revision than the room's latest (another trainer saved the same one meanwhile)
// still becomes the newest revision, never an overwrite; the Training room tab and the editor say so. Nothing here
// runs with the station's role (it may not edit reference data).
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { validateProfile } from '../../core/profiles.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import { recordConflict, theirSave, type DocumentConflict } from './document-conflict.ts';
import { roomState, setRoomState } from './outbox.ts';
import { refusedData } from './push.ts';
import { refusalDetail, refusalWords } from './refusal-words.ts';
import { english, type Phrase } from '../../core/i18n/phrase.ts';
import { issuesPhrase } from '../../core/i18n/zod-words.ts';

export type DocumentKind = 'drill_set' | 'house_profile';

/** Where a document stands with the room: the local version last sent or taken, and its revision in the room. */
export interface DocumentSync {
  readonly local: string;
  readonly roomRevision: number;
  /** Removed from the room (deleted on a trainer's PC, here or on another): its revision says so. */
  readonly removed?: boolean;
}

/** A document as this PC has it: `version` changes with every local save. */
interface LocalDocument {
  readonly id: string;
  readonly title: string;
  readonly version: string;
  /** The body to send, or why it cannot be sent. */
  readonly body: { ok: true; value: unknown } | { ok: false; error: string };
}

/** A row's fingerprint: house profiles have no revision number on the PC, so a change is a change of content. */
export const fingerprint = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 32);

function parsed(json: string): LocalDocument['body'] {
  try {
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch {
    return failure(ref('err_room_unreadable_here', {}));
  }
}

/** A document's id and version on this PC, read without its body (a trainer's PC may have hundreds of sets). */
interface Version {
  readonly id: string;
  readonly version: string;
}

const KINDS: Record<
  DocumentKind,
  {
    key: string;
    versions(db: DatabaseSync): Version[];
    load(db: DatabaseSync, id: string): LocalDocument | null;
  }
> = {
  drill_set: {
    key: 'set',
    versions: (db) =>
      (
        db.prepare('SELECT id, revision FROM drill_sets ORDER BY id').all() as {
          id: string;
          revision: number;
        }[]
      ).map((r) => ({ id: r.id, version: String(r.revision) })),
    load: (db, id) => {
      const r = db.prepare('SELECT id, title, json, revision FROM drill_sets WHERE id = ?').get(id) as
        { id: string; title: string; json: string; revision: number } | undefined;
      return r ? { id: r.id, title: r.title, version: String(r.revision), body: parsed(r.json) } : null;
    },
  },
  house_profile: {
    key: 'profile',
    // A profile has no revision on the PC: its version is its content's fingerprint (a handful, each small).
    versions: (db) =>
      (db.prepare('SELECT id, json FROM profiles ORDER BY id').all() as { id: string; json: string }[]).map(
        (r) => ({
          id: r.id,
          version: fingerprint(r.json),
        }),
      ),
    load: (db, id) => {
      const r = db.prepare('SELECT id, json FROM profiles WHERE id = ?').get(id) as
        { id: string; json: string } | undefined;
      if (!r) return null;
      const body = parsed(r.json);
      const checked = body.ok ? validateProfile(body.value) : null;
      return {
        id: r.id,
        title: checked?.ok ? checked.profile.name : r.id,
        version: fingerprint(r.json),
        // Only a profile the app itself accepts is shared.
        body: checked && !checked.ok ? { ok: false, error: checked.error.slice(0, 200) } : body,
      };
    },
  },
};

/** The document's version on this PC (changes with every local save), or null when it is not here. */
export function localVersion(db: DatabaseSync, kind: DocumentKind, id: string): string | null {
  return KINDS[kind].versions(db).find((d) => d.id === id)?.version ?? null;
}

const stateKey = (kind: DocumentKind, id: string) => `${KINDS[kind].key}:${id}`;

/** A document's stored state as room_state keeps it, or null when it is not one. */
function syncOf(raw: string): DocumentSync | null {
  try {
    const value = JSON.parse(raw) as {
      local?: unknown;
      localRevision?: unknown;
      roomRevision?: unknown;
      removed?: unknown;
    };
    // Sets in step before house profiles were shared kept their local revision as a number.
    const local = typeof value.local === 'string' ? value.local : value.localRevision;
    if (!Number.isInteger(value.roomRevision)) return null;
    const removed = value.removed === true;
    if (typeof local === 'string') return { local, roomRevision: value.roomRevision as number, removed };
    if (Number.isInteger(local))
      return { local: String(local), roomRevision: value.roomRevision as number, removed };
    return null;
  } catch {
    return null;
  }
}

export function documentSync(db: DatabaseSync, kind: DocumentKind, id: string): DocumentSync | null {
  const raw = roomState(db, stateKey(kind, id));
  return raw ? syncOf(raw) : null;
}

/** Every document of a kind's state, by id, in one read. */
export function documentSyncs(db: DatabaseSync, kind: DocumentKind): Map<string, DocumentSync> {
  const prefix = `${KINDS[kind].key}:`;
  const rows = db
    .prepare(`SELECT substr(key, ?) AS id, value FROM room_state WHERE key LIKE ? ORDER BY key`)
    .all(prefix.length + 1, `${prefix}%`) as { id: string; value: string }[];
  const out = new Map<string, DocumentSync>();
  for (const r of rows) {
    const state = syncOf(r.value);
    if (state) out.set(r.id, state);
  }
  return out;
}

export function recordDocumentSync(
  db: DatabaseSync,
  kind: DocumentKind,
  id: string,
  value: DocumentSync,
): void {
  setRoomState(db, stateKey(kind, id), JSON.stringify(value));
}

const label = (kind: DocumentKind, title: string): MessageRef =>
  kind === 'drill_set'
    ? ref('left_room_doc_set', { title: title.slice(0, 120) })
    : ref('left_room_doc_profile', { title: title.slice(0, 120) });

/** A save of this PC's that another trainer's save overtook in the room (kept after theirs). */
export interface Overtaken {
  readonly kind: DocumentKind;
  readonly id: string;
  readonly conflict: DocumentConflict;
}

/**
 * Sends every document of a kind saved here since it was last in step with the room; returns what to tell. Each save
 * that another trainer's overtook is also handed to `onOvertaken` as it is found (once: it is then in step), so an
 * editor open on it can say so at once.
 */
export async function pushDocuments(
  client: ClientBase,
  db: DatabaseSync,
  kind: DocumentKind,
  savedBy: string,
  onOvertaken?: (overtaken: Overtaken) => void,
  log?: (line: string) => void,
): Promise<MessageRef[]> {
  const notices: MessageRef[] = [];
  const states = documentSyncs(db, kind);
  // Only a document saved here since it was last in step is read and parsed (this runs on the main thread).
  for (const { id, version } of KINDS[kind].versions(db)) {
    const state = states.get(id) ?? null;
    if (state && state.local === version) continue;
    const doc = KINDS[kind].load(db, id);
    if (!doc) continue;
    if (!doc.body.ok) {
      notices.push(ref('left_room_not_sent_bad', { what: label(kind, doc.title), why: doc.body.error }));
      continue;
    }
    let row: { revision: number; stale: boolean } | undefined;
    try {
      const saved = await client.query<{ revision: number; stale: boolean }>(
        `SELECT revision, stale FROM room.save_document($1, $2, $3, $4, $5::jsonb, $6)`,
        [kind, doc.id, state?.roomRevision || null, doc.title, JSON.stringify(doc.body.value), savedBy],
      );
      row = saved.rows[0];
    } catch (error) {
      if (!refusedData(error)) throw error;
      // Said once and kept here (the rest goes on); sent again when it is saved again. The database's own words
      // go to the log; the trainer reads the kind of refusal in their language.
      log?.(`room refused ${kind} ${doc.id}: ${refusalDetail(error)}`);
      const why = refusalWords(error);
      notices.push(ref('left_room_not_sent_refused', { what: label(kind, doc.title), why }));
      recordDocumentSync(db, kind, doc.id, { local: doc.version, roomRevision: state?.roomRevision ?? 0 });
      continue;
    }
    if (!row) continue;
    recordDocumentSync(db, kind, doc.id, { local: doc.version, roomRevision: row.revision });
    // The editor says so too, when the document is open or next opened (document-note.ts); a save in step clears it.
    const conflict = row.stale ? await theirSave(client, kind, doc.id, row.revision) : null;
    recordConflict(db, kind, doc.id, conflict);
    if (conflict) {
      notices.push(staleNotice(label(kind, doc.title), row.revision));
      onOvertaken?.({ kind, id: doc.id, conflict });
    }
  }
  notices.push(...(await pushRemovals(client, db, kind, savedBy)));
  return notices;
}

/**
 * A document deleted here that the room has (it was in step with it): a removal revision, so the other stations stop
 * offering it. Nothing recorded against it changes (sessions keep their own copy of the set they were dealt from).
 */
async function pushRemovals(
  client: ClientBase,
  db: DatabaseSync,
  kind: DocumentKind,
  savedBy: string,
): Promise<MessageRef[]> {
  const notices: MessageRef[] = [];
  const here = new Set(KINDS[kind].versions(db).map((d) => d.id));
  const prefix = `${KINDS[kind].key}:`;
  const known = db
    .prepare(`SELECT substr(key, ?) AS id FROM room_state WHERE key LIKE ? ORDER BY key`)
    .all(prefix.length + 1, `${prefix}%`) as { id: string }[];
  for (const { id } of known) {
    if (here.has(id)) continue;
    const state = documentSync(db, kind, id);
    if (!state || state.removed || state.roomRevision === 0) continue;
    const removed = await client.query<{ revision: number; stale: boolean }>(
      'SELECT revision, stale FROM room.remove_document($1, $2, $3, $4)',
      [kind, id, state.roomRevision, savedBy],
    );
    const row = removed.rows[0];
    recordDocumentSync(db, kind, id, {
      local: '',
      roomRevision: row?.revision ?? state.roomRevision,
      removed: true,
    });
    if (row?.stale)
      notices.push(
        ref('left_room_removed_stale', {
          what: label(kind, id),
          theirs: row.revision - 1,
          revision: row.revision,
        }),
      );
  }
  return notices;
}

/**
 * Whether the room's removal of a document is taken here: not when this PC changed it since it was last in step (its
 * save is sent as a new revision instead) or never had it from the room.
 */
export function takesRemoval(
  db: DatabaseSync,
  kind: DocumentKind,
  id: string,
  version: string | null,
): boolean {
  const state = documentSync(db, kind, id);
  return version !== null && state !== null && !state.removed && state.local === version;
}

/** The later of two saves made from the same revision: kept as the newest, and its trainer is told. */
export function staleNotice(what: MessageRef, revision: number): MessageRef {
  return ref('left_room_stale', { what, revision, theirs: revision - 1 });
}

// The room's rows are checked before anything is taken from them: the app's limits, tighter than the room's.
export const roomDocument = z.object({
  id: z.string().min(1).max(100),
  revision: z.number().int().min(1),
  title: z.string().min(1).max(200),
  body: z.unknown(),
  removed: z.boolean().default(false),
});

const MAX_ROWS = 100_000;

/**
 * The latest revision of every document of a kind that is newer than this PC has seen (`seen`: the room revision it
 * last took or sent, 0 for none), unchecked: each row is checked by whoever takes it. The revisions are read first and
 * only the newer documents' bodies after: a body already taken is not sent and parsed again every push.
 */
export async function latestDocuments(
  client: ClientBase,
  kind: DocumentKind,
  seen: (id: string) => number = () => 0,
): Promise<unknown[]> {
  const latest = await client.query<{ id: unknown; revision: unknown }>(
    `SELECT id, max(revision) AS revision FROM room.documents WHERE kind = $1 GROUP BY id ORDER BY id LIMIT ${MAX_ROWS}`,
    [kind],
  );
  const newer = latest.rows
    .filter((r) => typeof r.id !== 'string' || typeof r.revision !== 'number' || r.revision > seen(r.id))
    .map((r) => r.id);
  if (newer.length === 0) return [];
  const rows = await client.query(
    `SELECT DISTINCT ON (id) id, revision, title, body, removed FROM room.documents WHERE kind = $1 AND id = ANY($2)
     ORDER BY id, revision DESC`,
    [kind, newer],
  );
  return rows.rows as unknown[];
}

/** What zod found wrong with a room row ("path: words; ..."), said in the reader's language. */
export function issuesInWords(error: z.ZodError): Phrase {
  return issuesPhrase(error.issues);
}

/** Words cut to `max` characters of English: the message while its English fits, else its English cut (as before). */
export function cutPhrase(words: Phrase, max: number): Phrase {
  const text = english(words);
  return text.length <= max ? words : text.slice(0, max);
}

/** A refused row in words, for the Training room tab (the table's name and the row's id as the room has them). */
export function describeRefusal(table: string, row: unknown, issues: Phrase): Phrase {
  const id = String((row as { id?: unknown } | null)?.id ?? '?').slice(0, 40);
  return ref('main_room_row_refused', { table, id: JSON.stringify(id), issues: cutPhrase(issues, 300) });
}
