// One drill session as the screen sees it: the prompt on the table, the phase (dealing, answering, feedback),
// the response clock, and what has been answered (for replaying mistakes). The session itself, its answer keys
// and its marks live in the main process; a replay of mistakes is marked here against keys already shown.
import type {
  AnswerOutcome,
  DrillMode,
  Result,
  SessionSummary,
  SessionView,
} from '../../electron/ipc/contract.ts';
import { markResponse } from '../../core/drills/mark.ts';
import {
  KIND_LABELS,
  type AnswerKey,
  type DrillKind,
  type Feedback,
  type Prompt,
  type Response,
} from '../../core/drills/types.ts';

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

/** A step answered wrongly, with what is needed to show it again and mark it here. */
export interface ReplayItem {
  readonly prompt: Prompt;
  readonly key: AnswerKey;
}

export class DrillSession {
  readonly id: string;
  readonly title: string;
  readonly mode: DrillMode;
  readonly total: number;
  /** A replay of mistakes, marked in the renderer. */
  readonly isReplay: boolean;

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

  #answer: Answerer;
  #next: Prompt | null = null;
  #pendingSummary: SessionSummary | null = null;

  constructor(view: SessionView, answer: Answerer, isReplay = false) {
    this.id = view.sessionId;
    this.title = view.title;
    this.mode = view.mode;
    this.total = view.total;
    this.answered = view.answered;
    this.isReplay = isReplay;
    this.#answer = answer;
    if (view.prompt) this.#show(view.prompt);
    else this.phase = 'done';
  }

  /** The deal animation has finished: the prompt is fully shown and the clock starts. */
  dealt(): void {
    if (this.phase !== 'dealing') return;
    this.phase = 'answering';
    this.shownAt = performance.now();
    performance.mark('bdt:prompt-shown');
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

  /** The steps answered wrongly, with their keys: from practice feedback, or an assessment's summary. */
  mistakes(): ReplayItem[] {
    return this.answers.flatMap((a) =>
      a.feedback && !a.feedback.mark.correct ? [{ prompt: a.prompt, key: a.feedback.key }] : [],
    );
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

/** A practice session of the given mistakes, marked here against their keys (core/drills/mark.ts). */
export function replaySession(items: readonly ReplayItem[], title: string): DrillSession {
  let at = 0;
  const feedbacks: Feedback[] = [];
  const prompt = (i: number): Prompt | null => {
    const item = items[i];
    return item ? { ...item.prompt, index: i, total: items.length } : null;
  };
  const answer: Answerer = async (response, responseMs) => {
    const item = items[at];
    if (!item) return { ok: false, error: 'The replay is finished: there is nothing to answer.' };
    const mark = markResponse(item.key, response, responseMs, item.prompt.timeLimitMs, item.prompt.form);
    const feedback: Feedback = {
      itemId: item.prompt.itemId,
      step: item.prompt.step,
      mark,
      response,
      key: item.key,
    };
    feedbacks.push(feedback);
    at += 1;
    const next = prompt(at);
    return {
      ok: true,
      value: {
        feedback,
        next,
        summary: next ? null : localSummary(title, items, feedbacks),
        answered: at,
      },
    };
  };
  return new DrillSession(
    {
      sessionId: `replay-${Date.now()}`,
      title,
      mode: 'practice',
      total: items.length,
      answered: 0,
      prompt: prompt(0),
    },
    answer,
    true,
  );
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : Math.round(((s[mid - 1] as number) + (s[mid] as number)) / 2);
}

/** The summary of a replay: the same shape as the main process's, without pass marks (a replay is practice). */
function localSummary(
  title: string,
  items: readonly ReplayItem[],
  feedbacks: readonly Feedback[],
): SessionSummary {
  const kinds = [...new Set(items.map((i) => i.prompt.kind))] as DrillKind[];
  const kindOf = (f: Feedback) =>
    items.find((i) => i.prompt.itemId === f.itemId && i.prompt.step === f.step)?.prompt.kind;
  const correct = feedbacks.filter((f) => f.mark.correct).length;
  return {
    sessionId: 'replay',
    title,
    mode: 'practice',
    finished: true,
    answered: feedbacks.length,
    steps: items.length,
    correct,
    accuracy: feedbacks.length ? correct / feedbacks.length : 0,
    medianMs: median(feedbacks.map((f) => f.mark.responseMs)),
    skills: kinds.map((kind) => {
      const mine = feedbacks.filter((f) => kindOf(f) === kind);
      const right = mine.filter((f) => f.mark.correct).length;
      return {
        kind,
        label: KIND_LABELS[kind],
        answered: mine.length,
        correct: right,
        accuracy: mine.length ? right / mine.length : 0,
        medianMs: median(mine.map((f) => f.mark.responseMs)),
        late: mine.filter((f) => f.mark.late).length,
        passMark: null,
        passed: null,
      };
    }),
    redLineFailures: feedbacks.filter((f) => f.mark.redLine).length,
    passed: correct === feedbacks.length,
    failReasons: correct === feedbacks.length ? [] : [`${feedbacks.length - correct} still wrong`],
    mistakes: feedbacks
      .filter((f) => !f.mark.correct)
      .map((f) => {
        const item = items.find((i) => i.prompt.itemId === f.itemId && i.prompt.step === f.step);
        return {
          itemId: f.itemId,
          step: f.step,
          kind: item?.prompt.kind ?? 'call-hand',
          question: item?.prompt.question ?? '',
          response: f.response,
          answerText: f.key.answerText,
          working: f.key.working,
          rule: f.key.rule,
          errors: f.mark.errors,
          redLine: f.mark.redLine,
        };
      }),
    suggestion: { kinds: [], cases: [], text: 'Replay again until every mistake is right.' },
    feedback: feedbacks,
  };
}
