// The training room channels (issue 22): each is one entry below; index.ts derives the types. The room's password
// goes one way only: it is in a request, never in a response.
import { phraseSchema } from '../core/i18n/message-ref-schema.ts';
import { z } from 'zod';
import { id, none, type AreaContract } from './channel.ts';

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
        fault: z.strictObject({ problem, message: phraseSchema }).readonly().nullable(),
        lastPushAt: z.string().nullable(),
        refusedFromRoom: z.array(phraseSchema).readonly(),
        notices: z.array(phraseSchema).readonly(),
      })
      .readonly()
      .nullable(),
  })
  .readonly();

export const connectionCheck = z
  .strictObject({ ok: z.boolean(), problem: problem.nullable(), message: phraseSchema })
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
    message: phraseSchema.nullable(),
    conflict: documentConflict.nullable(),
    /**
     * The room's number of the revision open here (what the editor's header shows, so it agrees with the conflict's
     * numbers); null when not in a room, or when this PC's newest save has not reached the room yet.
     */
    roomRevision: z.number().int().min(1).nullable(),
  })
  .readonly();

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const roomChannels = {
  /** This PC's room settings (never the password) and how its push is going. */
  'room.status': { request: none, response: roomView, access: ['trainer'] },
  /**
   * "Test the connection": what is wrong, in words, or that it is a room this app can use.
   * The password typed, or none to test with the one stored.
   */
  'room.test': {
    request: z.strictObject({ settings: roomSettings, password: password.optional() }),
    response: connectionCheck,
    access: ['trainer'],
  },
  /** Saves the settings (the password sealed by the system), queues this PC's history and starts the push. */
  'room.join': {
    request: z.strictObject({ settings: roomSettings, password: password.min(1, 'must not be empty') }),
    response: roomView,
    access: ['trainer'],
  },
  /** Before joining: what this PC would upload, and how its trainees match the room's (by staff number, or name). */
  'room.preview': {
    request: z.strictObject({ settings: roomSettings, password: password.optional() }),
    response: joinPreview,
    access: ['trainer'],
  },
  /** Stops pushing; nothing local is deleted. */
  'room.leave': { request: none, response: roomView, access: ['trainer'] },
  'room.pushNow': { request: none, response: roomView, access: ['trainer'] },
  /** Every trainee over every station of the room. */
  'room.dashboard': { request: none, response: z.array(roomTraineeRow).readonly(), access: ['trainer'] },
  /** A trainee's sessions on every station, with the station that recorded each. */
  'room.traineeHistory': {
    request: z.strictObject({ traineeId: id }),
    response: z.array(roomSessionRow).readonly(),
    access: ['trainer', 'trainee-owned'],
  },
  /**
   * What a set, house-profile or assignment editor says about the room (shared or not; a save overtaken).
   * What an editor says about the room: the document open (none for a new one), and whether it was just saved.
   */
  'room.documentNote': {
    request: z.strictObject({
      kind: z.enum(['drill_set', 'house_profile', 'assignment'], {
        message: 'must be drill_set, house_profile or assignment',
      }),
      id: id.optional(),
      send: z.boolean(),
    }),
    response: documentNote,
    access: ['trainer'],
  },
} as const satisfies AreaContract;

export type RoomSettings = z.output<typeof roomSettings>;
export type RoomView = z.output<typeof roomView>;
export type ConnectionCheck = z.output<typeof connectionCheck>;
export type JoinPreview = z.output<typeof joinPreview>;
export type DocumentNote = z.output<typeof documentNote>;
export type DocumentNoteRequest = z.output<(typeof roomChannels)['room.documentNote']['request']>;

export type RoomChannel = keyof typeof roomChannels;
