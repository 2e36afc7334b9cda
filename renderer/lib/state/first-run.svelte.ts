// The first run's setup (issue 21): the house, the trainer passcode (PasscodePrompt on AssessmentArea), the recovery
// code shown once, then the first trainees, added one by one or imported from a staff list. Every rule is main's;
// this holds the step and what is on screen.
import type { Result, TableProfile, Trainee, TrainerApi } from '../../../contract/index.ts';
import { call } from '../bridge.ts';
import { StaffImport } from './staff-import.svelte.ts';
import { languages } from './languages.svelte.ts';
import { m } from '../../../i18n/paraglide/messages.js';

export type SetupStep = 'house' | 'passcode' | 'recovery' | 'trainees';

/** The steps in order, each with its name in the interface language (a message, said when shown). */
export const SETUP_STEPS: readonly { readonly step: SetupStep; readonly label: () => string }[] = [
  { step: 'house', label: m.setup_step_house },
  { step: 'passcode', label: m.setup_step_passcode },
  { step: 'recovery', label: m.setup_step_recovery },
  { step: 'trainees', label: m.setup_step_trainees },
];

export class FirstRunSetup {
  step = $state<SetupStep>('house');
  profiles = $state.raw<readonly TableProfile[]>([]);
  houseId = $state('tasmania');
  /** The data folder, named on the code sheet (where the app keeps everything). */
  dataDir = $state('');
  /** Shown once, never stored here beyond this step. */
  recoveryCode = $state<string | null>(null);
  readonly staff = new StaffImport();
  trainees = $state.raw<readonly Trainee[]>([]);
  error = $state<string | null>(null);
  notice = $state<string | null>(null);
  busy = $state(false);

  async #get<T>(run: (api: TrainerApi) => Promise<Result<T>>): Promise<T | undefined> {
    this.busy = true;
    const result = await call(run).finally(() => (this.busy = false));
    if (!result.ok) {
      this.error = result.error.replace(/^Invalid request to [\w.]+: /, '');
      return undefined;
    }
    this.error = null;
    return result.value;
  }

  async load(): Promise<void> {
    const [profiles, house, info] = await Promise.all([
      this.#get((t) => t.profiles.list()),
      this.#get((t) => t.profiles.house()),
      this.#get((t) => t.app.info()),
    ]);
    if (profiles) this.profiles = profiles;
    if (house) this.houseId = house.profileId;
    if (info) this.dataDir = info.dataDir;
  }

  go(step: SetupStep): void {
    this.error = null;
    this.notice = null;
    this.step = step;
  }

  /** The passcode is set (trainer mode is open): the house is stored, and the recovery code taken to show once. */
  async afterPasscode(): Promise<void> {
    const profileId = this.houseId;
    const house = await this.#get((t) => t.profiles.setHouse({ profileId }));
    if (!house) return;
    if (!(await this.#get((t) => t.settings.set({ profileId })))) return;
    // The languages chosen at the top of the setup become the station's default (issue 24).
    if (!(await languages.saveStation())) {
      this.error = languages.error;
      return;
    }
    const code = await this.#get((t) => t.trainer.recoveryCode());
    this.recoveryCode = code?.code ?? null;
    this.go(this.recoveryCode ? 'recovery' : 'trainees');
  }

  /** The trainer has put the code away: it leaves the screen. */
  kept(): void {
    this.recoveryCode = null;
    this.go('trainees');
  }

  async #reload(): Promise<void> {
    const list = await this.#get((t) => t.trainees.list());
    if (list) this.trainees = list;
  }

  async add(name: string, identifier: string): Promise<boolean> {
    const trimmed = identifier.trim();
    const created = await this.#get((t) =>
      t.trainees.create(trimmed ? { name: name.trim(), identifier: trimmed } : { name: name.trim() }),
    );
    if (!created) return false;
    this.notice = m.ui_setup_added({ name: created.name });
    await this.#reload();
    return true;
  }

  /** A staff list imported whole ("3 trainees from staff.csv"): said, and the list read again. */
  async imported(what: string): Promise<void> {
    this.notice = m.ui_setup_imported({ what });
    await this.#reload();
  }
}
