// Irregularities (Tasmania 14, 9.4) and table procedures (5, 7, 9.3, 16), re-derived from the situation shown.
import type { DrillItem } from '../../../core/drills/types.ts';
import type { CheckContext } from './check-items.ts';

export function checkIrregularity(_x: CheckContext, _item: DrillItem): void {}
export function checkProcedure(_x: CheckContext, _item: DrillItem): void {}
