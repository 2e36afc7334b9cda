// The room's wrong tries into this station's log (wrong-tries-log.ts), at each sync: the rows the room received since
// the last pull (room_seq above the last one seen, first; then again those of the last minutes just below it, as a
// try committed late can have a lower room_seq than one already read), each at most once (by id). A try's time is its age by the room's
// clock (now() less received_at, both PostgreSQL's, so no station's clock enters), capped at MAX_WAIT_MS: no row
// can make a wait start in the future. Every row is checked; one that is not what it should be is refused with the
// reason. Runs inside pull.ts's transaction, after the trainees (a PIN's try is matched to this PC's trainee).
import type { DatabaseSync } from 'node:sqlite';
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { MAX_WAIT_MS } from '../../node-shared/passcode/wrong-tries.ts';
import { traineeSubject } from '../features/trainee-pin/trainee-sign-in.ts';
import { TRAINER_SUBJECT } from '../../node-shared/passcode/trainer-gate.ts';
import { LOCAL_TRAINEE, localTrainee } from './assignments.ts';
import { describeRefusal, issuesInWords } from './documents.ts';
import { roomState, setRoomState } from './outbox.ts';
import { ensureWrongTryLog, WRONG_TRIES_SEEN as SEEN } from './wrong-tries-log.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';

/** Rows read at one pull, at most (the rest at the next). */
export const WRONG_TRIES_PER_PULL = 5_000;
/** Room rows kept per secret here (the newest): after 10 wrong in a row the wait is already the longest. */
export const WRONG_TRIES_KEPT = 50;

const roomTry = z.object({
  id: z.string().min(1).max(100),
  room_seq: z.coerce.number().int().min(1),
  secret: z.enum(['trainer', 'pin']),
  outcome: z.enum(['wrong', 'reset']),
  age_ms: z.number().finite(),
  trainee_id: z.string().min(1).max(100).nullable(),
  staff_number: z.string().max(100).nullable(),
  aliases: z.array(z.string().max(100)).max(10_000),
});

/** The room's tries this station has not read yet (and those of the last minutes again). */
export async function roomWrongTries(client: ClientBase, db: DatabaseSync): Promise<unknown[]> {
  const since = Number(roomState(db, SEEN) ?? 0);
  const rows = await client.query(
    `WITH aliases AS (SELECT trainee_id, array_agg(alias_id) AS ids FROM room.trainee_aliases GROUP BY trainee_id)
     SELECT w.id::text AS id, w.room_seq, w.secret, w.outcome,
       (extract(epoch FROM now() - w.received_at) * 1000)::float8 AS age_ms,
       coalesce(t.id, w.trainee_id) AS trainee_id, t.staff_number, coalesce(x.ids, '{}') AS aliases
     FROM room.wrong_tries w
     LEFT JOIN room.trainee_aliases a ON a.alias_id = w.trainee_id
     LEFT JOIN room.trainees t ON t.id = coalesce(a.trainee_id, w.trainee_id)
     LEFT JOIN aliases x ON x.trainee_id = t.id
     WHERE w.room_seq > $1
       OR (w.received_at > now() - interval '5 minutes' AND w.room_seq > $1 - ${WRONG_TRIES_PER_PULL})
     ORDER BY w.room_seq <= $1, w.room_seq LIMIT ${WRONG_TRIES_PER_PULL}`,
    [Number.isSafeInteger(since) ? since : 0],
  );
  return rows.rows as unknown[];
}

/** Takes the room's tries into the log; returns the rows refused, each with what is wrong. */
export function takeWrongTries(db: DatabaseSync, rows: readonly unknown[], nowMs: number): Phrase[] {
  ensureWrongTryLog(db);
  const refused: Phrase[] = [];
  const trainee = db.prepare(LOCAL_TRAINEE);
  // This station's own try coming back keeps its own time; it only learns its place in the room's order.
  const take = db.prepare(
    `INSERT INTO room_wrong_tries (id, subject, wrong, room_seq, at_ms) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET room_seq = excluded.room_seq`,
  );
  let seen = Number(roomState(db, SEEN) ?? 0);
  for (const row of rows) {
    const parsed = roomTry.safeParse(row);
    if (!parsed.success) {
      refused.push(describeRefusal('wrong_tries', row, issuesInWords(parsed.error)));
      continue;
    }
    const w = parsed.data;
    seen = Math.max(seen, w.room_seq);
    let subject = TRAINER_SUBJECT;
    if (w.secret === 'pin') {
      if (w.trainee_id === null) {
        refused.push(describeRefusal('wrong_tries', row, ref('main_room_try_no_trainee', {})));
        continue;
      }
      const found = localTrainee(trainee, { ...w, trainee_id: w.trainee_id });
      if (!found) continue; // a trainee this PC does not have: nobody signs in as them here
      subject = traineeSubject(found);
    }
    const age = Math.min(Math.max(w.age_ms, 0), MAX_WAIT_MS);
    take.run(w.id.toLowerCase(), subject, w.outcome === 'wrong' ? 1 : 0, w.room_seq, Math.round(nowMs - age));
  }
  setRoomState(db, SEEN, String(seen));
  // What can no longer count: the room's rows before a secret's latest reset, and beyond the newest kept.
  db.exec(`
    DELETE FROM room_wrong_tries WHERE rowid IN (SELECT w.rowid FROM room_wrong_tries w
      JOIN (SELECT subject, max(room_seq) AS seq FROM room_wrong_tries WHERE wrong = 0 GROUP BY subject) r
        ON r.subject = w.subject WHERE w.room_seq < r.seq);
    DELETE FROM room_wrong_tries WHERE rowid IN (SELECT rowid FROM (SELECT rowid, row_number() OVER
      (PARTITION BY subject ORDER BY room_seq DESC) AS n FROM room_wrong_tries WHERE room_seq IS NOT NULL)
      WHERE n > ${WRONG_TRIES_KEPT});`);
  return refused;
}
