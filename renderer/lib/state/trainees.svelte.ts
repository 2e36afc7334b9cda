// The trainees, the one practising now (remembered on this computer), their unfinished sessions and progress.
import type { MasteryBySkill, Trainee, UnfinishedSession } from '../../../electron/ipc/contract.ts';
import type { Get } from './caller.ts';

const TRAINEE_KEY = 'bdt.traineeId';

export class Trainees {
  list = $state.raw<readonly Trainee[]>([]);
  id = $state<string | null>(null);
  unfinished = $state.raw<readonly UnfinishedSession[]>([]);
  mastery = $state.raw<MasteryBySkill | null>(null);
  readonly current = $derived(this.list.find((t) => t.id === this.id) ?? null);
  readonly #get: Get;

  constructor(get: Get) {
    this.#get = get;
  }

  async load(): Promise<void> {
    const list = await this.#get('Reading the trainees', (t) => t.trainees.list());
    this.list = list ?? [];
    const remembered = readRemembered();
    this.id = (this.list.find((t) => t.id === remembered) ?? this.list[0] ?? null)?.id ?? null;
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const id = this.id;
    if (id === null) {
      this.unfinished = [];
      this.mastery = null;
      return;
    }
    const [unfinished, mastery] = await Promise.all([
      this.#get('Looking for unfinished sessions', (t) => t.sessions.unfinished({ traineeId: id })),
      this.#get('Reading your progress', (t) => t.progress.mastery({ traineeId: id })),
    ]);
    // Another trainee picked meanwhile: their own refresh fills the lists, not this late answer.
    if (this.id !== id) return;
    this.unfinished = unfinished ?? [];
    this.mastery = mastery ?? null;
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
