// What main tells the window without being asked (contract/events.ts), for the screens. Outside the app (renderer
// tests with no bridge) there is nothing to listen to, and listening does nothing.
import type { AppEvent, EventPayload, TrainerEvents } from '../../contract/index.ts';

/** Listens to one of main's events; the function returned stops listening (an $effect's cleanup). */
export function onAppEvent<E extends AppEvent>(
  event: E,
  listener: (payload: EventPayload<E>) => void,
): () => void {
  const events = (globalThis as { trainerEvents?: TrainerEvents }).trainerEvents;
  return events ? events.on(event, listener) : () => {};
}
