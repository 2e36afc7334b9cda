// The one IPC contract shared by main (registry), preload (window.trainer) and renderer.
// Channels are named 'area.method' and reach the renderer as window.trainer.area.method(request).
// Every call resolves to a Result: expected failures are values with a message the screen can show; nothing throws
// across the bridge. This file holds types and one constant only, so the renderer can import it.
import type { TableProfile } from '../../core/profiles.ts';
import type { DrillKind, Feedback, Prompt, Response } from '../../core/drills/types.ts';
import type {
  DrillSet,
  MasteryBySkill,
  Mistake,
  SessionSummary,
  SkillMastery,
  SkillSummary,
} from './core-types.ts';
import type { Result } from '../../core/result.ts';
export type { Result };
import type { DealProgress } from '../engine/deal-jobs.ts';
export type { DealProgress };
import { ASSESSMENT_CHANNELS, type AssessmentContract } from './assessment-contract.ts';
import type { z } from 'zod';
import type { RequestSchemas } from './schemas.ts';

/** A channel's request type, derived from its zod schema in schemas.ts (written once). */
type In<C extends keyof RequestSchemas> = z.input<RequestSchemas[C]>;

export type * from './assessment-contract.ts';
import type * as Progress from './progress-types.ts';

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

export interface AppInfo {
  readonly version: string;
  readonly dataDir: string;
  readonly platform: string;
}

/** missing: the database was deleted or moved (while the app ran, or since the last start). */
export type StorageProblem = 'corrupt' | 'locked' | 'unwritable' | 'missing' | 'unknown';

/** A stored row damaged on disk: named so the trainer knows what it is; a session can be closed, the rest removed. */
export interface DamagedItem {
  readonly kind: 'drill-set' | 'profile' | 'setting' | 'session';
  readonly id: string;
  /** Its title (a drill set, a session) or id. */
  readonly name: string;
  /** What is wrong, in words ("it cannot be read"). */
  readonly problem: string;
  /** The whole sentence for the screen, with the way out. */
  readonly message: string;
}

export type StorageStatus =
  | { readonly state: 'ok'; readonly damaged?: readonly DamagedItem[] }
  | {
      readonly state: 'error';
      readonly reason: StorageProblem;
      /** What happened and the way out, in words for the error screen. */
      readonly message: string;
      /** The database file (or folder) concerned. */
      readonly path: string;
    };

export interface StartFreshResult {
  /** Where the old files were moved (renamed with a timestamp, never deleted); empty when there was nothing to move. */
  readonly movedTo: readonly string[];
  readonly status: StorageStatus;
}

export interface Trainee {
  readonly id: string;
  readonly name: string;
  /** Staff number or similar; '' when not given. */
  readonly identifier: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

export type DrillMode = 'practice' | 'assessment';

export interface DrillSetSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly mode: DrillMode;
  /** The table profile's id ('(inline)' profiles report their own id). */
  readonly profileId: string;
  readonly kinds: readonly DrillKind[];
  /** Items in one run of the set. */
  readonly items: number;
  /** Part of the starter library (cannot be replaced). */
  readonly builtIn: boolean;
}

export interface SessionView {
  readonly sessionId: string;
  readonly title: string;
  readonly mode: DrillMode;
  /** Items in the session, and how many are completely answered (a several-step item counts when its last step is). */
  readonly total: number;
  readonly answered: number;
  /** The next prompt; null when every step is answered. */
  readonly prompt: Prompt | null;
}

export interface AnswerOutcome {
  /** null during an assessment: feedback comes with the summary at the end. */
  readonly feedback: Feedback | null;
  readonly next: Prompt | null;
  /** Set when the session is finished (in an assessment it carries all feedback). */
  readonly summary: SessionSummary | null;
  /** Items completely answered once this answer is in (as SessionView.answered): the one count the screen shows. */
  readonly answered: number;
}

export interface UnfinishedSession {
  readonly sessionId: string;
  readonly title: string;
  readonly mode: DrillMode;
  /** ISO 8601. */
  readonly startedAt: string;
  readonly answered: number;
  readonly total: number;
}

export interface SessionRecord {
  readonly sessionId: string;
  readonly title: string;
  readonly mode: DrillMode;
  /** null for an adaptive session (its set was built for it and is stored with it). */
  readonly drillSetId: string | null;
  /** How the seed became the items (core/rng.ts SEEDINGS). The seed itself never reaches the renderer. */
  readonly seeding: number;
  readonly startedAt: string;
  /** null while unfinished. */
  readonly finishedAt: string | null;
  readonly summary: SessionSummary | null;
}

export type ReducedMotion = 'system' | 'on' | 'off';

export interface Settings {
  readonly profileId: string;
  /** Deal animation speed multiplier, 0.5..3. */
  readonly speed: number;
  readonly sound: boolean;
  /** 0..1. */
  readonly volume: number;
  readonly reducedMotion: ReducedMotion;
}

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
 * Channel name → request and response. Each request type is derived from the channel's zod schema (schemas.ts), so it
 * is written once; `undefined` requests take no argument. Trainer and assessment channels: assessment-contract.ts.
 */
export interface IpcContract extends AssessmentContract {
  'app.info': { request: In<'app.info'>; response: AppInfo };

  'storage.status': { request: In<'storage.status'>; response: StorageStatus };
  /** Opens a folder dialog and reopens the store there; null if cancelled. */
  'storage.chooseFolder': { request: In<'storage.chooseFolder'>; response: StorageStatus | null };
  /**
   * Only when the status is an error: moves the old database aside (renamed with a timestamp, never deleted) and
   * starts a new one.
   */
  'storage.startFresh': { request: In<'storage.startFresh'>; response: StartFreshResult };
  /** Removes a damaged drill set, profile or setting (only if it is damaged); the storage status after it. */
  'storage.removeDamaged': { request: In<'storage.removeDamaged'>; response: StorageStatus };

  'trainees.list': { request: In<'trainees.list'>; response: readonly Trainee[] };
  'trainees.create': { request: In<'trainees.create'>; response: Trainee };

  'profiles.list': { request: In<'profiles.list'>; response: readonly TableProfile[] };
  /** Validated with core/profiles.ts; never replaces a built-in profile or an existing id. */
  'profiles.save': { request: In<'profiles.save'>; response: TableProfile };

  'drillSets.list': { request: In<'drillSets.list'>; response: readonly DrillSetSummary[] };
  'drillSets.get': { request: In<'drillSets.get'>; response: DrillSet };
  /** File dialog; null if cancelled. An id or title clash is an error unless onClash is 'keep-both'. */
  'drillSets.importFile': {
    request: In<'drillSets.importFile'>;
    response: DrillSetSummary | null;
  };
  /** Save dialog; null if cancelled. */
  'drillSets.exportFile': { request: In<'drillSets.exportFile'>; response: { readonly path: string } | null };

  'sessions.start': { request: In<'sessions.start'>; response: SessionView };
  'sessions.answer': {
    request: In<'sessions.answer'>;
    response: AnswerOutcome;
  };
  'sessions.unfinished': { request: In<'sessions.unfinished'>; response: readonly UnfinishedSession[] };
  'sessions.resume': { request: In<'sessions.resume'>; response: SessionView };
  /** Ends a session (finished or not) and returns its summary over what was answered. */
  'sessions.close': { request: In<'sessions.close'>; response: SessionSummary };
  /** An error for an assessment still running: its marks and keys come only when it ends. */
  'sessions.summary': { request: In<'sessions.summary'>; response: SessionSummary };
  /** How far the dealing thread is with what it is dealing (polled while a call is slow); null when idle. */
  'sessions.dealing': { request: In<'sessions.dealing'>; response: DealProgress | null };

  'progress.mastery': { request: In<'progress.mastery'>; response: MasteryBySkill };
  /** Most recent first. */
  'progress.history': { request: In<'progress.history'>; response: readonly SessionRecord[] };

  // Progress (issue 13): the trainee's page, what is due, drills on exactly the cases shown.
  'progress.page': { request: In<'progress.page'>; response: Progress.TraineeProgress };
  'progress.due': { request: In<'progress.due'>; response: Progress.DueToday };
  'progress.drill': {
    request: In<'progress.drill'>;
    response: SessionView;
  };
  'progress.practiseDue': {
    request: In<'progress.practiseDue'>;
    response: SessionView;
  };
  // The trainer's dashboard (issue 13), behind the trainer passcode (issue 11).
  'dashboard.trainees': { request: In<'dashboard.trainees'>; response: readonly Progress.DashboardRow[] };
  /** ISO dates, inclusive. */
  'dashboard.cohort': {
    request: In<'dashboard.cohort'>;
    response: Progress.CohortView;
  };
  'dashboard.trainee': { request: In<'dashboard.trainee'>; response: Progress.TraineeProgress };
  'dashboard.assignWeakCases': {
    request: In<'dashboard.assignWeakCases'>;
    response: Progress.AssignmentRecord;
  };
  /** Save dialog; null if cancelled. Responses to the chosen file, attempts beside it ("-attempts.csv"). */
  'dashboard.exportCsv': { request: In<'dashboard.exportCsv'>; response: Progress.ExportResult | null };
  /** Save dialog; null if cancelled. A JSON array of xAPI statements. */
  'dashboard.exportXapi': { request: In<'dashboard.exportXapi'>; response: Progress.ExportResult | null };

  'settings.get': { request: In<'settings.get'>; response: Settings };
  'settings.set': { request: In<'settings.set'>; response: Settings };
}

export type Channel = keyof IpcContract;
export type RequestOf<C extends Channel> = IpcContract[C]['request'];
export type ResponseOf<C extends Channel> = IpcContract[C]['response'];

/** Every channel, at runtime: the preload, the registry and the e2e harness build from this list. */
export const CHANNELS = [
  'app.info',
  'storage.status',
  'storage.chooseFolder',
  'storage.startFresh',
  'storage.removeDamaged',
  'trainees.list',
  'trainees.create',
  'profiles.list',
  'profiles.save',
  'drillSets.list',
  'drillSets.get',
  'drillSets.importFile',
  'drillSets.exportFile',
  'sessions.start',
  'sessions.answer',
  'sessions.unfinished',
  'sessions.resume',
  'sessions.close',
  'sessions.summary',
  'sessions.dealing',
  'progress.mastery',
  'progress.history',
  'progress.page',
  'progress.due',
  'progress.drill',
  'progress.practiseDue',
  'dashboard.trainees',
  'dashboard.cohort',
  'dashboard.trainee',
  'dashboard.assignWeakCases',
  'dashboard.exportCsv',
  'dashboard.exportXapi',
  'settings.get',
  'settings.set',
  ...ASSESSMENT_CHANNELS,
] as const satisfies readonly Channel[];

// Compile-time check that CHANNELS lists every channel of the contract.
type MissingChannels = Exclude<Channel, (typeof CHANNELS)[number]>;
const _allChannelsListed: [MissingChannels] extends [never] ? true : MissingChannels = true;
void _allChannelsListed;

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
