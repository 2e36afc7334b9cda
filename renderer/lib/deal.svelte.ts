// The deal of one scene as the table plays it: which cards come out of the shoe and when (Player, Banker, Player,
// Banker, then the third cards: Tasmania 9.2, 11), their sounds, and the moment every card is in place. Created by
// the table component while it is set up (its effects belong to the component), read by it to draw the cards.
import { untrack } from 'svelte';
import type { SceneCard, TableScene } from '../../core/drills/types.ts';
import { cardBackUrl, cardUrl } from './assets.ts';
import { dealDuration, dealOrder, type DealStep, type DealTiming } from './motion.ts';
import { play } from './sound.ts';

export interface DealInput {
  readonly scene: TableScene;
  readonly timing: DealTiming;
  /** Cards already on the table from an earlier step of the same item: not dealt again. */
  readonly before: { player: number; banker: number };
  readonly ondealt?: (() => void) | undefined;
}

/** How one card comes onto the table: when it leaves the shoe, and how long it slides and turns. */
export interface CardDeal {
  readonly delayMs: number;
  readonly slideMs: number;
  readonly flipMs: number;
  readonly reduced: boolean;
}

export class Deal {
  readonly #input: () => DealInput;
  readonly steps: DealStep[] = $derived.by(() => {
    const { scene, before, timing } = this.#input();
    return dealOrder({ player: scene.player.length, banker: scene.banker.length }, before, timing);
  });
  readonly #animated = $derived.by(() => {
    const t = this.#input().timing;
    return t.intervalMs > 0 || t.slideMs > 0;
  });
  /** The deal has begun: the cards to deal are drawn (each waits for its turn). */
  started = $state(false);
  /** Every card of the deal is in place and turned. */
  finished = $state(false);

  constructor(input: () => DealInput) {
    this.#input = input;
    // The deal starts once the table has been drawn and the artwork of the cards to deal is decoded (at most a
    // quarter of a second), so neither building the screen nor parsing the SVGs eats into the slide of a card.
    $effect(() => {
      if (!this.#animated || this.started || typeof requestAnimationFrame !== 'function') {
        this.started = true;
        return;
      }
      let cancelled = false;
      let frame = 0;
      const urls = untrack(() => this.#urls());
      const decoded = Promise.all(
        urls.map((url) => {
          const img = new Image();
          img.src = url;
          return img.decode().catch(() => undefined);
        }),
      );
      const cap = new Promise((resolve) => setTimeout(resolve, 250));
      void Promise.race([decoded, cap]).then(() => {
        if (!cancelled) frame = requestAnimationFrame(() => (this.started = true));
      });
      return () => {
        cancelled = true;
        cancelAnimationFrame(frame);
      };
    });

    // The deal's sounds and its end, on the same clock as the CSS animations.
    $effect(() => {
      if (!this.started) return;
      performance.mark('bdt:deal-start');
      const { scene, timing, ondealt } = untrack(() => this.#input());
      const steps = untrack(() => this.steps);
      const total = dealDuration(steps, timing);
      const timers: ReturnType<typeof setTimeout>[] = [];
      for (const step of steps) {
        timers.push(setTimeout(() => play('card-slide'), step.atMs));
        if (scene[step.hand][step.index]?.faceUp)
          timers.push(setTimeout(() => play('card-turn'), step.atMs + timing.slideMs));
      }
      const done = () => {
        this.finished = true;
        ondealt?.();
      };
      if (total === 0) queueMicrotask(done);
      else timers.push(setTimeout(done, total));
      return () => timers.forEach(clearTimeout);
    });
  }

  #urls(): string[] {
    const { scene } = this.#input();
    const urls = this.steps.flatMap((step) => {
      const c: SceneCard | undefined = scene[step.hand][step.index];
      const face = c?.faceUp ? cardUrl(c.card) : undefined;
      return face ? [face] : [];
    });
    const back = cardBackUrl();
    if (back) urls.push(back);
    return urls;
  }

  /** How this card is dealt; null when it is simply on the table (dealt before, or no animation). */
  of(hand: 'player' | 'banker', index: number): CardDeal | null {
    const step = this.steps.find((s) => s.hand === hand && s.index === index);
    const timing = this.#input().timing;
    if (step === undefined || (timing.intervalMs === 0 && timing.slideMs === 0)) return null;
    return { delayMs: step.atMs, slideMs: timing.slideMs, flipMs: timing.flipMs, reduced: timing.reduced };
  }

  /** Is the card on the table yet (drawn once the deal has started, or at once if it is not being dealt)? */
  shows(hand: 'player' | 'banker', index: number): boolean {
    return this.started || this.of(hand, index) === null;
  }
}
