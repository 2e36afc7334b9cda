// The set editor (issue 12): a set at the house's own rules carries the whole profile; when that copy differs from
// the saved house rules the editor says so and offers the current ones; built-in sets open read-only.
import { flushSync } from 'svelte';
import { describe, expect, test } from 'vitest';
import { builtInProfile } from '../../core/profiles.ts';
import SetEditor from '../../renderer/screens/trainer/studio/SetEditor.svelte';
import { newDraft } from '../../renderer/lib/studio/set-draft.ts';
import { SetStudio } from '../../renderer/lib/studio/set-studio.svelte.ts';
import { mountInBody } from './mount.ts';

const tasmania = builtInProfile('tasmania')!;
const house = { ...tasmania, id: 'house', name: 'Our house' };

function studioWith(embedded: typeof house | null, readOnly = false): SetStudio {
  const studio = new SetStudio();
  studio.profiles = [tasmania, { ...house, tie: { pays: 9, per: 1 } }];
  const draft = newDraft('house');
  draft.title = 'House set';
  draft.embedded = embedded;
  studio.draft = draft;
  studio.editing = { id: 'house-set', revision: 3, readOnly };
  return studio;
}

describe('set editor', () => {
  test('a carried copy older than the saved house rules is named, and "use the current house rules" replaces it', () => {
    const studio = studioWith(house);
    const el = mountInBody(SetEditor, { studio });
    const stale = el.querySelector('[data-testid="set-editor-profile-stale"]');
    expect(stale?.textContent).toContain('Our house');
    el.querySelector<HTMLButtonElement>('[data-testid="set-editor-use-current"]')?.click();
    flushSync();
    expect(studio.draft.embedded?.tie).toEqual({ pays: 9, per: 1 });
    expect(el.querySelector('[data-testid="set-editor-profile-stale"]')).toBeNull();
    studio.close(true);
  });

  test('choosing saved house rules carries the whole profile; a built-in one is named by its id', () => {
    const studio = studioWith(null);
    studio.chooseProfile('house');
    expect(studio.draft.embedded).toMatchObject({ id: 'house', tie: { pays: 9, per: 1 } });
    studio.chooseProfile('tasmania');
    expect(studio.draft.embedded).toBeNull();
    expect(studio.draft.profileId).toBe('tasmania');
    studio.close(true);
  });

  test('a built-in set opens read-only: no save, fields disabled, the revision shown', () => {
    const studio = studioWith(null, true);
    const el = mountInBody(SetEditor, { studio });
    expect(el.querySelector('[data-testid="set-editor-save"]')).toBeNull();
    expect(el.querySelector<HTMLInputElement>('[data-testid="set-editor-title"]')?.matches(':disabled')).toBe(
      true,
    );
    expect(el.querySelector('[data-testid="set-editor-revision"]')?.textContent).toBe('Revision 3');
    expect(el.querySelector('[data-testid="set-editor-preview"]')?.textContent).toContain('Alt+P');
    studio.close(true);
  });

  test.each([
    ["no room: this PC's count of its saves", null, 'Revision 3'],
    ["a trainer station, in step: the room's number", { sharing: 'trainer', roomRevision: 5 }, 'Revision 5'],
    [
      'a trainer station, the save not sent yet',
      { sharing: 'trainer', roomRevision: null },
      'Not yet in the training room',
    ],
    ["a station-role PC, the room's copy", { sharing: 'station', roomRevision: 2 }, 'Revision 2'],
    ['a station-role PC, its own set', { sharing: 'station', roomRevision: null }, 'Revision 3'],
  ] as const)("the header's revision on %s", (_, room, shown) => {
    const studio = studioWith(null);
    studio.roomNote = room && { ...room, message: null, conflict: null };
    const el = mountInBody(SetEditor, { studio });
    expect(el.querySelector('[data-testid="set-editor-revision"]')?.textContent).toBe(shown);
    studio.close(true);
  });
});
