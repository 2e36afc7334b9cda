// The drill-set format: errors that name the path and what is wrong; valid files round-trip unchanged.
import { english } from '../../../core/i18n/phrase.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet, resolveProfile } from '../../../core/drills/spec.ts';
import { builtInProfile } from '../../../core/profiles.ts';

const VALID = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'Third-card calls',
  description: 'Banker 3-6 with a Player third card.',
  profile: 'tasmania',
  sections: [
    {
      kind: 'third-card',
      count: 20,
      difficulty: 'hard',
      constraints: { bankerPoint: [3, 6], playerThirdCard: true },
      timeLimitMs: 5000,
    },
    { kind: 'result', count: 10, difficulty: 'standard', timeLimitMs: null },
    {
      kind: 'call-hand',
      count: 10,
      difficulty: 'basic',
      constraints: { natural: true, playerPoint: [8, 9] },
      timeLimitMs: 15000,
    },
  ],
  passMarks: {
    overall: 0.9,
    perSkill: { 'third-card': { accuracy: 1, medianMs: 3000 }, result: { accuracy: 0.8 } },
  },
  mode: 'assessment',
  redLineFailsAssessment: true,
};

type Doc = Record<string, unknown>;
const edit = (f: (d: Doc & typeof VALID) => void): unknown => {
  const d = structuredClone(VALID) as Doc & typeof VALID;
  f(d);
  return d;
};

describe('valid drill sets round-trip unchanged', () => {
  it('the parsed value is the document: nothing defaulted, nothing reordered', () => {
    const r = parseDrillSet(VALID);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify(VALID));
  });

  it('an inline profile (validated with profileSchema) and a decks override round-trip', () => {
    const doc = edit((d) => {
      d.profile = { ...builtInProfile('tasmania-federal')!, id: 'my-house' } as never;
      d.decks = 6;
      d.sections = d.sections.slice(0, 2);
    });
    const r = parseDrillSet(doc);
    expect(r.ok && JSON.stringify(r.value)).toBe(JSON.stringify(doc));
    if (r.ok)
      expect(resolveProfile(r.value)).toMatchObject({ ok: true, profile: { id: 'my-house', decks: 6 } });
  });

  it('property: any count, difficulty, time limit and pass marks within bounds round-trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom('basic', 'standard', 'hard'),
        fc.option(fc.integer({ min: 500, max: 600000 })),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (count, difficulty, timeLimitMs, overall) => {
          const doc = edit((d) => {
            d.sections = [{ kind: 'call-hand', count, difficulty, timeLimitMs }] as never;
            d.passMarks = { overall, perSkill: {} } as never;
          });
          const r = parseDrillSet(doc);
          return r.ok && JSON.stringify(r.value) === JSON.stringify(doc);
        },
      ),
    );
  });
});

describe('invalid drill sets: the error names the path and what is wrong', () => {
  it.each<[string, unknown, string]>([
    ['not an object', 42, '(root):'],
    ['wrong format', edit((d) => (d.format = 'other' as never)), 'format: must be "baccarat-drill-set"'],
    ['a future version', edit((d) => (d.version = 2 as never)), 'version: must be 1'],
    ['count too big', edit((d) => (d.sections[2]!.count = 501)), 'sections.2.count: must be at most 500'],
    ['count zero', edit((d) => (d.sections[0]!.count = 0)), 'sections.0.count: must be at least 1'],
    [
      'unknown kind',
      edit((d) => (d.sections[1]!.kind = 'poker')),
      'sections.1.kind: must be one of call-hand',
    ],
    [
      'difficulty',
      edit((d) => (d.sections[1]!.difficulty = 'easy')),
      'sections.1.difficulty: must be basic, standard or hard',
    ],
    [
      'time limit',
      edit((d) => (d.sections[0]!.timeLimitMs = 10)),
      'sections.0.timeLimitMs: must be at least 500 ms',
    ],
    [
      'a constraint the kind does not know (Tasmania 11 kinds are strict)',
      edit((d) => (d.sections[0]!.constraints = { bankerPoints: 4 } as never)),
      'sections.0.constraints: Unrecognized key: "bankerPoints"',
    ],
    [
      'a backwards range',
      edit((d) => (d.sections[0]!.constraints = { bankerPoint: [6, 3] } as never)),
      'sections.0.constraints.bankerPoint: a range is [low, high]',
    ],
    [
      'a point of 10',
      edit((d) => (d.sections[1]!.constraints = { playerPoint: 10 } as never)),
      'sections.1.constraints.playerPoint',
    ],
    [
      'unknown profile',
      edit((d) => (d.profile = 'vegas')),
      'profile: unknown profile "vegas" (built in: tasmania',
    ],
    [
      'inline profile with a bad field',
      edit((d) => (d.profile = { ...builtInProfile('tasmania')!, decks: 3 } as never)),
      'profile.decks: Tasmania 4.1: a shoe holds 4 to 8 decks, not 3',
    ],
    [
      'Tasmania 4.1: fewer than six decks with Perfect Pairs',
      edit((d) => (d.decks = 4 as never)),
      'decks: Tasmania 4.1: at least six decks are used when Perfect Pairs is offered, not 4',
    ],
    ['accuracy above 1', edit((d) => (d.passMarks.overall = 90)), 'passMarks.overall: must be from 0 to 1'],
    [
      'pass mark for a skill not drilled',
      edit((d) => ((d.passMarks.perSkill as Doc).commission = { accuracy: 0.9 })),
      'passMarks.perSkill.commission: no section drills commission',
    ],
    ['unknown mode', edit((d) => (d.mode = 'exam')), 'mode: must be practice or assessment'],
    ['an unknown top-level field', edit((d) => (d.shuffle = true)), 'Unrecognized key: "shuffle"'],
    [
      'missing redLineFailsAssessment',
      edit((d) => delete (d as Doc).redLineFailsAssessment),
      'redLineFailsAssessment:',
    ],
  ])('%s', (_name, doc, message) => {
    const r = parseDrillSet(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  it('more than 5,000 items in all is refused', () => {
    const r = parseDrillSet(
      edit((d) => (d.sections = Array.from({ length: 11 }, () => ({ ...d.sections[1]!, count: 500 })))),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('sections: 5500 items in all; at most 5000');
  });
});

describe('a profile written in a drill set takes the documented defaults for the conventions it leaves out', () => {
  it("issue 8 house conventions: no seatOne in the file means seat 1 at the dealer's right, on the notice and in every answer", async () => {
    // Found by the independent checker: tasmania-9-seat's notice said "Seat 1 is at the dealer's left" while its
    // settlement order and the documented default put seat 1 at the dealer's right.
    const written = { ...(builtInProfile('tasmania') as object) } as Record<string, unknown>;
    for (const k of ['seatOne', 'cutOfferFirst', 'settlementOrder', 'fractionalCents']) delete written[k];
    written.id = 'written-out';
    const doc = edit((d) => {
      (d as Doc).profile = written;
      d.sections = [{ kind: 'settle-table', count: 3, difficulty: 'standard', timeLimitMs: null }] as never;
      d.passMarks = { overall: 0.9, perSkill: {} } as never;
    });
    const parsed = parseDrillSet(doc);
    if (!parsed.ok) throw new Error(parsed.error);
    const r = resolveProfile(parsed.value);
    if (!r.ok) throw new Error(r.error);
    expect(r.profile).toMatchObject({
      seatOne: 'dealer-right',
      cutOfferFirst: 'sat-down-first',
      settlementOrder: 'losers-first',
      fractionalCents: 'down',
    });
    const items = generateItems(parsed.value, 'defaults');
    if (!items.ok) throw new Error(items.error);
    for (const item of items.items) {
      const scene = item.steps[0]!.prompt.scene;
      expect(scene.seatOne).toBe('dealer-right');
      expect(scene.conventions?.map(english)).toContain(
        "Seat 1 is at the dealer's right; the seats are numbered towards the dealer's left.",
      );
    }
  });
});
