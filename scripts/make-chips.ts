// Generates one SVG chip per denomination: `node scripts/make-chips.ts` writes assets/chips/<cents>.svg.
// Colours follow common casino practice ($1 white, $5 red, $25 green, $100 black, $500 purple, $1,000 yellow...).
// Colour is never the only cue: the value is printed in the centre, and the edge spots differ per denomination in
// count and pattern (single bars, double bars, triple dots or round spots), so no two chips share both.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { CHIP_DENOMINATIONS, CHIP_STYLES, chipLabel, type SpotKind } from '../renderer/lib/chip-styles.ts';

export { CHIP_DENOMINATIONS, CHIP_STYLES, chipLabel };

const INNER = '#fbf8f0';
const INK = '#1a1a1a';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

function n(x: number): string {
  return Number(x.toFixed(2)).toString();
}

function spotShapes(kind: SpotKind, colour: string): string {
  // Drawn for a spot centred at (100, 14) on the rim (radius 86); rotated into place around (100, 100).
  switch (kind) {
    case 'bar':
      return `<rect x="91" y="4" width="18" height="20" rx="2" fill="${colour}"/>`;
    case 'double':
      return (
        `<rect x="88" y="4" width="9" height="20" rx="2" fill="${colour}"/>` +
        `<rect x="103" y="4" width="9" height="20" rx="2" fill="${colour}"/>`
      );
    case 'triple':
      return (
        `<circle cx="88" cy="14" r="5" fill="${colour}"/>` +
        `<circle cx="100" cy="14" r="5" fill="${colour}"/>` +
        `<circle cx="112" cy="14" r="5" fill="${colour}"/>`
      );
    case 'dot':
      return `<circle cx="100" cy="14" r="9" fill="${colour}"/>`;
  }
}

/** The SVG text of one chip, e.g. `chipSvg(2500)` for the green $25 chip. Throws for an unknown denomination. */
export function chipSvg(cents: number): string {
  const style = CHIP_STYLES[cents];
  if (!style)
    throw new Error(`no chip style for ${cents} cents; add it to CHIP_STYLES in scripts/make-chips.ts`);
  const label = chipLabel(cents);
  const fontSize = label.length <= 2 ? 46 : label.length === 3 ? 40 : 32;
  const shape = spotShapes(style.kind, style.spot);
  let spots = '';
  for (let i = 0; i < style.spots; i++) {
    spots += `<g transform="rotate(${n((360 / style.spots) * i)} 100 100)">${shape}</g>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">\n` +
    `<title>chip ${label}</title>\n` +
    `<circle cx="100" cy="100" r="97" fill="${style.base}" stroke="${INK}" stroke-opacity="0.45" stroke-width="2"/>\n` +
    `${spots}\n` +
    `<circle cx="100" cy="100" r="70" fill="none" stroke="${INK}" stroke-opacity="0.25" stroke-width="3"/>\n` +
    `<circle cx="100" cy="100" r="66" fill="${style.base}"/>\n` +
    `<circle cx="100" cy="100" r="62" fill="none" stroke="${style.spot}" stroke-width="3" stroke-dasharray="6 5"/>\n` +
    `<circle cx="100" cy="100" r="54" fill="${INNER}" stroke="${INK}" stroke-opacity="0.3" stroke-width="1.5"/>\n` +
    `<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family='${FONT}' font-weight="800" ` +
    `font-size="${fontSize}" fill="${INK}">${label}</text>\n` +
    `</svg>\n`
  );
}

export const CHIPS_DIR = join(import.meta.dirname, '..', 'assets', 'chips');

export function writeChips(dir = CHIPS_DIR): number {
  mkdirSync(dir, { recursive: true });
  for (const cents of CHIP_DENOMINATIONS) writeFileSync(join(dir, `${cents}.svg`), chipSvg(cents));
  return CHIP_DENOMINATIONS.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`wrote ${writeChips()} chip files to ${CHIPS_DIR}`);
}
