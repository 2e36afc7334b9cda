// The profile form's model (issue 12): a table profile as the trainer types it. Amounts are dollars-and-cents text
// (stored as integer cents, by string arithmetic), odds and counts are text, so a bad entry can be typed and shown
// with its message. readDraft() turns the text into a profile, checks it with core/profiles.ts (the same schema main
// uses) and gives each problem to its field, in plain words: never a code path such as "dragonBonus.margins.4.pays".
import { DEFAULT_COUPS_PER_HOUR, paceTarget } from '../../core/pace-target.ts';
import type { z } from 'zod';
import { profileSchema, type TableProfile } from '../../core/profiles.ts';
import { DEFAULT_PUSH_WORD, pushWord } from '../../core/push-word.ts';
import { DRILL_KINDS, KIND_LABELS, type DrillKind } from '../../core/drills/types.ts';
import { DEFAULT_HOUSE_TARGETS } from '../../core/progress/levels.ts';
import { formatCents } from '../../core/money.ts';
import { amountText, parseAmount } from './money.ts';

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

/** What a field holds, for messages in its own terms (dollars, per cent, seconds). */
type Unit = 'money' | 'percent' | 'seconds' | 'count' | 'text';

/** Field key -> the problem with it, in plain words. */
export type FieldErrors = Record<string, string>;

export interface ReadDraft {
  /** The profile when every field is right; null otherwise. */
  readonly profile: TableProfile | null;
  /** The profile as typed, wrong fields included (what the schema checked). */
  readonly candidate: Record<string, unknown>;
  readonly errors: FieldErrors;
}

interface Reader {
  readonly errors: FieldErrors;
  int(text: string, key: string): number | string;
  cents(text: string, key: string): number | string;
}

function reader(): Reader {
  const errors: FieldErrors = {};
  return {
    errors,
    int(text, key) {
      const t = text.trim();
      if (/^\d+$/.test(t)) return Number(t);
      errors[key] = t === '' ? 'fill this in (a whole number)' : `"${t}" is not a whole number`;
      return t;
    },
    cents(text, key) {
      const t = text
        .trim()
        .replace(/^[^\d.]+/, '')
        .replace(/,/g, '');
      const cents = parseAmount(t);
      if (cents !== null) return cents;
      errors[key] =
        text.trim() === ''
          ? 'fill in an amount, like 25 or 0.25'
          : `"${text.trim()}" is not an amount: use dollars and cents, like 25 or 0.25`;
      return text;
    },
  };
}

const odds = (r: Reader, o: OddsDraft, key: string) => ({
  pays: r.int(o.pays, `${key}.pays`),
  per: r.int(o.per, `${key}.per`),
});

/** Where each enabled skill's target sits in the candidate's targets.skills array. */
function enabledSkills(d: ProfileDraft): DrillKind[] {
  return DRILL_KINDS.filter((k) => d.skills[k].on);
}

function paceMs(r: Reader, text: string, key: string): number | string {
  const t = text.trim();
  if (/^\d+(\.\d{1,3})?$/.test(t)) return Math.round(Number(t) * 1000);
  r.errors[key] =
    t === '' ? 'fill in a time in seconds, like 2.5' : `"${t}" is not a time in seconds, like 2.5`;
  return t;
}

/**
 * "0.25, 1, 5, 1,000" -> ["0.25", "1", "5", "1,000"]: spaces and commas separate the chips, except a comma between a
 * digit and exactly three digits ("1,000"), which groups thousands.
 */
export function splitChips(text: string): string[] {
  return text
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .split(/[\s,;]+/)
    .filter((c) => c !== '');
}

function candidateOf(d: ProfileDraft, r: Reader): Record<string, unknown> {
  const limit = (l: LimitDraft, key: string) => ({
    min: r.cents(l.min, `limits.${key}.min`),
    max: r.cents(l.max, `limits.${key}.max`),
  });
  const chipTexts = splitChips(d.chips);
  const chips = chipTexts.map((c) => r.cents(c, 'chips'));
  if (chipTexts.length === 0) r.errors['chips'] = 'list at least one chip, like 1, 5, 25';
  return {
    schemaVersion: 1,
    id: d.id.trim(),
    name: d.name.trim(),
    description: d.description,
    source: d.source.trim(),
    currency: { code: d.currencyCode.trim(), symbol: d.currencySymbol.trim() },
    decks: r.int(d.decks, 'decks'),
    seats: Number(d.seats),
    banker:
      d.bankerKind === 'commission'
        ? {
            kind: 'commission',
            odds: odds(r, d.commission, 'banker.odds'),
            collection: d.collection,
            rounding: d.rounding,
            roundOn: d.roundOn,
          }
        : { kind: 'six-pays-half' },
    tie: odds(r, d.tie, 'tie'),
    perfectPairs: d.perfectPairsOn
      ? {
          mixed: odds(r, d.perfectPairs.mixed, 'perfectPairs.mixed'),
          coloured: odds(r, d.perfectPairs.coloured, 'perfectPairs.coloured'),
          perfect: odds(r, d.perfectPairs.perfect, 'perfectPairs.perfect'),
        }
      : null,
    pairs: d.pairsOn ? { odds: odds(r, d.pairs, 'pairs.odds') } : null,
    superSix: d.superSixOn ? { odds: odds(r, d.superSix, 'superSix.odds') } : null,
    dragonBonus: d.dragonOn
      ? {
          natural: odds(r, d.dragon.natural, 'dragonBonus.natural'),
          margins: Object.fromEntries(
            MARGINS.map((k) => [k, odds(r, d.dragon.margins[k], `dragonBonus.margins.${k}`)]),
          ),
        }
      : null,
    limits: {
      main: limit(d.limits.main, 'main'),
      tie: limit(d.limits.tie, 'tie'),
      side: limit(d.limits.side, 'side'),
      maxCollectiveLiability:
        d.maxCollectiveLiability.trim() === ''
          ? null
          : r.cents(d.maxCollectiveLiability, 'limits.maxCollectiveLiability'),
    },
    chips,
    burn: d.burn,
    squeeze: d.squeeze,
    competition: d.competitionOn
      ? {
          indicatorCard: d.competition.indicatorCard,
          secretWagers: r.int(d.competition.secretWagers, 'competition.secretWagers'),
          unit: r.cents(d.competition.unit, 'competition.unit'),
        }
      : null,
    betUnit: r.cents(d.betUnit, 'betUnit'),
    seatOne: d.seatOne,
    cutOfferFirst: d.cutOfferFirst,
    settlementOrder: d.settlementOrder,
    fractionalCents: d.fractionalCents,
    chipPayment:
      d.chipPayment === 'at-most'
        ? { kind: 'at-most', max: r.int(d.chipPaymentMax, 'chipPayment.max') }
        : { kind: d.chipPayment },
    paceCoupsPerHour: r.int(d.paceCoupsPerHour, 'paceCoupsPerHour'),
    // As typed, trimmed (the profile's check names what is wrong with it); the default is left unstated, as in the
    // built-in profiles, so that a profile read back through the form is unchanged.
    ...(d.pushWord.trim() === DEFAULT_PUSH_WORD ? {} : { pushWord: d.pushWord.trim() }),
    ...(d.targetsOn
      ? {
          targets: {
            minAnswered: r.int(d.minAnswered, 'targets.minAnswered'),
            skills: enabledSkills(d).map((kind) => ({
              kind,
              accuracy: r.int(d.skills[kind].accuracy, `targets.${kind}.accuracy`),
              paceMs: paceMs(r, d.skills[kind].pace, `targets.${kind}.pace`),
            })),
          },
        }
      : {}),
  };
}

/** A schema path as the form's field key: odds keep pays/per, every chip is the chips field, a skill by its name. */
export function fieldKey(path: readonly PropertyKey[], d: ProfileDraft): string {
  const p = path.map(String);
  if (p[0] === 'chips') return 'chips';
  if (p[0] === 'targets' && p[1] === 'skills') {
    const kind = enabledSkills(d)[Number(p[2])];
    if (!kind) return 'targets.skills';
    return `targets.${kind}.${p[3] === 'paceMs' ? 'pace' : p[3] === 'accuracy' ? 'accuracy' : 'on'}`;
  }
  if (p[0] === 'currency') return `currency.${p[1] ?? 'code'}`;
  return p.join('.');
}

function unitOf(key: string): Unit {
  if (/^limits\.|^chips$|^betUnit$|^competition\.unit$/.test(key)) return 'money';
  if (/\.accuracy$/.test(key)) return 'percent';
  if (/\.pace$/.test(key)) return 'seconds';
  if (/^(id|name|source|description|currency\.)/.test(key)) return 'text';
  return 'count';
}

function inUnit(n: number, unit: Unit, symbol: string): string {
  if (unit === 'money') return Number.isSafeInteger(n) ? formatCents(n, symbol) : String(n);
  if (unit === 'percent') return `${n}%`;
  if (unit === 'seconds') return `${n / 1000} s`;
  return String(n);
}

/** One schema issue in plain words, in the terms of its field. */
export function plainMessage(issue: z.core.$ZodIssue, key: string, symbol = '$'): string {
  const unit = unitOf(key);
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? 'fill this in' : `use at least ${min} characters`;
      if (issue.origin === 'array') return `list at least ${min}`;
      if (min === 0 && !issue.inclusive) return `must be more than ${inUnit(0, unit, symbol)}`;
      return `must be at least ${inUnit(min, unit, symbol)}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `use at most ${max} characters`;
      if (issue.origin === 'array') return `list at most ${max}`;
      return `must be at most ${inUnit(max, unit, symbol)}`;
    }
    case 'invalid_type':
      return unit === 'text' ? 'fill this in' : 'fill in a number';
    case 'invalid_format':
      if (key === 'currency.code') return 'use the three capital letters of the currency, like AUD';
      return issue.message;
    case 'invalid_value':
      return key === 'seats' ? 'a table has 7 or 9 seats (Tasmania 1)' : 'choose one of the options';
    case 'custom':
      if (/^limits\.\w+\.min$/.test(key)) return 'the minimum is above the maximum';
      if (key === 'banker.odds.pays')
        return 'a commission pays less than even money (Tasmania 12.2: 19 for 20): "pays" must be below "for"';
      return issue.message;
    default:
      return issue.message;
  }
}

/** The draft as a profile, with every problem given to its field in plain words. */
export function readDraft(d: ProfileDraft): ReadDraft {
  const r = reader();
  const candidate = candidateOf(d, r);
  const parsed = profileSchema.safeParse(candidate);
  const errors: FieldErrors = { ...r.errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = fieldKey(issue.path, d);
      // A field that could not even be read keeps the reading's message (it says what was typed).
      if (errors[key] === undefined) errors[key] = plainMessage(issue, key, d.currencySymbol || '$');
    }
  }
  return {
    profile: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null,
    candidate,
    errors,
  };
}

/** The fields the house edges are figured from: while one of them is wrong there are no figures. */
const ANALYSIS_FIELD = /^(decks|banker|tie|perfectPairs|pairs|superSix|dragonBonus|limits\.main\.min)/;

export interface AnalysisInput {
  readonly profile: TableProfile | null;
  /** Labels of the wrong fields that hold the figures back. */
  readonly waitingFor: readonly string[];
}

/**
 * The profile to figure the edges of: the draft when it is right; otherwise the draft's betting fields on `base`
 * (so a wrong name or chip list does not hide the figures), or null while a betting field itself is wrong.
 */
export function analysisInput(read: ReadDraft, base: TableProfile): AnalysisInput {
  if (read.profile) return { profile: read.profile, waitingFor: [] };
  const blocking = Object.keys(read.errors).filter((k) => ANALYSIS_FIELD.test(k));
  if (blocking.length > 0) return { profile: null, waitingFor: blocking.map(fieldLabel) };
  const c = read.candidate;
  const limits = c['limits'] as { main: { min: unknown } };
  const mainMin = typeof limits.main.min === 'number' ? limits.main.min : base.limits.main.min;
  const mixed = {
    ...base,
    decks: c['decks'],
    banker: c['banker'],
    tie: c['tie'],
    perfectPairs: c['perfectPairs'],
    pairs: c['pairs'],
    superSix: c['superSix'],
    dragonBonus: c['dragonBonus'],
    limits: { ...base.limits, main: { min: mainMin, max: Math.max(mainMin, base.limits.main.max) } },
  };
  const parsed = profileSchema.safeParse(mixed);
  return parsed.success
    ? { profile: parsed.data, waitingFor: [] }
    : { profile: null, waitingFor: Object.keys(read.errors).map(fieldLabel) };
}

const ODDS_LABELS: Record<string, string> = {
  'banker.odds': 'Banker commission odds',
  tie: 'Tie odds',
  'perfectPairs.mixed': 'Perfect Pairs, mixed pair',
  'perfectPairs.coloured': 'Perfect Pairs, coloured pair',
  'perfectPairs.perfect': 'Perfect Pairs, perfect pair',
  'pairs.odds': 'Player/Banker Pair odds',
  'superSix.odds': 'Super Six odds',
  'dragonBonus.natural': 'Dragon Bonus, natural win',
};

const LABELS: Record<string, string> = {
  id: 'Id',
  name: 'Name',
  description: 'Description',
  source: 'Rule source',
  'currency.code': 'Currency code',
  'currency.symbol': 'Currency symbol',
  decks: 'Decks',
  seats: 'Seats',
  'banker.roundOn': 'Commission rounded on',
  pairs: 'Player/Banker Pair',
  chips: 'Chip denominations',
  betUnit: 'Bet unit',
  paceCoupsPerHour: 'Pace target',
  pushWord: 'Word for a push',
  'limits.maxCollectiveLiability': 'Maximum collective liability',
  'competition.secretWagers': 'Secret wagers',
  'competition.unit': 'Competition unit',
  'targets.minAnswered': 'Answers needed before judging',
};

/** A field key in words, for the list of fields that need fixing: "Dragon Bonus, win by 4 (for)". */
export function fieldLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const oddsMatch = /^(.*)\.(pays|per)$/.exec(key);
  if (oddsMatch) {
    const base = oddsMatch[1] as string;
    const part = oddsMatch[2] === 'pays' ? 'pays' : 'for';
    const margin = /^dragonBonus\.margins\.(\d)$/.exec(base);
    const label = margin ? `Dragon Bonus, win by ${margin[1]}` : (ODDS_LABELS[base] ?? base);
    return `${label} (${part})`;
  }
  const limit = /^limits\.(main|tie|side)\.(min|max)$/.exec(key);
  if (limit) {
    const which = { main: 'Player/Banker', tie: 'Tie', side: 'Side bets' }[limit[1] as 'main'];
    return `${which} ${limit[2] === 'min' ? 'minimum' : 'maximum'}`;
  }
  const target = /^targets\.([a-z-]+)\.(accuracy|pace|on)$/.exec(key);
  if (target) {
    const kind = KIND_LABELS[target[1] as DrillKind] ?? target[1];
    return `${kind} ${target[2] === 'pace' ? 'pace' : target[2] === 'accuracy' ? 'accuracy' : 'target'}`;
  }
  return key;
}

/** The pace target's hint: the app's defaults, stated as what they are (no rule document gives a pace). */
export const PACE_TARGET_HINT = `coups an hour; a house convention (default ${DEFAULT_COUPS_PER_HOUR.mini} mini, ${DEFAULT_COUPS_PER_HOUR.midi} midi with the squeeze)`;
