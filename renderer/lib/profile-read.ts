// Reading the profile form (issue 12): readDraft() turns the form's text into a profile, checks it with
// core/profiles.ts (the same schema main uses) and gives each problem to its field, in plain words: never a code path
// such as "dragonBonus.margins.4.pays".
import type { z } from 'zod';
import { profileSchema, type TableProfile } from '../../core/profiles.ts';
import { DRILL_KINDS, type DrillKind } from '../../core/drills/types.ts';
import { formatCents } from '../../core/money.ts';
import { DEFAULT_PUSH_WORD } from '../../core/push-word.ts';
import { parseAmount } from './money.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { MARGINS, type LimitDraft, type OddsDraft, type ProfileDraft } from './profile-draft.ts';

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
      errors[key] = t === '' ? m.left_form_whole_number_empty() : m.left_form_not_whole_number({ text: t });
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
        text.trim() === '' ? m.left_form_amount_empty() : m.left_form_not_amount({ text: text.trim() });
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
  r.errors[key] = t === '' ? m.left_form_time_empty() : m.left_form_not_time({ text: t });
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
  if (chipTexts.length === 0) r.errors['chips'] = m.left_form_one_chip();
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
  if (unit === 'percent') return m.left_form_percent({ n });
  if (unit === 'seconds') return m.left_form_seconds({ n: n / 1000 });
  return String(n);
}

/** One schema issue in plain words, in the terms of its field. */
export function plainMessage(issue: z.core.$ZodIssue, key: string, symbol = '$'): string {
  const unit = unitOf(key);
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? m.left_form_fill_in() : m.left_form_min_chars({ min });
      if (issue.origin === 'array') return m.left_form_list_min({ min });
      if (min === 0 && !issue.inclusive) return m.left_form_more_than({ value: inUnit(0, unit, symbol) });
      return m.left_form_at_least({ value: inUnit(min, unit, symbol) });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return m.left_form_max_chars({ max });
      if (issue.origin === 'array') return m.left_form_list_max({ max });
      return m.left_form_at_most({ value: inUnit(max, unit, symbol) });
    }
    case 'invalid_type':
      return unit === 'text' ? m.left_form_fill_in() : m.left_form_fill_number();
    case 'invalid_format':
      if (key === 'currency.code') return m.left_form_currency_code();
      return issue.message;
    case 'invalid_value':
      return key === 'seats' ? m.left_form_seats() : m.left_form_choose_option();
    case 'custom':
      if (/^limits\.\w+\.min$/.test(key)) return m.left_form_min_above_max();
      if (key === 'banker.odds.pays') return m.left_form_commission();
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
