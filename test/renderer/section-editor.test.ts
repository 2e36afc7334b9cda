// The set editor's section (issue 12): constraints through controls in the trainer's words, each writing the value the
// kind's schema takes (Tasmania 11: "Banker's two-card point 3–6"; "Bets on Perfect Pairs only"; Tasmania 14.4 "card
// exposed in the shoe"), a change of kind keeping what the new kind shares and naming what it takes off, the time limit in seconds or
// untimed, a problem shown beside its field, and the keys that move and remove a section.
import { flushSync } from 'svelte';
import { describe, expect, test, vi } from 'vitest';
import SectionEditor from '../../renderer/screens/trainer/studio/SectionEditor.svelte';
import { draftToSet, newDraft, newSection, type SectionDraft } from '../../renderer/lib/studio/set-draft.ts';
import { kindModule } from '../../core/drills/kinds/index.ts';
import { mountInBody } from './mount.ts';
import { languages } from '../../renderer/lib/state/languages.svelte.ts';
import { reactive } from './reactive.svelte.ts';

function render(
  section: SectionDraft,
  options: { problems?: Record<string, string>; index?: number; total?: number } = {},
) {
  const s = reactive(section);
  const onchange = vi.fn();
  const onremove = vi.fn();
  const onmove = vi.fn();
  const el = mountInBody(SectionEditor, {
    section: s,
    index: options.index ?? 0,
    total: options.total ?? 1,
    problem: (field: string) => options.problems?.[field] ?? null,
    onchange,
    onremove,
    onmove,
  });
  const get = <E extends HTMLElement>(id: string) => {
    const found = el.querySelector<E>(`[data-testid="${id}"]`);
    if (!found) throw new Error(`no ${id}`);
    return found;
  };
  return { s, el, get, onchange, onremove, onmove };
}

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
}

/** The section's constraints are valid for its kind's schema. */
function validFor(s: SectionDraft): boolean {
  return kindModule(s.kind)?.constraints.safeParse(s.constraints).success ?? false;
}

describe('section editor', () => {
  test("Tasmania 11: Banker's two-card point 3–6 and a Player third card, as the schema takes them", () => {
    const { s, get, onchange } = render(newSection('third-card'));
    choose(get<HTMLSelectElement>('section-0-c-bankerPoint-mode'), 'range');
    type(get<HTMLInputElement>('section-0-c-bankerPoint-lo'), '3');
    type(get<HTMLInputElement>('section-0-c-bankerPoint-hi'), '6');
    choose(get<HTMLSelectElement>('section-0-c-playerThirdCard'), 'true');
    expect(s.constraints).toEqual({ bankerPoint: [3, 6], playerThirdCard: true });
    expect(validFor(s)).toBe(true);
    expect(onchange).toHaveBeenCalled();
    // "exactly" keeps one value; "any" removes the constraint.
    choose(get<HTMLSelectElement>('section-0-c-bankerPoint-mode'), 'one');
    expect(s.constraints.bankerPoint).toBe(3);
    choose(get<HTMLSelectElement>('section-0-c-bankerPoint-mode'), 'any');
    expect('bankerPoint' in s.constraints).toBe(false);
  });

  test('Tasmania 7: a stake from $10 to $99.99 is kept in cents; an end emptied is no constraint', () => {
    const { s, get } = render(newSection('payout'));
    type(get<HTMLInputElement>('section-0-c-stake-lo'), '10');
    expect(s.constraints).toEqual({ stake: { min: 1000, max: 1000 } });
    type(get<HTMLInputElement>('section-0-c-stake-hi'), '99.99');
    expect(s.constraints).toEqual({ stake: { min: 1000, max: 9999 } });
    expect(validFor(s)).toBe(true);
    type(get<HTMLInputElement>('section-0-c-stake-hi'), '');
    expect('stake' in s.constraints).toBe(false);
  });

  test('bets on Perfect Pairs only; none ticked is no constraint', () => {
    const { s, get } = render(newSection('payout'));
    const pp = get<HTMLInputElement>('section-0-c-bets-perfect_pair_player');
    pp.click();
    flushSync();
    get<HTMLInputElement>('section-0-c-bets-perfect_pair_banker').click();
    flushSync();
    expect(s.constraints).toEqual({ bets: ['perfect_pair_player', 'perfect_pair_banker'] });
    expect(validFor(s)).toBe(true);
    pp.click();
    get<HTMLInputElement>('section-0-c-bets-perfect_pair_banker').click();
    flushSync();
    expect(s.constraints).toEqual({});
  });

  test('Tasmania 14.4: card exposed in the shoe; its outcomes are offered, and a new irregularity clears the outcome', () => {
    const { s, get } = render(newSection('irregularity'));
    const kind = get<HTMLSelectElement>('section-0-c-irregularity');
    expect([...kind.options].map((o) => o.textContent)).toContain('Card exposed in the shoe (14.4)');
    choose(kind, 'face-up-in-shoe');
    const variant = get<HTMLSelectElement>('section-0-c-variant');
    const offered = [...variant.options].map((o) => o.value).filter((v) => v !== '');
    expect(offered.sort()).toEqual(
      ['mouth-of-shoe-non-betting-next', 'mouth-of-shoe-reshuffle', 'use-by-table-of-play'].sort(),
    );
    choose(variant, 'use-by-table-of-play');
    expect(validFor(s)).toBe(true);
    choose(kind, 'excess-card');
    expect(s.constraints).toEqual({ irregularity: 'excess-card' });
  });

  test('issue 23: a new kind takes off the constraints it has no meaning for, says which, and can undo', () => {
    const { s, get } = render({ ...newSection('call-hand'), constraints: { winner: 'banker' } });
    choose(get<HTMLSelectElement>('section-0-kind'), 'commission');
    expect(s.kind).toBe('commission');
    expect(s.constraints).toEqual({});
    expect(get('section-0-constraints').textContent).toContain('Coups in the box');
    expect(get('section-0-dropped').textContent).toMatch(
      /“Who wins”\s+means nothing for Commission, so\s+it was taken off/,
    );
    get<HTMLButtonElement>('section-0-undo-kind').click();
    flushSync();
    expect(s.kind).toBe('call-hand');
    expect(s.constraints).toEqual({ winner: 'banker' });
  });

  test.each([
    ['en', / so it was taken off\. Undo: back to /],
    ['zh-Hant', /因此已移除。復原：改回/],
    ['zh-Hans', /因此已移除。撤销：改回/],
  ] as const)(
    'issue 24: %s: the sentence and its undo: a space in English, none after 。 in Chinese',
    (lang, joined) => {
      const language = { interface: lang, call: lang };
      languages.view = { station: language, trainee: null, effective: language } as never;
      try {
        const { get } = render({ ...newSection('call-hand'), constraints: { winner: 'banker' } });
        choose(get<HTMLSelectElement>('section-0-kind'), 'commission');
        const said = get('section-0-dropped').textContent ?? '';
        expect(said).toMatch(joined);
        expect(said).not.toMatch(/。\s/);
      } finally {
        languages.view = null;
      }
    },
  );

  test('issue 23: a new kind keeps the constraints it shares, with nothing to say', () => {
    const { s, el, get } = render({ ...newSection('third-card'), constraints: { playerThirdCard: true } });
    choose(get<HTMLSelectElement>('section-0-kind'), 'call-hand');
    expect(s.constraints).toEqual({ playerThirdCard: true });
    expect(el.querySelector('[data-testid="section-0-dropped"]')).toBeNull();
  });

  test("Tasmania 11: targeting the case 'Banker 5 v Player's third card 4' fills in its constraints", () => {
    const { s, get } = render({ ...newSection('third-card'), constraints: { natural: true } });
    const select = get<HTMLSelectElement>('section-0-case');
    expect([...select.options].map((o) => o.textContent)).toContain("Banker 5 v Player's third card 4");
    choose(select, 'banker-5-vs-4');
    expect(s.constraints).toEqual({ bankerPoint: 5, playerThirdValue: 4, natural: false });
    expect(validFor(s)).toBe(true);
    expect(get<HTMLSelectElement>('section-0-c-bankerPoint-mode').value).toBe('one');
    expect(select.value).toBe('');
  });

  test('time limit in seconds, or untimed (null in the file)', () => {
    const { s, get } = render(newSection('result'));
    expect(get('section-0').textContent).toContain('Untimed');
    get<HTMLInputElement>('section-0-timed').click();
    flushSync();
    type(get<HTMLInputElement>('section-0-time'), '7.5');
    expect(s.timed).toBe(true);
    const draft = newDraft();
    draft.sections = [s];
    expect((draftToSet(draft).sections as { timeLimitMs: number | null }[])[0]?.timeLimitMs).toBe(7500);
    get<HTMLInputElement>('section-0-timed').click();
    flushSync();
    expect((draftToSet(draft).sections as { timeLimitMs: number | null }[])[0]?.timeLimitMs).toBeNull();
  });

  test('a problem is shown beside its field, in words', () => {
    const { get } = render(
      { ...newSection('third-card'), count: 0, constraints: { bankerPoint: [6, 3] } },
      {
        problems: {
          'sections.0.count': 'must be at least 1',
          'sections.0.constraints.bankerPoint': 'the lowest is above the highest: give it low to high',
        },
      },
    );
    expect(get('set-editor-error-sections.0.count').textContent).toBe('must be at least 1');
    const beside = get('set-editor-error-sections.0.constraints.bankerPoint');
    expect(beside.closest('.constraint')?.textContent).toContain("Banker's two-card point");
  });

  test('Alt+↑, Alt+↓ and Alt+Delete move and remove the section; the first cannot move up', () => {
    const { get, onmove, onremove } = render(newSection(), { index: 0, total: 3 });
    const kind = get<HTMLSelectElement>('section-0-kind');
    kind.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true }));
    kind.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }));
    kind.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', altKey: true, bubbles: true }));
    expect(onmove.mock.calls).toEqual([[1]]);
    expect(onremove).toHaveBeenCalledTimes(1);
    expect(get<HTMLButtonElement>('section-0-up').disabled).toBe(true);
    expect(get('section-0-remove').textContent).toContain('Alt+Del');
  });
});
