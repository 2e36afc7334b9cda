// One push of the station's outbox to the room (issue 22), as the push thread (sync-worker.ts) runs it on its own
// SQLite connection and its own PostgreSQL pool: the room checked, the outbox read and sent in batches, the trainer's
// documents sent, the room's reference data pulled when it changed. Each batch's acknowledgement is written by the
// main thread (`acknowledge`), and what needs the main process's live objects (trusting a station's key, telling the
// editor a save was overtaken) is handed to `tell`.
import { english, type Phrase } from '../../core/i18n/phrase.ts';
import type { MessageRef } from '../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import { nextBatch, roomState, setRoomState, type OutboxRow } from './outbox.ts';
import { requeueStep, requeuing, startRequeue } from './requeue.ts';
import { describeRoomError, type RoomFault } from './problems.ts';
import { pushAssignments } from './assignments.ts';
import { pushDocuments, type Overtaken } from './documents.ts';
import { pullReference, type StationKey } from './pull.ts';
import { referenceChanged, type ReferenceSeen } from './reference-changes.ts';
import { pushBatch, registerStation, type Station } from './push.ts';
import { checkRoomSchema } from './room-check.ts';

/** What a push tells the main thread as it goes. */
export type PushNews =
  | { readonly log: string }
  | { readonly trustedKeys: readonly StationKey[] }
  | { readonly overtaken: Overtaken };

/** Moves the outbox's mark past a batch the room has (`null`: clears the rows behind the mark), on the main thread. */
export type Acknowledge = (
  pushed: {
    readonly through: number;
    readonly refused: readonly { row: OutboxRow; reason: string }[];
    readonly at: string;
  } | null,
) => Promise<void>;

export interface PushRun {
  readonly pool: pg.Pool;
  readonly db: DatabaseSync;
  readonly station: Station;
  /** The role the station connects as (a trainer's also sends documents and assignments). */
  readonly user: string;
  readonly batchSize: number;
  readonly now: () => Date;
  /** Whether the room is being left or the app closing: the push stops after the batch under way. */
  readonly stopped: () => boolean;
  readonly referenceSeen: ReferenceSeen | null;
  readonly tell: (news: PushNews) => void;
  /**
   * The store's connection writes the acknowledgements: the answers' commits and these then take turns on one thread,
   * where on this thread's own connection an answer found the write lock taken at one commit in fifty (measured by
   * `npm run bench -- room`) and waited 5 ms before trying again.
   */
  readonly acknowledge: Acknowledge;
  /**
   * Opens (true) or closes a stretch in which this thread may write to the store on its own connection (the room made
   * again, the trainer's documents, a pull of reference data): while it is open, a write on the main thread that finds
   * the lock taken waits for this one's transaction instead of failing (sync.ts). Resolves once the main thread knows.
   */
  readonly writeWindow: (open: boolean) => Promise<void>;
  /** Waits between two steps of a requeue (requeue.ts), so that a write waiting for the lock gets it. */
  readonly betweenSteps: () => Promise<void>;
  /** The connection in use, so that stopping can close it under a push that does not end. */
  readonly using?: (client: pg.PoolClient | null) => void;
}

export interface PushOutcome {
  readonly fault: RoomFault | null;
  /** The rows the room refused at this pull, or null when nothing was pulled. */
  readonly refusedFromRoom: readonly Phrase[] | null;
  readonly notices: readonly MessageRef[];
  readonly referenceSeen: ReferenceSeen | null;
}

/**
 * A room made again (dropped, recreated, prepared) gets this PC's whole history again (requeue.ts); nothing is
 * doubled. Whether the outbox is ready to be pushed: false while a requeue is cut short by stopping (it goes on at the
 * next push).
 */
async function sameRoom(run: PushRun, client: pg.ClientBase): Promise<boolean> {
  const row = await client.query<{ value: string }>(`SELECT value FROM room.meta WHERE key = 'room_id'`);
  const roomId = row.rows[0]?.value;
  if (!roomId) return true;
  const known = roomState(run.db, 'room_id');
  if (known === null) setRoomState(run.db, 'room_id', roomId);
  else if (known !== roomId || requeuing(run.db) !== null) {
    if (known !== roomId) startRequeue(run.db, roomId);
    let queued = 0;
    for (;;) {
      if (run.stopped()) return false;
      const step = requeueStep(run.db, run.now().toISOString());
      if (step === null) break;
      queued += step;
      // The lock is let go between steps, long enough for a main-thread write waiting for it to take it.
      await run.betweenSteps();
    }
    run.tell({
      log: `room: this is not the room this PC pushed to before (made again?): ${queued} records queued again`,
    });
  }
  return true;
}

/** The last outbox position stored now: a push sends up to it, so answers stored meanwhile never keep it going. */
function lastQueued(db: DatabaseSync): number {
  return (db.prepare('SELECT coalesce(max(seq), 0) AS n FROM room_outbox').get() as { n: number }).n;
}

export async function runPush(run: PushRun): Promise<PushOutcome> {
  const { db, station } = run;
  let refusedFromRoom: readonly Phrase[] | null = null;
  let notices: MessageRef[] = [];
  let referenceSeen = run.referenceSeen;
  let fault: RoomFault | null = null;
  try {
    const client = await run.pool.connect();
    run.using?.(client);
    let broken: Error | undefined;
    // The server going away between two queries is reported on the client itself: noted, never a crash.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    let writing = false;
    const writeWindow = async (open: boolean) => {
      if (writing === open) return;
      await run.writeWindow(open);
      writing = open;
    };
    try {
      await checkRoomSchema(client);
      await writeWindow(true);
      const ready = await sameRoom(run, client);
      await writeWindow(false);
      if (!ready) return { fault, refusedFromRoom, notices, referenceSeen };
      await registerStation(client, station);
      // Up to what is stored now: a station answering faster than a batch goes would otherwise push for ever (the
      // bench with batches of 50 never finished). What is stored meanwhile goes at the next push.
      const through = lastQueued(db);
      for (;;) {
        if (run.stopped()) break;
        const batch = nextBatch(db, run.batchSize, through);
        if (batch.length === 0) {
          await run.acknowledge(null);
          break;
        }
        const pushed = await pushBatch(client, station, batch);
        const now = run.now().toISOString();
        await run.acknowledge({ ...pushed, at: now });
        for (const r of pushed.refused)
          run.tell({ log: `room refused record ${r.row.seq} (${r.row.kind}): ${r.reason}` });
      }
      // Open only where this thread writes to the store: the trainer's documents, and a pull of what changed.
      if (!run.stopped() && run.user === 'bdt_trainer') {
        await writeWindow(true);
        // Sets and profiles before assignments, and after the trainees the outbox sent: what they name is there.
        const by = station.name;
        const log = (line: string) => run.tell({ log: line });
        const overtaken = (o: Overtaken) => run.tell({ overtaken: o });
        notices = [
          ...(await pushDocuments(client, db, 'drill_set', by, overtaken, log)),
          ...(await pushDocuments(client, db, 'house_profile', by, overtaken, log)),
          ...(await pushAssignments(client, db, by, log)),
        ];
        await writeWindow(false);
      }
      const check = run.stopped() ? null : await referenceChanged(client, referenceSeen);
      if (check?.changed) {
        await writeWindow(true);
        const pulled = await pullReference(client, db, run.now().toISOString());
        refusedFromRoom = pulled.refused;
        run.tell({ trustedKeys: pulled.trustedKeys });
        referenceSeen = check.seen;
      }
    } catch (error) {
      broken = error as Error;
      throw error;
    } finally {
      // A connection that failed mid-push is discarded, not reused.
      run.using?.(null);
      if (writing) await run.writeWindow(false).catch(() => undefined);
      client.off('error', onError);
      client.release(broken);
    }
  } catch (error) {
    fault = describeRoomError(error);
    run.tell({ log: `room: ${english(fault.message)}` });
  }
  return { fault, refusedFromRoom, notices, referenceSeen };
}
