// Access is data (issue 19): every channel's rule, as a table a reviewer reads in one place. The channel list comes
// from the contract (CHANNELS), so a new channel without a rule, or a rule changed without this table, fails here.
import { describe, expect, it, vi } from 'vitest';
import { CHECKS, WHO, type Access } from '../../contract/access.ts';
import { ACCESS, CHANNELS, type Channel, requestSchemas } from '../../contract/index.ts';
import { createRegistry, type Handlers } from '../../electron/ipc/registry.ts';
import { accessPolicy } from '../../electron/ipc/access-policy.ts';
import { APP_PAGE, removeDir, tempDir, testBackend } from './helpers.ts';

/** Channel, who may call it, then its further checks (contract/access.ts says what each means). */
const TABLE: readonly (readonly [Channel, ...string[]])[] = [
  ['app.info', 'setup'],
  ['storage.status', 'setup'],
  ['storage.chooseFolder', 'setup'],
  ['storage.startFresh', 'setup'],
  ['storage.removeDamaged', 'trainer-if-set', 'not-during-attempt'],
  ['trainees.list', 'open'],
  ['trainees.create', 'trainer-if-set', 'not-during-attempt'],
  ['profiles.list', 'setup'],
  ['profiles.save', 'trainer-if-set', 'not-during-attempt'],
  ['drillSets.list', 'open'],
  ['drillSets.get', 'open'],
  ['drillSets.importFile', 'trainer-if-set', 'not-during-attempt'],
  ['drillSets.exportFile', 'trainer-if-set'],
  ['sessions.start', 'open', 'trainee-owned', 'not-during-attempt'],
  ['sessions.answer', 'open', 'trainee-owned', 'not-attempt', 'not-during-attempt'],
  ['sessions.shown', 'open', 'trainee-owned', 'not-attempt'],
  ['sessions.unfinished', 'open', 'trainee-owned'],
  ['sessions.resume', 'open', 'trainee-owned', 'not-attempt', 'not-during-attempt'],
  ['sessions.close', 'open', 'trainee-owned', 'not-attempt'],
  ['sessions.summary', 'open', 'trainee-owned', 'not-attempt'],
  ['sessions.dealing', 'open'],
  ['progress.mastery', 'open', 'trainee-owned'],
  ['progress.history', 'open', 'trainee-owned'],
  ['progress.page', 'open', 'trainee-owned'],
  ['progress.due', 'open', 'trainee-owned'],
  ['progress.drill', 'open', 'trainee-owned'],
  ['progress.practiseDue', 'open', 'trainee-owned'],
  ['dashboard.trainees', 'trainer'],
  ['dashboard.cohort', 'trainer'],
  ['dashboard.trainee', 'trainer', 'trainee-owned'],
  ['dashboard.assignWeakCases', 'trainer', 'trainee-owned'],
  ['dashboard.exportCsv', 'trainer', 'trainee-owned'],
  ['dashboard.exportXapi', 'trainer', 'trainee-owned'],
  ['settings.get', 'open'],
  ['settings.set', 'open', 'not-during-attempt'],
  ['trainer.status', 'setup'],
  ['trainer.setPasscode', 'setup'],
  ['trainer.unlock', 'setup'],
  ['trainer.lock', 'setup'],
  ['assessment.start', 'trainer'],
  ['assessment.current', 'open'],
  ['assessment.view', 'open'],
  ['assessment.answer', 'open'],
  ['assessment.shown', 'open'],
  ['assessment.leave', 'open'],
  ['assessment.resume', 'trainer'],
  ['assessment.close', 'trainer'],
  ['assessment.gradePractical', 'trainer'],
  ['assessment.countersignPractical', 'trainer'],
  ['assessment.record', 'trainer'],
  ['assessment.replay', 'trainer'],
  ['assessment.history', 'trainer', 'trainee-owned'],
  ['assessment.export', 'trainer'],
  ['reports.verify', 'open'],
  ['reports.keys', 'open'],
  ['reports.trustKey', 'trainer'],
  ['trainees.manage', 'trainer', 'not-during-attempt'],
  ['trainees.update', 'trainer', 'trainee-owned', 'not-during-attempt'],
  ['trainees.archive', 'trainer', 'trainee-owned', 'not-during-attempt'],
  ['trainees.deletePlan', 'trainer', 'trainee-owned', 'not-during-attempt'],
  ['trainees.delete', 'trainer', 'trainee-owned', 'not-during-attempt'],
  ['trainees.renameSelf', 'open', 'trainee-owned', 'not-during-attempt'],
  ['assignments.assign', 'trainer', 'not-during-attempt'],
  ['assignments.unassign', 'trainer', 'not-during-attempt'],
  ['assignments.list', 'trainer', 'trainee-owned', 'not-during-attempt'],
  ['assignments.mine', 'open', 'trainee-owned'],
  ['profiles.update', 'trainer', 'not-during-attempt'],
  ['profiles.duplicate', 'trainer', 'not-during-attempt'],
  ['profiles.delete', 'trainer', 'not-during-attempt'],
  ['profiles.usage', 'trainer', 'not-during-attempt'],
  ['profiles.house', 'setup'],
  ['profiles.setHouse', 'trainer', 'not-during-attempt'],
  ['studioSets.list', 'trainer', 'not-during-attempt'],
  ['studioSets.get', 'trainer', 'not-during-attempt'],
  ['studioSets.check', 'trainer', 'not-during-attempt'],
  ['studioSets.preview', 'trainer', 'not-during-attempt'],
  ['studioSets.save', 'trainer', 'not-during-attempt'],
  ['studioSets.duplicate', 'trainer', 'not-during-attempt'],
  ['studioSets.rename', 'trainer', 'not-during-attempt'],
  ['studioSets.delete', 'trainer', 'not-during-attempt'],
  ['studioSets.importFile', 'trainer', 'not-during-attempt'],
  ['studioSets.resolveImport', 'trainer', 'not-during-attempt'],
  ['studioSets.exportFile', 'trainer', 'not-during-attempt'],
  ['traineePin.status', 'open'],
  ['traineePin.signIn', 'open'],
  ['traineePin.signOut', 'open'],
  ['traineePin.set', 'open'],
  ['traineePin.clear', 'trainer'],
  ['room.status', 'trainer'],
  ['room.test', 'trainer'],
  ['room.join', 'trainer'],
  ['room.preview', 'trainer'],
  ['room.leave', 'trainer'],
  ['room.pushNow', 'trainer'],
  ['room.dashboard', 'trainer'],
  ['room.traineeHistory', 'trainer', 'trainee-owned'],
  ['room.documentNote', 'trainer'],
  ['audit.trail', 'trainer'],
  ['audit.exportCsv', 'trainer'],
  ['audit.attempts', 'trainer'],
  ['trainer.recover', 'setup'],
  ['trainer.recoveryCode', 'trainer'],
  ['trainer.recoveryNotice', 'trainer'],
  ['trainer.acknowledgeRecovery', 'trainer'],
  ['setup.status', 'setup'],
  ['trainees.previewCsv', 'trainer', 'not-during-attempt'],
  ['trainees.importList', 'trainer', 'not-during-attempt'],
  ['practical.standard', 'trainer'],
  ['practical.saveStandard', 'trainer'],
  ['trainerSettings.get', 'trainer'],
  ['trainerSettings.set', 'trainer'],
  ['languages.get', 'setup'],
  ['languages.forTrainee', 'open', 'trainee-owned'],
  ['languages.setDefault', 'trainer-if-set', 'not-during-attempt'],
  ['languages.setTrainee', 'open', 'trainee-owned', 'not-during-attempt'],
];

/** The field names a request schema can carry (through unions, optionals and pipes). */
function requestFields(schema: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    const def = (node as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
    if (!def) return;
    if (def.type === 'object') for (const key of Object.keys(def.shape as object)) out.add(key);
    if (def.type === 'union') (def.options as unknown[]).forEach(walk);
    for (const inner of ['innerType', 'in', 'schema', 'left', 'right']) walk(def[inner]);
  };
  walk(schema);
  return out;
}

describe('every channel has an access rule', () => {
  it('the table lists each channel of the contract once, with the rule the contract gives it', () => {
    const listed = TABLE.map(([channel]) => channel);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...CHANNELS].sort());
    for (const [channel, ...rule] of TABLE) expect(ACCESS[channel], channel).toEqual(rule);
  });

  it.each(CHANNELS)('%s: one who rule first, then known checks, each once', (channel) => {
    const access: Access | undefined = Object.hasOwn(ACCESS, channel) ? ACCESS[channel] : undefined;
    expect(access, `${channel} has no access rule`).toBeDefined();
    const [who, ...checks] = access ?? [];
    expect(Object.keys(WHO)).toContain(who);
    for (const check of checks) expect(Object.keys(CHECKS)).toContain(check);
    expect(new Set(checks).size).toBe(checks.length);
    // The setup's channels answer before anything else is asked (the policy checks nothing more for them).
    if (who === 'setup') expect(checks).toEqual([]);
  });

  it("every request that names a trainee (or a practice session) is checked against that trainee's PIN", () => {
    const named = CHANNELS.filter((channel) => {
      const fields = requestFields(requestSchemas[channel]);
      return fields.has('traineeId') || (channel.startsWith('sessions.') && fields.has('sessionId'));
    });
    // The introspection finds them (not an empty list that would pass anything).
    expect(named.length).toBeGreaterThan(20);
    // The PIN's own channels check the PIN themselves.
    const missing = named.filter((c) => !c.startsWith('traineePin.') && !ACCESS[c].includes('trainee-owned'));
    expect(missing).toEqual([]);
  });
});

describe('the registry applies the rule after the schema and before the handler', () => {
  it('a refusal by the rule reaches no handler; a bad payload is refused before the rule is asked', async () => {
    const handlers = Object.fromEntries(
      CHANNELS.map((c) => [c, vi.fn(() => ({ ok: true, value: null }))]),
    ) as unknown as Handlers;
    const access = vi.fn(() => ({ ok: false as const, error: 'no' }));
    const registry = createRegistry(handlers, { isTrustedSender: () => true, access, log: () => {} });
    expect(await registry.invoke('trainees.create', { name: 'Ana' }, APP_PAGE)).toMatchObject({
      ok: false,
      error: 'no',
    });
    expect(access).toHaveBeenCalledWith('trainees.create', { name: 'Ana' });
    expect(await registry.invoke('trainees.create', { name: '' }, APP_PAGE)).toMatchObject({ ok: false });
    expect(access).toHaveBeenCalledTimes(1);
    for (const c of CHANNELS) expect(handlers[c]).not.toHaveBeenCalled();
  });

  it('a channel the policy has no rule for is refused, not let through', async () => {
    const dir = tempDir();
    const b = testBackend(dir);
    try {
      const policy = accessPolicy(b.context);
      expect(policy('no.such' as Channel, undefined)).toMatchObject({
        ok: false,
        error: 'Refused: no.such has no access rule.',
      });
    } finally {
      await b.close();
      removeDir(dir);
    }
  });
});
