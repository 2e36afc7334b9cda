// The progress screens' data (issue 13): one trainee's page and the trainer's dashboard, loaded through the bridge;
// drills on a heat-map cell or on what is due open through the app like any other session.
import type { DrillTarget } from '../../core/progress/heatmap.ts';
import type { CohortView, DashboardRow, DueToday, TraineeProgress } from '../../contract/progress-types.ts';
import type { Reporting, Starting } from './app-parts.ts';
import { call } from './bridge.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { secondsText, wholePercentText } from './locale-format.ts';

export const CELL_DRILL_ITEMS = 10;

/** Reads a channel, showing a failure in the app's error list; undefined when it failed. */
async function read<T>(
  app: Reporting,
  doing: string,
  run: Parameters<typeof call<T>>[0],
): Promise<T | undefined> {
  const r = await call(run);
  if (!r.ok) {
    app.errors.add(doing, r.error);
    return undefined;
  }
  return r.value;
}

export async function loadProgress(app: Reporting, traineeId: string): Promise<TraineeProgress | undefined> {
  return read(app, m.ui_do_read_progress(), (t) => t.progress.page({ traineeId }));
}

export async function loadDue(app: Reporting, traineeId: string): Promise<DueToday | undefined> {
  return read(app, m.ui_do_read_due(), (t) => t.progress.due({ traineeId }));
}

export async function loadDashboard(app: Reporting): Promise<readonly DashboardRow[] | undefined> {
  return read(app, m.ui_do_read_dashboard(), (t) => t.dashboard.trainees());
}

export async function loadCohort(app: Reporting, from: string, to: string): Promise<CohortView | undefined> {
  return read(app, m.ui_do_read_cohort(), (t) => t.dashboard.cohort({ from, to }));
}

/** A short drill whose items are all exactly this case. */
export function drillTarget(app: Starting, target: DrillTarget, title: string): Promise<void> {
  return app.startWith(m.ui_do_start_drill(), (t, traineeId) =>
    t.progress.drill({ traineeId, targets: [target], title, count: CELL_DRILL_ITEMS }),
  );
}

export function practiseDue(app: Starting): Promise<void> {
  return app.startWith(m.ui_do_start_due(), (t, traineeId) => t.progress.practiseDue({ traineeId }));
}

/** "2026-01-05" for a Date, in local time. */
export function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const pct = (x: number): string => wholePercentText(x);
export const seconds = (ms: number | null): string => (ms === null ? '–' : secondsText(ms, 1));
