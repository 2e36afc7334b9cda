// A card on the table drawing: the project's face or back artwork, and its name for screen readers
// (core/cards.ts cardName); a third card lies sideways with an upright index.
import { expect, test } from 'vitest';
import { mountInBody } from './mount.ts';
import Card from '../../renderer/components/Card.svelte';

/** The artwork an <image> shows: its file name, or (inlined as a data URL under vitest) the SVG's own title. */
function artwork(src: string | null | undefined): string {
  if (!src) return '';
  const data = /^data:image\/svg\+xml;base64,(.*)$/.exec(src);
  if (data?.[1]) return /<title>(.*?)<\/title>/.exec(atob(data[1]))?.[1] ?? '';
  return src;
}

function render(props: { card: '9h' | 'Td' | 'As'; faceUp: boolean; sideways?: boolean }): HTMLElement {
  return mountInBody(Card, props);
}

test('a face-up card shows its face artwork and is named "nine of hearts"', () => {
  const el = render({ card: '9h', faceUp: true });
  expect(artwork(el.querySelector('.face image')?.getAttribute('href'))).toMatch(/9h.*\.svg|nine of hearts/);
  const card = el.querySelector('[data-card]');
  expect(card?.getAttribute('data-card')).toBe('9h');
  expect(card?.getAttribute('aria-label')).toBe('nine of hearts');
  expect(el.querySelector('.back')).toBeNull();
});

test('a face-down card shows only the back and does not give its name away', () => {
  const el = render({ card: 'Td', faceUp: false });
  expect(el.querySelector('.face')).toBeNull();
  expect(artwork(el.querySelector('.back image')?.getAttribute('href'))).toMatch(/back.*\.svg|card back/);
  expect(el.textContent).not.toContain('10');
  expect(el.querySelector('[data-card]')?.getAttribute('aria-label')).toBe('a face-down card');
  expect(el.querySelector('[data-card]')?.getAttribute('data-card')).toBe('back');
});

test('a third card lies sideways, with its index upright for the dealer', () => {
  const el = render({ card: 'As', faceUp: true, sideways: true });
  expect(el.querySelector('.card')?.classList.contains('sideways')).toBe(true);
  expect(el.querySelector('.upright-index')?.textContent).toContain('A');
  expect(el.querySelector('[data-card]')?.getAttribute('aria-label')).toBe('ace of spades');
});
