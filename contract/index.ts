// The one IPC contract shared by main (registry), preload (window.trainer) and renderer.
// Channels are named 'area.method' and reach the renderer as window.trainer.area.method(request).
// Every call resolves to a Result: expected failures are values with a message the screen can show; nothing throws
// across the bridge. This file holds types and one constant only, so the renderer can import it.
import type { TableProfile } from '../core/profiles.ts';
import type { DrillKind, Feedback, Prompt, Response } from '../core/drills/types.ts';
import type {
  DrillSet,
  MasteryBySkill,
  Mistake,
  SessionSummary,
  SkillMastery,
  SkillSummary,
} from './core-types.ts';
import type { Result } from '../core/result.ts';
export type { Result };
import type { DealProgress } from '../electron/engine/deal-jobs.ts';
export type { DealProgress };
import { ASSESSMENT_ACCESS, type AssessmentContract } from './assessment-contract.ts';
import { TRAINEES_ACCESS, type TraineesContract } from './trainees-contract.ts';
import { PROFILE_ACCESS, type ProfileContract } from './profiles-contract.ts';
import { STUDIO_SET_ACCESS, type StudioSetsContract } from './studio-sets-contract.ts';
import { TRAINEE_PIN_ACCESS, type TraineePinContract } from './trainee-pin-contract.ts';
import { ROOM_ACCESS, type RoomContract } from './room-contract.ts';
import { AUDIT_ACCESS, type AuditContract } from './audit-contract.ts';
import { RECOVERY_ACCESS, type RecoveryContract } from './recovery-contract.ts';
import { FIRST_RUN_ACCESS, type FirstRunContract } from './first-run-contract.ts';
import { PRACTICAL_ACCESS, type PracticalContract } from './practical-contract.ts';
import { TRAINER_SETTINGS_ACCESS, type TrainerSettingsContract } from './trainer-settings-contract.ts';
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { RequestSchemas, ResponseSchemas } from './schemas.ts';

/** A channel's request and response types, derived from its zod schemas in schemas.ts (each written once). */
type In<C extends keyof RequestSchemas> = z.input<RequestSchemas[C]>;
type Out<C extends keyof ResponseSchemas> = z.output<ResponseSchemas[C]>;

export type * from './assessment-contract.ts';
export type * from './trainees-contract.ts';
export type * from './profiles-contract.ts';
export type * from './studio-sets-contract.ts';
export type * from './trainee-pin-contract.ts';
export type * from './room-contract.ts';
export type * from './audit-contract.ts';
export type * from './practical-contract.ts';
export type * from './trainer-settings-contract.ts';
export type * from './recovery-contract.ts';
export type * from './first-run-contract.ts';

export type {
  TableProfile,
  DrillKind,
  Feedback,
  Prompt,
  Response,
  DrillSet,
  MasteryBySkill,
  SkillMastery,
  SessionSummary,
  SkillSummary,
  Mistake,
};

export type {
  AppInfo,
  StorageProblem,
  DamagedItem,
  StorageStatus,
  StartFreshResult,
  Trainee,
  DrillMode,
  DrillSetSummary,
  SessionView,
  AnswerOutcome,
  LivePace,
  UnfinishedSession,
  SessionRecord,
  ReducedMotion,
  Settings,
} from './response-schemas.ts';
import type { Settings } from './response-schemas.ts';

/** What a new install starts with; the renderer shows it until main's settings arrive. */
export const DEFAULT_SETTINGS: Settings = {
  profileId: 'tasmania',
  speed: 1,
  sound: true,
  volume: 0.8,
  reducedMotion: 'system',
};

// No seed: the app chooses it, and it never reaches the renderer (with it, every key could be computed). The schema
// refuses one, so the derived type allows only `seed?: undefined`.
// A replay of a finished session's mistakes (`replayOf`) deals fresh coups of the same cases.
export type StartSessionRequest = In<'sessions.start'>;

/**
 * Channel name → request and response. Each is derived from the channel's zod schemas (schemas.ts), so it is written
 * once; `undefined` requests take no argument. Trainer and assessment channels: assessment-contract.ts.
 */
export interface IpcContract
  extends
    AssessmentContract,
    TraineesContract,
    ProfileContract,
    StudioSetsContract,
    TraineePinContract,
    RoomContract,
    AuditContract,
    RecoveryContract,
    FirstRunContract,
    PracticalContract,
    TrainerSettingsContract {
  'app.info': { request: In<'app.info'>; response: Out<'app.info'> };

  'storage.status': { request: In<'storage.status'>; response: Out<'storage.status'> };
  /** Opens a folder dialog and reopens the store there; null if cancelled. */
  'storage.chooseFolder': { request: In<'storage.chooseFolder'>; response: Out<'storage.chooseFolder'> };
  /**
   * Only when the status is an error: moves the old database aside (renamed with a timestamp, never deleted) and
   * starts a new one.
   */
  'storage.startFresh': { request: In<'storage.startFresh'>; response: Out<'storage.startFresh'> };
  /** Removes a damaged drill set, profile or setting (only if it is damaged); the storage status after it. */
  'storage.removeDamaged': { request: In<'storage.removeDamaged'>; response: Out<'storage.removeDamaged'> };

  'trainees.list': { request: In<'trainees.list'>; response: Out<'trainees.list'> };
  'trainees.create': { request: In<'trainees.create'>; response: Out<'trainees.create'> };

  'profiles.list': { request: In<'profiles.list'>; response: Out<'profiles.list'> };
  /** Validated with core/profiles.ts; never replaces a built-in profile or an existing id. */
  'profiles.save': { request: In<'profiles.save'>; response: Out<'profiles.save'> };

  'drillSets.list': { request: In<'drillSets.list'>; response: Out<'drillSets.list'> };
  'drillSets.get': { request: In<'drillSets.get'>; response: Out<'drillSets.get'> };
  /** File dialog; null if cancelled. An id or title clash is an error unless onClash is 'keep-both'. */
  'drillSets.importFile': {
    request: In<'drillSets.importFile'>;
    response: Out<'drillSets.importFile'>;
  };
  /** Save dialog; null if cancelled. */
  'drillSets.exportFile': { request: In<'drillSets.exportFile'>; response: Out<'drillSets.exportFile'> };

  'sessions.start': { request: In<'sessions.start'>; response: Out<'sessions.start'> };
  'sessions.answer': {
    request: In<'sessions.answer'>;
    response: Out<'sessions.answer'>;
  };
  /** True when this started the step's clock (false: not the step on screen, or already started). */
  'sessions.shown': { request: In<'sessions.shown'>; response: Out<'sessions.shown'> };
  'sessions.unfinished': { request: In<'sessions.unfinished'>; response: Out<'sessions.unfinished'> };
  'sessions.resume': { request: In<'sessions.resume'>; response: Out<'sessions.resume'> };
  /** Ends a session (finished or not) and returns its summary over what was answered. */
  'sessions.close': { request: In<'sessions.close'>; response: Out<'sessions.close'> };
  /** An error for an assessment still running: its marks and keys come only when it ends. */
  'sessions.summary': { request: In<'sessions.summary'>; response: Out<'sessions.summary'> };
  /** How far the dealing thread is with what it is dealing (polled while a call is slow); null when idle. */
  'sessions.dealing': { request: In<'sessions.dealing'>; response: Out<'sessions.dealing'> };

  'progress.mastery': { request: In<'progress.mastery'>; response: Out<'progress.mastery'> };
  /** Most recent first. */
  'progress.history': { request: In<'progress.history'>; response: Out<'progress.history'> };

  // Progress (issue 13): the trainee's page, what is due, drills on exactly the cases shown.
  'progress.page': { request: In<'progress.page'>; response: Out<'progress.page'> };
  'progress.due': { request: In<'progress.due'>; response: Out<'progress.due'> };
  'progress.drill': {
    request: In<'progress.drill'>;
    response: Out<'progress.drill'>;
  };
  'progress.practiseDue': {
    request: In<'progress.practiseDue'>;
    response: Out<'progress.practiseDue'>;
  };
  // The trainer's dashboard (issue 13), behind the trainer passcode (issue 11).
  'dashboard.trainees': { request: In<'dashboard.trainees'>; response: Out<'dashboard.trainees'> };
  /** ISO dates, inclusive. */
  'dashboard.cohort': {
    request: In<'dashboard.cohort'>;
    response: Out<'dashboard.cohort'>;
  };
  'dashboard.trainee': { request: In<'dashboard.trainee'>; response: Out<'dashboard.trainee'> };
  'dashboard.assignWeakCases': {
    request: In<'dashboard.assignWeakCases'>;
    response: Out<'dashboard.assignWeakCases'>;
  };
  /** Save dialog; null if cancelled. Responses to the chosen file, attempts beside it ("-attempts.csv"). */
  'dashboard.exportCsv': { request: In<'dashboard.exportCsv'>; response: Out<'dashboard.exportCsv'> };
  /** Save dialog; null if cancelled. A JSON array of xAPI statements. */
  'dashboard.exportXapi': { request: In<'dashboard.exportXapi'>; response: Out<'dashboard.exportXapi'> };

  'settings.get': { request: In<'settings.get'>; response: Out<'settings.get'> };
  'settings.set': { request: In<'settings.set'>; response: Out<'settings.set'> };
}

export type Channel = keyof IpcContract;
/** The channels whose rules sit in an area's contract file (the rest are the core channels below). */
type AreaChannel =
  | keyof AssessmentContract
  | keyof TraineesContract
  | keyof ProfileContract
  | keyof StudioSetsContract
  | keyof TraineePinContract
  | keyof RoomContract
  | keyof AuditContract
  | keyof RecoveryContract
  | keyof FirstRunContract
  | keyof PracticalContract
  | keyof TrainerSettingsContract;
export type RequestOf<C extends Channel> = IpcContract[C]['request'];
export type ResponseOf<C extends Channel> = IpcContract[C]['response'];

/** Who may call each of the core channels (ipc/access.ts says what each rule means); the registry applies it. */
const CORE_ACCESS = {
  'app.info': ['setup'],
  'storage.status': ['setup'],
  'storage.chooseFolder': ['setup'],
  'storage.startFresh': ['setup'],
  'storage.removeDamaged': ['trainer-if-set', 'not-during-attempt'],
  'trainees.list': ['open'],
  'trainees.create': ['trainer-if-set', 'not-during-attempt'],
  'profiles.list': ['setup'],
  'profiles.save': ['trainer-if-set', 'not-during-attempt'],
  'drillSets.list': ['open'],
  'drillSets.get': ['open'],
  'drillSets.importFile': ['trainer-if-set', 'not-during-attempt'],
  'drillSets.exportFile': ['trainer-if-set'],
  'sessions.start': ['open', 'trainee-owned', 'not-during-attempt'],
  'sessions.answer': ['open', 'trainee-owned', 'not-attempt', 'not-during-attempt'],
  'sessions.shown': ['open', 'trainee-owned', 'not-attempt'],
  'sessions.unfinished': ['open', 'trainee-owned'],
  'sessions.resume': ['open', 'trainee-owned', 'not-attempt', 'not-during-attempt'],
  'sessions.close': ['open', 'trainee-owned', 'not-attempt'],
  'sessions.summary': ['open', 'trainee-owned', 'not-attempt'],
  'sessions.dealing': ['open'],
  'progress.mastery': ['open', 'trainee-owned'],
  'progress.history': ['open', 'trainee-owned'],
  'progress.page': ['open', 'trainee-owned'],
  'progress.due': ['open', 'trainee-owned'],
  'progress.drill': ['open', 'trainee-owned'],
  'progress.practiseDue': ['open', 'trainee-owned'],
  'dashboard.trainees': ['trainer'],
  'dashboard.cohort': ['trainer'],
  'dashboard.trainee': ['trainer', 'trainee-owned'],
  'dashboard.assignWeakCases': ['trainer', 'trainee-owned'],
  'dashboard.exportCsv': ['trainer', 'trainee-owned'],
  'dashboard.exportXapi': ['trainer', 'trainee-owned'],
  'settings.get': ['open'],
  'settings.set': ['open', 'not-during-attempt'],
} as const satisfies { readonly [C in Exclude<Channel, AreaChannel>]: Access };

/** Every channel's access rule, one entry per channel of the contract (a missing one does not compile). */
export const ACCESS: { readonly [C in Channel]: Access } = {
  ...CORE_ACCESS,
  ...ASSESSMENT_ACCESS,
  ...TRAINEES_ACCESS,
  ...PROFILE_ACCESS,
  ...STUDIO_SET_ACCESS,
  ...TRAINEE_PIN_ACCESS,
  ...ROOM_ACCESS,
  ...AUDIT_ACCESS,
  ...RECOVERY_ACCESS,
  ...FIRST_RUN_ACCESS,
  ...PRACTICAL_ACCESS,
  ...TRAINER_SETTINGS_ACCESS,
};

/** Every channel, at runtime: the preload, the registry and the e2e harness build from this list. */
export const CHANNELS = Object.keys(ACCESS) as Channel[];

/** The function the renderer calls for one channel. */
export type TrainerFn<C extends Channel> =
  undefined extends RequestOf<C>
    ? (request?: RequestOf<C>) => Promise<Result<ResponseOf<C>>>
    : (request: RequestOf<C>) => Promise<Result<ResponseOf<C>>>;

type AreaOf<C> = C extends `${infer A}.${string}` ? A : never;
export type Area = AreaOf<Channel>;

/** window.trainer: { app: { info() }, trainees: { list(), create(req) }, ... } derived from the contract. */
export type TrainerApi = {
  readonly [A in Area]: {
    readonly [C in Channel as C extends `${A}.${infer M}` ? M : never]: TrainerFn<C>;
  };
};
