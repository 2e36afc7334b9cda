// The House rules tab (issue 12) against a stub of main: built-in profiles are read-only (View, no Delete), the
// trainer's own can be deleted after a confirmation that says how many saved drill sets embed a copy, and every
// action has a key (arrows, Enter, Alt+D, Del, Enter to confirm, Esc to keep).
import './match-media.ts';
import { flushSync } from 'svelte';
import { afterEach, expect, test } from 'vitest';
import { BUILT_IN_PROFILES, builtInProfile, type TableProfile } from '../../core/profiles.ts';
import type { ProfileUsage } from '../../contract/index.ts';
import { AppState } from '../../renderer/lib/app.svelte.ts';
import ProfilesTab from '../../renderer/screens/trainer/studio/ProfilesTab.svelte';
import { mountInBody } from './mount.ts';

const global = globalThis as { trainer?: unknown };
afterEach(() => {
  delete global.trainer;
});

const club: TableProfile = {
  ...(builtInProfile('tasmania') as TableProfile),
  id: 'club',
  name: 'Club rules',
};

function stub() {
  let own: TableProfile[] = [club];
  const calls: string[] = [];
  const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
  const usage: ProfileUsage = {
    id: 'club',
    drillSets: 2,
    drillSetTitles: ['Club third cards', 'Club payouts'],
    practiceTable: false,
    house: false,
  };
  global.trainer = {
    profiles: {
      list: () => ok([...BUILT_IN_PROFILES, ...own]),
      house: () => ok({ profileId: 'tasmania', ownTargets: false }),
      usage: ({ id }: { id: string }) => (calls.push(`usage ${id}`), ok(usage)),
      delete: ({ id }: { id: string }) => {
        calls.push(`delete ${id}`);
        own = own.filter((p) => p.id !== id);
        return ok(usage);
      },
      duplicate: ({ id }: { id: string }) => {
        calls.push(`duplicate ${id}`);
        const copy = { ...(builtInProfile(id) ?? club), id: `${id}-copy`, name: 'Copy' };
        own = [...own, copy];
        return ok(copy);
      },
    },
    drillSets: { list: () => ok([]) },
  };
  return { calls };
}

/** What the tab is given: the app's error list and library. */
const shown = () => {
  const app = new AppState();
  return { errors: app.errors, library: app.library };
};

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  flushSync();
};
const key = (k: string, target: EventTarget = window, mods: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...mods }));

test('built-in profiles are read-only; the delete confirmation says how many saved drill sets embed a copy', async () => {
  const { calls } = stub();
  const el = mountInBody(ProfilesTab, shown());
  await settle();
  const items = el.querySelectorAll('[data-testid="profiles-item"]');
  expect(items).toHaveLength(BUILT_IN_PROFILES.length + 1);
  const tasmania = el.querySelector('[data-testid="profiles-item"][data-id="tasmania"]') as HTMLElement;
  expect(tasmania.querySelector('[data-testid="profiles-delete"]')).toBeNull();
  expect(tasmania.querySelector('[data-testid="profiles-open"]')?.textContent).toBe('View');
  // Del on a built-in profile does nothing; on the trainer's own, it asks first.
  key('Delete', tasmania);
  await settle();
  expect(calls).toEqual([]);
  const own = el.querySelector('[data-testid="profiles-item"][data-id="club"]') as HTMLElement;
  own.focus();
  key('Delete', own);
  await settle();
  expect(
    el.querySelector('[data-testid="profiles-confirm-text"]')?.textContent?.replace(/\s+/g, ' '),
  ).toContain(
    '2 saved drill sets embed a copy of it (Club third cards, Club payouts); they keep working with that copy.',
  );
  // Esc keeps it; asked again, Enter on Delete deletes it.
  key('Escape');
  await settle();
  expect(el.querySelector('[data-testid="profiles-confirm"]')).toBeNull();
  (
    el.querySelector(
      '[data-testid="profiles-item"][data-id="club"] [data-testid="profiles-delete"]',
    ) as HTMLElement
  ).click();
  await settle();
  // Enter deletes only on the Delete button, where the focus starts (ConfirmBox): elsewhere it does nothing.
  key('Enter');
  await settle();
  expect(calls).toEqual(['usage club', 'usage club']);
  const del = el.querySelector('[data-testid="profiles-confirm-delete"]') as HTMLButtonElement;
  expect(document.activeElement).toBe(del);
  del.click(); // what Enter on the focused button does in a browser
  await settle();
  expect(calls).toEqual(['usage club', 'usage club', 'delete club']);
  expect(el.querySelector('[data-testid="profiles-item"][data-id="club"]')).toBeNull();
  expect(el.querySelector('[data-testid="profiles-notice"]')?.textContent).toBe('Deleted "club".');
});

test('keys: ↓ chooses, Enter opens a built-in profile read-only, Alt+D saves a copy and opens it to edit', async () => {
  const { calls } = stub();
  const el = mountInBody(ProfilesTab, shown());
  await settle();
  const list = el.querySelector('[data-testid="profiles-list"]') as HTMLElement;
  key('ArrowDown', list);
  key('ArrowDown', list);
  flushSync();
  expect(el.querySelector('[aria-selected="true"]')?.getAttribute('data-id')).toBe('dragon-bonus');
  key('Enter', list);
  flushSync();
  expect(el.querySelector('[data-testid="profiles-editor"]')?.getAttribute('data-mode')).toBe('view');
  key('d', window, { altKey: true });
  await settle();
  expect(calls).toEqual(['duplicate dragon-bonus']);
  expect(el.querySelector('[data-testid="profiles-editor"]')?.getAttribute('data-mode')).toBe('edit');
  expect(el.querySelector('[data-testid="profile-form-id-fixed"]')?.textContent).toBe('dragon-bonus-copy');
});
