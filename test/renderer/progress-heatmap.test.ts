// The table-of-play heat map (Tasmania 11): every Banker point 0–7 by every Player third card (none, 0–9), coloured
// by error rate or slowness, and a cell starts a drill on exactly its case.
import { flushSync } from 'svelte';
import { expect, test, vi } from 'vitest';
import TableOfPlayHeatMap from '../../renderer/components/progress/TableOfPlayHeatMap.svelte';
import {
  heatBackground,
  heatColour,
  MIN_ANSWERS_FOR_RATE,
  TOO_FEW_COLOUR,
  UNANSWERED_COLOUR,
} from '../../renderer/components/progress/heat.ts';
import type { TableOfPlayHeatCell } from '../../electron/ipc/progress-types.ts';
import { mountInBody } from './mount.ts';

const cell = (banker: number, third: number | null, answered: number, wrong: number, slow: number) =>
  ({
    banker,
    third,
    answered,
    wrong,
    slow,
    errorRate: wrong / answered,
    slowRate: slow / answered,
    target: { type: 'table-of-play', cell: { banker, third } },
  }) satisfies TableOfPlayHeatCell;

const cells = [cell(4, 2, 10, 3, 1), cell(6, null, 6, 0, 6), cell(1, 9, 1, 1, 0)];

/** A colour as jsdom writes it back. */
function normalised(colour: string): string {
  const probe = document.createElement('i');
  probe.style.background = colour;
  return probe.style.background;
}

test('Tasmania 11 grid: 8 rows by 11 columns, each cell named with its errors', () => {
  const el = mountInBody(TableOfPlayHeatMap, { cells, mode: 'errors', onDrill: () => {} });
  expect(el.querySelectorAll('tbody tr')).toHaveLength(8);
  expect(el.querySelectorAll('tbody button')).toHaveLength(88);
  const c42 = el.querySelector<HTMLButtonElement>('[data-testid="cell-4-2"]')!;
  expect(c42.textContent).toBe('3/10');
  expect(c42.getAttribute('aria-label')).toBe(
    "Banker 4, Player's third card 2: 3 of 10 wrong, 1 slow. Drill this case.",
  );
  expect(el.querySelector('[data-testid="cell-0-none"]')?.textContent).toBe('');
});

test('coloured by slowness, Banker 6 with the Player standing is the darkest cell', () => {
  const el = mountInBody(TableOfPlayHeatMap, { cells, mode: 'slowness', onDrill: () => {} });
  expect(el.querySelector('[data-testid="cell-6-none"]')?.textContent).toBe('6/6');
  expect(el.querySelector<HTMLElement>('[data-testid="cell-6-none"]')?.style.background).toBe(
    normalised(heatColour(1, 'slowness')),
  );
});

test('clicking a cell drills exactly that case; in the trainer view cells are not buttons to press', () => {
  const onDrill = vi.fn();
  const el = mountInBody(TableOfPlayHeatMap, { cells, mode: 'errors', onDrill });
  el.querySelector<HTMLButtonElement>('[data-testid="cell-4-2"]')!.click();
  flushSync();
  expect(onDrill).toHaveBeenCalledWith(
    { type: 'table-of-play', cell: { banker: 4, third: 2 } },
    "Banker 4 v Player's third card 2",
  );
  const view = mountInBody(TableOfPlayHeatMap, { cells, mode: 'errors', onDrill: null });
  expect(view.querySelector<HTMLButtonElement>('[data-testid="cell-4-2"]')!.disabled).toBe(true);
});

test('never answered is white; more errors, darker', () => {
  expect(heatBackground(undefined, 'errors')).toBe(UNANSWERED_COLOUR);
  const lightness = (r: number) => Number(/(\d+)%\)$/.exec(heatColour(r, 'errors'))?.[1]);
  expect(lightness(0.9)).toBeLessThan(lightness(0.1));
});

test(`a single miss is not painted 100% red: under ${MIN_ANSWERS_FOR_RATE} answers a cell is grey and shows its count`, () => {
  const el = mountInBody(TableOfPlayHeatMap, { cells, mode: 'errors', onDrill: () => {} });
  const once = el.querySelector<HTMLElement>('[data-testid="cell-1-9"]')!;
  expect(once.textContent).toBe('1/1');
  expect(once.style.background).toBe(normalised(TOO_FEW_COLOUR));
  expect(once.getAttribute('aria-label')).toMatch(/1 of 1 wrong, 0 slow \(too few answers to colour\)/);
  expect(el.querySelector<HTMLElement>('[data-testid="cell-0-none"]')!.style.background).toBe(
    normalised(UNANSWERED_COLOUR),
  );
  // From the threshold on, the rate colours the cell.
  const enough = mountInBody(TableOfPlayHeatMap, {
    cells: [cell(1, 9, MIN_ANSWERS_FOR_RATE, MIN_ANSWERS_FOR_RATE, 0)],
    mode: 'errors',
    onDrill: () => {},
  });
  expect(enough.querySelector<HTMLElement>('[data-testid="cell-1-9"]')!.style.background).toBe(
    normalised(heatColour(1, 'errors')),
  );
});
