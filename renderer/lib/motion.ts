// Deal timing: how long each step of a deal takes at the trainee's speed, and whether cards move or only appear.

export interface DealTiming {
  /** Between one card leaving the shoe and the next. */
  readonly intervalMs: number;
  /** A card's slide from the shoe to its place. */
  readonly slideMs: number;
  /** A card turning face up. */
  readonly flipMs: number;
  /** Reduced motion: the same steps, without movement (cards appear in place, turn without rotating). */
  readonly reduced: boolean;
}

// Brisk at 1×: a drill deals many coups, and the trainee can slow it down in settings.
const BASE = { intervalMs: 80, slideMs: 150, flipMs: 100 };

/** speed: the settings' multiplier (0.5 slow .. 3 fast); out-of-range values are clamped. */
export function dealTiming(speed: number, reduced: boolean): DealTiming {
  const s = Math.min(3, Math.max(0.5, Number.isFinite(speed) ? speed : 1));
  const scale = (ms: number) => Math.round(ms / s);
  return {
    intervalMs: scale(BASE.intervalMs),
    slideMs: reduced ? 0 : scale(BASE.slideMs),
    flipMs: reduced ? 0 : scale(BASE.flipMs),
    reduced,
  };
}

/** No animation at all: component tests and replays that show the table at once. */
export const INSTANT: DealTiming = { intervalMs: 0, slideMs: 0, flipMs: 0, reduced: true };

export interface DealStep {
  readonly hand: 'player' | 'banker';
  readonly index: number;
  /** When the card leaves the shoe, from the start of the deal. */
  readonly atMs: number;
  /** When it has turned face up (or landed face down). */
  readonly doneMs: number;
}

/**
 * The order a dealer deals the cards of a scene: Player, Banker, Player, Banker, then the Player's third card and the
 * Banker's (Tasmania 9.2, 11). Cards already on the table (`before`, from an earlier step of the same item) are not
 * dealt again.
 */
export function dealOrder(
  counts: { player: number; banker: number },
  before: { player: number; banker: number },
  timing: DealTiming,
): DealStep[] {
  const order: { hand: 'player' | 'banker'; index: number }[] = [];
  for (let i = 0; i < 3; i++) {
    if (i < counts.player) order.push({ hand: 'player', index: i });
    if (i < counts.banker) order.push({ hand: 'banker', index: i });
  }
  const fresh = order.filter((o) => o.index >= (o.hand === 'player' ? before.player : before.banker));
  return fresh.map((o, k) => {
    const atMs = k * timing.intervalMs;
    return { ...o, atMs, doneMs: atMs + timing.slideMs + timing.flipMs };
  });
}

/** When the last card of a deal is in place and turned: the prompt is fully shown from then. */
export function dealDuration(steps: readonly DealStep[], timing: DealTiming): number {
  if (steps.length === 0) return 0;
  const last = Math.max(...steps.map((s) => s.doneMs));
  // Reduced motion still shows the steps one by one; the last appears at its own time.
  return timing.reduced ? last + (steps.length > 1 ? timing.intervalMs : 0) : last;
}
