// Generates the application icon: `node scripts/make-icons.ts` writes build/icon.svg (two overlapping cards, a 9
// and a chip on felt), then renders build/icon.png (1024×1024, electron-builder converts it for Windows and macOS)
// and build/icons/<n>x<n>.png (16..512, for Linux) with rsvg-convert (Debian `librsvg2-bin`).
// Without rsvg-convert only the SVG is written and the committed PNGs are left as they are.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BLACK, RED, SUIT_PATHS } from './make-cards.ts';
import { CHIP_STYLES } from './make-chips.ts';
import type { Suit } from '../core/cards.ts';

export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512] as const;

const FELT = '#1d6040';
const FELT_EDGE = '#124029';
const FACE = '#fdfcf8';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

function pip(suit: Suit, cx: number, cy: number, size: number, colour: string): string {
  return (
    `<path fill="${colour}" transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 100})" ` +
    `d="${SUIT_PATHS[suit]}"/>`
  );
}

/** A 360×504 card centred on (0, 0): a corner 9 with its suit, and a big centre mark. */
function card(suit: Suit, colour: string, centre: string): string {
  return (
    `<rect x="-180" y="-252" width="360" height="504" rx="30" fill="${FACE}" stroke="#00000033" stroke-width="4"/>` +
    `<text x="-128" y="-160" text-anchor="middle" font-family='${FONT}' font-weight="800" font-size="92" ` +
    `fill="${colour}">9</text>` +
    pip(suit, -128, -108, 60, colour) +
    centre
  );
}

/** The icon as SVG text (1024×1024, the mark inside a rounded square that leaves a margin for the OS). */
export function iconSvg(): string {
  const chip = CHIP_STYLES[500];
  if (!chip) throw new Error('the $5 chip style is missing');
  let spots = '';
  for (let i = 0; i < 6; i++) {
    spots += `<rect x="-22" y="-168" width="44" height="50" rx="6" fill="${chip.spot}" transform="rotate(${i * 60})"/>`;
  }
  const back = card('h', RED, pip('h', 0, 20, 210, RED));
  const front = card(
    's',
    BLACK,
    `<text x="0" y="110" text-anchor="middle" font-family='${FONT}' font-weight="800" font-size="300" ` +
      `fill="${BLACK}">9</text>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" width="1024" height="1024">\n` +
    `<title>Baccarat Dealer Trainer</title>\n` +
    `<rect x="56" y="56" width="912" height="912" rx="190" fill="${FELT}" stroke="${FELT_EDGE}" stroke-width="16"/>\n` +
    `<g transform="translate(395 480) rotate(-13)">${back}</g>\n` +
    `<g transform="translate(610 470) rotate(9)">${front}</g>\n` +
    `<g transform="translate(705 745)">` +
    `<circle r="176" fill="#00000040" cx="8" cy="12"/>` +
    `<circle r="170" fill="${chip.base}" stroke="#00000066" stroke-width="6"/>${spots}` +
    `<circle r="112" fill="none" stroke="${chip.spot}" stroke-width="10" stroke-dasharray="22 16"/>` +
    `<circle r="92" fill="${FACE}"/>` +
    `<text y="42" text-anchor="middle" font-family='${FONT}' font-weight="800" font-size="124" fill="${BLACK}">5</text>` +
    `</g>\n` +
    `</svg>\n`
  );
}

const BUILD_DIR = join(import.meta.dirname, '..', 'build');

function hasRsvg(): boolean {
  try {
    execFileSync('rsvg-convert', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes build/icon.svg and, when rsvg-convert is installed, the PNGs; returns the files written. */
export function writeIcons(dir = BUILD_DIR): string[] {
  mkdirSync(join(dir, 'icons'), { recursive: true });
  const svgPath = join(dir, 'icon.svg');
  writeFileSync(svgPath, iconSvg());
  const written = [svgPath];
  if (!hasRsvg()) {
    console.warn('make-icons: rsvg-convert not found (apt-get install librsvg2-bin); PNGs not rendered');
    return written;
  }
  const render = (size: number, file: string) => {
    execFileSync('rsvg-convert', ['-w', String(size), '-h', String(size), '-o', file, svgPath]);
    written.push(file);
  };
  render(1024, join(dir, 'icon.png'));
  for (const size of ICON_SIZES) render(size, join(dir, 'icons', `${size}x${size}.png`));
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`wrote ${writeIcons().length} icon files to ${BUILD_DIR}`);
}
