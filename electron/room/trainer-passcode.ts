// The trainer passcode of the training room (issue 22): set or changed on a trainer's PC, it opens trainer mode on
// every station once they have synced, and each station's own key store (its DK, sealed by the passcode) follows it.
//
// A room key RK (32 random bytes) is shared by the stations that know the room's passcode. Each passcode row in the
// room carries its verifier (the scrypt hash, as trainer_auth stores it) and RK wrapped under a key derived (scrypt)
// from the passcode. Each station keeps RK wrapped under a key from its DK, and its DK wrapped under a key from RK.
// So a station that learns of a new passcode from the room re-seals at the next unlock with the new one: the typed
// passcode matches the row's hash, opens RK from the row, RK opens this station's DK, and DK is wrapped again for the
// new passcode. A row whose RK is not the one this station is sealed to (rk_id) is never adopted: a row forged by
// someone who does not know a room passcode cannot take over a station's trainer mode. Order: the latest row is the
// one that reached the room last (room_seq), never a station's clock. Limits: docs/SECURITY.md, "Training room".
import { createHmac, hkdfSync, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ClientBase } from 'pg';
import { z } from 'zod';
import type { Result } from '../../core/result.ts';
import {
  openWithPasscode,
  purposeKey,
  storedBlobs,
  storePasscodeWrap,
  wrapForPasscode,
} from '../../node-shared/keystore/key-store.ts';
import { heldDataKey } from '../keystore/key-vault.ts';
import {
  parseSecretWrapped,
  unwrap,
  unwrapWithSecret,
  wrap,
  wrapWithSecret,
  type SecretWrapped,
  type Wrapped,
} from '../../node-shared/keystore/key-wrap.ts';
import { withDb, type ServiceContext } from '../features/context.ts';
import { auditTrainer, secretMatches, writePasscode, type AuthRow } from '../features/trainer/passcode.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';
import { cutPhrase, issuesInWords } from './documents.ts';
import { ref } from '../../core/i18n/say.ts';
import {
  ensureOutboxTables,
  hasRoomTables,
  ROOM_PASSCODE as LATEST,
  roomState,
  setRoomState,
} from './outbox.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';

const RK_BY_PASSCODE = 'room-key/passcode/v1';
const RK_BY_DK = 'room-key/data-key/v1';
const DK_BY_RK = 'trainer-data-key/room-key/v1';
const SEALED = 'room-key';
const ASKED = 'room-passcode-asked';

/** A room passcode row as this station keeps the latest it has seen. */
interface RoomPasscode {
  readonly id: string;
  readonly roomSeq: number;
  readonly auth: AuthRow;
  readonly rkWrap: SecretWrapped;
  readonly rkId: string;
  readonly mac: string;
  readonly station: string;
}

/** This station's keys sealed to the room key. */
interface Sealed {
  readonly rkId: string;
  readonly rkByDk: Wrapped;
  readonly dkByRk: Wrapped;
  /** The room row this station has settled: taken as its passcode, or set aside as forged (null: none yet). */
  readonly adopted: string | null;
}

const rkIdOf = (rk: Buffer) =>
  Buffer.from(hkdfSync('sha256', rk, Buffer.alloc(0), 'room-key/id/v1', 16)).toString('hex');
const keyFromRk = (rk: Buffer) => Buffer.from(hkdfSync('sha256', rk, Buffer.alloc(0), DK_BY_RK, 32));

/** The row's MAC under the room key: what it says (its id, verifier and room key's id), in a fixed form. */
function rowMac(rk: Buffer, row: { id: string; auth: AuthRow; rkId: string }): string {
  const key = Buffer.from(hkdfSync('sha256', rk, Buffer.alloc(0), 'room-passcode/mac/v1', 32));
  const params = JSON.parse(row.auth.params_json) as Record<string, unknown>;
  const fields = [
    row.id,
    row.auth.hash,
    row.auth.salt,
    params['N'],
    params['r'],
    params['p'],
    params['keylen'],
    row.rkId,
  ];
  return createHmac('sha256', key).update(JSON.stringify(fields)).digest('base64');
}

function read<T>(db: DatabaseSync, key: string): T | null {
  // A PC never in a room (every unlock asks): nothing is created in its database.
  if (!hasRoomTables(db)) return null;
  const raw = roomState(db, key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The role this PC is in the room with, or null when it is not in a room. */
function roomRole(db: DatabaseSync): string | null {
  return read<{ user?: string }>(db, 'config')?.user ?? null;
}

const wrapped = z.object({ iv: z.string(), tag: z.string(), data: z.string() });
const sealedSchema = z.object({
  rkId: z.string(),
  rkByDk: wrapped,
  dkByRk: wrapped,
  adopted: z.string().nullable(),
});

function sealed(db: DatabaseSync): Sealed | null {
  const parsed = sealedSchema.safeParse(read(db, SEALED));
  return parsed.success ? parsed.data : null;
}

function latest(db: DatabaseSync): RoomPasscode | null {
  const v = read<RoomPasscode>(db, LATEST);
  return v && parseSecretWrapped(JSON.stringify(v.rkWrap)) ? v : null;
}

function seal(db: DatabaseSync, rk: Buffer, dk: Buffer, adopted: string | null): void {
  const value: Sealed = {
    rkId: rkIdOf(rk),
    rkByDk: wrap(purposeKey(dk, RK_BY_DK), rk, RK_BY_DK),
    dkByRk: wrap(keyFromRk(rk), dk, DK_BY_RK),
    adopted,
  };
  setRoomState(db, SEALED, JSON.stringify(value));
}

// ---- The room's rows, at each pull ----

const roomRow = z.object({
  id: z.string().uuid(),
  room_seq: z.coerce.number().int().min(1),
  hash: z.string().min(1).max(200),
  salt: z.string().min(1).max(200),
  params: z.record(z.string(), z.unknown()),
  rk_wrap: z.unknown(),
  rk_id: z.string().min(1).max(100),
  mac: z.string().min(1).max(200),
  station: z.string().max(200).nullable(),
});

export async function latestRoomPasscode(client: ClientBase): Promise<unknown> {
  const r = await client.query(
    `SELECT p.id, p.room_seq, p.hash, p.salt, p.params, p.rk_wrap, p.rk_id, p.mac, s.name AS station
     FROM room.trainer_passcodes p LEFT JOIN room.stations s ON s.id = p.station_id
     ORDER BY p.room_seq DESC LIMIT 1`,
  );
  return r.rows[0];
}

/** Keeps the room's latest passcode row (inside pull.ts's transaction); what is wrong with it, or null. */
export function takeRoomPasscode(db: DatabaseSync, row: unknown, nowIso: string): Phrase | null {
  // The room was asked: a room with no passcode yet is known to have none (not merely not heard from).
  setRoomState(db, ASKED, '1');
  if (row === undefined) return null;
  const parsed = roomRow.safeParse(row);
  const rkWrap = parsed.success ? parseSecretWrapped(JSON.stringify(parsed.data.rk_wrap)) : null;
  if (!parsed.success || !rkWrap)
    return cutPhrase(
      ref('main_room_passcode_refused', {
        issues: parsed.success ? ref('main_room_not_wrapped_key', {}) : issuesInWords(parsed.error),
      }),
      400,
    );
  const p = parsed.data;
  if (latest(db)?.id === p.id) return null;
  const value: RoomPasscode = {
    id: p.id,
    roomSeq: p.room_seq,
    auth: { hash: p.hash, salt: p.salt, params_json: JSON.stringify(p.params) },
    rkWrap,
    rkId: p.rk_id,
    mac: p.mac,
    station: (p.station ?? '?').slice(0, 100),
  };
  setRoomState(db, LATEST, JSON.stringify(value));
  if (sealed(db)?.adopted !== p.id)
    auditTrainer(db, nowIso, 'room-passcode-changed', `on station ${JSON.stringify(value.station)}`);
  return null;
}

// ---- At the trainer's edges ----

function macChecks(rk: Buffer, room: RoomPasscode): boolean {
  const expected = Buffer.from(rowMac(rk, room), 'base64');
  const given = Buffer.from(room.mac, 'base64');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether the room's row was made by one who knew the room key (DK opened with this station's passcode). */
async function madeWithRoomKey(
  ctx: ServiceContext,
  typed: string,
  room: RoomPasscode,
  mine: Sealed,
): Promise<boolean> {
  const blobs = withDb(ctx, (db) => ({ ok: true, value: storedBlobs(db) }));
  const opened = blobs.ok ? await openWithPasscode(blobs.value, typed) : null;
  const rk = opened?.state === 'open' ? unwrap(purposeKey(opened.dk, RK_BY_DK), mine.rkByDk, RK_BY_DK) : null;
  return rk !== null && macChecks(rk, room);
}

/** The room's passcode this station has not adopted yet, if any. */
function pending(db: DatabaseSync): RoomPasscode | null {
  const room = latest(db);
  return room && sealed(db)?.adopted !== room.id ? room : null;
}

export const OWN_PASSCODE =
  "That is the training room's trainer passcode, but this station still has its own: unlock with this station's passcode, then change it to the room's once (Change passcode); from then on it follows the room.";
export const NOT_THE_ROOM_KEY =
  "That passcode's row in the training room is not sealed with the room key this station knows (made by someone who did not know the room's passcode?): it was not taken. Unlock with this station's passcode.";
const changedIn = (station: string) =>
  `The trainer passcode was changed in the training room (on ${JSON.stringify(station)}): unlock with the new one.`;

/**
 * Every unlock, after the typed passcode was checked against this station's (`local`, the try counted as guess.ts
 * does): ok(true) opens trainer mode. A newer passcode of the room that this station can follow (its keys are sealed
 * to the same room key) replaces the old one: the old one no longer opens, the new one re-seals DK for itself and
 * becomes this station's passcode. A station not sealed to the room's key keeps its own passcode.
 */
export async function followRoomPasscode(
  ctx: ServiceContext,
  typed: string,
  local: boolean,
): Promise<Result<boolean>> {
  const found = withDb(ctx, (db) => ({ ok: true, value: { room: pending(db), mine: sealed(db) } }));
  if (!found.ok || !found.value.room) return { ok: true, value: local };
  const { room, mine } = found.value;
  const followable = mine !== null && mine.rkId === room.rkId;
  if (local && !followable) return { ok: true, value: true };
  if (!(await secretMatches(room.auth, typed))) {
    if (!local || mine === null) return { ok: true, value: false };
    // This station's passcode, and the room has a newer one: it stops opening, if the newer row was made by one who
    // knows the room key (its MAC, checked with the room key this passcode opens), else the row is set aside.
    if (await madeWithRoomKey(ctx, typed, room, mine)) return { ok: false, error: changedIn(room.station) };
    withDb(ctx, (db) => {
      inTransaction(db, () => {
        auditTrainer(
          db,
          ctx.now().toISOString(),
          'room-passcode-refused',
          `row ${room.id}: its MAC does not check`,
        );
        setRoomState(db, SEALED, JSON.stringify({ ...mine, adopted: room.id }));
      });
      return { ok: true, value: null };
    });
    return { ok: true, value: true };
  }
  if (!mine) return { ok: false, error: OWN_PASSCODE };
  const opened = followable ? await unwrapWithSecret(typed, room.rkWrap, RK_BY_PASSCODE) : null;
  const rk = opened && rkIdOf(opened) === mine.rkId && macChecks(opened, room) ? opened : null;
  const dk = rk ? unwrap(keyFromRk(rk), mine.dkByRk, DK_BY_RK) : null;
  if (!rk || !dk) {
    withDb(ctx, (db) => {
      inTransaction(db, () =>
        auditTrainer(
          db,
          ctx.now().toISOString(),
          'room-passcode-refused',
          `row ${room.id}: not the room key`,
        ),
      );
      return { ok: true, value: null };
    });
    return { ok: false, error: NOT_THE_ROOM_KEY };
  }
  const byPasscode = await wrapForPasscode(dk, typed);
  return withDb(ctx, (db) => {
    inTransaction(db, () => {
      writePasscode(db, room.auth, ctx.now().toISOString(), 'passcode-taken-from-room');
      storePasscodeWrap(db, byPasscode);
      seal(db, rk, dk, room.id);
    });
    ctx.trainer.passed();
    return { ok: true, value: true };
  });
}

/** With trainer mode open in a room: DK, this PC's role, the room's latest passcode known, and this PC's sealing. */
function roomStanding(
  ctx: ServiceContext,
): { dk: Buffer; role: string; room: RoomPasscode | null; mine: Sealed | null; asked: boolean } | null {
  const dk = heldDataKey(ctx.trainer);
  const state = withDb(ctx, (db) => ({
    ok: true,
    value: { role: roomRole(db), room: latest(db), mine: sealed(db), asked: read(db, ASKED) !== null },
  }));
  if (!dk || !state.ok || state.value.role === null) return null;
  return { dk, ...state.value, role: state.value.role };
}

/**
 * After an unlock (DK held): a station whose passcode is also the room's seals its keys to the room key; the first
 * trainer's PC in a room with no passcode yet makes the room key and sends its passcode.
 */
export async function sealToRoom(ctx: ServiceContext, typed: string, auth: AuthRow): Promise<void> {
  const standing = roomStanding(ctx);
  if (!standing) return;
  const { dk, role, room, mine, asked } = standing;
  if (room && mine?.adopted === room.id) return;
  if (room) {
    if (!(await secretMatches(room.auth, typed))) return;
    const rk = await unwrapWithSecret(typed, room.rkWrap, RK_BY_PASSCODE);
    if (rk) withDb(ctx, (db) => (seal(db, rk, dk, room.id), { ok: true, value: null }));
    return;
  }
  // Only once the room was asked and has none: a PC not synced yet must not start a second room key.
  if (!mine && asked && role === 'bdt_trainer') await publish(ctx, typed, auth, randomBytes(32), dk);
}

/**
 * After the passcode was set or changed here (DK held): sent to the room under the room key, so the other stations
 * follow it. A station not sealed to the room's key keeps its passcode to itself (an audit row says why), unless the
 * new one is the room's.
 */
export async function shareTrainerPasscode(
  ctx: ServiceContext,
  passcode: string,
  auth: AuthRow,
): Promise<void> {
  const standing = roomStanding(ctx);
  if (!standing) return;
  const { dk, role, room, mine, asked } = standing;
  // Changed to the room's own passcode: sealed to the room, nothing to send.
  if (room && (await secretMatches(room.auth, passcode))) {
    const rk = await unwrapWithSecret(passcode, room.rkWrap, RK_BY_PASSCODE);
    if (rk) {
      withDb(ctx, (db) => (seal(db, rk, dk, room.id), { ok: true, value: null }));
      return;
    }
  }
  const rk =
    mine && (!room || room.rkId === mine.rkId)
      ? unwrap(purposeKey(dk, RK_BY_DK), mine.rkByDk, RK_BY_DK)
      : room || !asked
        ? null
        : randomBytes(32);
  const kept = !rk
    ? asked
      ? "the training room has another passcode, which this station does not follow yet (set the room's here once to follow it)"
      : 'this station has not heard from the training room yet: set the passcode again once it has synced'
    : role !== 'bdt_trainer'
      ? "the room's trainer passcode is changed on a PC that joined the room with the trainer's role"
      : null;
  if (kept || !rk) {
    // Said in the trainer's trail (Audit tab), where the trainer who changed it looks.
    withDb(ctx, (db) => {
      inTransaction(db, () =>
        auditTrainer(db, ctx.now().toISOString(), 'passcode-kept-on-this-station', kept ?? ''),
      );
      return { ok: true, value: null };
    });
    return;
  }
  await publish(ctx, passcode, auth, rk, dk);
}

/** Queues the passcode's row for the room (the outbox sends it in order) and seals this station to its room key. */
async function publish(
  ctx: ServiceContext,
  passcode: string,
  auth: AuthRow,
  rk: Buffer,
  dk: Buffer,
): Promise<void> {
  const rkWrap = await wrapWithSecret(passcode, rk, RK_BY_PASSCODE);
  const id = randomUUID();
  const rkId = rkIdOf(rk);
  const mac = rowMac(rk, { id, auth, rkId });
  const body = JSON.stringify({
    id,
    hash: auth.hash,
    salt: auth.salt,
    params: JSON.parse(auth.params_json) as unknown,
    rk_wrap: rkWrap,
    rk_id: rkId,
    mac,
    set_at: ctx.now().toISOString(),
  });
  withDb(ctx, (db) => {
    ensureOutboxTables(db);
    inTransaction(db, () => {
      db.prepare(`INSERT INTO room_outbox (kind, body) VALUES ('passcode', ?)`).run(body);
      seal(db, rk, dk, id);
      // The latest this station knows, until the room says which came last: the old one is not adopted again.
      const own: RoomPasscode = { id, roomSeq: 0, auth, rkWrap, rkId, mac, station: 'this station' };
      setRoomState(db, LATEST, JSON.stringify(own));
    });
    return { ok: true, value: null };
  });
}
