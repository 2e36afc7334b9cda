// What main tells the window without being asked (issue 22): one entry per event, its payload's zod schema. Main
// checks each payload against its schema before it sends it (electron/app-events.ts); the preload exposes them as
// window.trainerEvents.on(event, listener), generated from EVENT_NAMES by scripts/make-preload.ts, and hands the
// listener the payload only (never Electron's event object). Each event travels on its own IPC channel,
// `event:<name>`, which no request channel can be named (those are area.method).
import { z } from 'zod';
import { id } from './channel.ts';
import { documentConflict } from './room.ts';

export const EVENTS = {
  /**
   * A background push found that a set or house profile saved here was overtaken by another trainer's later save in
   * the room (kept after theirs): an editor open on it says so at once. Sent once per overtaken save.
   */
  'room.documentOvertaken': z
    .strictObject({ kind: z.enum(['drill_set', 'house_profile']), id, conflict: documentConflict })
    .readonly(),
} as const;

export type AppEvent = keyof typeof EVENTS;
export type EventPayload<E extends AppEvent> = z.output<(typeof EVENTS)[E]>;

/** Every event, at runtime: the preload generator and the e2e harness build from this list. */
export const EVENT_NAMES = Object.keys(EVENTS) as AppEvent[];

/** The IPC channel an event travels on. */
export const eventChannel = (event: AppEvent): string => `event:${event}`;

/** window.trainerEvents: listen to one event; the function returned stops listening. */
export interface TrainerEvents {
  on<E extends AppEvent>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

/** null when the payload has its event's shape; otherwise what is wrong, naming the field. */
export function checkEvent(event: string, payload: unknown): string | null {
  const schema = (EVENTS as Record<string, z.ZodType | undefined>)[event];
  if (!schema) return `${event} is not an event of the contract`;
  const parsed = schema.safeParse(payload);
  if (parsed.success) return null;
  return `${event} was sent with a payload that is not its type: ${parsed.error.issues
    .map((i) => `${i.path.join('.') || '(the value)'}: ${i.message}`)
    .join('; ')}`;
}
