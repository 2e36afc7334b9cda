// The registry of drill kinds. Each kind's module adds its import and one entry to KIND_MODULES; the tables other
// files read by kind (labels, speed targets, constraint fields) are derived from the modules here, so a kind's facts live in its file.
import { DRILL_KINDS, type DrillKind } from '../types.ts';
import type { DrillKindModule } from './kind.ts';
import type { ConstraintField } from './constraint-field.ts';
import { callHand } from './call-hand.ts';
import { thirdCard } from './third-card.ts';
import { result } from './result.ts';
import { wholeCoup } from './whole-coup.ts';
import { payout } from './payout.ts';
import { commission } from './commission.ts';
import { settleTable } from './settle-table.ts';
import { irregularity } from './irregularity.ts';
import { procedure } from './procedure.ts';
import { chips } from './chips.ts';
import { dealerCheck } from './dealer-check.ts';
import { paceLab } from './pace-lab.ts';
import { say, type MessageRef } from '../../i18n/say.ts';
import { BASE_LANGUAGE, type Language } from '../../i18n/languages.ts';

export const KIND_MODULES: readonly DrillKindModule[] = [
  callHand,
  thirdCard,
  result,
  wholeCoup,
  payout,
  commission,
  settleTable,
  irregularity,
  procedure,
  chips,
  dealerCheck,
  paceLab,
];

export function kindModule(kind: DrillKind): DrillKindModule | undefined {
  return KIND_MODULES.find((m) => m.kind === kind);
}

export function registeredKinds(): DrillKind[] {
  return KIND_MODULES.map((m) => m.kind);
}

/** One fact of every kind, read off its module; a kind in DRILL_KINDS without a module is an error at load. */
function byKind<T>(fact: (m: DrillKindModule) => T): Record<DrillKind, T> {
  return Object.fromEntries(
    DRILL_KINDS.map((kind) => {
      const m = kindModule(kind);
      if (!m)
        throw new Error(`drill kind ${kind} has no module in KIND_MODULES (core/drills/kinds/index.ts)`);
      return [kind, fact(m)];
    }),
  ) as Record<DrillKind, T>;
}

/** Each kind's name, as a message: screens say it in the trainee's interface language (kindLabel). */
export const KIND_LABEL_REFS: Record<DrillKind, MessageRef> = byKind((m) => m.label);

/** Each kind's name in English: the reports, the exports and the summaries stored with it. */
export const KIND_LABELS: Record<DrillKind, string> = byKind((m) => say(m.label, BASE_LANGUAGE));

/** A kind's name in the language given. */
export function kindLabel(kind: DrillKind, language: Language): string {
  return say(KIND_LABEL_REFS[kind], language);
}

/** Median time per response (per step) a practised dealer reaches (core/drills/mastery.ts). */
export const SPEED_TARGETS_MS: Record<DrillKind, number> = byKind((m) => m.speedTargetMs);

/** Each kind's constraints as the set editor shows them (core/drills/constraint-fields.ts). */
export const CONSTRAINT_FIELDS: Record<DrillKind, readonly ConstraintField[]> = byKind(
  (m) => m.constraintFields,
);
