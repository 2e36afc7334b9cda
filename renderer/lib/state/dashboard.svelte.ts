// Trainer mode's Dashboard tab (issue 13; the one state pattern of issue 19): every trainee's row and the cohort over
// a period as main read them (on a PC in a training room, over every station: issue 22), the list's filter and
// order, the trainee open, and the actions (assign weak cases, export). Reads run beside each other (the list and the
// cohort at once); a failure is said on the tab in words.
import type { Phrase } from '../../../core/i18n/phrase.ts';
import type { CohortView, DashboardRow, TraineeProgress } from '../../../contract/progress-types.ts';
import { isoDay } from '../progress.svelte.ts';
import { Caller } from './caller.svelte.ts';
import { m } from '../../../i18n/paraglide/messages.js';
import { compareNames } from '../names-order.ts';

export type SortKey = 'name' | 'lastActivity' | 'floor' | 'flagged' | 'attempts';

/** The cohort's period when the tab opens: the last 90 days. */
const PERIOD_DAYS = 90;

/** The ISO date `days` days before today. */
function dayBefore(days: number): string {
  return isoDay(new Date(Date.now() - days * 86_400_000));
}

/** The rows matching `filter` (name or staff number), floor-ready only if asked, in the order asked. */
export function shownRows(
  rows: readonly DashboardRow[],
  filter: string,
  onlyReady: boolean,
  sort: SortKey,
): DashboardRow[] {
  const find = filter.trim().toLowerCase();
  return rows
    .filter((r) => find === '' || `${r.name} ${r.identifier}`.toLowerCase().includes(find))
    .filter((r) => !onlyReady || r.floor.ready)
    .toSorted((a, b) => {
      switch (sort) {
        case 'lastActivity':
          return (b.lastActivity ?? '').localeCompare(a.lastActivity ?? '');
        case 'floor':
          return Number(b.floor.ready) - Number(a.floor.ready) || compareNames(a.name, b.name);
        case 'flagged':
          return b.flagged - a.flagged || compareNames(a.name, b.name);
        case 'attempts':
          return b.attemptsTotal - a.attemptsTotal || compareNames(a.name, b.name);
        default:
          return compareNames(a.name, b.name);
      }
    });
}

export class DashboardState {
  readonly caller = new Caller({ exclusive: false });
  rows = $state.raw<readonly DashboardRow[] | null>(null);
  filter = $state('');
  onlyReady = $state(false);
  sort = $state<SortKey>('name');
  /** The trainee whose page is open, and the page once read. */
  open = $state<string | null>(null);
  page = $state.raw<TraineeProgress | null>(null);
  from = $state(dayBefore(PERIOD_DAYS));
  to = $state(dayBefore(0));
  cohort = $state.raw<CohortView | null>(null);
  /** Something to fix before an exported file is used (the xAPI IRI base still the placeholder). */
  warning = $state<Phrase | null>(null);
  readonly shown = $derived(shownRows(this.rows ?? [], this.filter, this.onlyReady, this.sort));
  /** On a PC in a training room: whether the figures cover every station, or why only this PC's. */
  readonly roomNote = $derived(this.rows?.[0]?.room ?? null);
  #cohortAsked = 0;

  async refresh(): Promise<void> {
    const rows = await this.caller.run((t) => t.dashboard.trainees());
    this.rows = rows ?? this.rows ?? [];
  }

  /** The cohort over the period chosen; a period that ends before it starts is not asked for. */
  async readCohort(): Promise<void> {
    const { from, to } = this;
    if (!from || !to || from > to) return;
    const asked = ++this.#cohortAsked;
    const cohort = await this.caller.run((t) => t.dashboard.cohort({ from, to }));
    // Only the latest period's (the trainer may have changed the dates meanwhile).
    if (asked === this.#cohortAsked) this.cohort = cohort ?? null;
  }

  async openTrainee(id: string): Promise<void> {
    this.caller.notice = null;
    this.open = id;
    this.page = null;
    const page = await this.caller.run((t) => t.dashboard.trainee({ traineeId: id }));
    if (this.open !== id) return;
    // Unread: back to the list, where the failure is said.
    if (page) this.page = page;
    else this.open = null;
  }

  close(): void {
    this.open = null;
  }

  async assign(id: string): Promise<void> {
    const made = await this.caller.run((t) => t.dashboard.assignWeakCases({ traineeId: id }), {
      notice: (a) => m.dash_assigned({ title: a.title }),
    });
    if (!made) return;
    await this.refresh();
    if (this.open === id) await this.openTrainee(id);
  }

  async exportAs(kind: 'csv' | 'xapi'): Promise<void> {
    const request = { from: this.from, to: this.to };
    const saved = await this.caller.run(
      (t) => (kind === 'csv' ? t.dashboard.exportCsv(request) : t.dashboard.exportXapi(request)),
      {
        notice: (r) =>
          r
            ? (kind === 'csv' ? m.dash_exported_csv : m.dash_exported_xapi)({ rows: r.rows, path: r.path })
            : null,
      },
    );
    if (saved !== undefined) this.warning = saved?.warning ?? null;
  }
}
