// Cases a section can target (core/drills/case-targets.ts): each is a case tag the drills record, in words, with
// constraints the kind's schema accepts and that deal items of that case.
import { describe, expect, it } from 'vitest';
import { caseTargets } from '../../../core/drills/case-targets.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { DRILL_KINDS, type DrillKind } from '../../../core/drills/types.ts';
import type { DrillSet } from '../../../core/drills/spec.ts';
import { english, sayPhrase } from '../../../core/i18n/phrase.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';

function setOf(kind: DrillKind, constraints: Record<string, unknown>, profile = 'tasmania'): DrillSet {
  return {
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Case',
    description: '',
    profile,
    sections: [{ kind, count: 2, difficulty: 'standard', constraints, timeLimitMs: null }],
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  };
}

describe('case targets', () => {
  it('every kind but table procedures offers cases, each labelled in words (no tag left as it is)', () => {
    for (const kind of DRILL_KINDS) {
      const targets = caseTargets(kind);
      if (kind === 'procedure') continue;
      expect(targets.length, kind).toBeGreaterThan(0);
      for (const t of targets)
        for (const language of LANGUAGES) expect(sayPhrase(t.label, language), t.tag).not.toBe(t.tag);
    }
  });

  it("Tasmania 11: 'Banker 5 v Player's third card 4' deals exactly that case", () => {
    const target = caseTargets('third-card').find((t) => t.tag === 'banker-5-vs-4');
    expect(english(target?.label ?? '')).toBe("Banker 5 v Player's third card 4");
    const items = generateItems(setOf('third-card', { ...target!.constraints }), 'case-target');
    if (!items.ok) throw new Error(items.error);
    for (const item of items.items) {
      expect(item.steps.flatMap((s) => s.key.cases)).toContain('banker-5-vs-4');
    }
  });

  it('Tasmania 15.2: a Perfect Pairs case and a 14.4 irregularity outcome deal items of that case', () => {
    for (const [kind, tag] of [
      ['payout', 'pp-coloured'],
      ['irregularity', 'irr-face-up-in-shoe-use-by-table-of-play'],
    ] as const) {
      const target = caseTargets(kind).find((t) => t.tag === tag);
      expect(target, tag).toBeDefined();
      const items = generateItems(setOf(kind, { ...target!.constraints }), 'case-target');
      if (!items.ok) throw new Error(items.error);
      expect(items.items.flatMap((i) => i.steps.flatMap((s) => s.key.cases))).toContain(tag);
    }
  });
});
