// A save overtaken in the training room, found by a background push (issue 22): main's room.documentOvertaken reaches
// the set editor or House rules form open on that document, which reads its room note again and shows the late-save
// words at once; any other open document, a profile only viewed, or no editor at all asks nothing. What the trainer
// is typing is not touched.
import './match-media.ts';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, test } from 'vitest';
import { BUILT_IN_PROFILES } from '../../core/profiles.ts';
import { AppState } from '../../renderer/lib/app.svelte.ts';
import ProfilesTab from '../../renderer/screens/trainer/studio/ProfilesTab.svelte';
import { mountInBody } from './mount.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import type { DocumentNote, EventPayload, TrainerEvents } from '../../contract/index.ts';
import { onAppEvent } from '../../renderer/lib/app-events.ts';
import { ProfilesState, type EditorMode } from '../../renderer/lib/state/profiles.svelte.ts';
import { SetStudio } from '../../renderer/lib/studio/set-studio.svelte.ts';

const global = globalThis as { trainer?: unknown; trainerEvents?: TrainerEvents };
afterEach(() => {
  delete global.trainer;
  delete global.trainerEvents;
});

const conflict = {
  revision: 3,
  theirRevision: 2,
  theirStation: 'PC-7',
  theirSavedAt: '2026-11-27T18:00:00.000Z',
};
const late: DocumentNote = {
  sharing: 'trainer',
  message: 'In the training room as revision 3.',
  conflict,
  roomRevision: 3,
};

/** main's room.documentNote, counting what is asked. */
function stubRoom(): unknown[] {
  const asked: unknown[] = [];
  global.trainer = {
    room: {
      documentNote: (request: unknown) => {
        asked.push(request);
        return Promise.resolve({ ok: true as const, value: late });
      },
    },
  };
  return asked;
}

/** Every call the stubs answer at once has been answered and the screen drawn. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  flushSync();
};
const event = (kind: 'drill_set' | 'house_profile', id: string): EventPayload<'room.documentOvertaken'> => ({
  kind,
  id,
  conflict,
});

describe('the set editor open on an overtaken set', () => {
  test.each([
    ['the set open', event('drill_set', 'set-1'), [{ kind: 'drill_set', id: 'set-1', send: false }]],
    ['another set', event('drill_set', 'set-2'), []],
    ['a house profile of the same id', event('house_profile', 'set-1'), []],
  ] as const)('%s: %j asks for the note %j', async (_, overtaken, wanted) => {
    const asked = stubRoom();
    const studio = new SetStudio();
    studio.editing = { id: 'set-1', revision: 2, readOnly: false };
    studio.draft.title = 'Still typing';
    studio.overtaken(overtaken);
    await settle();
    expect(asked).toEqual(wanted);
    expect(studio.roomNote).toEqual(wanted.length > 0 ? late : null);
    expect(studio.draft.title).toBe('Still typing');
  });

  test('no editor open: nothing asked', async () => {
    const asked = stubRoom();
    new SetStudio().overtaken(event('drill_set', 'set-1'));
    await settle();
    expect(asked).toEqual([]);
  });
});

describe('the House rules form open on an overtaken profile', () => {
  const club: TableProfile = { ...(builtInProfile('tasmania') as TableProfile), id: 'club', name: 'Club' };
  test.each([
    ['edited', 'edit', event('house_profile', 'club'), true],
    ['only viewed', 'view', event('house_profile', 'club'), false],
    ['another profile', 'edit', event('house_profile', 'other'), false],
    ['a set of the same id', 'edit', event('drill_set', 'club'), false],
  ] as const)('%s: re-read %s', async (_, mode: EditorMode, overtaken, reread) => {
    const asked = stubRoom();
    const profiles = new ProfilesState(
      () => {},
      () => {},
    );
    profiles.show(club, mode);
    await settle();
    asked.length = 0; // what opening it asked
    profiles.roomNote = null;
    profiles.overtaken(overtaken);
    await settle();
    expect(asked).toEqual(reread ? [{ kind: 'house_profile', id: 'club', send: false }] : []);
    expect(profiles.roomNote).toEqual(reread ? late : null);
  });
});

describe('onAppEvent', () => {
  test('outside the app (no window.trainerEvents) it listens to nothing and stops quietly', () => {
    expect(() => onAppEvent('room.documentOvertaken', () => {})()).not.toThrow();
  });

  test('in the app it is window.trainerEvents.on, and its cleanup stops listening', () => {
    const listeners = new Set<(payload: unknown) => void>();
    global.trainerEvents = {
      on: (_event, listener) => {
        listeners.add(listener as (payload: unknown) => void);
        return () => listeners.delete(listener as (payload: unknown) => void);
      },
    };
    const heard: unknown[] = [];
    const stop = onAppEvent('room.documentOvertaken', (payload) => heard.push(payload));
    for (const listener of listeners) listener(event('drill_set', 'set-1'));
    stop();
    expect(listeners.size).toBe(0);
    expect(heard).toEqual([event('drill_set', 'set-1')]);
  });
});

test('the House rules tab listens: the form open on the profile shows the late-save words when the event comes', async () => {
  const club: TableProfile = { ...(builtInProfile('tasmania') as TableProfile), id: 'club', name: 'Club' };
  const inStep: DocumentNote = { ...late, conflict: null };
  let note = inStep;
  const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
  global.trainer = {
    profiles: {
      list: () => ok([...BUILT_IN_PROFILES, club]),
      house: () => ok({ profileId: 'tasmania', ownTargets: false }),
    },
    drillSets: { list: () => ok([]) },
    room: { documentNote: () => ok(note) },
  };
  const listeners = new Set<(payload: unknown) => void>();
  global.trainerEvents = {
    on: (_event, listener) => {
      listeners.add(listener as (payload: unknown) => void);
      return () => listeners.delete(listener as (payload: unknown) => void);
    },
  };
  const app = new AppState();
  const el = mountInBody(ProfilesTab, { errors: app.errors, library: app.library });
  await settle();
  (
    el.querySelector(
      '[data-testid="profiles-item"][data-id="club"] [data-testid="profiles-open"]',
    ) as HTMLElement
  ).click();
  await settle();
  expect(el.querySelector('[data-testid="room-edit-note"]')?.textContent?.trim()).toBe(
    'In the training room as revision 3.',
  );
  expect(el.querySelector('[data-testid="room-edit-conflict"]')).toBeNull();
  // A background push finds the save overtaken: main says so, and the open form shows it, not reopened.
  note = late;
  for (const listener of listeners) listener(event('house_profile', 'club'));
  await settle();
  expect(el.querySelector('[data-testid="room-edit-conflict"]')?.textContent?.replace(/\s+/g, ' ')).toContain(
    'Saved as revision 3 in the training room. Another trainer saved revision 2 on station PC-7',
  );
  expect(el.querySelector('[data-testid="profiles-editor"]')?.getAttribute('data-mode')).toBe('edit');
});
