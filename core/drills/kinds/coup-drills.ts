// What the coup kinds (call-hand, third-card, result, whole-coup) share: constraints on a coup, the scenes of a
// coup as it is dealt (cards appear only when they have left the shoe), and the answer keys with their working.
import { z } from 'zod';
import { cardLabel, cardValue, handPoint, type Card } from '../../cards.ts';
import type { Coup } from '../../coup.ts';
import { resultCallRef } from '../../dealer-calls.ts';
import { ref, sentences, type MessageRef } from '../../i18n/say.ts';
import type { TableProfile } from '../../profiles.ts';
import type { AnswerKey, Difficulty, TableScene } from '../types.ts';
import { faceUp, tableScene } from './kind.ts';
import { english } from '../../i18n/phrase.ts';
import { CONSTRAINT_WORDS } from './constraint-words.ts';

const digit = z.number().int().min(0).max(9);

/** A point: one value (6) or an inclusive range ([3, 6]). */
export const pointRange = z.union([
  digit,
  z.tuple([digit, digit]).refine(([lo, hi]) => lo <= hi, { message: english(CONSTRAINT_WORDS.rangeOrder) }),
]);
export type PointRange = z.infer<typeof pointRange>;

export function inRange(value: number, range: PointRange | undefined): boolean {
  if (range === undefined) return true;
  if (typeof range === 'number') return value === range;
  return value >= range[0] && value <= range[1];
}

/** Constraints on a finished coup (result, whole-coup, call-hand): points are the final points. */
export const coupConstraints = z
  .object({
    winner: z.enum(['player', 'banker', 'tie']).optional(),
    /** Final points (the two-card points for call-hand at basic difficulty). */
    playerPoint: pointRange.optional(),
    bankerPoint: pointRange.optional(),
    /** Either hand has a natural 8 or 9. */
    natural: z.boolean().optional(),
    playerThirdCard: z.boolean().optional(),
    bankerThirdCard: z.boolean().optional(),
  })
  .strict();
export type CoupConstraints = z.infer<typeof coupConstraints>;

export function coupMatches(c: Coup, k: CoupConstraints, points: 'first' | 'final' = 'final'): boolean {
  const p = points === 'first' ? c.playerFirstPoint : c.playerPoint;
  const b = points === 'first' ? c.bankerFirstPoint : c.bankerPoint;
  return (
    (k.winner === undefined || c.winner === k.winner) &&
    inRange(p, k.playerPoint) &&
    inRange(b, k.bankerPoint) &&
    (k.natural === undefined || c.natural === k.natural) &&
    (k.playerThirdCard === undefined || c.playerDrew === k.playerThirdCard) &&
    (k.bankerThirdCard === undefined || c.bankerDrew === k.bankerThirdCard)
  );
}

/** For a failure to deal ("standard difficulty, winner "banker", bankerPoint 6"): each constraint's name and value as
 *  the set's file writes them (codes, the same in every language), after `extra` (a difficulty, "a third card"). */
export function describeConstraints(k: Record<string, unknown>, extra?: MessageRef): MessageRef {
  const parts: MessageRef[] = Object.entries(k)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => ref('kindfail_constraint', { name, value: JSON.stringify(v) }));
  if (extra) parts.unshift(extra);
  return listed(parts) || ref('kindfail_no_constraint', {});
}

/** "a, b, c" in the reader's language ("a、b、c" in Chinese); a list of none is the empty string. */
export function listed(parts: readonly MessageRef[]): MessageRef | '' {
  return parts.reduceRight<MessageRef | ''>(
    (rest, first) => (rest === '' ? first : ref('kindfail_list', { first, rest })),
    '',
  );
}

/** "standard difficulty", for describeConstraints. */
export function difficultyWords(difficulty: Difficulty): MessageRef {
  return ref(`kindfail_difficulty_${difficulty}`, {});
}

// ---------- Scenes: only the cards dealt so far ----------

export function playerThirdCard(c: Coup): Card | null {
  return c.playerDrew ? (c.player[2] as Card) : null;
}

/** After the initial deal (Tasmania 9.2): two cards each. */
export function initialScene(profile: TableProfile, c: Coup): TableScene {
  return tableScene(profile, { player: faceUp(c.player.slice(0, 2)), banker: faceUp(c.banker.slice(0, 2)) });
}

/** After the Player's third card (if any), before the Banker's. */
export function afterPlayerScene(profile: TableProfile, c: Coup): TableScene {
  return tableScene(profile, { player: faceUp(c.player), banker: faceUp(c.banker.slice(0, 2)) });
}

export function finalScene(profile: TableProfile, c: Coup): TableScene {
  return tableScene(profile, { player: faceUp(c.player), banker: faceUp(c.banker) });
}

// ---------- Keys ----------

/** "Player K♦ 5♠: 0 + 5 = 5" or "Banker 7♥ 8♣: 7 + 8 = 15, less 10 = 5". */
export function pointWorking(side: 'player' | 'banker', cards: readonly Card[]): MessageRef {
  const values = cards.map(cardValue);
  const sum = values.reduce((a, v) => a + v, 0);
  const point = handPoint(cards);
  const said = {
    hand: ref(side === 'player' ? 'coup_hand_player' : 'coup_hand_banker', {}),
    cards: cards.map(cardLabel).join(' '),
    values: values.join(' + '),
    sum,
  };
  return sum >= 10
    ? ref('coup_point_sum_less', { ...said, less: sum - point, point })
    : ref('coup_point_sum', said);
}

/** The points call: after the initial deal ('first') or of the finished hands ('final'). */
export function pointsKey(c: Coup, at: 'first' | 'final'): AnswerKey {
  const pc = at === 'first' ? c.player.slice(0, 2) : c.player;
  const bc = at === 'first' ? c.banker.slice(0, 2) : c.banker;
  const p = handPoint(pc);
  const b = handPoint(bc);
  const naturals: MessageRef[] = [];
  if (c.playerNatural) naturals.push(ref('call_player_natural', { point: c.playerFirstPoint }));
  if (c.bankerNatural) naturals.push(ref('call_banker_natural', { point: c.bankerFirstPoint }));
  const cases = [`points-${p}-${b}`];
  if (c.natural)
    cases.push(
      `natural-${Math.max(c.playerNatural ? c.playerFirstPoint : 0, c.bankerNatural ? c.bankerFirstPoint : 0)}`,
    );
  if (pc.length + bc.length > 4) cases.push('three-cards');
  if ([...pc, ...bc].some((card) => cardValue(card) === 0)) cases.push('ten-or-court');
  if ([pc, bc].some((h) => h.reduce((a, card) => a + cardValue(card), 0) >= 10)) cases.push('over-ten');
  return {
    expected: { type: 'points', player: p, banker: b, natural: c.natural },
    answerText: sentences(ref('call_points', { player: p, banker: b }), ...naturals),
    working: ref(c.natural ? 'coup_points_working_natural' : 'coup_points_working_none', {
      player: pointWorking('player', pc),
      banker: pointWorking('banker', bc),
    }),
    rule: c.natural ? 'Tasmania 8, 10.1, 11' : 'Tasmania 8, 10.1',
    cases,
    redLine: false,
  };
}

/** "Banker has a natural 9: neither hand draws." */
function naturalText(c: Coup): MessageRef {
  if (c.playerNatural && c.bankerNatural) return ref('coup_natural_both', {});
  return c.playerNatural
    ? ref('coup_natural_player', { point: c.playerFirstPoint })
    : ref('coup_natural_banker', { point: c.bankerFirstPoint });
}

function naturalCase(c: Coup): string {
  return `natural-${Math.max(c.playerNatural ? c.playerFirstPoint : 0, c.bankerNatural ? c.bankerFirstPoint : 0)}`;
}

/** Tasmania 11: the Player's decision on the two-card points. */
export function playerDrawKey(c: Coup): AnswerKey {
  const p = c.playerFirstPoint;
  const working = c.natural
    ? naturalText(c)
    : ref(p <= 5 ? 'coup_player_draws_working' : 'coup_player_stands_working', {
        player: p,
        banker: c.bankerFirstPoint,
      });
  return {
    expected: { type: 'draw', draw: c.playerDrew },
    answerText: ref(c.playerDrew ? 'call_player_draws' : 'call_player_stands', {}),
    working,
    rule: 'Tasmania 11',
    cases: [c.natural ? naturalCase(c) : `player-${c.playerDrew ? 'draws' : 'stands'}-${p}`],
    redLine: true,
  };
}

/** The rows of Tasmania 11's table for Banker 3–6, in words, and its "no card" column. */
const BANKER_ROW: Record<number | 'none', MessageRef> = {
  3: ref('coup_row_3', {}),
  4: ref('coup_row_4', {}),
  5: ref('coup_row_5', {}),
  6: ref('coup_row_6', {}),
  none: ref('coup_row_none', {}),
};

/** Tasmania 11: the Banker's decision on its two-card point and the Player's third card (or none). */
export function bankerDrawKey(c: Coup): AnswerKey {
  const b = c.bankerFirstPoint;
  const third = playerThirdCard(c);
  const v = third === null ? null : cardValue(third);
  let working: MessageRef;
  let tag: string;
  if (c.natural) {
    working = naturalText(c);
    tag = naturalCase(c);
  } else if (b <= 2) {
    working = ref('coup_banker_low_working', { banker: b });
    tag = `banker-draws-${b}`;
  } else if (b === 7) {
    working = ref('coup_banker_seven_working', {});
    tag = 'banker-stands-7';
  } else {
    const decision = ref(c.bankerDrew ? 'coup_decision_draw' : 'coup_decision_stand', {});
    const row = BANKER_ROW[third === null ? 'none' : b] as MessageRef;
    working =
      third === null
        ? ref('coup_banker_vs_none_working', { banker: b, decision, row })
        : ref('coup_banker_vs_card_working', {
            banker: b,
            card: cardLabel(third),
            value: v ?? 0,
            decision,
            row,
          });
    tag = `banker-${b}-vs-${v ?? 'none'}`;
  }
  return {
    expected: { type: 'draw', draw: c.bankerDrew },
    answerText: ref(c.bankerDrew ? 'call_banker_draws' : 'call_banker_stands', {}),
    working,
    rule: 'Tasmania 11',
    // The table-of-play cell (Banker point × Player's third card) for the error heat map, on every row.
    cases: c.natural || tag.startsWith(`banker-${b}-vs-`) ? [tag] : [tag, `banker-${b}-vs-${v ?? 'none'}`],
    redLine: true,
  };
}

const WINNER_WORDS = {
  player: ref('coup_winner_player', {}),
  banker: ref('coup_winner_banker', {}),
  tie: ref('coup_winner_tie', {}),
};

/** Tasmania 6.6–6.8, 10.2–10.3: the winner and the dealer's announcement. */
export function resultKey(c: Coup): AnswerKey {
  const call = resultCallRef(c.winner, c.playerPoint, c.bankerPoint);
  const cases = [
    `result-${c.winner}`,
    c.winner === 'tie'
      ? `tie-${c.playerPoint}`
      : `${c.winner}-wins-${c.winner === 'player' ? c.playerPoint : c.bankerPoint}`,
  ];
  if (c.natural) cases.push(naturalCase(c));
  return {
    expected: { type: 'result', winner: c.winner },
    answerText: ref('coup_result_answer', { winner: WINNER_WORDS[c.winner], call }),
    working: ref(c.winner === 'tie' ? 'coup_result_working_tie' : 'coup_result_working_win', {
      player: pointWorking('player', c.player),
      banker: pointWorking('banker', c.banker),
    }),
    rule: c.winner === 'tie' ? 'Tasmania 6.8, 10.2' : 'Tasmania 6.6–6.7, 10.2–10.3',
    cases,
    redLine: false,
  };
}

/** Targets for the case tags above (adaptive practice); points are two-card points for draw tags. */
export function constraintsForCoupCase(tag: string): Record<string, unknown> | null {
  let m: RegExpMatchArray | null;
  if (/^natural-[89]$/.test(tag)) return { natural: true };
  if ((m = tag.match(/^result-(player|banker|tie)$/))) return { winner: m[1] };
  if ((m = tag.match(/^(player|banker)-wins-(\d)$/))) return { winner: m[1], [`${m[1]}Point`]: Number(m[2]) };
  if ((m = tag.match(/^tie-(\d)$/))) return { winner: 'tie', playerPoint: Number(m[1]) };
  if ((m = tag.match(/^points-(\d)-(\d)$/))) return { playerPoint: Number(m[1]), bankerPoint: Number(m[2]) };
  if (tag === 'three-cards') return { playerThirdCard: true };
  return null;
}

/** The whole numbers from..to, for case tags by point. */
export const digits = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The case tags a coup drill can target (core/drills/case-targets.ts). */
export const COUP_TAGS = [
  'result-player',
  'result-banker',
  'result-tie',
  'natural-8',
  'natural-9',
  'three-cards',
  ...digits(0, 9).map((n) => `player-wins-${n}`),
  ...digits(0, 9).map((n) => `banker-wins-${n}`),
  ...digits(0, 9).map((n) => `tie-${n}`),
];
