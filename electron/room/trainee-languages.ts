// Trainees' interface and call languages from the room (issue 24): chosen on one station, they follow the trainee to
// every other once both have synced. Each choice reaches the room as an append-only row (outbox.ts); the latest of a
// trainee's rows is the one that reached the room last (room_seq), never the one whose station's clock says latest.
// A choice made here and not yet pushed is newer and is kept. Runs inside pull.ts's transaction, after the trainees.
import type { DatabaseSync } from 'node:sqlite';
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { isLanguage } from '../../core/i18n/languages.ts';
import { LOCAL_TRAINEE, localTrainee } from './assignments.ts';
import { describeRefusal, issuesInWords } from './documents.ts';
import { NOT_PUSHED } from './outbox.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';

/** A language this version knows, or null (the station's default); one it does not know is refused, not guessed. */
const language = z
  .string()
  .nullable()
  .refine((l) => l === null || isLanguage(l), 'not a language of this app');

const roomLanguages = z.object({
  trainee_id: z.string().min(1).max(100),
  staff_number: z.string().max(100).nullable(),
  aliases: z.array(z.string().max(100)).max(10_000),
  interface: language,
  call: language,
});

/** The latest languages row of every trainee of the room, with what identifies the trainee on a station. */
export async function latestLanguages(client: ClientBase): Promise<unknown[]> {
  const rows = await client.query(
    `SELECT DISTINCT ON (t.id) t.id AS trainee_id, t.staff_number, l.interface, l.call,
       coalesce((SELECT array_agg(x.alias_id) FROM room.trainee_aliases x WHERE x.trainee_id = t.id), '{}') AS aliases
     FROM room.trainee_languages l
     JOIN room.trainees t ON t.id = coalesce((SELECT a.trainee_id FROM room.trainee_aliases a
       WHERE a.alias_id = l.trainee_id), l.trainee_id)
     ORDER BY t.id, l.room_seq DESC LIMIT 100000`,
  );
  return rows.rows as unknown[];
}

/** Makes each trainee's languages here the room's latest; returns the rows refused, in words. */
export function takeLanguages(db: DatabaseSync, rows: readonly unknown[]): Phrase[] {
  const refused: Phrase[] = [];
  const outboxBefore = (
    db.prepare('SELECT coalesce(max(seq), 0) AS seq FROM room_outbox').get() as { seq: number }
  ).seq;
  const trainee = db.prepare(LOCAL_TRAINEE);
  const waiting = db.prepare(
    `SELECT 1 FROM room_outbox WHERE kind = 'languages' AND json_extract(body, '$.trainee_id') = ? AND ${NOT_PUSHED} LIMIT 1`,
  );
  const same = db.prepare(
    'SELECT 1 FROM trainee_languages WHERE trainee_id = ? AND interface IS ? AND call IS ?',
  );
  const set = db.prepare(
    `INSERT INTO trainee_languages (trainee_id, interface, call) VALUES (?, ?, ?)
     ON CONFLICT (trainee_id) DO UPDATE SET interface = excluded.interface, call = excluded.call`,
  );
  for (const row of rows) {
    const parsed = roomLanguages.safeParse(row);
    if (!parsed.success) {
      refused.push(describeRefusal('trainee_languages', row, issuesInWords(parsed.error)));
      continue;
    }
    const l = parsed.data;
    const found = localTrainee(trainee, l);
    if (!found || same.get(found, l.interface, l.call) || waiting.get(found)) continue;
    set.run(found, l.interface, l.call);
  }
  // Taken from the room, so not sent back to it.
  db.prepare(`DELETE FROM room_outbox WHERE seq > ? AND kind = 'languages'`).run(outboxBefore);
  return refused;
}
