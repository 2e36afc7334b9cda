// Realistic irregularity scenarios from real shoes: a seeded shoe (shuffled, cut, marker, optional burn) is played
// coup by coup, every coup boundary where the irregularity could happen becomes a candidate, and one candidate of
// the wanted outcome is picked uniformly. Deterministic from the Rng.
import { newShoe, canStartCoup, type Shoe } from '../shoe.ts';
import type { Rng } from '../rng.ts';
import {
  coupAt,
  resolve,
  IRREGULARITY_KINDS,
  type IrregularityKind,
  type ProcedureId,
  type Resolution,
  type Scenario,
} from '../irregularities.ts';

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

export type GenerateResult = { ok: true; value: GeneratedScenario } | { ok: false; error: string };

/** Coup start positions of a shoe played from its current position, then the position where play stopped. */
export function coupStarts(shoe: Shoe): number[] {
  const starts: number[] = [];
  let s = shoe;
  for (;;) {
    starts.push(s.position);
    if (!canStartCoup(s)) break;
    const c = coupAt(s);
    if (!c) break;
    s = { ...s, position: s.position + c.dealt.length };
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

/** Every scenario of `kind` a shoe offers at a coup boundary (and, for 14.4 and 14.6, every place in the coup). */
function candidates(kind: IrregularityKind, shoe: Shoe, rng: Rng): Scenario[] {
  const out: Scenario[] = [];
  for (const position of coupStarts(shoe)) {
    const at = { ...shoe, position };
    if (kind === 'face-up-in-shoe') {
      const c = coupAt(at);
      if (!c) continue;
      for (let offset = 0; offset <= c.dealt.length; offset++) out.push({ kind, shoe: at, offset });
    } else if (kind === 'order-unknown') {
      const c = coupAt(at);
      // Cards are knocked together once at least two are on the table, usually after the initial deal.
      if (c) out.push({ kind, shoe: at, after: rng.between(2, c.dealt.length) });
    } else if (kind === 'last-coup') {
      // Only the boundaries around the marker make the question a real one.
      if (position >= shoe.markerIndex - 2 * MAX_COUP_CARDS) out.push({ kind, shoe: at });
    } else {
      out.push({ kind, shoe: at } as Scenario);
    }
  }
  return out;
}

/** A marker placed in error `behind` cards from the back (for 14.5; the rule's own marker leaves seven). */
function misplacedMarker(shoe: Shoe, behind: number): Shoe {
  return { ...shoe, markerIndex: shoe.cards.length - behind };
}


/** A realistic scenario from real shoes; an impossible request (a variant that never occurs) is an error value. */
export function generateScenario(rng: Rng, opts: GenerateOptions): GenerateResult {
  const kind = opts.kind ?? rng.pick(IRREGULARITY_KINDS);
  const variants: readonly ScenarioVariant[] = SCENARIO_VARIANTS[kind];
  const variant = opts.variant ?? rng.pick(variants);
  if (!variants.includes(variant)) {
    return {
      ok: false,
      error: `"${variant}" is not a variant of ${kind}: use one of ${variants.join(', ')}`,
    };
  }
  for (let tries = 0; tries < MAX_SHOES; tries++) {
    let shoe = newShoe({ decks: opts.decks, seed: rng.nextUint32(), burn: opts.burn ?? false });
    if (kind === 'insufficient-cards') shoe = misplacedMarker(shoe, rng.between(1, 5));
    const matches: GeneratedScenario[] = [];
    for (const scenario of candidates(kind, shoe, rng)) {
      const r = resolve(scenario);
      if (!r.ok) continue;
      if (kind === 'order-unknown' && !r.value.next.deal) continue; // keep "play continues" true in the options
      const v = variantOf(kind, scenario, r.value);
      // "Deal as normal" only where it can be known before the deal: the marker is at least a whole coup away.
      if (v === 'deal-normally' && scenario.shoe.markerIndex - scenario.shoe.position < MAX_COUP_CARDS) continue;
      if (v === variant) matches.push({ scenario, resolution: r.value, variant: v });
    }
    if (matches.length > 0) return { ok: true, value: rng.pick(matches) };
  }
  return { ok: false, error: `no ${kind} scenario of variant ${variant} found in ${MAX_SHOES} shoes` };
}
