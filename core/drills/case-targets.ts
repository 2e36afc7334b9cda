// Cases a trainer can target in a section ("Banker 5 v Player's third card 4", "Perfect Pairs: coloured pair",
// "Card exposed in the shoe: use by table of play"): the case tags the drills record (AnswerKey.cases), each turned
// into the section's constraints by the kind's own constraintsForCase (the adaptive drills use the same), so choosing
// a case fills in the constraints the set stores. Procedure topics are targeted with the area and topic controls.
import { BET_NAMES } from '../bets.ts';
import { IRREGULARITY_KINDS } from '../irregularities.ts';
import { SCENARIO_VARIANTS } from '../irregularities/generate.ts';
import { caseLabel } from '../progress/case-label.ts';
import { IRREGULARITY_LABELS } from './constraint-fields.ts';
import { kindModule } from './kinds/index.ts';
import type { DrillKind } from './types.ts';

export interface CaseTarget {
  readonly tag: string;
  readonly label: string;
  readonly constraints: Readonly<Record<string, unknown>>;
}

const digits = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const COUP_TAGS = [
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

/** Candidate tags by kind; only those the kind turns into valid constraints are offered. */
const CANDIDATES: Partial<Record<DrillKind, readonly string[]>> = {
  'call-hand': COUP_TAGS,
  result: COUP_TAGS,
  'whole-coup': COUP_TAGS,
  'third-card': [
    ...digits(3, 6).flatMap((b) => [
      ...digits(0, 9).map((t) => `banker-${b}-vs-${t}`),
      `banker-${b}-vs-none`,
    ]),
    ...digits(0, 7).map((p) => `player-${p <= 5 ? 'draws' : 'stands'}-${p}`),
    'natural-8',
    'natural-9',
  ],
  payout: [
    ...BET_NAMES.flatMap((b) => ['win', 'lose', 'push'].map((o) => `${b}-${o}`)),
    'pp-mixed',
    'pp-coloured',
    'pp-perfect',
    'dragon-natural',
    ...digits(4, 9).map((n) => `dragon-${n}`),
  ],
  commission: ['commission-single', 'commission-box', 'commission-owed'],
  'dealer-check': ['dealer-clean', 'dealer-draw', 'dealer-payment', 'dealer-commission', 'dealer-order'],
  chips: ['read-bet', 'pay-in-chips', 'colour-up', 'colour-down', 'cut-stacks', 'commission-change'],
  'settle-table': ['settle-player', 'settle-banker', 'settle-tie', 'settle-side-bets'],
  'pace-lab': ['settle-side-bets'],
  irregularity: IRREGULARITY_KINDS.flatMap((k) => [
    `irr-${k}`,
    ...(SCENARIO_VARIANTS[k] as readonly string[]).map((v) => `irr-${k}-${v}`),
  ]),
};

function label(tag: string): string {
  if (tag.startsWith('irr-')) {
    const kind = [...IRREGULARITY_KINDS]
      .sort((a, b) => b.length - a.length)
      .find((k) => tag.startsWith(`irr-${k}`));
    if (kind) {
      const variant = tag.slice(`irr-${kind}`.length + 1);
      return variant
        ? `${IRREGULARITY_LABELS[kind]}: ${variant.replace(/-/g, ' ')}`
        : IRREGULARITY_LABELS[kind];
    }
  }
  if (/^commission-/.test(tag)) return `Commission: ${tag.slice('commission-'.length)}`;
  if (/^settle-/.test(tag))
    return tag === 'settle-side-bets' ? 'A table with side bets' : `Settle a ${tag.slice(7)} win`;
  return caseLabel(tag);
}

/** The cases a section of this kind can target, in words, each with the constraints it stands for. */
export function caseTargets(kind: DrillKind): CaseTarget[] {
  const mod = kindModule(kind);
  if (!mod?.constraintsForCase) return [];
  const out: CaseTarget[] = [];
  for (const tag of CANDIDATES[kind] ?? []) {
    const constraints = mod.constraintsForCase(tag);
    if (constraints && mod.constraints.safeParse(constraints).success)
      out.push({ tag, label: label(tag), constraints });
  }
  return out;
}
