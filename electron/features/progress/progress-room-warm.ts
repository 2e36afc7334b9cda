// The counting thread's own code made fast before its first real build (issue 22): a thread's first build over a big
// room ran its JavaScript (the schedules' ts-fsrs above all) cold, at several times the speed it reaches once the
// engine has compiled it (measured: 6,000 schedule steps took 420 ms cold, 80 ms warm). So, as the thread starts (the
// PC joined the room, or the app opened in one: long before a page is read), it builds the figures of a made-up
// trainee through the very same path, on a cache of its own that it then drops. Nothing of it is kept or sent.
import type { RoomAnswer } from '../../room/progress-read.ts';
import { CaseFigureCache } from './progress-room-build.ts';

/** Made-up answers the warm-up counts: enough for the engine to compile the hot paths, a fraction of a real build. */
export const WARM_UP_ANSWERS = 2_400;
const PER_SESSION = 60;
const KINDS = ['third-card', 'payout', 'irregularity'] as const;

/** A made-up trainee's answers, each kind with its feedback as the room's read gives it (cases, stake, rule, late). */
export function madeUpAnswers(count = WARM_UP_ANSWERS): RoomAnswer[] {
  const start = Date.UTC(2020, 0, 1);
  return Array.from({ length: count }, (_, n) => {
    const k = Math.floor(n / PER_SESSION);
    const seq = n % PER_SESSION;
    const kind = KINDS[n % KINDS.length] as (typeof KINDS)[number];
    const key =
      kind === 'third-card'
        ? { cases: [`banker-${n % 8}-vs-${k % 10}`] }
        : kind === 'payout'
          ? { cases: ['banker-win'], expected: { type: 'amount', amount: 475 }, stake: 500 * (1 + (n % 40)) }
          : { cases: [`misdeal-${n % 5}`], rule: `4.${n % 5}` };
    const startedAt = new Date(start + k * 86_400_000).toISOString();
    return {
      sessionId: `warm-up-${k}`,
      itemId: `item-${seq}`,
      seq,
      step: 0,
      kind,
      correct: (n + k) % 3 !== 0,
      responseMs: 900 + (n % 4_000),
      answeredAt: new Date(start + k * 86_400_000 + seq * 30_000).toISOString(),
      sessionStartedAt: startedAt,
      mode: k % 7 === 6 ? 'assessment' : 'practice',
      credit: 1,
      feedbackJson: JSON.stringify({ key, mark: { late: n % 17 === 0 } }),
    };
  });
}

/** Builds a made-up trainee's figures from nothing, then adds to them once, and drops it all. */
export function warmUp(count = WARM_UP_ANSWERS): void {
  const cache = new CaseFigureCache();
  const answers = madeUpAnswers(count);
  const earlier = answers.slice(0, Math.floor(count * 0.9));
  const ask = (room: RoomAnswer[], key: string) => ({
    store: 0,
    traineeId: 'warm-up',
    key,
    now: new Date(Date.UTC(2020, 6, 1)),
    dueLimit: 50,
    rows: { local: [], room },
  });
  try {
    cache.answer(ask(earlier, 'earlier'));
    cache.answer(ask(answers, 'all'));
  } finally {
    cache.clear();
  }
}
