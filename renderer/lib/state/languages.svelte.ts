// The languages on screen (issue 24): main stores them (contract/languages.ts); this holds what applies, and is the
// Paraglide runtime's locale, so every message a component says follows the interface language reactively: a
// message function reads `languages.interface`, a $state, and Svelte re-renders what used it when it changes.
// The call language is never the global one: the dealer's calls are said with it explicitly (core/i18n/say.ts).
import type { LanguagesView, Result, TrainerApi } from '../../../contract/index.ts';
import { BASE_LANGUAGE, type Language } from '../../../core/i18n/languages.ts';
import { overwriteGetLocale } from '../../../i18n/paraglide/runtime.js';
import { call } from '../bridge.ts';

export interface LanguagePair {
  readonly interface: Language;
  readonly call: Language;
}

class Languages {
  /** What main last said, for the trainee on screen (or the station with none). */
  view = $state.raw<LanguagesView | null>(null);
  /** Chosen on screen but not stored yet (the first run stores it once the passcode is set). */
  unsaved = $state.raw<LanguagePair | null>(null);
  error = $state<string | null>(null);

  get current(): LanguagePair {
    return this.unsaved ?? this.view?.effective ?? { interface: BASE_LANGUAGE, call: BASE_LANGUAGE };
  }
  get interface(): Language {
    return this.current.interface;
  }
  get call(): Language {
    return this.current.call;
  }

  async #ask(run: (t: TrainerApi) => Promise<Result<LanguagesView>>): Promise<boolean> {
    const r = await call(run);
    if (!r.ok) {
      this.error = r.error;
      return false;
    }
    this.error = null;
    this.view = r.value;
    return true;
  }

  /** The trainee's languages, or the station's (with no trainee, or one whose PIN keeps theirs closed). */
  async load(traineeId: string | null): Promise<void> {
    this.unsaved = null;
    if (traineeId !== null && (await this.#ask((t) => t.languages.forTrainee({ traineeId })))) return;
    await this.#ask((t) => t.languages.get());
  }

  /** A change the trainee made: stored as theirs at once; with no trainee, it holds on screen only. */
  async choose(traineeId: string | null, patch: Partial<LanguagePair>): Promise<void> {
    if (traineeId === null) {
      this.unsaved = { ...this.current, ...patch };
      return;
    }
    await this.#ask((t) => t.languages.setTrainee({ traineeId, ...patch }));
  }

  /** The first run: the choice shows at once and is stored as the station's default after the passcode. */
  preview(patch: Partial<LanguagePair>): void {
    this.unsaved = { ...this.current, ...patch };
  }

  /** Stores what the first run chose as the station's default (trainer mode is open then). */
  async saveStation(): Promise<boolean> {
    const chosen = this.unsaved;
    if (chosen === null) return true;
    const saved = await this.#ask((t) => t.languages.setDefault({ ...chosen }));
    if (saved) this.unsaved = null;
    return saved;
  }
}

export const languages = new Languages();
overwriteGetLocale(() => languages.interface);
