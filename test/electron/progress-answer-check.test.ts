// A room answer's row is checked by hand (progress-answer-check.ts: zod cost most of a big room's page read); it
// refuses exactly what the zod schema it replaced refused, hostile fields included, and passes on what it passed.
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DRILL_KINDS } from '../../core/drills/types.ts';
import { ANSWER_FIELDS, checkedAnswer, ROOM_TEXT_MAX } from '../../electron/room/progress-answer-check.ts';

const ident = z.string().min(1).max(200);
const isoTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
/** The schema the rows were checked with before. */
const answerRow = z.object({
  session_id: ident,
  item_id: ident,
  seq: z.number().int().min(0),
  step: z.number().int().min(0),
  kind: z.enum(DRILL_KINDS),
  correct: z.boolean(),
  response_ms: z.number().int().min(0),
  answered_at: isoTime,
  started_at: isoTime,
  mode: z.enum(['practice', 'assessment']),
  credit: z.number().min(0).max(1),
  cases: z.array(z.string().min(1).max(ROOM_TEXT_MAX)).max(100).nullable(),
  expected_type: z.string().max(50).nullable(),
  expected_amount: z.number().int().safe().nullable(),
  stake: z.number().int().safe().nullable(),
  rule: z.string().max(ROOM_TEXT_MAX).nullable(),
  late: z.boolean().nullable(),
});

/** The feedback the reader made from the schema's output before. */
function feedbackBefore(r: z.infer<typeof answerRow>): string {
  const expected =
    r.expected_type === null
      ? undefined
      : { type: r.expected_type, ...(r.expected_amount === null ? {} : { amount: r.expected_amount }) };
  return JSON.stringify({
    key: { cases: r.cases ?? [], expected, stake: r.stake ?? undefined, rule: r.rule ?? undefined },
    mark: { late: r.late === true },
  });
}

const text = (most: number) => fc.string({ minLength: 1, maxLength: most });
const count = fc.integer({ min: 0, max: 100_000 });
const iso = fc
  .date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') })
  .map((d) => d.toISOString());
const orNull = <T>(a: fc.Arbitrary<T>) => fc.oneof(fc.constant(null), a);
/** Each field as the room should send it. */
const VALID: Record<(typeof ANSWER_FIELDS)[number], fc.Arbitrary<unknown>> = {
  session_id: text(200),
  item_id: text(200),
  seq: count,
  step: count,
  kind: fc.constantFrom(...DRILL_KINDS),
  correct: fc.boolean(),
  response_ms: count,
  answered_at: iso,
  started_at: iso,
  mode: fc.constantFrom('practice', 'assessment'),
  credit: fc.double({ min: 0, max: 1, noNaN: true }),
  cases: orNull(fc.array(text(200), { maxLength: 3 })),
  expected_type: orNull(fc.string({ maxLength: 50 })),
  expected_amount: orNull(fc.integer()),
  stake: orNull(fc.integer()),
  rule: orNull(fc.string({ maxLength: 200 })),
  late: orNull(fc.boolean()),
};
/** Hostile values, any field: too long, out of range, of another type, SQL text, anything JSON holds. */
const HOSTILE = fc.oneof(
  fc.constantFrom(
    '',
    'x'.repeat(51),
    'x'.repeat(201),
    "'; DROP TABLE room.responses; --",
    -1,
    0.5,
    -0,
    1.5,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    'drill',
    '2026-01-01',
    '2026-01-01T00:00:00Z',
    '+012026-01-01T00:00:00.000Z',
    Array(101).fill('a'),
    [''],
    ['x'.repeat(201)],
    [1],
    null,
    true,
  ),
  fc.jsonValue(),
);
const row = fc
  .tuple(
    fc.tuple(...ANSWER_FIELDS.map((f) => VALID[f])),
    fc.array(fc.tuple(fc.nat(ANSWER_FIELDS.length - 1), HOSTILE), { maxLength: 2 }),
  )
  .map(([valid, spoilt]) => {
    const r = [...valid];
    for (const [i, v] of spoilt) r[i] = v;
    return r;
  });

describe("a room answer's row, checked by hand", () => {
  it('is refused exactly when the zod schema refused it, and gives what the reader gave', () => {
    let passed = 0;
    fc.assert(
      fc.property(row, (row) => {
        const before = answerRow.safeParse(Object.fromEntries(ANSWER_FIELDS.map((f, i) => [f, row[i]])));
        const now = checkedAnswer(row);
        if (!before.success) {
          expect(now).toBeNull();
          return;
        }
        const r = before.data;
        passed += 1;
        expect(now).toEqual({
          sessionId: r.session_id,
          itemId: r.item_id,
          seq: r.seq,
          step: r.step,
          kind: r.kind,
          correct: r.correct,
          responseMs: r.response_ms,
          answeredAt: r.answered_at,
          sessionStartedAt: r.started_at,
          mode: r.mode,
          credit: r.credit,
          feedbackJson: feedbackBefore(r),
        });
      }),
      { numRuns: 3_000 },
    );
    expect([passed, 3_000 - passed].every((n) => n > 300)).toBe(true);
  });

  it.each([
    ['not an array', { session_id: 's' }],
    ['a field short', Array(ANSWER_FIELDS.length - 1).fill(null)],
    ['a field more', Array(ANSWER_FIELDS.length + 1).fill(null)],
  ])('a row that is %s is refused', (_, row) => {
    expect(checkedAnswer(row)).toBeNull();
  });
});
