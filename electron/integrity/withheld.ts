// What a sealed attempt's answer stores for its key and mark until the attempt ends (issue 20, guarantee 1): the
// columns are NOT NULL, and the room's outbox (electron/room/outbox.ts) must recognise it to hold such rows back.
export const WITHHELD_FEEDBACK = '{"withheld":"until the attempt ends"}';
