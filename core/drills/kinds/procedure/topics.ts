// The procedure drill's topics, grouped by rule area; each area's builders live in their own module.
export const PROCEDURE_TOPICS = {
  cut: ['cut-valid', 'cut-offer', 'marker', 'burn'],
  squeeze: ['squeeze'],
  limits: ['under-minimum', 'over-maximum', 'pro-rata'],
  competition: ['puck', 'tie-change', 'top-up', 'secret-wager', 'play-off'],
} as const;
export type ProcedureArea = keyof typeof PROCEDURE_TOPICS;
export type ProcedureTopic = (typeof PROCEDURE_TOPICS)[ProcedureArea][number];
/** The topics of one area. */
export type AreaTopic<A extends ProcedureArea> = (typeof PROCEDURE_TOPICS)[A][number];
