// The set editor's draft (renderer/lib/studio/set-draft.ts): pass marks in %, times in seconds, and back; a field
// left empty stays empty (the check says it is missing) rather than being filled in silently; a carried profile
// that differs from the saved house rules is noticed.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseDrillSet } from '../../core/drills/spec.ts';
import { builtInProfile } from '../../core/profiles.ts';
import { drillSetProblems } from '../../core/drills/spec-messages.ts';
import { english } from '../../core/i18n/phrase.ts';
import { draftToSet, embeddedDiffers, newDraft, setToDraft } from '../../renderer/lib/studio/set-draft.ts';

describe('set draft', () => {
  test('a new draft with a title is a valid drill set', () => {
    const d = newDraft();
    d.title = 'New';
    expect(drillSetProblems(draftToSet(d))).toEqual([]);
  });

  test.each([
    // [mode, box ticked, what the saved set says]
    ['practice', true, true],
    ['practice', false, undefined],
    // An assessment's limits are always hard: the box is not written into it.
    ['assessment', true, undefined],
  ] as const)(
    'issue 23: the hard time limit box (%s, ticked %s) saves hardTimeLimit %s',
    (mode, ticked, saved) => {
      const d = newDraft();
      d.title = 'Paced';
      d.mode = mode;
      d.hardTimeLimit = ticked;
      const doc = draftToSet(d);
      expect(doc.hardTimeLimit).toBe(saved);
      const parsed = parseDrillSet(doc);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(setToDraft(parsed.value).hardTimeLimit).toBe(saved === true);
    },
  );

  test.each([
    [true, true],
    [false, undefined],
  ] as const)(
    'issue 23: the "read the stacks" box (ticked %s) saves readTheStacks %s, and back',
    (ticked, saved) => {
      const d = newDraft();
      d.title = 'Stacks';
      d.readTheStacks = ticked;
      const doc = draftToSet(d);
      expect(doc.readTheStacks).toBe(saved);
      const parsed = parseDrillSet(doc);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(setToDraft(parsed.value).readTheStacks).toBe(ticked);
    },
  );

  test('issue 23: audition bands typed in % save as fractions, round-trip, and a mistake is named by its field', () => {
    const d = newDraft();
    d.title = 'Audition';
    d.sections = [{ ...d.sections[0]!, kind: 'pace-lab', constraints: {} }];
    d.auditionOn = true;
    d.bands = [
      { label: 'Ready', coupsPerHour: 60, pct: 95 },
      { label: 'Nearly', coupsPerHour: 48, pct: 90 },
    ];
    const doc = draftToSet(d);
    expect(doc.audition).toEqual({
      bands: [
        { label: 'Ready', minCoupsPerHour: 60, minAccuracy: 0.95 },
        { label: 'Nearly', minCoupsPerHour: 48, minAccuracy: 0.9 },
      ],
      below: 'Not yet',
    });
    const parsed = parseDrillSet(doc);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(setToDraft(parsed.value).bands).toEqual(d.bands);
    const problems = () =>
      drillSetProblems(draftToSet(d)).map((p) => `${english(p.label)}: ${english(p.message)}`);
    d.bands[1]!.coupsPerHour = 65;
    expect(problems()).toEqual([
      'Audition band 2: "Nearly" asks more than "Ready" above it: list the bands best first',
    ]);
    d.bands[0]!.pct = null;
    expect(problems()).toEqual(['Audition band 1, at least accuracy: is missing']);
  });

  test('a saved set round-trips through the editor unchanged (pass marks in %, times in s)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 120_000 }),
        (basisPoints, seconds, median) => {
          const set = {
            format: 'baccarat-drill-set',
            version: 1,
            title: 'Round trip',
            description: '',
            profile: 'tasmania',
            sections: [
              {
                kind: 'third-card',
                count: 3,
                difficulty: 'hard',
                constraints: { bankerPoint: [3, 6] },
                timeLimitMs: seconds * 1000,
              },
            ],
            passMarks: {
              overall: basisPoints / 10_000,
              perSkill: { 'third-card': { accuracy: basisPoints / 10_000, medianMs: median } },
            },
            mode: 'assessment',
            redLineFailsAssessment: true,
            assessment: { attempts: 2, waitMinutes: 30, redLines: ['drawing-error'] },
          };
          const parsed = parseDrillSet(set);
          if (!parsed.ok) throw new Error(parsed.error);
          expect(draftToSet(setToDraft(parsed.value))).toEqual(set);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('an empty box is sent empty: the check names the missing field', () => {
    const d = newDraft();
    d.title = 'Empty boxes';
    d.overallPct = null;
    d.sections[0]!.count = null;
    const fields = drillSetProblems(draftToSet(d)).map((p) => `${p.field}: ${english(p.message)}`);
    expect(fields).toEqual(['sections.0.count: is missing', 'passMarks.overall: is missing']);
  });

  test('a carried profile that differs from the saved house rules is noticed', () => {
    const tasmania = builtInProfile('tasmania')!;
    const saved = { ...tasmania, id: 'house', name: 'House' };
    expect(embeddedDiffers(saved, { ...saved })).toBe(false);
    expect(embeddedDiffers(saved, { ...saved, tie: { pays: 9, per: 1 } })).toBe(true);
    expect(embeddedDiffers(null, saved)).toBe(false);
  });
});
