// The app's view state: which screen, the trainee, the lists the home screen shows, the settings, the session on
// the table, and the errors to show. Every call to the main process goes through #get, which shows a failure.
import { prefersReducedMotion } from 'svelte/motion';
import type {
  DrillSetSummary,
  SessionView,
  Settings,
  StorageStatus,
  TableProfile,
  Trainee,
  UnfinishedSession,
  MasteryBySkill,
} from '../../electron/ipc/contract.ts';
import { call, type Result } from './bridge.ts';
import { DEFAULT_SETTINGS, type TrainerApi } from '../../electron/ipc/contract.ts';
import { ErrorList } from './errors.svelte.ts';
import { dealTiming } from './motion.ts';
import { DrillSession, replaySession } from './session.svelte.ts';
import { configureSound, preloadSounds } from './sound.ts';

export type Screen = 'loading' | 'storage' | 'home' | 'drill' | 'settings' | 'progress' | 'dashboard';

const TRAINEE_KEY = 'bdt.traineeId';

/** A call to main that takes longer than this shows what is being done (dealing a rare set takes seconds). */
export const PROGRESS_AFTER_MS = 200;

export class AppState {
  screen = $state<Screen>('loading');
  readonly errors = new ErrorList();
  storage = $state.raw<StorageStatus | null>(null);
  trainees = $state.raw<readonly Trainee[]>([]);
  traineeId = $state<string | null>(null);
  profiles = $state.raw<readonly TableProfile[]>([]);
  /** Profiles drill sets carry in themselves (not in the profile list): for the table notice, chips and currency. */
  setProfiles = $state.raw<readonly TableProfile[]>([]);
  drillSets = $state.raw<readonly DrillSetSummary[]>([]);
  unfinished = $state.raw<readonly UnfinishedSession[]>([]);
  mastery = $state.raw<MasteryBySkill | null>(null);
  settings = $state.raw<Settings>(DEFAULT_SETTINGS);
  session = $state.raw<DrillSession | null>(null);
  busy = $state(false);
  /** What a call still running after PROGRESS_AFTER_MS is doing ("Starting the session"); null otherwise. */
  working = $state<string | null>(null);
  /** Calls past PROGRESS_AFTER_MS, oldest first (not reactive: `working` is what the screen reads). */
  #slow: { id: number; doing: string }[] = [];
  #calls = 0;
  /** A short confirmation ("Exported to ..."). */
  notice = $state<string | null>(null);
  /** Counts the trainee's moves between sessions and screens, so a late answer does not undo one. */
  #navigation = 0;

  readonly reducedMotion = $derived(
    this.settings.reducedMotion === 'on' ||
      (this.settings.reducedMotion === 'system' && prefersReducedMotion.current),
  );
  readonly timing = $derived(dealTiming(this.settings.speed, this.reducedMotion));
  readonly trainee = $derived(this.trainees.find((t) => t.id === this.traineeId) ?? null);

  /** The profile a scene names, or the one in the settings. */
  profile(id?: string): TableProfile | null {
    const want = id ?? this.settings.profileId;
    return this.profiles.find((p) => p.id === want) ?? this.setProfiles.find((p) => p.id === want) ?? null;
  }

  /** Reads, once per profile, the table profile a drill set carries inline (one set per unknown profile id). */
  async #loadSetProfiles(): Promise<void> {
    const known = [...this.profiles, ...this.setProfiles].map((p) => p.id);
    const unknown = this.drillSets.filter(
      (s, i, all) => !known.includes(s.profileId) && all.findIndex((x) => x.profileId === s.profileId) === i,
    );
    if (unknown.length === 0) return;
    const sets = await Promise.all(
      unknown.map((s) => this.#get('Reading a drill set', (t) => t.drillSets.get({ id: s.id }))),
    );
    const found = sets.flatMap((set) =>
      set && typeof set.profile === 'object'
        ? [{ ...set.profile, decks: set.decks ?? set.profile.decks }]
        : [],
    );
    this.setProfiles = [...this.setProfiles, ...found];
  }

  async #get<T>(doing: string, run: (api: TrainerApi) => Promise<Result<T>>): Promise<T | undefined> {
    const id = ++this.#calls;
    const timer = setTimeout(() => {
      this.#slow.push({ id, doing });
      this.working = doing;
    }, PROGRESS_AFTER_MS);
    let result: Result<T>;
    try {
      result = await call(run);
    } finally {
      clearTimeout(timer);
      this.#slow = this.#slow.filter((c) => c.id !== id);
      this.working = this.#slow.at(-1)?.doing ?? null;
    }
    if (!result.ok) {
      this.errors.add(doing, result.error);
      return undefined;
    }
    return result.value;
  }

  async init(): Promise<void> {
    this.screen = 'loading';
    const status = await this.#get('Checking the data folder', (t) => t.storage.status());
    this.storage = status ?? null;
    // A data folder that could not even be checked gets the storage screen too (with Try again), not a home screen
    // whose every list fails.
    if (status === undefined || status.state === 'error') {
      this.screen = 'storage';
      return;
    }
    // Damaged rows are named (the rest works): a session can be closed from the list, the others removed.
    for (const item of status.damaged ?? []) this.errors.add('Checking the training data', item.message);
    await this.#loadAll();
    this.screen = 'home';
    performance.mark('bdt:home');
  }

  async #loadAll(): Promise<void> {
    const [settings, profiles, trainees, sets] = await Promise.all([
      this.#get('Reading the settings', (t) => t.settings.get()),
      this.#get('Reading the table profiles', (t) => t.profiles.list()),
      this.#get('Reading the trainees', (t) => t.trainees.list()),
      this.#get('Reading the drill sets', (t) => t.drillSets.list()),
    ]);
    if (settings) this.#applySettings(settings);
    this.profiles = profiles ?? [];
    this.trainees = trainees ?? [];
    this.drillSets = sets ?? [];
    void this.#loadSetProfiles();
    const remembered = readRemembered();
    const pick = this.trainees.find((t) => t.id === remembered) ?? this.trainees[0] ?? null;
    this.traineeId = pick?.id ?? null;
    preloadSounds();
    await this.refreshTrainee();
  }

  #applySettings(s: Settings): void {
    this.settings = s;
    configureSound(s.sound, s.volume);
  }

  async refreshTrainee(): Promise<void> {
    const id = this.traineeId;
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
    if (this.traineeId !== id) return;
    this.unfinished = unfinished ?? [];
    this.mastery = mastery ?? null;
  }

  async selectTrainee(id: string): Promise<void> {
    this.traineeId = id;
    remember(id);
    await this.refreshTrainee();
  }

  async createTrainee(name: string, identifier = ''): Promise<Trainee | undefined> {
    const trimmed = name.trim();
    const created = await this.#get('Adding the trainee', (t) =>
      t.trainees.create(
        identifier.trim() ? { name: trimmed, identifier: identifier.trim() } : { name: trimmed },
      ),
    );
    if (!created) return undefined;
    this.trainees = [...this.trainees, created];
    await this.selectTrainee(created.id);
    return created;
  }

  async #ensureTrainee(): Promise<string | undefined> {
    if (this.traineeId) return this.traineeId;
    return (await this.createTrainee('Trainee'))?.id;
  }

  /** The starter practice set for the table in the settings (the coup calls), or the first practice set. */
  starterSet(): DrillSetSummary | undefined {
    const practice = this.drillSets.filter((s) => s.mode === 'practice');
    return (
      practice.find(
        (s) => s.builtIn && s.profileId === this.settings.profileId && s.id.includes('coup-calls'),
      ) ??
      practice.find((s) => s.builtIn && s.profileId === this.settings.profileId) ??
      practice.find((s) => s.builtIn) ??
      practice[0]
    );
  }

  /** One click from a first visit to a drill: a trainee if there is none, then the starter set. */
  async quickStart(): Promise<void> {
    const set = this.starterSet();
    if (!set) {
      this.errors.add(
        'Starting to practise',
        'There is no practice drill set in the library. Import one first.',
      );
      return;
    }
    await this.startSet(set.id);
  }

  async startSet(drillSetId: string): Promise<void> {
    await this.#start('Starting the session', (t, traineeId) => t.sessions.start({ traineeId, drillSetId }));
  }

  async startAdaptive(count = 12): Promise<void> {
    const profileId = this.settings.profileId;
    await this.#start('Starting adaptive practice', (t, traineeId) =>
      t.sessions.start({ traineeId, adaptive: { profileId, count } }),
    );
  }

  /** Starts a session another screen built (a heat-map cell, "Practise what's due") and opens it. */
  async startWith(
    doing: string,
    request: (api: TrainerApi, traineeId: string) => Promise<Result<SessionView>>,
  ): Promise<void> {
    await this.#start(doing, request);
  }

  async resume(sessionId: string): Promise<void> {
    await this.#start('Resuming the session', (t) => t.sessions.resume({ sessionId }), false);
  }

  /**
   * Starts (or resumes) a session and opens it, unless the trainee has gone elsewhere while it was being started
   * (home, settings, a replay): then it stays unfinished, listed on the home screen, and the screen is left alone.
   */
  async #start(
    doing: string,
    request: (api: TrainerApi, traineeId: string) => Promise<Result<SessionView>>,
    needsTrainee = true,
  ): Promise<void> {
    await this.#run(async () => {
      const screen = this.screen;
      const navigation = this.#navigation;
      const traineeId = needsTrainee ? await this.#ensureTrainee() : '';
      if (traineeId === undefined) return;
      const view = await this.#get(doing, (t) => request(t, traineeId));
      if (!view) return;
      if (this.screen !== screen || this.#navigation !== navigation) await this.refreshTrainee();
      else this.#open(view);
    });
  }

  #open(view: SessionView): void {
    this.#navigation += 1;
    const sessionId = view.sessionId;
    this.session = new DrillSession(view, (response, responseMs, answering) =>
      call((t) => t.sessions.answer({ sessionId, response, responseMs, ...answering })),
    );
    this.screen = 'drill';
    if (view.prompt === null) void this.#loadSummary(sessionId);
  }

  async #loadSummary(sessionId: string): Promise<void> {
    const summary = await this.#get('Reading the summary', (t) => t.sessions.summary({ sessionId }));
    if (summary && this.session?.id === sessionId) this.session.summary = summary;
  }

  replayMistakes(): void {
    const items = this.session?.mistakes() ?? [];
    if (items.length === 0) return;
    this.#navigation += 1;
    this.session = replaySession(items, `Replay: ${this.session?.title ?? 'mistakes'}`);
    this.screen = 'drill';
  }

  /** Back to the home screen; an unfinished session stays unfinished and can be resumed. */
  async leaveSession(): Promise<void> {
    this.#navigation += 1;
    this.session = null;
    this.screen = 'home';
    await this.refreshTrainee();
  }

  async saveSettings(change: Partial<Settings>): Promise<void> {
    const saved = await this.#get('Saving the settings', (t) => t.settings.set(change));
    if (saved) this.#applySettings(saved);
  }

  async importSet(): Promise<void> {
    await this.#run(async () => {
      const imported = await this.#get('Importing a drill set', (t) => t.drillSets.importFile());
      if (!imported) return;
      this.drillSets = [...this.drillSets.filter((s) => s.id !== imported.id), imported];
      void this.#loadSetProfiles();
      this.notice = `Imported “${imported.title}”.`;
    });
  }

  async exportSet(id: string): Promise<void> {
    await this.#run(async () => {
      const saved = await this.#get('Exporting the drill set', (t) => t.drillSets.exportFile({ id }));
      if (saved) this.notice = `Saved to ${saved.path}.`;
    });
  }

  async chooseFolder(): Promise<void> {
    await this.#run(async () => {
      const status = await this.#get('Opening another data folder', (t) => t.storage.chooseFolder());
      if (!status) return;
      this.storage = status;
      if (status.state === 'ok') await this.init();
    });
  }

  async startFresh(): Promise<void> {
    await this.#run(async () => {
      const fresh = await this.#get('Starting with a fresh data file', (t) => t.storage.startFresh());
      if (!fresh) return;
      this.storage = fresh.status;
      if (fresh.movedTo.length > 0) this.notice = `Your old files were kept at ${fresh.movedTo.join(', ')}.`;
      if (fresh.status.state === 'ok') await this.init();
    });
  }

  async #run(task: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await task();
    } finally {
      this.busy = false;
    }
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
