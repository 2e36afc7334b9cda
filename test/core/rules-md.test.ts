// Issue 18 N9: docs/RULES.md's clause → drill section is generated from the code (scripts/make-rules-md.ts), so it
// cannot say a clause is drilled when it is not, or drilled at a house where the topic is not offered.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  clauseCoverage,
  clauseDrillSection,
  tasmaniaClauses,
  withGeneratedSection,
} from '../../core/drills/clause-coverage.ts';

const DOC = readFileSync(new URL('../../docs/RULES.md', import.meta.url), 'utf8');

describe('N9 docs/RULES.md: the clause → drill section is what the generator drills', () => {
  it('the committed document is what scripts/make-rules-md.ts would write (run it after changing a drill)', () => {
    expect(withGeneratedSection(DOC, clauseDrillSection())).toBe(DOC);
  });

  it.each<[string, string[]]>([
    ['Tasmania 9.3a, 6.4', ['9.3a', '6.4']],
    ['Tasmania 16.5.8, 16.5.11', ['16.5.8', '16.5.11']],
    ['Tasmania 14.1-14.6; House dealing procedure', ['14.1–14.6']],
    ['Deltin guide: Tie bets are paid 8 to 1', []],
    ['casino guide: commission box; Tasmania 9.4', ['9.4']],
  ])('reads the clauses of "%s"', (rule, clauses) => {
    expect(tasmaniaClauses(rule)).toEqual(clauses);
  });

  it('competition topics (Tasmania 16) are drilled only at houses that declare competition play', () => {
    const cover = clauseCoverage();
    for (const [clause, drills] of cover)
      if (clause.startsWith('16.'))
        for (const houses of drills.values())
          expect([...houses].sort()).toEqual(['tasmania', 'tasmania-federal']);
    // 9.3b's "cards stay on the table" is not drilled, and the document no longer says it is.
    expect(DOC).not.toMatch(/competition topics are offered at every built-in profile/);
    expect(DOC).toMatch(/That the cards stay on the table is not drilled/);
  });
});
