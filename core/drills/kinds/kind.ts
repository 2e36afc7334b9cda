// What every drill kind implements, and the context it is generated in. A kind turns a seeded RNG and a dealer of
// real coups into one DrillItem: prompts (safe for the renderer) and answer keys (kept in main until answered).
import type { ZodType } from 'zod';
import type { Card } from '../../cards.ts';
import { dealCoup, type Coup } from '../../coup.ts';
import { conventionRefs } from '../../conventions.ts';
import type { TableProfile } from '../../profiles.ts';
import { CURRENT_SEEDING, type Rng, type Seeding } from '../../rng.ts';
import { CARDS_BEHIND_MARKER } from '../../cut.ts';
import { canStartCoup, cardsLeft, drawCard, newShoe, type Shoe } from '../../shoe.ts';
import type {
  AnswerForm,
  AnswerKey,
  Difficulty,
  DrillItem,
  DrillKind,
  DrillStep,
  SceneCard,
  TableScene,
} from '../types.ts';
import type { Named } from '../../result.ts';
import type { ConstraintField } from './constraint-field.ts';
import type { Phrase } from '../../i18n/phrase.ts';
import { ref, type MessageRef } from '../../i18n/say.ts';

/** A coup, or why none was dealt: a message, said in the reader's language (issue 24). */
export type DealResult = Named<'coup', Coup, MessageRef>;
/** An item, or why the kind cannot make one at this house with these constraints: a message (issue 24), the field it
 *  is about first where there is one ("stake: ..."), as the set editor shows it. */
export type KindResult = Named<'item', DrillItem, MessageRef>;

/** Deals coups from real shoes of the profile's deck count, one shoe after another. */
export interface CoupDealer {
  readonly decks: number;
  /** The next coup of the shoe; a new shoe is shuffled when Tasmania 9.4 forbids another coup. */
  deal(): Coup;
  /** Tasmania 9.4 forbids another coup from this shoe: the next coup dealt is the first of a new shoe. */
  shoeFinished(): boolean;
  /**
   * The first coup dealt that satisfies `predicate` (rejection sampling, so coups are unbiased inside the
   * constraint). After MAX_DEAL_ATTEMPTS coups without one, an error naming `what`: an impossible constraint
   * is an error, not a hang.
   */
  dealWhere(predicate: (coup: Coup) => boolean, what: Phrase): DealResult;
  /** The next `n` cards in shoe order (n ≤ 20), for scenarios built from real cards (irregularities). */
  cards(n: number): Card[];
}

/** Coups dealt before dealWhere gives up; a constraint met once in 20,000 coups is not worth drilling. */
export const MAX_DEAL_ATTEMPTS = 20_000;

/** A dealer whose shoes are seeded from `seed` (shoe k uses `${seed}#k`), so it is deterministic. */
export function createCoupDealer(
  profile: TableProfile,
  seed: string,
  seeding: Seeding = CURRENT_SEEDING,
): CoupDealer {
  let shoes = 0;
  let shoe: Shoe = fresh();

  function fresh(): Shoe {
    return newShoe({ decks: profile.decks, seed: `${seed}#${shoes++}`, seeding, burn: profile.burn });
  }
  function next(): Card {
    const drawn = drawCard(shoe);
    // canStartCoup leaves at least seven cards behind the marker, more than a coup can use.
    if (drawn === null) throw new Error('shoe ran out during a coup');
    shoe = drawn.shoe;
    return drawn.card;
  }
  function deal(): Coup {
    if (!canStartCoup(shoe)) shoe = fresh();
    return dealCoup(next);
  }
  return {
    decks: profile.decks,
    deal,
    shoeFinished: () => !canStartCoup(shoe),
    dealWhere(predicate, what) {
      for (let i = 0; i < MAX_DEAL_ATTEMPTS; i++) {
        const coup = deal();
        if (predicate(coup)) return { ok: true, coup };
      }
      return {
        ok: false,
        error: ref('kindfail_no_coup', { what, attempts: MAX_DEAL_ATTEMPTS.toLocaleString('en') }),
      };
    },
    cards(n) {
      if (!Number.isInteger(n) || n < 1 || n > 20) throw new RangeError(`cards: bad count ${n}`);
      if (!canStartCoup(shoe) || cardsLeft(shoe) - CARDS_BEHIND_MARKER < n) shoe = fresh();
      return Array.from({ length: n }, next);
    },
  };
}

/** Everything a kind needs to generate one item. */
export interface KindContext {
  readonly profile: TableProfile;
  /** This item's RNG (seeded from the set's seed and the item's index). */
  readonly rng: Rng;
  readonly difficulty: Difficulty;
  /** The section's constraints, already validated (and defaulted) by the kind's `constraints` schema. */
  readonly constraints: Record<string, unknown>;
  readonly itemId: string;
  readonly timeLimitMs: number | null;
  /** Shared by the items of one section: coups continue through real shoes. */
  readonly dealer: CoupDealer;
  /** The set reads the stacks (core/drills/read-the-stacks.ts): a question names a bet, not its amount. */
  readonly readTheStacks?: boolean;
}

/** A kind's section in the built-in sets: in each house's practice set of `group` and in each house's assessment. */
export interface StarterSection {
  /** The practice set it joins, `assets/drill-sets/<house>-<group>.json`. */
  readonly group: 'coup-calls' | 'settlement' | 'procedures';
  /** Items in the practice set. */
  readonly count: number;
  /** Items in the house's assessment; 0 leaves the kind out of it. */
  readonly assessmentCount: number;
  readonly difficulty: Difficulty;
  /** Per item (per step); null: untimed. */
  readonly timeLimitMs: number | null;
}

export interface DrillKindModule {
  readonly kind: DrillKind;
  /** The rule the kind drills, e.g. "Tasmania 11". */
  readonly rule: string;
  /** The kind's name on every screen and report, e.g. "Call the hand" (KIND_LABELS has it in English). */
  readonly label: MessageRef;
  /**
   * Median time per response (per step) a practised dealer reaches, in ms (mastery's speed target; DEALING.md: the
   * calls must be instant).
   */
  readonly speedTargetMs: number;
  /** The constraints as the set editor shows them, one per key of the `constraints` schema. */
  readonly constraintFields: readonly ConstraintField[];
  /**
   * Optional: the case tags a trainer may target in a section (core/drills/case-targets.ts); only those
   * constraintsForCase turns into valid constraints are offered.
   */
  readonly caseCandidates?: readonly string[];
  /**
   * Optional: the section the built-in sets give this kind when their files have none (core/drills/starter-sections.ts),
   * so a new kind is drilled in the starter library without editing its files.
   */
  readonly starter?: StarterSection;
  /** The schema of a section's `constraints` object; `{}` must be valid. */
  readonly constraints: ZodType;
  generate(ctx: KindContext): KindResult;
  /**
   * Optional: constraints that target one of this kind's case tags (from AnswerKey.cases), for adaptive
   * practice; null when the tag cannot be targeted.
   */
  constraintsForCase?(tag: string): Record<string, unknown> | null;
}

// ---------- Helpers for building items ----------

export function faceUp(cards: readonly Card[]): SceneCard[] {
  return cards.map((card) => ({ card, faceUp: true }));
}

/** A table scene for the profile: empty layout unless parts are given. */
export function tableScene(
  profile: TableProfile,
  parts: Partial<Omit<TableScene, 'profileId' | 'seats' | 'seatOne' | 'conventions'>> = {},
): TableScene {
  return {
    profileId: profile.id,
    seats: profile.seats,
    player: [],
    banker: [],
    shoeMouth: null,
    bets: [],
    commissionBox: {},
    situation: null,
    seatOne: profile.seatOne,
    conventions: conventionRefs(profile),
    ...parts,
  };
}

/** One step as a kind describes it; buildItem fills in ids, numbering and the time limit. */
export interface StepSpec {
  readonly question: Phrase;
  readonly scene: TableScene;
  readonly form: AnswerForm;
  readonly key: AnswerKey;
}

export function buildItem(ctx: KindContext, kind: DrillKind, steps: readonly StepSpec[]): DrillItem {
  if (steps.length === 0) throw new Error(`${kind}: an item needs at least one step`);
  const built: DrillStep[] = steps.map((s, step) => ({
    prompt: {
      itemId: ctx.itemId,
      kind,
      step,
      steps: steps.length,
      question: s.question,
      scene: s.scene,
      form: s.form,
      timeLimitMs: ctx.timeLimitMs,
    },
    key: s.key,
  }));
  return { id: ctx.itemId, kind, difficulty: ctx.difficulty, steps: built };
}
