// Trainer mode's Practical standard tab (issue 21): the standard as saved (with its revision), the trainer's draft of
// it, and saving the draft as the next revision. Main checks the standard; this only holds what is on screen.
import {
  GRADES,
  type Grade,
  type Outcome,
  type PracticalStandard,
  type RedLineScope,
} from '../../../core/assessment/practical-standard.ts';
import { builtinShown } from '../builtin-shown.ts';
import type { SavedStandard } from '../../../contract/index.ts';
import { Caller } from './caller.svelte.ts';
import { m } from '../../../i18n/paraglide/messages.js';

export interface DraftArea {
  name: string;
  criteria: Record<Grade, string>;
  outcomes: Record<Grade, Outcome>;
}
export interface DraftRedLine {
  id: string;
  label: string;
  fails: RedLineScope;
  area?: string;
  rule?: string;
}
export interface Draft {
  title: string;
  areas: DraftArea[];
  redLines: DraftRedLine[];
}

/**
 * The standard as its fields show it: the default standard's words (stored in English) in the reader's language,
 * a trainer's own words as typed (issue 24). `stored` learns each word shown in place of the stored English, so
 * saving a field left as it was stores the English again.
 */
function toDraft(s: PracticalStandard, stored: Record<string, string>): Draft {
  const say = (text: string): string => {
    const shown = builtinShown(text);
    if (shown !== text) stored[shown] = text;
    return shown;
  };
  const d = structuredClone($state.snapshot(s)) as Draft;
  d.title = say(d.title);
  for (const a of d.areas) {
    a.name = say(a.name);
    for (const g of GRADES) a.criteria[g] = say(a.criteria[g]);
  }
  for (const r of d.redLines) {
    r.label = say(r.label);
    if (r.area !== undefined) r.area = say(r.area);
  }
  return d;
}

/** The draft as the channel takes it: a red line names an area only when it fails one, a blank rule is left out;
 *  a built-in word shown in the reader's language and left as it was goes back as its stored English. */
function payload(d: Draft, stored: Readonly<Record<string, string>>): PracticalStandard {
  const en = (text: string): string => (Object.hasOwn(stored, text) ? (stored[text] ?? text) : text);
  return {
    title: en(d.title),
    areas: d.areas.map((a) => ({
      ...a,
      name: en(a.name),
      criteria: Object.fromEntries(GRADES.map((g) => [g, en(a.criteria[g])])) as Record<Grade, string>,
    })),
    redLines: d.redLines.map((r) => ({
      id: r.id,
      label: en(r.label),
      fails: r.fails,
      ...(r.fails === 'area' && r.area !== undefined ? { area: en(r.area) } : {}),
      ...(r.rule?.trim() ? { rule: r.rule.trim() } : {}),
    })),
  };
}

export class StandardState {
  readonly caller = new Caller();
  saved = $state.raw<SavedStandard | null>(null);
  draft = $state<Draft | null>(null);
  /** The draft as it was shown when loaded, to tell a change. */
  #opened = $state.raw<string | null>(null);
  /** Shown words → the stored English they stand for. */
  #stored: Record<string, string> = {};
  readonly changed = $derived(
    this.saved !== null && this.draft !== null && JSON.stringify(this.draft) !== this.#opened,
  );

  #show(saved: SavedStandard): void {
    this.saved = saved;
    this.#stored = {};
    this.draft = toDraft(saved.standard, this.#stored);
    this.#opened = JSON.stringify(this.draft);
  }

  async load(): Promise<void> {
    const saved = await this.caller.run((t) => t.practical.standard());
    if (saved) this.#show(saved);
  }

  async save(): Promise<void> {
    const draft = this.draft;
    const revision = this.saved?.revision;
    if (!draft || revision === undefined) return;
    const standard = payload($state.snapshot(draft) as Draft, this.#stored);
    const saved = await this.caller.run((t) => t.practical.saveStandard({ revision, standard }), {
      notice: (s) => m.trainer_std_saved({ revision: s.revision }),
    });
    if (saved) this.#show(saved);
  }

  revert(): void {
    if (!this.saved) return;
    this.draft = toDraft(this.saved.standard, this.#stored);
    this.caller.clear();
  }

  /** Adds a blank area; its index (for the focus), or null when nothing is loaded. */
  addArea(): number | null {
    if (!this.draft) return null;
    const blank = { A: '', B: '', C: '', fail: '' };
    this.draft.areas.push({
      name: `Area ${this.draft.areas.length + 1}`,
      criteria: blank,
      outcomes: { A: 'pass', B: 'pass', C: 'retake', fail: 'fail' },
    });
    return this.draft.areas.length - 1;
  }

  removeArea(i: number): void {
    if (!this.draft) return;
    const [gone] = this.draft.areas.splice(i, 1);
    // Its red lines would name an area that no longer exists: they go with it.
    this.draft.redLines = this.draft.redLines.filter((r) => r.fails !== 'area' || r.area !== gone?.name);
  }

  /** Adds a blank red line failing the practical part; its index (for the focus), or null. */
  addRedLine(): number | null {
    if (!this.draft) return null;
    this.draft.redLines.push({
      id: `red-line-${this.draft.redLines.length + 1}`,
      label: '',
      fails: 'practical',
    });
    return this.draft.redLines.length - 1;
  }

  removeRedLine(i: number): void {
    this.draft?.redLines.splice(i, 1);
  }

  /** '' fails the whole practical part; an area's name fails that area. */
  setScope(r: DraftRedLine, value: string): void {
    if (value === '') {
      r.fails = 'practical';
      delete r.area;
    } else {
      r.fails = 'area';
      r.area = value;
    }
  }
}
