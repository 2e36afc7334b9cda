// The profile form's model (issue 12): a table profile as the trainer types it. Amounts are dollars-and-cents text
// (stored as integer cents, by string arithmetic), odds and counts are text, so a bad entry can be typed and shown
// with its message (profile-read.ts turns the text back into a profile).
import type { TableProfile } from '../../core/profiles.ts';
import { pushWord } from '../../core/push-word.ts';
import { DRILL_KINDS, type DrillKind } from '../../core/drills/types.ts';
import { DEFAULT_HOUSE_TARGETS } from '../../core/progress/levels.ts';
import { paceTarget } from '../../core/pace-target.ts';
import { amountText } from './money.ts';

export interface OddsDraft {
  pays: string;
  per: string;
}
export interface LimitDraft {
  min: string;
  max: string;
}
export const MARGINS = ['4', '5', '6', '7', '8', '9'] as const;
export type Margin = (typeof MARGINS)[number];

export interface SkillTargetDraft {
  on: boolean;
  /** Whole per cent. */
  accuracy: string;
  /** Seconds, as typed ("2.5"). */
  pace: string;
}

export interface ProfileDraft {
  id: string;
  name: string;
  description: string;
  source: string;
  currencyCode: string;
  currencySymbol: string;
  decks: string;
  seats: '7' | '9';
  bankerKind: 'commission' | 'six-pays-half';
  commission: OddsDraft;
  collection: 'deducted' | 'box';
  rounding: 'exact' | 'down' | 'up';
  roundOn: 'mark' | 'total';
  tie: OddsDraft;
  perfectPairsOn: boolean;
  perfectPairs: { mixed: OddsDraft; coloured: OddsDraft; perfect: OddsDraft };
  pairsOn: boolean;
  pairs: OddsDraft;
  superSixOn: boolean;
  superSix: OddsDraft;
  dragonOn: boolean;
  dragon: { natural: OddsDraft; margins: Record<Margin, OddsDraft> };
  limits: { main: LimitDraft; tie: LimitDraft; side: LimitDraft };
  /** Empty: none posted. */
  maxCollectiveLiability: string;
  /** Dollars, smallest first, separated by commas or spaces: "0.25, 1, 5, 25". */
  chips: string;
  betUnit: string;
  burn: boolean;
  squeeze: boolean;
  competitionOn: boolean;
  competition: { indicatorCard: boolean; secretWagers: string; unit: string };
  seatOne: TableProfile['seatOne'];
  cutOfferFirst: TableProfile['cutOfferFirst'];
  settlementOrder: TableProfile['settlementOrder'];
  fractionalCents: TableProfile['fractionalCents'];
  chipPayment: TableProfile['chipPayment']['kind'];
  /** With 'at-most': the most chips of one denomination in a payment. */
  chipPaymentMax: string;
  /** The house's pace target, coups an hour (issue 23, the pace lab). */
  paceCoupsPerHour: string;
  /** The house's word for a push (issue 23; core/push-word.ts). */
  pushWord: string;
  targetsOn: boolean;
  minAnswered: string;
  skills: Record<DrillKind, SkillTargetDraft>;
}

const oddsDraft = (o: { pays: number; per: number } | undefined, fallback: [number, number]): OddsDraft => ({
  pays: String(o?.pays ?? fallback[0]),
  per: String(o?.per ?? fallback[1]),
});
const money = (cents: number): string => amountText(cents);
const seconds = (ms: number): string => String(ms / 1000);

/** The form's text for a profile. Side bets the profile does not offer get the usual tables, switched off. */
export function draftFromProfile(p: TableProfile): ProfileDraft {
  const banker = p.banker.kind === 'commission' ? p.banker : null;
  const targets = p.targets;
  const skills = {} as Record<DrillKind, SkillTargetDraft>;
  for (const kind of DRILL_KINDS) {
    const own = targets?.skills.find((s) => s.kind === kind);
    const inDefault = DEFAULT_HOUSE_TARGETS.skills.includes(kind);
    skills[kind] = {
      on: targets ? own !== undefined : inDefault,
      accuracy: String(own?.accuracy ?? Math.round(DEFAULT_HOUSE_TARGETS.accuracy * 100)),
      pace: seconds(own?.paceMs ?? DEFAULT_HOUSE_TARGETS.speedMs[kind]),
    };
  }
  const m = p.dragonBonus?.margins;
  const usualDragon: Record<Margin, number> = { '4': 1, '5': 2, '6': 4, '7': 6, '8': 10, '9': 30 };
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    source: p.source,
    currencyCode: p.currency.code,
    currencySymbol: p.currency.symbol,
    decks: String(p.decks),
    seats: p.seats === 9 ? '9' : '7',
    bankerKind: p.banker.kind,
    commission: oddsDraft(banker?.odds, [19, 20]),
    collection: banker?.collection ?? 'deducted',
    rounding: banker?.rounding ?? 'exact',
    roundOn: banker?.roundOn ?? 'mark',
    tie: oddsDraft(p.tie, [8, 1]),
    perfectPairsOn: p.perfectPairs !== null,
    perfectPairs: {
      mixed: oddsDraft(p.perfectPairs?.mixed, [6, 1]),
      coloured: oddsDraft(p.perfectPairs?.coloured, [12, 1]),
      perfect: oddsDraft(p.perfectPairs?.perfect, [25, 1]),
    },
    pairsOn: p.pairs !== null,
    pairs: oddsDraft(p.pairs?.odds, [11, 1]),
    superSixOn: p.superSix !== null,
    superSix: oddsDraft(p.superSix?.odds, [12, 1]),
    dragonOn: p.dragonBonus !== null,
    dragon: {
      natural: oddsDraft(p.dragonBonus?.natural, [1, 1]),
      margins: Object.fromEntries(MARGINS.map((k) => [k, oddsDraft(m?.[k], [usualDragon[k], 1])])) as Record<
        Margin,
        OddsDraft
      >,
    },
    limits: {
      main: { min: money(p.limits.main.min), max: money(p.limits.main.max) },
      tie: { min: money(p.limits.tie.min), max: money(p.limits.tie.max) },
      side: { min: money(p.limits.side.min), max: money(p.limits.side.max) },
    },
    maxCollectiveLiability:
      p.limits.maxCollectiveLiability === null ? '' : money(p.limits.maxCollectiveLiability),
    chips: p.chips.map(money).join(', '),
    betUnit: money(p.betUnit),
    burn: p.burn,
    squeeze: p.squeeze,
    competitionOn: p.competition !== null,
    competition: {
      indicatorCard: p.competition?.indicatorCard ?? true,
      secretWagers: String(p.competition?.secretWagers ?? 3),
      unit: money(p.competition?.unit ?? 100),
    },
    seatOne: p.seatOne,
    cutOfferFirst: p.cutOfferFirst,
    settlementOrder: p.settlementOrder,
    fractionalCents: p.fractionalCents,
    chipPayment: p.chipPayment.kind,
    chipPaymentMax: String(p.chipPayment.kind === 'at-most' ? p.chipPayment.max : 4),
    // A profile saved before the field shows the default for its style of table; saving states it.
    paceCoupsPerHour: String(paceTarget(p).coupsPerHour),
    pushWord: pushWord(p),
    targetsOn: targets !== undefined,
    minAnswered: String(targets?.minAnswered ?? DEFAULT_HOUSE_TARGETS.minAnswered),
    skills,
  };
}
