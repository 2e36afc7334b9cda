// The Drill sets tab's state: the library with revisions, the set open in the editor (checked as it is typed), its
// preview, and an import waiting for the trainer's choice on a clash. Every call goes through the trainer session in
// main (studioSets.*) through the tab's caller: a failure is shown in the tab (what was being done, then why), never
// swallowed; busy while an action the trainer asked for runs (not while the draft is checked or previewed).
import { shown } from '../phrase.ts';
import { titleShown } from '../builtin-shown.ts';
import type {
  FieldMessage,
  ImportOutcome,
  SetPreview,
  StudioSetSummary,
  TableProfile,
} from '../../../contract/index.ts';
import { BUILT_IN_PROFILES } from '../../../core/profiles.ts';
import type { TrainerApi } from '../../../contract/index.ts';
import type { DocumentNote } from '../../../contract/room.ts';
import { call, type Result } from '../bridge.ts';
import { Caller } from '../state/caller.svelte.ts';
import { draftToSet, newDraft, setToDraft, type SetDraft } from './set-draft.ts';
import { m } from '../../../i18n/paraglide/messages.js';

/** How long the editor waits after a keystroke before checking the draft in main. */
export const CHECK_AFTER_MS = 250;

export type Confirming =
  | { readonly what: 'delete'; readonly set: StudioSetSummary }
  | { readonly what: 'rename'; readonly set: StudioSetSummary; title: string }
  | { readonly what: 'replace'; readonly clash: Extract<ImportOutcome, { outcome: 'clash' }> }
  | { readonly what: 'discard' };

export class SetStudio {
  sets = $state.raw<readonly StudioSetSummary[]>([]);
  profiles = $state.raw<readonly TableProfile[]>([]);
  /** The actions' caller: busy while one runs, the last failure (cleared when the next action starts), the notice. */
  readonly caller = new Caller({ exclusive: false });

  /** The set open in the editor: null id for a new set. */
  editing = $state<{ id: string | null; revision: number; readOnly: boolean } | null>(null);
  draft = $state<SetDraft>(newDraft());
  problems = $state.raw<readonly FieldMessage[]>([]);
  checking = $state(false);
  preview = $state.raw<SetPreview | null>(null);
  previewing = $state(false);

  importProblems = $state.raw<{ file: string; problems: readonly FieldMessage[] } | null>(null);
  clash = $state.raw<Extract<ImportOutcome, { outcome: 'clash' }> | null>(null);
  confirming = $state<Confirming | null>(null);
  /** What the editor says about the training room (issue 22): shared or not, a save another trainer's overtook. */
  roomNote = $state.raw<DocumentNote | null>(null);
  /**
   * The editor's header: on a PC in a training room, the room's number of the revision open (so it agrees with the
   * room's notes, "saved as revision 3 ... another trainer saved revision 2"), else this PC's count of its saves.
   */
  revisionLabel = $derived.by(() => {
    const editing = this.editing;
    if (!editing?.id) return null;
    const note = this.roomNote;
    if (note?.roomRevision) return m.trainer_sets_revision({ revision: note.roomRevision });
    if (note?.sharing === 'trainer') return m.trainer_sets_not_in_room();
    return m.trainer_sets_revision({ revision: editing.revision });
  });

  /** The draft as last opened or saved: closing with changes since asks first. */
  #openedAs = '';
  #checkTimer: ReturnType<typeof setTimeout> | null = null;
  #checkSeq = 0;
  #acting = 0;

  /** Saved house rules (not built in): a set at one of them carries the whole profile. */
  get savedProfiles(): readonly TableProfile[] {
    return this.profiles.filter((p) => !BUILT_IN_PROFILES.some((b) => b.id === p.id));
  }

  /** A call inside an action (busy while it runs) or in the background (the list, a check, a preview). */
  async #call<T>(doing: () => string, run: (api: TrainerApi) => Promise<Result<T>>): Promise<T | undefined> {
    const failed = (message: string): void => {
      this.caller.error = m.trainer_sets_doing_failed({ doing: doing(), message });
    };
    if (this.#acting > 0) return this.caller.run(run, { failed });
    const result = await call(run);
    if (result.ok) return result.value;
    failed(result.error);
    return undefined;
  }

  /** An action the trainer asked for: its calls make the tab busy; the last failure is cleared as it starts. */
  async #run(work: () => Promise<void>): Promise<void> {
    this.#acting++;
    this.caller.error = null;
    try {
      await work();
    } finally {
      this.#acting--;
    }
  }

  async load(): Promise<void> {
    const [sets, profiles] = await Promise.all([
      this.#call(m.trainer_sets_doing_read, (t) => t.studioSets.list()),
      this.#call(m.trainer_sets_doing_read_houses, (t) => t.profiles.list()),
    ]);
    if (sets) this.sets = sets;
    if (profiles) this.profiles = profiles;
  }

  // ---------- The list ----------

  newSet(): void {
    this.draft = newDraft();
    this.editing = { id: null, revision: 0, readOnly: false };
    this.#opened();
    void this.#readRoomNote(false);
  }

  /** The room note of the set open; `send`: just saved, so pushed first (a save overtaken is said at once). */
  async #readRoomNote(send: boolean): Promise<void> {
    const editing = this.editing;
    if (!editing || editing.readOnly) {
      this.roomNote = null;
      return;
    }
    const id = editing.id;
    const note = await this.#call(m.trainer_sets_doing_room, (t) =>
      t.room.documentNote({ kind: 'drill_set', ...(id !== null ? { id } : {}), send }),
    );
    // Only for the set still open (the trainer may have opened another meanwhile).
    if (note && this.editing?.id === id) this.roomNote = note;
  }

  /**
   * A push found that a save of a set was overtaken by another trainer's (main's room.documentOvertaken): the editor
   * open on it says so now, as it would at the next open; what the trainer is typing stays as it is.
   */
  overtaken(event: { kind: string; id: string }): void {
    if (event.kind === 'drill_set' && this.editing?.id === event.id) void this.#readRoomNote(false);
  }

  async open(id: string): Promise<void> {
    await this.#run(async () => {
      const got = await this.#call(m.trainer_sets_doing_open, (t) => t.studioSets.get({ id }));
      if (!got) return;
      this.draft = setToDraft(got.set);
      this.editing = { id, revision: got.summary.revision, readOnly: got.summary.builtIn };
      this.#opened();
    });
    await this.#readRoomNote(false);
  }

  #document(): string {
    return JSON.stringify(draftToSet($state.snapshot(this.draft) as SetDraft));
  }

  /** Changes not saved yet. */
  get dirty(): boolean {
    return this.editing !== null && !this.editing.readOnly && this.#document() !== this.#openedAs;
  }

  #opened(): void {
    this.#openedAs = this.#document();
    this.problems = [];
    this.preview = null;
    this.caller.notice = null;
    this.changed();
  }

  /** Back to the list; with unsaved changes, only once the trainer confirms. */
  close(force = false): void {
    if (!force && this.dirty) {
      this.confirming = { what: 'discard' };
      return;
    }
    this.confirming = null;
    this.editing = null;
    this.roomNote = null;
    this.preview = null;
    this.problems = [];
    if (this.#checkTimer) clearTimeout(this.#checkTimer);
  }

  async duplicate(set: StudioSetSummary): Promise<void> {
    await this.#run(async () => {
      const copy = await this.#call(m.trainer_sets_doing_duplicate, (t) =>
        t.studioSets.duplicate({ id: set.id }),
      );
      if (!copy) return;
      this.caller.notice = m.trainer_sets_duplicated({ title: copy.title });
      await this.load();
    });
  }

  askRename(set: StudioSetSummary): void {
    this.confirming = { what: 'rename', set, title: set.title };
  }

  askDelete(set: StudioSetSummary): void {
    this.confirming = { what: 'delete', set };
  }

  async confirm(): Promise<void> {
    const c = this.confirming;
    if (!c) return;
    await this.#run(async () => {
      if (c.what === 'delete') {
        const done = await this.#call(m.trainer_sets_doing_delete, (t) =>
          t.studioSets.delete({ id: c.set.id }),
        );
        if (done) this.caller.notice = m.trainer_sets_deleted({ title: c.set.title });
      } else if (c.what === 'discard') {
        this.close(true);
        return;
      } else if (c.what === 'rename') {
        const done = await this.#call(m.trainer_sets_doing_rename, (t) =>
          t.studioSets.rename({ id: c.set.id, title: c.title }),
        );
        if (!done) return;
        this.caller.notice = m.trainer_sets_renamed({ title: done.title, revision: done.revision });
      } else {
        await this.#resolve(c.clash.token, 'replace');
      }
      this.confirming = null;
      await this.load();
    });
  }

  cancelConfirm(): void {
    this.confirming = null;
  }

  async exportSet(set: StudioSetSummary): Promise<void> {
    await this.#run(async () => {
      const saved = await this.#call(m.trainer_sets_doing_export, (t) =>
        t.studioSets.exportFile({ id: set.id }),
      );
      if (saved) this.caller.notice = m.trainer_sets_exported({ title: titleShown(set), path: saved.path });
    });
  }

  // ---------- Import ----------

  async importFile(): Promise<void> {
    await this.#run(async () => {
      this.importProblems = null;
      this.clash = null;
      const outcome = await this.#call(m.trainer_sets_doing_import, (t) => t.studioSets.importFile());
      if (outcome) await this.#imported(outcome);
    });
  }

  async #imported(outcome: ImportOutcome): Promise<void> {
    if (outcome.outcome === 'invalid')
      this.importProblems = { file: outcome.file, problems: outcome.problems };
    else if (outcome.outcome === 'clash') this.clash = outcome;
    else if (outcome.outcome === 'imported') {
      this.clash = null;
      this.caller.notice = outcome.replaced
        ? m.trainer_sets_replaced({ title: outcome.summary.title, revision: outcome.summary.revision })
        : m.trainer_sets_imported({ title: outcome.summary.title });
      await this.load();
    }
  }

  async #resolve(token: string, choice: 'keep-both' | 'replace' | 'cancel'): Promise<void> {
    const outcome = await this.#call(m.trainer_sets_doing_import, (t) =>
      t.studioSets.resolveImport({ token, choice }),
    );
    if (outcome) await this.#imported(outcome);
    this.clash = null;
  }

  async keepBoth(): Promise<void> {
    const clash = this.clash;
    if (clash) await this.#run(() => this.#resolve(clash.token, 'keep-both'));
  }

  askReplace(): void {
    if (this.clash) this.confirming = { what: 'replace', clash: this.clash };
  }

  async cancelImport(): Promise<void> {
    const clash = this.clash;
    if (clash) await this.#run(() => this.#resolve(clash.token, 'cancel'));
  }

  // ---------- The editor ----------

  /** The draft changed: check it in main shortly (the last check wins). */
  changed(): void {
    if (this.#checkTimer) clearTimeout(this.#checkTimer);
    this.#checkTimer = setTimeout(() => void this.check(), CHECK_AFTER_MS);
  }

  async check(): Promise<readonly FieldMessage[]> {
    const seq = ++this.#checkSeq;
    this.checking = true;
    const checked = await this.#call(m.trainer_sets_doing_check, (t) =>
      t.studioSets.check({ set: draftToSet($state.snapshot(this.draft) as SetDraft) }),
    );
    if (seq === this.#checkSeq) {
      this.checking = false;
      if (checked) this.problems = checked.problems;
    }
    return checked?.problems ?? this.problems;
  }

  /** The message for a field, if it has one, in the trainer's language. */
  problem(field: string): string | null {
    const found = this.problems.find((p) => p.field === field);
    return found ? shown(found.message) : null;
  }

  async newSample(): Promise<void> {
    this.previewing = true;
    try {
      const preview = await this.#call(m.trainer_sets_doing_preview, (t) =>
        t.studioSets.preview({ set: draftToSet($state.snapshot(this.draft) as SetDraft) }),
      );
      if (preview) {
        this.preview = preview;
        if (preview.problems.length > 0) this.problems = preview.problems;
      }
    } finally {
      this.previewing = false;
    }
  }

  /** Told after every save: the app's library (home screen, Assessments tab) lists the set at once (issue 21). */
  onSaved: (() => Promise<void>) | null = null;

  async save(): Promise<boolean> {
    const editing = this.editing;
    if (!editing || editing.readOnly) return false;
    let ok = false;
    await this.#run(async () => {
      const outcome = await this.#call(m.trainer_sets_doing_save, (t) =>
        t.studioSets.save({
          ...(editing.id !== null ? { id: editing.id, revision: editing.revision } : {}),
          set: draftToSet($state.snapshot(this.draft) as SetDraft),
        }),
      );
      if (!outcome) return;
      this.problems = outcome.problems;
      if (!outcome.saved) {
        this.caller.error = m.trainer_sets_not_saved();
        return;
      }
      this.editing = { id: outcome.saved.id, revision: outcome.saved.revision, readOnly: false };
      this.#openedAs = this.#document();
      this.caller.notice = m.trainer_sets_saved({
        title: outcome.saved.title,
        revision: outcome.saved.revision,
      });
      ok = true;
      await this.load();
      await this.onSaved?.();
    });
    if (ok) await this.#readRoomNote(true);
    return ok;
  }

  /** The set carries a copy of a saved profile: replace it with the house rules as they are now. */
  useCurrentHouseRules(): void {
    const current = this.profiles.find((p) => p.id === this.draft.profileId);
    if (current && this.draft.embedded) {
      this.draft.embedded = current;
      this.changed();
    }
  }

  chooseProfile(id: string): void {
    const saved = this.savedProfiles.find((p) => p.id === id);
    // A profile only this set carries (not saved here) stays as it is; a built-in one is named by its id.
    if (saved) this.draft.embedded = saved;
    else if (BUILT_IN_PROFILES.some((b) => b.id === id)) this.draft.embedded = null;
    this.draft.profileId = id;
    this.changed();
  }
}
