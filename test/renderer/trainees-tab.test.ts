// The Trainees tab and the home screen's assigned work (issue 12), against a main process double: keys drive every
// action, a refusal shows next to the field it names and changes nothing on screen, the deletion shows its counts and
// asks for the name and the passcode, and assigned work is listed with overdue marked and a key to start it.
import { ref } from '../../core/i18n/say.ts';
import { afterEach, describe, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import './match-media.ts';
import { mountInBody } from './mount.ts';
import type {
  AssignedWork,
  DrillSetSummary,
  ManagedTrainee,
  Result,
  SessionView,
  TraineeDeletion,
} from '../../contract/index.ts';
import { AppState } from '../../renderer/lib/app.svelte.ts';
import { fieldError } from '../../renderer/lib/state/trainee-admin.svelte.ts';
import TraineesTab from '../../renderer/screens/trainer/studio/TraineesTab.svelte';
import HomeAssigned from '../../renderer/components/home/HomeAssigned.svelte';

const global = globalThis as { trainer?: unknown };
afterEach(() => {
  delete global.trainer;
});

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
/** What the home screen gives its assigned-work section. */
const assignedOf = (app: AppState) => ({
  items: app.trainees.assigned,
  busy: app.busy,
  onstart: (id: string) => void app.startSet(id),
});

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
  flushSync();
};

function managed(id: string, name: string, extra: Partial<ManagedTrainee> = {}): ManagedTrainee {
  return {
    id,
    name,
    identifier: '',
    createdAt: '2026-01-01T00:00:00Z',
    archived: false,
    lastActivity: null,
    sessions: 0,
    openAssignments: 0,
    ...extra,
  };
}

const PRACTICE: DrillSetSummary = {
  id: 'p1',
  title: 'Practice one',
  description: '',
  mode: 'practice',
  profileId: 'tasmania',
  kinds: ['result'],
  items: 10,
  builtIn: true,
};

function key(k: string, target: EventTarget = window): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  flushSync();
}

const byTest = (root: ParentNode, id: string) =>
  root.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

function type(input: HTMLElement | null, text: string): void {
  const el = input as HTMLInputElement;
  el.value = text;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
}

describe('fieldError', () => {
  test.each([
    ['Invalid request to trainees.update: name: must not be empty', 'name', 'must not be empty'],
    ['identifier: "S-2" already belongs to Bo', 'identifier', '"S-2" already belongs to Bo'],
    [
      'dueOn: 2026-03-09 is in the past (today is 2026-03-10)',
      'dueOn',
      '2026-03-09 is in the past (today is 2026-03-10)',
    ],
    [
      'Old is archived: unarchive them first. Nothing was assigned.',
      null,
      'Old is archived: unarchive them first. Nothing was assigned.',
    ],
  ])('%s', (message, field, text) => {
    expect(fieldError(message)).toEqual({ field, text });
  });
});

describe('the Trainees tab', () => {
  let library: DrillSetSummary[] = [];
  afterEach(() => {
    library = [];
  });
  function mainDouble(list: ManagedTrainee[], plan?: TraineeDeletion) {
    const calls: { channel: string; request: unknown }[] = [];
    const record = (channel: string, answer: (r: unknown) => Result<unknown>) => async (request: unknown) => {
      calls.push({ channel, request });
      return answer(request);
    };
    global.trainer = {
      trainees: {
        list: record('trainees.list', () => ok([...list])),
        manage: record('trainees.manage', () => ok([...list])),
        create: record('trainees.create', () => ({
          ok: false,
          error: 'identifier: "S-1" already belongs to Ada',
        })),
        deletePlan: record('trainees.deletePlan', () => ok(plan)),
        delete: record('trainees.delete', () => ({
          ok: false,
          error: 'passcode: that is not the trainer passcode; nothing was deleted.',
        })),
        archive: record('trainees.archive', (r) => {
          const id = (r as { traineeId: string }).traineeId;
          const t = list.find((x) => x.id === id) as ManagedTrainee;
          list.splice(list.indexOf(t), 1, { ...t, archived: true });
          return ok({ ...t, archived: true });
        }),
      },
      assignments: { list: record('assignments.list', () => ok([])), mine: async () => ok([]) },
      drillSets: { list: async () => ok(library) },
      profiles: { list: async () => ok([]) },
      sessions: { unfinished: async () => ok([]) },
      progress: { mastery: async () => ok({}) },
    };
    return calls;
  }

  test('N adds; a staff number already used shows next to its field and the list is unchanged', async () => {
    const calls = mainDouble([managed('a', 'Ada', { identifier: 'S-1' })]);
    const app = new AppState();
    const target = mountInBody(TraineesTab, { library: app.library, trainees: app.trainees });
    await settle();
    expect(
      [...target.querySelectorAll('[data-testid="trainees-row"]')].map((r) => r.getAttribute('data-name')),
    ).toEqual(['Ada']);
    key('n');
    type(byTest(target, 'trainees-name-input'), 'Bo');
    type(byTest(target, 'trainees-staff-input'), 'S-1');
    (target.querySelector('[data-testid="trainees-form"]') as HTMLFormElement).requestSubmit();
    await settle();
    expect(calls.filter((c) => c.channel === 'trainees.create').map((c) => c.request)).toEqual([
      { name: 'Bo', identifier: 'S-1' },
    ]);
    expect(byTest(target, 'trainees-field-error-identifier')?.textContent).toBe(
      'Staff number "S-1" already belongs to Ada.',
    );
    expect(target.querySelectorAll('[data-testid="trainees-row"]')).toHaveLength(1);
    // Esc closes the form; an empty name is refused on the screen, before main is asked.
    key('Escape');
    expect(byTest(target, 'trainees-form')).toBeNull();
    key('n');
    (target.querySelector('[data-testid="trainees-form"]') as HTMLFormElement).requestSubmit();
    await settle();
    expect(byTest(target, 'trainees-field-error-name')?.textContent).toBe('The name must not be empty.');
    expect(calls.filter((c) => c.channel === 'trainees.create')).toHaveLength(1);
  });

  test('A archives the selected trainee: gone from the list unless archived ones are shown (H)', async () => {
    const calls = mainDouble([managed('a', 'Ada'), managed('b', 'Bo')]);
    const app = new AppState();
    const target = mountInBody(TraineesTab, { library: app.library, trainees: app.trainees });
    await settle();
    key('ArrowDown');
    expect(target.querySelector('[aria-selected="true"]')?.getAttribute('data-name')).toBe('Bo');
    key('a');
    await settle();
    expect(calls.find((c) => c.channel === 'trainees.archive')?.request).toEqual({
      traineeId: 'b',
      archived: true,
    });
    expect(
      [...target.querySelectorAll('[data-testid="trainees-row"]')].map((r) => r.getAttribute('data-name')),
    ).toEqual(['Ada']);
    expect(byTest(target, 'trainees-notice')?.textContent).toBe(
      'Bo is archived: hidden from the trainee picker, every result kept.',
    );
    key('h');
    expect(target.querySelectorAll('[data-testid="trainees-row"]')).toHaveLength(2);
    // The home screen's picker was reloaded without Bo.
    await settle();
    expect(app.trainees.list.map((t) => t.name)).toEqual(['Ada']);
  });

  test('Delete shows the counts; the button waits for the name and the passcode; a wrong passcode is said', async () => {
    const plan: TraineeDeletion = {
      traineeId: 'a',
      name: 'Ada',
      sessions: 3,
      answers: 41,
      attempts: 1,
      assignments: 2,
      blocked: null,
    };
    const calls = mainDouble([managed('a', 'Ada', { sessions: 3 })], plan);
    const app = new AppState();
    const target = mountInBody(TraineesTab, { library: app.library, trainees: app.trainees });
    await settle();
    key('Delete');
    await settle();
    expect(byTest(target, 'trainees-delete-counts')?.textContent?.replace(/\s+/g, ' ')).toContain(
      '3 sessions, 41 answers, 1 assessment attempt and 2 assignments',
    );
    const submit = byTest(target, 'trainees-delete-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(byTest(target, 'trainees-delete-confirm'), 'ada');
    type(byTest(target, 'trainees-delete-passcode'), 'secret-1');
    expect(submit.disabled).toBe(true); // the name exactly
    type(byTest(target, 'trainees-delete-confirm'), 'Ada');
    expect(submit.disabled).toBe(false);
    submit.click();
    await settle();
    expect(calls.find((c) => c.channel === 'trainees.delete')?.request).toEqual({
      traineeId: 'a',
      passcode: 'secret-1',
      confirm: 'Ada',
    });
    expect(byTest(target, 'trainees-delete-error')?.textContent?.trim()).toBe(
      'Passcode: that is not the trainer passcode; nothing was deleted.',
    );
    expect((byTest(target, 'trainees-delete-passcode') as HTMLInputElement).value).toBe('');
    expect(target.querySelectorAll('[data-testid="trainees-row"]')).toHaveLength(1);
  });

  test('assigns to the ticked trainees (X) with the due date; a refusal shows in the form, naming the date', async () => {
    const calls = mainDouble([managed('a', 'Ada'), managed('b', 'Bo')]);
    void calls;
    const assigned: unknown[] = [];
    const t = global.trainer as { assignments: Record<string, unknown> };
    t.assignments['assign'] = async (r: unknown) => {
      assigned.push(r);
      return { ok: false, error: 'dueOn: 2026-03-09 is in the past (today is 2026-03-10)' };
    };
    const app = new AppState();
    // The library is read when the tab opens (a set just made in the Drill sets tab is offered at once).
    library = [PRACTICE, { ...PRACTICE, id: 'exam', title: 'Exam', mode: 'assessment' }];
    const target = mountInBody(TraineesTab, { library: app.library, trainees: app.trainees });
    await settle();
    // Only practice sets can be assigned (an assessment is started by the trainer for a candidate).
    expect(
      [...target.querySelectorAll('[data-testid="assign-set"] option')].map((o) => o.textContent),
    ).toEqual(['Choose a practice set…', 'Practice one (10 items)']);
    expect(byTest(target, 'assign-to')?.textContent).toBe('To: Ada');
    key('x');
    key('ArrowDown');
    key('x');
    expect(byTest(target, 'assign-to')?.textContent).toBe('To: Ada, Bo');
    // The keys still work with the focus on a ticked box.
    key('x', target.querySelectorAll('[data-testid="trainees-choose"]')[1] as HTMLElement);
    expect(byTest(target, 'assign-to')?.textContent).toBe('To: Ada');
    key('x');
    const select = byTest(target, 'assign-set') as HTMLSelectElement;
    select.value = 'p1';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    type(byTest(target, 'assign-due'), '2030-01-02');
    (byTest(target, 'assign-form') as HTMLFormElement).requestSubmit();
    await settle();
    expect(assigned).toEqual([{ drillSetId: 'p1', traineeIds: ['a', 'b'], dueOn: '2030-01-02' }]);
    expect(byTest(target, 'assign-error')?.textContent).toBe(
      '2026-03-09 is in the past (today is 2026-03-10)',
    );
    void calls;
  });

  test('an assessment attempt still open: the reason and no delete button', async () => {
    mainDouble([managed('a', 'Ada')], {
      traineeId: 'a',
      name: 'Ada',
      sessions: 1,
      answers: 2,
      attempts: 1,
      assignments: 0,
      blocked: ref('main_delete_blocked_running', { name: 'Ada' }),
    });
    const app = new AppState();
    const target = mountInBody(TraineesTab, { library: app.library, trainees: app.trainees });
    await settle();
    key('Delete');
    await settle();
    expect(byTest(target, 'trainees-delete-blocked')?.textContent).toBe(
      'Ada has an assessment attempt running: let it end, or close it from the Assessments tab, before deleting. Nothing was deleted.',
    );
    expect(byTest(target, 'trainees-delete-submit')).toBeNull();
  });
});

describe("the home screen's assigned work", () => {
  function work(id: string, extra: Partial<AssignedWork>): AssignedWork {
    return {
      id,
      traineeId: 't',
      drillSetId: `set-${id}`,
      title: `Set ${id}`,
      assignedAt: '2026-03-01T00:00:00Z',
      dueOn: null,
      done: false,
      overdue: false,
      available: true,
      ...extra,
    };
  }

  test('overdue and done are marked; key 2 starts the second set; a set gone from the library has no start', async () => {
    const started: unknown[] = [];
    global.trainer = {
      sessions: {
        start: async (r: unknown) => {
          started.push(r);
          return { ok: false, error: 'not in this test' } as Result<SessionView>;
        },
      },
    };
    const app = new AppState();
    app.trainees.list = [{ id: 't', name: 'Tia', identifier: '', createdAt: '', archived: false }];
    app.trainees.id = 't';
    app.trainees.assigned = [
      work('a', { dueOn: '2026-03-02', overdue: true }),
      work('b', { dueOn: '2030-01-05' }),
      work('c', { available: false }),
      work('d', { done: true }),
    ];
    const target = mountInBody(HomeAssigned, assignedOf(app));
    const items = [...target.querySelectorAll('[data-testid="home-assigned-item"]')] as HTMLElement[];
    expect(items.map((i) => [i.dataset['overdue'], i.dataset['done']])).toEqual([
      ['true', 'false'],
      ['false', 'false'],
      ['false', 'false'],
      ['false', 'true'],
    ]);
    expect(items[0]?.querySelector('[data-testid="home-assigned-status"]')?.textContent).toMatch(
      /^Overdue: was due /,
    );
    expect(items[2]?.querySelector('[data-testid="home-assigned-start"]')).toBeNull();
    expect(byTest(target, 'home-assigned')?.textContent).toContain('3 to do');
    key('3'); // the set gone from the library: nothing starts
    key('2');
    await settle();
    expect(started).toEqual([{ traineeId: 't', drillSetId: 'set-b' }]);
  });

  test('nothing assigned: no section', () => {
    const app = new AppState();
    const target = mountInBody(HomeAssigned, assignedOf(app));
    expect(byTest(target, 'home-assigned')).toBeNull();
  });
});
