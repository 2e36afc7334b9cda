// Trainees' PINs from the room (issue 22): a PIN set, changed or cleared on one station opens (or stops opening) that
// trainee on every other once they have synced. Each change reaches the room as an append-only row (outbox.ts: its
// scrypt hash, salt and cost, never the PIN); the latest of a trainee's rows is the one that reached the room last
// (room_seq, given by PostgreSQL), never the one whose station's clock says latest; every station ends on it. A
// station offline keeps what it last knew. Runs inside pull.ts's transaction, after the trainees.
import type { DatabaseSync } from 'node:sqlite';
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { appendAuditRow } from '../../node-shared/integrity/audit-chain.ts';
import { LOCAL_TRAINEE, localTrainee } from './assignments.ts';
import { describeRefusal, issuesInWords } from './documents.ts';
import { NOT_PUSHED } from './outbox.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';

const roomPin = z
  .object({
    id: z.string().min(1).max(100),
    room_seq: z.coerce.number().int().min(1),
    trainee_id: z.string().min(1).max(100),
    staff_number: z.string().max(100).nullable(),
    aliases: z.array(z.string().max(100)).max(10_000),
    hash: z.string().min(1).max(200).nullable(),
    salt: z.string().min(1).max(200).nullable(),
    params: z
      .object({ N: z.number().int(), r: z.number().int(), p: z.number().int(), keylen: z.number().int() })
      .passthrough()
      .nullable(),
    cleared: z.boolean(),
    set_at: z.date(),
    station: z.string().max(200).nullable(),
  })
  .refine(
    (p) => p.cleared === (p.hash === null) && p.cleared === (p.salt === null),
    'hash and salt: set unless cleared',
  );

/** The latest PIN row of every trainee of the room, with what identifies the trainee on a station. */
export async function latestPins(client: ClientBase): Promise<unknown[]> {
  const rows = await client.query(
    `SELECT DISTINCT ON (t.id) p.id, p.room_seq, t.id AS trainee_id, t.staff_number, p.hash, p.salt, p.params,
       p.cleared, p.set_at, s.name AS station,
       coalesce((SELECT array_agg(x.alias_id) FROM room.trainee_aliases x WHERE x.trainee_id = t.id), '{}') AS aliases
     FROM room.trainee_pins p
     JOIN room.trainees t ON t.id = coalesce((SELECT a.trainee_id FROM room.trainee_aliases a
       WHERE a.alias_id = p.trainee_id), p.trainee_id)
     LEFT JOIN room.stations s ON s.id = p.station_id
     ORDER BY t.id, p.room_seq DESC LIMIT 100000`,
  );
  return rows.rows as unknown[];
}

/**
 * Makes each trainee's PIN here what the room's latest row says, unless a change made here is still on its way (it
 * is newer). A change here the room refused (a clear with the station's role) is so undone: the room's PIN stands.
 */
export function takePins(
  db: DatabaseSync,
  rows: readonly unknown[],
  nowIso: string,
): { updated: number; refused: Phrase[] } {
  const refused: Phrase[] = [];
  let updated = 0;
  const outboxBefore = (
    db.prepare('SELECT coalesce(max(seq), 0) AS seq FROM room_outbox').get() as { seq: number }
  ).seq;
  const trainee = db.prepare(LOCAL_TRAINEE);
  // A change made here and not yet in the room is newer than anything the room has: it is not undone.
  const waiting = db.prepare(
    `SELECT 1 FROM room_outbox WHERE kind = 'pin' AND json_extract(body, '$.trainee_id') = ? AND ${NOT_PUSHED} LIMIT 1`,
  );
  const set = db.prepare(
    `INSERT INTO trainee_pins (trainee_id, hash, salt, params_json, set_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (trainee_id) DO UPDATE SET hash = excluded.hash, salt = excluded.salt,
       params_json = excluded.params_json, set_at = excluded.set_at`,
  );
  const clear = db.prepare('DELETE FROM trainee_pins WHERE trainee_id = ?');
  const same = db.prepare('SELECT 1 FROM trainee_pins WHERE trainee_id = ? AND hash = ?');
  const held = db.prepare('SELECT 1 FROM trainee_pins WHERE trainee_id = ?');
  for (const row of rows) {
    const parsed = roomPin.safeParse(row);
    if (!parsed.success) {
      const why = issuesInWords(parsed.error);
      refused.push(describeRefusal('trainee_pins', row, why));
      continue;
    }
    const p = parsed.data;
    const found = localTrainee(trainee, p);
    if (!found) continue;
    // Already as the room has it (this station's own change coming back, say).
    if (p.cleared ? !held.get(found) : same.get(found, p.hash)) continue;
    if (waiting.get(found)) continue;
    if (p.cleared) clear.run(found);
    else set.run(found, p.hash, p.salt, JSON.stringify(p.params), p.set_at.toISOString());
    // Not silent: the trainer's trail on this PC says whose PIN changed and where.
    appendAuditRow(
      db,
      nowIso,
      p.cleared ? 'trainee-pin-cleared-in-room' : 'trainee-pin-taken-from-room',
      `trainee ${found}, from station ${JSON.stringify((p.station ?? '?').slice(0, 100))}`,
    );
    updated++;
  }
  // Taken from the room, so not sent back to it.
  db.prepare(`DELETE FROM room_outbox WHERE seq > ? AND kind = 'pin'`).run(outboxBefore);
  return { updated, refused };
}
