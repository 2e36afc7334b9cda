// Trainer mode and assessment attempts as the screen sees them. Everything that matters (the passcode check, the
// trainer session, the seed, the keys, the clock) lives in the main process; this holds what is on screen: the
// trainer status, the attempt view, the record being looked at, and the page of trainer mode.
import type {
  AssessmentRecord,
  CandidateAttempt,
  HistoryCoverage,
  AttemptView,
  KeysInfo,
  PracticalInput,
  Prompt,
  Trainee,
  ReplayStep,
  TrainerApi,
  TrainerStatus,
  VerifyOutcome,
} from '../../contract/index.ts';
import type { AnswerOutcome, Result, SessionView } from '../../contract/index.ts';
import type { TableProfile } from '../../core/profiles.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { call } from './bridge.ts';
import { Caller } from './state/caller.svelte.ts';
import { DrillSession } from './session.svelte.ts';
import { byName } from './names-order.ts';

export type TrainerPage = 'panel' | 'attempt' | 'record' | 'history' | 'verify';

/** The trainer's workspace, one tab at a time (renderer/screens/trainer/TrainerTabs.svelte); each label a message,
 *  said in the interface language when shown. */
export const TRAINER_TABS = [
  { id: 'assessments', label: m.trainer_tab_assessments },
  { id: 'dashboard', label: m.trainer_tab_dashboard },
  { id: 'sets', label: m.trainer_tab_sets },
  { id: 'profiles', label: m.trainer_tab_profiles },
  { id: 'trainees', label: m.trainer_tab_trainees },
  { id: 'room', label: m.trainer_tab_room },
  { id: 'audit', label: m.trainer_tab_audit },
  { id: 'standard', label: m.trainer_tab_standard },
] as const;

export type TrainerTab = (typeof TRAINER_TABS)[number]['id'];

export type PracticalEntry = PracticalInput;

export class AssessmentArea {
  status = $state.raw<TrainerStatus | null>(null);
  #page = $state<TrainerPage>('panel');
  #tab = $state<TrainerTab>('assessments');

  /**
   * The page of trainer mode. A notice belongs to the page and the action that made it: moving to another page (or
   * tab) clears it, as the next action does.
   */
  get page(): TrainerPage {
    return this.#page;
  }
  set page(page: TrainerPage) {
    if (page !== this.#page) this.#clearNotices();
    this.#page = page;
  }

  get tab(): TrainerTab {
    return this.#tab;
  }
  set tab(tab: TrainerTab) {
    if (tab !== this.#tab) this.#clearNotices();
    this.#tab = tab;
  }

  #clearNotices(): void {
    this.notice = null;
    this.error = null;
  }

  /** A trainer's action: what the last one said is cleared before this one says its own. */
  #act<T>(run: (api: TrainerApi) => Promise<Result<T>>): Promise<T | undefined> {
    this.#clearNotices();
    return this.#get(run);
  }
  view = $state.raw<AttemptView | null>(null);
  /** The candidate's table: the attempt's current prompt, answered through assessment.answer. */
  session = $state.raw<DrillSession | null>(null);
  record = $state.raw<AssessmentRecord | null>(null);
  replay = $state.raw<readonly ReplayStep[] | null>(null);
  history = $state.raw<readonly CandidateAttempt[]>([]);
  historyFor = $state<string | null>(null);
  /** Whether the history covers every station of the training room, and why not (issue 22). */
  historyCoverage = $state.raw<HistoryCoverage | null>(null);
  verified = $state.raw<VerifyOutcome | null>(null);
  keys = $state.raw<KeysInfo | null>(null);
  /** Everyone who has a record (trainees and candidates), for the trainer's candidate list. */
  candidates = $state.raw<readonly Trainee[]>([]);
  /** Trainer mode's calls: busy while one runs, the last failure (cleared by the next success), the last notice. */
  readonly caller = new Caller({ exclusive: false });
  #timer: ReturnType<typeof setTimeout> | null = null;

  get unlocked(): boolean {
    return this.status?.unlocked ?? false;
  }

  get error(): string | null {
    return this.caller.error;
  }
  set error(words: string | null) {
    this.caller.error = words;
  }
  get notice(): string | null {
    return this.caller.notice;
  }
  set notice(words: string | null) {
    this.caller.notice = words;
  }
  get busy(): boolean {
    return this.caller.busy;
  }

  #get<T>(run: (api: TrainerApi) => Promise<Result<T>>): Promise<T | undefined> {
    return this.caller.run(run);
  }

  async refreshStatus(): Promise<void> {
    const s = await this.#get((t) => t.trainer.status());
    if (s) this.status = s;
  }

  /** At start: an attempt still open (running, or abandoned by a close or a crash) is where the app reopens. */
  async reopen(): Promise<boolean> {
    await this.refreshStatus();
    const current = await this.#get((t) => t.assessment.current());
    if (!current) return false;
    this.#showAttempt(current);
    return true;
  }

  async setPasscode(passcode: string, current?: string): Promise<boolean> {
    const s = await this.#act((t) =>
      t.trainer.setPasscode(current === undefined ? { passcode } : { passcode, current }),
    );
    if (s) {
      this.status = s;
      this.notice =
        current === undefined ? m.trainer_notice_passcode_set() : m.trainer_notice_passcode_changed();
    }
    return s !== undefined;
  }

  async unlock(passcode: string): Promise<boolean> {
    const s = await this.#get((t) => t.trainer.unlock({ passcode }));
    if (s) this.status = s;
    return s !== undefined;
  }

  async lock(): Promise<void> {
    const s = await this.#get((t) => t.trainer.lock());
    if (s) this.status = s;
  }

  async start(drillSetId: string, name: string, staffNumber: string, assessor: string): Promise<boolean> {
    const view = await this.#act((t) =>
      t.assessment.start({ drillSetId, candidate: { name, staffNumber }, assessor }),
    );
    if (!view) return false;
    await this.refreshStatus();
    this.#showAttempt(view);
    return true;
  }

  #showAttempt(view: AttemptView): void {
    this.view = view;
    this.page = 'attempt';
    this.session = view.status === 'running' && view.profile ? this.#sessionFor(view, view.profile) : null;
    this.#armTimer(view);
  }

  /** A DrillSession whose answers go to assessment.answer; a step that timed out in main brings the next prompt. */
  #sessionFor(view: AttemptView, profile: TableProfile): DrillSession {
    const sessionView: SessionView = {
      sessionId: view.attemptId,
      title: view.title,
      mode: 'assessment',
      total: view.total,
      answered: view.answered,
      prompt: view.prompt,
      profile,
    };
    return new DrillSession(sessionView, async (response, _ms, at): Promise<Result<AnswerOutcome>> => {
      const r = await call((t) =>
        t.assessment.answer({ attemptId: view.attemptId, itemId: at.itemId, step: at.step, response }),
      );
      if (!r.ok) return r;
      this.view = r.value;
      this.#armTimer(r.value);
      if (r.value.status !== 'running' && r.value.status !== 'finished') {
        this.#showAttempt(r.value);
      }
      return {
        ok: true,
        value: { feedback: null, next: r.value.prompt, summary: r.value.summary, answered: r.value.answered },
      };
    });
  }

  /** When the step's time runs out, ask main: it records the timeout and sends the next item. */
  #armTimer(view: AttemptView): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (view.status !== 'running' || view.remainingMs === null || view.prompt === null) return;
    this.#timer = setTimeout(() => void this.#tick(view.attemptId), view.remainingMs + 50);
  }

  async #tick(attemptId: string): Promise<void> {
    const r = await call((t) => t.assessment.view({ attemptId }));
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    const before = this.view?.prompt;
    if (
      r.value.timedOut > 0 ||
      r.value.prompt?.itemId !== before?.itemId ||
      r.value.prompt?.step !== before?.step
    ) {
      this.#showAttempt(r.value);
    } else {
      this.view = this.#keepNotice(r.value);
      this.#armTimer(r.value);
    }
  }

  /**
   * A view of the same step keeps the time-out notice the screen is showing: the step after a time-out says so
   * until it is answered, not only until its cards are dealt.
   */
  #keepNotice(next: AttemptView): AttemptView {
    const now = this.view;
    if (!now || now.timedOut === 0 || next.timedOut > 0 || next.status !== 'running') return next;
    return { ...next, timedOut: now.timedOut, message: now.message };
  }

  #shownKey = '';

  /** The step's cards are dealt on screen: main starts its clock now, and says how long is left. */
  async shown(prompt: Prompt): Promise<void> {
    const id = this.view?.attemptId;
    const key = `${id}/${prompt.itemId}/${prompt.step}`;
    if (!id || key === this.#shownKey) return;
    this.#shownKey = key;
    const r = await call((t) =>
      t.assessment.shown({ attemptId: id, itemId: prompt.itemId, step: prompt.step }),
    );
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    if (r.value.timedOut > 0) this.#showAttempt(r.value);
    else {
      this.view = this.#keepNotice(r.value);
      this.#armTimer(r.value);
    }
  }

  /** The candidate leaves: main records the attempt as abandoned. */
  async leave(): Promise<void> {
    const id = this.view?.attemptId;
    if (!id) return;
    const view = await this.#get((t) => t.assessment.leave({ attemptId: id }));
    if (view) this.#showAttempt(view);
  }

  async resume(): Promise<void> {
    const id = this.view?.attemptId;
    if (!id) return;
    const view = await this.#get((t) => t.assessment.resume({ attemptId: id }));
    if (!view) return;
    await this.refreshStatus();
    this.#showAttempt(view);
  }

  async closeAttempt(): Promise<void> {
    const id = this.view?.attemptId;
    if (!id) return;
    const record = await this.#get((t) => t.assessment.close({ attemptId: id }));
    if (record) this.#showRecord(record);
  }

  #showRecord(record: AssessmentRecord): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.record = record;
    this.replay = null;
    this.view = null;
    this.session = null;
    this.page = 'record';
  }

  async openRecord(attemptId: string): Promise<void> {
    const record = await this.#get((t) => t.assessment.record({ attemptId }));
    if (record) this.#showRecord(record);
  }

  async grade(entry: PracticalEntry): Promise<boolean> {
    const id = this.record?.attemptId;
    if (!id) return false;
    const record = await this.#act((t) =>
      t.assessment.gradePractical({
        attemptId: id,
        grades: { ...entry, areas: [...entry.areas], redLines: [...entry.redLines] },
      }),
    );
    if (record) {
      this.record = record;
      this.notice = m.trainer_notice_practical_saved();
    }
    return record !== undefined;
  }

  async countersign(name: string): Promise<boolean> {
    const id = this.record?.attemptId;
    if (!id) return false;
    const record = await this.#act((t) =>
      t.assessment.countersignPractical({ attemptId: id, countersign: { name, confirmed: true } }),
    );
    if (record) {
      this.record = record;
      this.notice = m.trainer_notice_countersigned({ name });
    }
    return record !== undefined;
  }

  async exportAs(format: 'pdf' | 'csv' | 'json'): Promise<void> {
    const id = this.record?.attemptId;
    if (!id) return;
    const saved = await this.#act((t) => t.assessment.export({ attemptId: id, format }));
    // Which files prove something: the PDF and the JSON are signed, the CSV (for a spreadsheet) is not.
    if (saved)
      this.notice =
        format === 'csv'
          ? m.trainer_notice_saved_csv({ path: saved.path })
          : m.trainer_notice_saved_signed({ format: format.toUpperCase(), path: saved.path });
  }

  async loadReplay(): Promise<void> {
    const id = this.record?.attemptId;
    if (!id) return;
    const steps = await this.#get((t) => t.assessment.replay({ attemptId: id }));
    if (steps) this.replay = steps;
  }

  async openHistory(traineeId: string): Promise<void> {
    const list = await this.#get((t) => t.assessment.history({ traineeId }));
    if (!list) return;
    this.history = list.attempts;
    this.historyCoverage = list.coverage;
    this.historyFor = traineeId;
    this.page = 'history';
  }

  async verify(bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    this.verified = null;
    const outcome = await this.#act((t) => t.reports.verify({ bytes }));
    if (outcome) this.verified = outcome;
  }

  async loadCandidates(): Promise<void> {
    const list = await this.#get((t) => t.trainees.list());
    if (list) this.candidates = byName(list);
  }

  async loadKeys(): Promise<void> {
    const keys = await this.#get((t) => t.reports.keys());
    if (keys) this.keys = keys;
  }

  async trustKey(publicKey: string, label: string): Promise<boolean> {
    const key = await this.#act((t) => t.reports.trustKey({ publicKey, label }));
    if (key) {
      this.notice = m.trainer_notice_trusted({ label, fingerprint: key.fingerprint });
      await this.loadKeys();
    }
    return key !== undefined;
  }

  /** Back to the trainer panel (the attempt, if any, stays where main has it). */
  toPanel(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.page = 'panel';
    this.session = null;
    this.view = null;
    this.verified = null;
  }
}
