// Generates the 52 card faces and the card back as SVG: `node scripts/make-cards.ts` writes assets/cards/<code>.svg
// (codes as in core/cards.ts, e.g. "Td.svg") and assets/cards/back.svg. Pure string building, no dependencies.
//
// Colour-blind safety: red and black stay (Perfect Pairs is settled on red against black), but colour is never the
// only cue. Each suit is a distinct silhouette drawn as a path (no font glyphs), every corner carries rank and suit,
// and the red is a warm red picked so that, under protanopia and deuteranopia simulation (Machado 2009), it still
// differs from the black in luminance (about 3:1) while keeping about 4:1 against the white face.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RANKS, SUITS, cardName, isRed, rankOf, suitOf } from '../core/cards.ts';
import type { Card, Rank, Suit } from '../core/cards.ts';

export const CARD_WIDTH = 250;
export const CARD_HEIGHT = 350;

export const RED = '#d84a26';
export const BLACK = '#141414';
const FACE = '#fdfcf8';
const EDGE = '#b9b6ad';
const COURT_TINT = '#f4ecd6';
const BACK_BLUE = '#1f3a6e';
const BACK_LINE = '#7d9bd1';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Suit silhouettes in a 100×100 box centred on (50, 50). */
export const SUIT_PATHS: Record<Suit, string> = {
  s:
    'M50 3C61 21 97 38 97 62C97 78 86 88 72 88C63 88 57 84 53 78C54 88 58 94 67 98L33 98' +
    'C42 94 46 88 47 78C43 84 37 88 28 88C14 88 3 78 3 62C3 38 39 21 50 3Z',
  h: 'M50 95C22 70 3 52 3 30C3 13 16 3 30 3C40 3 47 9 50 17C53 9 60 3 70 3C84 3 97 13 97 30C97 52 78 70 50 95Z',
  d: 'M50 2Q66 28 88 50Q66 72 50 98Q34 72 12 50Q34 28 50 2Z',
  c:
    'M50 5A21 21 0 1 0 50 47A21 21 0 1 0 50 5Z' +
    'M27 39A21 21 0 1 0 27 81A21 21 0 1 0 27 39Z' +
    'M73 39A21 21 0 1 0 73 81A21 21 0 1 0 73 39Z' +
    'M50 30L31 62L69 62Z' +
    'M46 58C46 78 41 90 32 98L68 98C59 90 54 78 54 58Z',
};

function colourOf(card: Card): string {
  return isRed(card) ? RED : BLACK;
}

function n(x: number): string {
  return Number(x.toFixed(2)).toString();
}

/** A suit pip of width `size` centred on (cx, cy), turned upside down for the lower half of the card. */
function pip(suit: Suit, cx: number, cy: number, size: number, colour: string, flipped = false): string {
  const s = size / 100;
  const rotate = flipped ? ` rotate(180 50 50)` : '';
  return (
    `<path fill="${colour}" transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(s)})${rotate}" ` +
    `d="${SUIT_PATHS[suit]}"/>`
  );
}

// Pip layouts as [column, row]: column 0 left, 1 centre, 2 right; row 0 top to 1 bottom of the pip area.
const L = 0;
const C = 1;
const R = 2;
const PIP_LAYOUTS: Partial<Record<Rank, readonly (readonly [number, number])[]>> = {
  '2': [
    [C, 0],
    [C, 1],
  ],
  '3': [
    [C, 0],
    [C, 0.5],
    [C, 1],
  ],
  '4': [
    [L, 0],
    [R, 0],
    [L, 1],
    [R, 1],
  ],
  '5': [
    [L, 0],
    [R, 0],
    [C, 0.5],
    [L, 1],
    [R, 1],
  ],
  '6': [
    [L, 0],
    [R, 0],
    [L, 0.5],
    [R, 0.5],
    [L, 1],
    [R, 1],
  ],
  '7': [
    [L, 0],
    [R, 0],
    [C, 0.25],
    [L, 0.5],
    [R, 0.5],
    [L, 1],
    [R, 1],
  ],
  '8': [
    [L, 0],
    [R, 0],
    [C, 0.25],
    [L, 0.5],
    [R, 0.5],
    [C, 0.75],
    [L, 1],
    [R, 1],
  ],
  '9': [
    [L, 0],
    [R, 0],
    [L, 1 / 3],
    [R, 1 / 3],
    [C, 0.5],
    [L, 2 / 3],
    [R, 2 / 3],
    [L, 1],
    [R, 1],
  ],
  T: [
    [L, 0],
    [R, 0],
    [C, 1 / 6],
    [L, 1 / 3],
    [R, 1 / 3],
    [L, 2 / 3],
    [R, 2 / 3],
    [C, 5 / 6],
    [L, 1],
    [R, 1],
  ],
};

// Jumbo indices (as baccarat cards have) fill the corners, so the pips stand in the middle column of the card.
const PIP_COLUMNS = [97, 125, 153];
const PIP_TOP = 46;
const PIP_BOTTOM = 304;
const PIP_SIZE = 26;

function pips(card: Card): string {
  const rank = rankOf(card);
  const suit = suitOf(card);
  const colour = colourOf(card);
  if (rank === 'A') return pip(suit, 125, 175, 76, colour);
  const layout = PIP_LAYOUTS[rank] ?? [];
  return layout
    .map(([col, row]) => {
      const cy = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP);
      return pip(suit, PIP_COLUMNS[col] ?? 125, cy, PIP_SIZE, colour, row > 0.5);
    })
    .join('');
}

// Court figures: original, simple shapes (no traditional court art), drawn for the upper half of the frame and
// turned about the centre for the lower half, as a real court card is. A king holds a sword and wears a crown, a
// queen holds a flower under a tiara, a jack holds a halberd under a cap; each robe carries the suit.
const HEADDRESS: Record<'J' | 'Q' | 'K', string> = {
  K: 'M-22 -4L-22 -26L-11 -14L0 -32L11 -14L22 -26L22 -4Z',
  Q: 'M-20 -4L-16 -22L-8 -12L0 -26L8 -12L16 -22L20 -4Z',
  J: 'M-21 -4Q-21 -24 0 -26Q21 -24 24 -10L30 -8L21 -4Z',
};

const HELD: Record<'J' | 'Q' | 'K', (c: string) => string> = {
  // A sword, point up, beside the figure.
  K: (c) =>
    `<path d="M40 -52L44 -60L48 -52L48 6L40 6Z" fill="#e6e3da" stroke="${c}" stroke-width="1.5"/>` +
    `<path d="M33 6H55V12H33Z" fill="${c}"/><path d="M41 12H47V26H41Z" fill="${c}"/>`,
  // A flower on its stem.
  Q: (c) =>
    `<path d="M-44 24Q-46 -10 -40 -34" fill="none" stroke="${c}" stroke-width="3"/>` +
    `<circle cx="-40" cy="-40" r="7" fill="${c}"/><circle cx="-48" cy="-34" r="6" fill="${c}" opacity="0.8"/>` +
    `<circle cx="-32" cy="-34" r="6" fill="${c}" opacity="0.8"/><circle cx="-40" cy="-40" r="3" fill="#f7d774"/>`,
  // A halberd: a staff with an axe head.
  J: (c) =>
    `<path d="M44 -62V26" stroke="${c}" stroke-width="4"/>` +
    `<path d="M44 -62L52 -48L44 -44Z" fill="${c}"/><path d="M44 -50Q60 -50 60 -36Q52 -40 44 -38Z" fill="${c}"/>`,
};

function courtHalf(rank: 'J' | 'Q' | 'K', suit: Suit, colour: string): string {
  const skin = '#f3d7b6';
  const gold = '#d9a520';
  // The figure stands at (125, 130): head, headdress, shoulders and robe down to the card's centre line.
  return (
    `<g transform="translate(125 112) scale(0.78)">` +
    `<path d="M-46 57Q-46 18 -22 12L22 12Q46 18 46 57Z" fill="${colour}"/>` +
    `<path d="M-14 12L0 40L14 12Z" fill="#fdfcf8"/>` +
    `<path d="M-46 57Q-40 30 -26 22" fill="none" stroke="${gold}" stroke-width="3"/>` +
    `<path d="M46 57Q40 30 26 22" fill="none" stroke="${gold}" stroke-width="3"/>` +
    `<circle cx="0" cy="-6" r="17" fill="${skin}" stroke="${BLACK}" stroke-width="1.5"/>` +
    `<circle cx="-6" cy="-8" r="1.8" fill="${BLACK}"/><circle cx="6" cy="-8" r="1.8" fill="${BLACK}"/>` +
    `<path d="M-5 2Q0 5 5 2" fill="none" stroke="${BLACK}" stroke-width="1.5"/>` +
    (rank === 'K' ? `<path d="M-14 4Q0 22 14 4Q8 10 0 10Q-8 10 -14 4Z" fill="#8a6a4a"/>` : '') +
    `<path d="${HEADDRESS[rank]}" fill="${rank === 'J' ? colour : gold}" stroke="${BLACK}" stroke-width="1.2"/>` +
    HELD[rank](colour) +
    `</g>` +
    pip(suit, 125, 152, 16, '#fdfcf8') +
    pip(suit, 100, 46, 16, colour) +
    `<text x="151" y="52" text-anchor="middle" font-family='${FONT}' font-weight="700" font-size="20" fill="${colour}">${rank}</text>`
  );
}

function court(card: Card): string {
  const rank = rankOf(card) as 'J' | 'Q' | 'K';
  const suit = suitOf(card);
  const colour = colourOf(card);
  const half = courtHalf(rank, suit, colour);
  return (
    `<rect x="84" y="28" width="82" height="294" rx="6" fill="${COURT_TINT}" stroke="${colour}" stroke-width="3"/>` +
    `<clipPath id="frame"><rect x="86" y="30" width="78" height="290" rx="4"/></clipPath>` +
    `<g clip-path="url(#frame)">${half}<g transform="rotate(180 125 175)">${half}</g></g>` +
    `<path d="M86 175H164" stroke="${colour}" stroke-width="1.5"/>` +
    `<rect x="88" y="32" width="74" height="286" rx="3" fill="none" stroke="${colour}" stroke-width="1.2"/>`
  );
}

function cornerIndex(card: Card): string {
  const rank = rankOf(card);
  const colour = colourOf(card);
  const label = rank === 'T' ? '10' : rank;
  // A jumbo index, as baccarat cards have: read at a glance from across the table. "10" is as tall as the other
  // ranks, its two digits set narrower so they fit the same corner.
  const narrow = rank === 'T' ? ' textLength="80" lengthAdjust="spacingAndGlyphs"' : '';
  return (
    `<text x="43" y="80" text-anchor="middle" font-family='${FONT}' font-weight="700" ` +
    `font-size="84"${narrow} fill="${colour}">${label}</text>` +
    pip(suitOf(card), 43, 122, 44, colour)
  );
}

function frame(title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" ` +
    `width="${CARD_WIDTH}" height="${CARD_HEIGHT}" role="img">\n` +
    `<title>${title}</title>\n` +
    `<rect x="1" y="1" width="248" height="348" rx="14" fill="${FACE}" stroke="${EDGE}" stroke-width="2"/>\n` +
    body +
    `\n</svg>\n`
  );
}

/** The SVG text of one card face, e.g. `cardSvg('Td')`. */
export function cardSvg(card: Card): string {
  const index = cornerIndex(card);
  const rank = rankOf(card);
  const centre = rank === 'J' || rank === 'Q' || rank === 'K' ? court(card) : pips(card);
  return frame(cardName(card), `${index}\n<g transform="rotate(180 125 175)">${index}</g>\n${centre}`);
}

/** The card back: a navy lattice with a plain medallion, the same either way up. */
export function backSvg(): string {
  const x0 = 20;
  const y0 = 20;
  const cols = 10;
  const rows = 15;
  const w = (CARD_WIDTH - 2 * x0) / cols;
  const h = (CARD_HEIGHT - 2 * y0) / rows;
  let lattice = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x0 + (c + 0.5) * w;
      const cy = y0 + (r + 0.5) * h;
      lattice += `M${n(cx)} ${n(cy - h / 2 + 2)}L${n(cx + w / 2 - 2)} ${n(cy)}L${n(cx)} ${n(cy + h / 2 - 2)}L${n(cx - w / 2 + 2)} ${n(cy)}Z`;
    }
  }
  const body =
    `<rect x="14" y="14" width="222" height="322" rx="8" fill="${BACK_BLUE}"/>\n` +
    `<path fill="none" stroke="${BACK_LINE}" stroke-width="1.6" d="${lattice}"/>\n` +
    `<rect x="20" y="20" width="210" height="310" rx="5" fill="none" stroke="${FACE}" stroke-width="2"/>\n` +
    `<ellipse cx="125" cy="175" rx="52" ry="70" fill="${BACK_BLUE}" stroke="${FACE}" stroke-width="4"/>\n` +
    `<ellipse cx="125" cy="175" rx="42" ry="60" fill="none" stroke="${BACK_LINE}" stroke-width="2"/>\n` +
    pip('s', 125, 150, 34, FACE) +
    pip('h', 125, 200, 34, FACE, true);
  return frame('card back', body);
}

/** Every file the generator writes, as [file name, SVG text]. */
export function cardFiles(): [string, string][] {
  const files: [string, string][] = [];
  for (const s of SUITS) for (const r of RANKS) files.push([`${r}${s}.svg`, cardSvg(`${r}${s}`)]);
  files.push(['back.svg', backSvg()]);
  return files;
}

export const CARDS_DIR = join(import.meta.dirname, '..', 'assets', 'cards');

export function writeCards(dir = CARDS_DIR): number {
  mkdirSync(dir, { recursive: true });
  const files = cardFiles();
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  return files.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`wrote ${writeCards()} card files to ${CARDS_DIR}`);
}
