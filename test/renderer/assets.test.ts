// The committed artwork and sounds are complete, well formed, and exactly what the scripts in scripts/ generate.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, cardValue, isRed, orderedDecks, rankOf } from '../../core/cards.ts';
import type { Card } from '../../core/cards.ts';
import { BUILT_IN_PROFILES } from '../../core/profiles.ts';
import { BLACK, RED, backSvg, cardFiles, cardSvg } from '../../scripts/make-cards.ts';
import { CHIP_DENOMINATIONS, CHIP_STYLES, chipLabel, chipSvg } from '../../scripts/make-chips.ts';
import { ICON_SIZES, iconSvg } from '../../scripts/make-icons.ts';

const root = (path: string) => join(import.meta.dirname, '..', '..', path);
const read = (path: string) => readFileSync(root(path), 'utf8');
const ALL_CARDS: Card[] = orderedDecks(1);

function parseSvg(text: string): Document {
  return new DOMParser().parseFromString(text, 'image/svg+xml');
}

describe('cards', () => {
  it('has 52 faces named by card code plus a back', () => {
    const names = cardFiles().map(([name]) => name);
    expect(names).toHaveLength(53);
    expect(names).toContain('Td.svg');
    expect(names).toContain('back.svg');
    for (const name of names) expect(existsSync(root(`assets/cards/${name}`)), name).toBe(true);
  });

  it.each(ALL_CARDS.map((c) => [c]))('%s.svg is well-formed SVG with a 250×350 viewBox', (card) => {
    const doc = parseSvg(read(`assets/cards/${card}.svg`));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('svg');
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 250 350');
  });

  it('back.svg is well-formed SVG with a 250×350 viewBox', () => {
    const doc = parseSvg(read('assets/cards/back.svg'));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 250 350');
  });

  it('committed files are exactly what scripts/make-cards.ts generates (run `node scripts/make-assets.ts`)', () => {
    for (const card of ALL_CARDS) expect(read(`assets/cards/${card}.svg`), card).toBe(cardSvg(card));
    expect(read('assets/cards/back.svg')).toBe(backSvg());
  });

  it('the generator is deterministic', () => {
    expect(cardFiles()).toEqual(cardFiles());
  });

  // Ace to ten: one pip per point (a ten has ten) plus the two corner suits, all drawn as paths, not glyphs.
  it.each(ALL_CARDS.filter((c) => !'JQK'.includes(rankOf(c))).map((c) => [c]))(
    '%s has the right pips',
    (card) => {
      const pips = cardValue(card) === 0 ? 10 : cardValue(card);
      const paths = parseSvg(cardSvg(card)).getElementsByTagName('path');
      expect(paths).toHaveLength(pips + 2);
    },
  );

  // Perfect Pairs is settled on red against black, so every mark on a card is in its suit's colour; a court figure
  // adds only neutral colours (face, gold, steel, white), never the other suit's.
  const NEUTRAL = ['#fdfcf8', '#f3d7b6', '#d9a520', '#e6e3da', '#8a6a4a', '#f7d774', 'none'];
  it.each(ALL_CARDS.map((c) => [c]))('%s draws its pips and index in its suit colour', (card) => {
    const doc = parseSvg(cardSvg(card));
    const marks = [...doc.getElementsByTagName('path'), ...doc.getElementsByTagName('text')];
    const colours = new Set(marks.map((m) => m.getAttribute('fill') ?? m.getAttribute('stroke')));
    const own = isRed(card) ? RED : BLACK;
    expect(colours.has(own)).toBe(true);
    expect([...colours].filter((c) => c !== own && !NEUTRAL.includes(c ?? ''))).toEqual([]);
    const suitMarks = [...doc.getElementsByTagName('text')].map((t) => t.getAttribute('fill'));
    expect(new Set(suitMarks)).toEqual(new Set([own]));
  });

  it('ten shows "10" in its corners; other ranks show their letter or digit', () => {
    const texts = (card: Card) =>
      [...parseSvg(cardSvg(card)).getElementsByTagName('text')].map((t) => t.textContent);
    expect(texts('Th')).toEqual(['10', '10']);
    expect(texts('9s')).toEqual(['9', '9']);
    expect(texts('Kd')).toEqual(['K', 'K', 'K', 'K']);
    expect(RANKS).toHaveLength(13);
    expect(SUITS).toHaveLength(4);
  });
});

describe('chips', () => {
  const used = [...new Set(BUILT_IN_PROFILES.flatMap((p) => p.chips))].sort((a, b) => a - b);

  it.each(used.map((c) => [c]))('built-in profile chip %i has assets/chips/<cents>.svg', (cents) => {
    const doc = parseSvg(read(`assets/chips/${cents}.svg`));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 200 200');
    expect(doc.getElementsByTagName('text')[0]?.textContent).toBe(chipLabel(cents));
  });

  it('committed files are exactly what scripts/make-chips.ts generates (run `node scripts/make-assets.ts`)', () => {
    for (const cents of CHIP_DENOMINATIONS)
      expect(read(`assets/chips/${cents}.svg`), String(cents)).toBe(chipSvg(cents));
  });

  it('every denomination differs from every other in edge-spot count or pattern, not only colour', () => {
    const patterns = CHIP_DENOMINATIONS.map((c) => `${CHIP_STYLES[c]?.spots}×${CHIP_STYLES[c]?.kind}`);
    expect(new Set(patterns).size).toBe(CHIP_DENOMINATIONS.length);
  });

  it('prints values in currency units', () => {
    expect([25, 100, 2500, 100000, 10000000].map(chipLabel)).toEqual(['0.25', '1', '25', '1K', '100K']);
  });

  it('an unknown denomination is a programmer error that names the fix', () => {
    expect(() => chipSvg(300)).toThrow(/CHIP_STYLES/);
  });
});

describe('sounds', () => {
  const names = ['card-slide', 'card-turn', 'chips', 'right', 'wrong'];

  it.each(names.map((n) => [n]))('%s.ogg is a short mono 44.1 kHz Ogg Vorbis file under 100 KB', (name) => {
    const bytes = readFileSync(root(`assets/sounds/${name}.ogg`));
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('OggS');
    // The identification header: "\x01vorbis", version (4 bytes), channels (1), sample rate (4, little-endian).
    const id = bytes.indexOf('\x01vorbis', 0, 'latin1');
    expect(id).toBeGreaterThan(0);
    expect(bytes.readUInt8(id + 11)).toBe(1);
    expect(bytes.readUInt32LE(id + 12)).toBe(44100);
    // The last page's granule position is the total number of samples.
    const last = bytes.lastIndexOf('OggS', undefined, 'latin1');
    const samples = Number(bytes.readBigUInt64LE(last + 6));
    expect(samples / 44100).toBeLessThan(0.6);
  });

  it.each(names.map((n) => [n]))('%s.mp3 is an MPEG audio file under 100 KB (howler fallback)', (name) => {
    const bytes = readFileSync(root(`assets/sounds/${name}.mp3`));
    expect(bytes.length).toBeLessThan(100 * 1024);
    const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
    expect(frameSync || bytes.subarray(0, 3).toString('latin1') === 'ID3').toBe(true);
  });
});

describe('application icon', () => {
  it('build/icon.svg is what scripts/make-icons.ts generates', () => {
    expect(read('build/icon.svg')).toBe(iconSvg());
    expect(parseSvg(iconSvg()).getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it.each([
    ['build/icon.png', 1024],
    ...ICON_SIZES.map((s): [string, number] => [`build/icons/${s}x${s}.png`, s]),
  ])('%s is a %i×%i PNG', (path, size) => {
    const bytes = readFileSync(root(path));
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
  });
});
