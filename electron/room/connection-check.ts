// "Test the connection" in the room settings (issue 22): connects once with the settings typed and says, in words, what
// is wrong (or that it is a room this app can use). Nothing is saved or sent.
import { ref } from '../../core/i18n/say.ts';
import type { ConnectionCheck, RoomSettings } from '../../contract/index.ts';
import { describeRoomError } from './problems.ts';
import { withRoomClient } from './room-client.ts';
import { checkRoomSchema } from './room-check.ts';

/** The connection with these settings and password (null or empty: none typed and none kept), checked. */
export async function checkConnection(
  settings: RoomSettings,
  password: string | null,
): Promise<ConnectionCheck> {
  if (password === null || password === '') {
    return {
      ok: false,
      problem: 'wrong-password',
      message: ref('main_room_enter_password', {}),
    };
  }
  try {
    return await withRoomClient({ ...settings, password }, async (client): Promise<ConnectionCheck> => {
      const version = await checkRoomSchema(client);
      const right = await client.query<{ can: boolean }>(
        `SELECT has_table_privilege('room.responses', 'INSERT') AS can`,
      );
      if (!right.rows[0]?.can) {
        return {
          ok: false,
          problem: 'no-right',
          message: ref('main_room_role_revoked', { user: settings.user }),
        };
      }
      const stations = await client.query<{ n: string }>('SELECT count(*) AS n FROM room.stations');
      return {
        ok: true,
        problem: null,
        message: ref('main_room_connected', { version, stations: Number(stations.rows[0]?.n ?? 0) }),
      };
    });
  } catch (error) {
    const fault = describeRoomError(error);
    return { ok: false, problem: fault.problem, message: fault.message };
  }
}
