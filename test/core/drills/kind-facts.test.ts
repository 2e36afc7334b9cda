// Each drill kind's facts live on its module (issue 19); the tables read by kind are derived from the registry.
import { describe, expect, it } from 'vitest';
import { KIND_LABELS, KIND_MODULES, SPEED_TARGETS_MS } from '../../../core/drills/kinds/index.ts';
import { SPEED_TARGETS_MS as MASTERY_TARGETS } from '../../../core/drills/mastery.ts';
import { DRILL_KINDS } from '../../../core/drills/types.ts';
import { say } from '../../../core/i18n/say.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';

describe('drill kind facts', () => {
  it('every kind has exactly one module in the registry', () => {
    expect(KIND_MODULES.map((m) => m.kind).sort()).toEqual([...DRILL_KINDS].sort());
  });

  it.each(KIND_MODULES.map((m) => [m.kind, m] as const))('%s: a label and a speed target', (kind, m) => {
    for (const language of LANGUAGES) expect(say(m.label, language).trim()).not.toBe('');
    expect(KIND_LABELS[kind]).toBe(say(m.label, 'en'));
    expect(Number.isInteger(m.speedTargetMs) && m.speedTargetMs > 0).toBe(true);
    expect(SPEED_TARGETS_MS[kind]).toBe(m.speedTargetMs);
  });

  it('labels are distinct, so a report never shows two skills under one name', () => {
    expect(new Set(Object.values(KIND_LABELS)).size).toBe(DRILL_KINDS.length);
  });

  it('mastery reads the same speed targets', () => {
    expect(MASTERY_TARGETS).toBe(SPEED_TARGETS_MS);
  });
});
