import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_WINDOW_STATE,
  loadWindowState,
  saveWindowState,
  WINDOW_STATE_FILE,
} from '../../electron/window-state.ts';
import { windowFrame } from '../../electron/window.ts';
import { removeDir, tempDir } from './helpers.ts';

let dir = '';
afterEach(() => removeDir(dir));
const DISPLAY = [{ x: 0, y: 0, width: 1920, height: 1080 }];

describe('window state', () => {
  it('round-trips the size, position and maximised flag', () => {
    dir = tempDir();
    saveWindowState(dir, { x: 100, y: 50, width: 1000, height: 700, maximized: true });
    expect(loadWindowState(dir, DISPLAY)).toEqual({
      x: 100,
      y: 50,
      width: 1000,
      height: 700,
      maximized: true,
    });
  });

  it('drops a position on a display that is gone, keeps the size', () => {
    dir = tempDir();
    saveWindowState(dir, { x: 3000, y: 50, width: 1000, height: 700, maximized: false });
    expect(loadWindowState(dir, DISPLAY)).toEqual({ width: 1000, height: 700, maximized: false });
  });

  it('a window bigger than the displays left is shrunk to fit, so its title bar is never off screen', () => {
    dir = tempDir();
    // Saved on a 4K monitor that is now unplugged; the laptop's work area is 1366 x 728.
    saveWindowState(dir, { x: 1920, y: 0, width: 2400, height: 1300, maximized: false });
    const laptop = [{ x: 0, y: 0, width: 1366, height: 728 }];
    expect(loadWindowState(dir, laptop)).toEqual({ width: 1366, height: 728, maximized: false });
    // Still on a display, but bigger than it (its resolution was lowered): the position stays, the size fits.
    saveWindowState(dir, { x: 10, y: 20, width: 2400, height: 1300, maximized: true });
    expect(loadWindowState(dir, laptop)).toEqual({ x: 10, y: 20, width: 1366, height: 728, maximized: true });
    // The first start (no file yet) on that laptop: the default size fits too.
    removeDir(dir);
    expect(loadWindowState(dir, laptop)).toEqual({ width: 1280, height: 728, maximized: false });
  });

  it.each([
    ['not json'],
    [JSON.stringify({ width: 10, height: 10, maximized: false })],
    [JSON.stringify([1])],
  ])('a bad file (%s) gives the defaults and is left as it is', (text) => {
    dir = tempDir();
    writeFileSync(join(dir, WINDOW_STATE_FILE), text);
    expect(loadWindowState(dir, DISPLAY)).toEqual(DEFAULT_WINDOW_STATE);
    expect(readFileSync(join(dir, WINDOW_STATE_FILE), 'utf8')).toBe(text);
  });

  it('a window with no remembered place is centred by the system (no x, y)', () => {
    const o = windowFrame(DEFAULT_WINDOW_STATE);
    expect(o).toMatchObject({
      width: DEFAULT_WINDOW_STATE.width,
      height: DEFAULT_WINDOW_STATE.height,
      minWidth: 900,
    });
    expect(o).not.toHaveProperty('x');
  });
});
