// The trainees, the one practising now (remembered on this computer), their unfinished sessions, assigned work and
// progress. Archived trainees are not in the picker (issue 12). Picking a trainee signs them in with the main process;
// one who set a PIN stays locked (nothing of theirs is read) until it is entered (issue 11).
import type {
  AssignedWork,
  MasteryBySkill,
  PinStatus,
  Result,
  Trainee,
  UnfinishedSession,
} from '../../../contract/index.ts';
import { call } from '../bridge.ts';
import type { Get } from './caller.ts';
import { m } from '../../../i18n/paraglide/messages.js';
import { byName } from '../names-order.ts';

const TRAINEE_KEY = 'bdt.traineeId';

export class Trainees {
  list = $state.raw<readonly Trainee[]>([]);
  id = $state<string | null>(null);
  unfinished = $state.raw<readonly UnfinishedSession[]>([]);
  mastery = $state.raw<MasteryBySkill | null>(null);
  /** The trainer's assignments for the one practising now: not done first, soonest due first. */
  assigned = $state.raw<readonly AssignedWork[]>([]);
  readonly current = $derived(this.list.find((t) => t.id === this.id) ?? null);
  /** Who is signed in with the main process, and which trainees keep their records behind a PIN. */
  pins = $state.raw<PinStatus>({ signedIn: null, withPin: [], retryInMs: 0, pinToChange: null });
  readonly hasPin = $derived(this.id !== null && this.pins.withPin.includes(this.id));
  /** The one picked has a PIN and has not entered it: the home screen asks for it. */
  readonly locked = $derived(this.hasPin && this.pins.signedIn !== this.id);
  /** The one picked signed in with a PIN that no longer meets the rules (shorter, or common): why, to ask for a new one. */
  readonly pinToChange = $derived(this.pins.signedIn === this.id ? this.pins.pinToChange : null);
  readonly #get: Get;

  constructor(get: Get) {
    this.#get = get;
  }

  async load(): Promise<void> {
    const list = await this.#get(m.ui_do_read_trainees(), (t) => t.trainees.list());
    this.list = byName((list ?? []).filter((t) => !t.archived));
    const remembered = readRemembered();
    const id = (this.list.find((t) => t.id === remembered) ?? this.list[0] ?? null)?.id ?? null;
    await this.#pick(id);
  }

  async refresh(): Promise<void> {
    const id = this.id;
    if (id === null || this.locked) {
      this.unfinished = [];
      this.mastery = null;
      this.assigned = [];
      return;
    }
    const [unfinished, mastery, assigned] = await Promise.all([
      this.#get(m.ui_do_unfinished(), (t) => t.sessions.unfinished({ traineeId: id })),
      this.#get(m.ui_do_read_progress(), (t) => t.progress.mastery({ traineeId: id })),
      this.#get(m.ui_do_read_assigned(), (t) => t.assignments.mine({ traineeId: id })),
    ]);
    // Another trainee picked meanwhile: their own refresh fills the lists, not this late answer.
    if (this.id !== id) return;
    this.unfinished = unfinished ?? [];
    this.mastery = mastery ?? null;
    this.assigned = assigned ?? [];
  }

  async select(id: string): Promise<void> {
    remember(id);
    await this.#pick(id);
  }

  /** Signs the picked trainee in; one with a PIN waits for it, and whoever was signed in is signed out meanwhile. */
  async #pick(id: string | null): Promise<void> {
    const status = await this.#get(m.ui_do_read_signed_in(), (t) => t.traineePin.status());
    if (status) this.pins = status;
    this.id = id;
    if (id === null) return this.refresh();
    // Already signed in (the window was reloaded): nothing to ask.
    if (this.pins.signedIn !== id) {
      const signed = await this.#get(m.ui_do_sign_in(), (t) =>
        this.pins.withPin.includes(id) ? t.traineePin.signOut() : t.traineePin.signIn({ traineeId: id }),
      );
      if (signed) this.pins = signed;
    }
    await this.refresh();
  }

  /** The PIN prompt: the failure's words (shown next to the field), or null once signed in. */
  async unlock(pin: string): Promise<string | null> {
    const id = this.id;
    if (id === null) return null;
    return this.#pinCall(() => call((t) => t.traineePin.signIn({ traineeId: id, pin })));
  }

  /** The trainee signed in sets a PIN, or changes it with the current one. */
  async setPin(pin: string, current?: string): Promise<string | null> {
    const id = this.id;
    if (id === null) return null;
    return this.#pinCall(() =>
      call((t) =>
        t.traineePin.set(current === undefined ? { traineeId: id, pin } : { traineeId: id, pin, current }),
      ),
    );
  }

  async #pinCall(run: () => Promise<Result<PinStatus>>): Promise<string | null> {
    const result = await run();
    if (!result.ok) {
      // "pin: that is not the PIN." → "That is not the PIN." (the form shows it next to its field).
      const bare = result.error.replace(/^Invalid request to [\w.]+: /, '').replace(/^(pin|current): /, '');
      return bare.charAt(0).toUpperCase() + bare.slice(1);
    }
    this.pins = result.value;
    await this.refresh();
    return null;
  }

  async create(name: string, identifier = ''): Promise<Trainee | undefined> {
    const trimmed = name.trim();
    const created = await this.#get(m.ui_do_add_trainee(), (t) =>
      t.trainees.create(
        identifier.trim() ? { name: trimmed, identifier: identifier.trim() } : { name: trimmed },
      ),
    );
    if (!created) return undefined;
    this.list = [...this.list, created];
    await this.select(created.id);
    return created;
  }

  /** The one practising now changes their own name (issue 10); the staff number stays the trainer's. */
  async renameSelf(name: string): Promise<boolean> {
    const id = this.id;
    if (id === null) return false;
    const renamed = await this.#get(m.ui_do_rename(), (t) =>
      t.trainees.renameSelf({ traineeId: id, name: name.trim() }),
    );
    if (!renamed) return false;
    this.list = this.list.map((t) => (t.id === id ? { ...t, name: renamed.name } : t));
    return true;
  }
}

function readRemembered(): string | null {
  try {
    return localStorage.getItem(TRAINEE_KEY);
  } catch {
    return null;
  }
}

function remember(id: string): void {
  try {
    localStorage.setItem(TRAINEE_KEY, id);
  } catch {
    // Private mode or no storage: the first trainee is picked next time.
  }
}
