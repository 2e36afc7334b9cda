// A screen is compared with its reference only once its layout has settled: a late layout change (a font, an
// animation or transition, a list scrolled at the next frame) otherwise lands in one run's picture and
// not the next, and the comparison measures the machine's speed instead of the screen.
import type { Page } from '@playwright/test';

export interface SettleOptions {
  /** Elements that keep moving on purpose (a step's running clock): their animations and boxes are not waited on. */
  readonly ignore?: string;
}

/**
 * Waits until the fonts are loaded, no animation or transition is still running, and every element is where it was on the frame before (its box, and a scrolling box's scroll position).
 */
export async function layoutSettled(page: Page, options: SettleOptions = {}): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForFunction(
    (ignore) => {
      const ignored = (e: Element | null | undefined): boolean =>
        ignore !== null && e instanceof Element && e.closest(ignore) !== null;
      const moving = document
        .getAnimations()
        .filter((a) => !ignored((a.effect as KeyframeEffect | null)?.target))
        .filter((a) => a.playState === 'running' || a.pending).length;
      const layout = JSON.stringify(
        [...document.querySelectorAll('body *')]
          .filter((e) => !ignored(e))
          .map((e) => {
            const r = e.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height, e.scrollTop];
          }),
      );
      const w = window as unknown as { __lastLayout?: string };
      const same = w.__lastLayout === layout;
      w.__lastLayout = layout;
      return moving === 0 && document.fonts.status === 'loaded' && same;
    },
    options.ignore ?? null,
    { polling: 'raf' },
  );
}
