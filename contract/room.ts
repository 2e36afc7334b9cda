// Zod schemas for the training room channels (issue 22), written once: room-contract.ts derives the types. The room's
// password goes one way only: it is in a request, never in a response.
import { z } from 'zod';

const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const none = z.undefined({ message: 'takes no argument' });

export const roomSettings = z
  .strictObject({
    host: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(253, 'must be at most 253 characters')
      .regex(/^[A-Za-z0-9.:[\]-]+$/, 'must be a host name or an IP address'),
    port: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 to 65535')
      .max(65535, 'must be 1 to 65535'),
    database: z.string().trim().min(1, 'must not be empty').max(63, 'must be at most 63 characters'),
    user: z.enum(['bdt_station', 'bdt_trainer'], { message: 'must be bdt_station or bdt_trainer' }),
    tls: z.boolean(),
    stationName: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  })
  .readonly();

const password = z.string().max(200, 'must be at most 200 characters');

export const roomRequestSchemas = {
  'room.status': none,
  /** The password typed, or none to test with the one stored. */
  'room.test': z.strictObject({ settings: roomSettings, password: password.optional() }),
  'room.join': z.strictObject({ settings: roomSettings, password: password.min(1, 'must not be empty') }),
  'room.preview': z.strictObject({ settings: roomSettings, password: password.optional() }),
  'room.leave': none,
  'room.pushNow': none,
  'room.dashboard': none,
  'room.traineeHistory': z.strictObject({ traineeId: id }),
  /** What an editor says about the room: the document open (none for a new one), and whether it was just saved. */
  'room.documentNote': z.strictObject({
    kind: z.enum(['drill_set', 'house_profile', 'assignment'], {
      message: 'must be drill_set, house_profile or assignment',
    }),
    id: id.optional(),
    send: z.boolean(),
  }),
};

export type RoomRequestSchemas = typeof roomRequestSchemas;

const problem = z.enum([
  'unreachable',
  'wrong-password',
  'no-login',
  'no-database',
  'not-a-room',
  'newer-schema',
  'tls-required',
  'no-right',
  'refused-row',
  'other',
]);

export const roomView = z
  .strictObject({
    configured: z.boolean(),
    settings: roomSettings.nullable(),
    stationId: z.string().nullable(),
    password: z.enum(['sealed', 'memory', 'missing']),
    sync: z
      .strictObject({
        state: z.enum(['idle', 'pushing', 'waiting', 'stopped']),
        pending: z.number().int().min(0),
        refused: z.number().int().min(0),
        fault: z.strictObject({ problem, message: z.string() }).readonly().nullable(),
        lastPushAt: z.string().nullable(),
        refusedFromRoom: z.array(z.string()).readonly(),
        notices: z.array(z.string()).readonly(),
      })
      .readonly()
      .nullable(),
  })
  .readonly();

export const connectionCheck = z
  .strictObject({ ok: z.boolean(), problem: problem.nullable(), message: z.string() })
  .readonly();

const roomTraineeRow = z
  .strictObject({
    traineeId: z.string(),
    name: z.string(),
    staffNumber: z.string().nullable(),
    sessions: z.number().int().min(0),
    responses: z.number().int().min(0),
    accuracy: z.number().min(0).max(1).nullable(),
    meanResponseMs: z.number().int().min(0).nullable(),
    lastAt: z.string().nullable(),
    stations: z.array(z.string()).readonly(),
  })
  .readonly();

export const roomSessionRow = z
  .strictObject({
    sessionId: z.string(),
    title: z.string(),
    mode: z.enum(['practice', 'assessment']),
    startedAt: z.string(),
    station: z.string(),
    answered: z.number().int().min(0),
    correct: z.number().int().min(0),
    ended: z.boolean(),
  })
  .readonly();

const count = z.number().int().min(0);

export const joinPreview = z
  .strictObject({
    trainees: z
      .array(
        z
          .strictObject({
            name: z.string(),
            staffNumber: z.string().nullable(),
            match: z.enum(['already in the room', 'same staff number', 'same name', 'new']),
            roomName: z.string().nullable(),
          })
          .readonly(),
      )
      .readonly(),
    sessions: count,
    responses: count,
    attempts: count,
    grades: count,
    sessionsInRoom: count,
  })
  .readonly();

/** A save of this PC's that another trainer's save overtook in the room: kept after theirs, never over it. */
export const documentConflict = z
  .strictObject({
    revision: z.number().int().min(1),
    theirRevision: z.number().int().min(1),
    theirStation: z.string().max(200),
    theirSavedAt: z.string().max(40),
  })
  .readonly();

export const documentNote = z
  .strictObject({
    /** Not in a room; in it as a station (edits here stay here); in it as a trainer (edits are shared). */
    sharing: z.enum(['not-in-room', 'station', 'trainer']),
    message: z.string().nullable(),
    conflict: documentConflict.nullable(),
    /**
     * The room's number of the revision open here (what the editor's header shows, so it agrees with the conflict's
     * numbers); null when not in a room, or when this PC's newest save has not reached the room yet.
     */
    roomRevision: z.number().int().min(1).nullable(),
  })
  .readonly();

export const roomResponseSchemas = {
  'room.documentNote': documentNote,
  'room.status': roomView,
  'room.test': connectionCheck,
  'room.join': roomView,
  'room.preview': joinPreview,
  'room.leave': roomView,
  'room.pushNow': roomView,
  'room.dashboard': z.array(roomTraineeRow).readonly(),
  'room.traineeHistory': z.array(roomSessionRow).readonly(),
};

export type RoomResponseSchemas = typeof roomResponseSchemas;
