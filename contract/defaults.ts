// Values the renderer needs from the contract, in a file of their own so its bundle takes no schema with them.
import type { Settings } from './response-schemas.ts';

/** What a new install starts with; the renderer shows it until main's settings arrive. */
export const DEFAULT_SETTINGS: Settings = {
  profileId: 'tasmania',
  speed: 1,
  sound: true,
  volume: 0.8,
  reducedMotion: 'system',
};
