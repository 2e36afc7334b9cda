// The progress summaries brought up to date a slice per turn of the event loop (issue 22): a page read after many
// answers (a trainee's first on a PC in a training room, with the room being read meanwhile) applied them all in one
// turn, the window's process answering nothing for a fifth of a second. The slices apply the same SQL in the same
// order, so the summaries end exactly as a catch-up at once leaves them; the page's own catch-up then finds nothing.
import { catchUpFactsSlice } from './progress-facts.ts';
import { catchUpSchedules } from './progress-schedule.ts';
import { withDb, type ServiceContext } from '../context.ts';

/** Answers applied in one turn (a few ms each slice on an idle PC). */
export const CATCH_UP_SLICE = 200;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Brings the facts, then the schedules, up to date a slice at a time; a slice that fails (the store is busy or gone)
 * leaves the rest to the page's own catch-up, which says what went wrong.
 */
export async function catchUpInTurns(ctx: ServiceContext, slice = CATCH_UP_SLICE): Promise<void> {
  for (;;) {
    const more = withDb(ctx, (db) => ({ ok: true, value: catchUpFactsSlice(db, slice) }));
    if (!more.ok) return;
    if (!more.value) break;
    await nextTurn();
  }
  for (;;) {
    const applied = withDb(ctx, (db) => ({ ok: true, value: catchUpSchedules(db, slice) }));
    if (!applied.ok || applied.value < slice) return;
    await nextTurn();
  }
}
