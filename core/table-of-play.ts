// Tasmania 11, the table of play, as data. Rows: Banker two-card point 3-6. Columns: the Player's third card value
// 0-9, then "no card" (the Player stood). true = Banker draws.

const D = true;
const S = false;

/** BANKER_GRID[bankerPoint - 3][playerThirdValue], index 10 = Player had no third card. */
export const BANKER_GRID: readonly (readonly boolean[])[] = [
  /* 3 */ [D, D, D, D, D, D, D, D, S, D, D],
  /* 4 */ [S, S, D, D, D, D, D, D, S, S, D],
  /* 5 */ [S, S, S, S, D, D, D, D, S, S, D],
  /* 6 */ [S, S, S, S, S, S, D, D, S, S, S],
];

export function isNatural(point: number): boolean {
  return point >= 8;
}

/** Tasmania 11: Player 0-5 draws, 6-7 stands; neither hand draws when either has a natural. */
export function playerDraws(playerPoint: number, bankerPoint: number): boolean {
  if (isNatural(playerPoint) || isNatural(bankerPoint)) return false;
  return playerPoint <= 5;
}

/**
 * Tasmania 11: Banker 0-2 draws, 7 stands, 3-6 by the grid against the Player's third card value
 * (null when the Player stood). Assumes no natural on either side (checked here too).
 */
export function bankerDraws(
  bankerPoint: number,
  playerThirdValue: number | null,
  playerPoint: number,
): boolean {
  if (isNatural(playerPoint) || isNatural(bankerPoint)) return false;
  if (bankerPoint <= 2) return true;
  if (bankerPoint >= 7) return false;
  const row = BANKER_GRID[bankerPoint - 3] as readonly boolean[];
  return row[playerThirdValue === null ? 10 : playerThirdValue] as boolean;
}
