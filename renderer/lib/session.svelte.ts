// One drill session as the screen sees it: the prompt on the table, the phase (dealing, answering, feedback),
// the response clock, and what has been answered. The session itself, its answer keys and its marks live in the
// main process, replays of mistakes included (they are sessions of their own); the summary is the engine's.
import type {
  AnswerOutcome,
  LivePace,
  DrillMode,
  Result,
  SessionSummary,
  SessionView,
} from '../../contract/index.ts';
import type { Feedback, Prompt, Response } from '../../core/drills/types.ts';
import type { TableProfile } from '../../core/profiles.ts';

export type Phase = 'dealing' | 'answering' | 'submitting' | 'feedback' | 'done';

/** Sends a response to the step it answers (the main process refuses one for any other step, e.g. a double send). */
export type Answerer = (
  response: Response,
  responseMs: number,
  answering: { itemId: string; step: number },
) => Promise<Result<AnswerOutcome>>;

export interface Answered {
  readonly prompt: Prompt;
  readonly response: Response;
  readonly responseMs: number;
  /** null until known (an assessment's feedback comes with the summary). */
  readonly feedback: Feedback | null;
}

export class DrillSession {
  readonly id: string;
  readonly title: string;
  readonly mode: DrillMode;
  readonly total: number;
  /** The table the session is dealt at, as main resolved it (never rebuilt here). */
  readonly profile: TableProfile;

  prompt = $state.raw<Prompt | null>(null);
  phase = $state<Phase>('dealing');
  answered = $state(0);
  feedback = $state.raw<Feedback | null>(null);
  summary = $state.raw<SessionSummary | null>(null);
  answers = $state.raw<Answered[]>([]);
  /** The answer could not be sent or marked: shown on screen, and the trainee may answer again. */
  error = $state<string | null>(null);
  /** Cards already on the table from the previous step of the same item (not dealt again). */
  before = $state({ player: 0, banker: 0 });
  /** When the prompt was fully shown (performance.now()), the zero of the response time. */
  shownAt = 0;
  lastResponseMs = $state<number | null>(null);
  /** A pace-lab run's coups an hour so far, as main counts them on its clock; null for other sessions. */
  pace = $state.raw<LivePace | null>(null);

  #answer: Answerer;
  /** Told when a step's cards are dealt: main starts a hard-limited step's clock then. */
  #onshown: (prompt: Prompt) => void;
  #next: Prompt | null = null;
  #pendingSummary: SessionSummary | null = null;

  constructor(view: SessionView, answer: Answerer, onshown: (prompt: Prompt) => void = () => {}) {
    this.id = view.sessionId;
    this.title = view.title;
    this.mode = view.mode;
    this.total = view.total;
    this.profile = view.profile;
    this.answered = view.answered;
    this.pace = view.pace ?? null;
    this.#answer = answer;
    this.#onshown = onshown;
    if (view.prompt) this.#show(view.prompt);
    else this.phase = 'done';
  }

  /** The deal animation has finished: the prompt is fully shown and the clock starts. */
  dealt(): void {
    if (this.phase !== 'dealing') return;
    this.phase = 'answering';
    this.shownAt = performance.now();
    performance.mark('bdt:prompt-shown');
    if (this.prompt) this.#onshown(this.prompt);
  }

  /**
   * Does reading the table notice stop this step's clock? Only where the page's clock is the one that times the step:
   * a practice step under a soft limit (main records the page's time for it). A hard limit and a pace-lab step are
   * timed on main's clock too (electron/features/sessions/practice-step-clock.ts), which does not stop: a countdown held here
   * would only hide the time main still counts. An assessment's clock never stops: reading the notice is part of the
   * time its answer takes.
   */
  get readingHoldsClock(): boolean {
    const prompt = this.prompt;
    return (
      this.mode === 'practice' &&
      prompt !== null &&
      prompt.timeLimitMs !== null &&
      prompt.hardLimit !== true &&
      prompt.paced !== true
    );
  }

  /** The table notice was read for `ms` while this step was answered: that time is not the response's. */
  readingTook(ms: number): void {
    if (this.phase === 'answering' && this.readingHoldsClock) this.shownAt += Math.max(0, ms);
  }

  /** Sends the response; `at` is the key press's time (performance.now() clock). */
  async submit(response: Response, at: number = performance.now()): Promise<void> {
    if (this.phase !== 'answering' || this.prompt === null) return;
    const prompt = this.prompt;
    const responseMs = Math.max(0, Math.round(at - this.shownAt));
    this.phase = 'submitting';
    this.error = null;
    performance.mark('bdt:submit');
    const result = await this.#answer(response, responseMs, { itemId: prompt.itemId, step: prompt.step });
    if (!result.ok) {
      this.error = result.error;
      this.phase = 'answering';
      return;
    }
    const { feedback, next, summary, answered } = result.value;
    this.pace = result.value.pace ?? this.pace;
    this.lastResponseMs = responseMs;
    this.answers = [...this.answers, { prompt, response, responseMs, feedback }];
    // Items, as main counts them (a several-step item counts once its last step is answered).
    this.answered = answered;
    this.#next = next;
    this.#pendingSummary = summary;
    if (feedback) {
      this.feedback = feedback;
      this.phase = 'feedback';
    } else {
      this.continue();
    }
  }

  /** After feedback (Enter / Space): the next prompt, or the summary. */
  continue(): void {
    if (this.phase !== 'feedback' && this.phase !== 'submitting') return;
    this.feedback = null;
    if (this.#next) {
      this.#show(this.#next);
      this.#next = null;
    } else {
      this.summary = this.#pendingSummary;
      this.phase = 'done';
      if (this.summary) this.#attachFeedback(this.summary);
    }
  }

  /** How many steps were answered wrongly: from practice feedback, or an assessment's summary. */
  mistakes(): number {
    return this.answers.filter((a) => a.feedback && !a.feedback.mark.correct).length;
  }

  #show(prompt: Prompt): void {
    const previous = this.prompt;
    this.before =
      previous && previous.itemId === prompt.itemId
        ? { player: previous.scene.player.length, banker: previous.scene.banker.length }
        : { player: 0, banker: 0 };
    this.prompt = prompt;
    this.phase = 'dealing';
    performance.mark('bdt:prompt');
  }

  /** An assessment's feedback arrives with its summary: pair it with the prompts answered. */
  #attachFeedback(summary: SessionSummary): void {
    const all = summary.feedback ?? [];
    if (all.length === 0) return;
    this.answers = this.answers.map((a) => {
      if (a.feedback) return a;
      const f = all.find((x) => x.itemId === a.prompt.itemId && x.step === a.prompt.step);
      return f ? { ...a, feedback: f } : a;
    });
  }
}
