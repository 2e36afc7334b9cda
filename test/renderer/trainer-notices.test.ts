// Trainer mode's notices belong to the action that made them (issue 18: "Trainer passcode set." stayed on every tab
// after it): the next action clears them first, as do a change of tab and a change of page.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AssessmentArea } from '../../renderer/lib/assessment.svelte.ts';

const status = { passcodeSet: true, unlocked: true, locked: false };

function withTrainer(api: Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>): void {
  (window as unknown as { trainer: unknown }).trainer = api;
}

afterEach(() => {
  delete (window as unknown as { trainer?: unknown }).trainer;
});

describe('trainer notices', () => {
  test('a change of tab or page clears the notice and the error; staying on the same one keeps them', () => {
    const area = new AssessmentArea();
    area.notice = 'Trainer passcode set.';
    area.tab = 'assessments';
    expect(area.notice).toBe('Trainer passcode set.');
    area.tab = 'dashboard';
    expect(area.notice).toBeNull();
    area.notice = 'Saved PDF to /tmp/a.pdf';
    area.error = 'Could not read the file.';
    area.page = 'record';
    expect([area.notice, area.error]).toEqual([null, null]);
  });

  test("the next action clears the last one's notice before it says its own", async () => {
    let verify = (): Promise<unknown> => new Promise(() => {});
    withTrainer({
      trainer: { setPasscode: vi.fn(async () => ({ ok: true, value: status })) },
      reports: { verify: () => verify() },
    });
    const area = new AssessmentArea();
    expect(await area.setPasscode('a good passcode')).toBe(true);
    expect(area.notice).toBe('Trainer passcode set.');
    verify = () => new Promise(() => {}); // still running: the old notice must already be gone
    void area.verify(new Uint8Array(4));
    expect(area.notice).toBeNull();
  });
});
