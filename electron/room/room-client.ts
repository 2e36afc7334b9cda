// One short connection to the room for the room settings form ("Test the connection", the join preview): neither the
// push's pool (sync.ts) nor the reads' (read-pool.ts), opened for one piece of work and always closed after it.
import pg from 'pg';
import { poolConfig, type RoomAddress } from './room-check.ts';

function clientConfig(address: RoomAddress): pg.ClientConfig {
  const { max: _max, idleTimeoutMillis: _idle, ...config } = poolConfig(address);
  return config;
}

/** Connects, runs `work` and closes the connection whatever happens. Errors reach the caller from `connect` and
 *  `work`; an error the idle client raises on its own later is ignored (it would otherwise end the process). */
export async function withRoomClient<T>(
  address: RoomAddress,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(clientConfig(address));
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
