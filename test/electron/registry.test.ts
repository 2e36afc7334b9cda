// Every channel: the sender must be the app's own page, and a malformed payload is refused before any service runs,
// with an error that names the bad field, and nothing stored changes.
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS, type Channel } from '../../contract/index.ts';
import { createRegistry, REFUSED, type Handlers } from '../../electron/ipc/registry.ts';
import {
  closeBackend,
  dumpDatabase,
  removeDir,
  snapshotFiles,
  tempDir,
  testBackend,
  type TestBackend,
} from './helpers.ts';
import { StatedError } from '../../electron/ipc/stated-error.ts';

const BAD: Record<Channel, unknown[]> = {
  'app.info': [{}, 1, 'x'],
  'storage.status': [{ x: 1 }, null],
  'storage.chooseFolder': [{ dir: '/tmp' }, '/tmp'],
  'storage.startFresh': [{ confirm: true }, true],
  'storage.removeDamaged': [undefined, {}, { kind: 'session', id: 'x' }, { kind: 'profile', id: '' }],
  'trainees.list': [{ all: true }],
  'trainees.create': [
    undefined,
    {},
    { name: '' },
    { name: '   ' },
    { name: 5 },
    { name: 'A', extra: 1 },
    { name: 'x'.repeat(81) },
    { name: 'A', identifier: 7 },
  ],
  'profiles.list': [[]],
  'profiles.save': [
    undefined,
    {},
    { profile: { id: 'Bad Id' } },
    { profile: 'tasmania' },
    { profile: {}, x: 1 },
  ],
  'drillSets.list': [0],
  'drillSets.get': [undefined, {}, { id: '' }, { id: 3 }, { id: 'a', more: true }],
  'drillSets.importFile': [{ onClash: 'overwrite' }, 'keep-both', { path: '/etc/passwd' }],
  'drillSets.exportFile': [undefined, {}, { id: '' }, { id: 'x', path: '/tmp/x' }],
  'sessions.start': [
    undefined,
    {},
    { traineeId: 'id-1' },
    { traineeId: 'id-1', drillSetId: 'call-hand-practice', seed: 42 },
    { traineeId: 'id-1', adaptive: { profileId: 'tasmania', count: 0 } },
    { traineeId: 'id-1', adaptive: { profileId: 'tasmania', count: 10 }, drillSetId: 'x' },
  ],
  'sessions.answer': [
    undefined,
    {
      sessionId: 'id-2',
      response: { type: 'points', player: 10, banker: 0, natural: false },
      responseMs: 10,
    },
    { sessionId: 'id-2', response: { type: 'guess' }, responseMs: 10 },
    { sessionId: 'id-2', response: { type: 'draw', draw: true }, responseMs: -1 },
    { sessionId: 'id-2', response: { type: 'draw', draw: true }, responseMs: 1.5 },
    { sessionId: 'id-2', response: { type: 'draw', draw: true } },
    { sessionId: 'id-2', response: { type: 'amount', amount: -5 }, responseMs: 10 },
    { sessionId: 'id-2', response: { type: 'draw', draw: 'yes' }, responseMs: 10, key: 'x' },
  ],
  'sessions.shown': [
    undefined,
    { sessionId: 'id-2' },
    { sessionId: 'id-2', itemId: 'i', step: -1 },
    { sessionId: 'id-2', itemId: '', step: 0 },
  ],
  'sessions.unfinished': [undefined, {}, { traineeId: null }],
  'sessions.resume': [undefined, { sessionId: '' }, { id: 'id-2' }],
  'sessions.close': [undefined, { sessionId: 1 }],
  'sessions.summary': [undefined, { sessionId: ['id-2'] }],
  'sessions.dealing': [{ sessionId: 'id-2' }, 0],
  'progress.mastery': [undefined, { traineeId: '' }],
  'progress.history': [undefined, { traineeId: {} }],
  'progress.page': [undefined, {}, { traineeId: '' }, { traineeId: 'x', week: 1 }],
  'progress.due': [undefined, { traineeId: 5 }],
  'progress.drill': [
    undefined,
    { traineeId: 'x', targets: [] },
    { traineeId: 'x', targets: [{ type: 'table-of-play', cell: { banker: 8, third: 2 } }] },
    { traineeId: 'x', targets: [{ type: 'table-of-play', cell: { banker: 4, third: 10 } }] },
    { traineeId: 'x', targets: [{ type: 'case', kind: 'poker', tag: 'x' }] },
    { traineeId: 'x', targets: [{ type: 'case', kind: 'payout', tag: 'tie-win' }], count: 0 },
  ],
  'progress.practiseDue': [undefined, {}, { traineeId: 'x', count: 5 }],
  'dashboard.trainees': [{ all: true }],
  'dashboard.cohort': [undefined, { from: '2026-01-01' }, { from: '2026-13-01', to: '2026-01-02' }],
  'dashboard.trainee': [undefined, { traineeId: '' }],
  'dashboard.assignWeakCases': [undefined, { traineeId: 'x', cases: [] }],
  'dashboard.exportCsv': [{ from: 'yesterday' }, { path: '/tmp/x.csv' }],
  'dashboard.exportXapi': [{ traineeId: '' }, { to: '2026-02-30x' }],
  'settings.get': [{ profileId: 'x' }],
  'settings.set': [
    undefined,
    { speed: 0.1 },
    { speed: 4 },
    { volume: 2 },
    { sound: 'on' },
    { reducedMotion: 'maybe' },
    { decks: 6 }, // not a setting: the deck count is the table profile's
    { theme: 'dark' },
  ],
  'trainer.status': [{ unlocked: true }],
  'trainer.setPasscode': [
    undefined,
    {},
    { passcode: 7 },
    { passcode: 'x'.repeat(201) },
    { passcode: 'abcdef', token: 'x' },
  ],
  'trainer.unlock': [undefined, { passcode: null }, { pin: '1234' }],
  'trainer.lock': [{ now: true }],
  'assessment.start': [
    undefined,
    { drillSetId: 'mixed-assessment' },
    { drillSetId: 'mixed-assessment', candidate: { name: '', staffNumber: 'S1' }, assessor: 'A' },
    {
      drillSetId: 'mixed-assessment',
      candidate: { name: 'Ann', staffNumber: 'S1' },
      assessor: 'A',
      seed: '1',
    },
  ],
  'assessment.current': [{ attemptId: 'x' }],
  'assessment.view': [undefined, { attemptId: '' }],
  'assessment.answer': [
    undefined,
    { attemptId: 'a', itemId: 'item-0', step: 0, response: { type: 'draw', draw: 'yes' } },
    { attemptId: 'a', itemId: 'item-0', step: 0, response: { type: 'draw', draw: true }, responseMs: 1 },
  ],
  'assessment.shown': [
    undefined,
    { attemptId: 'a', itemId: 'item-0' },
    { attemptId: 'a', itemId: 'item-0', step: -1 },
  ],
  'assessment.leave': [undefined, { attemptId: 3 }],
  'assessment.resume': [undefined, {}],
  'assessment.close': [undefined, { attemptId: '' }],
  'assessment.gradePractical': [
    undefined,
    {
      attemptId: 'a',
      grades: { assessor: 'A', areas: [{ area: 'Calls', grade: 'D' }], redLines: [], comment: '' },
    },
  ],
  'assessment.countersignPractical': [
    undefined,
    { attemptId: 'a', countersign: { name: 'Cy', confirmed: false } },
    { attemptId: 'a', countersign: { name: '', confirmed: true } },
  ],
  'practical.standard': [{}],
  'practical.saveStandard': [
    undefined,
    { revision: -1, standard: {} },
    { revision: 0, standard: { title: 'x', areas: [], redLines: [] } },
  ],
  'trainerSettings.get': [{}],
  'trainerSettings.set': [
    { xapiBase: 'ftp://school.example' },
    { xapiBase: 'https://baccarat-dealer-trainer.invalid/xapi' },
    { xapiBase: 'school/xapi' },
    { other: 1 },
  ],
  'assessment.record': [undefined, { attemptId: null }],
  'assessment.replay': [undefined],
  'assessment.history': [undefined, { traineeId: '' }],
  'assessment.export': [undefined, { attemptId: 'a', format: 'docx' }],
  'reports.verify': [undefined, { bytes: 'abc' }, { bytes: [1, 2, 3] }],
  'reports.keys': [{ all: true }],
  'reports.trustKey': [undefined, { publicKey: 'x' }, { publicKey: 'x', label: '' }],
  'trainees.manage': [{ all: true }],
  'trainees.update': [
    undefined,
    { traineeId: 'id-1', name: '' },
    { traineeId: 'id-1', name: 'A' },
    { traineeId: 'id-1', name: 'A', identifier: 'x'.repeat(41) },
  ],
  'trainees.archive': [undefined, { traineeId: 'id-1' }, { traineeId: 'id-1', archived: 'yes' }],
  'trainees.deletePlan': [undefined, { traineeId: '' }],
  'trainees.delete': [
    undefined,
    { traineeId: 'id-1', passcode: 'x' },
    { traineeId: 'id-1', confirm: 'Ada' },
    { traineeId: 'id-1', passcode: 1, confirm: 'Ada' },
  ],
  'trainees.renameSelf': [undefined, { traineeId: 'id-1', name: '  ' }, { traineeId: 'id-1' }],
  'assignments.assign': [
    undefined,
    { drillSetId: 'x', traineeIds: [] },
    { drillSetId: 'x', traineeIds: ['id-1'], dueOn: '2026-13-40' },
    { drillSetId: 'x', traineeIds: ['id-1'], dueOn: '1 March' },
    { drillSetId: '', traineeIds: ['id-1'] },
  ],
  'assignments.unassign': [undefined, { assignmentId: '' }],
  'assignments.list': [undefined, { traineeId: '' }],
  'assignments.mine': [undefined, { traineeId: 7 }],
  'traineePin.status': [{ traineeId: 'x' }],
  'traineePin.signIn': [undefined, {}, { traineeId: '' }, { traineeId: 'x', pin: 1234 }],
  'traineePin.signOut': [{ traineeId: 'x' }],
  'traineePin.set': [
    undefined,
    { traineeId: 'x', pin: '123' },
    { traineeId: 'x', pin: '1234567890123' },
    { traineeId: 'x', pin: '12a4' },
    { traineeId: 'x', pin: '1234', hash: 'x' },
  ],
  'traineePin.clear': [undefined, { traineeId: '' }, { traineeId: 'x', pin: '1234' }],
  'room.status': [{ x: 1 }],
  'room.test': [
    undefined,
    {
      settings: { host: 'db', port: 5432, database: 'room', user: 'postgres', tls: false, stationName: 'A' },
    },
    {
      settings: {
        host: 'db; rm -rf',
        port: 5432,
        database: 'room',
        user: 'bdt_station',
        tls: false,
        stationName: 'A',
      },
    },
    {
      settings: {
        host: 'db',
        port: 70000,
        database: 'room',
        user: 'bdt_station',
        tls: false,
        stationName: 'A',
      },
    },
  ],
  'room.join': [
    undefined,
    {
      settings: {
        host: 'db',
        port: 5432,
        database: 'room',
        user: 'bdt_station',
        tls: false,
        stationName: 'A',
      },
    },
    {
      settings: {
        host: 'db',
        port: 5432,
        database: 'room',
        user: 'bdt_station',
        tls: false,
        stationName: '',
      },
      password: 'x',
    },
  ],
  'room.preview': [undefined, { settings: {} }],
  'room.leave': [{ x: 1 }],
  'room.pushNow': [1],
  'room.dashboard': ['all'],
  'room.traineeHistory': [undefined, { traineeId: '' }],
  'room.documentNote': [undefined, { kind: 'set', send: false }],
  'audit.trail': [{ all: true }],
  'audit.exportCsv': ['/tmp/audit.csv'],
  'audit.attempts': [{ all: true }],
  'trainer.recover': [
    undefined,
    { recoveryCode: 'x' },
    { recoveryCode: 1, passcode: 'p' },
    { passcode: 'p' },
  ],
  'trainer.recoveryCode': [{ again: true }],
  'trainer.recoveryNotice': ['all'],
  'trainer.acknowledgeRecovery': [{ at: 1 }],
  'setup.status': [{ done: true }],
  'languages.get': [{ traineeId: 't' }],
  'languages.forTrainee': [undefined, {}, { traineeId: '' }],
  'languages.setDefault': [undefined, { interface: 'fr' }, { call: 'zh-TW' }, { other: 'en' }],
  'languages.setTrainee': [
    undefined,
    { interface: 'en' },
    { traineeId: 't', call: 'xx' },
    { traineeId: 't', other: 1 },
  ],
  'trainees.previewCsv': [{ path: '/etc/passwd' }, 'x'],
  'trainees.importList': [
    undefined,
    { rows: [] },
    { rows: [{ line: 1, name: '', identifier: '' }] },
    { rows: [{ line: 0, name: 'Ann', identifier: '' }] },
    { rows: [{ line: 1, name: 'Ann', identifier: 'x'.repeat(41) }] },
    { rows: [{ line: 1, name: 'Ann' }] },
  ],
  'profiles.update': [
    undefined,
    { id: 'x' },
    { id: '', profile: {} },
    { id: 'x', profile: { id: 'Bad Id' } },
  ],
  'profiles.duplicate': [undefined, {}, { id: '' }, { id: 'tasmania', name: '' }, { id: 'x', extra: 1 }],
  'profiles.delete': [undefined, {}, { id: '' }, { id: 5 }],
  'profiles.usage': [undefined, { id: '' }],
  'profiles.house': [{}, 'x'],
  'profiles.setHouse': [undefined, {}, { profileId: '' }],
  'studioSets.list': [{}, 0],
  'studioSets.get': [undefined, { id: '' }, { id: 'a', more: 1 }],
  'studioSets.check': [undefined, {}, { set: [] }, { set: 'x' }],
  'studioSets.preview': [undefined, { set: null }, { set: {}, count: 100 }],
  'studioSets.save': [undefined, { set: 1 }, { id: '', set: {} }, { set: {}, revision: 0 }],
  'studioSets.duplicate': [undefined, { id: 3 }],
  'studioSets.rename': [undefined, { id: 'a' }, { id: 'a', title: '  ' }],
  'studioSets.delete': [undefined, {}, { id: '' }],
  'studioSets.importFile': [{ path: '/etc/passwd' }, 'x'],
  'studioSets.resolveImport': [
    undefined,
    { token: 'a', choice: 'overwrite' },
    { token: '', choice: 'replace' },
  ],
  'studioSets.exportFile': [undefined, { id: 'x', path: '/tmp/x' }],
};

describe('registry: payload validation on every channel', () => {
  let b: TestBackend;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    b = testBackend(dir);
    const trainee = await b.value('trainees.create', { name: 'Ada' });
    await b.value('sessions.start', { traineeId: trainee.id, drillSetId: 'call-hand-practice' });
    await b.value('settings.set', { speed: 1.5 });
  });
  afterAll(async () => {
    await closeBackend(b);
    removeDir(dir);
  });

  it('has bad payloads listed for every channel', () => {
    expect(Object.keys(BAD).sort()).toEqual([...CHANNELS].sort());
  });

  for (const channel of CHANNELS) {
    it(`${channel}: refuses malformed payloads, naming the problem, without changing anything stored`, async () => {
      const before = dumpDatabase(dir);
      const files = snapshotFiles(dir);
      for (const payload of BAD[channel]) {
        const result = await b.call(channel, payload as never);
        expect(result, JSON.stringify(payload)).toMatchObject({ ok: false });
        expect(!result.ok && result.error).toMatch(
          new RegExp(`^Invalid request to ${channel.replace('.', '\\.')}: .+: `),
        );
      }
      expect(b.dialogs.calls).toEqual([]);
      expect(dumpDatabase(dir)).toEqual(before);
      expect(snapshotFiles(dir)).toEqual(files);
    });
  }

  it('names the field: trainees.create with an empty name', async () => {
    expect(await b.call('trainees.create', { name: '' })).toMatchObject({
      ok: false,
      error: 'Invalid request to trainees.create: name: must not be empty',
    });
  });
});

describe('registry: senders and channels', () => {
  const handlers = Object.fromEntries(
    CHANNELS.map((c) => [c, vi.fn(() => ({ ok: true, value: null }))]),
  ) as unknown as Handlers;
  const log = vi.fn();
  const registry = createRegistry(handlers, {
    isTrustedSender: (url) => url === 'app://trainer/index.html',
    log,
  });

  it.each([
    null,
    '',
    'https://evil.example/index.html',
    'app://evil/index.html',
    'file:///work/main/dist/renderer/index.html',
    'devtools://devtools/bundled/inspector.html',
  ])('a message from %s is refused and reaches no service', async (sender) => {
    const result = await registry.invoke('trainees.list', undefined, sender);
    expect(result).toMatchObject({ ok: false, error: REFUSED });
    for (const c of CHANNELS) expect(handlers[c]).not.toHaveBeenCalled();
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('untrusted sender'));
  });

  it('an unknown channel is refused', async () => {
    expect(await registry.invoke('trainees.drop', {}, 'app://trainer/index.html')).toMatchObject({
      ok: false,
      error: 'Unknown request "trainees.drop".',
    });
  });

  it('a service that throws comes back as a value, not an exception', async () => {
    const throwing = {
      ...handlers,
      'trainees.list': () => {
        throw new Error('disk on fire');
      },
    } as Handlers;
    const r = createRegistry(throwing, { isTrustedSender: () => true, log: () => {} });
    expect(await r.invoke('trainees.list', undefined, 'x')).toMatchObject({
      ok: false,
      error: 'Something went wrong in trainees.list: disk on fire',
    });
  });

  it('a stated error (a message already written for the screen) comes back as it is', async () => {
    const throwing = {
      ...handlers,
      'trainees.list': () => {
        throw new StatedError(
          'The record of assessment attempt a1 has been tampered with: its status was changed.',
        );
      },
    } as Handlers;
    const r = createRegistry(throwing, { isTrustedSender: () => true, log: () => {} });
    expect(await r.invoke('trainees.list', undefined, 'x')).toMatchObject({
      ok: false,
      error: 'The record of assessment attempt a1 has been tampered with: its status was changed.',
    });
  });

  it('issue 24: a failure written as a message keeps it, thrown or returned, beside its English', async () => {
    const wrong = ref('main_passcode_wrong', {});
    const throwing = {
      ...handlers,
      'trainees.list': () => {
        throw new StatedError(wrong);
      },
      'trainees.manage': () => failure(wrong),
    } as Handlers;
    const r = createRegistry(throwing, { isTrustedSender: () => true, log: () => {} });
    for (const channel of ['trainees.list', 'trainees.manage'] as const)
      expect(await r.invoke(channel, undefined, 'x')).toMatchObject({
        ok: false,
        error: 'That is not the trainer passcode.',
        phrase: wrong,
      });
  });

  it('issue 24: a message whose English is cut for length goes without it, so the screen shows the cut English', async () => {
    const long = ref('main_trainee_missing', { id: 'x'.repeat(2000) });
    const r = createRegistry({ ...handlers, 'trainees.list': () => failure(long) } as Handlers, {
      isTrustedSender: () => true,
      log: () => {},
    });
    const answer = await r.invoke('trainees.list', undefined, 'x');
    expect(answer).toMatchObject({ ok: false, error: expect.stringMatching(/… \(cut\)$/) });
  });

  it('the app page reaches the service with the parsed payload', async () => {
    await registry.invoke('trainees.create', { name: '  Bo  ' }, 'app://trainer/index.html');
    expect(handlers['trainees.create']).toHaveBeenCalledWith({ name: 'Bo' });
  });
});
