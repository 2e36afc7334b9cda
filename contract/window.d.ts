// The renderer's view of the preload bridge: include this file (or reference it) in the renderer's types.
import type { TrainerApi } from './index.ts';

declare global {
  interface Window {
    readonly trainer: TrainerApi;
  }
}

export {};
