// The training room channels of the IPC contract (issue 22), all behind the trainer session. Types come from
// room-schemas.ts (a type import: no zod in the renderer bundle from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type {
  connectionCheck,
  documentNote,
  joinPreview,
  RoomRequestSchemas,
  RoomResponseSchemas,
  roomSettings,
  roomView,
} from './room.ts';

export type RoomSettings = z.output<typeof roomSettings>;
export type RoomView = z.output<typeof roomView>;
export type ConnectionCheck = z.output<typeof connectionCheck>;
export type JoinPreview = z.output<typeof joinPreview>;
export type DocumentNote = z.output<typeof documentNote>;
export type DocumentNoteRequest = z.output<RoomRequestSchemas['room.documentNote']>;

type In<C extends keyof RoomRequestSchemas> = z.input<RoomRequestSchemas[C]>;
type Out<C extends keyof RoomResponseSchemas> = z.output<RoomResponseSchemas[C]>;

export interface RoomContract {
  /** This PC's room settings (never the password) and how its push is going. */
  'room.status': { request: In<'room.status'>; response: Out<'room.status'> };
  /** "Test the connection": what is wrong, in words, or that it is a room this app can use. */
  'room.test': { request: In<'room.test'>; response: Out<'room.test'> };
  /** Before joining: what this PC would upload, and how its trainees match the room's (by staff number, or name). */
  'room.preview': { request: In<'room.preview'>; response: Out<'room.preview'> };
  /** Saves the settings (the password sealed by the system), queues this PC's history and starts the push. */
  'room.join': { request: In<'room.join'>; response: Out<'room.join'> };
  /** Stops pushing; nothing local is deleted. */
  'room.leave': { request: In<'room.leave'>; response: Out<'room.leave'> };
  'room.pushNow': { request: In<'room.pushNow'>; response: Out<'room.pushNow'> };
  /** Every trainee over every station of the room. */
  'room.dashboard': { request: In<'room.dashboard'>; response: Out<'room.dashboard'> };
  /** A trainee's sessions on every station, with the station that recorded each. */
  'room.traineeHistory': { request: In<'room.traineeHistory'>; response: Out<'room.traineeHistory'> };
  /** What a set, house-profile or assignment editor says about the room (shared or not; a save overtaken). */
  'room.documentNote': { request: In<'room.documentNote'>; response: Out<'room.documentNote'> };
}

export type RoomChannel = keyof RoomContract;

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const ROOM_ACCESS = {
  'room.status': ['trainer'],
  'room.test': ['trainer'],
  'room.join': ['trainer'],
  'room.preview': ['trainer'],
  'room.leave': ['trainer'],
  'room.pushNow': ['trainer'],
  'room.dashboard': ['trainer'],
  'room.traineeHistory': ['trainer', 'trainee-owned'],
  'room.documentNote': ['trainer'],
} as const satisfies { readonly [C in RoomChannel]: Access };

export const ROOM_CHANNELS = Object.keys(ROOM_ACCESS) as RoomChannel[];
