// A trainee's accuracy and median time by session and by week (progress.ts's seriesOf): the maps of maps it counts in
// give exactly what one map keyed by the joined texts gives (its former way, kept here as the reference), the order of
// points with the same time and skill included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median } from '../../core/drills/mastery.ts';
import type { DrillKind } from '../../core/drills/types.ts';
import { seriesOf, weekOf, type FactRow } from '../../electron/features/progress/progress.ts';

/** The straightforward count: one map per series, keyed by the key and the skill joined, items by session and item. */
function reference(rows: readonly FactRow[]) {
  type Acc = { kind: DrillKind; at: string; key: string; items: Map<string, boolean>; ms: number[] };
  const sessions = new Map<string, Acc>();
  const weeks = new Map<string, Acc>();
  const add = (map: Map<string, Acc>, key: string, at: string, r: FactRow) => {
    const id = `${key}\u0000${r.kind}`;
    let a = map.get(id);
    if (!a) map.set(id, (a = { kind: r.kind, at, key, items: new Map(), ms: [] }));
    const item = `${r.session_id}\u0000${r.item_id}`;
    a.items.set(item, (a.items.get(item) ?? true) && r.correct === 1);
    a.ms.push(r.response_ms);
  };
  for (const r of rows) {
    add(sessions, r.session_id, r.started_at, r);
    add(weeks, weekOf(r.answered_at), `${weekOf(r.answered_at)}T00:00:00.000Z`, r);
  }
  const points = (map: Map<string, Acc>) =>
    [...map.values()]
      .map((a) => ({
        kind: a.kind,
        at: a.at,
        key: a.key,
        answered: a.items.size,
        accuracy: [...a.items.values()].filter(Boolean).length / a.items.size,
        medianMs: median(a.ms) ?? 0,
      }))
      .sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : x.kind < y.kind ? -1 : 1));
  return { bySession: points(sessions), byWeek: points(weeks) };
}

const KINDS: readonly DrillKind[] = ['third-card', 'payout', 'irregularity'];
const row = fc.record({
  session_id: fc.constantFrom('s-1', 's-2', 's-3'),
  item_id: fc.constantFrom('item-1', 'item-2', 'item-3'),
  step: fc.nat(2),
  // Sessions that start at the same time: the points' order then rests on the order they were first met.
  started_at: fc.constantFrom('2026-01-01T09:00:00.000Z', '2026-01-05T09:00:00.000Z'),
  kind: fc.constantFrom(...KINDS),
  correct: fc.constantFrom(0, 1),
  response_ms: fc.nat(20_000),
  answered_at: fc.constantFrom(
    '2026-01-01T10:00:00.000Z',
    '2026-01-04T23:59:59.999Z',
    '2026-01-05T00:00:00Z',
    '2026-02-01T10:00:00+08:00',
  ),
});

describe('seriesOf', () => {
  it('property: the same points, in the same order, as the straightforward count', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        expect(seriesOf(rows)).toEqual(reference(rows));
      }),
      { numRuns: 1000 },
    );
  });

  it('counts an item of several steps once, right only when each of its steps is', () => {
    const at = '2026-01-05T10:00:00.000Z';
    const step = (item: string, n: number, correct: number): FactRow => ({
      session_id: 's',
      item_id: item,
      step: n,
      started_at: at,
      kind: 'third-card',
      correct,
      response_ms: 1000 * (n + 1),
      answered_at: at,
    });
    const { bySession, byWeek } = seriesOf([step('a', 0, 1), step('a', 1, 0), step('b', 0, 1)]);
    expect(bySession).toEqual([
      { kind: 'third-card', at, key: 's', answered: 2, accuracy: 0.5, medianMs: 1000 },
    ]);
    expect(byWeek).toEqual([
      {
        kind: 'third-card',
        at: '2026-01-05T00:00:00.000Z',
        key: '2026-01-05',
        answered: 2,
        accuracy: 0.5,
        medianMs: 1000,
      },
    ]);
  });
});
