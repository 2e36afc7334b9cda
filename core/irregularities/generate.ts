// Realistic irregularity scenarios from real shoes: a seeded shoe (shuffled, cut, marker, optional burn) is played
// coup by coup, every coup boundary where the irregularity could happen becomes a candidate, and one candidate of
// the wanted outcome is picked uniformly. Deterministic from the Rng.
import type { Card } from '../cards.ts';
import { newShoe, type Shoe } from '../shoe.ts';
import { cardsFrom, dealInOrder } from '../coup.ts';
import type { Rng } from '../rng.ts';
import {
  resolve,
  IRREGULARITY_KINDS,
  type IrregularityKind,
  type ProcedureId,
  type Resolution,
  type Scenario,
} from '../irregularities.ts';
import { failure, type StatedFailure } from '../i18n/failure.ts';
import { ref } from '../i18n/say.ts';

/** Shoes tried before a request is declared impossible; the most a coup takes. */
const MAX_SHOES = 200;
const MAX_COUP_CARDS = 6;

/** The outcomes a generator can aim for, by kind: the correct procedure, and for 14.3 whether the Banker then draws. */
export const SCENARIO_VARIANTS = {
  'player-card-in-error': ['card-to-banker', 'mouth-of-shoe-non-betting-next', 'mouth-of-shoe-reshuffle'],
  'excess-card': ['first-card-next-hand', 'set-aside'],
  'banker-card-for-player': ['banker-draws', 'banker-stands'],
  'face-up-in-shoe': ['use-by-table-of-play', 'mouth-of-shoe-non-betting-next', 'mouth-of-shoe-reshuffle'],
  'insufficient-cards': ['initial-deal', 'third-card'],
  'order-unknown': ['void-coup'],
  'last-coup': ['last-coup', 'no-new-coup', 'deal-normally'],
} as const satisfies Record<IrregularityKind, readonly string[]>;

export type ScenarioVariant = (typeof SCENARIO_VARIANTS)[IrregularityKind][number];

export interface GeneratedScenario {
  readonly scenario: Scenario;
  readonly resolution: Resolution;
  readonly variant: ScenarioVariant;
}

export interface GenerateOptions {
  readonly decks: number;
  readonly kind?: IrregularityKind;
  /** One of SCENARIO_VARIANTS[kind]; by default a variant is picked uniformly, so rare outcomes are drilled too. */
  readonly variant?: ScenarioVariant;
  readonly burn?: boolean;
}

/** Cards the coup starting at `i` takes, or null if the shoe runs out. */
function coupLength(cards: readonly Card[], i: number): number | null {
  const deal = dealInOrder(cardsFrom(cards, i));
  return deal.complete ? deal.dealt.length : null;
}

/** Coup start positions of a shoe played from its current position, then the position where play stopped. */
export function coupStarts(shoe: Shoe): number[] {
  const starts: number[] = [];
  let position = shoe.position;
  for (;;) {
    starts.push(position);
    if (position > shoe.markerIndex) break; // Tasmania 9.4: canStartCoup
    const n = coupLength(shoe.cards, position);
    if (n === null) break;
    position += n;
  }
  return starts;
}

function variantOf(kind: IrregularityKind, s: Scenario, r: Resolution): ScenarioVariant {
  if (kind === 'banker-card-for-player')
    return r.hands.banker.length === 3 ? 'banker-draws' : 'banker-stands';
  if (kind === 'insufficient-cards') return r.drawn.length < 4 ? 'initial-deal' : 'third-card';
  void s;
  return r.procedure as ProcedureId & ScenarioVariant;
}

/** Outcomes that only occur within a coup or two of the marker card: only those boundaries are searched. */
const AT_MARKER: readonly ScenarioVariant[] = ['mouth-of-shoe-reshuffle', 'set-aside'];

/**
 * Every scenario of `kind` a shoe offers at a coup boundary (and, for 14.4, every place in the coup), in random
 * order, so the first one that resolves to the wanted variant is a uniform pick among them.
 */
function candidates(kind: IrregularityKind, variant: ScenarioVariant, shoe: Shoe, rng: Rng): Scenario[] {
  const out: Scenario[] = [];
  const nearMarker = kind === 'last-coup' || AT_MARKER.includes(variant);
  const starts = coupStarts(shoe);
  // 14.5 can only happen where play stops: the last coup boundary.
  for (const position of kind === 'insufficient-cards' ? starts.slice(-1) : starts) {
    // Near the marker means within two coups of it: the only boundaries where those outcomes can happen.
    if (nearMarker && position < shoe.markerIndex - 2 * MAX_COUP_CARDS) continue;
    const at = { ...shoe, position };
    if (kind === 'face-up-in-shoe') {
      for (let offset = 0; offset <= MAX_COUP_CARDS; offset++) out.push({ kind, shoe: at, offset });
    } else if (kind === 'order-unknown') {
      // Cards are knocked together once at least two are on the table, usually after the initial deal.
      out.push({ kind, shoe: at, after: rng.between(2, MAX_COUP_CARDS) });
    } else {
      out.push({ kind, shoe: at } as Scenario);
    }
  }
  return rng.shuffle(out);
}

/** A marker placed in error `behind` cards from the back (for 14.5; the rule's own marker leaves seven). */
function misplacedMarker(shoe: Shoe, behind: number): Shoe {
  return { ...shoe, markerIndex: shoe.cards.length - behind };
}

/** A realistic scenario from real shoes; an impossible request (a variant that never occurs) is an error value, a
 *  message (issue 24: the drill set's failure to deal, said in the reader's language). */
export function generateScenario(
  rng: Rng,
  opts: GenerateOptions,
): { ok: true; value: GeneratedScenario } | StatedFailure {
  const kind = opts.kind ?? rng.pick(IRREGULARITY_KINDS);
  const variants: readonly ScenarioVariant[] = SCENARIO_VARIANTS[kind];
  const variant = opts.variant ?? rng.pick(variants);
  if (!variants.includes(variant)) {
    return failure(ref('kindfail_irr_not_variant', { variant, kind, variants: variants.join(', ') }));
  }
  for (let tries = 0; tries < MAX_SHOES; tries++) {
    let shoe = newShoe({
      decks: opts.decks,
      seed: rng.childSeed(),
      seeding: rng.seeding,
      burn: opts.burn ?? false,
    });
    if (kind === 'insufficient-cards') shoe = misplacedMarker(shoe, rng.between(1, 5));
    for (const scenario of candidates(kind, variant, shoe, rng)) {
      const r = resolve(scenario);
      if (!r.ok) continue;
      if (kind === 'order-unknown' && !r.value.next.deal) continue; // keep "play continues" true in the options
      const v = variantOf(kind, scenario, r.value);
      // "Deal as normal" only where it can be known before the deal: the marker is at least a whole coup away.
      if (v === 'deal-normally' && scenario.shoe.markerIndex - scenario.shoe.position < MAX_COUP_CARDS)
        continue;
      if (v === variant) return { ok: true, value: { scenario, resolution: r.value, variant: v } };
    }
  }
  return failure(ref('kindfail_irr_not_found', { kind, variant, shoes: MAX_SHOES }));
}
