// The one window: sandboxed, context-isolated, no Node, web security on; loads app://trainer/index.html only.
import type {
  BrowserWindow as BrowserWindowClass,
  BrowserWindowConstructorOptions,
  Rectangle,
} from 'electron';
import { APP_INDEX_URL } from './protocol.ts';
import { loadWindowState, saveWindowState, type WindowState } from './window-state.ts';

/** The window's size, place and look (its webPreferences are written where it is created, for scanners to see). */
export function windowFrame(state: WindowState): Omit<BrowserWindowConstructorOptions, 'webPreferences'> {
  return {
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 900,
    minHeight: 600,
    show: false,
    backgroundColor: '#0b3d2e',
    title: 'Baccarat Dealer Trainer',
    autoHideMenuBar: true,
  };
}

/** DevTools only in a development build, and only when asked for (a candidate could read the page's state). */
export function devToolsAllowed(packaged: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  return !packaged && env['TRAINER_DEVTOOLS'] === '1';
}

export function createMainWindow(
  BrowserWindow: typeof BrowserWindowClass,
  options: {
    preloadPath: string;
    stateDir: string;
    displays: readonly Rectangle[];
    /** app.isPackaged: an installed app never opens DevTools, whatever TRAINER_DEVTOOLS says. */
    packaged: boolean;
  },
): BrowserWindowClass {
  const state = loadWindowState(options.stateDir, options.displays);
  const win = new BrowserWindow({
    ...windowFrame(state),
    webPreferences: {
      // The one preload: self-contained, it exposes only the typed channels (contextBridge), nothing of Node.
      preload: options.preloadPath, // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      // A middle click must not open links in a new window (electronegativity AUXCLICK_JS_CHECK).
      disableBlinkFeatures: 'Auxclick',
      devTools: devToolsAllowed(options.packaged),
    },
  });
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const bounds = win.getNormalBounds();
    saveWindowState(options.stateDir, { ...bounds, maximized: win.isMaximized() });
  });
  void win.loadURL(APP_INDEX_URL);
  return win;
}
