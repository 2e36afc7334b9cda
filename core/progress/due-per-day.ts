// How many cases a trainee is asked to review in one day. After a first busy week the schedule can put 100+ cases due
// within days of each other; nobody reviews that many in a sitting, so a day takes the most overdue few and the rest
// wait their turn, a day's worth at a time (the schedule itself is unchanged: a case held back is simply still due).

/** The most cases due in one day: about a quarter of an hour of short reviews. */
export const DUE_PER_DAY = 30;

export interface DuePlan {
  /** Due today: at most perDay. */
  readonly today: number;
  /** Due now but held back to the following days. */
  readonly later: number;
  /** How many days after today the last of those held back comes (0 when none is held back). */
  readonly lastDay: number;
}

/** Spreads `due` cases (all due by today) over today and the days after, at most `perDay` a day. */
export function planDue(due: number, perDay: number = DUE_PER_DAY): DuePlan {
  if (!Number.isSafeInteger(due) || due < 0) throw new RangeError(`planDue: bad count ${due}`);
  if (!Number.isSafeInteger(perDay) || perDay < 1)
    throw new RangeError(`planDue: bad cases per day ${perDay}`);
  const today = Math.min(due, perDay);
  const later = due - today;
  return { today, later, lastDay: Math.ceil(later / perDay) };
}
