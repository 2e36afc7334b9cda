// The Electron main process: one hardened window on app://trainer, the handler registry on ipcMain, the store in the
// data folder (TRAINER_DATA_DIR overrides it), a single instance.
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, screen, session } from 'electron';
import { join } from 'node:path';
import { createBackend, dataDirFromEnv, type Backend } from './backend.ts';
import { registerIpc } from './ipc/registry.ts';
import { eventChannel } from '../contract/events.ts';
import { APP_SCHEME_PRIVILEGES, registerAppProtocol } from './protocol.ts';
import { hardenContents, hardenSession, isAppUrl } from './security.ts';
import type { Dialogs, FileFilter } from './features/context.ts';
import { stationInterfaceLanguage } from './features/languages/station-language.ts';
import { BASE_LANGUAGE } from '../core/i18n/languages.ts';
import { sayPhrase, type Phrase } from '../core/i18n/phrase.ts';
import { createMainWindow } from './window.ts';
import { abandonRunningAttempts } from './features/assessment/assessments.ts';
import { AttemptKiosk, kioskWanted } from './kiosk.ts';

// dist/electron/main.js → the app's root (the asar when packaged) is two folders up.
const here = import.meta.dirname;
const appRoot = join(here, '..', '..');
const rendererRoot = join(appRoot, 'dist', 'renderer');
const preloadPath = join(here, 'preload.cjs');

const dataDir = dataDirFromEnv(app.getPath('userData'));
if (dataDir !== app.getPath('userData')) app.setPath('userData', dataDir);

app.enableSandbox();
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

let mainWindow: BrowserWindow | null = null;
let backend: Backend | null = null;
let kiosk: AttemptKiosk | null = null;

/** The dialogs' words are said in the station's interface language (English until the store is open). */
function said(phrase: Phrase): string {
  return sayPhrase(phrase, backend ? stationInterfaceLanguage(backend.context) : BASE_LANGUAGE);
}

function realDialogs(): Dialogs {
  const parent = () => mainWindow ?? undefined;
  const filtersOf = (filters: readonly FileFilter[]) =>
    filters.map((f) => ({ name: said(f.name), extensions: [...f.extensions] }));
  return {
    async openFile({ title, filters }) {
      const options = { title: said(title), filters: filtersOf(filters), properties: ['openFile' as const] };
      const win = parent();
      const r = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
      return r.canceled ? null : (r.filePaths[0] ?? null);
    },
    async saveFile({ title, defaultName, filters }) {
      const options = { title: said(title), defaultPath: defaultName, filters: filtersOf(filters) };
      const win = parent();
      const r = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      return r.canceled || !r.filePath ? null : r.filePath;
    },
    async chooseFolder({ title }) {
      const options = {
        title: said(title),
        properties: ['openDirectory' as const, 'createDirectory' as const],
      };
      const win = parent();
      const r = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
      return r.canceled ? null : (r.filePaths[0] ?? null);
    },
  };
}

function openWindow(): void {
  mainWindow = createMainWindow(BrowserWindow, {
    preloadPath,
    stateDir: dataDir,
    displays: screen.getAllDisplays().map((d) => d.workArea),
    packaged: app.isPackaged,
  });
  const context = backend?.context;
  kiosk = context ? new AttemptKiosk(mainWindow, () => kioskWanted(context)) : null;
  // During an assessment the window stays shut in (kiosk.ts) until trainer mode is opened with the passcode; once it
  // may close, closing it records a running attempt as abandoned, and the app reopens on it.
  mainWindow.on('close', (event) => {
    if (kiosk?.refuseClose(event)) return;
    if (backend) abandonRunningAttempts(backend.context);
  });
  mainWindow.on('closed', () => {
    mainWindow = null;
    kiosk = null;
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => hardenContents(contents));
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => backend?.close());

  void app.whenReady().then(() => {
    hardenSession(session.defaultSession);
    registerAppProtocol(protocol, rendererRoot);
    backend = createBackend({
      dataDir,
      appRoot,
      dialogs: realDialogs(),
      isTrustedSender: isAppUrl,
      version: app.getVersion(),
      secrets: sealingSecrets(),
    });
    registerIpc(ipcMain, backend.registry, () => kiosk?.sync());
    // What main tells the window without being asked (contract/events.ts), each on its own channel.
    backend.events.on((event, payload) => {
      if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(eventChannel(event), payload);
    });
    openWindow();
  });
}

/** safeStorage, unless it would only obfuscate (Linux without a keyring): then the room's password stays in memory. */
function sealingSecrets(): typeof safeStorage | null {
  if (!safeStorage.isEncryptionAvailable()) return null;
  if (process.platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text') return null;
  return safeStorage;
}
