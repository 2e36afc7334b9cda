// House profiles from the room into the station's SQLite (issue 22): the latest revision of each, read through the
// app's own profile schema (core/profiles.ts) exactly as a profile saved on this PC is. A row that fails it, claims a
// built-in profile's id or another id than its document's is refused with the reason and nothing local is touched.
// Runs inside pull.ts's transaction.
import type { DatabaseSync } from 'node:sqlite';
import { builtInProfile, validateProfile } from '../../core/profiles.ts';
import { removeProfile } from '../features/profiles/profiles.ts';
import {
  describeRefusal,
  documentSync,
  fingerprint,
  recordDocumentSync,
  roomDocument,
  takesRemoval,
} from './documents.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';
import { issuesPhrase } from '../../core/i18n/zod-words.ts';
import { failurePhrase } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';

/** What is wrong with a room row as a house profile, or the profile's JSON as this PC stores it. */
function check(
  row: unknown,
): { ok: true; id: string; revision: number; json: string } | { ok: false; why: Phrase } {
  const parsed = roomDocument.safeParse(row);
  if (!parsed.success) return { ok: false, why: issuesPhrase(parsed.error.issues, false) };
  const d = parsed.data;
  const checked = validateProfile(d.body);
  if (!checked.ok) return { ok: false, why: failurePhrase(checked) };
  if (checked.profile.id !== d.id)
    return {
      ok: false,
      why: ref('main_room_profile_other_id', { id: checked.profile.id.slice(0, 40) }),
    };
  if (builtInProfile(d.id)) return { ok: false, why: ref('main_room_builtin_profile', { id: d.id }) };
  return { ok: true, id: d.id, revision: d.revision, json: JSON.stringify(checked.profile) };
}

/** A profile removed in the room leaves this PC (as deleting it here does), unless changed here since. */
function takeRemoval(db: DatabaseSync, id: string, revision: number): boolean {
  const state = documentSync(db, 'house_profile', id);
  if (!state || state.roomRevision >= revision) return false;
  const have = db.prepare('SELECT json FROM profiles WHERE id = ?').get(id) as { json: string } | undefined;
  if (have && !takesRemoval(db, 'house_profile', id, fingerprint(have.json))) return false;
  if (have) removeProfile(db, id);
  recordDocumentSync(db, 'house_profile', id, { local: '', roomRevision: revision, removed: true });
  return true;
}

export function takeProfiles(
  db: DatabaseSync,
  rows: readonly unknown[],
  nowIso: string,
): { updated: number; refused: Phrase[] } {
  const refused: Phrase[] = [];
  let updated = 0;
  const have = db.prepare('SELECT 1 FROM profiles WHERE id = ?');
  const add = db.prepare('INSERT INTO profiles (id, json, created_at) VALUES (?, ?, ?)');
  const replace = db.prepare('UPDATE profiles SET json = ? WHERE id = ?');
  for (const row of rows) {
    const removal = roomDocument.safeParse(row);
    if (removal.success && removal.data.removed) {
      if (takeRemoval(db, removal.data.id, removal.data.revision)) updated++;
      continue;
    }
    const p = check(row);
    if (!p.ok) {
      refused.push(describeRefusal('documents', row, p.why));
      continue;
    }
    // Taken once per room revision; a later local save is this PC's to send (documents.ts), not undone here.
    if ((documentSync(db, 'house_profile', p.id)?.roomRevision ?? 0) >= p.revision) continue;
    if (have.get(p.id)) replace.run(p.json, p.id);
    else add.run(p.id, p.json, nowIso);
    recordDocumentSync(db, 'house_profile', p.id, { local: fingerprint(p.json), roomRevision: p.revision });
    updated++;
  }
  return { updated, refused };
}
