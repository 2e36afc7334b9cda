// Competition play (Tasmania 16.4-16.8) as pure functions, one concept a file in core/competition/: the puck and the
// betting sequence, a wager on the layout (altering, topping up, over-maximum, one wager on Banker or Player), secret
// wagers, and the session (the indicator card, late and absent players, elimination, play-off coups, the winner).
export * from './competition/types.ts';
export * from './competition/betting-sequence.ts';
export * from './competition/wagers.ts';
export * from './competition/secret-wagers.ts';
export * from './competition/session.ts';
