// The trainees, the one practising now (remembered on this computer), their unfinished sessions, assigned work and
// progress. Archived trainees are not in the picker (issue 12).
import type {
  AssignedWork,
  MasteryBySkill,
  Trainee,
  UnfinishedSession,
} from '../../../electron/ipc/contract.ts';
import type { Get } from './caller.ts';

const TRAINEE_KEY = 'bdt.traineeId';

export class Trainees {
  list = $state.raw<readonly Trainee[]>([]);
  id = $state<string | null>(null);
  unfinished = $state.raw<readonly UnfinishedSession[]>([]);
  mastery = $state.raw<MasteryBySkill | null>(null);
  /** The trainer's assignments for the one practising now: not done first, soonest due first. */
  assigned = $state.raw<readonly AssignedWork[]>([]);
  readonly current = $derived(this.list.find((t) => t.id === this.id) ?? null);
  readonly #get: Get;

  constructor(get: Get) {
    this.#get = get;
  }

  async load(): Promise<void> {
    const list = await this.#get('Reading the trainees', (t) => t.trainees.list());
    this.list = (list ?? []).filter((t) => !t.archived);
    const remembered = readRemembered();
    this.id = (this.list.find((t) => t.id === remembered) ?? this.list[0] ?? null)?.id ?? null;
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const id = this.id;
    if (id === null) {
      this.unfinished = [];
      this.mastery = null;
      this.assigned = [];
      return;
    }
    const [unfinished, mastery, assigned] = await Promise.all([
      this.#get('Looking for unfinished sessions', (t) => t.sessions.unfinished({ traineeId: id })),
      this.#get('Reading your progress', (t) => t.progress.mastery({ traineeId: id })),
      this.#get('Reading your assigned work', (t) => t.assignments.mine({ traineeId: id })),
    ]);
    // Another trainee picked meanwhile: their own refresh fills the lists, not this late answer.
    if (this.id !== id) return;
    this.unfinished = unfinished ?? [];
    this.mastery = mastery ?? null;
    this.assigned = assigned ?? [];
  }

  async select(id: string): Promise<void> {
    this.id = id;
    remember(id);
    await this.refresh();
  }

  async create(name: string, identifier = ''): Promise<Trainee | undefined> {
    const trimmed = name.trim();
    const created = await this.#get('Adding the trainee', (t) =>
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
    const renamed = await this.#get('Changing your name', (t) =>
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
