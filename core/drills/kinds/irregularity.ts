// Irregularities (Tasmania 14.1-14.6) and the last coup (9.4): a scenario from a real shoe shown on the table; step 1
// chooses the procedure among realistic options; where the procedure decides the hands (14.1, 14.3, 14.4), step 2
// chooses the resulting hands and result. basic: no scenarios at the marker (no last-hand or set-aside variants),
// four options; standard: every variant, five options; hard: every variant, six options.
// The scenario comes from core/irregularities/generate.ts, which plays its own seeded shoes (it needs the marker and
// the cards after the coup), seeded from the item's RNG, so items stay deterministic.
import { z } from 'zod';
import { cardLabel, type Card } from '../../cards.ts';
import { cardsFrom, dealInOrder, type Coup } from '../../coup.ts';
import {
  coupAt,
  handsLabelRef,
  IRREGULARITY_KINDS,
  type IrregularityKind,
  procedureLabelRef,
  type Resolution,
  type Scenario,
} from '../../irregularities.ts';
import { generateScenario, SCENARIO_VARIANTS, type ScenarioVariant } from '../../irregularities/generate.ts';
import { asksForHands, handsOptions, procedureOptions } from '../../irregularities/options.ts';
import type { TableProfile } from '../../profiles.ts';
import type { Rng } from '../../rng.ts';
import type { ChoiceOption, SceneCard, TableScene } from '../types.ts';
import { buildItem, faceUp, tableScene, type DrillKindModule, type StepSpec } from './kind.ts';
import { BASE_LANGUAGE } from '../../i18n/languages.ts';
import { ref, say, type MessageRef } from '../../i18n/say.ts';
import { english } from '../../i18n/phrase.ts';
import { CONSTRAINT_WORDS } from './constraint-words.ts';

const ALL_VARIANTS = [...new Set(Object.values(SCENARIO_VARIANTS).flat())] as [
  ScenarioVariant,
  ...ScenarioVariant[],
];

export const irregularityConstraints = z
  .object({
    /** Which irregularity (by default any, chosen uniformly). */
    irregularity: z.enum(IRREGULARITY_KINDS).optional(),
    /** An outcome of that irregularity, one of SCENARIO_VARIANTS[irregularity]. */
    variant: z.enum(ALL_VARIANTS).optional(),
  })
  .strict()
  .refine((k) => k.variant === undefined || k.irregularity !== undefined, {
    message: english(CONSTRAINT_WORDS.variantNeedsIrregularity),
    path: ['variant'],
  })
  .refine(
    (k) =>
      k.variant === undefined ||
      k.irregularity === undefined ||
      (SCENARIO_VARIANTS[k.irregularity] as readonly string[]).includes(k.variant),
    { message: english(CONSTRAINT_WORDS.variantNotOutcome), path: ['variant'] },
  );
type IrregularityConstraints = z.infer<typeof irregularityConstraints>;

/** Outcomes at the marker card: left out at basic difficulty. */
const MARKER_VARIANTS: readonly ScenarioVariant[] = ['mouth-of-shoe-reshuffle', 'set-aside'];
const BASIC_KINDS = IRREGULARITY_KINDS.filter((k) => k !== 'insufficient-cards');

const KEYS = ['1', '2', '3', '4', '5', '6'];
const OPTION_COUNT = { basic: 4, standard: 5, hard: 6 } as const;

/**
 * What the trainee knows about the marker once `position` cards have left the shoe, for a hand that began at `start`
 * and whose cards known to be its own end at `handEnd` (exclusive); `next` names the card taken after them ("the excess
 * card"). Says when the marker appeared: before the hand, during it (the last hand), or only after the hand was
 * complete (not the last hand: Tasmania 9.4 then decides what follows). `complete`: the hand is known to be complete
 * at `handEnd` (not so for 14.1, where the card dealt in error may yet be the Banker's).
 */
function markerWords(
  shoe: Scenario['shoe'],
  start: number,
  handEnd: number,
  position: number,
  next: string | MessageRef,
  complete = true,
): MessageRef {
  const m = shoe.markerIndex;
  if (position < m) return ref('irr_marker_not_yet', {});
  if (start >= m) return ref('irr_marker_at_start', {});
  if (position === m) return ref('irr_marker_showing', {});
  if (m < handEnd) return ref('irr_marker_during', {});
  return ref(complete ? 'irr_marker_after_complete' : 'irr_marker_just_before', { next });
}

/** The first `n` cards of a coup, split into the hands they were dealt to (P, B, P, B, then third cards). */
function dealtSoFar(c: Coup, n: number): { player: Card[]; banker: Card[] } {
  return dealInOrder(cardsFrom(c.dealt.slice(0, n)));
}

function flagged(card: Card, flag: SceneCard['flag'], faceUpCard = true): SceneCard {
  return { card, faceUp: faceUpCard, flag };
}

function list(cards: readonly Card[]): string {
  return cards.map(cardLabel).join(' ');
}

/** The table as the dealer sees it when the irregularity is noticed, and the situation in words (no answer in it). */
export function irregularityScene(profile: TableProfile, s: Scenario, r: Resolution): TableScene {
  const p = s.shoe.position;
  const coup = coupAt(s.shoe);
  switch (s.kind) {
    case 'player-card-in-error': {
      const c = coup as NonNullable<typeof coup>;
      const card = r.card as Card;
      return tableScene(profile, {
        player: [...faceUp(c.player), flagged(card, 'misdealt')],
        banker: faceUp(c.banker.slice(0, 2)),
        situation: ref('irr_sit_player_card', {
          player: list(c.player),
          banker: list(c.banker.slice(0, 2)),
          card: cardLabel(card),
          marker: markerWords(
            s.shoe,
            p,
            p + c.player.length + 2,
            p + c.player.length + 3,
            cardLabel(card),
            false,
          ),
        }),
      });
    }
    case 'excess-card': {
      const c = coup as NonNullable<typeof coup>;
      return tableScene(profile, {
        player: faceUp(c.player),
        banker: faceUp(c.banker),
        shoeMouth: flagged(r.card as Card, 'excess', false),
        situation: ref('irr_sit_excess', {
          marker: markerWords(
            s.shoe,
            p,
            p + c.dealt.length,
            p + c.dealt.length + 1,
            ref('irr_the_excess_card', {}),
          ),
        }),
      });
    }
    case 'banker-card-for-player': {
      const c = coup as NonNullable<typeof coup>;
      const card = r.card as Card;
      return tableScene(profile, {
        player: faceUp(c.player.slice(0, 2)),
        banker: [...faceUp(c.banker.slice(0, 2)), flagged(card, 'misdealt')],
        situation: ref('irr_sit_banker_card', {
          player: c.playerFirstPoint,
          banker: c.bankerFirstPoint,
          card: cardLabel(card),
          marker: markerWords(s.shoe, p, p + c.dealt.length, p + 5, cardLabel(card)),
        }),
      });
    }
    case 'face-up-in-shoe': {
      const c = coup as NonNullable<typeof coup>;
      const shown = c.dealt.slice(0, s.offset);
      const { player, banker } = dealtSoFar(c, s.offset);
      const card = cardLabel(r.card as Card);
      // With the marker next in the shoe, the face-up card is the one behind it. Whether that is during or after the
      // hand is for the trainee to work out (it is whether the coup still needs a card): the feedback says which.
      const found =
        p + s.offset === s.shoe.markerIndex && p < s.shoe.markerIndex
          ? ref('irr_found_behind_marker', { card })
          : ref('irr_found_next', {
              card,
              marker: markerWords(s.shoe, p, p + c.dealt.length, p + s.offset, card),
            });
      const situation =
        shown.length === 0
          ? ref('irr_sit_face_up_before', { found })
          : shown.length === 1
            ? ref('irr_sit_face_up_after_one', { found })
            : ref('irr_sit_face_up_after', { count: shown.length, found });
      return tableScene(profile, {
        player: faceUp(player),
        banker: faceUp(banker),
        shoeMouth: flagged(r.card as Card, 'exposed'),
        situation,
      });
    }
    case 'insufficient-cards': {
      const behind = s.shoe.cards.length - s.shoe.markerIndex;
      return tableScene(profile, {
        player: faceUp(r.hands.player),
        banker: faceUp(r.hands.banker),
        situation:
          behind === 1
            ? ref('irr_sit_insufficient_one', { drawn: r.drawn.length })
            : ref('irr_sit_insufficient', { behind, drawn: r.drawn.length }),
      });
    }
    case 'order-unknown':
      return tableScene(profile, {
        situation: ref('irr_sit_order_unknown', { after: s.after, cards: list(r.drawn) }),
      });
    case 'last-coup': {
      const m = s.shoe.markerIndex;
      if (p > m) {
        // The marker comes out after cards[m - 1]: cards[m] .. cards[p - 1] were drawn after it.
        const after = p - m;
        return tableScene(profile, {
          situation: after === 1 ? ref('irr_sit_last_after_one', {}) : ref('irr_sit_last_after', { after }),
        });
      }
      if (p === m) {
        return tableScene(profile, {
          situation: ref('irr_sit_last_showing', {}),
        });
      }
      const c = coup as NonNullable<typeof coup>;
      if (p + c.dealt.length > m) {
        const { player, banker } = dealtSoFar(c, m - p);
        return tableScene(profile, {
          player: faceUp(player),
          banker: faceUp(banker),
          situation: ref('irr_sit_last_reaching', {
            ordinal: ref(`irr_ordinal_${m - p + 1}` as 'irr_ordinal_1', {}),
          }),
        });
      }
      return tableScene(profile, {
        situation: ref('irr_sit_last_remain', { count: m - p }),
      });
    }
  }
}

function shuffledOptions<T>(
  rng: Rng,
  correct: T,
  wrong: readonly T[],
  n: number,
): { items: T[]; answer: number } {
  const items = [correct, ...wrong.slice(0, n - 1)];
  rng.shuffle(items);
  return { items, answer: items.indexOf(correct) };
}

/** Each irregularity by name, with its section: "Excess card drawn (14.2)" (a message, issue 24). */
export function irregularityLabelRef(kind: IrregularityKind): MessageRef {
  return ref(`irreg_label_${kind.replace(/-/g, '_')}` as 'irreg_label_excess_card', {});
}

/** The irregularities in English, for what still writes English (the case targets, core/drills/case-targets.ts). */
export const IRREGULARITY_LABELS = Object.fromEntries(
  IRREGULARITY_KINDS.map((k) => [k, say(irregularityLabelRef(k), BASE_LANGUAGE)]),
) as Record<IrregularityKind, string>;

/** How a scenario turns out, for the trainer's "How it turns out" choice ("Mouth of shoe reshuffle"). */
function variantLabelRef(variant: ScenarioVariant): MessageRef {
  return ref(`irreg_variant_${variant.replace(/-/g, '_')}` as 'irreg_variant_set_aside', {});
}

/** Every way a scenario can turn out, over all irregularities. */
const VARIANTS = [...new Set(Object.values(SCENARIO_VARIANTS).flat())];

export const irregularity: DrillKindModule = {
  kind: 'irregularity',
  label: ref('kind_label_irregularity', {}),
  speedTargetMs: 20_000,
  constraintFields: [
    {
      key: 'irregularity',
      label: ref('irreg_field_irregularity', {}),
      control: 'choice',
      options: IRREGULARITY_KINDS.map((k) => ({ value: k, label: irregularityLabelRef(k) })),
    },
    {
      key: 'variant',
      label: ref('irreg_field_variant', {}),
      control: 'choice',
      options: VARIANTS.map((v) => ({ value: v, label: variantLabelRef(v) })),
      help: ref('irreg_field_variant_help', {}),
    },
  ],
  caseCandidates: IRREGULARITY_KINDS.flatMap((k) => [
    `irr-${k}`,
    ...(SCENARIO_VARIANTS[k] as readonly string[]).map((v) => `irr-${k}-${v}`),
  ]),
  rule: 'Tasmania 14, 9.4',
  constraints: irregularityConstraints,
  generate(ctx) {
    const k = ctx.constraints as IrregularityConstraints;
    const basic = ctx.difficulty === 'basic';
    const kind = k.irregularity ?? ctx.rng.pick(basic ? BASIC_KINDS : IRREGULARITY_KINDS);
    const variants = (SCENARIO_VARIANTS[kind] as readonly ScenarioVariant[]).filter(
      (v) => !basic || !MARKER_VARIANTS.includes(v),
    );
    const variant = k.variant ?? ctx.rng.pick(variants.length > 0 ? variants : SCENARIO_VARIANTS[kind]);
    const g = generateScenario(ctx.rng, { decks: ctx.profile.decks, burn: ctx.profile.burn, kind, variant });
    if (!g.ok) return { ok: false, error: g.phrase };
    const { scenario: s, resolution: r } = g.value;
    const scene = irregularityScene(ctx.profile, s, r);
    const n = OPTION_COUNT[ctx.difficulty];
    const cases = [`irr-${kind}`, `irr-${kind}-${variant}`];

    const procs = procedureOptions(s, r);
    const p = shuffledOptions(
      ctx.rng,
      r.procedure,
      procs.filter((x) => x !== r.procedure),
      n,
    );
    const procOptions: ChoiceOption[] = p.items.map((id, i) => ({
      key: KEYS[i] as string,
      label: procedureLabelRef(id),
    }));
    const steps: StepSpec[] = [
      {
        question: ref('irr_question_procedure', {}),
        scene,
        form: { type: 'choice', options: procOptions },
        key: {
          expected: { type: 'choice', choice: KEYS[p.answer] as string },
          answerText: procedureLabelRef(r.procedure),
          // Where step 2 asks for the hands, this step's feedback must not give them (or the result) away.
          working: asksForHands(r) ? r.procedureExplanation : r.explanation,
          rule: r.rule,
          cases,
          redLine: false,
        },
      },
    ];
    if (asksForHands(r)) {
      const all = handsOptions(s, r);
      const h = shuffledOptions(ctx.rng, all[0] as (typeof all)[number], all.slice(1), n);
      steps.push({
        // Neutral wording: naming the procedure here would give away step 1's answer in an assessment.
        question: ref('irr_question_hands', {}),
        scene,
        form: {
          type: 'choice',
          options: h.items.map((x, i) => ({ key: KEYS[i] as string, label: handsLabelRef(x) })),
        },
        key: {
          expected: { type: 'choice', choice: KEYS[h.answer] as string },
          answerText: handsLabelRef(r.hands),
          working: r.explanation,
          rule: r.rule,
          cases: [...cases, `irr-${kind}-hands`],
          // Declaring the wrong result pays losing bets.
          redLine: true,
        },
      });
    }
    return { ok: true, item: buildItem(ctx, 'irregularity', steps) };
  },
  constraintsForCase(tag) {
    if (!tag.startsWith('irr-')) return null;
    const rest = tag.slice(4);
    const kind = [...IRREGULARITY_KINDS].sort((a, b) => b.length - a.length).find((x) => rest.startsWith(x));
    if (!kind) return null;
    const tail = rest.slice(kind.length + 1);
    if (tail === '' || tail === 'hands') return { irregularity: kind };
    return (SCENARIO_VARIANTS[kind] as readonly string[]).includes(tail)
      ? { irregularity: kind, variant: tail }
      : null;
  },
};
