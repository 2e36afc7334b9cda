// Reference data from the room into the station's SQLite (issue 22): the room's trainees (so a trainee who started on
// another PC is in this one's picker), the latest revision of every drill set and house profile (pull-profiles.ts)
// and of every assignment (assignments.ts). Every row is checked before it is
// used: a row the room should never hold (a 100,000-character name, a set that is not a drill set) is refused with
// the reason and the rest is taken; text is only ever bound as a parameter, so SQL in a name is just a name.
// Nothing local is deleted or overwritten but a document or assignment the room has a newer revision of.
import type { DatabaseSync } from 'node:sqlite';
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { parseDrillSet } from '../../core/drills/spec.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';
import { latestAssignments, takeAssignments } from './assignments.ts';
import {
  describeRefusal,
  documentSync,
  documentSyncs,
  issuesInWords,
  latestDocuments,
  recordDocumentSync,
  roomDocument,
  takesRemoval,
} from './documents.ts';
import { takeProfiles } from './pull-profiles.ts';
import { latestPins, takePins } from './pins.ts';
import { latestLanguages, takeLanguages } from './trainee-languages.ts';
import { latestRoomPasscode, takeRoomPasscode } from './trainer-passcode.ts';
import { roomWrongTries, takeWrongTries } from './wrong-tries-pull.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';
import { issuesPhrase } from '../../core/i18n/zod-words.ts';
import { failurePhrase } from '../../core/i18n/failure.ts';

// The app's own limits for a trainee (contract/trainees.ts), tighter than the room's checks.
const roomTrainee = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(80),
  staff_number: z.string().trim().min(1).max(40).nullable(),
  created_at: z.date(),
});

export interface StationKey {
  readonly stationName: string;
  readonly publicKey: string;
}

export interface Pulled {
  /** Public signing keys of the stations a trainer has marked trusted. */
  readonly trustedKeys: readonly StationKey[];
  readonly traineesAdded: number;
  readonly drillSetsUpdated: number;
  readonly profilesUpdated: number;
  readonly assignmentsUpdated: number;
  readonly pinsUpdated: number;
  /** Rows refused, each with what is wrong (shown on the Training room screen). */
  readonly refused: readonly Phrase[];
}

const MAX_ROWS = 100_000;

/** A set removed in the room leaves this PC (the library stops offering it), unless changed here since. */
function takeSetRemoval(db: DatabaseSync, id: string, revision: number): boolean {
  const state = documentSync(db, 'drill_set', id);
  if (!state || state.roomRevision >= revision) return false;
  const have = db.prepare('SELECT revision FROM drill_sets WHERE id = ?').get(id) as
    { revision: number } | undefined;
  if (have && !takesRemoval(db, 'drill_set', id, String(have.revision))) return false;
  db.prepare('DELETE FROM drill_sets WHERE id = ?').run(id);
  recordDocumentSync(db, 'drill_set', id, { local: '', roomRevision: revision, removed: true });
  return true;
}

export async function pullReference(client: ClientBase, db: DatabaseSync, nowIso: string): Promise<Pulled> {
  const refused: Phrase[] = [];
  const trainees = await client.query(
    `SELECT t.id, t.name, t.staff_number, t.created_at,
       coalesce(array_agg(a.alias_id) FILTER (WHERE a.alias_id IS NOT NULL), '{}') AS aliases
     FROM room.trainees t LEFT JOIN room.trainee_aliases a ON a.trainee_id = t.id
     WHERE t.archived_at IS NULL GROUP BY t.id ORDER BY t.created_at, t.id LIMIT ${MAX_ROWS}`,
  );
  // Only what the room has newer than this PC has seen is read (and parsed) again: not every set every push.
  const setStates = documentSyncs(db, 'drill_set');
  const profileStates = documentSyncs(db, 'house_profile');
  const setRevisions = new Map(
    (db.prepare('SELECT id, revision FROM drill_sets').all() as { id: string; revision: number }[]).map(
      (r) => [r.id, r.revision],
    ),
  );
  const documents = await latestDocuments(
    client,
    'drill_set',
    (id) => setStates.get(id)?.roomRevision ?? setRevisions.get(id) ?? 0,
  );
  const profiles = await latestDocuments(
    client,
    'house_profile',
    (id) => profileStates.get(id)?.roomRevision ?? 0,
  );
  const assignments = await latestAssignments(client);
  const pins = await latestPins(client);
  const languages = await latestLanguages(client);
  const passcode = await latestRoomPasscode(client);
  const wrongTries = await roomWrongTries(client, db);
  const stations = await client.query<{ name: string; public_key: string }>(
    `SELECT name, public_key FROM room.stations WHERE trusted_at IS NOT NULL AND public_key IS NOT NULL
     ORDER BY joined_at LIMIT 1000`,
  );
  const trustedKeys = stations.rows.map((r) => ({ stationName: r.name, publicKey: r.public_key }));
  let traineesAdded = 0;
  let drillSetsUpdated = 0;
  let profilesUpdated = 0;
  let assignmentsUpdated = 0;
  let pinsUpdated = 0;
  inTransaction(db, () => {
    // The trainees taken from the room are already there: the outbox rows their insertion makes are dropped below.
    const outboxBefore = (
      db.prepare('SELECT coalesce(max(seq), 0) AS seq FROM room_outbox').get() as { seq: number }
    ).seq;
    const known = db.prepare(
      `SELECT 1 FROM trainees WHERE id = ? OR id IN (SELECT value FROM json_each(?))
         OR (? IS NOT NULL AND identifier = ?) LIMIT 1`,
    );
    const addTrainee = db.prepare(
      'INSERT INTO trainees (id, name, identifier, created_at) VALUES (?, ?, ?, ?)',
    );
    for (const row of trainees.rows as unknown[]) {
      const parsed = roomTrainee.safeParse(row);
      if (!parsed.success) {
        refused.push(describeRefusal('trainees', row, issuesInWords(parsed.error)));
        continue;
      }
      const t = parsed.data;
      const aliases = JSON.stringify((row as { aliases: string[] }).aliases);
      if (known.get(t.id, aliases, t.staff_number, t.staff_number)) continue;
      addTrainee.run(t.id, t.name, t.staff_number ?? '', t.created_at.toISOString());
      traineesAdded++;
    }
    db.prepare(`DELETE FROM room_outbox WHERE seq > ? AND kind = 'trainee'`).run(outboxBefore);
    const local = db.prepare('SELECT revision FROM drill_sets WHERE id = ?');
    const addSet = db.prepare(
      `INSERT INTO drill_sets (id, title, json, source_file, imported_at, revision, updated_at)
       VALUES (?, ?, ?, NULL, ?, ?, ?)`,
    );
    const updateSet = db.prepare(
      'UPDATE drill_sets SET title = ?, json = ?, revision = ?, updated_at = ? WHERE id = ?',
    );
    for (const row of documents) {
      const parsed = roomDocument.safeParse(row);
      if (parsed.success && parsed.data.removed) {
        if (takeSetRemoval(db, parsed.data.id, parsed.data.revision)) drillSetsUpdated++;
        continue;
      }
      const set = parsed.success ? parseDrillSet(parsed.data.body) : null;
      if (!parsed.success || !set?.ok) {
        const why = parsed.success
          ? set && !set.ok
            ? failurePhrase(set)
            : ''
          : issuesPhrase(parsed.error.issues, false);
        refused.push(describeRefusal('documents', row, why));
        continue;
      }
      const d = parsed.data;
      const have = local.get(d.id) as { revision: number } | undefined;
      // Local and room revisions count separately: a set is taken when the room has a revision this PC has not seen.
      const seen = documentSync(db, 'drill_set', d.id)?.roomRevision ?? (have ? have.revision : 0);
      if (seen >= d.revision) continue;
      const json = JSON.stringify(d.body);
      const revision = have ? have.revision + 1 : d.revision;
      if (have) updateSet.run(d.title, json, revision, nowIso, d.id);
      else addSet.run(d.id, d.title, json, nowIso, revision, nowIso);
      recordDocumentSync(db, 'drill_set', d.id, { local: String(revision), roomRevision: d.revision });
      drillSetsUpdated++;
    }
    const tookProfiles = takeProfiles(db, profiles, nowIso);
    profilesUpdated = tookProfiles.updated;
    // After the trainees: an assignment is taken for this PC's trainee of the same person.
    const tookAssignments = takeAssignments(db, assignments);
    assignmentsUpdated = tookAssignments.updated;
    const tookPins = takePins(db, pins, nowIso);
    pinsUpdated = tookPins.updated;
    refused.push(...tookProfiles.refused, ...tookAssignments.refused, ...tookPins.refused);
    refused.push(...takeLanguages(db, languages));
    const passcodeRefused = takeRoomPasscode(db, passcode, nowIso);
    if (passcodeRefused) refused.push(passcodeRefused);
    refused.push(...takeWrongTries(db, wrongTries, Date.parse(nowIso)));
  });
  return {
    trustedKeys,
    traineesAdded,
    drillSetsUpdated,
    profilesUpdated,
    assignmentsUpdated,
    pinsUpdated,
    refused,
  };
}
