// The connections a station reads the room on (issue 22: the progress page, the dashboard, the candidate history):
// kept between reads, not opened for each. A new connection costs the server a process, the password exchange and
// cold caches: most of a small read. Every read still checks the room's schema first (one short query), so a room
// upgraded or made again meanwhile is refused in words as before; a connection that failed in any way is closed, and
// a kept one that the server dropped while idle (restarted, the database made again) is replaced once, at once.
import pg from 'pg';
import { checkRoomSchema, poolConfig, type RoomAddress } from './room-check.ts';

/** Connections kept open at most: the reads a window makes at once (the progress page and the home screen's due). */
const KEPT = 3;

export class RoomReadPool {
  #pool: pg.Pool | null = null;
  /** What the pool was opened with (the password included): other settings get a pool of their own. */
  #opened = '';
  /** Connections that have served a read: one failing may have been dropped by the server while idle. */
  readonly #used = new WeakSet<pg.PoolClient>();

  #poolFor(address: RoomAddress): pg.Pool {
    const config = { ...poolConfig(address), max: KEPT, allowExitOnIdle: true };
    const opened = JSON.stringify(config);
    if (this.#pool && this.#opened === opened) return this.#pool;
    void this.end();
    const pool = new pg.Pool(config);
    // A kept connection the server closes while idle: the pool drops it, and the next read opens another.
    pool.on('error', () => undefined);
    this.#pool = pool;
    this.#opened = opened;
    return pool;
  }

  /** `work` on a kept connection of the room at `address`, after the schema check; its errors are thrown. */
  async read<T>(address: RoomAddress, work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
    const first = await this.#attempt(address, work);
    if (first.ok) return first.value;
    // Reads change nothing, so one on a kept connection the server had dropped is simply made again on a new one.
    if (!first.reused || first.error instanceof pg.DatabaseError) throw first.error;
    const again = await this.#attempt(address, work);
    if (again.ok) return again.value;
    throw again.error;
  }

  async #attempt<T>(
    address: RoomAddress,
    work: (client: pg.ClientBase) => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; error: unknown; reused: boolean }> {
    const client = await this.#poolFor(address).connect();
    const reused = this.#used.has(client);
    let broken: Error | undefined;
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      await checkRoomSchema(client);
      const value = await work(client);
      this.#used.add(client);
      return { ok: true, value };
    } catch (error) {
      broken ??= error instanceof Error ? error : new Error(String(error));
      return { ok: false, error, reused };
    } finally {
      client.off('error', onError);
      // A connection that failed in any way is closed, never kept.
      client.release(broken ?? false);
    }
  }

  /** Closes the kept connections (the station leaves the room, or the app closes). */
  async end(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    this.#opened = '';
    await pool?.end().catch(() => undefined);
  }
}
