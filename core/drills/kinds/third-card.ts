// Third-card calls (Tasmania 11). Step 1: does the Player draw? Step 2: given the Player's third card (or none),
// does the Banker draw? basic: any coup (naturals included: neither draws); standard: no naturals;
// hard: only the Banker 3–6 decisions, one step, with the Player's hand complete.
// Here playerPoint and bankerPoint are the two-card points the decisions are made on.
import { z } from 'zod';
import { cardLabel, cardValue } from '../../cards.ts';
import type { Coup } from '../../coup.ts';
import { buildItem, type DrillKindModule, type StepSpec } from './kind.ts';
import {
  afterPlayerScene,
  bankerDrawKey,
  describeConstraints,
  difficultyWords,
  inRange,
  initialScene,
  playerDrawKey,
  playerThirdCard,
  pointRange,
  digits,
} from './coup-drills.ts';
import { thirdCardImpossible } from './third-card-feasibility.ts';
import { ref } from '../../i18n/say.ts';

export const thirdCardConstraints = z
  .object({
    /** Two-card points. */
    playerPoint: pointRange.optional(),
    bankerPoint: pointRange.optional(),
    natural: z.boolean().optional(),
    /** The Player draws a third card. */
    playerThirdCard: z.boolean().optional(),
    /** The value of the Player's third card (implies the Player draws). */
    playerThirdValue: pointRange.optional(),
    bankerDraws: z.boolean().optional(),
  })
  .strict();
type ThirdCardConstraints = z.infer<typeof thirdCardConstraints>;

function matches(c: Coup, k: ThirdCardConstraints): boolean {
  const third = playerThirdCard(c);
  return (
    inRange(c.playerFirstPoint, k.playerPoint) &&
    inRange(c.bankerFirstPoint, k.bankerPoint) &&
    (k.natural === undefined || c.natural === k.natural) &&
    (k.playerThirdCard === undefined || c.playerDrew === k.playerThirdCard) &&
    (k.playerThirdValue === undefined || (third !== null && inRange(cardValue(third), k.playerThirdValue))) &&
    (k.bankerDraws === undefined || c.bankerDrew === k.bankerDraws)
  );
}

function fitsDifficulty(c: Coup, difficulty: string): boolean {
  if (difficulty === 'standard') return !c.natural;
  if (difficulty === 'hard') return !c.natural && c.bankerFirstPoint >= 3 && c.bankerFirstPoint <= 6;
  return true;
}

export const thirdCard: DrillKindModule = {
  kind: 'third-card',
  label: ref('kind_label_third_card', {}),
  speedTargetMs: 2500,
  constraintFields: [
    { key: 'playerPoint', label: ref('thirdcard_field_player_point', {}), control: 'point' },
    { key: 'bankerPoint', label: ref('thirdcard_field_banker_point', {}), control: 'point' },
    { key: 'natural', label: ref('thirdcard_field_natural', {}), control: 'yes-no' },
    { key: 'playerThirdCard', label: ref('thirdcard_field_player_draws', {}), control: 'yes-no' },
    {
      key: 'playerThirdValue',
      label: ref('thirdcard_field_third_value', {}),
      control: 'point',
      help: ref('thirdcard_field_third_value_help', {}),
    },
    { key: 'bankerDraws', label: ref('thirdcard_field_banker_draws', {}), control: 'yes-no' },
  ],
  caseCandidates: [
    ...digits(3, 6).flatMap((b) => [
      ...digits(0, 9).map((t) => `banker-${b}-vs-${t}`),
      `banker-${b}-vs-none`,
    ]),
    ...digits(0, 7).map((p) => `player-${p <= 5 ? 'draws' : 'stands'}-${p}`),
    'natural-8',
    'natural-9',
  ],
  rule: 'Tasmania 11',
  constraints: thirdCardConstraints,
  generate(ctx) {
    const k = ctx.constraints as ThirdCardConstraints;
    const impossible = thirdCardImpossible(k, ctx.difficulty);
    if (impossible) return { ok: false, error: impossible };
    const dealt = ctx.dealer.dealWhere(
      (c) => matches(c, k) && fitsDifficulty(c, ctx.difficulty),
      describeConstraints(k, difficultyWords(ctx.difficulty)),
    );
    if (!dealt.ok) return dealt;
    const c = dealt.coup;
    const third = playerThirdCard(c);
    const bankerStep: StepSpec = {
      question:
        third === null
          ? ref('coup_q_banker_no_third', {})
          : ref('coup_q_banker_third', { card: cardLabel(third) }),
      scene: afterPlayerScene(ctx.profile, c),
      form: { type: 'draw', hand: 'banker' },
      key: bankerDrawKey(c),
    };
    const steps: StepSpec[] =
      ctx.difficulty === 'hard'
        ? [bankerStep]
        : [
            {
              question: ref('coup_q_player_draws', {}),
              scene: initialScene(ctx.profile, c),
              form: { type: 'draw', hand: 'player' },
              key: playerDrawKey(c),
            },
            bankerStep,
          ];
    return { ok: true, item: buildItem(ctx, 'third-card', steps) };
  },
  constraintsForCase(tag) {
    let m: RegExpMatchArray | null;
    if ((m = tag.match(/^banker-([3-6])-vs-(\d)$/)))
      return { bankerPoint: Number(m[1]), playerThirdValue: Number(m[2]), natural: false };
    if ((m = tag.match(/^banker-([3-6])-vs-none$/)))
      return { bankerPoint: Number(m[1]), playerThirdCard: false, natural: false };
    if ((m = tag.match(/^banker-(?:draws|stands)-(\d)$/)))
      return { bankerPoint: Number(m[1]), natural: false };
    if ((m = tag.match(/^player-(?:draws|stands)-(\d)$/)))
      return { playerPoint: Number(m[1]), natural: false };
    if (tag.match(/^natural-[89]$/)) return { natural: true };
    return null;
  },
};
