// Table profiles: where houses differ (Tasmania, Federal Baccarat, Dragon Bonus, Deltin), the difference is data,
// validated with a schema so a trainer's own profile gets an error that names the bad field.
import { z } from 'zod';
import type { BetName } from './bets.ts';
// offeredBets lives in bets.ts (no zod), so the renderer can use it without bundling the schema.
export { offeredBets } from './bets.ts';
import { checkDeckCount } from './shoe.ts';
import { DRILL_KINDS } from './drills/types.ts';
import type { Named } from './result.ts';
import { formatIssues } from './format-issues.ts';
import { BASE_LANGUAGE, LANGUAGES, type Language } from './i18n/languages.ts';
import { ref, say, type MessageId, type MessageRef } from './i18n/say.ts';
import { english } from './i18n/phrase.ts';
import { failure } from './i18n/failure.ts';
import { PROFILE_WORDS, profileRefusal } from './profile-issues.ts';

export { formatIssues };

const positiveCents = z.number().int().positive();
const odds = z.object({ pays: z.number().int().positive(), per: z.number().int().positive() }).strict();

const bankerRule = z.discriminatedUnion('kind', [
  z
    .object({
      /** Tasmania 12.2: 19:20, with the 5% either deducted at payment or marked in the commission box. */
      kind: z.literal('commission'),
      odds,
      collection: z.enum(['deducted', 'box']),
      /** Commission to the cent ('exact': a fraction of a cent is charged as a whole cent), or rounded down or up
       *  to the smallest chip. */
      rounding: z.enum(['exact', 'down', 'up']),
      /** Box collection: 'mark' rounds each box mark as it is made; 'total' marks the exact commission and rounds
       *  the total owed when it is collected. A deducted commission is always rounded per payment ('mark'). */
      roundOn: z.enum(['mark', 'total']).default('mark'),
    })
    .strict(),
  z
    .object({
      /** Tasmania 12.4, 13 (Federal Baccarat); Deltin: 1:1, except a Banker win on six pays half. */
      kind: z.literal('six-pays-half'),
    })
    .strict(),
]);

const dragonMargins = z.object({ '4': odds, '5': odds, '6': odds, '7': odds, '8': odds, '9': odds }).strict();

const betLimits = z.object({ min: positiveCents, max: positiveCents }).strict();

/** Issue 13: the house's target for one skill before a dealer works the floor. */
const skillTarget = z
  .object({
    kind: z.enum(DRILL_KINDS),
    /** Whole per cent of the recent answers that must be right. */
    accuracy: z.number().int().min(50).max(100),
    /** The median time per step may be no longer than this. */
    paceMs: z.number().int().min(500).max(600_000),
  })
  .strict();

/** The house's floor-ready targets; a profile without them uses the app's (core/progress/house-targets.ts). */
export const houseTargetsSchema = z
  .object({
    /** Fewer recent answers of a skill than this: not yet judged. */
    minAnswered: z.number().int().min(1).max(1000),
    /** The skills a dealer must hold, each with its accuracy and pace. */
    skills: z.array(skillTarget).min(1).max(DRILL_KINDS.length),
  })
  .strict();

/** A problem the schema's refinement finds, carrying its message (core/profile-issues.ts). */
const custom = (path: (string | number)[], phrase: MessageRef) =>
  ({ code: 'custom', path, message: english(phrase), params: { phrase } }) as const;

export const profileSchema = z
  .object({
    schemaVersion: z.literal(1),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, english(PROFILE_WORDS.idShape)),
    name: z.string().min(1).max(80),
    description: z.string().max(1000),
    /** The rule document and sections this profile follows, shown in feedback. */
    source: z.string().min(1).max(200),
    currency: z.object({ code: z.string().regex(/^[A-Z]{3}$/), symbol: z.string().min(1).max(3) }).strict(),
    decks: z.number().int(),
    seats: z.union([z.literal(7), z.literal(9)]),
    banker: bankerRule,
    tie: odds,
    perfectPairs: z.object({ mixed: odds, coloured: odds, perfect: odds }).strict().nullable(),
    pairs: z.object({ odds }).strict().nullable(),
    superSix: z.object({ odds }).strict().nullable(),
    dragonBonus: z.object({ natural: odds, margins: dragonMargins }).strict().nullable(),
    limits: z
      .object({
        main: betLimits,
        tie: betLimits,
        side: betLimits,
        /** Tasmania 7.3b: all wagers on a hand are reduced pro rata above this total; null when not posted. */
        maxCollectiveLiability: positiveCents.nullable(),
      })
      .strict(),
    /** Chip denominations in cents, smallest first. */
    chips: z.array(positiveCents).min(1).max(12),
    /** Burn at the start of a shoe: turn the first card, burn that many (tens and court cards count ten). */
    burn: z.boolean(),
    /** Tasmania 9.3: cards may be dealt face down and squeezed. */
    squeeze: z.boolean(),
    /** Tasmania 16: competition play rules apply (indicator card, puck, secret wagers). */
    competition: z
      .object({
        indicatorCard: z.boolean(),
        secretWagers: z.number().int().min(0).max(20),
        unit: positiveCents,
      })
      .strict()
      .nullable(),
    /** Cents added to a drill's realistic amounts: bets must be multiples of this. */
    betUnit: positiveCents,
    // ---- House conventions: where the rule documents leave a reading open (docs/PROFILES.md) ----
    /** Which end of the table is seat 1 as the dealer faces the players. Every direction follows it: the cut offer
     *  (Tasmania 5.3, 5.5), the puck (16.5.4), the order of taking and paying. */
    seatOne: z.enum(['dealer-right', 'dealer-left']).default('dealer-right'),
    /** Tasmania 5.3 "the first seated player": the player who sat down first, or the player at the first place
     *  (the occupied place with the lowest number). */
    cutOfferFirst: z.enum(['sat-down-first', 'first-place']).default('sat-down-first'),
    /** 'losers-first': every losing bet is taken before any winner is paid (main bets first in each group);
     *  'main-then-side': the main bets are settled (taken, then paid) before the side bets (taken, then paid). */
    settlementOrder: z.enum(['losers-first', 'main-then-side']).default('losers-first'),
    /** A payout that comes to a fraction of a cent (half of an odd-cent stake; odds such as 3:2): 'down' pays the
     *  whole cents only, 'half-up' rounds to the nearest cent, a half cent up. Commission follows `banker.rounding`. */
    fractionalCents: z.enum(['down', 'half-up']).default('down'),
    /** Issue 23: how the house pays in chips (DEALING.md: "in the house's preferred colours (often the fewest
     *  chips, or the wager's own colours)"). */
    chipPayment: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('fewest') }).strict(),
        z.object({ kind: z.literal('wager-colours') }).strict(),
        z.object({ kind: z.literal('at-most'), max: z.number().int().min(1).max(19) }).strict(),
      ])
      .default({ kind: 'fewest' }),
    /** Issue 23, the pace lab: the house's pace target in coups (hands) an hour. No rule document or DEALING.md gives
     *  one, so it is the house's convention; absent (a profile saved before it), core/pace-target.ts's default for
     *  the table's style applies. */
    paceCoupsPerHour: z
      .number({ message: english(PROFILE_WORDS.paceWhole) })
      .int(english(PROFILE_WORDS.paceWhole))
      .min(10, english(PROFILE_WORDS.paceMin))
      .max(200, english(PROFILE_WORDS.paceMax))
      .optional(),
    /** Issue 23: the house's own word for a push, in every question, option, working and button that names one
     *  (core/push-word.ts: absent, "push", as DEALING.md §5 says it). */
    pushWord: z
      .string({ message: english(PROFILE_WORDS.pushWord) })
      .regex(/^[a-z]+(?:[ '-][a-z]+)*$/, english(PROFILE_WORDS.pushLetters))
      .max(24, english(PROFILE_WORDS.pushLong))
      .optional(),
    /** Issue 13: the house's floor-ready targets (optional; absent: the app's defaults). */
    targets: houseTargetsSchema.optional(),
    /** Issue 24: the language the dealer calls in at this house, the station's call language unless it or the
     *  trainee chose one (absent: English). */
    callLanguage: z
      .enum(LANGUAGES as [Language, ...Language[]], { message: english(PROFILE_WORDS.callLanguage) })
      .optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    const deckError = checkDeckCount(p.decks, p.perfectPairs !== null);
    if (deckError) ctx.addIssue({ code: 'custom', path: ['decks'], message: deckError });
    // Tasmania 12.2: commission pays less than even money (19:20); pays >= per would be no or a negative commission.
    if (p.banker.kind === 'commission' && p.banker.odds.pays >= p.banker.odds.per) {
      const { pays, per } = p.banker.odds;
      ctx.addIssue(custom(['banker', 'odds', 'pays'], ref('err_profile_commission_even', { pays, per })));
    }
    for (const key of ['main', 'tie', 'side'] as const) {
      const l = p.limits[key];
      if (l.min > l.max) {
        ctx.addIssue(
          custom(['limits', key, 'min'], ref('err_profile_min_above_max', { min: l.min, max: l.max })),
        );
      }
    }
    for (let i = 1; i < p.chips.length; i++) {
      if ((p.chips[i] as number) <= (p.chips[i - 1] as number)) {
        ctx.addIssue(custom(['chips', i], PROFILE_WORDS.chipsOrder));
      }
    }
    if (
      p.banker.kind === 'commission' &&
      p.banker.collection === 'deducted' &&
      p.banker.roundOn === 'total'
    ) {
      ctx.addIssue(custom(['banker', 'roundOn'], PROFILE_WORDS.roundOn));
    }
    const seen = new Set<string>();
    p.targets?.skills.forEach((t, i) => {
      if (seen.has(t.kind)) ctx.addIssue(custom(['targets', 'skills', i, 'kind'], PROFILE_WORDS.skillOnce));
      seen.add(t.kind);
    });
    if (p.pairs && p.perfectPairs) {
      ctx.addIssue(custom(['pairs'], PROFILE_WORDS.pairsBoth));
    }
  });

export type TableProfile = z.infer<typeof profileSchema>;

export function validateProfile(input: unknown): Named<'profile', TableProfile> {
  const parsed = profileSchema.safeParse(input);
  if (parsed.success) return { ok: true, profile: parsed.data };
  return failure(profileRefusal(parsed.error.issues));
}

export function limitsFor(p: TableProfile, bet: BetName): { min: number; max: number } {
  if (bet === 'player' || bet === 'banker') return p.limits.main;
  if (bet === 'tie') return p.limits.tie;
  return p.limits.side;
}

// A built-in house's name, description and source are stored with every set and record that uses it (a signed
// record keeps the profile whole), so they are English data, said from the messages (profile_*).
const en = (id: MessageId): string => say({ id, params: {} }, BASE_LANGUAGE);

const AUD = { code: 'AUD', symbol: '$' } as const;

/** The documented defaults of the house conventions (docs/PROFILES.md). */
export const HOUSE_CONVENTION_DEFAULTS = {
  seatOne: 'dealer-right',
  cutOfferFirst: 'sat-down-first',
  settlementOrder: 'losers-first',
  fractionalCents: 'down',
} as const satisfies Pick<TableProfile, 'seatOne' | 'cutOfferFirst' | 'settlementOrder' | 'fractionalCents'>;
const COMMON_CHIPS = [25, 100, 500, 2500, 10000, 50000, 100000];

const tasmania: TableProfile = {
  schemaVersion: 1,
  id: 'tasmania',
  name: en('builtin_profile_tasmania_name'),
  description: en('profile_tasmania_description'),
  source: 'Tasmania 12.1-12.3, 15',
  currency: AUD,
  decks: 8,
  seats: 7,
  banker: {
    kind: 'commission',
    odds: { pays: 19, per: 20 },
    collection: 'deducted',
    rounding: 'exact',
    roundOn: 'mark',
  },
  tie: { pays: 8, per: 1 },
  perfectPairs: { mixed: { pays: 6, per: 1 }, coloured: { pays: 12, per: 1 }, perfect: { pays: 25, per: 1 } },
  pairs: null,
  superSix: null,
  dragonBonus: null,
  limits: {
    main: { min: 1000, max: 500000 },
    tie: { min: 500, max: 50000 },
    side: { min: 500, max: 20000 },
    maxCollectiveLiability: null,
  },
  chips: COMMON_CHIPS,
  burn: false,
  squeeze: true,
  // Tasmania 16: competition play, with the indicator card (16.5.1) and secret wagers (16.6; how many is set by
  // the terms of the competition, 16.6.1).
  competition: { indicatorCard: true, secretWagers: 3, unit: 100 },
  betUnit: 100,
  ...HOUSE_CONVENTION_DEFAULTS,
  chipPayment: { kind: 'fewest' },
  // House convention (core/pace-target.ts): a table where players squeeze deals at the midi pace.
  paceCoupsPerHour: 50,
};

const tasmaniaFederal: TableProfile = {
  ...tasmania,
  id: 'tasmania-federal',
  name: en('profile_federal_name'),
  description: en('profile_federal_description'),
  source: 'Tasmania 12.4, 13',
  banker: { kind: 'six-pays-half' },
  perfectPairs: null,
  chips: [100, 500, 2500, 10000, 50000, 100000],
};

// The guide: "a winning Banker wager of $20 will be paid $20 - $1 commission for a payout of $19": 19:20 deducted
// at payment. The guide gives no rounding; the house pays in chips, so the commission is rounded up to the $0.25 chip.
const dragonBonus: TableProfile = {
  ...tasmania,
  id: 'dragon-bonus',
  name: en('profile_dragon_name'),
  description: en('builtin_profile_dragon_description'),
  source: en('profile_dragon_source'),
  banker: {
    kind: 'commission',
    odds: { pays: 19, per: 20 },
    collection: 'deducted',
    rounding: 'up',
    roundOn: 'mark',
  },
  perfectPairs: null,
  competition: null,
  dragonBonus: {
    natural: { pays: 1, per: 1 },
    margins: {
      '4': { pays: 1, per: 1 },
      '5': { pays: 2, per: 1 },
      '6': { pays: 4, per: 1 },
      '7': { pays: 6, per: 1 },
      '8': { pays: 10, per: 1 },
      '9': { pays: 30, per: 1 },
    },
  },
};

// casino-baccarat-guide.txt: eight decks; mini-baccarat seats seven with one dealer and players never handle the
// cards (no squeeze); winning bets even money, "a 5% commission (vigorish) is charged on all winning bank wagers.
// These commissions must be paid by the end of each shoe, at the latest": the commission box. Tie 8:1.
// The guide gives no rounding: the box is marked to the $0.25 chip, rounded up (DEALING.md 6). The guide says
// nothing of a burn; this house burns at a new shoe as DEALING.md describes ("many houses burn").
const casinoGuide: TableProfile = {
  ...tasmania,
  id: 'casino-guide',
  name: en('profile_casino_guide_name'),
  description: en('builtin_profile_casino_guide_description'),
  source: en('profile_casino_guide_source'),
  decks: 8,
  seats: 7,
  banker: {
    kind: 'commission',
    odds: { pays: 19, per: 20 },
    collection: 'box',
    rounding: 'up',
    roundOn: 'mark',
  },
  tie: { pays: 8, per: 1 },
  perfectPairs: null,
  burn: true,
  squeeze: false,
  competition: null,
  // House convention (core/pace-target.ts): mini-baccarat, the dealer turns every card.
  paceCoupsPerHour: 70,
};

const deltin: TableProfile = {
  ...tasmania,
  id: 'deltin',
  name: en('builtin_profile_deltin_name'),
  description: en('builtin_profile_deltin_description'),
  source: en('profile_deltin_source'),
  currency: { code: 'INR', symbol: '₹' },
  banker: { kind: 'six-pays-half' },
  perfectPairs: null,
  pairs: { odds: { pays: 11, per: 1 } },
  superSix: { odds: { pays: 12, per: 1 } },
  limits: {
    main: { min: 50000, max: 50000000 },
    tie: { min: 10000, max: 2500000 },
    side: { min: 10000, max: 2500000 },
    maxCollectiveLiability: null,
  },
  chips: [10000, 50000, 100000, 500000, 2500000, 10000000],
  betUnit: 10000,
  squeeze: false,
  competition: null,
  paceCoupsPerHour: 70,
};

export const BUILT_IN_PROFILES: readonly TableProfile[] = [
  tasmania,
  tasmaniaFederal,
  dragonBonus,
  casinoGuide,
  deltin,
];

export function builtInProfile(id: string): TableProfile | undefined {
  return BUILT_IN_PROFILES.find((p) => p.id === id);
}
