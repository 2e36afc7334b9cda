// The trainer's Trainees tab (issue 12): every trainee with what is stored for them, the one selected, their
// assigned work, and each action's outcome. Every rule (the passcode, a staff number already used, a due date in the
// past, an open attempt blocking a deletion) is the main process's; this holds what is on screen, and a failure's
// message next to the field it names.
import type {
  AssignedWork,
  ManagedTrainee,
  Result,
  TraineeDeletion,
  TrainerApi,
} from '../../../contract/index.ts';
import { Caller } from './caller.svelte.ts';
import { m } from '../../../i18n/paraglide/messages.js';
import { listText } from '../locale-format.ts';
import { byName } from '../names-order.ts';

/** A failure split into the field it names ("identifier", "dueOn", …) and the words for the screen. */
export interface FieldError {
  readonly field: string | null;
  readonly text: string;
}

/** "Invalid request to trainees.update: name: must not be empty" → { field: 'name', text: 'must not be empty' }. */
export function fieldError(message: string): FieldError {
  const bare = message.replace(/^Invalid request to [\w.]+: /, '');
  const named = /^(name|identifier|dueOn|drillSetId|traineeIds|confirm|passcode): (.+)$/s.exec(bare);
  return named ? { field: named[1] ?? null, text: named[2] ?? bare } : { field: null, text: bare };
}

export class TraineeAdmin {
  list = $state.raw<readonly ManagedTrainee[]>([]);
  assignments = $state.raw<readonly AssignedWork[]>([]);
  selectedId = $state<string | null>(null);
  showArchived = $state(false);
  /** Calls may overlap (the list and the assignments are read together). */
  readonly caller = new Caller({ exclusive: false });
  /** The last failure, with the field it names; null after a success. */
  readonly error = $derived(this.caller.error === null ? null : fieldError(this.caller.error));
  /** Archived last (as main sends them), each part in the interface language's order of names. */
  readonly shown = $derived(
    byName(this.list.filter((t) => this.showArchived || !t.archived)).toSorted(
      (a, b) => Number(a.archived) - Number(b.archived),
    ),
  );
  readonly selected = $derived(this.list.find((t) => t.id === this.selectedId) ?? null);
  readonly #changed: () => Promise<void> | void;

  /** `changed` runs after anything that changes who is in the trainee picker (the home screen reloads it). */
  constructor(changed: () => Promise<void> | void = () => undefined) {
    this.#changed = changed;
  }

  /** A failure also clears the last notice: the action it confirmed is not what the trainer just did. */
  async #get<T>(run: (api: TrainerApi) => Promise<Result<T>>): Promise<T | undefined> {
    const value = await this.caller.run(run);
    if (value === undefined) this.caller.notice = null;
    return value;
  }

  async load(): Promise<void> {
    const [list, assignments] = await Promise.all([
      this.#get((t) => t.trainees.manage()),
      this.#get((t) => t.assignments.list({})),
    ]);
    if (list) this.list = list;
    if (assignments) this.assignments = assignments;
    if (!this.shown.some((t) => t.id === this.selectedId)) this.selectedId = this.shown[0]?.id ?? null;
  }

  assignedTo(traineeId: string): readonly AssignedWork[] {
    return this.assignments.filter((a) => a.traineeId === traineeId);
  }

  /** Moves the selection along the list shown (the arrow keys). */
  move(step: number): void {
    const at = this.shown.findIndex((t) => t.id === this.selectedId);
    const next = this.shown[Math.min(Math.max(at + step, 0), this.shown.length - 1)];
    if (next) this.selectedId = next.id;
  }

  async #after(notice: string, selectId?: string | null): Promise<void> {
    await this.load();
    if (selectId !== undefined) this.selectedId = selectId;
    await this.#changed();
    // Last: a form that closes on success closes in the same turn as the notice shows, so a key pressed on
    // seeing the notice reaches the list, not the closing form.
    this.caller.notice = notice;
  }

  async add(name: string, identifier: string): Promise<boolean> {
    const created = await this.#get((t) =>
      t.trainees.create(identifier.trim() ? { name, identifier } : { name }),
    );
    if (created) await this.#after(m.trainer_ta_added({ name: created.name }), created.id);
    return created !== undefined;
  }

  /** A staff list was imported (issue 21): the list read again, and what came in said. */
  async imported(what: string): Promise<void> {
    await this.#after(m.trainer_ta_imported({ what }));
  }

  async update(traineeId: string, name: string, identifier: string): Promise<boolean> {
    const saved = await this.#get((t) => t.trainees.update({ traineeId, name, identifier }));
    if (saved) await this.#after(m.trainer_ta_saved({ name: saved.name }));
    return saved !== undefined;
  }

  async archive(traineeId: string, archived: boolean): Promise<void> {
    const saved = await this.#get((t) => t.trainees.archive({ traineeId, archived }));
    if (!saved) return;
    if (archived && !this.showArchived) {
      // The next one down takes the selection, so the keys go on working through the list.
      const at = this.shown.findIndex((t) => t.id === traineeId);
      const next = this.shown[at + 1] ?? this.shown[at - 1];
      this.selectedId = next?.id ?? null;
    }
    await this.#after(
      archived ? m.trainer_ta_archived({ name: saved.name }) : m.trainer_ta_unarchived({ name: saved.name }),
    );
  }

  /** What deleting would remove, for the confirmation. */
  async deletePlan(traineeId: string): Promise<TraineeDeletion | undefined> {
    return this.#get((t) => t.trainees.deletePlan({ traineeId }));
  }

  async remove(traineeId: string, passcode: string, confirm: string): Promise<boolean> {
    const done = await this.#get((t) => t.trainees.delete({ traineeId, passcode, confirm }));
    if (done)
      await this.#after(
        m.trainer_ta_deleted({
          name: done.name,
          sessions: done.sessions,
          answers: done.answers,
          attempts: done.attempts,
        }),
        null,
      );
    return done !== undefined;
  }

  async assign(drillSetId: string, traineeIds: readonly string[], dueOn: string): Promise<boolean> {
    const given = await this.#get((t) =>
      t.assignments.assign({ drillSetId, traineeIds: [...traineeIds], dueOn: dueOn === '' ? null : dueOn }),
    );
    if (!given) return false;
    const names = given.map((a) => this.list.find((t) => t.id === a.traineeId)?.name ?? a.traineeId);
    await this.#after(
      dueOn
        ? m.trainer_ta_assigned_due({ title: given[0]?.title ?? '', names: listText(names), due: dueOn })
        : m.trainer_ta_assigned({ title: given[0]?.title ?? '', names: listText(names) }),
    );
    return true;
  }

  async unassign(assignmentId: string): Promise<void> {
    const removed = await this.#get((t) => t.assignments.unassign({ assignmentId }));
    if (removed) await this.#after(m.trainer_ta_unassigned({ title: removed.title }));
  }
}
