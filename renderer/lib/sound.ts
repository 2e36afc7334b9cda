// Sound cues through howler. A cue must never break a drill: missing files, a blocked autoplay or an audio device
// that is not there are all silent.
import { Howl, Howler } from 'howler';
import { soundUrls, type SoundName } from './assets.ts';

const howls = new Map<SoundName, Howl | null>();
let enabled = true;
let level = 0.8;

function howlFor(name: SoundName): Howl | null {
  if (howls.has(name)) return howls.get(name) ?? null;
  const src = soundUrls(name);
  let howl: Howl | null = null;
  if (src.length > 0) {
    try {
      howl = new Howl({
        src,
        preload: true,
        volume: 1,
        onloaderror: () => howls.set(name, null),
        onplayerror: () => undefined,
      });
    } catch {
      howl = null;
    }
  }
  howls.set(name, howl);
  return howl;
}

export function configureSound(on: boolean, volume: number): void {
  enabled = on;
  level = Math.min(1, Math.max(0, Number.isFinite(volume) ? volume : 0.8));
  try {
    Howler.volume(level);
    Howler.mute(!enabled);
  } catch {
    // No audio device: stay silent.
  }
}

export function play(name: SoundName): void {
  if (!enabled || level === 0) return;
  try {
    howlFor(name)?.play();
  } catch {
    // Autoplay blocked or the file is missing: the drill goes on without the cue.
  }
}

/** Loads the cues ahead of the first deal, so the first card does not wait for a file. */
export function preloadSounds(): void {
  for (const name of ['card-slide', 'card-turn', 'chips', 'right', 'wrong'] as const) howlFor(name);
}
