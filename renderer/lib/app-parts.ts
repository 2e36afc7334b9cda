// The parts of the app a screen or a component is handed (issue 19: it takes what it shows and the actions it calls,
// not the whole AppState). Each is a slice of AppState (lib/app.svelte.ts), which has them all, so the root passes
// `app` and the type says which part the screen may touch; a test hands over just that part.
import type { SessionView, StorageStatus, TableProfile, TrainerApi } from '../../contract/index.ts';
import type { AssessmentArea } from './assessment.svelte.ts';
import type { Result } from './bridge.ts';
import type { RemovableItem } from './damaged.ts';
import type { ErrorList } from './errors.svelte.ts';
import type { Library } from './state/library.svelte.ts';
import type { Navigation } from './state/navigation.svelte.ts';
import type { SettingsState } from './state/settings.svelte.ts';
import type { Trainees } from './state/trainees.svelte.ts';

/** A call of the app's is running: buttons that start another wait. */
export interface Busy {
  readonly busy: boolean;
}

/** Reads whose failure goes to the app's error list. */
export interface Reporting {
  readonly errors: ErrorList;
}

/** Starts a session another screen built (a heat-map cell, "Practise what's due") and opens it. */
export interface Starting extends Busy {
  startWith(
    doing: string,
    request: (api: TrainerApi, traineeId: string) => Promise<Result<SessionView>>,
  ): Promise<void>;
}

/** A trainee's progress page (screens/Progress.svelte): drills started from it, failures reported. */
export type ProgressParts = Starting & Reporting;

/** Damaged records on the home screen: removed, or (a session) closed. */
export interface DamagedParts extends Busy {
  readonly storage: StorageStatus | null;
  removeDamaged(item: RemovableItem): Promise<void>;
  closeSession(sessionId: string, title: string): Promise<void>;
}

/** The data folder cannot be used: the ways out. */
export interface StorageParts extends Busy {
  readonly storage: StorageStatus | null;
  init(): Promise<void>;
  chooseFolder(): Promise<void>;
  startFresh(): Promise<void>;
}

/** The trainee's own progress page (screens/MyProgress.svelte): theirs, and back home. */
export interface MyProgressParts extends Starting, Reporting {
  readonly trainees: Trainees;
  readonly nav: Navigation;
}

/** The home screen's links to the trainee's progress and the trainer's dashboard. */
export interface ProgressLinkParts extends MyProgressParts {
  readonly assessment: AssessmentArea;
}

/** The home screen: the trainee, their sets and sessions, and the ways into practice. */
export interface HomeParts extends DamagedParts, ProgressLinkParts {
  readonly library: Library;
  readonly settings: SettingsState;
  readonly notice: string | null;
  profile(id?: string): TableProfile | null;
  starterSet(): ReturnType<Library['starterSet']>;
  quickStart(): Promise<void>;
  startSet(drillSetId: string): Promise<void>;
  startMockExam(drillSetId: string): Promise<void>;
  startAdaptive(count?: number): Promise<void>;
  resume(sessionId: string): Promise<void>;
}

/** The drill screen: the deal's timing, and what comes after the summary. */
export interface DrillParts {
  readonly settings: SettingsState;
  replayMistakes(): Promise<void>;
  startAdaptive(count?: number): Promise<void>;
  leaveSession(): Promise<void>;
}

/** The settings screen. */
export interface SettingsParts {
  readonly settings: SettingsState;
  readonly library: Library;
  readonly nav: Navigation;
  profile(id?: string): TableProfile | null;
}

/** An assessment attempt on screen: the deal's timing, and home when it is over. */
export interface AttemptParts {
  readonly settings: SettingsState;
  readonly nav: Navigation;
}

/** Trainer mode: its tabs' parts, and home when it is left. */
export interface TrainerParts extends AttemptParts, ProgressParts {
  readonly assessment: AssessmentArea;
  readonly library: Library;
  readonly trainees: Trainees;
}

/** The first run: the trainer's area (passcode, lock), then the app starts again. */
export interface FirstRunParts {
  readonly assessment: AssessmentArea;
  init(): Promise<void>;
}

/** The welcome screen: the new trainee's name. */
export interface WelcomeParts extends Busy {
  welcome(name: string): Promise<void>;
}
