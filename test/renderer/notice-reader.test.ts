// The table notice close up (issue 23): the notice is drawn inside the table's SVG (5–8 px of text at 900×600 and
// 1280×800), yet its House conventions decide settle-the-table answers. The notice key and a click on the notice open
// a reader with the same lines in HTML; Escape, the key again, Close or a click outside close it, the focus goes back,
// and no answer key acts while it is open.
import { describe, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import DrillStep from '../../renderer/components/DrillStep.svelte';
import { DrillSession, type Answerer } from '../../renderer/lib/session.svelte.ts';
import { INSTANT } from '../../renderer/lib/motion.ts';
import {
  BET_KEYS,
  drawKeys,
  NOTICE_KEY,
  RESULT_KEYS,
  SETTLE_KEYS,
  CHIP_KEYS,
} from '../../renderer/lib/keymap.ts';
import { conventionLines } from '../../core/conventions.ts';
import { generateItems } from '../../core/drills/generate.ts';
import { registeredKinds } from '../../core/drills/kinds/index.ts';
import { PROCEDURE_TOPICS, topicUnavailable } from '../../core/drills/kinds/procedure.ts';
import { parseDrillSet, type DrillSection } from '../../core/drills/spec.ts';
import type { DrillKind, Prompt, Response } from '../../core/drills/types.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../core/profiles.ts';
import { mountInBody } from './mount.ts';
import { profile, scene } from './fixtures.ts';

const house = profile('casino-guide');
const conventions = conventionLines(house);

function prompt(kind: Prompt['kind'], form: Prompt['form']): Prompt {
  return {
    itemId: `${kind}-0`,
    kind,
    step: 0,
    steps: 1,
    index: 0,
    total: 1,
    question: kind === 'settle-table' ? 'Settle the table.' : 'Who wins?',
    scene: scene({
      profileId: house.id,
      conventions,
      notice: ['Wagers in multiples of $5'],
      bets: [{ id: 's1-player', seat: 1, on: 'player', amount: 2000 }],
    }),
    form,
    timeLimitMs: null,
  };
}
const settlePrompt = prompt('settle-table', { type: 'settle-table' });

async function dealt(p: Prompt): Promise<{ el: HTMLElement; sent: Response[] }> {
  const sent: Response[] = [];
  const answer: Answerer = async (response) => {
    sent.push(response);
    return { ok: false, error: 'not recorded in this test' };
  };
  const session = new DrillSession(
    { sessionId: 's', title: 'T', mode: 'practice', total: 1, answered: 0, prompt: p, profile: house },
    answer,
  );
  const el = mountInBody(DrillStep, { session, prompt: p, profile: house, timing: INSTANT });
  await Promise.resolve(); // the instant deal reports itself done in a microtask
  expect(session.phase).toBe('answering');
  return { el, sent };
}

const press = (key: string, target: EventTarget = window) => {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  flushSync();
};
const click = (el: Element | null | undefined) => {
  if (!el) throw new Error('nothing to click');
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  flushSync();
};
const reader = () => document.querySelector<HTMLElement>('[data-testid="notice-reader"]');
const texts = (selector: string, root: ParentNode = document) =>
  [...root.querySelectorAll(selector)].map((li) => li.textContent?.trim());

describe('the table notice reader', () => {
  test('the notice key opens it with the house’s name, every convention and the limits, the same lines as the notice', async () => {
    const { el } = await dealt(settlePrompt);
    expect(reader()).toBeNull();
    press(NOTICE_KEY.key);
    const open = reader();
    expect(open?.getAttribute('role')).toBe('dialog');
    expect(open?.querySelector('h2')?.textContent).toBe(house.name);
    expect(texts('[data-testid="reader-convention"]')).toEqual(conventions);
    // The same lines as the notice on the table: its fold and its limits, nothing more.
    const notice = el.querySelector('[aria-label="Table notice"]') as HTMLElement;
    expect(texts('[data-testid="reader-convention"]')).toEqual(
      texts('[data-testid="house-convention"]', notice),
    );
    expect(texts('[data-testid="reader-notice-line"]')).toEqual(texts(':scope > ul > li', notice));
    expect(texts('[data-testid="reader-notice-line"]')).toContain('Wagers in multiples of $5');
    expect(document.activeElement).toBe(open);
  });

  test.each([
    ['the notice key again', () => press(NOTICE_KEY.key.toUpperCase())],
    ['Escape', () => press('Escape')],
    ['its Close button', () => click(reader()?.querySelector('button.close'))],
    ['a click outside it', () => click(document.querySelector('[data-testid="notice-reader-backdrop"]'))],
  ])('%s closes it and the focus goes back where it was', async (_how, close) => {
    const { el } = await dealt(settlePrompt);
    const take = [...el.querySelectorAll('button')].find((b) => b.textContent?.includes('Take'));
    take?.focus();
    press(NOTICE_KEY.key);
    expect(document.activeElement).toBe(reader());
    close();
    expect(reader()).toBeNull();
    expect(document.activeElement).toBe(take);
  });

  test('a click on the notice opens it, and leaves the notice’s fold as it was', async () => {
    const { el } = await dealt(settlePrompt);
    click(el.querySelector('.notice summary'));
    expect(texts('[data-testid="reader-convention"]')).toEqual(conventions);
    expect(el.querySelector<HTMLDetailsElement>('.notice details')?.open).toBe(false);
    press('Escape');
    click(el.querySelector('.notice li'));
    expect(reader()).not.toBeNull();
  });

  test('no answer key acts while it is open; Tab stays inside it', async () => {
    const { sent } = await dealt(settlePrompt);
    press(NOTICE_KEY.key);
    for (const key of ['1', 't', 'Enter']) press(key);
    expect(sent).toEqual([]);
    const open = reader() as HTMLElement;
    press('Tab', open);
    expect(document.activeElement).toBe(open.querySelector('button.close'));
    press('Tab', document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(open);
    press('Escape');
    press('Enter');
    expect(sent).toEqual([{ type: 'settle-table', actions: [] }]);
  });

  test('the key is on a button beside a settle-the-table question, which opens it too; not on other questions', async () => {
    const { el } = await dealt(settlePrompt);
    const button = el.querySelector('.question-row button');
    expect(button?.textContent?.replace(/\s+/g, ' ').trim()).toBe('H House conventions');
    click(button);
    expect(reader()).not.toBeNull();
    press('Escape');
    const other = await dealt(prompt('whole-coup', { type: 'result' }));
    expect(other.el.querySelector('.question-row button')).toBeNull();
    // The key opens the notice on every item all the same.
    press(NOTICE_KEY.key);
    expect(reader()).not.toBeNull();
  });
});

/** Every answer form's keys at every built-in house, every kind and procedure topic (a few items each). */
function choiceKeys(p: TableProfile, kind: DrillKind, topic: string | null): string[] {
  const set = parseDrillSet({
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Key check',
    description: '',
    profile: p.id,
    sections: [
      {
        kind,
        count: 4,
        difficulty: 'hard',
        timeLimitMs: null,
        ...(topic ? { constraints: { topic } } : {}),
      } as DrillSection,
    ],
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  });
  if (!set.ok) throw new Error(set.error);
  const made = generateItems(set.value, `key-check/${kind}/${topic ?? ''}`);
  if (!made.ok) return [];
  return made.items.flatMap((item) =>
    item.steps.flatMap((s) =>
      s.prompt.form.type === 'choice' ? s.prompt.form.options.map((o) => o.key) : [],
    ),
  );
}

test('the notice key is no answer key: not a draw, result, settle, area or chip key, nor any option’s key', () => {
  const fixed = [...drawKeys('player'), ...drawKeys('banker'), ...RESULT_KEYS, ...SETTLE_KEYS].map(
    (b) => b.key,
  );
  const taken = new Set(
    [...fixed, ...CHIP_KEYS, ...Object.values(BET_KEYS), 'n'].map((k) => k.toLowerCase()),
  );
  for (const p of BUILT_IN_PROFILES)
    for (const kind of registeredKinds()) {
      const topics = kind === 'procedure' ? Object.values(PROCEDURE_TOPICS).flat() : [null];
      for (const topic of topics)
        if (topic === null || topicUnavailable(topic, p) === null)
          for (const k of choiceKeys(p, kind, topic)) taken.add(k.toLowerCase());
    }
  expect(taken.has('a')).toBe(true); // the lettered options were generated
  expect(taken.has(NOTICE_KEY.key)).toBe(false);
});
