// The Dashboard tab's state (issue 19's one pattern): the list as filtered and ordered, the room's note, a failure
// said on the tab in words (a trainee's page that cannot be read goes back to the list), and the latest period's
// cohort only.
import { afterEach, describe, expect, test } from 'vitest';
import type { CohortView, DashboardRow } from '../../contract/progress-types.ts';
import { DashboardState, shownRows, type SortKey } from '../../renderer/lib/state/dashboard.svelte.ts';

const row = (name: string, over: Partial<DashboardRow> = {}): DashboardRow =>
  ({
    traineeId: name.toLowerCase(),
    name,
    identifier: '',
    lastActivity: null,
    attemptsTotal: 0,
    flagged: 0,
    floor: { ready: false },
    ...over,
  }) as unknown as DashboardRow;

const rows = [
  row('Cal', { identifier: 'S-3', lastActivity: '2026-01-02T00:00:00Z', flagged: 1, attemptsTotal: 4 }),
  row('ada', { identifier: 'S-1', floor: { ready: true } as DashboardRow['floor'], flagged: 5 }),
  row('Bea', { identifier: 'S-2', lastActivity: '2026-03-01T00:00:00Z', attemptsTotal: 4 }),
];

function withTrainer(api: Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>): void {
  (window as unknown as { trainer: unknown }).trainer = api;
}

afterEach(() => {
  delete (window as unknown as { trainer?: unknown }).trainer;
});

describe('the Dashboard state', () => {
  test.each<[string, string, boolean, SortKey, string[]]>([
    ['by name, any case', '', false, 'name', ['ada', 'Bea', 'Cal']],
    ['latest activity first, none last', '', false, 'lastActivity', ['Bea', 'Cal', 'ada']],
    ['floor-ready first', '', false, 'floor', ['ada', 'Bea', 'Cal']],
    ['most flagged first', '', false, 'flagged', ['ada', 'Cal', 'Bea']],
    ['most attempts first, then by name', '', false, 'attempts', ['Bea', 'Cal', 'ada']],
    ['found by staff number', ' s-2 ', false, 'name', ['Bea']],
    ['found by name', 'CA', false, 'name', ['Cal']],
    ['floor-ready only', '', true, 'name', ['ada']],
  ])('%s', (_, filter, onlyReady, sort, names) => {
    expect(shownRows(rows, filter, onlyReady, sort).map((r) => r.name)).toEqual(names);
  });

  test("a trainee's page that cannot be read: back to the list, the failure said in words", async () => {
    withTrainer({
      dashboard: { trainee: () => Promise.resolve({ ok: false, error: 'There is no trainee "x".' }) },
    });
    const dash = new DashboardState();
    await dash.openTrainee('x');
    expect(dash.open).toBeNull();
    expect(dash.caller.error).toBe('There is no trainee "x".');
  });

  test("only the latest period's cohort is kept, and the room's note is the rows'", async () => {
    const answers: ((v: unknown) => void)[] = [];
    withTrainer({
      dashboard: {
        cohort: () => new Promise((resolve) => answers.push(resolve)),
        trainees: () =>
          Promise.resolve({
            ok: true,
            value: [
              row('Ada', { room: { reachable: false, message: 'Cannot reach the training room.' } as never }),
            ],
          }),
      },
    });
    const dash = new DashboardState();
    dash.from = '2026-01-01';
    dash.to = '2026-01-31';
    const first = dash.readCohort();
    dash.to = '2026-02-28';
    const second = dash.readCohort();
    const view = (to: string) => ({ ok: true, value: { to } as unknown as CohortView });
    answers[1]?.(view('2026-02-28'));
    answers[0]?.(view('2026-01-31'));
    await Promise.all([first, second]);
    expect(dash.cohort?.to).toBe('2026-02-28');
    // A period that ends before it starts is not asked for.
    dash.from = '2026-03-01';
    await dash.readCohort();
    expect(answers).toHaveLength(2);
    await dash.refresh();
    expect(dash.roomNote).toMatchObject({ reachable: false, message: 'Cannot reach the training room.' });
  });
});
