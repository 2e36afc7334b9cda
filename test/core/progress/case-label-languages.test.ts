// Every case tag a drill can record is said in words of its own in every language (issue 24): no tag falls to the
// English slug words of `case_other`, and no Chinese label holds Latin letters beyond the names the glossary keeps
// as written (Deltin, Federal). The procedure drill's area and topic choices are messages too.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet } from '../../../core/drills/spec.ts';
import { KIND_MODULES } from '../../../core/drills/kinds/index.ts';
import { caseLabelRef } from '../../../core/progress/case-label.ts';
import { say } from '../../../core/i18n/say.ts';
import { sayPhrase } from '../../../core/i18n/phrase.ts';

const SETS = new URL('../../../assets/drill-sets/', import.meta.url);
const KEPT_AS_WRITTEN = /Deltin|Federal/g;
const CHINESE = ['zh-Hant', 'zh-Hans'] as const;

function recordedTags(): Set<string> {
  const tags = new Set<string>();
  for (const file of readdirSync(SETS).filter((f) => f.endsWith('.json'))) {
    const parsed = parseDrillSet(JSON.parse(readFileSync(new URL(file, SETS), 'utf8')));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
    for (let seed = 1; seed <= 8; seed++) {
      const made = generateItems(parsed.value, `case24-${seed}`);
      if (!made.ok) throw new Error(`${file}: ${made.error}`);
      for (const item of made.items)
        for (const step of item.steps) for (const t of step.key.cases ?? []) tags.add(t);
    }
  }
  for (const m of KIND_MODULES) for (const t of m.caseCandidates ?? []) tags.add(t);
  return tags;
}

describe('case labels in every language', () => {
  it('every recorded or targetable tag has a label of its own, with no Latin letters in Chinese', () => {
    const tags = recordedTags();
    expect(tags.size).toBeGreaterThan(300);
    for (const tag of tags) {
      const label = caseLabelRef(tag);
      expect(label.id, tag).not.toBe('case_other');
      expect(label.id, tag).not.toBe('case_irregularity');
      for (const language of CHINESE)
        expect(say(label, language).replace(KEPT_AS_WRITTEN, ''), `${tag} ${language}`).not.toMatch(
          /[A-Za-z]/,
        );
    }
  });

  it("the procedure drill's area and topic choices are messages, with no Latin letters in Chinese", () => {
    const procedure = KIND_MODULES.find((m) => m.kind === 'procedure')!;
    const fields = procedure.constraintFields.filter((f) => f.key === 'area' || f.key === 'topic');
    expect(fields).toHaveLength(2);
    for (const field of fields)
      for (const option of 'options' in field ? field.options : []) {
        expect(typeof option.label, option.value).toBe('object');
        for (const language of CHINESE)
          expect(sayPhrase(option.label, language).replace(KEPT_AS_WRITTEN, ''), option.value).not.toMatch(
            /[A-Za-z]/,
          );
      }
  });
});
