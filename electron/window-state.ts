// The window's size and position, remembered in window-state.json in the data folder (not in the database, so the
// window still opens where it was when the database cannot be). Written atomically; a bad file means the defaults.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const WINDOW_STATE_FILE = 'window-state.json';

const stateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(640).max(10000),
  height: z.number().int().min(480).max(10000),
  maximized: z.boolean(),
});

export type WindowState = z.infer<typeof stateSchema>;

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 800, maximized: false };

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function loadWindowState(dir: string, displays: readonly Area[] = []): WindowState {
  let state: WindowState;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(readFileSync(join(dir, WINDOW_STATE_FILE), 'utf8')));
    state = parsed.success ? parsed.data : DEFAULT_WINDOW_STATE;
  } catch {
    state = DEFAULT_WINDOW_STATE;
  }
  if (displays.length === 0) return state;
  // A position on a display that is no longer attached would open the window off screen: let the system place it.
  const { x, y } = state;
  const home =
    x === undefined || y === undefined
      ? undefined
      : displays.find((d) => x + 100 > d.x && x < d.x + d.width && y >= d.y && y < d.y + d.height - 50);
  // A window bigger than its display (a monitor unplugged, a resolution lowered) would be centred with its title bar
  // above the screen: it is shrunk to its display, or, when the system places it, to the smallest display.
  const fit = {
    width: Math.min(state.width, home?.width ?? Math.min(...displays.map((d) => d.width))),
    height: Math.min(state.height, home?.height ?? Math.min(...displays.map((d) => d.height))),
    maximized: state.maximized,
  };
  return home ? { x, y, ...fit } : fit;
}

export function saveWindowState(dir: string, state: WindowState): void {
  const checked = stateSchema.safeParse(state);
  if (!checked.success) return;
  try {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, WINDOW_STATE_FILE);
    writeFileSync(`${file}.tmp`, JSON.stringify(checked.data), 'utf8');
    renameSync(`${file}.tmp`, file);
  } catch {
    // An unwritable folder: the position is simply not remembered (the storage error screen explains the folder).
  }
}
