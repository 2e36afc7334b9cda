// Seat numbering, a house convention (docs/PROFILES.md `seatOne`): which end of the table is seat 1 as the dealer
// faces the players. Seen from above with the dealer facing the players, clockwise runs from the dealer's left to the
// dealer's right; anticlockwise from the dealer's right to the dealer's left. So with seat 1 at the dealer's right
// (the default) anticlockwise is ascending seat numbers and clockwise descending; with seat 1 at the dealer's left,
// the reverse. Every direction-dependent answer (cut offer 5.3/5.5, puck 16.5.4-16.5.5, taking and paying right to
// left) goes through here.

export type SeatOne = 'dealer-right' | 'dealer-left';

/** Position from the dealer's right: smaller is further right. */
function fromRight(seat: number, seatOne: SeatOne): number {
  return seatOne === 'dealer-right' ? seat : -seat;
}

/** The seats ordered from the dealer's right to the dealer's left (anticlockwise, "right to left"), without repeats. */
export function rightToLeft(seats: readonly number[], seatOne: SeatOne = 'dealer-right'): number[] {
  return [...new Set(seats)].sort((a, b) => fromRight(a, seatOne) - fromRight(b, seatOne));
}

/** The next seat of `seats` anticlockwise after `current` (which need not be among them), wrapping round. */
export function nextAnticlockwise(
  current: number,
  seats: readonly number[],
  seatOne: SeatOne = 'dealer-right',
): number | undefined {
  const order = rightToLeft(seats, seatOne);
  return order.find((s) => fromRight(s, seatOne) > fromRight(current, seatOne)) ?? order[0];
}

/**
 * The place on the left of `seat` as its player faces the dealer: the next place clockwise, towards the dealer's
 * right. Seat 1 at the dealer's right: seat - 1, and from seat 1 the highest seat; at the dealer's left: seat + 1,
 * and from the highest seat seat 1.
 */
export function seatOnLeft(seat: number, seats: number, seatOne: SeatOne = 'dealer-right'): number {
  if (seatOne === 'dealer-right') return seat === 1 ? seats : seat - 1;
  return seat === seats ? 1 : seat + 1;
}

/** "ascending seat numbers" or "descending seat numbers": the anticlockwise direction in words. */
export function anticlockwiseWords(seatOne: SeatOne): string {
  return seatOne === 'dealer-right'
    ? "from the dealer's right to left: ascending seat numbers, from the highest back to the lowest"
    : "from the dealer's right to left: descending seat numbers, from seat 1 back to the highest";
}
