// Kiosk mode for assessments (issue 20): the window goes into kiosk mode when an attempt starts and leaves it when the
// attempt ends or the trainer unlocks; closing it mid-attempt is refused. main.ts with 'electron' mocked at the boundary
// (a fake BrowserWindow records setKiosk and whether a close was prevented), and kioskWanted on a real store.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttemptKiosk, kioskWanted } from '../../electron/kiosk.ts';
import { answerToEnd, ASSESS_APP, PASSCODE } from '../security/attempt-helpers.ts';
import { fakeElectron } from './electron-fake.ts';
import { APP_PAGE, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

const START = {
  drillSetId: 'timed-assessment',
  candidate: { name: 'Kim Kiosk', staffNumber: 'K-1' },
  assessor: 'Assessor One',
};

describe('AttemptKiosk', () => {
  it('follows what is wanted, once per change, and refuses a close only while on', () => {
    const win = { setKiosk: vi.fn(), isDestroyed: vi.fn(() => false) };
    let wanted = false;
    const kiosk = new AttemptKiosk(win, () => wanted);
    expect(win.setKiosk).not.toHaveBeenCalled();
    const allowed = { preventDefault: vi.fn() };
    expect(kiosk.refuseClose(allowed)).toBe(false);
    expect(allowed.preventDefault).not.toHaveBeenCalled();

    wanted = true;
    kiosk.sync();
    kiosk.sync();
    expect(win.setKiosk.mock.calls).toEqual([[true]]);
    const refused = { preventDefault: vi.fn() };
    expect(kiosk.refuseClose(refused)).toBe(true);
    expect(refused.preventDefault).toHaveBeenCalledOnce();

    // Trainer mode may have opened (or the attempt ended) since the last call: the close re-checks first.
    wanted = false;
    const later = { preventDefault: vi.fn() };
    expect(kiosk.refuseClose(later)).toBe(false);
    expect(later.preventDefault).not.toHaveBeenCalled();
    expect(win.setKiosk.mock.calls).toEqual([[true], [false]]);
  });

  it('leaves a destroyed window alone', () => {
    const win = { setKiosk: vi.fn(), isDestroyed: vi.fn(() => true) };
    new AttemptKiosk(win, () => true).sync();
    expect(win.setKiosk).not.toHaveBeenCalled();
  });
});

describe('kioskWanted', () => {
  let dir: string;
  let b: TestBackend;
  beforeEach(() => {
    dir = tempDir('kiosk-');
    b = testBackend(dir, { appRoot: ASSESS_APP, monotonicMs: () => 0 });
  });
  afterEach(async () => {
    await b.close();
    removeDir(dir);
  });

  it('from the start of an attempt to its end', async () => {
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    expect(kioskWanted(b.context)).toBe(false);
    const view = await b.value('assessment.start', START);
    expect(kioskWanted(b.context)).toBe(true);
    const done = await answerToEnd(b, view);
    expect(done.status).toBe('finished');
    expect(kioskWanted(b.context)).toBe(false);
  });

  it('an attempt left stays shut in until the trainer unlocks; locking again shuts it in again', async () => {
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const view = await b.value('assessment.start', START);
    await b.value('assessment.leave', { attemptId: view.attemptId });
    expect(kioskWanted(b.context)).toBe(true);
    await b.value('trainer.unlock', { passcode: PASSCODE });
    expect(kioskWanted(b.context)).toBe(false);
    await b.value('trainer.lock');
    expect(kioskWanted(b.context)).toBe(true);
  });
});

describe('main.ts: the window during an attempt', () => {
  let dir: string;
  let fake: ReturnType<typeof fakeElectron>;
  beforeEach(() => {
    vi.resetModules();
    dir = tempDir('kiosk-main-');
    vi.stubEnv('TRAINER_DATA_DIR', '');
  });
  afterEach(() => {
    fake?.app.emit('will-quit');
    vi.doUnmock('electron');
    vi.unstubAllEnvs();
    removeDir(dir);
  });

  async function call(channel: string, request?: unknown): Promise<unknown> {
    const r = (await fake.handlers.get(channel)!({ senderFrame: { url: APP_PAGE } }, request)) as {
      ok: boolean;
      value?: unknown;
      error?: string;
    };
    if (!r.ok) throw new Error(`${channel} failed: ${r.error}`);
    return r.value;
  }

  it('kiosk on at the start, close refused mid-attempt; the trainer’s passcode lets it out and close', async () => {
    fake = fakeElectron({ userData: dir });
    vi.doMock('electron', () => ({ ...fake.module, default: fake.module }));
    await import('../../electron/main.ts');
    fake.ready();
    await vi.waitFor(() => expect(fake.windows).toHaveLength(1));
    const win = fake.windows[0]!;

    // The app's own library is not beside main.ts in a test: the fixture's assessment set is imported.
    fake.module.dialog.showOpenDialog.mockResolvedValue({
      canceled: false,
      filePaths: [join(ASSESS_APP, 'assets', 'drill-sets', 'timed-assessment.json')],
    });
    await call('drillSets.importFile');
    await call('trainer.setPasscode', { passcode: PASSCODE });
    expect(win.setKiosk).not.toHaveBeenCalled();
    const view = (await call('assessment.start', START)) as { attemptId: string; status: string };
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
});
