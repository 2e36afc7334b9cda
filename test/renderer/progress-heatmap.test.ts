// The table-of-play heat map (Tasmania 11): every Banker point 0–7 by every Player third card (none, 0–9), coloured
// by error rate or slowness, and a cell starts a drill on exactly its case.
import { flushSync } from 'svelte';
import { expect, test, vi } from 'vitest';
import TableOfPlayHeatMap from '../../renderer/components/progress/TableOfPlayHeatMap.svelte';
import { FEW_ANSWERS, heatFill } from '../../renderer/components/progress/heat.ts';
import type { TableOfPlayHeatCell } from '../../contract/progress-types.ts';
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

const cells = [cell(4, 2, 10, 3, 1), cell(6, null, 6, 0, 6), cell(5, 4, 1, 1, 0)];

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
    // jsdom normalises the colour; compare with the same value set on an element.
    (() => {
      const probe = document.createElement('i');
      probe.style.background = 'hsl(38 80% 40%)';
      return probe.style.background;
    })(),
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
  expect(heatFill(undefined, 'errors')).toBe('#fafafa');
  const lightness = (wrong: number) =>
    Number(/(\d+)%\)$/.exec(heatFill(cell(0, 0, 10, wrong, 0), 'errors'))?.[1]);
  expect(lightness(9)).toBeLessThan(lightness(1));
});

test(`issue 18: one miss in fewer than ${FEW_ANSWERS} answers is grey with its count, never a red 100%`, () => {
  const el = mountInBody(TableOfPlayHeatMap, { cells, mode: 'errors', onDrill: () => {} });
  const one = el.querySelector<HTMLButtonElement>('[data-testid="cell-5-4"]')!;
  expect(one.textContent).toBe('1/1');
  expect(one.getAttribute('aria-label')).toContain('too few to judge');
  const probe = document.createElement('i');
  probe.style.background = '#d6d6d6';
  expect(one.style.background).toBe(probe.style.background);
  // Five answers, all wrong: now it is judged, and red.
  expect(heatFill(cell(5, 4, FEW_ANSWERS, FEW_ANSWERS, 0), 'errors')).toBe('hsl(4 80% 40%)');
});
