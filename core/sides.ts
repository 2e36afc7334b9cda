// The two hands of a coup and who wins it: named here, below both the coup (core/coup.ts) and the words that call
// its result (core/words.ts), so neither imports the other to name them.
export type Side = 'player' | 'banker';
export type Winner = Side | 'tie';
