// The IPC fuzz property (issue 9), shared by the test (a few thousand runs in npm test) and the bench (a larger
// run): for every channel, malformed payloads (random values, and well-formed ones with a field broken, removed,
// added, given a lone surrogate or a prototype key) are refused with `{ ok: false }` that names the field, and
// nothing stored changes; a payload that happens to be valid still gets a Result, never an unexpected failure.
import fc from 'fast-check';
import type { Backend } from '../../electron/backend.ts';
import { CHANNELS, type Channel, requestSchemas } from '../../contract/index.ts';
import { payloadProblem } from '../../electron/ipc/payload-guard.ts';
import type { FakeDialogs } from './doubles.ts';
import { DEFAULT_STANDARD } from '../../core/assessment/practical-standard-default.ts';

/** A well-formed payload per channel, to break one field at a time (undefined: the channel takes none). */
export const WELL_FORMED: Record<Channel, unknown> = {
  'practical.standard': undefined,
  'practical.saveStandard': { revision: 0, standard: DEFAULT_STANDARD },
  'trainerSettings.get': undefined,
  'trainerSettings.set': { xapiBase: 'https://school.example/xapi' },
  'app.info': undefined,
  'storage.status': undefined,
  'storage.chooseFolder': undefined,
  'storage.startFresh': undefined,
  'storage.removeDamaged': { kind: 'drill-set', id: 'x' },
  'trainees.list': undefined,
  'trainees.create': { name: 'Ann', identifier: 'S-1' },
  'profiles.list': undefined,
  'profiles.save': { profile: { id: 'club' } },
  'drillSets.list': undefined,
  'drillSets.get': { id: 'call-hand-practice' },
  'drillSets.importFile': { onClash: 'error' },
  'drillSets.exportFile': { id: 'call-hand-practice' },
  'sessions.start': { traineeId: 'id-1', drillSetId: 'call-hand-practice' },
  'sessions.answer': {
    sessionId: 'id-2',
    response: { type: 'draw', draw: true },
    responseMs: 10,
    itemId: 'item-0',
    step: 0,
  },
  'sessions.shown': { sessionId: 'id-2', itemId: 'item-0', step: 0 },
  'sessions.unfinished': { traineeId: 'id-1' },
  'sessions.resume': { sessionId: 'id-2' },
  'sessions.close': { sessionId: 'id-2' },
  'sessions.summary': { sessionId: 'id-2' },
  'sessions.dealing': undefined,
  'progress.mastery': { traineeId: 'id-1' },
  'progress.history': { traineeId: 'id-1' },
  'progress.page': { traineeId: 'id-1' },
  'progress.due': { traineeId: 'id-1' },
  'progress.drill': {
    traineeId: 'id-1',
    targets: [{ type: 'case', kind: 'call-hand', tag: 'natural' }],
    count: 5,
  },
  'progress.practiseDue': { traineeId: 'id-1', profileId: 'tasmania-7-seat' },
  'dashboard.trainees': undefined,
  'dashboard.cohort': { from: '2026-01-01', to: '2026-01-31' },
  'dashboard.trainee': { traineeId: 'id-1' },
  'dashboard.assignWeakCases': { traineeId: 'id-1' },
  'dashboard.exportCsv': { traineeId: 'id-1', from: '2026-01-01' },
  'dashboard.exportXapi': { traineeId: 'id-1' },
  'settings.get': undefined,
  'settings.set': { speed: 1.5, sound: false },
  'trainer.status': undefined,
  'trainer.setPasscode': { passcode: 'a passcode', current: 'the old one' },
  'trainer.unlock': { passcode: 'a passcode' },
  'trainer.lock': undefined,
  'assessment.start': {
    drillSetId: 'tasmania-assessment',
    candidate: { name: 'Ann', staffNumber: 'S-1' },
    assessor: 'Bo',
  },
  'assessment.current': undefined,
  'assessment.view': { attemptId: 'id-3' },
  'assessment.answer': {
    attemptId: 'id-3',
    itemId: 'item-0',
    step: 0,
    response: { type: 'draw', draw: true },
  },
  'assessment.shown': { attemptId: 'id-3', itemId: 'item-0', step: 0 },
  'assessment.leave': { attemptId: 'id-3' },
  'assessment.resume': { attemptId: 'id-3' },
  'assessment.close': { attemptId: 'id-3' },
  'assessment.gradePractical': {
    attemptId: 'id-3',
    grades: { assessor: 'Bo', areas: [{ area: 'Calls', grade: 'A' }], redLines: [], comment: '' },
  },
  'assessment.countersignPractical': { attemptId: 'id-3', countersign: { name: 'Cy', confirmed: true } },
  'assessment.record': { attemptId: 'id-3' },
  'assessment.replay': { attemptId: 'id-3' },
  'assessment.history': { traineeId: 'id-1' },
  'assessment.export': { attemptId: 'id-3', format: 'pdf' },
  'reports.verify': { bytes: new Uint8Array([37, 80, 68, 70]) },
  'reports.keys': undefined,
  'reports.trustKey': { publicKey: 'MCowBQYDK2VwAyEA', label: 'Training PC 2' },
  'trainees.manage': undefined,
  'trainees.update': { traineeId: 'id-1', name: 'Ann', identifier: 'S-1' },
  'trainees.archive': { traineeId: 'id-1', archived: true },
  'trainees.deletePlan': { traineeId: 'id-1' },
  'trainees.delete': { traineeId: 'id-1', passcode: 'not-it', confirm: 'Ann' },
  'trainees.renameSelf': { traineeId: 'id-1', name: 'Ann' },
  'assignments.assign': { drillSetId: 'call-hand-practice', traineeIds: ['id-1'], dueOn: '2030-01-01' },
  'assignments.unassign': { assignmentId: 'id-9' },
  'assignments.list': { traineeId: 'id-1' },
  'assignments.mine': { traineeId: 'id-1' },
  'traineePin.status': undefined,
  'traineePin.signIn': { traineeId: 'id-1', pin: '482915' },
  'traineePin.signOut': undefined,
  'traineePin.set': { traineeId: 'id-1', pin: '482915', current: '907531' },
  'traineePin.clear': { traineeId: 'id-1' },
  // Port 1 on the loopback: refused at once, so the room's channels answer without waiting on a network.
  'room.status': undefined,
  'room.test': {
    settings: {
      host: '127.0.0.1',
      port: 1,
      database: 'room',
      user: 'bdt_station',
      tls: false,
      stationName: 'A',
    },
    password: 'secret',
  },
  'room.join': {
    settings: {
      host: '127.0.0.1',
      port: 1,
      database: 'room',
      user: 'bdt_station',
      tls: false,
      stationName: 'A',
    },
    password: 'secret',
  },
  'room.preview': {
    settings: {
      host: '127.0.0.1',
      port: 1,
      database: 'room',
      user: 'bdt_station',
      tls: false,
      stationName: 'A',
    },
  },
  'room.leave': undefined,
  'room.pushNow': undefined,
  'room.dashboard': undefined,
  'room.traineeHistory': { traineeId: 'id-1' },
  'room.documentNote': { kind: 'drill_set', id: 'id-1', send: false },
  'audit.trail': undefined,
  'audit.exportCsv': undefined,
  'audit.attempts': undefined,
  'trainer.recover': { recoveryCode: 'AAAAA-BBBBB-CCCCC-DDDDD', passcode: 'a-new-passcode' },
  'trainer.recoveryCode': undefined,
  'trainer.recoveryNotice': undefined,
  'trainer.acknowledgeRecovery': undefined,
  'setup.status': undefined,
  'languages.get': undefined,
  'languages.forTrainee': { traineeId: 't1' },
  'languages.setDefault': { interface: 'zh-Hant', call: 'zh-Hans' },
  'languages.setTrainee': { traineeId: 't1', interface: 'zh-Hans', call: null },
  'trainees.previewCsv': undefined,
  'trainees.importList': { rows: [{ line: 2, name: 'Ann', identifier: 'S-9' }] },
  'profiles.update': { id: 'club', profile: { id: 'club' } },
  'profiles.duplicate': { id: 'tasmania' },
  'profiles.delete': { id: 'club' },
  'profiles.usage': { id: 'club' },
  'profiles.house': undefined,
  'profiles.setHouse': { profileId: 'tasmania' },
  'studioSets.list': undefined,
  'studioSets.get': { id: 'call-hand-practice' },
  'studioSets.check': { set: { title: 'x' } },
  'studioSets.preview': { set: { title: 'x' } },
  'studioSets.save': { id: 'x', revision: 1, set: { title: 'x' } },
  'studioSets.duplicate': { id: 'call-hand-practice' },
  'studioSets.rename': { id: 'x', title: 'New title' },
  'studioSets.delete': { id: 'x' },
  'studioSets.importFile': undefined,
  'studioSets.resolveImport': { token: 'x', choice: 'keep-both' },
  'studioSets.exportFile': { id: 'call-hand-practice' },
};

const loneSurrogate = fc.constantFrom('\uD800', 'a\uDC00b', '\uDBFF');
const badValue = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: true, withDate: true, withMap: true }),
  loneSurrogate,
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(-1, 1.5, NaN, Infinity, '', 'x'.repeat(5000), [], {}, null),
);
const badKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'a\uD800'));

function withKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...base };
  // defineProperty: an own "__proto__" key, as JSON.parse and structured clone make it.
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Malformed payloads for one channel. */
export function malformed(channel: Channel): fc.Arbitrary<unknown> {
  const base = WELL_FORMED[channel];
  const anything = badValue;
  if (base === undefined || typeof base !== 'object' || base === null) return anything;
  const record = base as Record<string, unknown>;
  const keys = Object.keys(record);
  return fc.oneof(
    anything,
    // One field given a wrong value.
    fc.tuple(fc.constantFrom(...keys), badValue).map(([k, v]) => withKey(record, k, v)),
    // One field removed.
    fc
      .constantFrom(...keys)
      .map((k) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== k))),
    // A key added.
    fc.tuple(badKey, badValue).map(([k, v]) => withKey(record, k, v)),
    // A nested value broken (the answer's response, the profile).
    fc
      .tuple(fc.constantFrom(...keys), badKey, badValue)
      .map(([k, nk, v]) =>
        withKey(
          record,
          k,
          typeof record[k] === 'object' && record[k] !== null
            ? withKey(record[k] as Record<string, unknown>, nk, v)
            : v,
        ),
      ),
  );
}

const PAGE = 'app://trainer/index.html';

function changes(b: Backend): number {
  const db = b.store.db();
  if (!db.ok) throw new Error(db.error);
  return (db.value.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
}

/** The property over every channel; throws (with the counterexample) when a payload is mishandled. */
export async function fuzzEveryChannel(
  b: Backend,
  dialogs: FakeDialogs,
  runsPerChannel: number,
): Promise<number> {
  let refused = 0;
  for (const channel of CHANNELS) {
    await fc.assert(
      fc.asyncProperty(malformed(channel), async (payload) => {
        const before = changes(b);
        const dialogsBefore = dialogs.calls.length;
        const result = await b.registry.invoke(channel, payload, PAGE);
        const valid = payloadProblem(payload) === null && requestSchemas[channel].safeParse(payload).success;
        if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') {
          throw new Error(`${channel}: not a Result`);
        }
        if (!result.ok && result.error.startsWith('Something went wrong'))
          throw new Error(`${channel}: ${result.error}`);
        if (valid) return;
        refused++;
        if (result.ok) throw new Error(`${channel}: a malformed payload was accepted`);
        const named = new RegExp(
          `^Invalid request to ${channel.replace('.', '\\.')}: (?:"(?:[^"\\\\]|\\\\.)*"|[^:"])+: `,
        );
        if (!named.test(result.error))
          throw new Error(`${channel}: the error names no field: ${result.error}`);
        // A plain object sent where one is expected: the error names the field inside it, not "(root)".
        const proto =
          typeof payload === 'object' && payload !== null ? Object.getPrototypeOf(payload) : undefined;
        const plainObject = !Array.isArray(payload) && (proto === Object.prototype || proto === null);
        if (plainObject && typeof WELL_FORMED[channel] === 'object' && result.error.includes(': (root): ')) {
          throw new Error(`${channel}: the error names no field: ${result.error}`);
        }
        if (result.error.length > 1100)
          throw new Error(`${channel}: the error is ${result.error.length} characters`);
        if (changes(b) !== before) throw new Error(`${channel}: a refused payload changed what is stored`);
        if (dialogs.calls.length !== dialogsBefore)
          throw new Error(`${channel}: a refused payload opened a dialog`);
      }),
      { numRuns: runsPerChannel, seed: 9 },
    );
  }
  return refused;
}
