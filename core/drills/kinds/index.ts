// The registry of drill kinds. Each kind's module adds its import and one entry to KIND_MODULES.
import type { DrillKind } from '../types.ts';
import type { DrillKindModule } from './kind.ts';
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
