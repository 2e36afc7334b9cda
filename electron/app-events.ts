// What main tells the window without being asked (contract/events.ts), in one place: a service emits, main.ts sends
// it to the window (the e2e harness to its page). Each payload is checked against its schema first: one that is not
// its type is logged and not sent, so the window only ever gets what the contract says.
import { checkEvent, type AppEvent, type EventPayload } from '../contract/events.ts';

export type EventListener = <E extends AppEvent>(event: E, payload: EventPayload<E>) => void;

export class AppEvents {
  readonly #listeners = new Set<EventListener>();
  readonly #log: (message: string) => void;

  constructor(log: (message: string) => void) {
    this.#log = log;
  }

  /** Listens to every event; the function returned stops listening. */
  on(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  emit<E extends AppEvent>(event: E, payload: EventPayload<E>): void {
    const problem = checkEvent(event, payload);
    if (problem) {
      this.#log(`events: ${problem}`);
      return;
    }
    for (const listener of this.#listeners) {
      try {
        listener(event, payload);
      } catch (error) {
        // A window gone meanwhile: the event is lost for it, never a crash of the push that found it.
        this.#log(`events: ${event} could not be delivered (${(error as Error).message})`);
      }
    }
  }
}
