// Where the trainee is: one screen at a time, as a typed union, so a screen that needs a session always has one.
// Other screens (trainer, assessment) join the union. Every move is counted, so a late answer from the main process
// can tell that the trainee has gone elsewhere meanwhile and leave the screen alone.
import type { DrillSession } from '../session.svelte.ts';

export type Screen =
  | { readonly name: 'loading' }
  | { readonly name: 'storage' }
  /** A fresh installation: the trainer's setup before the trainee side opens (renderer/screens/FirstRun.svelte). */
  | { readonly name: 'setup' }
  /** First run: ask the trainee's name before the guided first drill. */
  | { readonly name: 'welcome' }
  | { readonly name: 'home' }
  | { readonly name: 'settings' }
  /** The trainee's own progress: charts, heat maps, what is due (renderer/screens/MyProgress.svelte). */
  | { readonly name: 'progress' }
  /** Trainer mode: the passcode, then the trainer's workspace in tabs (renderer/screens/TrainerMode.svelte). */
  | { readonly name: 'trainer' }
  | { readonly name: 'drill'; readonly session: DrillSession };

export type ScreenName = Screen['name'];

export class Navigation {
  screen = $state.raw<Screen>({ name: 'loading' });
  #moves = 0;

  /** The session on the table, if the drill screen is shown. */
  readonly session = $derived(this.screen.name === 'drill' ? this.screen.session : null);

  go(screen: Screen): void {
    this.#moves += 1;
    this.screen = screen;
  }

  /** A mark of where the trainee is now; `still(mark)` says whether they have moved since. */
  mark(): number {
    return this.#moves;
  }

  still(mark: number): boolean {
    return this.#moves === mark;
  }
}
