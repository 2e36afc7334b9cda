// The app's view state, made of small state classes: where the trainee is (navigation), the library, the trainees,
// the settings and the errors to show. This class only joins them: starting, resuming and leaving sessions.
import type { DealProgress, SessionView, StorageStatus, TableProfile } from '../../contract/index.ts';
import { damagedInWords, type RemovableItem } from './damaged.ts';
import type { Result } from './bridge.ts';
import type { TrainerApi } from '../../contract/index.ts';
import { ErrorList } from './errors.svelte.ts';
import { DrillSession } from './session.svelte.ts';
import { call } from './bridge.ts';
import { preloadSounds } from './sound.ts';
import { reportingTo, type Get } from './state/caller.ts';
import { Library } from './state/library.svelte.ts';
import { Navigation } from './state/navigation.svelte.ts';
import { SlowCalls } from './state/slow-calls.svelte.ts';
import { SettingsState } from './state/settings.svelte.ts';
import { Trainees } from './state/trainees.svelte.ts';

export type { Screen, ScreenName } from './state/navigation.svelte.ts';
import { AssessmentArea } from './assessment.svelte.ts';
import { m } from '../../i18n/paraglide/messages.js';

/** The guided first drill for a new trainee: ten items, no timer, the keys shown (assets/drill-sets). */
export const FIRST_DRILL_ID = 'first-drill';

export { PROGRESS_AFTER_MS } from './state/slow-calls.svelte.ts';

export class AppState {
  readonly errors = new ErrorList();
  readonly nav = new Navigation();
  // While a call is slow the screen asks how far the dealing is; a failure to say is no error worth showing.
  readonly #slow = new SlowCalls(async () => {
    const r = await call((t) => t.sessions.dealing());
    return r.ok ? r.value : null;
  });
  readonly #get: Get = reportingTo(this.errors, this.#slow);
  readonly library = new Library(this.#get);
  readonly trainees = new Trainees(this.#get);
  readonly settings = new SettingsState(this.#get);
  storage = $state.raw<StorageStatus | null>(null);
  busy = $state(false);
  /** Trainer mode and assessment attempts (renderer/screens/TrainerMode.svelte). */
  readonly assessment = new AssessmentArea();
  /** A short confirmation ("Exported to ..."). */
  notice = $state<string | null>(null);

  /** What a call still running after PROGRESS_AFTER_MS is doing (m.ui_do_start_session()); null otherwise. */
  get working(): string | null {
    return this.#slow.working;
  }

  /** How far the dealing thread is while a call is slow (items dealt of the total); null when not known. */
  get dealing(): DealProgress | null {
    return this.#slow.dealing;
  }

  /** The session on the table (the drill screen's). */
  get session(): DrillSession | null {
    return this.nav.session;
  }

  /** The profile a scene names, or the one in the settings. */
  profile(id?: string): TableProfile | null {
    return this.library.profile(id ?? this.settings.value.profileId);
  }

  async init(): Promise<void> {
    this.nav.go({ name: 'loading' });
    const status = await this.#get(m.ui_do_check_folder(), (t) => t.storage.status());
    this.storage = status ?? null;
    // A data folder that could not even be checked gets the storage screen too (with Try again), not a home screen
    // whose every list fails.
    if (status === undefined || status.state === 'error') {
      this.nav.go({ name: 'storage' });
      return;
    }
    // A fresh installation: the trainer sets it up before the trainee side opens (main refuses it until then too).
    const setup = await this.#get(m.ui_do_check_setup(), (t) => t.setup.status());
    if (setup === undefined) return;
    if (!setup.done) {
      this.nav.go({ name: 'setup' });
      return;
    }
    // Damaged rows are named on the home screen (components/DamagedRecords.svelte), where they can be removed.
    await Promise.all([this.settings.load(), this.library.load(), this.trainees.load()]);
    preloadSounds();
    // An assessment left open (window closed, crash) is where the app reopens; on first run (nobody has practised
    // here yet) the app asks the trainee's name first. Once a passcode exists only a trainer adds trainees (main
    // refuses a name typed at Welcome), so a setup that left them for later opens on home, with Trainer mode.
    if (await this.assessment.reopen()) this.nav.go({ name: 'trainer' });
    else {
      const askName = this.trainees.list.length === 0 && this.assessment.status?.passcodeSet !== true;
      this.nav.go({ name: askName ? 'welcome' : 'home' });
    }
    performance.mark('bdt:home');
  }

  /** The first run: the trainee's name, then the guided first drill (or the starter set if it is missing). */
  async welcome(name: string): Promise<void> {
    await this.#run(async () => {
      const created = await this.trainees.create(name);
      if (!created) return;
      const first = this.library.drillSets.find((s) => s.id === FIRST_DRILL_ID) ?? this.#starter();
      if (!first) {
        this.nav.go({ name: 'home' });
        return;
      }
      await this.#startNow(m.ui_do_first_drill(), (t) =>
        t.sessions.start({ traineeId: created.id, drillSetId: first.id }),
      );
    });
  }

  #starter() {
    return this.library.starterSet(this.settings.value.profileId);
  }

  /** The set "Start practising" starts when nothing is left open. */
  starterSet() {
    return this.#starter();
  }

  /** "Start practising": the newest open practice session, or the starter set. */
  async quickStart(): Promise<void> {
    const open = this.trainees.unfinished.find((u) => u.mode === 'practice');
    if (open) {
      await this.resume(open.sessionId);
      return;
    }
    const set = this.#starter();
    if (!set) {
      this.errors.add(m.ui_do_start_practise(), m.ui_no_practice_set());
      return;
    }
    await this.startSet(set.id);
  }

  async startSet(drillSetId: string): Promise<void> {
    await this.#start(m.ui_do_start_session(), (t, traineeId) => t.sessions.start({ traineeId, drillSetId }));
  }

  /** An assessment set's items as practice, under its own label; never an attempt (core/assessment/mock-exam.ts). */
  async startMockExam(drillSetId: string): Promise<void> {
    await this.#start(m.ui_do_start_mock(), (t, traineeId) =>
      t.sessions.start({ traineeId, drillSetId, mock: true }),
    );
  }

  async startAdaptive(count = 12): Promise<void> {
    const profileId = this.settings.value.profileId;
    await this.#start(m.ui_do_start_adaptive(), (t, traineeId) =>
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
    await this.#start(m.ui_do_resume(), (t) => t.sessions.resume({ sessionId }), false);
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
      const traineeId = this.trainees.id;
      if (needsTrainee && traineeId === null) {
        this.nav.go({ name: 'welcome' });
        return;
      }
      await this.#startNow(doing, (t) => request(t, traineeId ?? ''));
    });
  }

  async #startNow(doing: string, request: (api: TrainerApi) => Promise<Result<SessionView>>): Promise<void> {
    const mark = this.nav.mark();
    const view = await this.#get(doing, request);
    if (!view) return;
    if (!this.nav.still(mark)) await this.trainees.refresh();
    else this.#open(view);
  }

  #open(view: SessionView): void {
    const sessionId = view.sessionId;
    const session = new DrillSession(
      view,
      (response, responseMs, answering) =>
        call((t) => t.sessions.answer({ sessionId, response, responseMs, ...answering })),
      // A hard limit and a pace-lab step are timed by main (issue 23): it starts the step's clock when the cards are
      // on the table.
      (prompt) => {
        if (prompt.hardLimit || prompt.paced)
          void call((t) => t.sessions.shown({ sessionId, itemId: prompt.itemId, step: prompt.step }));
      },
    );
    this.nav.go({ name: 'drill', session });
    if (view.prompt === null) void this.#loadSummary(session);
  }

  async #loadSummary(session: DrillSession): Promise<void> {
    const summary = await this.#get(m.ui_do_read_summary(), (t) =>
      t.sessions.summary({ sessionId: session.id }),
    );
    if (summary && this.session === session) session.summary = summary;
  }

  /** A replay of the session's mistakes: a session of its own in the main process, with fresh coups of each case. */
  async replayMistakes(): Promise<void> {
    const from = this.session;
    if (!from) return;
    await this.#start(m.ui_do_replay(), (t, traineeId) => t.sessions.start({ traineeId, replayOf: from.id }));
  }

  /** Back to the home screen; an unfinished session stays unfinished and can be resumed. */
  async leaveSession(): Promise<void> {
    this.nav.go({ name: 'home' });
    await this.trainees.refresh();
  }

  /** Removes a damaged drill set, profile or setting (after the screen's confirmation); the lists are read again. */
  async removeDamaged(item: RemovableItem): Promise<void> {
    await this.#run(async () => {
      const status = await this.#get(m.ui_do_remove({ what: damagedInWords(item) }), (t) =>
        t.storage.removeDamaged({ kind: item.kind, id: item.id }),
      );
      if (!status) return;
      this.storage = status;
      this.notice = m.ui_removed_damaged({ what: damagedInWords(item) });
      await Promise.all([this.settings.load(), this.library.load()]);
    });
  }

  /**
   * Closes a session (after the screen's confirmation): it cannot be resumed, its answers stay stored. A damaged one is
   * closed too, without a summary, and main says so in its answer: that is news for the notice, not an error.
   */
  async closeSession(sessionId: string, title: string): Promise<void> {
    await this.#run(async () => {
      const closed = await this.#slow.track(m.ui_do_close_session(), () =>
        call((t) => t.sessions.close({ sessionId })),
      );
      const status = await this.#get(m.ui_do_check_folder(), (t) => t.storage.status());
      if (status) this.storage = status;
      await this.trainees.refresh();
      const stillOpen =
        this.trainees.unfinished.some((u) => u.sessionId === sessionId) ||
        (status?.state === 'ok' &&
          (status.damaged ?? []).some((d) => d.kind === 'session' && d.id === sessionId));
      if (closed.ok) this.notice = m.ui_closed_session({ title });
      else if (!stillOpen) this.notice = closed.error;
      else this.errors.add(m.ui_do_close_session(), closed.error);
    });
  }

  async chooseFolder(): Promise<void> {
    await this.#run(async () => {
      const status = await this.#get(m.ui_do_other_folder(), (t) => t.storage.chooseFolder());
      if (!status) return;
      this.storage = status;
      if (status.state === 'ok') await this.init();
    });
  }

  async startFresh(): Promise<void> {
    await this.#run(async () => {
      const fresh = await this.#get(m.ui_do_fresh(), (t) => t.storage.startFresh());
      if (!fresh) return;
      this.storage = fresh.status;
      if (fresh.movedTo.length > 0) this.notice = m.ui_old_files_kept({ paths: fresh.movedTo.join(', ') });
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
