// One push: a batch of outbox records, in one PostgreSQL transaction, each table's rows in one statement. A record
// the room already has is ignored (ON CONFLICT DO NOTHING), so a push repeated after a lost acknowledgement (the
// network or PostgreSQL went away after COMMIT) doubles nothing. A record the room refuses (a check, bad data) does
// not hold the others back: the batch is retried record by record and the refused ones are kept aside locally, with
// PostgreSQL's reason.
import { ref } from '../../core/i18n/say.ts';
import type { ClientBase } from 'pg';
import type { OutboxKind, OutboxRow } from './outbox.ts';
import { RoomError } from './problems.ts';

interface Target {
  readonly table: string;
  readonly columns: readonly string[];
}

const STAMPED = ['station_id', 'station_seq'];

/** Each kind's table and columns, in the order a batch inserts them (what is referred to comes first). */
const TARGETS: readonly [OutboxKind, Target][] = [
  [
    'session',
    {
      table: 'sessions',
      columns: [
        'id',
        'trainee_id',
        'drill_set_id',
        'set_revision',
        'title',
        'mode',
        'spec',
        'seed',
        'seeding',
        'total',
        'started_at',
        ...STAMPED,
      ],
    },
  ],
  [
    'attempt',
    {
      table: 'assessment_attempts',
      columns: [
        'session_id',
        'trainee_id',
        'drill_set_id',
        'set_version',
        'attempt',
        'assessor',
        'profile',
        'policy',
        ...STAMPED,
      ],
    },
  ],
  [
    'response',
    {
      table: 'responses',
      columns: [
        'session_id',
        'seq',
        'trainee_id',
        'item_id',
        'step',
        'kind',
        'response',
        'response_ms',
        'correct',
        'credit',
        'feedback',
        'timed_out',
        'answered_at',
        ...STAMPED,
      ],
    },
  ],
  [
    'session_end',
    { table: 'session_ends', columns: ['session_id', 'event', 'at', 'answered', 'summary', ...STAMPED] },
  ],
  [
    'grade',
    { table: 'practical_grades', columns: ['session_id', 'assessor', 'grades', 'graded_at', ...STAMPED] },
  ],
  ['trainer_event', { table: 'trainer_events', columns: ['seq', 'at', 'event', 'detail', ...STAMPED] }],
  [
    'passcode',
    {
      table: 'trainer_passcodes',
      columns: ['id', 'hash', 'salt', 'params', 'rk_wrap', 'rk_id', 'mac', 'set_at', ...STAMPED],
    },
  ],
  [
    'wrong_try',
    {
      table: 'wrong_tries',
      columns: ['id', 'secret', 'trainee_id', 'outcome', 'at', ...STAMPED],
    },
  ],
  [
    'pin',
    {
      table: 'trainee_pins',
      columns: ['id', 'trainee_id', 'hash', 'salt', 'params', 'cleared', 'set_at', ...STAMPED],
    },
  ],
  [
    'languages',
    { table: 'trainee_languages', columns: ['id', 'trainee_id', 'interface', 'call', 'set_at', ...STAMPED] },
  ],
];

function insertStatement({ table, columns }: Target): string {
  const select = columns.map((c) => (c === 'station_id' ? '$2::uuid' : c)).join(', ');
  return `INSERT INTO room.${table} (${columns.join(', ')}) SELECT ${select} FROM jsonb_populate_recordset(NULL::room.${table}, $1::jsonb) ORDER BY station_seq ON CONFLICT DO NOTHING`;
}

// A trainee is one person in the room: the first station to push a staff number (or, for a trainee with none, a name
// no trainee without one has yet) makes the room's trainee, and every station's local id for that person becomes an
// alias of it. The room's own id comes first, then the staff number, then the name (the oldest such trainee).
export const MATCHES = `(t.id = x.id OR (x.staff_number IS NOT NULL AND t.staff_number = x.staff_number)
    OR (x.staff_number IS NULL AND t.staff_number IS NULL AND t.name = x.name))`;
export const MATCH_ORDER = `(t.id = x.id) DESC, (t.staff_number IS NOT DISTINCT FROM x.staff_number) DESC, t.created_at, t.id`;
const INSERT_TRAINEES = `
  INSERT INTO room.trainees (id, name, staff_number, created_at)
    SELECT id, name, staff_number, created_at
    FROM jsonb_to_recordset($1::jsonb) AS x (id text, name text, staff_number text, created_at timestamptz)
    WHERE NOT EXISTS (SELECT 1 FROM room.trainees t WHERE ${MATCHES})
  ON CONFLICT DO NOTHING`;
const INSERT_ALIASES = `
  INSERT INTO room.trainee_aliases (alias_id, trainee_id)
    SELECT DISTINCT ON (x.id) x.id, t.id
    FROM jsonb_to_recordset($1::jsonb) AS x (id text, name text, staff_number text)
    JOIN room.trainees t ON ${MATCHES}
    ORDER BY x.id, ${MATCH_ORDER}
  ON CONFLICT DO NOTHING`;

/** A station whose key store is shut (trainer mode not opened in this run): its key is not known yet. */
export const KEY_NOT_YET = 'not-yet';

export interface Station {
  readonly id: string;
  readonly name: string;
  /** Its authenticated public key; null when it has none at all (no key store); KEY_NOT_YET while it is shut. */
  readonly publicKey: string | null | typeof KEY_NOT_YET;
}

export interface Pushed {
  readonly through: number;
  readonly refused: readonly { row: OutboxRow; reason: string }[];
}

/**
 * A kind's records as one JSON array, each with its outbox position as station_seq. The bodies are the JSON SQLite
 * made; they are joined as text, not parsed and written again (this runs on the main thread, between answers).
 */
function jsonArray(rows: readonly OutboxRow[]): string {
  return `[${rows.map((r) => `${r.body.slice(0, r.body.lastIndexOf('}'))},"station_seq":${r.seq}}`).join(',')}]`;
}

async function insertRows(client: ClientBase, station: Station, rows: readonly OutboxRow[]): Promise<void> {
  const trainees = rows.filter((r) => r.kind === 'trainee');
  if (trainees.length > 0) {
    const param = jsonArray(trainees);
    await client.query(INSERT_TRAINEES, [param]);
    await client.query(INSERT_ALIASES, [param]);
  }
  for (const [kind, target] of TARGETS) {
    const records = rows.filter((r) => r.kind === kind);
    if (records.length > 0) await client.query(insertStatement(target), [jsonArray(records), station.id]);
  }
}

/** A refusal about the data (class 22 data exception, 23 integrity), as opposed to the connection or the rights. */
export function refusedData(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

export const REGISTERS_AFTER_UNLOCK = ref('main_room_registers_after_unlock', {});

/**
 * Registers this station (and its public signing key) the first time; never changes a station already there. A
 * station not yet in the room registers only with its authenticated key: until trainer mode has been opened in this
 * run it is not known, and the push waits (nothing is lost) rather than register a key it cannot vouch for, such as
 * the public copy on disk a candidate could have replaced.
 */
export async function registerStation(client: ClientBase, station: Station): Promise<void> {
  const publicKey = station.publicKey;
  if (publicKey === KEY_NOT_YET) {
    const known = await client.query('SELECT 1 FROM room.stations WHERE id = $1', [station.id]);
    if (known.rowCount === 0) throw new RoomError('other', REGISTERS_AFTER_UNLOCK);
    return;
  }
  await client.query(
    'INSERT INTO room.stations (id, name, public_key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [station.id, station.name, publicKey],
  );
}

export async function pushBatch(
  client: ClientBase,
  station: Station,
  batch: readonly OutboxRow[],
): Promise<Pushed> {
  const last = batch.at(-1);
  if (!last) return { through: 0, refused: [] };
  const refused: { row: OutboxRow; reason: string }[] = [];
  await client.query('BEGIN');
  try {
    try {
      await client.query('SAVEPOINT batch');
      await insertRows(client, station, batch);
    } catch (error) {
      if (!refusedData(error)) throw error;
      await client.query('ROLLBACK TO SAVEPOINT batch');
      for (const one of batch) {
        await client.query('SAVEPOINT one');
        try {
          await insertRows(client, station, [one]);
        } catch (rowError) {
          if (!refusedData(rowError)) throw rowError;
          await client.query('ROLLBACK TO SAVEPOINT one');
          refused.push({ row: one, reason: (rowError as Error).message.slice(0, 500) });
        }
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return { through: last.seq, refused };
}
