// The trainer's House rules tab (issue 12): the built-in profiles (read-only) and the trainer's own, the one chosen,
// the one open in the editor, a delete waiting for its confirmation, and which house's floor-ready targets apply
// (issue 13). Main checks and stores every profile; this holds what is on screen. A failure goes to the app's error
// list, except a save's, which the editor shows beside its Save button.
import { builtInProfile, type TableProfile } from '../../../core/profiles.ts';
import type { HouseSetting, ProfileUsage, Result, TrainerApi } from '../../../contract/index.ts';
import type { DocumentNote } from '../../../contract/room.ts';
import { Caller } from './caller.svelte.ts';
import { m } from '../../../i18n/paraglide/messages.js';

export type EditorMode = 'view' | 'edit' | 'new';
export interface OpenProfile {
  readonly mode: EditorMode;
  readonly profile: TableProfile;
  /** A new key for each opening: the editor starts afresh. */
  readonly key: number;
}

export const isBuiltIn = (id: string): boolean => builtInProfile(id) !== undefined;

export class ProfilesState {
  profiles = $state.raw<readonly TableProfile[]>([]);
  house = $state.raw<HouseSetting | null>(null);
  chosen = $state<string>('tasmania');
  open = $state.raw<OpenProfile | null>(null);
  /** A delete asked for: what the confirmation says (saved drill sets embedding a copy, the house, the table). */
  confirm = $state.raw<ProfileUsage | null>(null);
  saveError = $state<string | null>(null);
  /** What the editor says about the training room (issue 22): shared or not, a save another trainer's overtook. */
  roomNote = $state.raw<DocumentNote | null>(null);
  /** Calls may overlap (the list and the house setting are read together). */
  readonly caller = new Caller({ exclusive: false });
  readonly builtIns = $derived(this.profiles.filter((p) => isBuiltIn(p.id)));
  readonly own = $derived(this.profiles.filter((p) => !isBuiltIn(p.id)));
  readonly ordered = $derived([...this.builtIns, ...this.own]);
  readonly chosenProfile = $derived(this.ordered.find((p) => p.id === this.chosen) ?? null);
  readonly #failed: (doing: string, message: string) => void;
  readonly #changed: () => void;
  #opened = 0;

  /** `failed` lists a failure (the app's error list); `changed` runs after the profiles were read again. */
  constructor(failed: (doing: string, message: string) => void, changed: () => void) {
    this.#failed = failed;
    this.#changed = changed;
  }

  get notice(): string | null {
    return this.caller.notice;
  }

  set notice(words: string | null) {
    this.caller.notice = words;
  }

  #run<T>(doing: string, request: (api: TrainerApi) => Promise<Result<T>>): Promise<T | undefined> {
    return this.caller.run(request, { failed: (message) => this.#failed(doing, message) });
  }

  async refresh(): Promise<void> {
    const [list, house] = await Promise.all([
      this.#run(m.trainer_prof_doing_read(), (t) => t.profiles.list()),
      this.#run(m.trainer_prof_doing_house(), (t) => t.profiles.house()),
    ]);
    if (list) this.profiles = list;
    if (house) this.house = house;
    // The rest of the app (practice table, notices) sees the change too.
    this.#changed();
  }

  show(profile: TableProfile, mode: EditorMode): void {
    this.saveError = null;
    this.notice = null;
    const key = ++this.#opened;
    this.open = { mode, profile, key };
    this.chosen = profile.id;
    this.roomNote = null;
    if (mode !== 'view') void this.#readRoomNote(key, mode === 'new' ? undefined : profile.id, false);
  }

  close(): void {
    this.open = null;
    this.saveError = null;
  }

  /** The room note of the profile open; `send`: just saved, so pushed first (a save overtaken is said at once). */
  async #readRoomNote(key: number, id: string | undefined, send: boolean): Promise<void> {
    const note = await this.#run(m.trainer_sets_doing_room(), (t) =>
      t.room.documentNote({ kind: 'house_profile', ...(id ? { id } : {}), send }),
    );
    if (note && this.open?.key === key) this.roomNote = note;
  }

  /** A push found that a save of a house profile was overtaken (room.documentOvertaken): its open form says so now. */
  overtaken(event: { kind: string; id: string }): void {
    const open = this.open;
    if (event.kind !== 'house_profile' || !open || open.mode === 'view' || open.profile.id !== event.id)
      return;
    void this.#readRoomNote(open.key, event.id, false);
  }

  openChosen(): void {
    const p = this.chosenProfile;
    if (p) this.show(p, isBuiltIn(p.id) ? 'view' : 'edit');
  }

  /** A new profile starts from Tasmania's rules. */
  startNew(): void {
    const base = builtInProfile('tasmania') as TableProfile;
    this.show({ ...base, id: '', name: '', description: '', source: 'House rules' }, 'new');
  }

  async duplicate(id: string): Promise<void> {
    const copy = await this.#run(m.trainer_prof_doing_duplicate(), (t) => t.profiles.duplicate({ id }));
    if (!copy) return;
    await this.refresh();
    this.show(copy, 'edit');
    this.notice = m.trainer_prof_copy_saved({ name: copy.name });
  }

  async save(profile: TableProfile): Promise<void> {
    const open = this.open;
    if (!open) return;
    const saved = await this.caller.run(
      (t) =>
        open.mode === 'new'
          ? t.profiles.save({ profile })
          : t.profiles.update({ id: open.profile.id, profile }),
      { failed: (message) => (this.saveError = message) },
    );
    if (!saved) return;
    await this.refresh();
    this.show(saved, 'edit');
    this.notice = m.trainer_prof_saved({ name: saved.name });
    if (this.open) await this.#readRoomNote(this.open.key, saved.id, true);
  }

  async askDelete(id: string): Promise<void> {
    if (isBuiltIn(id)) {
      this.notice = m.trainer_prof_builtin_no_delete();
      return;
    }
    const usage = await this.#run(m.trainer_prof_doing_usage(), (t) => t.profiles.usage({ id }));
    if (usage) this.confirm = usage;
  }

  async confirmDelete(): Promise<void> {
    const usage = this.confirm;
    if (!usage) return;
    const done = await this.#run(m.trainer_prof_doing_delete(), (t) => t.profiles.delete({ id: usage.id }));
    this.confirm = null;
    if (!done) return;
    if (this.open?.profile.id === usage.id) this.open = null;
    this.chosen = 'tasmania';
    await this.refresh();
    this.notice = m.trainer_prof_deleted({ id: usage.id });
  }

  async makeHouse(id: string): Promise<void> {
    const house = await this.#run(m.trainer_prof_doing_set_house(), (t) =>
      t.profiles.setHouse({ profileId: id }),
    );
    if (!house) return;
    this.house = house;
    this.notice = house.ownTargets ? m.trainer_prof_house_now({ id }) : m.trainer_prof_house_now_app({ id });
  }

  /** Moves the choice along the list (the arrow keys); the id now chosen. */
  move(step: number): string | null {
    const at = this.ordered.findIndex((p) => p.id === this.chosen);
    const next = this.ordered[Math.min(Math.max(at + step, 0), this.ordered.length - 1)];
    if (next) this.chosen = next.id;
    return next?.id ?? null;
  }
}
