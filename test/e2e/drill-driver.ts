// Drives a drill on the page as a trainee would, for the end-to-end tests: small sets per kind, the answer worked out
// with core functions (the generator re-run from the session's seed, read from the main process's database, and the
// points, the table of play and the winner from the cards on the table), never read from the page, and the keys
// that give it.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page, TestInfo } from '@playwright/test';
import { DATABASE_FILE } from '../../node-shared/storage/database-path.ts';
import { handPoint, type Card } from '../../core/cards.ts';
import { generateItems } from '../../core/drills/generate.ts';
import type { DrillSet } from '../../core/drills/spec.ts';
import {
  type DrillItem,
  type DrillKind,
  type Prompt,
  type Response,
  type SettleAction,
} from '../../core/drills/types.ts';
import { formatCents } from '../../core/money.ts';
import { builtInProfile } from '../../core/profiles.ts';
import { BET_KEYS, CHIP_KEYS } from '../../renderer/lib/keymap.ts';
import { bankerDraws, isNatural, playerDraws } from '../../core/table-of-play.ts';
import { cardValue } from '../../core/cards.ts';

import { expect } from './harness.ts';
import { WINDOW_SIZES } from './window-sizes.ts';

// ---------- the sets: one small practice set per kind ----------

const PROFILE_FOR: Partial<Record<DrillKind, string>> = { commission: 'tasmania' };

export function kindSet(kind: DrillKind, count = 2): DrillSet {
  return {
    format: 'baccarat-drill-set',
    version: 1,
    title: `E2E ${kind}`,
    description: `Two ${kind} items for the end-to-end test.`,
    profile: PROFILE_FOR[kind] ?? 'tasmania',
    sections: [{ kind, count, difficulty: 'standard', timeLimitMs: null }],
    passMarks: { overall: 0.5, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  };
}

// ---------- working out the answer ----------

const generated = new Map<string, DrillItem[]>();

/**
 * The set and seed of the newest session (a replay of mistakes is a session of its own, dealt from its own set), read
 * from the main process's database as an examiner would. The page never sees the seed while an assessment runs (item
 * ids do not carry it), so the renderer cannot regenerate the answer keys.
 */
export function newestSession(dataDir: string): { seed: string; set: DrillSet } {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    const row = db
      .prepare('SELECT seed, spec_json FROM sessions ORDER BY started_at DESC, rowid DESC LIMIT 1')
      .get() as { seed: string; spec_json: string } | undefined;
    if (!row) throw new Error('no session has been started');
    return { seed: row.seed, set: JSON.parse(row.spec_json) as DrillSet };
  } finally {
    db.close();
  }
}

/** The item behind a prompt id ("item-<i>"), generated again from its set and the session's seed. */
export function itemFor(set: DrillSet, seed: string, itemId: string): DrillItem {
  const index = Number(itemId.slice(itemId.lastIndexOf('-') + 1));
  const cacheKey = `${set.title}|${seed}`;
  let items = generated.get(cacheKey);
  if (!items) {
    const made = generateItems(set, seed);
    if (!made.ok) throw new Error(made.error);
    items = made.items;
    generated.set(cacheKey, items);
  }
  const item = items[index];
  if (!item || item.id !== itemId) throw new Error(`no item ${itemId} for seed ${seed}`);
  return item;
}

/** Coup calls worked out from the cards on the table (Tasmania 8, 10, 11), to cross-check the generator. */
export function fromScene(prompt: Omit<Prompt, 'index' | 'total'>): Response | null {
  const p = prompt.scene.player.map((c) => c.card);
  const b = prompt.scene.banker.map((c) => c.card);
  const two = (cards: Card[]) => handPoint(cards.slice(0, 2));
  switch (prompt.form.type) {
    case 'points':
      if (p.length !== 2 || b.length !== 2) return null;
      return {
        type: 'points',
        player: two(p),
        banker: two(b),
        natural: isNatural(two(p)) || isNatural(two(b)),
      };
    case 'draw':
      if (prompt.form.hand === 'player') return { type: 'draw', draw: playerDraws(two(p), two(b)) };
      return { type: 'draw', draw: bankerDraws(two(b), p[2] === undefined ? null : cardValue(p[2]), two(p)) };
    case 'result': {
      const pp = handPoint(p);
      const bp = handPoint(b);
      return { type: 'result', winner: pp > bp ? 'player' : bp > pp ? 'banker' : 'tie' };
    }
    default:
      return null;
  }
}

/** A response that is certainly wrong, of the same form. */
export function wrong(r: Response, prompt: Omit<Prompt, 'index' | 'total'>): Response {
  switch (r.type) {
    case 'points':
      return { ...r, player: (r.player + 1) % 10 };
    case 'draw':
      return { type: 'draw', draw: !r.draw };
    case 'result':
      return { type: 'result', winner: r.winner === 'player' ? 'banker' : 'player' };
    case 'amount':
      return { type: 'amount', amount: r.amount + 100 };
    case 'choice': {
      const options = prompt.form.type === 'choice' ? prompt.form.options : [];
      const other = options.find((o) => o.key !== r.choice);
      if (!other) throw new Error('a choice with one option');
      return { type: 'choice', choice: other.key };
    }
    case 'settle-table':
      return { type: 'settle-table', actions: r.actions.slice(0, -1) };
    case 'chips': {
      // One chip of the house's smallest: never the payment, the exchange or the change asked for.
      const smallest = builtInProfile(prompt.scene.profileId)?.chips[0] ?? 1;
      return { type: 'chips', chips: [{ value: smallest, count: 1 }] };
    }
  }
}

function amountKeys(cents: number): string[] {
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  return [...(fraction === '00' ? whole : `${whole}.${fraction}`)];
}

/** The keys a trainee presses to give a response (the renderer's key map). */
export function keysFor(r: Response, prompt: Omit<Prompt, 'index' | 'total'>): string[] {
  switch (r.type) {
    case 'points':
      return [String(r.player), String(r.banker), ...(r.natural ? ['n'] : []), 'Enter'];
    case 'draw':
      return [r.draw ? 'd' : 's'];
    case 'result':
      return [r.winner === 'player' ? 'p' : r.winner === 'banker' ? 'b' : 't'];
    case 'amount':
      return [...amountKeys(r.amount), 'Enter'];
    case 'choice':
      return [r.choice];
    case 'settle-table': {
      const keys: string[] = [];
      const open = new Set(prompt.scene.bets.map((b) => b.id));
      for (const a of r.actions) {
        const bet = prompt.scene.bets.find((b) => b.id === a.betId);
        if (!bet) throw new Error(`no bet ${a.betId}`);
        keys.push('Escape', String(bet.seat));
        const atSeat = prompt.scene.bets.filter((b) => b.seat === bet.seat && open.has(b.id));
        if (atSeat.length > 1) keys.push(BET_KEYS[bet.on]);
        if (a.action === 'take') keys.push('t');
        else if (a.action === 'push') keys.push('l');
        else {
          keys.push('p', ...amountKeys(a.amount), 'Enter');
          // A Banker win at a box-collection table: the commission box mark (Tasmania 12.2; casino guide).
          if (a.commission !== undefined) keys.push(...amountKeys(a.commission), 'Enter');
        }
        open.delete(bet.id);
      }
      keys.push('Escape', 'Enter');
      return keys;
    }
    case 'chips': {
      // Each chip by its tray key (the house's denominations, smallest first), then Enter.
      const chips = builtInProfile(prompt.scene.profileId)?.chips ?? [];
      return [
        ...r.chips.flatMap((c) =>
          Array.from({ length: c.count }, () => CHIP_KEYS[chips.indexOf(c.value)] as string),
        ),
        'Enter',
      ];
    }
  }
}

/** "Seat 4 Banker: paid $40.00, box $2.00" for a payment with a commission box mark, as the running list shows it. */
export function boxMark(a: SettleAction): string[] {
  if (a.commission === undefined) return [];
  const seat = a.betId.match(/^s(\d+)-banker$/)?.[1];
  return [`Seat ${seat} Banker: paid ${formatCents(a.amount, '$')}, box ${formatCents(a.commission, '$')}`];
}

// ---------- driving the page ----------

/** Screenshots at the three window sizes the app is made for, into the test's output, each after `ready` (e.g.
 *  scroll a field into view); `fullPage` takes the whole scrolled page. The window is left at 1280×800. */
export async function shotsAtSizes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  ready?: () => Promise<void>,
  fullPage = false,
): Promise<void> {
  for (const [w, h] of WINDOW_SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await ready?.();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${w}x${h}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Waits for the prompt to be fully shown; returns its item, step and the generated step behind it. */
export async function currentStep(page: Page, dataDir: string) {
  const step = page.locator('[data-phase="answering"]');
  await expect(step).toBeVisible();
  const itemId = (await step.getAttribute('data-item-id')) ?? '';
  const stepNo = Number(await step.getAttribute('data-step'));
  const { set, seed } = newestSession(dataDir);
  const item = itemFor(set, seed, itemId);
  const s = item.steps[stepNo];
  if (!s) throw new Error(`no step ${stepNo} in ${itemId}`);
  return { item, step: s };
}

/** The cards on the table are the deal the generator made (nothing more, nothing less, face up as dealt). */
export async function expectSceneShown(page: Page, prompt: Omit<Prompt, 'index' | 'total'>): Promise<void> {
  const shown = async (hand: string) =>
    page
      .locator(`[data-hand="${hand}"] [data-card]`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  const want = (cards: Prompt['scene']['player']) => cards.map((c) => (c.faceUp ? c.card : 'back'));
  expect(await shown('player')).toEqual(want(prompt.scene.player));
  expect(await shown('banker')).toEqual(want(prompt.scene.banker));
  expect(await page.locator('[data-bet-id]').count()).toBe(prompt.scene.bets.length);
}

export async function press(page: Page, keys: readonly string[]): Promise<void> {
  for (const k of keys) await page.keyboard.press(k);
}
