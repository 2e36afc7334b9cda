// The screens' checks and scenes, shared by the reference run (screens.e2e.ts) and the pseudo-locale run
// (pseudo-locale.e2e.ts, issue 24): the scenes from fixed seeds, what "in view" and "nothing overlapping" mean, and the
// trainer screens' fixed history.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { DrillSet } from '../../core/drills/spec.ts';
import type { DrillKind } from '../../core/drills/types.ts';
import type { SessionView } from '../../contract/index.ts';
import { playSession } from '../support/play.ts';
import { expect, REPO_ROOT, type TrainerHarness } from './harness.ts';

export const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

export interface Scene {
  readonly name: string;
  readonly kind: DrillKind;
  /** A built-in profile's id, or a profile of its own (the nine-seat table). */
  readonly profile: string | object;
  readonly constraints?: Record<string, unknown>;
  /** The seed's name, when the scene deals another scene's coup (default: its own name). */
  readonly seed?: string;
  /** Keys pressed once the prompt is shown (e.g. settle some bets, or answer to see the feedback). */
  readonly keys?: readonly string[];
}

/** The starter library's nine-seat table (Tasmania 1: seven or nine seats). */
const NINE_SEATS = (
  JSON.parse(
    readFileSync(join(REPO_ROOT, 'assets', 'drill-sets', 'tasmania-9-seat-settlement.json'), 'utf8'),
  ) as { profile: object }
).profile;

export const SCENES: readonly Scene[] = [
  { name: 'call-hand', kind: 'call-hand', profile: 'tasmania' },
  { name: 'third-card', kind: 'third-card', profile: 'tasmania' },
  { name: 'result', kind: 'result', profile: 'deltin' },
  { name: 'whole-coup', kind: 'whole-coup', profile: 'tasmania-federal' },
  { name: 'payout', kind: 'payout', profile: 'dragon-bonus' },
  { name: 'commission', kind: 'commission', profile: 'tasmania' },
  { name: 'settle-table', kind: 'settle-table', profile: 'deltin' },
  {
    name: 'settle-table-9-seats',
    kind: 'settle-table',
    profile: NINE_SEATS,
    keys: ['ArrowRight', 't', 'ArrowRight', 'p', '5', '0', 'Enter'],
  },
  {
    // Paying a bet: the settlement's tallest form (its keypad under the area keys, the list and the buttons).
    name: 'settle-table-9-seats-paying',
    seed: 'settle-table-9-seats',
    kind: 'settle-table',
    profile: NINE_SEATS,
    keys: ['ArrowRight', 't', 'ArrowRight', 'p', '5', '0'],
  },
  {
    // Marking the commission box (Tasmania 12: collected in the box at this house): its three-line hint over the
    // keypad, with Table settled still in view.
    name: 'settle-table-box',
    kind: 'settle-table',
    profile: 'casino-guide',
    constraints: { winner: 'banker', sideBets: false },
    // Seat 4's Banker bet ($25) paid, then its commission typed.
    keys: ['4', 'b', 'p', '2', '5', 'Enter', '1', '.', '2', '5'],
  },
  {
    // Many bets settled: the running list shows its latest lines, and "Table settled" stays in view.
    name: 'settle-table-9-seats-many',
    kind: 'settle-table',
    profile: NINE_SEATS,
    keys: Array.from({ length: 12 }, () => ['ArrowRight', 't']).flat(),
  },
  { name: 'irregularity', kind: 'irregularity', profile: 'tasmania' },
  { name: 'procedure', kind: 'procedure', profile: 'dragon-bonus' },
  // What the question names is on the table: the squeeze's face-down cards, the players' seats.
  { name: 'procedure-squeeze', kind: 'procedure', profile: 'tasmania', constraints: { topic: 'squeeze' } },
  { name: 'procedure-puck', kind: 'procedure', profile: 'tasmania', constraints: { topic: 'puck' } },
  // The longest question over the tallest answer form: a pro rata reduction (Tasmania 7.3b) asked as an amount, with
  // the keypad and the seven-chip tray.
  { name: 'pro-rata', kind: 'procedure', profile: 'tasmania', constraints: { topic: 'pro-rata' } },
  // The same with a payment built from chips: the tallest stack the tray draws (eight) moves nothing below it.
  {
    name: 'pro-rata-chips',
    kind: 'procedure',
    profile: 'tasmania',
    constraints: { topic: 'pro-rata' },
    keys: ['t', 't', 't', 'r', 'e', 'e', 'w', 'q', 'q'],
  },
  { name: 'feedback', kind: 'call-hand', profile: 'deltin', keys: ['1', '2', 'Enter'] },
  {
    // The longest feedback: a nine-seat table declared settled with nothing done, every bet's working listed; it
    // scrolls in its own box and the button below it covers none of it.
    name: 'settle-feedback',
    seed: 'settle-table-9-seats',
    kind: 'settle-table',
    profile: NINE_SEATS,
    keys: ['Enter'],
  },
];

export function sceneSet(s: Scene): DrillSet {
  return {
    format: 'baccarat-drill-set',
    version: 1,
    title: `Screens: ${s.name}`,
    description: `One ${s.kind} item for the screen checks.`,
    profile: s.profile,
    sections: [
      {
        kind: s.kind,
        count: 1,
        difficulty: 'standard',
        timeLimitMs: null,
        ...(s.constraints ? { constraints: s.constraints } : {}),
      },
    ],
    passMarks: { overall: 0.5, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  } as DrillSet;
}

/** Starts the scene's set from a fixed seed and opens it with "Start practising" (which resumes an open session). */
export async function openScene(trainer: TrainerHarness, s: Scene): Promise<Page> {
  const { page } = trainer;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
  const summary = await trainer.addDrillSet(sceneSet(s));
  const trainees = await trainer.call('trainees.list');
  if (!trainees.ok || !trainees.value[0]) throw new Error('no trainee');
  trainer.seeds.push(`screens-${s.seed ?? s.name}`);
  const started = await trainer.call('sessions.start', {
    traineeId: trainees.value[0].id,
    drillSetId: summary.id,
  });
  expect(started.ok).toBe(true);
  await trainer.open();
  await page.getByTestId('quick-start').click();
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  for (const k of s.keys ?? []) await page.keyboard.press(k);
  return page;
}

/** Pairs of things on the table that overlap (betting spots by their outline, chip stacks and cards by their box). */
export async function overlapsOnTable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type P = [number, number];
    const svg = document.querySelector('[data-table]') as HTMLElement;
    // Everything in screen pixels: the spots' outlines (in the drawing's units) through the drawing's transform.
    const drawing = (svg.querySelector('svg.layer') as SVGSVGElement).getScreenCTM();
    if (!drawing) return ['the table is not drawn'];
    const toScreen = (m: DOMMatrix, x: number, y: number): P => [
      m.a * x + m.c * y + m.e,
      m.b * x + m.d * y + m.f,
    ];
    const polys = [...svg.querySelectorAll('[data-outline]')].map((el) => ({
      what: `spot ${el.getAttribute('data-seat')}:${el.getAttribute('data-bet-area')}`,
      bet: el.getAttribute('data-bet-id'),
      points: (JSON.parse(el.getAttribute('data-outline') ?? '[]') as P[]).map(([x, y]) =>
        toScreen(drawing, x, y),
      ),
    }));
    // Chip stacks, the amounts under them and cards by their own box, turned as they are drawn (a pile in a spot at
    // the ends of the curve leans with it): the box's corners through the element's transform to the screen.
    const shapes: { what: string; bet: string | null; points: P[] }[] = [];
    const add = (sel: string, name: (e: Element) => string) => {
      for (const el of svg.querySelectorAll(sel)) {
        const g = el as SVGGraphicsElement;
        const b = g.getBBox();
        const m = g.getScreenCTM();
        if (!m) continue;
        shapes.push({
          what: name(el),
          bet: el.closest('[data-bet-chips]')?.getAttribute('data-bet-chips') ?? null,
          points: [
            toScreen(m, b.x, b.y),
            toScreen(m, b.x + b.width, b.y),
            toScreen(m, b.x + b.width, b.y + b.height),
            toScreen(m, b.x, b.y + b.height),
          ],
        });
      }
    };
    const bet = (e: Element) => e.closest('[data-bet-chips]')?.getAttribute('data-bet-chips');
    add('.stack', (e) => `chips of ${bet(e)}`);
    add('.pill', (e) => `amount of ${bet(e)}`);
    add('[data-hand] [data-card]', (e) => `card ${e.getAttribute('data-card')}`);
    const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    const segs = (p1: P, p2: P, q1: P, q2: P) =>
      cross(q1, q2, p1) * cross(q1, q2, p2) < 0 && cross(p1, p2, q1) * cross(p1, p2, q2) < 0;
    const inside = (p: P, poly: P[]) => {
      let hit = false;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i] as P;
        const [xj, yj] = poly[j] as P;
        if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) hit = !hit;
      }
      return hit;
    };
    const polyOverlap = (a: P[], b: P[]) => {
      for (let i = 0; i < a.length; i++)
        for (let j = 0; j < b.length; j++)
          if (segs(a[i] as P, a[(i + 1) % a.length] as P, b[j] as P, b[(j + 1) % b.length] as P)) return true;
      return inside(a[0] as P, b) || inside(b[0] as P, a);
    };
    const found: string[] = [];
    for (let i = 0; i < polys.length; i++)
      for (let j = i + 1; j < polys.length; j++)
        if (polyOverlap(polys[i]!.points, polys[j]!.points))
          found.push(`${polys[i]!.what} / ${polys[j]!.what}`);
    // A bet's own chips and amounts are drawn together (its amount over its bottom chip); anything else meeting is
    // an overlap, and so is a bet's chips or amount over another bet's spot.
    for (let i = 0; i < shapes.length; i++) {
      const a = shapes[i]!;
      for (let j = i + 1; j < shapes.length; j++) {
        const b = shapes[j]!;
        if (a.bet !== null && a.bet === b.bet) continue;
        if (polyOverlap(a.points, b.points)) found.push(`${a.what} / ${b.what}`);
      }
      for (const spot of polys)
        if (spot.bet !== null && spot.bet !== a.bet && polyOverlap(a.points, spot.points))
          found.push(`${a.what} / ${spot.what}`);
    }
    return found;
  });
}

/** Where the table notice's "House conventions" fold is: inside the notice's visible box, hidden (scrolled out of
 *  sight or clipped), or absent (a scene without conventions). */
export async function conventionsFold(page: Page): Promise<'in view' | 'hidden' | 'absent'> {
  return page.evaluate(() => {
    const notice = document.querySelector('.notice');
    const fold = notice?.querySelector('summary');
    if (!notice || !fold) return 'absent';
    const n = notice.getBoundingClientRect();
    const f = fold.getBoundingClientRect();
    return f.height > 0 && f.top >= n.top - 0.5 && f.bottom <= n.bottom + 0.5 ? 'in view' : 'hidden';
  });
}

/** How many lines the question's text takes (its text boxes' distinct tops): issue 23 wants the settle-the-table
 *  question on one line at every size. */
export async function questionLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const q = document.querySelector('[data-testid="question"]');
    if (!q) return 0;
    const range = document.createRange();
    range.selectNodeContents(q);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

/**
 * The question, every control of the answer panel (buttons, inputs, outputs) and every hint and note lie wholly inside
 * the window and inside the panel, and the page does not scroll. The panel is not scrollable (it clips what does not
 * fit), so no scrolling is allowed: a control is either in full view or it fails, whatever the scroll position. Only the
 * list of settled bets and the feedback's body scroll, inside their own boxes, and they are checked as boxes, not line
 * by line.
 */
export async function expectPanelInView(page: Page, size: { width: number; height: number }): Promise<void> {
  const out = await page.evaluate(({ width, height }) => {
    const panel = document.querySelector('.panel');
    if (!panel) return ['no answer panel'];
    const p = panel.getBoundingClientRect();
    const view = {
      left: Math.max(0, p.left),
      top: Math.max(0, p.top),
      right: Math.min(width, p.right),
      bottom: Math.min(height, p.bottom),
    };
    const sel = [
      '[data-testid="question"]',
      '.panel button',
      '.panel input',
      '.panel output',
      '.panel .hint',
      '.panel [role="note"]',
      '.panel ol',
      '[data-testid="feedback"]',
      '[data-scrolls]',
    ].join(', ');
    return (
      [...document.querySelectorAll(sel)]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        // What a scrolling box holds is checked as that box (the feedback's long working scrolls inside it).
        .filter((el) => !el.parentElement?.closest('[data-scrolls]'))
        .flatMap((el) => {
          const b = el.getBoundingClientRect();
          const ok =
            b.left >= view.left - 0.5 &&
            b.top >= view.top - 0.5 &&
            b.right <= view.right + 0.5 &&
            b.bottom <= view.bottom + 0.5;
          const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40);
          return ok
            ? []
            : [
                `${name} at ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`,
              ];
        })
    );
  }, size);
  expect(out, 'question, controls or hints outside the window or the panel').toEqual([]);
  const scroll = await page.evaluate(() => ({
    x: document.scrollingElement!.scrollWidth - innerWidth,
    y: document.scrollingElement!.scrollHeight - innerHeight,
  }));
  expect(scroll).toEqual({ x: 0, y: 0 });
}

// The trainer's screens (issue 18: styled as the studio is): Assessments, the Dashboard and Trainees over a fixed
// history. The backend's clock and the page's are stopped at fixed moments and the zone is named, so every date on
// these screens (a trainee added, last activity, the cohort's period) is the same on every run; the items come from
// fixed seeds, so every accuracy is too.
export const BACKEND_NOW = '2026-03-12T03:00:00Z';
export const PAGE_NOW = '2026-03-13T01:30:00Z';

export async function ok<T>(r: Promise<{ ok: true; value: T } | { ok: false; error: string }>): Promise<T> {
  const x = await r;
  if (!x.ok) throw new Error(x.error);
  return x.value;
}

/** Four trainees with a history: Ada (practice, a passed and a failed assessment, work assigned), Bo (a drill with
 *  misses), Chen (a passed assessment), Dana (nothing yet). The trainer passcode is set (the session open). */
export async function seedTrainerScreens(trainer: TrainerHarness): Promise<void> {
  const db = trainer.backend.store.db();
  if (!db.ok) throw new Error(db.error);
  const play = (view: SessionView, right: (n: number) => boolean, ms: number) =>
    playSession(db.value, view, (r) => trainer.call('sessions.answer', r), {
      right: (_k, n) => right(n),
      responseMs: (_k, n) => ms + (n % 5) * 100,
    });
  const ada = await ok(trainer.call('trainees.create', { name: 'Ada Lovelace', identifier: 'S-101' }));
  const bo = await ok(trainer.call('trainees.create', { name: 'Bo Tran', identifier: 'S-102' }));
  const chen = await ok(trainer.call('trainees.create', { name: 'Chen Wei', identifier: 'S-103' }));
  await ok(trainer.call('trainees.create', { name: 'Dana Okafor' }));
  const session = async (seed: string, traineeId: string, drillSetId: string) => {
    trainer.seeds.push(seed);
    return ok(trainer.call('sessions.start', { traineeId, drillSetId }));
  };
  await play(await session('trainer-screens-1', ada.id, 'tasmania-coup-calls'), (n) => n % 6 !== 5, 1800);
  await play(await session('trainer-screens-2', ada.id, 'tasmania-assessment'), () => true, 2000);
  await play(await session('trainer-screens-3', ada.id, 'tasmania-assessment'), (n) => n % 3 !== 0, 2000);
  await play(await session('trainer-screens-4', chen.id, 'tasmania-assessment'), (n) => n !== 4, 2200);
  trainer.seeds.push('trainer-screens-5');
  const drill = await ok(
    trainer.call('progress.drill', {
      traineeId: bo.id,
      targets: [{ type: 'table-of-play', cell: { banker: 4, third: 2 } }],
      count: 8,
    }),
  );
  await play(drill, (n) => n >= 3, 900);
  await ok(trainer.call('trainer.setPasscode', { passcode: 'e2e-screens-passcode' }));
  // The recovery code (random) is shown once; taken here, so these screens are the tabs alone.
  await ok(trainer.call('trainer.recoveryCode'));
  await ok(
    trainer.call('assignments.assign', {
      drillSetId: 'tasmania-procedures',
      traineeIds: [ada.id, bo.id],
      dueOn: '2026-03-20',
    }),
  );
}

/** Nothing wider than the window: the page does not scroll sideways, and no table scrolls inside its box. */
export async function expectNothingClipped(page: Page): Promise<void> {
  const wide = await page.evaluate(() => {
    const out: string[] = [];
    if (document.scrollingElement!.scrollWidth > innerWidth) out.push('the page scrolls sideways');
    for (const el of document.querySelectorAll('[data-testid="trainer-mode"] *:not(.visually-hidden)')) {
      const e = el as HTMLElement;
      const name = `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
      if (getComputedStyle(e).overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1)
        out.push(`${name} scrolls sideways`);
      if (e.getBoundingClientRect().right > innerWidth + 0.5) out.push(`${name} past the window's edge`);
    }
    return out;
  });
  expect.soft(wide).toEqual([]);
}
