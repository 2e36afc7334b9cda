// Kiosk mode for assessments (issue 20): the window goes into kiosk mode when an attempt starts and leaves it when the
// attempt ends or the trainer unlocks; closing it mid-attempt is refused. AttemptKiosk against a fake window, and
// kioskWanted on a real store; main.ts wiring it to the window is tested in main.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttemptKiosk, kioskWanted } from '../../electron/kiosk.ts';
import { answerToEnd, ASSESS_APP, PASSCODE } from '../security/attempt-helpers.ts';
import { removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

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
