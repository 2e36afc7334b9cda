// The set editor's constraint controls (core/drills/constraint-fields.ts) against each kind's zod schema: every key a
// kind accepts has a described field, every described field is a key the kind accepts, and every option offered is
// one the schema takes (so a constraint or a choice added to a kind cannot be left out of the editor).
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  CONSTRAINT_FIELDS,
  constraintInWords,
  fieldOptions,
} from '../../../core/drills/constraint-fields.ts';
import { KIND_MODULES } from '../../../core/drills/kinds/index.ts';
import { DRILL_KINDS } from '../../../core/drills/types.ts';
import { english, sayPhrase } from '../../../core/i18n/phrase.ts';

interface Def {
  readonly type: string;
  readonly shape?: Record<string, ZodType>;
  readonly in?: ZodType;
  readonly innerType?: ZodType;
  readonly options?: readonly ZodType[];
  readonly element?: ZodType;
  readonly entries?: Record<string, string>;
}
const def = (s: ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The keys of a kind's constraints object (through refinements and pipes). */
function keysOf(schema: ZodType): string[] {
  const d = def(schema);
  if (d.type === 'object' && d.shape) return Object.keys(d.shape);
  if (d.type === 'pipe' && d.in) return keysOf(d.in);
  throw new Error(`constraints schema of type ${d.type}`);
}

/** The enum values a key takes (through optional and array), or null when it is not an enum. */
function enumValues(schema: ZodType): string[] | null {
  const d = def(schema);
  if (d.type === 'optional' && d.innerType) return enumValues(d.innerType);
  if (d.type === 'array' && d.element) return enumValues(d.element);
  if (d.type === 'enum' && d.entries) return Object.values(d.entries);
  return null;
}

const shapeOf = (schema: ZodType): Record<string, ZodType> => {
  const d = def(schema);
  return d.type === 'pipe' && d.in ? shapeOf(d.in) : (d.shape ?? {});
};

describe('constraint fields in words, against the kinds’ schemas', () => {
  it('every registered kind has its fields described', () => {
    expect(Object.keys(CONSTRAINT_FIELDS).sort()).toEqual([...DRILL_KINDS].sort());
  });

  for (const mod of KIND_MODULES) {
    it(`${mod.kind}: every constraint key has a described field, and no field names a key the kind lacks`, () => {
      const described = CONSTRAINT_FIELDS[mod.kind].map((f) => f.key).sort();
      expect(described).toEqual(keysOf(mod.constraints).sort());
    });

    it(`${mod.kind}: a choice offers exactly the schema's values, each accepted on its own`, () => {
      const shape = shapeOf(mod.constraints);
      for (const field of CONSTRAINT_FIELDS[mod.kind]) {
        if (field.control !== 'choice' && field.control !== 'many') continue;
        const values = enumValues(shape[field.key] as ZodType);
        expect(field.options.map((o) => o.value).sort(), field.key).toEqual([...(values ?? [])].sort());
        for (const o of field.options) expect(english(o.label).trim(), o.value).not.toBe('');
      }
    });

    it(`${mod.kind}: the extreme values of each control are accepted by the schema`, () => {
      for (const field of CONSTRAINT_FIELDS[mod.kind]) {
        const samples: unknown[] =
          field.control === 'point'
            ? [0, 9, [0, 9], [3, 6]]
            : field.control === 'yes-no'
              ? [true, false]
              : field.control === 'number'
                ? [field.min, field.max]
                : [];
        for (const value of samples) {
          const parsed = mod.constraints.safeParse({ [field.key]: value });
          expect(parsed.success, `${field.key} ${JSON.stringify(value)}`).toBe(true);
        }
        if (field.control === 'number') {
          expect(mod.constraints.safeParse({ [field.key]: field.max + 1 }).success).toBe(false);
          expect(mod.constraints.safeParse({ [field.key]: field.min - 1 }).success).toBe(false);
        }
      }
    });
  }

  it('Tasmania 14: the variants offered are those of the chosen irregularity', () => {
    const field = CONSTRAINT_FIELDS.irregularity.find((f) => f.key === 'variant');
    if (field?.control !== 'choice') throw new Error('variant is a choice');
    const offered = fieldOptions(field, { irregularity: 'excess-card' }).map((o) => o.value);
    expect(offered.sort()).toEqual(['first-card-next-hand', 'set-aside']);
    expect(fieldOptions(field, {}).length).toBeGreaterThan(offered.length);
  });

  it('a constraint reads in words: "Banker\'s point 3–6", "Bets on Perfect Pair … only"', () => {
    const point = CONSTRAINT_FIELDS['call-hand'].find((f) => f.key === 'bankerPoint');
    const bets = CONSTRAINT_FIELDS.payout.find((f) => f.key === 'bets');
    if (!point || !bets) throw new Error('fields missing');
    expect(constraintInWords(point, [3, 6])).toBe("Banker's point 3–6");
    expect(constraintInWords(bets, ['perfect_pair_player'])).toMatch(/^Bets on Perfect Pair.* only$/);
  });
});

describe('constraint fields in the trainer’s language (issue 24)', () => {
  // The kinds whose fields are messages so far: each label, help and option said in Chinese with no English left.
  const converted = ['irregularity', 'call-hand', 'result', 'whole-coup'] as const;
  it.each(converted.flatMap((kind) => (['zh-Hant', 'zh-Hans'] as const).map((l) => [kind, l] as const)))(
    '%s in %s: every label, help and option is said without English',
    (kind, language) => {
      for (const f of CONSTRAINT_FIELDS[kind]) {
        const phrases = [
          f.label,
          ...(f.help ? [f.help] : []),
          ...('options' in f ? f.options.map((o) => o.label) : []),
        ];
        for (const p of phrases) {
          expect(typeof p, f.key).toBe('object');
          const said = sayPhrase(p, language);
          expect({ said, left: said.match(/[A-Za-z]{2,}/g) ?? [] }).toEqual({ said, left: [] });
        }
      }
    },
  );

  it('the irregularity fields keep their English words', () => {
    const [which, how] = CONSTRAINT_FIELDS.irregularity;
    expect(which && english(which.label)).toBe('Irregularity');
    expect(how && 'options' in how && how.options.map((o) => english(o.label))).toContain(
      'Mouth of shoe reshuffle',
    );
  });
});
