// The room's outbox acknowledged by a mark (issue 22): whatever the order of stores, pushes, lost acknowledgements and
// pushes cut short, the room ends with every record once, in commit order, and the outbox empties itself once all is
// pushed, without ever giving a later record a position already used.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  clearPushedRows,
  ensureOutboxTables,
  nextBatch,
  outboxCount,
} from '../../electron/room/outbox.ts';

type Step =
  | { readonly do: 'store'; readonly records: number }
  /** One batch sent; the acknowledgement lost (the app killed, a power cut) or written. */
  | { readonly do: 'push'; readonly size: number; readonly acknowledged: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constant('store' as const), records: fc.integer({ min: 1, max: 7 }) }),
  fc.record({
    do: fc.constant('push' as const),
    size: fc.integer({ min: 1, max: 5 }),
    acknowledged: fc.boolean(),
  }),
);

function station() {
  const db = new DatabaseSync(':memory:');
  ensureOutboxTables(db);
  const store = db.prepare(`INSERT INTO room_outbox (kind, body) VALUES ('response', ?)`);
  let made = 0;
  return {
    db,
    store: () => store.run(JSON.stringify({ id: `record-${++made}` })),
    made: () => made,
  };
}

const rows = (db: DatabaseSync) =>
  (db.prepare('SELECT count(*) AS n FROM room_outbox').get() as { n: number }).n;

describe('room outbox acknowledged by a mark', () => {
  it('every record reaches the room once, in order, and the outbox empties once all is pushed', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const s = station();
        // The room: what it keeps of each record (a record pushed twice is kept once, as ON CONFLICT DO NOTHING does).
        const room = new Map<string, number>();
        const positions: number[] = [];
        const push = (size: number, acknowledged: boolean) => {
          const batch = nextBatch(s.db, size);
          for (const row of batch) {
            if (!room.has(row.body)) room.set(row.body, row.seq);
            positions.push(row.seq);
          }
          const last = batch.at(-1);
          if (last && acknowledged) acknowledge(s.db, last.seq, [], '2026-01-01T00:00:00Z');
          else if (!last) clearPushedRows(s.db);
        };
        let acknowledgedRecords = 0;
        for (const x of steps) {
          if (x.do === 'store') for (let i = 0; i < x.records; i++) s.store();
          else {
            const before = outboxCount(s.db);
            push(x.size, x.acknowledged);
            if (x.acknowledged) acknowledgedRecords += before - outboxCount(s.db);
          }
          expect(outboxCount(s.db)).toBeLessThanOrEqual(rows(s.db));
        }
        expect(acknowledgedRecords).toBeLessThanOrEqual(s.made());
        // The network comes back: everything left goes.
        while (outboxCount(s.db) > 0) push(3, true);
        push(3, true);
        expect([...room.keys()]).toEqual(
          Array.from({ length: s.made() }, (_, i) => JSON.stringify({ id: `record-${i + 1}` })),
        );
        // In commit order: a record is never sent before one stored earlier that the room does not have yet.
        const firsts = [...room.values()];
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
        expect(rows(s.db)).toBe(0);
        // A record stored after the outbox emptied itself takes a new position, past every one already sent.
        s.store();
        const [next] = nextBatch(s.db, 1);
        expect(next!.seq).toBeGreaterThan(Math.max(0, ...positions));
      }),
      { numRuns: 300 },
    );
  });

  it('an acknowledged batch is not sent again, and the rows behind the mark stay until nothing waits', () => {
    const s = station();
    for (let i = 0; i < 5; i++) s.store();
    const first = nextBatch(s.db, 2);
    acknowledge(s.db, first.at(-1)!.seq, [], '2026-01-01T00:00:00Z');
    expect(outboxCount(s.db)).toBe(3);
    expect(rows(s.db)).toBe(5);
    expect(nextBatch(s.db, 10).map((r) => r.seq)).toEqual([3, 4, 5]);
    acknowledge(s.db, 5, [], '2026-01-01T00:00:00Z');
    expect(outboxCount(s.db)).toBe(0);
    expect(rows(s.db)).toBe(0);
  });

  it('a record the room refused is kept aside with its reason when the mark passes it', () => {
    const s = station();
    for (let i = 0; i < 3; i++) s.store();
    const batch = nextBatch(s.db, 3);
    acknowledge(s.db, 3, [{ row: batch[1]!, reason: 'value too long' }], '2026-01-01T00:00:00Z');
    expect(s.db.prepare('SELECT seq, body, reason FROM room_refused').all()).toEqual([
      { seq: 2, body: batch[1]!.body, reason: 'value too long' },
    ]);
    expect(rows(s.db)).toBe(0);
  });
});
