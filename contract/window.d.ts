// The renderer's view of the preload bridge: include this file (or reference it) in the renderer's types.
import type { TrainerApi, TrainerEvents } from './index.ts';

declare global {
  interface Window {
    readonly trainer: TrainerApi;
    /** What main tells the window without being asked (contract/events.ts); absent outside the app. */
    readonly trainerEvents?: TrainerEvents;
  }
}

export {};
