// A stand-in for the 'electron' module: records what main.ts asks of it, so main can be tested without the binary.
import { vi } from 'vitest';

export type Listener = (...args: unknown[]) => unknown;

export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]): unknown[] {
    return (this.listeners.get(event) ?? []).map((l) => l(...args));
  }
}

export function fakeElectron(options: { userData: string; lock?: boolean }) {
  const order: string[] = [];
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((r) => (resolveReady = r));
  const app = Object.assign(new FakeEmitter(), {
    getPath: vi.fn(() => options.userData),
    setPath: vi.fn(),
    getVersion: vi.fn(() => '9.9.9'),
    enableSandbox: vi.fn(() => order.push('enableSandbox')),
    requestSingleInstanceLock: vi.fn(() => options.lock ?? true),
    quit: vi.fn(),
    whenReady: vi.fn(() => ready),
  });
  const windows: FakeWindow[] = [];
  class FakeWindow extends FakeEmitter {
    readonly options: Record<string, unknown>;
    readonly loadURL = vi.fn(async () => {});
    readonly maximize = vi.fn();
    readonly show = vi.fn();
    readonly focus = vi.fn();
    readonly restore = vi.fn();
    readonly isMinimized = vi.fn(() => false);
    readonly isMaximized = vi.fn(() => false);
    readonly getNormalBounds = vi.fn(() => ({ x: 40, y: 30, width: 1100, height: 700 }));
    readonly setKiosk = vi.fn();
    readonly isDestroyed = vi.fn(() => false);
    constructor(opts: Record<string, unknown>) {
      super();
      this.options = opts;
      windows.push(this);
    }
  }
  const handlers = new Map<string, Listener>();
  const ipcMain = { handle: vi.fn((channel: string, h: Listener) => handlers.set(channel, h)) };
  const protocol = {
    registerSchemesAsPrivileged: vi.fn(() => order.push('registerSchemesAsPrivileged')),
    handle: vi.fn(),
  };
  const session = {
    defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() },
  };
  const screen = { getAllDisplays: vi.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }]) };
  const dialog = { showOpenDialog: vi.fn(), showSaveDialog: vi.fn() };
  // As on Linux with no keyring: the training room's password would be kept in memory only.
  const safeStorage = {
    isEncryptionAvailable: vi.fn(() => false),
    getSelectedStorageBackend: vi.fn(() => 'basic_text'),
    encryptString: vi.fn(),
    decryptString: vi.fn(),
  };
  return {
    module: { app, BrowserWindow: FakeWindow, ipcMain, protocol, session, screen, dialog, safeStorage },
    app,
    windows,
    handlers,
    ipcMain,
    protocol,
    session,
    order,
    ready: () => {
      order.push('ready');
      resolveReady();
    },
  };
}
