// Before joining a room (issue 22): what joining would upload, and how this PC's trainees match the room's people
// (already in it, the same staff number, the same name, or new). Read only: nothing is sent or saved.
import { failure } from '../../core/i18n/failure.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { JoinPreview, Result, RoomSettings } from '../../contract/index.ts';
import { describeRoomError } from './problems.ts';
import { MATCHES, MATCH_ORDER } from './push.ts';
import { withRoomClient } from './room-client.ts';
import { checkRoomSchema } from './room-check.ts';

/** The preview of joining the room at `settings` with `password`, from this PC's database `db`. */
export async function joinPreview(
  db: DatabaseSync,
  settings: RoomSettings,
  password: string,
): Promise<Result<JoinPreview>> {
  const local = db.prepare('SELECT id, name, identifier FROM trainees ORDER BY name, id').all() as {
    id: string;
    name: string;
    identifier: string;
  }[];
  const counted = (table: string) =>
    (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  const sessionIds = (db.prepare('SELECT id FROM sessions').all() as { id: string }[]).map((r) => r.id);
  try {
    return await withRoomClient({ ...settings, password }, async (client): Promise<Result<JoinPreview>> => {
      await checkRoomSchema(client);
      const people = JSON.stringify(
        local.map((t) => ({ id: t.id, name: t.name, staff_number: t.identifier.trim() || null })),
      );
      const matched = await client.query<{
        id: string;
        room_name: string;
        how: JoinPreview['trainees'][number]['match'];
      }>(
        `SELECT DISTINCT ON (x.id) x.id, t.name AS room_name,
           CASE WHEN EXISTS (SELECT 1 FROM room.trainee_aliases a WHERE a.alias_id = x.id) THEN 'already in the room'
                WHEN x.staff_number IS NOT NULL AND t.staff_number = x.staff_number THEN 'same staff number'
                WHEN t.id = x.id THEN 'already in the room'
                ELSE 'same name' END AS how
         FROM jsonb_to_recordset($1::jsonb) AS x (id text, name text, staff_number text)
         JOIN room.trainees t ON ${MATCHES}
         ORDER BY x.id, ${MATCH_ORDER}`,
        [people],
      );
      const byId = new Map(matched.rows.map((r) => [r.id, r]));
      const inRoom = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM room.sessions WHERE id = ANY($1)',
        [sessionIds],
      );
      return {
        ok: true,
        value: {
          trainees: local.map((t) => {
            const m = byId.get(t.id);
            return {
              name: t.name,
              staffNumber: t.identifier.trim() || null,
              match: m?.how ?? 'new',
              roomName: m?.room_name ?? null,
            };
          }),
          sessions: sessionIds.length,
          responses: counted('responses'),
          attempts: counted('assessment_attempts'),
          grades: counted('practical_grades'),
          sessionsInRoom: Number(inRoom.rows[0]?.n ?? 0),
        },
      };
    });
  } catch (error) {
    return failure(describeRoomError(error).message);
  }
}
