// The drill kinds' names: on their own, so the step schemas and the types built from them share one list without an
// import circle.
export const DRILL_KINDS = [
  'call-hand',
  'third-card',
  'result',
  'whole-coup',
  'payout',
  'commission',
  'settle-table',
  'irregularity',
  'procedure',
  'chips',
  'dealer-check',
  'pace-lab',
] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];
