// main.ts with 'electron' mocked at the boundary: the window is hardened, every channel is registered once, senders
// other than the app are refused, permissions are denied, navigation and new windows are blocked, and the window is
// kept in kiosk mode during an assessment (electron/kiosk.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../contract/index.ts';
import { REFUSED } from '../../electron/ipc/registry.ts';
import { join } from 'node:path';
import { ASSESS_APP, PASSCODE } from '../security/attempt-helpers.ts';
import { fakeElectron, FakeEmitter } from './electron-fake.ts';
import { APP_PAGE, removeDir, tempDir } from './helpers.ts';

let dir: string;
let fake: ReturnType<typeof fakeElectron>;

async function loadMain(lock = true) {
  fake = fakeElectron({ userData: dir, lock });
  vi.doMock('electron', () => ({ ...fake.module, default: fake.module }));
  await import('../../electron/main.ts');
}

beforeEach(() => {
  vi.resetModules();
  dir = tempDir();
  vi.stubEnv('TRAINER_DATA_DIR', '');
});
/**
 * The app quits: main closes its backend on 'will-quit', and the fake hands back what the listeners returned, so the
 * close (async: the store, then the dealing and counting threads) is awaited before the folder is removed and the
 * next test starts threads of its own.
 */
async function quit(): Promise<void> {
  await Promise.all(fake?.app.emit('will-quit') ?? []);
}

afterEach(async () => {
  await quit();
  vi.doUnmock('electron');
  vi.unstubAllEnvs();
  removeDir(dir);
});

async function started() {
  await loadMain();
  fake.ready();
  await vi.waitFor(() => expect(fake.windows).toHaveLength(1));
  return fake.windows[0]!;
}

describe('main process', () => {
  it('registers the app scheme and the sandbox before the app is ready', async () => {
    await loadMain();
    expect(fake.order).toEqual(['enableSandbox', 'registerSchemesAsPrivileged']);
    expect(fake.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
    ]);
    expect(fake.windows).toHaveLength(0);
  });

  it('opens one hardened window on app://trainer/index.html', async () => {
    const win = await started();
    expect(win.options['webPreferences']).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      disableBlinkFeatures: 'Auxclick',
      devTools: false,
    });
    expect(String((win.options['webPreferences'] as { preload: string }).preload)).toMatch(
      /electron[/\\]preload\.cjs$/,
    );
    expect(win.loadURL).toHaveBeenCalledWith('app://trainer/index.html');
    expect(fake.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it('registers every channel once; refuses a sender that is not the app; answers the app', async () => {
    await started();
    expect([...fake.handlers.keys()].sort()).toEqual([...CHANNELS].sort());
    const info = fake.handlers.get('app.info')!;
    expect(await info({ senderFrame: { url: 'https://evil.example/' } }, undefined)).toMatchObject({
      ok: false,
      error: REFUSED,
    });
    expect(await info({ senderFrame: null }, undefined)).toMatchObject({ ok: false, error: REFUSED });
    expect(await info({ senderFrame: { url: 'app://trainer/index.html' } }, undefined)).toEqual({
      ok: true,
      value: { version: '9.9.9', dataDir: dir, platform: process.platform },
    });
  });

  it('TRAINER_DATA_DIR overrides the data folder', async () => {
    const other = tempDir();
    vi.stubEnv('TRAINER_DATA_DIR', other);
    try {
      await started();
      const r = (await fake.handlers.get('app.info')!(
        { senderFrame: { url: 'app://trainer/index.html' } },
        undefined,
      )) as {
        value: { dataDir: string };
      };
      expect(r.value.dataDir).toBe(other);
      expect(fake.app.setPath).toHaveBeenCalledWith('userData', other);
    } finally {
      await quit();
      removeDir(other);
    }
  });

  it('denies every permission request and check', async () => {
    await started();
    const request = fake.session.defaultSession.setPermissionRequestHandler.mock.calls[0]![0] as (
      ...a: unknown[]
    ) => void;
    const callback = vi.fn();
    request({}, 'media', callback, {});
    request({}, 'notifications', callback, {});
    expect(callback.mock.calls).toEqual([[false], [false]]);
    const check = fake.session.defaultSession.setPermissionCheckHandler.mock.calls[0]![0] as (
      ...a: unknown[]
    ) => boolean;
    expect(check(null, 'geolocation', 'app://trainer', {})).toBe(false);
  });

  it('blocks navigation, redirects, webviews and new windows in every web contents', async () => {
    await started();
    const contents = Object.assign(new FakeEmitter(), { setWindowOpenHandler: vi.fn() });
    fake.app.emit('web-contents-created', {}, contents);
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const e = { preventDefault: vi.fn() };
      contents.emit(event, e, 'https://evil.example/');
      expect(e.preventDefault, event).toHaveBeenCalled();
    }
    const open = contents.setWindowOpenHandler.mock.calls[0]![0] as (d: { url: string }) => unknown;
    expect(open({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('a second instance quits at once and focuses the first', async () => {
    await loadMain(false);
    expect(fake.app.quit).toHaveBeenCalled();
    expect(fake.app.whenReady).not.toHaveBeenCalled();
  });

  it('kiosk on when an attempt starts, close refused mid-attempt; the trainer’s passcode lets it out and close', async () => {
    const win = await started();
    const call = async (channel: string, request?: unknown): Promise<unknown> => {
      const r = (await fake.handlers.get(channel)!({ senderFrame: { url: APP_PAGE } }, request)) as {
        ok: boolean;
        value?: unknown;
        error?: string;
      };
      if (!r.ok) throw new Error(`${channel} failed: ${r.error}`);
      return r.value;
    };
    // The app's own library is not beside main.ts in a test: the fixture's assessment set is imported.
    fake.module.dialog.showOpenDialog.mockResolvedValue({
      canceled: false,
      filePaths: [join(ASSESS_APP, 'assets', 'drill-sets', 'timed-assessment.json')],
    });
    // A fresh installation: the trainer's passcode first (issue 21, nothing else answers before it), then the set.
    await call('trainer.setPasscode', { passcode: PASSCODE });
    await call('drillSets.importFile');
    expect(win.setKiosk).not.toHaveBeenCalled();
    const view = (await call('assessment.start', {
      drillSetId: 'timed-assessment',
      candidate: { name: 'Kim Kiosk', staffNumber: 'K-1' },
      assessor: 'Assessor One',
    })) as { status: string };
    expect(view.status).toBe('running');
    expect(win.setKiosk.mock.calls).toEqual([[true]]);

    const refused = { preventDefault: vi.fn() };
    win.emit('close', refused);
    expect(refused.preventDefault).toHaveBeenCalledOnce();
    // Refused, so the attempt was not abandoned by it.
    expect(((await call('assessment.current')) as { status: string }).status).toBe('running');

    await call('trainer.unlock', { passcode: PASSCODE });
    expect(win.setKiosk.mock.calls).toEqual([[true], [false]]);
    const allowed = { preventDefault: vi.fn() };
    win.emit('close', allowed);
    expect(allowed.preventDefault).not.toHaveBeenCalled();
    // Allowed: the running attempt is recorded as abandoned, as before kiosk mode.
    expect(((await call('assessment.current')) as { status: string }).status).toBe('abandoned');
  });

  it('remembers the window size and position when it closes', async () => {
    const win = await started();
    win.emit('close');
    await quit();
    vi.resetModules();
    await loadMain();
    fake.ready();
    await vi.waitFor(() => expect(fake.windows).toHaveLength(1));
    expect(fake.windows[0]!.options).toMatchObject({ x: 40, y: 30, width: 1100, height: 700 });
  });
});
