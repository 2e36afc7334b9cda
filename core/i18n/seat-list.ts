// Seat numbers in a sentence, listed as the language lists them: "2, 3, 5" in English, "2、3、5" in Chinese (the
// enumeration comma, never an ASCII comma between numbers in Chinese text).
import { ref, type MessageRef } from './say.ts';

/** "3, 5, 7": seat numbers in the order given. */
export function seatList(seats: readonly number[]): MessageRef {
  const [first, ...rest] = seats;
  const one = ref('proc_tools_number', { n: first ?? '' });
  return rest.length === 0 ? one : ref('proc_tools_list', { first: one, rest: seatList(rest) });
}
