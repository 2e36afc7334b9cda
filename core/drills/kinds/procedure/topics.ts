// The procedure drill's topics, grouped by rule area; each area's builders live in their own module.
export const PROCEDURE_TOPICS = {
  cut: ['cut-valid', 'cut-offer', 'marker', 'burn'],
  cards: ['cards-replaced', 'no-touch'],
  wagers: ['chips-only', 'no-more-bets', 'standing-players', 'deltin-tie', 'federal-notice'],
  'side-bets': ['pp-wager', 'pp-only-coup', 'dragon-main'],
  squeeze: ['squeeze', 'squeeze-standing', 'squeeze-discs', 'squeeze-informed', 'squeeze-one-set'],
  limits: ['under-minimum', 'over-maximum', 'pro-rata', 'multiples', 'partnership', 'limit-change'],
  competition: [
    'puck',
    'tie-change',
    'top-up',
    'seat-wagers',
    'wager-time',
    'comp-cards',
    'comp-cards-irregular',
    'indicator',
    'eliminated',
  ],
  'secret-wagers': ['secret-wager', 'secret-count', 'secret-procedure'],
  'competition-session': [
    'late-player',
    'absent-player',
    'chips-in-view',
    'play-off',
    'session-winner',
    'shared-prize',
    'all-eliminated',
  ],
} as const;
export type ProcedureArea = keyof typeof PROCEDURE_TOPICS;
export type ProcedureTopic = (typeof PROCEDURE_TOPICS)[ProcedureArea][number];
/** The topics of one area. */
export type AreaTopic<A extends ProcedureArea> = (typeof PROCEDURE_TOPICS)[A][number];
