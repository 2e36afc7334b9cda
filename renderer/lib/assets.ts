// The project's own artwork and sounds, bundled by Vite from assets/ so they load from 'self' under the CSP.
import type { Card } from '../../core/cards.ts';

type UrlMap = Record<string, string>;

const cardFiles: UrlMap = import.meta.glob('../../assets/cards/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const chipFiles: UrlMap = import.meta.glob('../../assets/chips/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const soundFiles: UrlMap = import.meta.glob('../../assets/sounds/*.{ogg,mp3}', {
  eager: true,
  query: '?url',
  import: 'default',
});

function byName(files: UrlMap): Map<string, string> {
  const map = new Map<string, string>();
  for (const [path, url] of Object.entries(files)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    map.set(name, url);
  }
  return map;
}

const cards = byName(cardFiles);
const chips = byName(chipFiles);
const sounds = byName(soundFiles);

export function cardUrl(card: Card): string | undefined {
  return cards.get(`${card}.svg`);
}

export function cardBackUrl(): string | undefined {
  return cards.get('back.svg');
}

export function chipUrl(cents: number): string | undefined {
  return chips.get(`${cents}.svg`);
}

export type SoundName = 'card-slide' | 'card-turn' | 'chips' | 'right' | 'wrong';

/** The files for a sound, ogg first; empty when the sound has not been made. */
export function soundUrls(name: SoundName): string[] {
  return ['ogg', 'mp3'].flatMap((ext) => {
    const url = sounds.get(`${name}.${ext}`);
    return url === undefined ? [] : [url];
  });
}
