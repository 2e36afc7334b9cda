// The bridge: window.trainer exposes one named function per channel, each returning the main process's Result.
// Self-contained on purpose: a sandboxed preload cannot require the app's other files. `satisfies TrainerApi` makes the
// compiler check every area and method (and each one's request and response types) against the contract, and
// test/electron/preload.test.ts checks that each function calls its own channel.
import type { ContextBridge, IpcRenderer } from 'electron';
import type { Channel, TrainerApi, TrainerFn } from '../contract/index.ts' with {
  'resolution-mode': 'import',
};

// A sandboxed preload is CommonJS and may require only 'electron' (and a few Node built-ins).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contextBridge, ipcRenderer } = require('electron') as {
  contextBridge: ContextBridge;
  ipcRenderer: IpcRenderer;
};

function call<C extends Channel>(channel: C): TrainerFn<C> {
  return ((request?: unknown) => ipcRenderer.invoke(channel, request)) as TrainerFn<C>;
}

const trainer = {
  app: { info: call('app.info') },
  storage: {
    status: call('storage.status'),
    chooseFolder: call('storage.chooseFolder'),
    startFresh: call('storage.startFresh'),
    removeDamaged: call('storage.removeDamaged'),
  },
  trainees: {
    list: call('trainees.list'),
    create: call('trainees.create'),
    manage: call('trainees.manage'),
    update: call('trainees.update'),
    archive: call('trainees.archive'),
    deletePlan: call('trainees.deletePlan'),
    delete: call('trainees.delete'),
    renameSelf: call('trainees.renameSelf'),
    previewCsv: call('trainees.previewCsv'),
    importList: call('trainees.importList'),
  },
  traineePin: {
    status: call('traineePin.status'),
    signIn: call('traineePin.signIn'),
    signOut: call('traineePin.signOut'),
    set: call('traineePin.set'),
    clear: call('traineePin.clear'),
  },
  assignments: {
    assign: call('assignments.assign'),
    unassign: call('assignments.unassign'),
    list: call('assignments.list'),
    mine: call('assignments.mine'),
  },
  profiles: {
    list: call('profiles.list'),
    save: call('profiles.save'),
    update: call('profiles.update'),
    duplicate: call('profiles.duplicate'),
    delete: call('profiles.delete'),
    usage: call('profiles.usage'),
    house: call('profiles.house'),
    setHouse: call('profiles.setHouse'),
  },
  drillSets: {
    list: call('drillSets.list'),
    get: call('drillSets.get'),
    importFile: call('drillSets.importFile'),
    exportFile: call('drillSets.exportFile'),
  },
  sessions: {
    start: call('sessions.start'),
    answer: call('sessions.answer'),
    shown: call('sessions.shown'),
    unfinished: call('sessions.unfinished'),
    resume: call('sessions.resume'),
    close: call('sessions.close'),
    summary: call('sessions.summary'),
    dealing: call('sessions.dealing'),
  },
  progress: {
    mastery: call('progress.mastery'),
    history: call('progress.history'),
    page: call('progress.page'),
    due: call('progress.due'),
    drill: call('progress.drill'),
    practiseDue: call('progress.practiseDue'),
  },
  dashboard: {
    trainees: call('dashboard.trainees'),
    cohort: call('dashboard.cohort'),
    trainee: call('dashboard.trainee'),
    assignWeakCases: call('dashboard.assignWeakCases'),
    exportCsv: call('dashboard.exportCsv'),
    exportXapi: call('dashboard.exportXapi'),
  },
  settings: { get: call('settings.get'), set: call('settings.set') },
  room: {
    status: call('room.status'),
    test: call('room.test'),
    join: call('room.join'),
    preview: call('room.preview'),
    leave: call('room.leave'),
    pushNow: call('room.pushNow'),
    dashboard: call('room.dashboard'),
    traineeHistory: call('room.traineeHistory'),
    documentNote: call('room.documentNote'),
  },
  setup: { status: call('setup.status') },
  trainer: {
    status: call('trainer.status'),
    setPasscode: call('trainer.setPasscode'),
    unlock: call('trainer.unlock'),
    lock: call('trainer.lock'),
    recover: call('trainer.recover'),
    recoveryCode: call('trainer.recoveryCode'),
    recoveryNotice: call('trainer.recoveryNotice'),
    acknowledgeRecovery: call('trainer.acknowledgeRecovery'),
  },
  assessment: {
    start: call('assessment.start'),
    current: call('assessment.current'),
    view: call('assessment.view'),
    answer: call('assessment.answer'),
    shown: call('assessment.shown'),
    leave: call('assessment.leave'),
    resume: call('assessment.resume'),
    close: call('assessment.close'),
    gradePractical: call('assessment.gradePractical'),
    countersignPractical: call('assessment.countersignPractical'),
    record: call('assessment.record'),
    replay: call('assessment.replay'),
    history: call('assessment.history'),
    export: call('assessment.export'),
  },
  studioSets: {
    list: call('studioSets.list'),
    get: call('studioSets.get'),
    check: call('studioSets.check'),
    preview: call('studioSets.preview'),
    save: call('studioSets.save'),
    duplicate: call('studioSets.duplicate'),
    rename: call('studioSets.rename'),
    delete: call('studioSets.delete'),
    importFile: call('studioSets.importFile'),
    resolveImport: call('studioSets.resolveImport'),
    exportFile: call('studioSets.exportFile'),
  },
  audit: { trail: call('audit.trail'), exportCsv: call('audit.exportCsv'), attempts: call('audit.attempts') },
  practical: { standard: call('practical.standard'), saveStandard: call('practical.saveStandard') },
  trainerSettings: { get: call('trainerSettings.get'), set: call('trainerSettings.set') },
  reports: { verify: call('reports.verify'), keys: call('reports.keys'), trustKey: call('reports.trustKey') },
} satisfies TrainerApi;

contextBridge.exposeInMainWorld('trainer', trainer);
