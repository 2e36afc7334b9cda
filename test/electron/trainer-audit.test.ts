// Every trainer action is audited (issue 20, guarantee 5). The trainer channels are found, not listed by hand: every
// channel is called with a well-formed request while trainer mode is locked, and each one that answers "unlock
// trainer mode" must be in TRAINER_CHANNELS; each of those, called with trainer mode open, writes its row.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, type Channel, type Result } from '../../contract/index.ts';
import type { Handler, Handlers } from '../../electron/ipc/registry.ts';
import { accessPolicy } from '../../electron/ipc/access-policy.ts';
import { auditDetail, TRAINER_CHANNELS } from '../../electron/features/audit/trainer-audit.ts';
import { LOCKED } from '../../electron/features/trainer/trainer.ts';
import { WELL_FORMED } from '../support/ipc-fuzz.ts';
import { APP_PAGE, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

const PASSCODE = 'open-sesame';
let dir: string;
let b: TestBackend;

beforeEach(() => {
  dir = tempDir();
  b = testBackend(dir);
});
afterEach(async () => {
  await b.close();
  removeDir(dir);
});

function rows(): { seq: number; event: string; detail: string }[] {
  const db = b.store.db();
  if (!db.ok) throw new Error(db.error);
  return db.value.prepare('SELECT seq, event, detail FROM trainer_events ORDER BY seq').all() as never;
}

describe('the trainer audit trail covers every trainer action', () => {
  it('every channel refused while trainer mode is locked is an audited trainer channel', async () => {
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    await b.value('trainer.lock');
    const gated: Channel[] = [];
    for (const channel of CHANNELS) {
      const r = (await b.registry.invoke(channel, WELL_FORMED[channel], APP_PAGE)) as Result<unknown>;
      if (!r.ok && r.error === LOCKED) gated.push(channel);
    }
    // The discovery finds the trainer channels (not an empty list that would pass anything).
    expect(gated.length).toBeGreaterThan(40);
    expect(gated.filter((c) => !(TRAINER_CHANNELS as readonly string[]).includes(c))).toEqual([]);
  });

  it('each trainer channel, called with trainer mode open, writes one row naming it before it acts', async () => {
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const ran: string[] = [];
    const fake = Object.fromEntries(
      CHANNELS.map((c) => [
        c,
        () => {
          ran.push(c);
          // The row is already there when the action runs.
          expect(rows().at(-1)?.event).toBe(c);
          return { ok: true, value: null };
        },
      ]),
    ) as unknown as Handlers;
    // The app's access policy (what the registry applies after the schema), then the handler: as the registry does.
    const access = accessPolicy(b.context);
    for (const channel of TRAINER_CHANNELS) {
      const before = rows().length;
      expect(access(channel, WELL_FORMED[channel]), channel).toEqual({ ok: true, value: true });
      await (fake[channel] as Handler<Channel>)(WELL_FORMED[channel] as never);
      const added = rows().slice(before);
      expect(
        added.filter((r) => r.event === channel),
        channel,
      ).toHaveLength(1);
    }
    expect(ran).toEqual([...TRAINER_CHANNELS]);
  });

  it('through the app: a trainer action is a row, a locked attempt at one is not, unlock and lock are rows', async () => {
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const created = await b.value('trainees.create', { name: 'Ana' });
    await b.value('dashboard.trainees');
    await b.value('trainer.lock');
    expect((await b.call('dashboard.trainees')).ok).toBe(false);
    await b.value('trainer.unlock', { passcode: PASSCODE });
    const events = rows().map((r) => r.event);
    expect(events).toEqual([
      'passcode-set',
      'key-store-created',
      'signing-key-created',
      'recovery-code-issued',
      'seal-key-created',
      'trainees.create',
      'dashboard.trainees',
      'trainer-locked',
      'trainer-unlocked',
    ]);
    expect(events.filter((e) => e === 'dashboard.trainees')).toHaveLength(1);
    expect(rows().find((r) => r.event === 'trainees.create')?.detail).toBe('');
    expect(created.name).toBe('Ana');
  });

  it('the row names the ids acted on, never a password', () => {
    expect(auditDetail({ traineeId: 't-1', pin: '123456' })).toBe('traineeId=t-1');
    expect(auditDetail({ settings: { host: 'h' }, password: 'secret' })).toBe('');
    expect(auditDetail(undefined)).toBe('');
  });
});
